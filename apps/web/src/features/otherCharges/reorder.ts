/**
 * The order of the other charges on the Other Charges screen: moved one place at a time (buttons or
 * Alt+Arrow keys), then saved with reseqTariffOCs as sequences 10, 20, 30...
 */

export interface Sequenced {
  id: number;
  seq?: unknown;
  ocCode?: unknown;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The charges in their saved order: by sequence, then code (as the server lists them). */
export function bySequence<T extends Sequenced>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => Number(a.seq ?? 0) - Number(b.seq ?? 0) || (text(a.ocCode) < text(b.ocCode) ? -1 : text(a.ocCode) > text(b.ocCode) ? 1 : a.id - b.id),
  );
}

/** The list with the item at `index` moved one place up (-1) or down (1); the same list when it cannot move. */
export function move<T>(items: readonly T[], index: number, delta: -1 | 1): readonly T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** What a key press on a charge asks: move it (Alt+Arrow), select its neighbour (Arrow), or nothing. */
export function keyAction(e: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): { kind: 'move' | 'select'; delta: -1 | 1 } | null {
  const delta = e.key === 'ArrowUp' ? -1 : e.key === 'ArrowDown' ? 1 : 0;
  if (!delta || e.ctrlKey || e.metaKey || e.shiftKey) return null;
  return { kind: e.altKey ? 'move' : 'select', delta };
}

/** True when the two lists hold the same ids in the same order. */
export function sameOrder(a: readonly Sequenced[], b: readonly Sequenced[]): boolean {
  return a.length === b.length && a.every((x, i) => x.id === b[i].id);
}

/** The reseqTariffOCs body of the list as shown: every charge, 10 apart from 10, so a charge can later go between two. */
export function reseqBody(items: readonly Sequenced[]): { tariffOCs: { id: number; seq: number }[] } {
  return { tariffOCs: items.map((x, i) => ({ id: x.id, seq: (i + 1) * 10 })) };
}

/** The saved list in the order being edited (ids), charges added meanwhile at the end and charges gone left out. */
export function arrange<T extends Sequenced>(saved: readonly T[], order: readonly number[] | null): readonly T[] {
  if (!order) return saved;
  const byId = new Map(saved.map((r) => [r.id, r]));
  const listed = order.flatMap((id) => (byId.has(id) ? [byId.get(id) as T] : []));
  const placed = new Set(order);
  return [...listed, ...saved.filter((r) => !placed.has(r.id))];
}
