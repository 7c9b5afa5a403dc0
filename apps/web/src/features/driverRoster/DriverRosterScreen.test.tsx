import { fireEvent, screen, within } from '@testing-library/react';
import { operatorToday, rosterWeekDates } from '@limo/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import DriverRosterScreen from './DriverRosterScreen';

const today = operatorToday();
const roster = (id: number, driverId: number, over: object = {}) => ({
  id,
  driverId,
  driverNo: `D00${driverId}`,
  dutyDate: today,
  dutyTime: '07:00:00',
  dutyEndTime: '19:00:00',
  offDutyTime: null,
  vehicleId: null,
  staffShiftingId: null,
  remarks: null,
  ...over,
});

const weekDay = (dutyDate: string, over: object = {}) => ({
  dutyDate,
  rosterId: null,
  dutyTime: null,
  dutyEndTime: null,
  offDutyTime: null,
  staffShiftingId: null,
  staffShiftingCode: null,
  ...over,
});
/** The week of a date: D001 (with a Chinese name) on duty Monday on the DAY shift and on leave Sunday; D002 rostered without duty on Tuesday. */
function week(date: string) {
  const dates = rosterWeekDates(date);
  return {
    fromDate: dates[0],
    toDate: dates[6],
    dates,
    drivers: [
      {
        driverId: 1,
        driverNo: 'D001',
        driverNameEng: 'Chan Tai Man',
        driverNameChi: '陳大文',
        days: dates.map((d, i) =>
          i === 0
            ? weekDay(d, { rosterId: 31, dutyTime: '08:00:00', dutyEndTime: '17:00:00', staffShiftingCode: 'DAY' })
            : i === 6
              ? weekDay(d, { onLeave: 'AL' })
              : weekDay(d),
        ),
      },
      {
        driverId: 2,
        driverNo: 'D002',
        driverNameEng: 'Lee Siu Ming',
        driverNameChi: null,
        days: dates.map((d, i) => weekDay(d, i === 1 ? { rosterId: 32 } : {})),
      },
    ],
  };
}

/** The day's rosters: D001 on approved annual leave (the server marks the row), D002 on duty. */
function serve() {
  stubSignedIn(['DRIVERROSTER'], (url, init) => {
    const path = url.replace(/^\/limo/, '');
    if (path === '/api/lookups/drivers')
      return jsonResponse(200, {
        _embedded: {
          drivers: [
            { id: 1, driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: '陳大文', driverStatus: 'A' },
            { id: 2, driverNo: 'D002', driverNameEng: 'Lee Siu Ming', driverStatus: 'A' },
          ],
        },
      });
    if (path === '/api/lookups/branches') return jsonResponse(200, { _embedded: { branches: [{ id: 2, branchCode: 'HK', branchStatus: 'A' }] } });
    if (path.startsWith('/api/lookups/')) return jsonResponse(200, { _embedded: {} });
    if (path === '/api/dailyRosters/12') return jsonResponse(200, { ...roster(12, 2), branchId: 2, version: 1 });
    if (path.startsWith('/api/dailyRosters/12/')) return jsonResponse(200, { _embedded: {} });
    if (path === '/api/getRosterWeek') return jsonResponse(200, week(JSON.parse(String(init.body)).date));
    if (path === '/api/getRosterByDriver') return jsonResponse(200, { _embedded: { dailyRosters: [roster(11, 1, { onLeave: 'AL' }), roster(12, 2)] } });
    return undefined;
  });
}

describe('DriverRosterScreen and approved leave', () => {
  it('shows a leave chip on the row of a driver on leave, and none on the others', async () => {
    serve();
    const { container } = renderSignedIn(
      <MemoryRouter>
        <DriverRosterScreen />
      </MemoryRouter>,
    );
    const chip = await screen.findByText('On leave: AL');
    const row = chip.closest('tr') as HTMLElement;
    expect(row.dataset.driver).toBe('D001');
    expect(row.dataset.onLeave).toBe('AL');
    expect(chip.closest('[title]')?.getAttribute('title')).toBe('Annual leave');
    const other = container.querySelector('tr[data-driver="D002"]') as HTMLElement;
    expect(other.dataset.onLeave).toBeUndefined();
    expect(within(other).queryByText(/On leave/)).toBeNull();
  });

  it("shows each driver's name beside the number", async () => {
    serve();
    const { container } = renderSignedIn(
      <MemoryRouter>
        <DriverRosterScreen />
      </MemoryRouter>,
    );
    await screen.findByText('On leave: AL');
    const first = container.querySelector('tr[data-driver="D001"]') as HTMLElement;
    expect(within(first).getByText(/Chan Tai Man/)).toBeTruthy();
    const second = container.querySelector('tr[data-driver="D002"]') as HTMLElement;
    expect(within(second).getByText(/Lee Siu Ming/)).toBeTruthy();
  });
});

describe('DriverRosterScreen: vehicle changes and fuel (issue 30 part 8)', () => {
  it('opens a saved roster with its vehicle changes and fuel as tabs', async () => {
    serve();
    renderSignedIn(
      <MemoryRouter>
        <DriverRosterScreen />
      </MemoryRouter>,
    );
    const open = await screen.findByRole('button', { name: 'Open D002 Vehicle changes and fuel' });
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('tab', { name: 'Roster Vehicle' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Roster Petrol' })).toBeTruthy();
  });

  it("names each row's fields by driver and column, the button by its visible word first (issue 30 part 9, axe)", async () => {
    serve();
    renderSignedIn(
      <MemoryRouter>
        <DriverRosterScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('combobox', { name: 'D002 Shift' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'D002 Remarks' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'D002 Vehicle' })).toBeTruthy();
  });
});

describe('DriverRosterScreen: the week view (issue 30 part 8b)', () => {
  const open = async () => {
    serve();
    const view = renderSignedIn(
      <MemoryRouter>
        <DriverRosterScreen />
      </MemoryRouter>,
    );
    await screen.findByText('On leave: AL');
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    return view;
  };

  it("shows Monday to Sunday of the date's week, each driver's duty, shift and leave, and opens a day from its header", async () => {
    const { container } = await open();
    const dates = rosterWeekDates(today);
    const first = (await screen.findByText('Chan Tai Man')).closest('tr') as HTMLElement;
    expect(first.dataset.driver).toBe('D001');
    const cell = (row: HTMLElement, date: string) => row.querySelector(`td[data-date="${date}"]`)?.textContent;
    expect(cell(first, dates[0])).toBe('DAY 08:00–17:00');
    expect(cell(first, dates[6])).toBe('On leave: AL');
    expect(cell(first, dates[2])).toBe('–');
    const second = container.querySelector('tr[data-driver="D002"]') as HTMLElement;
    expect(cell(second, dates[1])).toBe('no duty');
    // Seven day headers, each a button: a keyboard reaches them and opens that day.
    const headers = screen.getAllByRole('button', { name: /^Open (Mon|Tue|Wed|Thu|Fri|Sat|Sun) / });
    expect(headers).toHaveLength(7);
    expect(headers[0].getAttribute('aria-label')).toBe(`Open Mon ${dates[0].split('-').reverse().join('/')}`);
    fireEvent.click(headers[0]);
    expect(await screen.findByRole('button', { name: 'Open D002 Vehicle changes and fuel' })).toBeTruthy();
    expect(screen.queryByText('DAY 08:00–17:00')).toBeNull();
  });

  it('names drivers in Chinese for a zh-HK reader when the record has a Chinese name', async () => {
    const i18n = initI18n('en');
    await i18n.changeLanguage('zh-HK');
    try {
      serve();
      renderSignedIn(
        <MemoryRouter>
          <DriverRosterScreen />
        </MemoryRouter>,
      );
      fireEvent.click(await screen.findByRole('button', { name: '週' }));
      const first = (await screen.findByText('陳大文')).closest('tr') as HTMLElement;
      expect(first.dataset.driver).toBe('D001');
      expect(within(document.querySelector('tr[data-driver="D002"]') as HTMLElement).getByText('Lee Siu Ming')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
