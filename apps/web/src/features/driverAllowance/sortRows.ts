import { toCents } from './hrFormat';

export type SortDir = 'asc' | 'desc';
export interface SortState<K extends string> {
  key: K;
  dir: SortDir;
}

/** Money strings compare as cents, numbers as numbers, other text by locale; empty values go last. */
function compareValues(a: unknown, b: unknown): number {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [ca, cb] = [toCents(String(a)), toCents(String(b))];
  if (ca !== null && cb !== null && typeof a === 'string' && typeof b === 'string' && /\./.test(a + b)) return ca - cb;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * Rows sorted by one column, ties kept in the order the server gave (the sort is stable).
 * Empty values stay last in both directions, so the blanks never head a list.
 */
export function sortRows<T, K extends string>(rows: readonly T[], sort: SortState<K>, value: (row: T, key: K) => unknown): T[] {
  const factor = sort.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: value(row, sort.key) }))
    .sort((x, y) => {
      const xe = x.v === null || x.v === undefined || x.v === '';
      const ye = y.v === null || y.v === undefined || y.v === '';
      if (xe || ye) return xe === ye ? x.i - y.i : xe ? 1 : -1;
      return compareValues(x.v, y.v) * factor || x.i - y.i;
    })
    .map((x) => x.row);
}

/** The next sort after a click on a column's heading: the same column flips, another starts ascending. */
export const nextSort = <K extends string>(current: SortState<K>, key: K): SortState<K> =>
  current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
