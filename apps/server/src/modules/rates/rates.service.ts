import { hasRight, srvText } from '@limo/domain';
import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { vehicleTypes } from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { forbidden, HttpError, notFound } from '../../engine/errors.js';
import type { Row } from '../../engine/store.js';
import type { RateFamily } from './families.js';
import { checkRateBody } from './rate-check.js';
import { existingRows, listOf, rateAnswer, replaceRows } from './rate-rows.js';
import type { RateCopy } from './rates.schemas.js';

/**
 * Class rates and special rates saved with all their rows in one transaction, their route tables,
 * and their copies. A tariff (or a client) prices a vehicle type with one rate at a time: the
 * validity periods of one owner and vehicle type may not overlap (docs/decisions.md, issue 8).
 */

const period = (r: Row) =>
  r.expiryDate
    ? srvText('srv.rate.period', { from: String(r.effectiveDate), to: String(r.expiryDate) })
    : srvText('srv.rate.periodOpen', { from: String(r.effectiveDate) });

/**
 * Refuses a rate whose validity meets another rate of its owner and vehicle type. The owner's row
 * is locked first, so two saves of one owner's rates run one after the other and cannot both get in.
 */
async function checkNoOverlap(tx: Tx, fam: RateFamily, rate: Row) {
  const owner = fam.owner;
  const ownerId = rate[owner.field] as number;
  const [found] = await tx.select({ code: owner.code }).from(owner.table).where(eq(owner.table.id, ownerId)).for('update');
  const cols = fam.rates.columns;
  const [other] = (await tx
    .select()
    .from(fam.rates.table)
    .where(
      and(
        eq(cols[owner.field], ownerId),
        eq(cols.vehicleTypeId, rate.vehicleTypeId as number),
        ne(cols.id, rate.id),
        rate.expiryDate ? lte(cols.effectiveDate, rate.expiryDate as string) : undefined,
        or(isNull(cols.expiryDate), gte(cols.expiryDate, rate.effectiveDate as string)),
      ),
    )
    .orderBy(cols.effectiveDate)
    .limit(1)) as Row[];
  if (!other) return;
  const [type] = await tx
    .select({ name: vehicleTypes.vehicleType })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.id, rate.vehicleTypeId as number));
  const message = srvText('srv.rate.overlap', {
    owner: owner.label,
    code: String(found?.code ?? ownerId),
    what: fam.def.label,
    type: String(type?.name ?? rate.vehicleTypeId),
    other: period(other),
    id: other.id,
    period: period(rate),
  });
  throw new HttpError(
    409,
    message,
    [message],
    [
      { field: 'effectiveDate', value: rate.effectiveDate },
      { field: 'expiryDate', value: rate.expiryDate ?? null },
    ],
  );
}

/** Creates (no id) or updates a rate with the lists of rows the body sends, inside `tx`; answers the rate with all its rows. */
export async function saveRateIn(tx: Tx, fam: RateFamily, body: unknown, principal: Principal, id?: number, wanted?: number) {
  const before = id === undefined ? undefined : await fam.rates.findOne(tx, id, principal);
  const existing = before ? await existingRows(tx, fam, before.id, principal) : {};
  const checked = checkRateBody(fam, body, existing, before);
  // Lock the owner before writing: the insert's foreign key takes a share lock on it, and two saves
  // that each held one and then asked for the update lock would deadlock (a 500 on PostgreSQL).
  const ownerId = (checked.fields as Record<string, unknown>)[fam.owner.field] ?? before?.[fam.owner.field];
  if (typeof ownerId === 'number') await tx.select({ id: fam.owner.table.id }).from(fam.owner.table).where(eq(fam.owner.table.id, ownerId)).for('update');
  const rate = before ? await fam.rates.update(tx, before.id, checked.fields, principal, wanted) : await fam.rates.create(tx, checked.fields, principal);
  await checkNoOverlap(tx, fam, rate);
  for (const list of fam.lists) {
    const rows = checked.lists[list.key];
    if (rows) await replaceRows(tx, fam, list, rate.id, rows, existing[list.key] ?? [], principal);
  }
  return rateAnswer(tx, fam, rate, principal);
}

/** createTariffRates / updateTariffRates (and the special rates' pair): one transaction. */
export function saveRate(db: Db, fam: RateFamily, body: unknown, principal: Principal, id?: number, wanted?: number) {
  return mapDbError(fam.def, () => db.transaction((tx) => saveRateIn(tx, fam, body, principal, id, wanted)));
}

/** getTariffRateDtls / getTariffSPRateDtls: the route tables B and L of a rate, which must be of that vehicle type (and client). */
export async function rateTables(db: Db, fam: RateFamily, id: number, principal: Principal, match: { vehicleTypeId: number; clientId?: number }) {
  const rate = await fam.rates.findOne(db, id, principal);
  const wrongType = rate.vehicleTypeId !== match.vehicleTypeId;
  const wrongClient = match.clientId !== undefined && rate.clientId !== match.clientId;
  if (wrongType || wrongClient) {
    const of = wrongType ? match.vehicleTypeId : match.clientId;
    throw notFound(srvText(wrongType ? 'srv.rate.notOfType' : 'srv.rate.notOfClient', { what: fam.def.label, id, of: String(of) }));
  }
  const [b, l] = fam.lists.filter((x) => x.tableType);
  return { [b.key]: await listOf(db, fam, b, id, principal), [l.key]: await listOf(db, fam, l, id, principal) };
}

const NOT_COPIED = new Set(['id', 'version', 'createDt', 'createBy', 'lastUpdateDt', 'lastUpdateBy', '_links', 'fromLocationCode', 'toLocationCode']);
/** The part of a list's key both families share: DtlTableBs, Hires, Extras, OCs. */
const part = (key: string) => key.replace(/^tariff(SP)?Rate/, '');

/**
 * A new rate of `to` with the fields and every row of a rate of `from`, under another owner,
 * vehicle type or dates when the copy says so (copyTariffRate, copyTariffRateClient, copyTariffSPRates).
 */
export function copyRate(db: Db, from: RateFamily, to: RateFamily, sourceId: number, copy: RateCopy, principal: Principal) {
  if (!hasRight(principal.rights, from.right)) throw forbidden(srvText('srv.noRight', { right: from.right })).withSecurity({ right: from.right });
  return mapDbError(to.def, () =>
    db.transaction(async (tx) => {
      const source = await rateAnswer(tx, from, await from.rates.findOne(tx, sourceId, principal), principal);
      const body: Record<string, unknown> = {};
      for (const f of to.def.fields) if (f.name in source && !f.readOnly) body[f.name] = source[f.name];
      if (copy.ownerId !== undefined) body[to.owner.field] = copy.ownerId;
      for (const key of ['vehicleTypeId', 'effectiveDate', 'expiryDate'] as const) if (copy[key] !== undefined) body[key] = copy[key];
      for (const list of to.lists) {
        const rows = (source[from.lists.find((l) => part(l.key) === part(list.key))?.key ?? ''] ?? []) as Record<string, unknown>[];
        body[list.key] = rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !NOT_COPIED.has(k) && k !== from.fk)));
      }
      return saveRateIn(tx, to, body, principal);
    }),
  );
}
