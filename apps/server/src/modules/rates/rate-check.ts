import { bodySchema, brokenRules, describeIssues, type ResourceDef, srvText } from '@limo/domain';
import { badRequest } from '../../engine/errors.js';
import { readId } from '../../engine/ids.js';
import type { Row } from '../../engine/store.js';
import type { RateFamily, RowList } from './families.js';

/*
 * A rate save is checked whole before anything is written, so a 400 lists every problem of the
 * rate and of all its rows at once (the store would stop at the first one).
 */

export interface Problem {
  message: string;
  field: string;
  value: unknown;
}

/** A row ready for the store: its id when it is kept, its values in wire form. */
export interface CheckedRow {
  id?: number;
  values: Record<string, unknown>;
}

export interface CheckedRate {
  /** The rate's own fields (wire form). */
  fields: Record<string, unknown>;
  /** The rows of each list the body sent, by list key; lists left out are not here. */
  lists: Record<string, CheckedRow[]>;
}

/** Keys a row may carry that are not saved: the answer's read-only extras and the parent link. */
const SHOWN_ONLY = new Set(['fromLocationCode', 'toLocationCode']);

const rowDefs = new Map<string, ResourceDef>();
/** A row's definition without its rate link (the save sets it). */
function rowDef(list: RowList, fk: string): ResourceDef {
  let def = rowDefs.get(list.key);
  if (!def) {
    const d = list.store.def;
    def = { ...d, fields: d.fields.filter((f) => f.name !== fk), rules: d.rules };
    rowDefs.set(list.key, def);
  }
  return def;
}

const empty = (v: unknown) => v === null || v === undefined || v === '';

/** What a table's row must leave empty: a zone-to-zone row names no locations, and the other way round. */
const OTHER_TABLE: Record<'B' | 'L', string[]> = { B: ['fromLocationId', 'toLocationId'], L: ['fromZone', 'toZone'] };

function checkRows(fam: RateFamily, list: RowList, raw: unknown, existing: Row[], problems: Problem[]): CheckedRow[] {
  if (!Array.isArray(raw)) {
    problems.push({ message: `${list.key} must be a list`, field: list.key, value: raw });
    return [];
  }
  const def = rowDef(list, fam.fk);
  const schema = bodySchema(def, 'create');
  const out: CheckedRow[] = [];
  const seen = new Map<string, number>();
  raw.forEach((item, i) => {
    const at = (message: string, field: string, value: unknown) => problems.push({ message: `${list.place}, row ${i + 1}: ${message}`, field, value });
    if (!item || typeof item !== 'object' || Array.isArray(item)) return at('must be an object', list.key, item);
    const { id: rawId, [fam.fk]: _link, tableType, ...rest } = item as Record<string, unknown>;
    const given = Object.fromEntries(Object.entries(rest).filter(([k]) => !SHOWN_ONLY.has(k)));
    let id: number | undefined;
    if (!empty(rawId)) {
      id = readId(rawId);
      if (id === undefined || !existing.some((e) => e.id === id)) {
        at(`there is no ${list.store.def.label.en} ${String(rawId)} in this list of the ${fam.def.label.en}`, 'id', rawId);
      }
    }
    if (list.tableType && !empty(tableType) && tableType !== list.tableType) {
      at(`Table Type must be ${list.tableType} in table ${list.tableType}`, 'tableType', tableType);
    }
    const values = list.tableType ? { ...given, tableType: list.tableType } : given;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      for (const p of describeIssues(def, parsed.error.issues, values)) at(p.message, p.field, p.value);
      return;
    }
    const data = parsed.data as Record<string, unknown>;
    const broken = brokenRules(def, data);
    for (const b of broken) at(b.message, b.field, b.value);
    if (list.tableType) {
      const kind = list.tableType === 'B' ? 'zone to zone' : 'location to location';
      for (const name of OTHER_TABLE[list.tableType].filter((n) => !empty(data[n]))) {
        const label = def.fields.find((f) => f.name === name)?.label.en ?? name;
        at(`a row of table ${list.tableType} goes ${kind}: leave ${label} empty`, name, data[name]);
      }
    }
    const same = list.sameKey?.(data);
    if (same !== undefined) {
      const first = seen.get(same);
      if (first !== undefined) at(`${list.sameWhat?.(data) ?? 'this row'} is already in row ${first + 1}`, list.key, same);
      else seen.set(same, i);
    }
    if (!broken.length) out.push(id === undefined ? { values: data } : { id, values: data });
  });
  return out;
}

/**
 * Checks a create (no `before`) or update body of a rate: the rate's fields as its definition
 * says, and every row of every list sent. Throws one 400 listing all problems.
 */
export function checkRateBody(fam: RateFamily, body: unknown, existing: Record<string, Row[]>, before?: Row): CheckedRate {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(srvText('srv.bodyNotObject'));
  const problems: Problem[] = [];
  const fields: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const raw: Record<string, unknown> = {};
  for (const list of fam.lists) {
    if (list.key in fields) raw[list.key] = fields[list.key];
    delete fields[list.key];
  }
  const parsed = bodySchema(fam.def, before ? 'patch' : 'create').safeParse(fields);
  let data: Record<string, unknown> = {};
  if (parsed.success) {
    data = parsed.data as Record<string, unknown>;
    for (const b of brokenRules(fam.def, { ...before, ...data })) problems.push(b);
  } else {
    problems.push(...describeIssues(fam.def, parsed.error.issues, fields));
  }
  const lists: Record<string, CheckedRow[]> = {};
  for (const list of fam.lists) {
    if (list.key in raw) lists[list.key] = checkRows(fam, list, raw[list.key], existing[list.key] ?? [], problems);
  }
  if (problems.length) {
    throw badRequest(
      problems[0].message,
      problems.map((p) => p.message),
      problems.map((p) => ({ field: p.field, value: p.value })),
    );
  }
  return { fields: data, lists };
}
