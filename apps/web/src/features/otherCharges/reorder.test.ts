import { describe, expect, it } from 'vitest';
import { arrange, bySequence, keyAction, move, reseqBody, sameOrder } from './reorder';

const rows = [
  { id: 1, seq: 20, ocCode: 'MG' },
  { id: 2, seq: 10, ocCode: 'CS' },
  { id: 3, seq: 20, ocCode: 'BP' },
  { id: 4, seq: 30, ocCode: 'AA' },
];
const ids = (xs: readonly { id: number }[]) => xs.map((x) => x.id);

describe('the order of the other charges', () => {
  it('lists charges by sequence, then code', () => {
    expect(ids(bySequence(rows))).toEqual([2, 3, 1, 4]);
  });

  it('moves a charge one place up or down, and not past either end', () => {
    const list = bySequence(rows);
    expect(ids(move(list, 1, -1))).toEqual([3, 2, 1, 4]);
    expect(ids(move(list, 1, 1))).toEqual([2, 1, 3, 4]);
    expect(move(list, 0, -1)).toBe(list);
    expect(move(list, 3, 1)).toBe(list);
    expect(move(list, 7, 1)).toBe(list);
    expect(ids(list)).toEqual([2, 3, 1, 4]);
  });

  it('reads Alt+Arrow as a move, a plain Arrow as a selection, anything else as nothing', () => {
    const key = (key: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) =>
      keyAction({ key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });
    expect(key('ArrowUp', { altKey: true })).toEqual({ kind: 'move', delta: -1 });
    expect(key('ArrowDown', { altKey: true })).toEqual({ kind: 'move', delta: 1 });
    expect(key('ArrowUp')).toEqual({ kind: 'select', delta: -1 });
    expect(key('ArrowDown')).toEqual({ kind: 'select', delta: 1 });
    expect(key('ArrowDown', { altKey: true, shiftKey: true })).toBeNull();
    expect(key('ArrowUp', { ctrlKey: true })).toBeNull();
    expect(key('Enter')).toBeNull();
  });

  it('sends every charge with sequences 10 apart in the order shown, after moves', () => {
    let list: readonly (typeof rows)[number][] = bySequence(rows);
    list = move(list, 3, -1);
    list = move(list, 2, -1);
    expect(reseqBody(list)).toEqual({
      tariffOCs: [
        { id: 2, seq: 10 },
        { id: 4, seq: 20 },
        { id: 3, seq: 30 },
        { id: 1, seq: 40 },
      ],
    });
  });

  it('tells a changed order from the saved one', () => {
    const list = bySequence(rows);
    expect(sameOrder(list, bySequence(rows))).toBe(true);
    expect(sameOrder(move(list, 0, 1), list)).toBe(false);
    expect(sameOrder(move(move(list, 0, 1), 1, -1), list)).toBe(true);
    expect(sameOrder(list.slice(1), list)).toBe(false);
  });

  it('keeps the order being edited when the list reloads, with new charges last and removed ones gone', () => {
    const saved = bySequence(rows);
    expect(arrange(saved, null)).toBe(saved);
    expect(ids(arrange(saved, [4, 1, 3, 2]))).toEqual([4, 1, 3, 2]);
    expect(ids(arrange(saved, [4, 99, 1]))).toEqual([4, 1, 2, 3]);
  });
});
