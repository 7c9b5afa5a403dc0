import { describe, expect, it } from 'vitest';
import {
  balanceLabel,
  balanceOf,
  defaultLeaveFilters,
  driverNames,
  leaveListFilters,
  leaveListSort,
  leaveYear,
  type QuotaRow,
  quotaChanges,
  quotaLines,
  quotaProblem,
  toggleSort,
} from './leaveModel';

const quota = (driverId: number, leaveType: string, quotaDays: number, takenDays: number, extra: Partial<QuotaRow> = {}): QuotaRow => ({
  driverId,
  driverNo: `D00${driverId}`,
  driverNameEng: `Driver ${driverId}`,
  year: 2030,
  leaveType,
  quotaDays,
  takenDays,
  balanceDays: quotaDays - takenDays,
  ...extra,
});
const quotas = [quota(1, 'AL', 14, 10), quota(1, 'SL', 12, 0), quota(2, 'AL', 0, 0), quota(2, 'SL', 0, 0)];

describe('the list query', () => {
  it('asks for pending requests by default', () => {
    expect(leaveListFilters(defaultLeaveFilters())).toEqual({ status: 'P' });
  });
  it('finds requests touching the date range, and ignores dates still being typed', () => {
    expect(leaveListFilters({ status: '', driverId: 3, from: '2030-02-01', to: '2030-02-28' })).toEqual({
      driverId: 3,
      dateToFrom: '2030-02-01',
      dateFromTo: '2030-02-28',
    });
    expect(leaveListFilters({ status: 'A', driverId: null, from: '2030-0', to: '2030-02-30' })).toEqual({ status: 'A' });
  });
  it('sorts by a column, turning the order round on a second click, the date breaking ties', () => {
    const s = toggleSort({ field: 'dateFrom', dir: 'asc' }, 'days');
    expect(s).toEqual({ field: 'days', dir: 'asc' });
    expect(toggleSort(s, 'days')).toEqual({ field: 'days', dir: 'desc' });
    expect(leaveListSort({ field: 'days', dir: 'desc' })).toEqual(['days,desc', 'dateFrom,asc']);
    expect(leaveListSort({ field: 'dateFrom', dir: 'desc' })).toEqual(['dateFrom,desc']);
  });
});

describe('the balance', () => {
  const pending = { driverId: 1, leaveType: 'AL', days: 3, status: 'P' as const };
  it('shows the balance and what is left after approving a pending request', () => {
    expect(balanceOf(pending, quotas)).toEqual({ kind: 'quota', quota: 14, taken: 10, balance: 4, after: 1, exceeds: false });
    expect(balanceLabel(balanceOf(pending, quotas))).toEqual({ key: 'leave.balance.days', values: { balance: 4, quota: 14, taken: 10 } });
  });
  it('marks a request beyond the balance', () => {
    expect(balanceOf({ ...pending, days: 5 }, quotas)).toMatchObject({ after: -1, exceeds: true });
    expect(balanceOf({ ...pending, driverId: 2 }, quotas)).toMatchObject({ balance: 0, after: -3, exceeds: true });
  });
  it('does not count a decided request again (it is taken already, or never)', () => {
    expect(balanceOf({ ...pending, status: 'A' }, quotas)).toMatchObject({ balance: 4, after: 4, exceeds: false });
  });
  it('says no-pay leave has no quota, and a missing row is unknown', () => {
    expect(balanceOf({ ...pending, leaveType: 'NP' }, quotas)).toEqual({ kind: 'noQuota' });
    expect(balanceLabel({ kind: 'noQuota' }).key).toBe('leave.balance.noQuota');
    expect(balanceOf({ ...pending, driverId: 9 }, quotas)).toEqual({ kind: 'unknown' });
    expect(balanceOf(pending, undefined)).toEqual({ kind: 'unknown' });
  });
  it('counts against the year the request starts in', () => {
    expect(leaveYear({ dateFrom: '2030-12-30' })).toBe(2030);
  });
});

describe('drivers', () => {
  it('takes numbers and both names from the pick-list, the English name from the quotas', () => {
    const names = driverNames(
      [quota(1, 'AL', 1, 0)],
      [
        { id: 1, driverNo: 'D001', driverNameChi: '陳大文' },
        { id: 5, driverNo: 'D005', driverNameEng: 'Lee Siu Ming', driverNameChi: null },
      ],
    );
    expect(names.get(1)).toEqual({ driverNo: 'D001', name: 'Driver 1', nameZh: '陳大文' });
    expect(names.get(5)).toEqual({ driverNo: 'D005', name: 'Lee Siu Ming', nameZh: '' });
  });

  it('takes the Chinese name from a quota row that has it (a driver missing from the pick-list)', () => {
    const names = driverNames([quota(7, 'AL', 1, 0, { driverNameChi: '黃家輝' })], []);
    expect(names.get(7)).toEqual({ driverNo: 'D007', name: 'Driver 7', nameZh: '黃家輝' });
  });
});

describe('the quota table', () => {
  it('puts AL and SL of a driver on one line, by driver number', () => {
    const lines = quotaLines([quota(10, 'AL', 1, 0), ...quotas]);
    expect(lines.map((l) => l.driverNo)).toEqual(['D001', 'D002', 'D0010']);
    expect(lines[0].byType.AL?.quotaDays).toBe(14);
    expect(lines[0].byType.SL?.quotaDays).toBe(12);
  });
  it('keeps both names of a driver, an absent Chinese name as empty', () => {
    const lines = quotaLines([quota(1, 'AL', 1, 0, { driverNameChi: '陳大文' }), quota(2, 'AL', 1, 0)]);
    expect(lines.map((l) => [l.name, l.nameZh])).toEqual([
      ['Driver 1', '陳大文'],
      ['Driver 2', ''],
    ]);
  });
  it('accepts whole days from 0 to 366', () => {
    expect(quotaProblem('0')).toBeNull();
    expect(quotaProblem('366')).toBeNull();
    expect(quotaProblem('367')).toBe('leave.quota.invalid');
    expect(quotaProblem('1.5')).toBe('leave.quota.invalid');
    expect(quotaProblem('')).toBe('leave.quota.invalid');
  });
  it('creates the rows the year does not keep and changes the others; unchanged and invalid ones are not sent', () => {
    const edits = new Map([
      ['1:AL', '15'],
      ['1:SL', '12'],
      ['2:AL', '10'],
      ['2:SL', 'x'],
    ]);
    expect(quotaChanges(quotas, edits, new Set(['1:AL', '1:SL']))).toEqual({
      create: [{ driverId: 2, leaveType: 'AL', quotaDays: 10 }],
      update: [{ driverId: 1, leaveType: 'AL', quotaDays: 15 }],
    });
  });
  it('knows a kept row of 0 days from the kept list, and guesses from the days without it', () => {
    const edits = new Map([['2:AL', '7']]);
    expect(quotaChanges(quotas, edits, new Set(['2:AL'])).update).toHaveLength(1);
    expect(quotaChanges(quotas, edits, null)).toEqual({ create: [{ driverId: 2, leaveType: 'AL', quotaDays: 7 }], update: [] });
    expect(quotaChanges(quotas, new Map([['1:AL', '20']]), null).update).toEqual([{ driverId: 1, leaveType: 'AL', quotaDays: 20 }]);
  });
});
