/** Assignment lists of the security dialogs: names, rows and the add/remove differences. */
import type { HalRecord } from '../../api/hal';

export interface AssignRow {
  id: number;
  code: string;
  name: string;
}

/** The English name, followed by the Chinese one when present. */
export function nameOf(eng: unknown, chi: unknown): string {
  const e = typeof eng === 'string' ? eng.trim() : '';
  const c = typeof chi === 'string' ? chi.trim() : '';
  return c ? `${e} ${c}`.trim() : e;
}

/** Rows of a table: only status A (when the record has a status), sorted by code. */
export function toRows(records: HalRecord[], codeField: string, engField: string, chiField: string): AssignRow[] {
  return records
    .filter((r) => r.recordStatus === undefined || r.recordStatus === 'A')
    .map((r) => ({ id: r.id, code: String(r[codeField] ?? ''), name: nameOf(r[engField], r[chiField]) }))
    .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }) || a.id - b.id);
}

export interface Difference {
  add: number[];
  remove: number[];
}

/** What to add and what to remove to go from the original assignment to the current one. */
export function difference(original: ReadonlySet<number>, current: ReadonlySet<number>): Difference {
  const add = [...current].filter((id) => !original.has(id)).sort((a, b) => a - b);
  const remove = [...original].filter((id) => !current.has(id)).sort((a, b) => a - b);
  return { add, remove };
}

export function toggled(set: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
