import { brokenRules, type ResourceDef, type ServerText, srvText } from '@limo/domain';
import { recordBodySchema } from '../../engine/column-ranges.js';
import { badRequest, bodyNotObject } from '../../engine/errors.js';
import { describeIssueTexts } from '../../engine/field-text.js';
import { readId } from '../../engine/ids.js';
import type { Row } from '../../engine/store.js';
import type { RateFamily, RowList } from './families.js';

/*
 * A rate save is checked whole before anything is written, so a 400 lists every problem of the
 * rate and of all its rows at once (the store would stop at the first one).
 */

export interface Problem {
  text: ServerText;
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
    problems.push({ text: srvText('srv.notAList', { field: list.key }), field: list.key, value: raw });
    return [];
  }
  const def = rowDef(list, fam.fk);
  const schema = recordBodySchema(def, 'create');
  const out: CheckedRow[] = [];
  const seen = new Map<string, number>();
  raw.forEach((item, i) => {
    const where = srvText('srv.row', { what: list.place, row: i + 1 });
    const at = (text: ServerText, field: string, value: unknown) => problems.push({ text: srvText('srv.at', { where, text }), field, value });
    if (!item || typeof item !== 'object' || Array.isArray(item)) return at(srvText('srv.rowNotObject'), list.key, item);
    const { id: rawId, [fam.fk]: _link, tableType, ...rest } = item as Record<string, unknown>;
    const given = Object.fromEntries(Object.entries(rest).filter(([k]) => !SHOWN_ONLY.has(k)));
    let id: number | undefined;
    if (!empty(rawId)) {
      id = readId(rawId);
      if (id === undefined || !existing.some((e) => e.id === id)) {
        at(srvText('srv.rate.noRowInList', { what: list.store.def.label, id: String(rawId), parent: fam.def.label }), 'id', rawId);
      }
    }
    if (list.tableType && !empty(tableType) && tableType !== list.tableType) {
      at(srvText('srv.rate.tableType', { table: list.tableType }), 'tableType', tableType);
    }
    const values = list.tableType ? { ...given, tableType: list.tableType } : given;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      for (const p of describeIssueTexts(def, parsed.error.issues, values)) at(p.text, p.field, p.value);
      return;
    }
    const data = parsed.data as Record<string, unknown>;
    const broken = brokenRules(def, data);
    for (const b of broken) at(b.text, b.field, b.value);
    if (list.tableType) {
      const key = list.tableType === 'B' ? 'srv.rate.zoneRow' : 'srv.rate.locationRow';
      for (const name of OTHER_TABLE[list.tableType].filter((n) => !empty(data[n]))) {
        const label = def.fields.find((f) => f.name === name)?.label ?? name;
        at(srvText(key, { table: list.tableType, label }), name, data[name]);
      }
    }
    const same = list.sameKey?.(data);
    if (same !== undefined) {
      const first = seen.get(same);
      if (first !== undefined) at(srvText('srv.rate.already', { what: list.sameWhat?.(data) ?? srvText('srv.rate.thisRow'), row: first + 1 }), list.key, same);
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
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw bodyNotObject(body);
  const problems: Problem[] = [];
  const fields: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const raw: Record<string, unknown> = {};
  for (const list of fam.lists) {
    if (list.key in fields) raw[list.key] = fields[list.key];
    delete fields[list.key];
  }
  const parsed = recordBodySchema(fam.def, before ? 'patch' : 'create').safeParse(fields);
  let data: Record<string, unknown> = {};
  if (parsed.success) {
    data = parsed.data as Record<string, unknown>;
    for (const b of brokenRules(fam.def, { ...before, ...data })) problems.push(b);
  } else {
    problems.push(...describeIssueTexts(fam.def, parsed.error.issues, fields));
  }
  const lists: Record<string, CheckedRow[]> = {};
  for (const list of fam.lists) {
    if (list.key in raw) lists[list.key] = checkRows(fam, list, raw[list.key], existing[list.key] ?? [], problems);
  }
  if (problems.length) {
    throw badRequest(
      problems[0].text,
      problems.map((p) => p.text),
      problems.map((p) => ({ field: p.field, value: p.value })),
    );
  }
  return { fields: data, lists };
}
