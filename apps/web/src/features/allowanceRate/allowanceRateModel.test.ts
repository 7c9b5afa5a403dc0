import { describe, expect, it } from 'vitest';
import {
  arrange,
  bandCells,
  bySeq,
  conditionText,
  keyAction,
  minutesText,
  moneyText,
  move,
  moveTo,
  newestFirst,
  parseMinutes,
  sameOrder,
  versionInForce,
  versionState,
  versionToOpen,
} from './allowanceRateModel';

const ids = (xs: readonly { id: number }[]) => xs.map((x) => x.id);

describe('the versions of the rate card', () => {
  const versions = [
    { id: 1, effDate: '2030-01-01' },
    { id: 3, effDate: '2030-07-01' },
    { id: 2, effDate: '2029-01-01' },
  ];

  it('lists the newest first', () => {
    expect(ids(newestFirst(versions))).toEqual([3, 1, 2]);
  });

  it('takes the greatest effective date not after today as the one in force (rule 1)', () => {
    expect(versionInForce(versions, '2030-06-30')?.id).toBe(1);
    expect(versionInForce(versions, '2030-07-01')?.id).toBe(3);
    expect(versionInForce(versions, '2029-12-31')?.id).toBe(2);
    expect(versionInForce(versions, '2028-12-31')).toBeNull();
    expect(versionInForce([], '2030-01-01')).toBeNull();
  });

  it('reads a version as in force, future or past', () => {
    const now = versionInForce(versions, '2030-06-30');
    expect(versions.map((v) => versionState(v, now, '2030-06-30'))).toEqual(['inForce', 'future', 'past']);
  });

  it('opens on the version in force, else the next to start, else none', () => {
    expect(versionToOpen(versions, '2030-03-01')?.id).toBe(1);
    expect(versionToOpen(versions, '2020-01-01')?.id).toBe(2);
    expect(versionToOpen([], '2020-01-01')).toBeNull();
  });
});

describe('the order of the rate rows', () => {
  const rows = [
    { id: 4, seq: 2 },
    { id: 1, seq: 3 },
    { id: 2, seq: 1 },
    { id: 3, seq: 2 },
  ];

  it('lists rows by sequence, then id', () => {
    expect(ids(bySeq(rows))).toEqual([2, 3, 4, 1]);
  });

  it('moves a row one place, not past either end', () => {
    const list = bySeq(rows);
    expect(ids(move(list, 1, -1))).toEqual([3, 2, 4, 1]);
    expect(ids(move(list, 1, 1))).toEqual([2, 4, 3, 1]);
    expect(move(list, 0, -1)).toBe(list);
    expect(move(list, 3, 1)).toBe(list);
    expect(ids(list)).toEqual([2, 3, 4, 1]);
  });

  it('puts a dragged row where it is dropped, up or down', () => {
    const list = bySeq(rows);
    expect(ids(moveTo(list, 0, 3))).toEqual([3, 4, 1, 2]);
    expect(ids(moveTo(list, 3, 0))).toEqual([1, 2, 3, 4]);
    expect(moveTo(list, 2, 2)).toBe(list);
    expect(moveTo(list, 2, 9)).toBe(list);
  });

  it('reads Alt+Arrow as a move, a plain Arrow as a selection, anything else as nothing', () => {
    const key = (key: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) =>
      keyAction({ key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });
    expect(key('ArrowUp', { altKey: true })).toEqual({ kind: 'move', delta: -1 });
    expect(key('ArrowDown', { altKey: true })).toEqual({ kind: 'move', delta: 1 });
    expect(key('ArrowDown')).toEqual({ kind: 'select', delta: 1 });
    expect(key('ArrowDown', { altKey: true, ctrlKey: true })).toBeNull();
    expect(key('Enter')).toBeNull();
  });

  it('tells a changed order from the saved one', () => {
    const list = bySeq(rows);
    expect(sameOrder(list, bySeq(rows))).toBe(true);
    expect(sameOrder(move(list, 0, 1), list)).toBe(false);
    expect(sameOrder(list.slice(1), list)).toBe(false);
  });

  it('keeps the order being edited when the rows reload, new rows last and deleted ones gone', () => {
    const saved = bySeq(rows);
    expect(arrange(saved, null)).toBe(saved);
    expect(ids(arrange(saved, [1, 4, 3, 2]))).toEqual([1, 4, 3, 2]);
    expect(ids(arrange(saved, [1, 99, 4]))).toEqual([1, 4, 2, 3]);
  });
});

describe('the texts of a rate row', () => {
  it('shows a condition the row does not set as Any', () => {
    expect(conditionText(null, 'Any')).toBe('Any');
    expect(conditionText('', 'Any')).toBe('Any');
    expect(conditionText('AIRPORT', 'Any')).toBe('AIRPORT');
  });

  it('shows a band as hours and minutes, open ends as the day’s ends, and marks one past midnight', () => {
    expect(bandCells(null, null, 'Any')).toEqual({ from: 'Any', to: 'Any', overnight: false });
    expect(bandCells('07:00:00', '22:00:00', 'Any')).toEqual({ from: '07:00', to: '22:00', overnight: false });
    expect(bandCells('22:00:00', '07:00:00', 'Any')).toEqual({ from: '22:00', to: '07:00', overnight: true });
    expect(bandCells('18:00:00', null, 'Any')).toEqual({ from: '18:00', to: '24:00', overnight: false });
    expect(bandCells(null, '06:00:00', 'Any')).toEqual({ from: '00:00', to: '06:00', overnight: false });
  });

  it('shows and reads the standard day as hours:minutes', () => {
    expect(minutesText(600)).toBe('10:00');
    expect(minutesText(465)).toBe('7:45');
    expect(minutesText(0)).toBe('0:00');
    expect(minutesText(null)).toBe('');
    expect(parseMinutes('10:00')).toBe(600);
    expect(parseMinutes(' 7:45 ')).toBe(465);
    expect(parseMinutes('9')).toBe(540);
    expect(parseMinutes('24:00')).toBe(1440);
    expect(parseMinutes('24:30')).toBeNull();
    expect(parseMinutes('7:60')).toBeNull();
    expect(parseMinutes('abc')).toBeNull();
  });

  it('groups thousands of an amount without reading it as a number', () => {
    expect(moneyText('1234567.80')).toBe('1,234,567.80');
    expect(moneyText('85.00')).toBe('85.00');
    expect(moneyText('-1000')).toBe('-1,000');
    expect(moneyText(null)).toBe('');
    expect(moneyText('n/a')).toBe('n/a');
  });
});
