import { srvText } from '@limo/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { locations } from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { HttpError } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import type { Row } from '../../engine/store.js';
import type { CheckedRow } from './rate-check.js';
import type { RateFamily, RowList } from './families.js';

/** The rows of one list of a rate, as the store holds them (what the user may see). */
async function rowsOf(ex: Db | Tx, fam: RateFamily, list: RowList, rateId: number, principal: Principal): Promise<Row[]> {
  const cols = list.store.columns;
  const where: (SQL | undefined)[] = [eq(cols[fam.fk], rateId), list.store.scope(principal)];
  if (list.tableType) where.push(eq(cols.tableType, list.tableType));
  return (await ex
    .select()
    .from(list.store.table)
    .where(and(...where))) as Row[];
}

/** The existing rows of every list of a rate, by list key. */
export async function existingRows(tx: Tx, fam: RateFamily, rateId: number, principal: Principal) {
  const out: Record<string, Row[]> = {};
  for (const list of fam.lists) out[list.key] = await rowsOf(tx, fam, list, rateId, principal);
  return out;
}

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const byText =
  (...fields: string[]) =>
  (a: Record<string, unknown>, b: Record<string, unknown>) => {
    for (const f of fields) {
      const c = text(a[f]).localeCompare(text(b[f]), 'en', { numeric: true });
      if (c) return c;
    }
    return Number(a.id) - Number(b.id);
  };

/** How each list is shown: route tables by their ends (codes for table L), hires by hours, extras by code. */
const ORDER: Record<string, (a: Record<string, unknown>, b: Record<string, unknown>) => number> = {
  B: byText('fromZone', 'toZone'),
  L: byText('fromLocationCode', 'toLocationCode'),
  Hires: (a, b) => Number(a.minHours) - Number(b.minHours) || Number(a.id) - Number(b.id),
  Extras: byText('extraType', 'extraCode'),
  OCs: byText('tariffOcId'),
};
const orderOf = (list: RowList) => ORDER[list.tableType ?? (Object.keys(ORDER).find((k) => list.key.endsWith(k)) as string)];

/** One list of a rate in wire form; route rows carry the codes of their locations (read-only). */
export async function listOf(ex: Db | Tx, fam: RateFamily, list: RowList, rateId: number, principal: Principal) {
  const def = list.store.def;
  let rows: Record<string, unknown>[];
  if (list.tableType) {
    const cols = list.store.columns;
    const found = await ex
      .select({ row: list.store.table, from: fromLoc.locationCode, to: toLoc.locationCode })
      .from(list.store.table)
      .leftJoin(fromLoc, eq(fromLoc.id, cols.fromLocationId))
      .leftJoin(toLoc, eq(toLoc.id, cols.toLocationId))
      .where(and(eq(cols[fam.fk], rateId), eq(cols.tableType, list.tableType), list.store.scope(principal)));
    rows = found.map((r) => ({ ...toWire(def, r.row as Row), fromLocationCode: r.from, toLocationCode: r.to }));
  } else {
    rows = (await rowsOf(ex, fam, list, rateId, principal)).map((r) => toWire(def, r));
  }
  return rows.sort(orderOf(list));
}

/** A rate in wire form with every list of rows. */
export async function rateAnswer(ex: Db | Tx, fam: RateFamily, rate: Row, principal: Principal) {
  const out: Record<string, unknown> = toWire(fam.def, rate);
  for (const list of fam.lists) out[list.key] = await listOf(ex, fam, list, rate.id, principal);
  return out;
}

/**
 * Makes a list of the rate hold exactly the rows sent: rows no longer listed go first (so a
 * listed row may take their unique key), kept rows are updated, new ones added.
 */
export async function replaceRows(tx: Tx, fam: RateFamily, list: RowList, rateId: number, rows: CheckedRow[], existing: Row[], principal: Principal) {
  const kept = new Set(rows.map((r) => r.id));
  const store = list.store;
  for (const gone of existing.filter((e) => !kept.has(e.id))) await mapDbError(store.def, () => store.remove(tx, gone.id, principal));
  for (const [i, row] of rows.entries()) {
    const values = { ...row.values, [fam.fk]: rateId };
    try {
      await mapDbError(store.def, () => (row.id === undefined ? store.create(tx, values, principal) : store.update(tx, row.id, values, principal)));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      throw err.within(srvText('srv.row', { what: list.place, row: i + 1 }));
    }
  }
}
