import { centsToMoney, moneyToCents, RECALC_ORDER_STATUSES, type RecalcSkipReason, recalcTotal, srvText } from '@limo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { HttpError, notFound, type Text } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { anyOf } from '../orders/enquiry.service.js';
import { diffRows, type HistoryRow, repricedRow, writeHistory } from '../orders/order-history.js';
import { saveFareLines, updateVehicle } from '../orders/order-write.js';
import { PricingService } from '../pricing/pricing.service.js';
import type { RecalcAnswer, RecalcOrdersBody, RecalcRowWire } from './order-ops.schemas.js';
import { type PricedVehicle, priceCandidates, type RecalcFilter, type Unpriced } from './recalc-pricing.js';

/*
 * Recalculation after a rate change (issue 15, docs/order-operations.md). Every call keeps a run
 * (recalcs) with its rows (recalcDtls). Applying re-prices the chosen rows as updateOrderTariff
 * does (tariffFareAmt, fareAmt, price lines, history rows), all in one transaction with the run.
 */

type RowFields = Pick<PricedVehicle, 'orderVehicleId' | 'orderId' | 'orderRefId' | 'pickupDate' | 'pickupTime' | 'oldAmt' | 'newAmt' | 'diffAmt'> & {
  skipped: string | null;
};
const wireRow = (r: RowFields): RecalcRowWire => ({
  orderVehicleId: r.orderVehicleId,
  orderId: r.orderId,
  orderRefId: r.orderRefId,
  pickupDate: r.pickupDate,
  pickupTime: r.pickupTime,
  oldAmt: r.oldAmt,
  newAmt: r.newAmt,
  diffAmt: r.diffAmt,
  ...(r.skipped ? { skipped: r.skipped as RecalcSkipReason } : {}),
});
const money = (v: string) => centsToMoney(moneyToCents(v));
/** Rows a PostgreSQL statement takes at once (its parameters stay far below 65 535). */
const CHUNK = 1000;

const refusal = (message: Text, errors: Text[], orderVehicleIds: number[]) => new HttpError(409, message, errors).withExtra({ orderVehicleIds });

/** The rows of `rows` to apply: all not skipped, or the chosen ones (each must be a row not skipped). */
function chosenRows(rows: PricedVehicle[], chosen: readonly number[] | null | undefined): PricedVehicle[] {
  const live = rows.filter((r) => !r.skipped);
  if (!chosen) return live;
  const byId = new Map(live.map((r) => [r.orderVehicleId, r]));
  const absent = [...new Set(chosen)].filter((id) => !byId.has(id));
  if (absent.length) {
    throw refusal(
      srvText('srv.ops.notApplicable', { count: absent.length }),
      absent.map((id) => {
        const row = rows.find((r) => r.orderVehicleId === id);
        return row ? srvText('srv.ops.rowSkipped', { id, order: row.orderRefId, reason: String(row.skipped) }) : srvText('srv.ops.rowAbsent', { id });
      }),
      absent,
    );
  }
  return [...new Set(chosen)].map((id) => byId.get(id) as PricedVehicle);
}

/** Re-prices the rows as updateOrderTariff does; the orders and vehicles locked, a change since pricing refused. */
async function applyRows(tx: Tx, rows: PricedVehicle[], recalcId: number, principal: Principal) {
  if (!rows.length) return;
  const orderIds = [...new Set(rows.map((r) => r.orderId))].sort((a, b) => a - b);
  const orders = await tx
    .select({ id: t.orders.id, version: t.orders.version, orderStatus: t.orders.orderStatus })
    .from(t.orders)
    .where(anyOf(t.orders.id, orderIds))
    .orderBy(asc(t.orders.id))
    .for('update');
  const vehicles = await tx
    .select({ id: t.orderVehicles.id, version: t.orderVehicles.version, status: t.orderVehicles.orderVehicleStatus })
    .from(t.orderVehicles)
    .where(
      anyOf(
        t.orderVehicles.id,
        rows.map((r) => r.orderVehicleId),
      ),
    )
    .orderBy(asc(t.orderVehicles.id))
    .for('update');
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  const vehicleOf = new Map(vehicles.map((v) => [v.id, v]));
  const moved = rows.filter((r) => {
    const [o, v] = [orderOf.get(r.orderId), vehicleOf.get(r.orderVehicleId)];
    return !o || !(RECALC_ORDER_STATUSES as readonly string[]).includes(o.orderStatus) || !v || v.status !== 'A' || v.version !== r.vehicleVersion;
  });
  if (moved.length) {
    throw refusal(
      srvText('srv.ops.changedWhilePriced', { count: moved.length }),
      moved.map((r) => srvText('srv.ops.rowChanged', { order: r.orderRefId, id: r.orderVehicleId })),
      moved.map((r) => r.orderVehicleId),
    );
  }
  const now = new Date();
  const history: HistoryRow[] = [];
  for (const id of orderIds) {
    const o = orderOf.get(id) as (typeof orders)[number];
    await tx
      .update(t.orders)
      .set({ version: o.version + 1, lastUpdateBy: principal.username, lastUpdateDt: now })
      .where(eq(t.orders.id, id));
    history.push(repricedRow(id, recalcId));
  }
  for (const r of rows) {
    const fareAmt = r.manualFareAmt ?? r.newAmt;
    history.push(
      ...diffRows(
        r.orderId,
        r.orderVehicleId,
        ['tariffFareAmt', 'fareAmt'],
        { tariffFareAmt: r.oldTariffFareAmt, fareAmt: r.oldAmt },
        { tariffFareAmt: r.newAmt, fareAmt },
      ),
    );
    await updateVehicle(tx, r.orderVehicleId, r.vehicleVersion, { tariffFareAmt: r.newAmt, fareAmt }, principal);
    await saveFareLines(tx, r.orderVehicleId, { lines: r.lines, tariffFareAmt: r.newAmt, fareAmt });
  }
  await writeHistory(tx, history, principal);
}

export class RecalcService {
  private readonly pricing: PricingService;

  constructor(
    private readonly db: Db,
    private readonly events: Events,
  ) {
    this.pricing = new PricingService(db);
  }

  /** recalcOrders (and createRecalcs, apply false): a run of the period, applied when asked. */
  async run(body: Omit<RecalcOrdersBody, 'apply'> & { apply: boolean }, principal: Principal, log?: FastifyBaseLogger): Promise<RecalcAnswer> {
    const filter: RecalcFilter = { dateFrom: body.dateFrom, dateTo: body.dateTo, clientId: body.clientId, tariffId: body.tariffId };
    const { rows, unpriced } = await priceCandidates(this.db, this.pricing, principal.selectedBranchId, filter);
    const chosen = body.apply ? chosenRows(rows, body.orderVehicleIds) : [];
    const applied = new Set(chosen.map((r) => r.orderVehicleId));
    const recalcId = await this.events.transaction(this.db, log, async (tx) => {
      const who = { createBy: principal.username, lastUpdateBy: principal.username };
      const [run] = await tx
        .insert(t.recalcs)
        .values({
          dateFrom: body.dateFrom,
          dateTo: body.dateTo,
          clientId: body.clientId ?? null,
          tariffId: body.tariffId ?? null,
          applied: body.apply ? 1 : 0,
          rowCount: rows.length,
          totalDiffAmt: recalcTotal(rows),
          ...who,
        })
        .returning({ id: t.recalcs.id });
      await applyRows(tx, chosen, run.id, principal);
      if (applied.size) await this.events.publish(tx, 'orderVehiclesChanged', { branchId: principal.selectedBranchId, orderVehicleIds: [...applied] });
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx.insert(t.recalcDtls).values(
          rows.slice(i, i + CHUNK).map((r) => ({
            recalcId: run.id,
            orderVehicleId: r.orderVehicleId,
            orderId: r.orderId,
            oldAmt: r.oldAmt,
            newAmt: r.newAmt,
            diffAmt: r.diffAmt,
            skipped: r.skipped,
            applied: applied.has(r.orderVehicleId) ? 1 : 0,
            ...who,
          })),
        );
      }
      return run.id;
    });
    return { recalcId, rows: rows.map(wireRow), totalDiffAmt: recalcTotal(rows), unpriced };
  }

  /**
   * updateRecalcs: applies a stored run's rows (all not skipped, or the chosen ones) at today's
   * prices, and marks the run applied; a run applied already is a 409.
   */
  async apply(id: number, orderVehicleIds: readonly number[] | null | undefined, principal: Principal, log?: FastifyBaseLogger): Promise<RecalcAnswer> {
    const run = await this.storedRun(id, principal);
    if (run.applied === 1) throw new HttpError(409, srvText('srv.ops.appliedAlready', { id }));
    const stored = await this.db.select().from(t.recalcDtls).where(eq(t.recalcDtls.recalcId, id)).orderBy(asc(t.recalcDtls.id));
    const live = stored.filter((r) => !r.skipped).map((r) => r.orderVehicleId);
    const wanted = orderVehicleIds ? [...new Set(orderVehicleIds)] : live;
    const notRows = wanted.filter((v) => !live.includes(v));
    if (notRows.length) {
      throw refusal(
        srvText('srv.ops.notRowsOf', { count: notRows.length, id }),
        notRows.map((v) => srvText('srv.ops.notRowOf', { vehicle: v, id })),
        notRows,
      );
    }
    const filter: RecalcFilter = { dateFrom: run.dateFrom, dateTo: run.dateTo, clientId: run.clientId, tariffId: run.tariffId, orderVehicleIds: wanted };
    // Today's prices: a row no longer a candidate (its order cancelled, its vehicle removed) is not applied.
    const { rows, unpriced } = wanted.length
      ? await priceCandidates(this.db, this.pricing, principal.selectedBranchId, filter)
      : { rows: [], unpriced: [] as Unpriced[] };
    const chosen = rows.filter((r) => !r.skipped);
    const now = new Date();
    await this.events.transaction(this.db, log, async (tx) => {
      const [locked] = await tx.select({ applied: t.recalcs.applied }).from(t.recalcs).where(eq(t.recalcs.id, id)).for('update');
      if (locked.applied === 1) throw new HttpError(409, srvText('srv.ops.appliedAlready', { id }));
      await applyRows(tx, chosen, id, principal);
      for (const r of rows) {
        await tx
          .update(t.recalcDtls)
          .set({ newAmt: r.newAmt, diffAmt: r.diffAmt, skipped: r.skipped, applied: r.skipped ? 0 : 1, lastUpdateBy: principal.username, lastUpdateDt: now })
          .where(and(eq(t.recalcDtls.recalcId, id), eq(t.recalcDtls.orderVehicleId, r.orderVehicleId)));
      }
      const after = await tx.select().from(t.recalcDtls).where(eq(t.recalcDtls.recalcId, id));
      const total = recalcTotal(after.map((r) => ({ diffAmt: money(r.diffAmt), skipped: r.skipped as RecalcSkipReason | null })));
      await tx
        .update(t.recalcs)
        .set({ applied: 1, totalDiffAmt: total, version: run.version + 1, lastUpdateBy: principal.username, lastUpdateDt: now })
        .where(eq(t.recalcs.id, id));
      if (chosen.length)
        await this.events.publish(tx, 'orderVehiclesChanged', { branchId: principal.selectedBranchId, orderVehicleIds: chosen.map((r) => r.orderVehicleId) });
    });
    const after = await this.db
      .select({ dtl: t.recalcDtls, orderRefId: t.orders.orderRefId, pickupDate: t.orderVehicles.pickupDate, pickupTime: t.orderVehicles.pickupTime })
      .from(t.recalcDtls)
      .innerJoin(t.orders, eq(t.orders.id, t.recalcDtls.orderId))
      .innerJoin(t.orderVehicles, eq(t.orderVehicles.id, t.recalcDtls.orderVehicleId))
      .where(eq(t.recalcDtls.recalcId, id))
      .orderBy(asc(t.recalcDtls.id));
    const wire = after.map(({ dtl, ...r }) => wireRow({ ...dtl, ...r, oldAmt: money(dtl.oldAmt), newAmt: money(dtl.newAmt), diffAmt: money(dtl.diffAmt) }));
    return { recalcId: id, rows: wire, totalDiffAmt: recalcTotal(wire), unpriced };
  }

  /** The run, when its rows are orders of the selected branch (a run without rows belongs to none). */
  private async storedRun(id: number, principal: Principal) {
    const [run] = await this.db.select().from(t.recalcs).where(eq(t.recalcs.id, id));
    if (!run) throw notFound(`Recalculation ${id} not found`);
    const [other] = await this.db
      .select({ branchId: t.orders.branchId })
      .from(t.recalcDtls)
      .innerJoin(t.orders, eq(t.orders.id, t.recalcDtls.orderId))
      .where(eq(t.recalcDtls.recalcId, id))
      .limit(1);
    if (other && other.branchId !== principal.selectedBranchId) throw notFound(`Recalculation ${id} not found`);
    return run;
  }
}
