/**
 * A record with its child rows, edited together and saved in one call (createClients,
 * updateClients, upsertDriver, create/updatePetrolStations): the rows of each child list, their
 * checks before sending (with the server's row-prefixed messages), the body, and the server's
 * messages sorted back to the master's fields and to the rows.
 */
import type { ResourceDef } from '@limo/domain';
import { ApiError } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { checkRecord, type FormValues, toFormValues } from '../formValues';

/** One child list of a record: its definition and the field holding the parent's id. */
export interface ChildSection {
  def: ResourceDef;
  foreignKey: string;
}

/** A row being edited: `id` for a row that exists, none for a new one; `key` is for React only. */
export interface ChildRow {
  key: string;
  id?: number;
  values: FormValues;
}

export interface RowError {
  /** The child collection's name. */
  child: string;
  /** 0-based position in the list sent. */
  index: number;
  /** The field, when known. */
  field: string | null;
  /** The message without its row prefix. */
  message: string;
}

export interface FieldMessage {
  field: string;
  message: string;
}

const editDefs = new Map<string, ResourceDef>();

/** The child's definition without its parent field: the parent sets it (and has no id yet when new). */
export function editDef(section: ChildSection): ResourceDef {
  const key = `${section.def.name}:${section.foreignKey}`;
  let def = editDefs.get(key);
  if (!def) {
    def = { ...section.def, fields: section.def.fields.filter((f) => f.name !== section.foreignKey && !f.readOnly) };
    editDefs.set(key, def);
  }
  return def;
}

let counter = 0;
const nextKey = () => `row-${++counter}`;

/** A new row with the child's defaults. */
export function newRow(section: ChildSection): ChildRow {
  return { key: nextKey(), values: toFormValues(editDef(section), null) };
}

const compare = (a: unknown, b: unknown) => String(a ?? '').localeCompare(String(b ?? ''), undefined, { numeric: true, sensitivity: 'base' });

/** The rows of a loaded record, in the child's default order. */
export function rowsOf(section: ChildSection, records: HalRecord[] | undefined): ChildRow[] {
  const [field, dir] = section.def.defaultSort;
  const sorted = [...(records ?? [])].sort((a, b) => compare(a[field], b[field]) * (dir === 'desc' ? -1 : 1) || a.id - b.id);
  return sorted.map((r) => ({ key: nextKey(), id: r.id, values: toFormValues(editDef(section), r) }));
}

/** Where a row is, in the words the server uses: "Client Discount, row 2". */
export const rowPlace = (section: ChildSection, index: number) => `${section.def.label.en}, row ${index + 1}`;

/** Checks every row as the server will; the rows in wire form (with their ids) when all are right. */
export function checkRows(section: ChildSection, rows: ChildRow[]): { rows: Record<string, unknown>[] | null; errors: RowError[] } {
  const def = editDef(section);
  const out: Record<string, unknown>[] = [];
  const errors: RowError[] = [];
  rows.forEach((row, index) => {
    const checked = checkRecord(def, 'create', row.values);
    if (checked.values) out.push(row.id === undefined ? checked.values : { id: row.id, ...checked.values });
    for (const e of checked.errors) errors.push({ child: section.def.name, index, field: e.field, message: e.message });
  });
  return errors.length ? { rows: null, errors } : { rows: out, errors };
}

/** The body of an aggregate save: the record's fields and, under each child's name, all its rows. */
export function aggregateBody(
  master: FormValues,
  children: Record<string, Record<string, unknown>[]>,
  members: Record<string, number[]> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...master };
  for (const [name, rows] of Object.entries(children)) body[name] = rows;
  for (const [name, ids] of Object.entries(members)) body[name] = [...ids].sort((a, b) => a - b);
  return body;
}

/** A row error as shown in the list of messages: "Client Discount, row 2: Expiry Date must not be before Effective Date". */
export function rowMessage(sections: ChildSection[], e: RowError): string {
  const section = sections.find((s) => s.def.name === e.child);
  return section ? `${rowPlace(section, e.index)}: ${e.message}` : e.message;
}

const ROW_PREFIX = /^(.+), row (\d+): (.+)$/s;

/**
 * The server's messages of a failed save, sorted: those prefixed with a row ("Driver Licence,
 * row 2: ...") go to that row (and to its field when invalidValues lines up with the messages),
 * the others to the record's fields named in invalidValues.
 */
export function splitServerErrors(err: unknown, sections: ChildSection[]): { master: FieldMessage[]; rows: RowError[] } {
  const master: FieldMessage[] = [];
  const rows: RowError[] = [];
  // 400 (a value) and 409 (a duplicate) may name a row; other answers are about the whole save.
  if (!(err instanceof ApiError) || (err.status !== 400 && err.status !== 409)) return { master, rows };
  const aligned = err.errors.length === err.invalidValues.length;
  err.errors.forEach((message, i) => {
    const field = aligned ? (err.invalidValues[i]?.field ?? null) : null;
    const m = ROW_PREFIX.exec(message);
    const section = m ? sections.find((s) => s.def.label.en === m[1]) : undefined;
    if (m && section) {
      const known = field && section.def.fields.some((f) => f.name === field) ? field : null;
      rows.push({ child: section.def.name, index: Number(m[2]) - 1, field: known, message: m[3] });
    } else if (field) {
      master.push({ field, message });
    }
  });
  if (!aligned && err.errors.length === 0) {
    for (const v of err.invalidValues) master.push({ field: v.field, message: 'is not valid' });
  }
  return { master, rows };
}
