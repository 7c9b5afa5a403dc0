import { centsToMoney, moneyToCents, orderVoidability, srvText, type Voidability, VOIDABLE_ORDER_STATUSES, REFUSAL_NAMES } from '@limo/domain';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, HttpError, notFound } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { anyOf } from '../orders/enquiry.service.js';
import { diffRows, type HistoryRow, writeHistory } from '../orders/order-history.js';
import { releaseForOrder } from '../orders/order-write.js';
import { onLiveInvoice } from '../invoices/invoice-lock.js';
import { type GenBatchVoidBody, MAX_BATCH_ORDERS } from './order-ops.schemas.js';

/*
 * The batch void (issue 15, docs/order-operations.md): the preview lists the pending and active
 * orders of the selected branch with a vehicle of the period, each with whether it may be voided
 * and why not; the void takes them all in one transaction or none. The orders are locked (FOR
 * UPDATE) and checked again inside the transaction, so a second void racing the first waits, then
 * finds them void and is refused.
 */

const o = t.orders;
const ov = t.orderVehicles;
/** A vehicle removed from its order (orderVehicleStatus C) is no longer part of the booking. */
const liveVehicle = eq(ov.orderVehicleStatus, 'A');

interface VehicleState {
  id: number;
  orderId: number;
  jobStatus: string | null;
  fareAmt: string;
  pickupDate: string;
  voucherNo: string | null;
  onLiveInvoice: boolean;
}

/** The vehicles not cancelled of these orders, by order, in their sequence; `lock`: locked too (a driver's mark waits). */
async function liveVehiclesOf(db: Db | Tx, orderIds: number[], lock = false): Promise<Map<number, VehicleState[]>> {
  const query = db
    .select({
      id: ov.id,
      orderId: ov.orderId,
      jobStatus: ov.jobStatus,
      fareAmt: ov.fareAmt,
      pickupDate: ov.pickupDate,
      voucherNo: ov.voucherNo,
      onLiveInvoice: onLiveInvoice(ov.id),
    })
    .from(ov)
    .where(and(anyOf(ov.orderId, orderIds), liveVehicle))
    .orderBy(asc(ov.orderId), asc(ov.seqNo));
  const rows = orderIds.length ? await (lock ? query.for('update') : query) : [];
  const out = new Map<number, VehicleState[]>();
  for (const r of rows) out.set(r.orderId, [...(out.get(r.orderId) ?? []), r]);
  return out;
}

function voidability(orderStatus: string, vehicles: readonly VehicleState[]): Voidability {
  // An order with a vehicle on a live invoice stays until the invoice is voided (issue 17 rule 6).
  return orderVoidability({ orderStatus, orderVehicles: vehicles.map((v) => ({ jobStatus: v.jobStatus, onLiveInvoice: v.onLiveInvoice })) });
}

/** The sum of numeric(12, 2) column values (text with two decimals), in cents. */
const sumMoney = (amts: string[]) => centsToMoney(amts.reduce((s, a) => s + moneyToCents(a), 0));

export class BatchVoidService {
  constructor(
    private readonly db: Db,
    private readonly events: Events,
  ) {}

  /** genBatchVoidOrder: the orders a void of the period would take, each with its voidability. */
  async preview(body: GenBatchVoidBody, principal: Principal) {
    const vehicleConds: SQL[] = [liveVehicle, gte(ov.pickupDate, body.dateFrom), lte(ov.pickupDate, body.dateTo)];
    if (body.serviceType) vehicleConds.push(eq(ov.serviceType, body.serviceType));
    const orders = await this.db
      .select({ id: o.id, orderRefId: o.orderRefId, orderStatus: o.orderStatus })
      .from(o)
      .where(
        and(
          eq(o.branchId, principal.selectedBranchId),
          inArray(o.orderStatus, [...VOIDABLE_ORDER_STATUSES]),
          body.clientId ? eq(o.clientId, body.clientId) : undefined,
          sql`${o.id} = any(array(${this.db
            .select({ id: ov.orderId })
            .from(ov)
            .where(and(...vehicleConds))}))`,
        ),
      )
      .orderBy(asc(o.firstPickupAt), asc(o.id))
      .limit(MAX_BATCH_ORDERS + 1);
    if (orders.length > MAX_BATCH_ORDERS) throw badRequest(srvText('srv.ops.voidTooMany', { max: MAX_BATCH_ORDERS }));
    const vehicles = await liveVehiclesOf(
      this.db,
      orders.map((r) => r.id),
    );
    return {
      orders: orders.map((r) => {
        const vs = vehicles.get(r.id) ?? [];
        const v = voidability(r.orderStatus, vs);
        return {
          orderId: r.id,
          orderRefId: r.orderRefId,
          pickupDate: vs.map((x) => x.pickupDate).sort()[0],
          orderStatus: r.orderStatus,
          fareAmt: sumMoney(vs.map((x) => x.fareAmt)),
          voidable: v.voidable,
          ...(v.voidable ? {} : { reason: v.reason }),
        };
      }),
    };
  }

  /**
   * voidOrderBatch: every order V with the cancel reason, its history and its vouchers given back,
   * in one transaction; any order not voidable is a 409 naming them (`orderIds`), nothing voided.
   * Answers the count; the scheduling grids are told of the order vehicles voided.
   */
  async void(orderIds: number[], cancelReasonId: number, principal: Principal, log?: FastifyBaseLogger): Promise<{ voided: number }> {
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    const [reason] = await this.db.select({ id: t.cancelReasons.id }).from(t.cancelReasons).where(eq(t.cancelReasons.id, cancelReasonId));
    if (!reason) throw badRequest(srvText('srv.ops.noCancelReason', { id: cancelReasonId }), undefined, [{ field: 'cancelReasonId', value: cancelReasonId }]);
    await this.events.transaction(this.db, log, async (tx) => {
      // Locked in id order, so two batches sharing orders never wait on each other crosswise.
      const locked = await tx
        .select({ id: o.id, orderRefId: o.orderRefId, orderStatus: o.orderStatus, cancelReasonId: o.cancelReasonId, version: o.version })
        .from(o)
        .where(and(anyOf(o.id, ids), eq(o.branchId, principal.selectedBranchId)))
        .orderBy(asc(o.id))
        .for('update');
      const found = new Set(locked.map((r) => r.id));
      const missing = ids.filter((i) => !found.has(i));
      if (missing.length) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.order, id: missing.join(', ') }));
      const vehicles = await liveVehiclesOf(tx, ids, true);
      const refused = locked.flatMap((r) => {
        const v = voidability(r.orderStatus, vehicles.get(r.id) ?? []);
        return v.voidable ? [] : [{ id: r.id, message: srvText('srv.ops.notVoidable', { order: r.orderRefId, reason: v.reason }) }];
      });
      if (refused.length) {
        throw new HttpError(
          409,
          srvText('srv.ops.voidRefused', { count: refused.length, total: ids.length }),
          refused.map((r) => r.message),
        ).withExtra({ orderIds: refused.map((r) => r.id) });
      }
      const now = new Date();
      const history: HistoryRow[] = [];
      for (const r of locked) {
        await tx
          .update(o)
          .set({ orderStatus: 'V', cancelReasonId, version: r.version + 1, lastUpdateBy: principal.username, lastUpdateDt: now })
          .where(eq(o.id, r.id));
        history.push(...diffRows(r.id, null, ['orderStatus', 'cancelReasonId'], r, { orderStatus: 'V', cancelReasonId }));
        // A void order holds no voucher (docs/ordering.md, "Vouchers").
        for (const v of vehicles.get(r.id) ?? []) if (v.voucherNo) await releaseForOrder(tx, v.voucherNo, principal);
      }
      await writeHistory(tx, history, principal);
      const orderVehicleIds = [...vehicles.values()].flat().map((v) => v.id);
      await this.events.publish(tx, 'orderVehiclesChanged', { branchId: principal.selectedBranchId, orderVehicleIds });
    });
    return { voided: ids.length };
  }
}
