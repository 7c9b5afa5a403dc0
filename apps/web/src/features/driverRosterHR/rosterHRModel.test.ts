import { describe, expect, it } from 'vitest';
import {
  cellText,
  correctionProblems,
  driverTotals,
  gridRows,
  hmm,
  holidayDates,
  isMonth,
  logLines,
  monthDays,
  moveFocus,
  type RosterHRDay,
  shiftMonth,
  unchanged,
  weekdayOf,
  wireTimeOf,
  workedOf,
} from './rosterHRModel';

const day = (date: string, over: Partial<RosterHRDay> = {}): RosterHRDay => ({
  date,
  dailyRosterId: 1,
  dutyTime: '08:00:00',
  offDutyTime: '19:15:00',
  workedMinutes: 675,
  otMinutes: 75,
  leaveType: null,
  holiday: false,
  version: 2,
  ...over,
});

describe('the month', () => {
  it('has every date of the month, leap years included', () => {
    expect(monthDays('2030-02')).toHaveLength(28);
    expect(monthDays('2028-02').at(-1)).toBe('2028-02-29');
    expect(monthDays('2030-12')[0]).toBe('2030-12-01');
    expect(monthDays('2030-13')).toEqual([]);
  });
  it('steps across years', () => {
    expect(shiftMonth('2030-01', -1)).toBe('2029-12');
    expect(shiftMonth('2030-12', 1)).toBe('2031-01');
    expect(shiftMonth('2030-05', 0)).toBe('2030-05');
  });
  it('knows a month when it sees one', () => {
    expect(isMonth('2030-07')).toBe(true);
    expect(isMonth('2030-7')).toBe(false);
    expect(isMonth('2030-00')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
  it('gives the weekday of a calendar date', () => {
    expect(weekdayOf('2030-01-01')).toBe(2); // a Tuesday
    expect(weekdayOf('2028-02-29')).toBe(2);
  });
});

describe('a cell', () => {
  it('shows duty–off times and overtime as h:mm', () => {
    expect(cellText(day('2030-01-01'))).toEqual({ times: '08:00–19:15', ot: '1:15', leave: null, holiday: false, editable: true });
  });
  it('leaves out overtime of 0, and shows an open end while off duty is not set', () => {
    expect(cellText(day('2030-01-01', { offDutyTime: null, otMinutes: 0 }))).toMatchObject({ times: '08:00–', ot: '' });
  });
  it('shows leave and holidays, and cannot be corrected without a roster', () => {
    const c = cellText(day('2030-01-01', { dailyRosterId: null, dutyTime: null, offDutyTime: null, otMinutes: null, leaveType: 'AL', holiday: true }));
    expect(c).toEqual({ times: '', ot: '', leave: 'AL', holiday: true, editable: false });
    expect(cellText(undefined).editable).toBe(false);
  });
  it('writes minutes as h:mm', () => {
    expect(hmm(0)).toBe('0:00');
    expect(hmm(605)).toBe('10:05');
    expect(hmm(null)).toBe('');
  });
});

describe('the rows', () => {
  const drivers = [
    { driverId: 2, driverNo: 'D010', driverNameEng: 'B', days: [day('2030-02-03', { holiday: true, otMinutes: 0, workedMinutes: 600 })] },
    {
      driverId: 1,
      driverNo: 'D002',
      driverNameEng: 'A',
      days: [day('2030-02-01'), day('2030-02-02', { leaveType: 'SL', workedMinutes: null, otMinutes: null })],
    },
  ];
  it('gives each driver a day per date, by driver number, with the month totals', () => {
    const rows = gridRows(drivers, '2030-02');
    expect(rows.map((r) => r.driverNo)).toEqual(['D002', 'D010']);
    expect(rows[0].days).toHaveLength(28);
    expect(rows[0].days[5]).toMatchObject({ date: '2030-02-06', dailyRosterId: null });
    expect(rows[0].totals).toEqual({ workedMinutes: 675, otMinutes: 75, leaveDays: 1 });
    expect(holidayDates(rows)).toEqual(new Set(['2030-02-03']));
  });
  it('sums worked and overtime minutes and leave days', () => {
    expect(driverTotals([day('a'), day('b', { otMinutes: 30, workedMinutes: 630 })])).toEqual({ workedMinutes: 1305, otMinutes: 105, leaveDays: 0 });
  });
});

describe('moving around the grid', () => {
  it('moves with the arrows and stays inside', () => {
    expect(moveFocus({ row: 0, col: 0 }, 'ArrowRight', 3, 31)).toEqual({ row: 0, col: 1 });
    expect(moveFocus({ row: 0, col: 0 }, 'ArrowLeft', 3, 31)).toEqual({ row: 0, col: 0 });
    expect(moveFocus({ row: 2, col: 5 }, 'ArrowDown', 3, 31)).toEqual({ row: 2, col: 5 });
    expect(moveFocus({ row: 2, col: 5 }, 'ArrowUp', 3, 31)).toEqual({ row: 1, col: 5 });
  });
  it('goes to the ends of a row with Home and End, of the grid with Ctrl', () => {
    expect(moveFocus({ row: 1, col: 5 }, 'End', 3, 31)).toEqual({ row: 1, col: 30 });
    expect(moveFocus({ row: 1, col: 5 }, 'Home', 3, 31, true)).toEqual({ row: 0, col: 0 });
    expect(moveFocus({ row: 1, col: 5 }, 'a', 3, 31)).toBeNull();
  });
});

describe('a correction', () => {
  it('takes empty or HH:mm times, and an off-duty time only with an on-duty one', () => {
    expect(correctionProblems({ dutyTime: '08:00', offDutyTime: '18:00', remarks: '' })).toEqual({});
    expect(correctionProblems({ dutyTime: null, offDutyTime: null, remarks: '' })).toEqual({});
    expect(correctionProblems({ dutyTime: '8:0', offDutyTime: '25:00', remarks: '' })).toEqual({
      dutyTime: 'rosterHR.badTime',
      offDutyTime: 'rosterHR.badTime',
    });
    expect(correctionProblems({ dutyTime: null, offDutyTime: '18:00', remarks: 'x'.repeat(501) })).toEqual({
      offDutyTime: 'rosterHR.offWithoutDuty',
      remarks: 'rosterHR.remarksTooLong',
    });
  });
  it('sends times as HH:mm:ss', () => {
    expect(wireTimeOf('07:30')).toBe('07:30:00');
    expect(wireTimeOf(null)).toBeNull();
    expect(wireTimeOf('7')).toBeUndefined();
  });
  it('knows when nothing changed', () => {
    expect(unchanged(day('2030-01-01'), { dutyTime: '08:00', offDutyTime: '19:15', remarks: 'x' })).toBe(true);
    expect(unchanged(day('2030-01-01'), { dutyTime: '08:00', offDutyTime: '19:30', remarks: '' })).toBe(false);
  });
  it('previews worked time, across midnight when off duty is not after on duty', () => {
    expect(workedOf({ dutyTime: '08:00', offDutyTime: '18:30' })).toBe(630);
    expect(workedOf({ dutyTime: '22:00', offDutyTime: '06:00' })).toBe(480);
    expect(workedOf({ dutyTime: '08:00', offDutyTime: null })).toBeNull();
  });
});

describe('the history', () => {
  it('reads before and after times, newest first', () => {
    const lines = logLines([
      {
        doneBy: 'hr',
        doneDt: '2030-01-02T01:00:00Z',
        before: { dutyTime: '08:00:00', offDutyTime: null },
        after: { dutyTime: '08:00:00', offDutyTime: '18:00:00' },
        remarks: 'forgot',
      },
      {
        doneBy: 'amy',
        doneDt: '2030-01-03T01:00:00Z',
        before: { dutyTime: '08:00:00', offDutyTime: '18:00:00' },
        after: { dutyTime: null, offDutyTime: null },
        remarks: null,
      },
    ]);
    expect(lines).toEqual([
      { who: 'amy', when: '2030-01-03T01:00:00Z', before: '08:00–18:00', after: '–', remarks: '' },
      { who: 'hr', when: '2030-01-02T01:00:00Z', before: '08:00–', after: '08:00–18:00', remarks: 'forgot' },
    ]);
  });
});
