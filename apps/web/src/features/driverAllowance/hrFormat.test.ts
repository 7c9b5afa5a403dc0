import { operatorToday } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  formatMoney,
  fromCents,
  minutesToHm,
  monthRange,
  nextMonth,
  previousMonth,
  sumMoney,
  toCents,
  validPeriod,
  wholeMonth,
} from './hrFormat';
import { nextSort, sortRows } from './sortRows';

describe('minutes as h:mm', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [60, '1:00'],
    [605, '10:05'],
    [1500, '25:00'],
    [-75, '-1:15'],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (minutes, shown) => expect(minutesToHm(minutes)).toBe(shown));
});

describe('money from strings', () => {
  it.each([
    ['0.00', '0.00'],
    ['5', '5.00'],
    ['12.3', '12.30'],
    ['1234.56', '1,234.56'],
    ['1234567.89', '1,234,567.89'],
    ['-1234.50', '-1,234.50'],
    ['-0.00', '0.00'],
    ['007.10', '7.10'],
    ['n/a', 'n/a'],
    [null, ''],
  ])('%s -> %s', (amount, shown) => expect(formatMoney(amount)).toBe(shown));

  it('keeps digits a binary float would lose', () => {
    expect(formatMoney('90071992547409.93')).toBe('90,071,992,547,409.93');
  });

  it('adds in cents, never in floats', () => {
    expect(toCents('0.1')).toBe(10);
    expect(toCents('-2.05')).toBe(-205);
    expect(toCents('1.234')).toBeNull();
    expect(fromCents(-5)).toBe('-0.05');
    expect(sumMoney(['0.10', '0.20', '-0.05', null])).toBe('0.25');
    expect(sumMoney([])).toBe('0.00');
  });
});

describe('a month as a period on the operator calendar', () => {
  it('gives the first and last day, leap years included', () => {
    expect(monthRange('2030-04')).toEqual({ dateFrom: '2030-04-01', dateTo: '2030-04-30' });
    expect(monthRange('2028-02')).toEqual({ dateFrom: '2028-02-01', dateTo: '2028-02-29' });
    expect(monthRange('2030-02')).toEqual({ dateFrom: '2030-02-01', dateTo: '2030-02-28' });
    expect(() => monthRange('2030-13')).toThrow();
  });

  it('steps months across the year', () => {
    expect(previousMonth('2031-01-15')).toBe('2030-12');
    expect(previousMonth('2030-07-01')).toBe('2030-06');
    expect(nextMonth('2030-12')).toBe('2031-01');
    expect(nextMonth('2030-09')).toBe('2030-10');
  });

  it('opens on the month before the operator’s today, whatever the machine’s zone says', () => {
    // 16:30 UTC on 31 December is already 1 January in Hong Kong: last month is December.
    const today = operatorToday('2030-12-31T16:30:00Z');
    expect(today).toBe('2031-01-01');
    expect(defaultPeriod(today)).toEqual({ month: '2030-12', dateFrom: '2030-12-01', dateTo: '2030-12-31' });
  });

  it('names the month a period covers whole, and no other', () => {
    expect(wholeMonth({ dateFrom: '2030-02-01', dateTo: '2030-02-28' })).toBe('2030-02');
    expect(wholeMonth({ dateFrom: '2030-02-01', dateTo: '2030-02-27' })).toBeNull();
    expect(wholeMonth({ dateFrom: '2030-02-02', dateTo: '2030-02-28' })).toBeNull();
    expect(wholeMonth({ dateFrom: '2030-01-01', dateTo: '2030-02-28' })).toBeNull();
    expect(wholeMonth({ dateFrom: '2030-02', dateTo: undefined })).toBeNull();
  });

  it('asks only for whole dates in order', () => {
    expect(validPeriod({ dateFrom: '2030-01-01', dateTo: '2030-01-31' })).toBe(true);
    expect(validPeriod({ dateFrom: '2030-01-31', dateTo: '2030-01-01' })).toBe(false);
    expect(validPeriod({ dateFrom: '2030-01-3', dateTo: '2030-01-31' })).toBe(false);
  });
});

describe('sorting a table', () => {
  const rows = [
    { no: 'D10', amount: '100.00', n: 3 },
    { no: 'D2', amount: '9.50', n: null },
    { no: 'D1', amount: '-20.00', n: 1 },
  ];
  const value = (r: (typeof rows)[number], key: 'no' | 'amount' | 'n') => r[key];

  it('sorts codes naturally, money as amounts and keeps blanks last', () => {
    expect(sortRows(rows, { key: 'no', dir: 'asc' }, value).map((r) => r.no)).toEqual(['D1', 'D2', 'D10']);
    expect(sortRows(rows, { key: 'amount', dir: 'asc' }, value).map((r) => r.amount)).toEqual(['-20.00', '9.50', '100.00']);
    expect(sortRows(rows, { key: 'amount', dir: 'desc' }, value).map((r) => r.amount)).toEqual(['100.00', '9.50', '-20.00']);
    expect(sortRows(rows, { key: 'n', dir: 'desc' }, value).map((r) => r.n)).toEqual([3, 1, null]);
  });

  it('flips the same column and starts another ascending', () => {
    expect(nextSort({ key: 'no', dir: 'asc' }, 'no')).toEqual({ key: 'no', dir: 'desc' });
    expect(nextSort({ key: 'no', dir: 'desc' }, 'amount')).toEqual({ key: 'amount', dir: 'asc' });
  });
});
