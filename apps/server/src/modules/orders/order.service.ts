import { INPUT_SOURCES, type OrderBody, srvText } from '@limo/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, conflict, fieldsRefused, pgError } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { PricingService } from '../pricing/pricing.service.js';
import { checkCapacity, overrideHistory, typeCapacities } from './order-capacity.js';
import { createdRow, type HistoryRow, historyValues, vehicleAddedRow } from './order-history.js';
import { gridTimesParameters, newOrderProblems, parseOrderBodyAll, referenceFacts, usedVoucherRefusal } from './order-parse.js';
import { priceVehicles } from './order-pricing.js';
import { type OrderWire, readOrder } from './order-read.js';
import { branchCode, newOrderRefId, refIdRefusal } from './order-ref.js';
import { OrderUpdater } from './order-update.js';
import { insertNewOrder } from './order-new-write.js';
import { fareLineRows, newVehicleRow, redeemForOrder, vehicleChildRows, vehicleColumns, vehicleTimes } from './order-write.js';

/*
 * Taking and changing orders (issue 9, docs/ordering.md). Every vehicle is priced by the engine
 * before the transaction opens; the order, its vehicles and everything under them, the voucher's
 * redemption and the history are then written in one transaction, or nothing is.
 */

export interface CreateOptions {
  /** The Idempotency-Key header: a retry with it within 24 hours answers the first order. */
  idempotencyKey?: string;
  inputSource?: (typeof INPUT_SOURCES)[keyof typeof INPUT_SOURCES];
  /** The request's: the live feeds log to it. */
  log?: FastifyBaseLogger;
  /** Writes of the caller in the order's transaction, once the order has its id (the client portal's own rows, issue 33). */
  within?: (tx: Tx, orderId: number) => Promise<void>;
}

const IDEMPOTENCY_HOURS = 24;

/** Thrown inside the transaction when a concurrent retry with the same key won the race. */
class KeyTaken extends Error {}

export interface OrderServiceOptions {
  /**
   * The records a save reads beside the order (rate cards, clients, order events, cancel reasons,
   * vehicle types, parameters, branches) do not change while this service lives: each is read once.
   * The demo load, one transaction taking two thousand orders, and nothing else.
   */
  referenceKept?: boolean;
}

export class OrderService {
  private readonly pricing: PricingService;
  private readonly updater: OrderUpdater;
  private readonly kept = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly events: Events,
    private readonly opts: OrderServiceOptions = {},
  ) {
    this.pricing = opts.referenceKept ? new PricingService(db).forBatch() : new PricingService(db);
    this.updater = new OrderUpdater(db, this.pricing, events);
  }

  /** A read of reference records: kept by its key when they do not change (referenceKept), else read now. */
  private reference<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.opts.referenceKept) return read();
    let answer = this.kept.get(key);
    if (!answer) this.kept.set(key, (answer = read()));
    return answer as Promise<T>;
  }

  newRefId(principal: Principal) {
    return newOrderRefId(this.db, principal.selectedBranchId);
  }

  get(id: number, principal: Principal): Promise<OrderWire> {
    return readOrder(this.db, id, principal.selectedBranchId);
  }

  /** `within`: writes of the caller in the change's transaction (the client portal's, issue 33). */
  update(id: number, body: unknown, principal: Principal, ifMatch?: number, log?: FastifyBaseLogger, within?: (tx: Tx) => Promise<void>) {
    return this.updater.update(id, body, principal, ifMatch, log, within);
  }

  reprice(id: number, principal: Principal, ifMatch?: number, log?: FastifyBaseLogger) {
    return this.updater.reprice(id, principal, ifMatch, log);
  }

  /** Saves a new order; `replayed` when the idempotency key named an order made before. */
  async create(body: unknown, principal: Principal, opts: CreateOptions = {}): Promise<{ order: OrderWire; replayed: boolean }> {
    const { id, replayed } = await this.createId(body, principal, opts);
    return { order: await readOrder(this.db, id, principal.selectedBranchId), replayed };
  }

  /** create without reading the order back (the demo loader takes two thousand of them). */
  async createId(body: unknown, principal: Principal, opts: CreateOptions = {}): Promise<{ id: number; replayed: boolean }> {
    const key = opts.idempotencyKey?.trim();
    if (key !== undefined && (key.length === 0 || key.length > 200)) throw badRequest(srvText('srv.ord.idempotencyKey'));
    if (key) {
      const prior = await this.replay(principal, key);
      if (prior) return { id: prior, replayed: true };
    }
    const order = await parseOrderBodyAll(this.pricing, body, principal.selectedBranchId);
    const named = [order.clientId, order.orderEventId, order.cancelReasonId].join();
    const problems = newOrderProblems(order, await this.reference(`facts ${named}`, () => referenceFacts(this.db, [order])));
    if (problems.length) throw fieldsRefused(problems);
    const used = await usedVoucherRefusal(
      this.db,
      order.orderVehicles.flatMap((v) => (v.voucherNo ? [v.voucherNo] : [])),
    );
    if (used) throw conflict(used);
    const typeIds = [...new Set(order.orderVehicles.map((v) => v.vehicleTypeId))];
    const overridden = await checkCapacity(
      this.db,
      order.orderVehicles.map((v, index) => ({ index, v })),
      await this.reference(`types ${typeIds.join()}`, () => typeCapacities(this.db, typeIds)),
    );
    const branch = principal.selectedBranchId;
    // The order's vehicles share what they read of the rate card (the same client, mostly the same date and type).
    const prices = await priceVehicles(
      this.pricing.forBatch(),
      order.clientId,
      branch,
      order.orderVehicles.map((vehicle, index) => ({ index, vehicle, orderOCDiscounts: vehicle.orderOCDiscounts.map(discountRow) })),
    );
    const parameters = await this.reference('parameters', () => gridTimesParameters(this.db));
    const code = this.opts.referenceKept ? await this.reference(`branch ${branch}`, () => branchCode(this.db, branch)) : undefined;
    const refId = order.orderRefId ?? (await newOrderRefId(this.db, branch, code));
    try {
      const id = await this.events.transaction(this.db, opts.log, async (tx) => {
        if (order.orderRefId) {
          const refusal = await refIdRefusal(tx, branch, order.orderRefId);
          if (refusal) throw badRequest(refusal);
        }
        const who = { createBy: principal.username, lastUpdateBy: principal.username };
        const vehicles = order.orderVehicles.map((v, index) => {
          const price = prices.get(index);
          if (!price) throw new Error(`order vehicle ${index} was not priced`);
          return { v, index, seqNo: index + 1, price };
        });
        // One statement for the order and every row under it (order-new-write.ts): rows name their
        // vehicle by its seqNo and the order by 0 until the statement gives them their ids.
        const children = vehicles.map(({ v, seqNo }) => vehicleChildRows(0, seqNo, v, principal));
        const history: HistoryRow[] = [createdRow(0, refId, order.orderStatus)];
        for (const { v, index, seqNo, price } of vehicles) {
          history.push(vehicleAddedRow(0, seqNo, seqNo, v, price.fareAmt));
          const reason = overridden.get(index);
          if (reason) history.push(overrideHistory(0, seqNo, reason));
        }
        const orderId = await insertNewOrder(tx, {
          order: { ...orderColumns(order), orderRefId: refId, branchId: branch, inputSource: opts.inputSource ?? INPUT_SOURCES.ordering, ...who },
          vehicles: vehicles.map(({ v, seqNo, price }) => newVehicleRow(0, seqNo, vehicleColumns(v, vehicleTimes(v, parameters), price), principal)),
          under: [
            [t.orderVehicleStops, children.flatMap((c) => c.stops)],
            [t.orderMiscs, children.flatMap((c) => c.miscs)],
            [t.orderPaxes, children.flatMap((c) => c.paxes)],
            [t.orderOCDiscounts, children.flatMap((c) => c.discounts)],
            [t.orderFareLines, vehicles.flatMap(({ seqNo, price }) => fareLineRows(seqNo, price))],
          ],
          history: historyValues(history, principal),
        });
        for (const { v } of vehicles) if (v.voucherNo) await redeemForOrder(tx, v.voucherNo, v.pickupDate, refId, principal);
        if (key) await this.keepKey(tx, principal, key, orderId);
        if (opts.within) await opts.within(tx, orderId);
        await this.events.publish(tx, 'orderChanged', { branchId: branch, orderId });
        return orderId;
      });
      return { id, replayed: false };
    } catch (err) {
      if (err instanceof KeyTaken && key) {
        const prior = await this.replay(principal, key);
        if (prior) return { id: prior, replayed: true };
        throw conflict(srvText('srv.ord.keyOtherBranch', { key }));
      }
      const pg = pgError(err);
      if (pg?.code === '23505' && pg.constraint === 'orders_branch_ref_unique') throw conflict(srvText('srv.ord.refTaken', { ref: refId }));
      throw err;
    }
  }

  /** The order (id) a key made within the last 24 hours and still in the branch, if any. */
  private async replay(principal: Principal, key: string): Promise<number | undefined> {
    const since = sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;
    const [row] = await this.db
      .select({ orderId: t.orderIdempotencyKeys.orderId })
      .from(t.orderIdempotencyKeys)
      .innerJoin(t.orders, eq(t.orders.id, t.orderIdempotencyKeys.orderId))
      .where(
        and(
          eq(t.orderIdempotencyKeys.staffId, principal.staffId),
          eq(t.orderIdempotencyKeys.idempotencyKey, key),
          gt(t.orderIdempotencyKeys.createDt, since),
          eq(t.orders.branchId, principal.selectedBranchId),
        ),
      );
    return row?.orderId;
  }

  /** Records the key; a concurrent retry that got there first rolls this order back (KeyTaken). */
  private async keepKey(tx: Tx, principal: Principal, key: string, orderId: number) {
    const staff = principal.staffId;
    const match = and(eq(t.orderIdempotencyKeys.staffId, staff), eq(t.orderIdempotencyKeys.idempotencyKey, key));
    await tx.delete(t.orderIdempotencyKeys).where(and(match, lt(t.orderIdempotencyKeys.createDt, sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`)));
    const kept = await tx.insert(t.orderIdempotencyKeys).values({ staffId: staff, idempotencyKey: key, orderId }).onConflictDoNothing().returning();
    if (kept.length === 0) throw new KeyTaken();
  }
}

/** The order's own columns from the body. */
export function orderColumns(order: OrderBody) {
  return {
    clientId: order.clientId,
    orderStatus: order.orderStatus,
    contactName: order.contactName,
    contactTel: order.contactTel,
    orderEventId: order.orderEventId,
    remarks: order.remarks,
    cancelReasonId: order.cancelReasonId,
  };
}

export function discountRow(d: { tariffOcId: number; discountPercent: number | null; discountAmt: string | null }) {
  return { tariffOcId: d.tariffOcId, discountPercent: d.discountPercent === null ? null : String(d.discountPercent), discountAmt: d.discountAmt };
}
