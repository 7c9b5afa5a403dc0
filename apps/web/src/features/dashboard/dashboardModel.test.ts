import { describe, expect, it } from 'vitest';
import type { DashboardDriver } from './dashboardApi';
import {
  chartAmount,
  countDrivers,
  dayLabel,
  describeList,
  filterDrivers,
  gaugeValue,
  groupDigits,
  hkd,
  isDashboard,
  nextSort,
  percentText,
  regionCounts,
  sortDrivers,
} from './dashboardModel';

const driver = (driverId: number, patch: Partial<DashboardDriver> = {}): DashboardDriver => ({
  driverId,
  region: 'others',
  latitude: 22.3,
  longitude: 114.1,
  speed: 0,
  orderId: 1,
  startedFlag: 1,
  lastUpdateTime: '2030-05-01T02:00:00Z',
  driverNo: `D${String(driverId).padStart(3, '0')}`,
  driverNameEng: `Driver ${driverId}`,
  lastDropoffLocationId: null,
  ...patch,
});
const ids = (ds: DashboardDriver[]) => ds.map((d) => d.driverId);

describe('money text', () => {
  it('groups the whole part by thousands and keeps the decimals as sent', () => {
    expect(groupDigits('0.00')).toBe('0.00');
    expect(groupDigits('999.5')).toBe('999.5');
    expect(groupDigits('1000')).toBe('1,000');
    expect(groupDigits('12345.00')).toBe('12,345.00');
    expect(groupDigits('1234567.89')).toBe('1,234,567.89');
    expect(groupDigits('-1234567.80')).toBe('-1,234,567.80');
    // Past a float's exact range the digits still come out exactly as sent.
    expect(groupDigits('12345678901234567890.12')).toBe('12,345,678,901,234,567,890.12');
  });
  it('leaves anything that is not a plain decimal as it is', () => {
    expect(groupDigits('1,234.00')).toBe('1,234.00');
    expect(groupDigits('abc')).toBe('abc');
    expect(groupDigits('')).toBe('');
  });
  it('puts HK$ in front, a minus before it, and nothing for no amount', () => {
    expect(hkd('12345.00')).toBe('HK$12,345.00');
    expect(hkd(' 500.5 ')).toBe('HK$500.5');
    expect(hkd('-1000.00')).toBe('-HK$1,000.00');
    expect(hkd('')).toBe('');
    expect(hkd(null)).toBe('');
    expect(hkd(undefined)).toBe('');
  });
  it('turns an amount into a bar height, 0 for anything else', () => {
    expect(chartAmount('12345.67')).toBe(12345.67);
    expect(chartAmount('-5.00')).toBe(-5);
    expect(chartAmount('1,000')).toBe(0);
    expect(chartAmount(null)).toBe(0);
    expect(chartAmount(undefined)).toBe(0);
  });
});

describe('percent and day texts', () => {
  it('shows a percent with at most one decimal, nothing for no number', () => {
    expect(percentText(40)).toBe('40%');
    expect(percentText(66.666)).toBe('66.7%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBe('');
    expect(percentText(undefined)).toBe('');
    expect(percentText(NaN)).toBe('');
  });
  it('keeps the gauge between 0 and 100', () => {
    expect(gaugeValue(55.5)).toBe(55.5);
    expect(gaugeValue(-3)).toBe(0);
    expect(gaugeValue(120)).toBe(100);
    expect(gaugeValue(null)).toBe(0);
    expect(gaugeValue(Infinity)).toBe(0);
  });
  it('labels a service date by month and day', () => {
    expect(dayLabel('2030-05-01')).toBe('01/05');
    expect(dayLabel('yesterday')).toBe('yesterday');
  });
});

describe('regions', () => {
  it("lists the server's counts in the working order, a missing or odd one as 0", () => {
    expect(regionCounts({ Pending: 4, kln: 2, airport: 3, central: 1, others: 0 })).toEqual([
      { region: 'airport', count: 3 },
      { region: 'central', count: 1 },
      { region: 'kln', count: 2 },
      { region: 'others', count: 0 },
      { region: 'Pending', count: 4 },
    ]);
    expect(regionCounts({ airport: 2, kln: '5' }).map((r) => r.count)).toEqual([2, 0, 0, 0, 0]);
    expect(regionCounts(undefined).map((r) => r.count)).toEqual([0, 0, 0, 0, 0]);
  });
  it('counts the drivers of each region, ignoring an unknown one', () => {
    const ds = [driver(1, { region: 'airport' }), driver(2, { region: 'airport' }), driver(3, { region: 'Pending' }), { region: 'moon' as never }];
    expect(countDrivers(ds)).toEqual({ airport: 2, central: 0, kln: 0, others: 0, Pending: 1 });
    expect(countDrivers([])).toEqual({ airport: 0, central: 0, kln: 0, others: 0, Pending: 0 });
  });
  it("filters by region keeping the server's order", () => {
    const ds = [driver(1, { region: 'kln' }), driver(2, { region: 'airport' }), driver(3, { region: 'kln' })];
    expect(ids(filterDrivers(ds, 'kln'))).toEqual([1, 3]);
    expect(ids(filterDrivers(ds, 'central'))).toEqual([]);
    const all = filterDrivers(ds, 'all');
    expect(ids(all)).toEqual([1, 2, 3]);
    expect(all).not.toBe(ds);
  });
  it('describes a chart in one sentence', () => {
    expect(
      describeList([
        { label: 'Airport', value: 3 },
        { label: 'Central', value: '0' },
      ]),
    ).toBe('Airport: 3; Central: 0');
    expect(describeList([])).toBe('');
  });
});

describe('table sort', () => {
  it('cycles a heading ascending, descending, then back to the server order', () => {
    expect(nextSort(null, 'speed')).toEqual({ key: 'speed', direction: 'asc' });
    expect(nextSort({ key: 'speed', direction: 'asc' }, 'speed')).toEqual({ key: 'speed', direction: 'desc' });
    expect(nextSort({ key: 'speed', direction: 'desc' }, 'speed')).toBeNull();
    expect(nextSort({ key: 'speed', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  // The server's order: a late airport driver (4) already last.
  const ds = [
    driver(1, { driverNo: 'D10', driverNameEng: 'chan tai man', region: 'kln', jobStatus: 'POB', speed: 40, lastUpdateTime: '2030-05-01T02:05:00Z' }),
    driver(2, { driverNo: 'D2', driverNameEng: 'Au Ka Ho', region: 'Pending', jobStatus: null, speed: null, lastUpdateTime: null }),
    driver(3, { driverNo: 'D9', driverNameEng: 'Lee Siu', region: 'airport', jobStatus: 'ACK', speed: 5.5, lastUpdateTime: '2030-05-01T01:00:00Z' }),
    driver(4, { driverNo: 'D1', driverNameEng: 'Wong Fat', region: 'airport', jobStatus: 'COMPLETED', speed: 40, lastDropoffLocationId: 3 }),
  ];

  it("keeps the server's order without a sort, in a copy", () => {
    const out = sortDrivers(ds, null);
    expect(ids(out)).toEqual([1, 2, 3, 4]);
    expect(out).not.toBe(ds);
  });
  it('sorts driver numbers as numbers within the text', () => {
    expect(ids(sortDrivers(ds, { key: 'driverNo', direction: 'asc' }))).toEqual([4, 2, 3, 1]);
    expect(ids(sortDrivers(ds, { key: 'driverNo', direction: 'desc' }))).toEqual([1, 3, 2, 4]);
  });
  it('sorts names without regard to case', () => {
    expect(ids(sortDrivers(ds, { key: 'name', direction: 'asc' }))).toEqual([2, 1, 3, 4]);
    expect(ids(sortDrivers(ds, { key: 'name', direction: 'desc' }))).toEqual([4, 3, 1, 2]);
  });
  it("sorts names by the reader's name: the Chinese one in zh-HK (issue 30)", () => {
    const zh = [driver(1, { driverNameEng: 'Au Ka Ho', driverNameChi: '黃' }), driver(2, { driverNameEng: 'Wong Fat', driverNameChi: '丁' })];
    expect(ids(sortDrivers(zh, { key: 'name', direction: 'asc' }, 'en'))).toEqual([1, 2]);
    expect(ids(sortDrivers(zh, { key: 'name', direction: 'asc' }, 'zh-HK'))).toEqual([2, 1]);
  });
  it('sorts regions in the working order, ties in the server order', () => {
    expect(ids(sortDrivers(ds, { key: 'region', direction: 'asc' }))).toEqual([3, 4, 1, 2]);
    expect(ids(sortDrivers(ds, { key: 'region', direction: 'desc' }))).toEqual([2, 1, 3, 4]);
  });
  it('sorts job statuses in their order, no status last both ways', () => {
    expect(ids(sortDrivers(ds, { key: 'jobStatus', direction: 'asc' }))).toEqual([3, 1, 4, 2]);
    expect(ids(sortDrivers(ds, { key: 'jobStatus', direction: 'desc' }))).toEqual([4, 1, 3, 2]);
  });
  it('sorts speeds as numbers, no speed last both ways, equal speeds in the server order', () => {
    expect(ids(sortDrivers(ds, { key: 'speed', direction: 'asc' }))).toEqual([3, 1, 4, 2]);
    expect(ids(sortDrivers(ds, { key: 'speed', direction: 'desc' }))).toEqual([1, 4, 3, 2]);
  });
  it('sorts last updates by instant, none last both ways', () => {
    expect(ids(sortDrivers(ds, { key: 'lastUpdate', direction: 'asc' }))).toEqual([3, 4, 1, 2]);
    expect(ids(sortDrivers(ds, { key: 'lastUpdate', direction: 'desc' }))).toEqual([1, 4, 3, 2]);
  });
});

describe('a dashboard event', () => {
  const answer = { orderStatistics: {}, revenue: {}, drivers: [], fleetUtil: [] };
  it('is taken when it has the answer’s parts', () => {
    expect(isDashboard(answer)).toBe(true);
  });
  it('is refused when it is not an object or misses a part', () => {
    expect(isDashboard(null)).toBe(false);
    expect(isDashboard('dashboard')).toBe(false);
    expect(isDashboard({ ...answer, orderStatistics: null })).toBe(false);
    expect(isDashboard({ ...answer, revenue: undefined })).toBe(false);
    expect(isDashboard({ ...answer, drivers: {} })).toBe(false);
    expect(isDashboard({ ...answer, fleetUtil: undefined })).toBe(false);
  });
});
