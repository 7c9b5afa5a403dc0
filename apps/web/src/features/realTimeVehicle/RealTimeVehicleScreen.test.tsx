import { formatDateTime } from '@limo/domain';
import i18next from 'i18next';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleSocketHandlers } from '../../api/socket';
import { tokens } from '../../api/tokens';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import RealTimeVehicleScreen from './RealTimeVehicleScreen';

// The socket is replaced by one the test drives: its handlers are kept to send events by hand.
const socket = vi.hoisted(() => ({ handlers: null as ScheduleSocketHandlers | null }));
vi.mock('../../api/socket', () => ({
  openScheduleSocket: (h: ScheduleSocketHandlers) => {
    socket.handlers = h;
    return () => undefined;
  },
}));

const NOW = Date.parse('2030-06-01T04:00:00Z');
const MIN = 60_000;
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const record = (driverId: number, driverNo: string, at: string, over: Record<string, unknown> = {}) => ({
  driverId,
  latitude: 22.3 + driverId / 100,
  longitude: 114.17,
  speed: 42.4,
  orderId: null,
  startedFlag: 1,
  pushToken: null,
  appVersion: '1.0',
  lastUpdateTime: at,
  driverNo,
  driverNameEng: `Driver ${driverNo}`,
  licensePlateNo: `LM ${driverId}00`,
  ...over,
});

const ANSWER = {
  drivers: [
    record(3, 'D010', ago(5 * MIN), { orderId: 70, orderRefId: 'HK300601-0007', jobStatus: 'POB', driverNameChi: '陳大文' }),
    record(1, 'D002', ago(3 * 60 * MIN - 30_000)),
    record(2, 'D005', ago(5 * 60 * MIN)),
    record(4, 'D001', ago(25 * 60 * MIN)),
  ],
  tileUrl: null as string | null,
  places: [
    { id: 7, code: 'PEN', nameEng: 'The Peninsula Hong Kong', nameChi: '香港半島酒店', latitude: 22.2951, longitude: 114.1722 },
    { id: 8, code: 'HKG', nameEng: 'Hong Kong International Airport', nameChi: null, latitude: 22.308, longitude: 113.9185 },
  ],
  centres: {
    airport: { latitude: 22.308, longitude: 113.9185 },
    central: { latitude: 22.2819, longitude: 114.1582 },
    kln: { latitude: 22.3117, longitude: 114.1722 },
    kwaiFongCarPark: { latitude: 22.3571, longitude: 114.1278 },
  },
  radii: { airport: 3000, central: 1477, kln: 3469, kwaiFongCarPark: 156 },
};

let calls: { url: string; headers: Record<string, string> }[] = [];
let answer = ANSWER;

beforeEach(() => {
  // Only the clock is set: testing-library's waits keep their real timers.
  vi.setSystemTime(NOW);
  socket.handlers = null;
  calls = [];
  answer = ANSWER;
  stubSignedIn(['SCHEDULING'], (url, init) => {
    if (!url.endsWith('/node/api/liveVehicles')) return undefined;
    calls.push({ url, headers: init.headers as Record<string, string> });
    return jsonResponse(200, answer);
  });
});
afterEach(() => {
  vi.useRealTimers();
  tokens.clear();
});

const open = () => renderSignedIn(<RealTimeVehicleScreen />);

const list = () => screen.getByRole('list', { name: i18next.t('map.list') });
const rowNames = () =>
  within(list())
    .getAllByRole('button')
    .map((b) => b.querySelector('.MuiListItemText-primary')?.textContent);
const markerLabels = () => [...document.querySelectorAll('.live-marker')].map((m) => m.getAttribute('aria-label')).sort();

describe('the real-time vehicle map', () => {
  it('shows the drivers updated within 3 hours, by driver no., on the embedded outline of Hong Kong when there are no tiles', async () => {
    open();
    await waitFor(() => expect(rowNames()).toEqual(['D002 Driver D002', 'D010 Driver D010']));
    // Names are data, not words to translate (issue 30, part 1's Chinese walk).
    expect(
      within(list())
        .getAllByRole('button')
        .map((b) => b.querySelector('[translate="no"]')?.textContent),
    ).toEqual(rowNames());
    expect(calls[0].url).toBe('/limo/node/api/liveVehicles');
    expect(calls[0].headers['X-Branch-Id']).toBe('2');
    expect(screen.getByRole('heading', { level: 1, name: 'Real-time vehicles' })).toBeTruthy();
    expect(screen.getByText('2 of 3 drivers')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Updated within 3 hours' })).toHaveProperty('checked', true);
    expect(markerLabels()).toEqual(['D002 Driver D002, LM 100, Idle, 2 h ago', 'D010 Driver D010, LM 300, HK300601-0007, Passenger on board, 5 min ago']);
    expect(screen.getByText(/Background map unavailable/)).toBeTruthy();
    // No tiles: Hong Kong's land from the embedded outline, on the sea's colour (issue 30 part 8).
    expect(document.querySelectorAll('path.live-land')).toHaveLength(1);
    expect(document.querySelector('.leaflet-container')?.classList.contains('live-map-own-basemap')).toBe(true);
    const placeLabels = () => [...document.querySelectorAll('.live-place-label')].map((l) => l.textContent);
    expect(placeLabels()).toEqual(['The Peninsula Hong Kong', 'Hong Kong International Airport']);
    // In Chinese, the Chinese name where the place has one.
    await act(() => i18next.changeLanguage('zh-HK'));
    expect(placeLabels()).toEqual(['香港半島酒店', 'Hong Kong International Airport']);
    await act(() => i18next.changeLanguage('en'));
    for (const region of ['Airport', 'Central', 'Kowloon']) expect(screen.getAllByText(region).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('heading', { name: 'Job status' }).parentElement!).getAllByRole('listitem')).toHaveLength(7);
  });

  it('shows every live driver with the filter off, and searches by driver no., name or plate', async () => {
    open();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    fireEvent.click(screen.getByRole('switch', { name: 'Updated within 3 hours' }));
    expect(rowNames()).toEqual(['D002 Driver D002', 'D005 Driver D005', 'D010 Driver D010']);
    expect(screen.getByText('3 of 3 drivers')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search driver no., name or plate' }), { target: { value: 'lm 2' } });
    expect(rowNames()).toEqual(['D005 Driver D005']);
    expect(markerLabels()).toEqual(['D005 Driver D005, LM 200, Idle, 5 h ago']);
    expect(screen.getByText('1 of 3 drivers')).toBeTruthy();
  });

  it("names each driver in the list and on its marker in the reader's language, and finds one by the Chinese name (issue 30)", async () => {
    open();
    await waitFor(() => expect(rowNames()).toEqual(['D002 Driver D002', 'D010 Driver D010']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search driver no., name or plate' }), { target: { value: '大文' } });
    expect(rowNames()).toEqual(['D010 Driver D010']);
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      await waitFor(() => expect(rowNames()).toEqual(['D010 陳大文']));
      expect(markerLabels()[0]).toMatch(/^D010 陳大文, LM 300/);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('drops a driver from the filtered view when the minute clock passes 3 hours', async () => {
    vi.spyOn(window, 'setInterval');
    open();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    const tick = vi.mocked(window.setInterval).mock.calls.find(([, ms]) => ms === MIN)?.[0] as () => void;
    vi.setSystemTime(NOW + MIN);
    act(() => tick());
    expect(rowNames()).toEqual(['D010 Driver D010']);
    expect(markerLabels()).toHaveLength(1);
  });

  it('merges gps events by driver, shows the connection and reloads after a reconnect', async () => {
    open();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    const chip = screen.getByTestId('live-status');
    expect(chip.textContent).toBe('Reconnecting…');
    act(() => socket.handlers!.onStatus!(true));
    expect(chip.textContent).toBe('Live');
    act(() =>
      socket.handlers!.onGps!({
        drivers: [
          { driverId: 3, latitude: 22.4, longitude: 114.2, speed: 10, orderId: 70, startedFlag: 1, lastUpdateTime: ago(0), jobStatus: 'COMPLETED' },
          record(9, 'D003', ago(0)),
          { driverId: 'broken' },
        ],
      }),
    );
    // The query cache tells the screen a moment later.
    await waitFor(() => expect(rowNames()).toEqual(['D002 Driver D002', 'D003 Driver D003', 'D010 Driver D010']));
    expect(markerLabels()).toContain('D010 Driver D010, LM 300, HK300601-0007, Completed, just now');
    expect(screen.getByText('3 of 4 drivers')).toBeTruthy();

    act(() => socket.handlers!.onStatus!(false));
    expect(chip.textContent).toBe('Reconnecting…');
    act(() => socket.handlers!.onReconnect());
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(rowNames()).toEqual(['D002 Driver D002', 'D010 Driver D010']));
  });

  it('moves between rows with the arrow keys and opens the driver’s popup on Enter', async () => {
    open();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    const rows = within(list()).getAllByRole('button');
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1]);
    rows[0].focus();
    fireEvent.keyDown(rows[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1], { key: 'Enter' });
    const popup = await waitFor(() => {
      const p = document.querySelector('.live-popup');
      expect(p).toBeTruthy();
      return p as HTMLElement;
    });
    expect(popup.querySelector('strong')?.textContent).toBe('D010 Driver D010');
    expect([...popup.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([
      'LM 300',
      'HK300601-0007',
      'Passenger on board',
      '42 km/h',
      `${formatDateTime(ago(5 * MIN))} (5 min ago)`,
    ]);
    expect(rows[1].getAttribute('aria-current')).toBe('true');
  });

  it('drops the tiles and says so when they fail to load', async () => {
    // Leaflet fades tiles in by the clock: a stopped clock would fade them for ever.
    vi.useRealTimers();
    answer = { ...ANSWER, drivers: [record(1, 'D002', new Date().toISOString())], tileUrl: 'https://tile.example/{z}/{x}/{y}.png' };
    // Leaflet only asks for tiles in a map with a size.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    open();
    await waitFor(() => expect(document.querySelector('.leaflet-tile')).toBeTruthy());
    expect(screen.queryByText(/Background map unavailable/)).toBeNull();
    expect(document.querySelectorAll('path.live-land')).toHaveLength(0);
    expect(document.querySelectorAll('.live-place-label')).toHaveLength(0);
    act(() => {
      document.querySelector('.leaflet-tile')!.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.getByText(/Background map unavailable/)).toBeTruthy());
    expect(document.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
    expect(document.querySelectorAll('path.live-land')).toHaveLength(1);
    expect(markerLabels()).toEqual(['D002 Driver D002, LM 100, Idle, just now']);
  });
});
