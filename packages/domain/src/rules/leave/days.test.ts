import { describe, expect, it } from 'vitest';
import { leaveDays } from './days.js';

// Hong Kong public holidays of spring 2030 (Good Friday to Easter Monday, Ching Ming).
const HOLIDAYS = ['2030-04-05', '2030-04-19', '2030-04-20', '2030-04-22'];

describe("rule 10: a leave request's days are the dates of its range that are not public holidays", () => {
  it.each<[string, string, string, string[]]>([
    ['one day', '2030-04-08', '2030-04-08', ['2030-04-08']],
    ['a week with Ching Ming on the Friday', '2030-04-01', '2030-04-07', ['2030-04-01', '2030-04-02', '2030-04-03', '2030-04-04', '2030-04-06', '2030-04-07']],
    ['Easter: only the Sunday is a day', '2030-04-19', '2030-04-22', ['2030-04-21']],
    ['only a holiday: no day', '2030-04-05', '2030-04-05', []],
    ['across a month end', '2030-04-29', '2030-05-02', ['2030-04-29', '2030-04-30', '2030-05-01', '2030-05-02']],
    ['across a leap day', '2028-02-28', '2028-03-01', ['2028-02-28', '2028-02-29', '2028-03-01']],
    ['across a year end', '2030-12-31', '2031-01-01', ['2030-12-31', '2031-01-01']],
    ['the end before the start: no day', '2030-04-10', '2030-04-09', []],
  ])('%s', (_name, from, to, days) => {
    expect(leaveDays(from, to, HOLIDAYS)).toEqual(days);
    expect(leaveDays(from, to, new Set(HOLIDAYS))).toEqual(days);
  });

  it('a date that is no date is an error', () => {
    expect(() => leaveDays('2030-02-30', '2030-03-01', [])).toThrow(RangeError);
    expect(() => leaveDays('2030-03-01', '1/3/2030', [])).toThrow(RangeError);
  });
});
