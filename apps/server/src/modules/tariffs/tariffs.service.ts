import { RESOURCES, type ServerText, srvText, REFUSAL_NAMES } from '@limo/domain';
import { and, asc, between, eq, inArray, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { holidays, tariffOCs } from '../../db/schema/index.js';
import type { ChildSpec } from '../../engine/aggregate.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, notFound } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import type { CollectionStore } from '../../engine/store.js';
import type { PrepareSave } from '../files/aggregate-routes.js';
import { checkAggregateBody } from './body-check.js';
import type { Reseq } from './tariffs.schemas.js';

type Stores = Record<string, CollectionStore>;

/** A tariff is saved with the vehicle types it offers. */
export const tariffChildren = (stores: Stores): ChildSpec[] => [{ store: stores.tariffVehicleTypeMaps, foreignKey: 'tariffId' }];
/** An other charge is saved with its amount per vehicle type. */
export const ocChildren = (stores: Stores): ChildSpec[] => [{ store: stores.tariffOCDtls, foreignKey: 'tariffOcId' }];

/** Before a save with children: every problem of the body in one 400 (the save itself stops at the first). */
export function checkFirst(store: CollectionStore, children: ChildSpec[]): PrepareSave {
  const defs = children.map((c) => ({ def: c.store.def, foreignKey: c.foreignKey }));
  return async (_tx, id, body) => checkAggregateBody(store.def, id === undefined ? 'create' : 'patch', body, defs);
}

/** A new other charge without a sequence goes after the others (10 beyond the last), not first at 0. */
export function ocLast(store: CollectionStore, children: ChildSpec[]): PrepareSave {
  const check = checkFirst(store, children);
  return async (tx, id, body, principal) => {
    const checked = await check(tx, id, body, principal);
    if (id !== undefined || (checked.seq !== undefined && checked.seq !== null && checked.seq !== '')) return checked;
    const [{ last }] = await tx.select({ last: max(tariffOCs.seq) }).from(tariffOCs);
    return { ...checked, seq: Math.min((last ?? 0) + 10, 99999) };
  };
}

/** reseqTariffOCs: every charge listed takes its new sequence, in one transaction; answers all charges in their new order. */
export async function resequenceOCs(db: Db, store: CollectionStore, input: Reseq, principal: Principal) {
  const problems: ServerText[] = [];
  const twice = (values: number[]) => values.filter((v, i) => values.indexOf(v) !== i);
  for (const id of new Set(twice(input.tariffOCs.map((r) => r.id)))) problems.push(srvText('srv.tar.listedTwice', { id }));
  for (const seq of new Set(twice(input.tariffOCs.map((r) => r.seq)))) problems.push(srvText('srv.tar.seqTwice', { seq }));
  if (problems.length) throw badRequest(problems[0], problems);
  return db.transaction(async (tx) => {
    const ids = input.tariffOCs.map((r) => r.id);
    const found = new Set((await tx.select({ id: tariffOCs.id }).from(tariffOCs).where(inArray(tariffOCs.id, ids))).map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.otherCharge, id: missing.join(', ') }));
    for (const { id, seq } of input.tariffOCs) await store.update(tx, id, { seq }, principal);
    return allOCs(tx);
  });
}

async function allOCs(tx: Tx) {
  const rows = await tx.select().from(tariffOCs).orderBy(asc(tariffOCs.seq), asc(tariffOCs.ocCode));
  return rows.map((r) => toWire(RESOURCES.tariffOCs, r));
}

/** The public holidays of an area between two dates (a year or a month), by date. */
export async function holidaysBetween(db: Db, area: string, range: { from: string; to: string }) {
  const rows = await db
    .select()
    .from(holidays)
    .where(and(eq(holidays.areaInitial, area), between(holidays.holidayDate, range.from, range.to)))
    .orderBy(asc(holidays.holidayDate));
  return rows.map((r) => toWire(RESOURCES.holidays, r));
}
