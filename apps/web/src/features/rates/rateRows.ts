/**
 * The lists of a rate as the master-detail row helpers (resources/masterDetail/aggregate.ts) edit
 * them: one section per list, named by the list's key and labelled by its place in the server's
 * messages ("Route Table B, row 2: ..."), so checks, bodies and the server's row messages work as
 * they do for every record saved with its children. The route tables share one collection; each
 * section's table type is its default.
 */
import type { ResourceDef } from '@limo/domain';
import { type ChildRow, type ChildSection, type RowError, rowsOf } from '../../resources/masterDetail/aggregate';
import type { HalRecord } from '../../api/hal';
import type { RowListSpec } from './rateKinds';

const sections = new Map<string, ChildSection>();

/** The section of a list: its collection's definition under the list's key and place, the table type fixed. */
export function sectionOf(list: RowListSpec): ChildSection {
  let section = sections.get(list.key);
  if (!section) {
    const fixed = list.fixed ?? {};
    const def: ResourceDef = {
      ...list.def,
      name: list.key,
      label: { en: list.place, zh: list.def.label.zh },
      fields: list.def.fields.map((f) => (f.name in fixed ? { ...f, default: fixed[f.name] as string } : f)),
    };
    section = { def, foreignKey: list.fk };
    sections.set(list.key, section);
  }
  return section;
}

/** The rows of a loaded list, in the server's order. */
export function loadedRows(list: RowListSpec, records: HalRecord[] | undefined): ChildRow[] {
  const order = new Map((records ?? []).map((r, i) => [r.id, i]));
  return rowsOf(sectionOf(list), records).sort((a, b) => (order.get(a.id as number) ?? 0) - (order.get(b.id as number) ?? 0));
}

/** Row messages by row key, for the rows the problems name. */
export function messagesByRow(problems: RowError[], rows: Record<string, ChildRow[]>): Record<string, { field: string | null; message: string }[]> {
  const out: Record<string, { field: string | null; message: string }[]> = {};
  for (const p of problems) {
    const row = rows[p.child]?.[p.index];
    if (row) (out[row.key] ??= []).push({ field: p.field, message: p.message });
  }
  return out;
}

/** A snapshot of rows to tell whether they changed since they were loaded or saved. */
export const rowsSnapshot = (rows: Record<string, ChildRow[]>) =>
  JSON.stringify(Object.entries(rows).map(([k, list]) => [k, list.map((r) => [r.id ?? null, r.values])]));
