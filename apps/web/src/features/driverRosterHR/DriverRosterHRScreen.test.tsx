import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { jsonResponse, renderWithClient } from '../../test/render';
import DriverRosterHRScreen from './DriverRosterHRScreen';
import type { RosterHRDay } from './rosterHRModel';

const MONTH = operatorToday().slice(0, 7);
const d = (n: number) => `${MONTH}-${String(n).padStart(2, '0')}`;
const day = (n: number, over: Partial<RosterHRDay> = {}): RosterHRDay => ({
  date: d(n),
  dailyRosterId: 100 + n,
  dutyTime: '08:00:00',
  offDutyTime: '18:00:00',
  workedMinutes: 600,
  otMinutes: 0,
  leaveType: null,
  holiday: false,
  version: 3,
  ...over,
});
const month = [
  {
    driverId: 1,
    driverNo: 'D001',
    driverNameEng: 'Chan Tai Man',
    driverNameChi: '陳大文',
    days: [day(1, { offDutyTime: '19:45:00', workedMinutes: 705, otMinutes: 105 }), day(2)],
  },
  {
    driverId: 2,
    driverNo: 'D002',
    driverNameEng: 'Lee Siu Ming',
    driverNameChi: null,
    days: [
      day(1, { dailyRosterId: 201, holiday: true }),
      day(2, { dailyRosterId: 202, offDutyTime: '20:00:00', workedMinutes: 720, otMinutes: 120 }),
      day(3, { dailyRosterId: null, dutyTime: null, offDutyTime: null, workedMinutes: null, leaveType: 'AL' }),
    ],
  },
];

interface Sent {
  path: string;
  body: unknown;
}

function serve(update: { status: number; body: unknown } = { status: 200, body: {} }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/limo/, '');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (path === '/api/getDriverRosterHR') {
        sent.push({ path, body });
        return jsonResponse(200, month);
      }
      if (path === '/api/lookups/drivers')
        return jsonResponse(200, {
          _embedded: {
            drivers: [
              { id: 1, driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: '陳大文' },
              { id: 2, driverNo: 'D002', driverNameEng: 'Lee Siu Ming', driverNameChi: '李小明' },
            ],
          },
        });
      if (path.startsWith('/api/getDriverRosterHRLog/'))
        return jsonResponse(200, [
          {
            doneBy: 'hr',
            doneDt: '2030-01-02T01:00:00Z',
            before: { dutyTime: '08:00:00', offDutyTime: null },
            after: { dutyTime: '08:00:00', offDutyTime: '20:00:00' },
            remarks: 'Late job',
          },
        ]);
      if (path === '/api/updateDriverRosterHR') {
        sent.push({ path, body });
        return jsonResponse(update.status, update.body);
      }
      return jsonResponse(404, {});
    }),
  );
  tokens.set('t', 'r');
  return sent;
}

const show = () =>
  renderWithClient(
    <MemoryRouter>
      <DriverRosterHRScreen />
    </MemoryRouter>,
  );

const cell = (driver: string, n: number) => screen.getByRole('gridcell', { name: new RegExp(`(^|, )${driver} ${d(n).split('-').reverse().join('/')}`) });

describe('DriverRosterHRScreen', () => {
  it('finds a driver by the Chinese name or a full-width English one, the option showing the number and both names (issue 30 part 2)', async () => {
    const sent = serve();
    show();
    await screen.findByRole('grid');
    const picker = screen.getByRole('combobox', { name: 'Driver' });
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: '李小明' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['D002 Lee Siu Ming 李小明']));
    fireEvent.change(picker, { target: { value: 'ｃｈａｎ' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['D001 Chan Tai Man 陳大文']));
    fireEvent.click(screen.getByRole('option'));
    await waitFor(() => expect(sent.at(-1)).toEqual({ path: '/api/getDriverRosterHR', body: { month: MONTH, driverId: 1 } }));
  });

  it("asks for this month's roster and shows times, overtime, leave, holidays and the month totals", async () => {
    const sent = serve();
    show();
    const grid = await screen.findByRole('grid');
    expect(sent[0]).toEqual({ path: '/api/getDriverRosterHR', body: { month: MONTH } });
    await waitFor(() => expect(cell('D001', 1).textContent).toBe('08:00–19:45 1:45'));
    expect(cell('D002', 1).getAttribute('aria-label')).toContain('Public holiday');
    expect(cell('D002', 3).textContent).toBe('AL');
    expect(cell('D002', 3).getAttribute('aria-disabled')).toBe('true');
    // Each day's name starts with what the cell shows (WCAG 2.5.3, axe's label-content-name-mismatch).
    const days = [...grid.querySelectorAll('td[data-cell]')];
    expect(days.length).toBeGreaterThan(10);
    // Spaces count: axe reads the cell's text nodes as they are ("08:00–19:451:45" is not in "08:00–19:45 1:45").
    const squeezed = (text: string | null | undefined) =>
      (text ?? '')
        .replace(/\s+/g, ' ')
        .replace(/^[\s–]+/, '')
        .trim(); // a dash alone is no word (axe skips it)
    for (const day of days)
      expect(squeezed(day.getAttribute('aria-label')).startsWith(squeezed(day.textContent)), day.getAttribute('aria-label') ?? '').toBe(true);
    const d002 = within(grid).getByRole('rowheader', { name: /D002/ }).closest('tr') as HTMLElement;
    const totals = within(d002)
      .getAllByRole('gridcell')
      .slice(0, 3)
      .map((c) => c.textContent);
    expect(totals).toEqual(['22:00', '2:00', '1']);
  });

  it('moves between days with the arrow keys and opens the correction with Enter, its history shown', async () => {
    serve();
    show();
    await screen.findByRole('grid');
    const first = await waitFor(() => cell('D001', 1));
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('D001', 2));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    const target = cell('D002', 2);
    expect(document.activeElement).toBe(target);
    expect(target.tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    fireEvent.keyDown(target, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: /Correct D002 Lee Siu Ming/ });
    expect((within(dialog).getByLabelText('Off duty') as HTMLInputElement).value).toBe('20:00');
    expect(await within(dialog).findByText('Late job')).toBeTruthy();
    expect(within(dialog).getByText('hr')).toBeTruthy();
  });

  it("names each row and the correction in the reader's language: Chinese in zh-HK, English without one (issue 30)", async () => {
    serve();
    show();
    const grid = await screen.findByRole('grid');
    const header = (no: string) => within(grid).getByRole('rowheader', { name: new RegExp(no) }).textContent;
    await waitFor(() => expect(header('D001')).toBe('D001 Chan Tai Man'));
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      await waitFor(() => expect(header('D001')).toBe('D001 陳大文'));
      expect(header('D002')).toBe('D002 Lee Siu Ming');
      fireEvent.click(cell('D001', 2));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(/D001 陳大文/)).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('sends the correction with the roster version and the reason, then reloads the month', async () => {
    const sent = serve();
    show();
    await screen.findByRole('grid');
    const target = await waitFor(() => cell('D002', 2));
    target.focus();
    fireEvent.keyDown(target, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Off duty'), { target: { value: '1930' } });
    fireEvent.change(within(dialog).getByLabelText('Reason for the correction'), { target: { value: 'Clock-out missed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === '/api/updateDriverRosterHR')?.body).toEqual({
        dailyRosterId: 202,
        dutyTime: '08:00:00',
        offDutyTime: '19:30:00',
        version: 3,
        remarks: 'Clock-out missed',
      }),
    );
    expect(await screen.findByText('Correction saved.')).toBeTruthy();
    await waitFor(() => expect(sent.filter((s) => s.path === '/api/getDriverRosterHR')).toHaveLength(2));
  });

  it('says so when the month is closed', async () => {
    serve({ status: 409, body: { code: 'MONTH_CLOSED', message: 'closed' } });
    show();
    await screen.findByRole('grid');
    const target = await waitFor(() => cell('D001', 2));
    fireEvent.click(target);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('On duty'), { target: { value: '0730' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/The allowance of this month is closed/)).toBeTruthy();
  });
});
