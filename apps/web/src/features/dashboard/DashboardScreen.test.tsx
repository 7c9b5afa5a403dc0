import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleSocketHandlers } from '../../api/socket';
import { tokens } from '../../api/tokens';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import type { Dashboard } from './dashboardApi';
import DashboardScreen from './DashboardScreen';

// The socket is replaced by one the test drives: its handlers are kept to send events by hand.
const socket = vi.hoisted(() => ({ handlers: null as ScheduleSocketHandlers | null, closed: 0 }));
vi.mock('../../api/socket', () => ({
  openScheduleSocket: (h: ScheduleSocketHandlers) => {
    socket.handlers = h;
    return () => {
      socket.closed += 1;
    };
  },
}));

const ANSWER: Dashboard = {
  orderStatistics: { total: 42, pending: 5, active: 20, completed: 12, noShow: 1, cancelled: 3, outsourced: 4 },
  dutyOrder: { total: 18, started: 9, completed: 6 },
  dutyDriver: { rostered: 30, onDuty: 25, onJob: 17, idle: 8 },
  dutyOutsource: { total: 4, completed: 2 },
  revenue: {
    today: '12345.00',
    month: '1234567.89',
    byDay: [
      { date: '2030-04-30', amount: '9800.50' },
      { date: '2030-05-01', amount: '12345.00' },
    ],
  },
  vehicleUtil: { total: 40, inUse: 26, percent: 65 },
  fleetUtil: [
    { fleetId: 1, fleetName: 'Alphard', fleetNameChi: '埃爾法', total: 20, inUse: 15, percent: 75 },
    { fleetId: null, fleetName: 'Other', total: 20, inUse: 11, percent: 55 },
  ],
  currentRevenue: '1,235K',
  drivers: [
    {
      driverId: 1,
      region: 'kln',
      latitude: 22.31,
      longitude: 114.17,
      speed: 42.4,
      orderId: 7,
      startedFlag: 1,
      lastUpdateTime: '2030-05-01T02:05:00Z',
      driverNo: 'D010',
      driverNameEng: 'Chan Tai Man',
      driverNameChi: '陳大文',
      lastDropoffLocationId: null,
      jobStatus: 'POB',
    },
    {
      driverId: 2,
      region: 'Pending',
      latitude: 22.28,
      longitude: 114.15,
      speed: null,
      orderId: null,
      startedFlag: 0,
      lastUpdateTime: null,
      driverNo: 'D002',
      driverNameEng: 'Au Ka Ho',
      lastDropoffLocationId: null,
    },
    {
      driverId: 3,
      region: 'airport',
      latitude: 22.308,
      longitude: 113.918,
      speed: 0,
      orderId: 9,
      startedFlag: 1,
      lastUpdateTime: '2030-05-01T01:00:00Z',
      driverNo: 'D001',
      driverNameEng: 'Wong Fat',
      lastDropoffLocationId: 3,
      jobStatus: 'COMPLETED',
    },
  ],
  regions: { airport: 1, central: 0, kln: 1, others: 0, Pending: 1 },
  dutyDate: '2030-05-01',
};

let dashboardCalls: { url: string; headers: Record<string, string> }[] = [];
let answer: Dashboard = ANSWER;

beforeEach(() => {
  socket.handlers = null;
  socket.closed = 0;
  dashboardCalls = [];
  answer = ANSWER;
  stubSignedIn(['DASHBOARD'], (url, init) => {
    if (url.includes('/api/publicParameters')) return jsonResponse(200, {});
    if (url.endsWith('/node/api/dashboard')) {
      dashboardCalls.push({ url, headers: init.headers as Record<string, string> });
      return jsonResponse(200, answer);
    }
    return undefined;
  });
});
afterEach(() => {
  vi.useRealTimers();
  tokens.clear();
});

const open = () => renderSignedIn(<DashboardScreen />);

const card = (title: string) => screen.getByRole('region', { name: title });
const tableRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the dashboard', () => {
  it('shows each chart and the gauge as one image named by its description, and no name on an element without a role (axe)', async () => {
    open();
    expect(await screen.findByText('1,235K')).toBeTruthy();
    const images = screen.getAllByRole('img', { name: /^(Bar chart|Pie chart|Gauge) / });
    expect(images.map((i) => i.getAttribute('aria-label')?.split(/[ :.]/)[0])).toEqual(['Gauge', 'Bar', 'Pie', 'Bar']);
    const unnamedRoles = [...document.querySelectorAll('div[aria-label]:not([role]), span[aria-label]:not([role])')];
    expect(unnamedRoles.map((e) => e.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('loads the branch’s answer and shows every figure, money exactly as sent', async () => {
    open();
    expect(await screen.findByText('1,235K')).toBeTruthy();
    expect(dashboardCalls[0].url).toBe('/limo/node/api/dashboard');
    expect(dashboardCalls[0].headers['X-Branch-Id']).toBe('2');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();

    const orders = card('Orders today');
    expect(within(orders).getByTestId('figure').textContent).toBe('42');
    for (const [label, n] of [
      ['Pending', '5'],
      ['Active', '20'],
      ['Completed', '12'],
      ['No-show', '1'],
      ['Cancelled', '3'],
      ['Outsourced', '4'],
    ])
      expect(within(orders).getByText(label).nextSibling?.textContent).toBe(n);
    expect(within(card('Orders on duty')).getByTestId('figure').textContent).toBe('18');
    expect(within(card('Drivers on duty')).getByText('Idle').nextSibling?.textContent).toBe('8');
    expect(within(card('Outsourced jobs')).getByTestId('figure').textContent).toBe('4');
    const revenue = card('Current revenue');
    expect(within(revenue).getByText('Today').nextSibling?.textContent).toBe('HK$12,345.00');
    expect(within(revenue).getByText('This month').nextSibling?.textContent).toBe('HK$1,234,567.89');
    expect(within(card('Vehicle use')).getByTestId('figure').textContent).toBe('65%');
    expect(within(card('Vehicle use')).getByText('26 of 40 vehicles in use')).toBeTruthy();

    // Chart numbers as text too.
    expect(within(card('Revenue, last 7 days')).getByText('HK$9,800.50')).toBeTruthy();
    expect(within(card('Fleet use')).getByText('15 of 20, 75%')).toBeTruthy();
    expect(
      within(card('Drivers by region'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Airport 1', 'Central 0', 'Kowloon 1', 'Others 0', 'Pending 1']);
    expect(screen.getByText('Duty date 01/05/2030')).toBeTruthy();
  });

  it('lists drivers in the server’s order, then by a clicked heading, and filters by region', async () => {
    open();
    await screen.findByText('1,235K');
    expect(tableRows().map(cellsOf)).toEqual([
      ['D010', 'Chan Tai Man', 'Kowloon', 'Passenger on board', '42 km/h', '01/05/2030 10:05'],
      ['D002', 'Au Ka Ho', 'Pending', '—', '—', '—'],
      ['D001', 'Wong Fat', 'Airport', 'Completed', '0 km/h', '01/05/2030 09:00'],
    ]);
    const heading = screen.getByRole('button', { name: 'Driver no.' });
    fireEvent.click(heading);
    expect(tableRows().map((r) => cellsOf(r)[0])).toEqual(['D001', 'D002', 'D010']);
    expect(heading.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(heading);
    expect(tableRows().map((r) => cellsOf(r)[0])).toEqual(['D010', 'D002', 'D001']);
    fireEvent.click(heading);
    expect(tableRows().map((r) => cellsOf(r)[0])).toEqual(['D010', 'D002', 'D001']);
    expect(heading.closest('th')?.hasAttribute('aria-sort')).toBe(false);

    const filter = screen.getByRole('group', { name: 'Show drivers of a region' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Airport (1)' }));
    expect(tableRows().map((r) => cellsOf(r)[0])).toEqual(['D001']);
    expect(within(filter).getByRole('button', { name: 'Airport (1)' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(filter).getByRole('button', { name: 'Central (0)' }));
    expect(tableRows().map(cellsOf)).toEqual([['No drivers to show']]);
    fireEvent.click(within(filter).getByRole('button', { name: 'All regions (3)' }));
    expect(tableRows()).toHaveLength(3);
  });

  it("names each driver in the reader's language: Chinese in zh-HK, English without one (issue 30)", async () => {
    open();
    await screen.findByText('1,235K');
    expect(tableRows().map((r) => cellsOf(r)[1])).toEqual(['Chan Tai Man', 'Au Ka Ho', 'Wong Fat']);
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      await waitFor(() => expect(tableRows().map((r) => cellsOf(r)[1])).toEqual(['陳大文', 'Au Ka Ho', 'Wong Fat']));
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it("names each fleet in the reader's language, and the vehicles of no fleet in words (issue 30)", async () => {
    open();
    await screen.findByText('1,235K');
    const fleetList = () => screen.getByText('Fleet use').closest('[role="region"], .MuiCard-root, .MuiPaper-root')!.textContent ?? '';
    expect(fleetList()).toContain('Alphard');
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      await waitFor(() => expect(screen.getByText('車隊使用率').closest('.MuiPaper-root')!.textContent).toContain('埃爾法'));
      const shown = screen.getByText('車隊使用率').closest('.MuiPaper-root')!.textContent!;
      expect(shown).toContain('沒有車隊的車輛');
      expect(shown).not.toMatch(/Alphard|Other/);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('goes live, takes a dashboard event whole, ignores a broken one and reloads after a reconnect', async () => {
    open();
    await screen.findByText('1,235K');
    expect(screen.getByTestId('live-status').textContent).toBe('Reconnecting…');
    act(() => socket.handlers?.onStatus?.(true));
    expect(screen.getByTestId('live-status').textContent).toBe('Live');
    expect(screen.getByText(/^Updated \d{2}:\d{2}$/)).toBeTruthy();

    act(() => socket.handlers?.onDashboard?.({ ...ANSWER, currentRevenue: '2K', drivers: [] } as unknown as Record<string, unknown>));
    expect(await screen.findByText('2K')).toBeTruthy();
    expect(screen.getByText('No drivers to show')).toBeTruthy();
    act(() => socket.handlers?.onDashboard?.({ currentRevenue: '9K' }));
    expect(screen.queryByText('9K')).toBeNull();
    expect(screen.getByText('2K')).toBeTruthy();

    act(() => socket.handlers?.onStatus?.(false));
    expect(screen.getByTestId('live-status').textContent).toBe('Reconnecting…');
    answer = { ...ANSWER, currentRevenue: '3K' };
    act(() => socket.handlers?.onReconnect());
    expect(await screen.findByText('3K')).toBeTruthy();
    expect(dashboardCalls).toHaveLength(2);
  });

  it('reloads every minute in case the socket is quietly stuck, and closes the socket on leaving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { unmount } = open();
    await screen.findByText('1,235K');
    expect(dashboardCalls).toHaveLength(1);
    answer = { ...ANSWER, currentRevenue: '4K' };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await waitFor(() => expect(screen.getByText('4K')).toBeTruthy());
    expect(dashboardCalls).toHaveLength(2);
    unmount();
    expect(socket.closed).toBe(1);
  });

  it('says why when the answer fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/auth/user'))
          return jsonResponse(200, { rights: ['DASHBOARD'], username: 'u', fullname: 'User', userid: 1, branchId: 2, branches: [2] });
        if (url.includes('/api/publicParameters')) return jsonResponse(200, {});
        return jsonResponse(403, { status: 403, error: 'Forbidden', message: 'Missing right DASHBOARD', path: '/limo/node/api/dashboard' });
      }),
    );
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Missing right DASHBOARD');
  });
});
