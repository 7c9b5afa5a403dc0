import { RESOURCES, type ServerText, srvText, REFUSAL_NAMES } from '@limo/domain';
import { and, asc, desc, eq, getTableColumns, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { badRequest, bodyNotObject, conflict, notFound } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import { parseId, readId } from '../../engine/ids.js';
import type { CollectionStore } from '../../engine/store.js';
import type { copyRatesBody, reseqBody, versionBody } from './rate-card.schemas.js';

/* The allowance rate card's calls (issue 16 rules 1, 4, 5): versions, rate rows in seq order, copies. */

type Ex = Db | Tx;
const rates = t.allowanceRates;
const audit = (principal: Principal) => ({ createBy: principal.username, lastUpdateBy: principal.username, lastUpdateDt: new Date() });

/** The body as an object, and the id it names (an update) or none (a new record). */
export function splitId(body: unknown): { id?: number; fields: Record<string, unknown> } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw bodyNotObject(body);
  const { id, ...fields } = body as Record<string, unknown>;
  return id === undefined || id === null ? { fields } : { id: parseId(id, 'id'), fields };
}

export class RateCardService {
  private readonly store: CollectionStore;

  constructor(
    private readonly db: Db,
    stores: Record<string, CollectionStore>,
  ) {
    this.store = stores.allowanceRates;
  }

  /** GET getAllowanceEffDates: every version, the newest first. */
  async versions() {
    const rows = await this.db.select().from(t.allowanceEffDates).orderBy(desc(t.allowanceEffDates.effDate));
    return rows.map((r) => toWire(RESOURCES.allowanceEffDates, r));
  }

  private async version(ex: Ex, id: number) {
    const [row] = await ex.select().from(t.allowanceEffDates).where(eq(t.allowanceEffDates.id, id));
    if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.allowanceVersion, id: id }));
    return row;
  }

  /** Rate rows with their group codes, by seq. */
  private async rows(ex: Ex, where: ReturnType<typeof eq>) {
    const rows = await ex
      .select({
        ...getTableColumns(rates),
        allowanceLocationCode: t.allowanceLocations.allowanceLocationCode,
        allowanceVehicleTypeCode: t.allowanceVehicleTypes.allowanceVehicleTypeCode,
      })
      .from(rates)
      .leftJoin(t.allowanceLocations, eq(t.allowanceLocations.id, rates.allowanceLocationId))
      .leftJoin(t.allowanceVehicleTypes, eq(t.allowanceVehicleTypes.id, rates.allowanceVehicleTypeId))
      .where(where)
      .orderBy(asc(rates.seq), asc(rates.id));
    return rows.map(({ allowanceLocationCode, allowanceVehicleTypeCode, ...row }) => ({
      ...toWire(RESOURCES.allowanceRates, row),
      allowanceLocationCode,
      allowanceVehicleTypeCode,
    }));
  }

  /** POST getAllowanceRates: a version's rate rows by seq. */
  async ratesOf({ allowanceEffDateId }: z.output<typeof versionBody>) {
    await this.version(this.db, allowanceEffDateId);
    return this.rows(this.db, eq(rates.allowanceEffDateId, allowanceEffDateId));
  }

  /** GET getAllowanceRate/{id}. */
  async rate(id: number, ex: Ex = this.db) {
    const [row] = await this.rows(ex, eq(rates.id, id));
    if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.allowanceRate, id: id }));
    return row;
  }

  /** POST upsertAllowanceRate: with id an update, else a new row (its seq after the version's last when not given). */
  async upsert(body: unknown, principal: Principal): Promise<{ created: boolean; row: Awaited<ReturnType<RateCardService['rate']>> }> {
    const { id, fields } = splitId(body);
    return mapDbError(this.store.def, () =>
      this.db.transaction(async (tx) => {
        if (id !== undefined) {
          const saved = await this.store.update(tx, id, fields, principal);
          return { created: false, row: await this.rate(saved.id, tx) };
        }
        // Read as an id (within an integer column: issue 31); anything else is the store's validation's to refuse.
        const versionId = readId(fields.allowanceEffDateId);
        if ((fields.seq === undefined || fields.seq === null) && versionId !== undefined) {
          const [last] = await tx
            .select({ seq: max(rates.seq) })
            .from(rates)
            .where(eq(rates.allowanceEffDateId, versionId));
          fields.seq = (last?.seq ?? 0) + 1;
        }
        const saved = await this.store.create(tx, fields, principal);
        return { created: true, row: await this.rate(saved.id, tx) };
      }),
    );
  }

  /** POST reseqAllowanceRates: the rows get seq 1..n in the order of ids, which must be exactly the version's rows. */
  async reseq({ allowanceEffDateId, ids }: z.output<typeof reseqBody>, principal: Principal) {
    return this.db.transaction(async (tx) => {
      await this.version(tx, allowanceEffDateId);
      const held = await tx
        .select({ id: rates.id, seq: rates.seq, version: rates.version })
        .from(rates)
        .where(eq(rates.allowanceEffDateId, allowanceEffDateId))
        .for('update');
      const heldIds = new Set(held.map((r) => r.id));
      const problems: { message: ServerText; field: string; value: unknown }[] = [];
      const seen = new Set<number>();
      ids.forEach((rowId, i) => {
        if (seen.has(rowId)) problems.push({ message: srvText('srv.alw.rateTwice', { i, id: rowId }), field: `ids[${i}]`, value: rowId });
        else if (!heldIds.has(rowId)) problems.push({ message: srvText('srv.alw.rateNotOfVersion', { i, id: rowId }), field: `ids[${i}]`, value: rowId });
        seen.add(rowId);
      });
      const missing = held.filter((r) => !seen.has(r.id)).map((r) => r.id);
      if (missing.length) problems.push({ message: srvText('srv.alw.rateMissing', { ids: missing.join(', ') }), field: 'ids', value: missing });
      if (problems.length) {
        throw badRequest(
          problems[0].message,
          problems.map((p) => p.message),
          problems.map(({ field, value }) => ({ field, value })),
        );
      }
      const before = new Map(held.map((r) => [r.id, r]));
      for (const [i, rowId] of ids.entries()) {
        const row = before.get(rowId);
        if (!row || row.seq === i + 1) continue;
        await tx
          .update(rates)
          .set({ seq: i + 1, version: row.version + 1, lastUpdateBy: principal.username, lastUpdateDt: new Date() })
          .where(eq(rates.id, rowId));
      }
      return this.rows(tx, eq(rates.allowanceEffDateId, allowanceEffDateId));
    });
  }

  /** POST copyAllowanceRates: a new version from effDate with the source's overtime terms, rate rows and part-time basics. */
  async copy({ fromAllowanceEffDateId, effDate }: z.output<typeof copyRatesBody>, principal: Principal) {
    return mapDbError(RESOURCES.allowanceEffDates, () =>
      this.db.transaction(async (tx) => {
        const source = await this.version(tx, fromAllowanceEffDateId);
        const [taken] = await tx.select({ id: t.allowanceEffDates.id }).from(t.allowanceEffDates).where(eq(t.allowanceEffDates.effDate, effDate));
        if (taken) throw conflict(srvText('srv.alw.versionExists', { date: effDate }));
        const [made] = await tx
          .insert(t.allowanceEffDates)
          .values({ effDate, otStandardMinutes: source.otStandardMinutes, otHourlyRate: source.otHourlyRate, remarks: source.remarks, ...audit(principal) })
          .returning();
        const sourceRates = await tx.select().from(rates).where(eq(rates.allowanceEffDateId, source.id)).orderBy(asc(rates.seq), asc(rates.id));
        if (sourceRates.length) {
          await tx.insert(rates).values(
            sourceRates.map((r) => ({
              allowanceEffDateId: made.id,
              seq: r.seq,
              allowanceLocationId: r.allowanceLocationId,
              allowanceVehicleTypeId: r.allowanceVehicleTypeId,
              serviceType: r.serviceType,
              fromTime: r.fromTime,
              toTime: r.toTime,
              amount: r.amount,
              remarks: r.remarks,
              ...audit(principal),
            })),
          );
        }
        const basics = await tx
          .select()
          .from(t.allowancePtBasics)
          .where(and(eq(t.allowancePtBasics.allowanceEffDateId, source.id)));
        if (basics.length) {
          await tx.insert(t.allowancePtBasics).values(
            basics.map((b) => ({
              allowanceEffDateId: made.id,
              seq: b.seq,
              allowanceVehicleTypeId: b.allowanceVehicleTypeId,
              dailyAmount: b.dailyAmount,
              ...audit(principal),
            })),
          );
        }
        return toWire(RESOURCES.allowanceEffDates, made);
      }),
    );
  }
}
