import {
  canMoveOrder,
  defaultGridTimes,
  type GridTimes,
  moneyToCents,
  type OrderBody,
  orderMoveProblemText,
  type OrderStatus,
  type OrderVehicleBody,
  srvText,
  type StopPlace,
  type StopWire,
  stopText,
} from '@limo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, conflict, fieldsRefused, HttpError } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import type { PricingService } from '../pricing/pricing.service.js';
import { refuseInvoiced } from '../invoices/invoice-lock.js';
import { checkCapacity, overrideHistory } from './order-capacity.js';
import { diffRows, type HistoryRow, repricedRow, vehicleAddedRow, writeHistory } from './order-history.js';
import { gridTimesParameters, parseOrderBodyAll, referenceProblems, usedVoucherRefusal } from './order-parse.js';
import { type PricingJob, priceVehicles, type VehiclePrice } from './order-pricing.js';
import { type OrderVehicleWire, type OrderWire, readOrder } from './order-read.js';
import {
  insertVehicle,
  redeemForOrder,
  refreshFirstPickup,
  releaseForOrder,
  saveFareLines,
  saveVehicleChildren,
  updateVehicle,
  vehicleColumns,
} from './order-write.js';

/*
 * updateOrder and updateOrderTariff (docs/ordering.md). The version read must be the version
 * saved (412 otherwise, nothing changed). A vehicle's price stays as saved unless what it is priced
 * on changes (or the whole order is re-priced); every change is written to the history.
 */

const ORDER_FIELDS = ['clientId', 'orderStatus', 'contactName', 'contactTel', 'orderEventId', 'remarks', 'cancelReasonId'] as const;
const TIMING_FIELDS = ['serviceType', 'pickupDate', 'pickupTime', 'flightEtaDate', 'flightEtaTime', 'hireMinutes', 'waitingMinutes'] as const;
const PRICING_FIELDS = [
  ...TIMING_FIELDS,
  'pickupLocationId',
  'pickupAddress',
  'pickupZone',
  'dropoffLocationId',
  'dropoffAddress',
  'dropoffZone',
  'stops',
  'vehicleTypeId',
  'voucherNo',
  'orderMiscs',
  'orderOCDiscounts',
] as const;
const VEHICLE_FIELDS = [
  ...PRICING_FIELDS,
  'flightNo',
  'paxCount',
  'luggageCount',
  'manualFareAmt',
  'manualFareReason',
  'remarks',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'noshowFlag',
  'orderPaxes',
  'tariffFareAmt',
  'fareAmt',
] as const;

type Comparable = Record<string, unknown>;
const miscText = (m: { tariffOcId: unknown; qty: unknown; amount?: unknown }) => `${m.tariffOcId}×${m.qty}${m.amount ? ` @${m.amount}` : ''}`;
const paxText = (p: { paxName: unknown; paxTel?: unknown }) => `${p.paxName}${p.paxTel ? ` (${p.paxTel})` : ''}`;
const discountText = (d: { tariffOcId: unknown; discountPercent?: unknown; discountAmt?: unknown }) =>
  `${d.tariffOcId}: ${d.discountPercent !== null && d.discountPercent !== undefined ? `${Number(d.discountPercent)}%` : d.discountAmt}`;

/** A vehicle's fields as text-comparable values: lists as short texts. */
function comparable(
  v: Comparable & { stops: (StopWire | StopPlace)[]; orderMiscs: Comparable[]; orderPaxes: Comparable[]; orderOCDiscounts: Comparable[] },
): Comparable {
  return {
    ...v,
    stops: v.stops.map(stopText).join(', '),
    orderMiscs: v.orderMiscs.map((m) => miscText(m as never)).join(', '),
    orderPaxes: v.orderPaxes.map((p) => paxText(p as never)).join(', '),
    orderOCDiscounts: v.orderOCDiscounts.map((d) => discountText(d as never)).join(', '),
  };
}

const differs = (a: Comparable, b: Comparable, fields: readonly string[]) => fields.some((f) => String(a[f] ?? '') !== String(b[f] ?? ''));
const capacityChanged = (v: OrderVehicleBody, prev: OrderVehicleWire) =>
  v.vehicleTypeId !== prev.vehicleTypeId || v.paxCount !== prev.paxCount || (v.luggageCount ?? null) !== (prev.luggageCount ?? null);
const holdsVouchers = (status: string) => status === 'P' || status === 'A';

/** The vouchers an order holds while it is pending or active: one per active vehicle, by number, with its date. */
function heldVouchers(status: string, vehicles: { voucherNo?: unknown; pickupDate?: unknown; active: boolean }[]): Map<string, string> {
  const held = new Map<string, string>();
  if (!holdsVouchers(status)) return held;
  for (const v of vehicles) {
    if (!v.active || !v.voucherNo) continue;
    const no = String(v.voucherNo);
    if (held.has(no)) throw conflict(srvText('srv.ord.voucherTwice', { no }));
    held.set(no, String(v.pickupDate));
  }
  return held;
}

/** The wire vehicle as a pricing job's vehicle (getOrderTariff's inputs). */
const savedVehicle = (v: OrderVehicleWire) =>
  ({
    ...v,
    stops: v.stops,
    orderMiscs: v.orderMiscs.map((m) => ({ tariffOcId: m.tariffOcId as number, qty: m.qty as number, amount: (m.amount as string | null) ?? null })),
  }) as unknown as PricingJob['vehicle'];

export class OrderUpdater {
  constructor(
    private readonly db: Db,
    private readonly pricing: PricingService,
    private readonly events: Events,
  ) {}

  async update(
    id: number,
    body: unknown,
    principal: Principal,
    ifMatch?: number,
    log?: FastifyBaseLogger,
    within?: (tx: Tx) => Promise<void>,
  ): Promise<OrderWire> {
    const order = await parseOrderBodyAll(this.pricing, body, principal.selectedBranchId);
    const wanted = versionWanted(ifMatch, order.version);
    const branch = principal.selectedBranchId;
    const before = await readOrder(this.db, id, branch);
    if (before.version !== wanted) throw stale(before);
    if (before.orderStatus === 'V') throw conflict(srvText('srv.ord.voidNoChange', { ref: before.orderRefId }));
    const from = before.orderStatus as OrderStatus;
    const move = orderMoveProblemText(from, order.orderStatus, order.cancelReasonId);
    if (move) throw from !== order.orderStatus && !canMoveOrder(from, order.orderStatus) ? conflict(move) : badRequest(move);

    const problems = (await referenceProblems(this.db, order)).filter((p) => order.clientId !== before.clientId || p.field !== 'clientId');
    const byId = new Map(before.orderVehicles.map((v) => [v.id, v]));
    const seen = new Set<number>();
    for (const [i, v] of order.orderVehicles.entries()) {
      if (!v.id) continue;
      const field = `orderVehicles[${i}].id`;
      if (!byId.has(v.id))
        problems.push({ field, value: v.id, code: 'INVALID', message: `${field}: order vehicle ${v.id} is not on order ${before.orderRefId}` });
      else if (seen.has(v.id)) problems.push({ field, value: v.id, code: 'INVALID', message: `${field}: order vehicle ${v.id} is listed twice` });
      seen.add(v.id);
    }
    if (problems.length) throw fieldsRefused(problems);

    const heldBefore = heldVouchers(
      from,
      before.orderVehicles.map((v) => ({ ...v, active: v.orderVehicleStatus === 'A' })),
    );
    if (holdsVouchers(order.orderStatus)) {
      const used = await usedVoucherRefusal(
        this.db,
        order.orderVehicles.flatMap((v) => (v.voucherNo ? [v.voucherNo] : [])),
        new Set(heldBefore.keys()),
      );
      if (used) throw conflict(used);
    }
    const clientChanged = order.clientId !== before.clientId;
    const rows = order.orderVehicles
      .map((v, index) => ({ v, index, prev: v.id ? byId.get(v.id) : undefined }))
      .filter((r) => !r.prev || r.prev.orderVehicleStatus === 'A'); // a cancelled vehicle stays as it was
    // Only a vehicle added or whose type, passengers or luggage changed: an old order stays editable.
    const overridden = await checkCapacity(
      this.db,
      rows.filter((r) => !r.prev || capacityChanged(r.v, r.prev)),
    );
    const jobs: PricingJob[] = rows
      .filter((r) => !r.prev || clientChanged || differs(comparable(r.v as never), comparable(r.prev as never), PRICING_FIELDS))
      .map(({ v, index }) => ({
        index,
        vehicle: v,
        voucherHeldByOrder: v.voucherNo ? heldBefore.has(v.voucherNo) : false,
        orderOCDiscounts: v.orderOCDiscounts.map(discountOf),
      }));
    const prices = await priceVehicles(this.pricing, order.clientId, branch, jobs);
    const parameters = await gridTimesParameters(this.db);
    const listed = new Set(rows.flatMap((r) => (r.prev ? [r.prev.id] : [])));
    const leftOut = before.orderVehicles.filter((v) => v.orderVehicleStatus === 'A' && !listed.has(v.id));
    const heldAfter = heldVouchers(
      order.orderStatus,
      rows.map((r) => ({ ...r.v, active: true })),
    );

    await this.events.transaction(this.db, log, async (tx) => {
      await lockVersion(tx, before, wanted);
      await refuseInvoiced(tx, priceTouched(before, order, rows, leftOut), { en: 'its price, pricing or status', zh: '其價格、計價或狀態' });
      await tx
        .update(t.orders)
        .set({ ...orderFields(order), version: before.version + 1, lastUpdateBy: principal.username, lastUpdateDt: new Date() })
        .where(eq(t.orders.id, id));
      const history: HistoryRow[] = diffRows(id, null, ORDER_FIELDS, before, order);
      let seq = Math.max(0, ...before.orderVehicles.map((v) => v.seqNo as number));
      for (const { v, index, prev } of rows) {
        if (!prev) {
          const price = prices.get(index) as VehiclePrice;
          const vehicleId = await insertVehicle(tx, id, ++seq, vehicleColumns(v, givenTimes(v) ?? defaultGridTimes(v, parameters), price), principal);
          await saveVehicleChildren(tx, id, vehicleId, v, principal, true);
          await saveFareLines(tx, vehicleId, price, true);
          history.push(vehicleAddedRow(id, vehicleId, seq, v, price.fareAmt, false));
          const reason = overridden.get(index);
          if (reason) history.push(overrideHistory(id, vehicleId, reason));
          continue;
        }
        const repriced = prices.get(index);
        const tariffFareAmt = repriced?.tariffFareAmt ?? (prev.tariffFareAmt as string);
        const price: VehiclePrice = repriced ?? { lines: [], tariffFareAmt, fareAmt: v.manualFareAmt ?? tariffFareAmt };
        const times = chooseTimes(v, prev, parameters);
        const columns = vehicleColumns({ ...v, noshowFlag: v.noshowFlag ?? (prev.noshowFlag as 0 | 1) }, times, price);
        const after = comparable({ ...columns, stops: v.stops, orderMiscs: v.orderMiscs, orderPaxes: v.orderPaxes, orderOCDiscounts: v.orderOCDiscounts });
        const changes = diffRows(id, prev.id, VEHICLE_FIELDS, comparable(prev as never), after);
        if (changes.length === 0 && !repriced) continue;
        history.push(...changes);
        const reason = overridden.get(index);
        if (reason) history.push(overrideHistory(id, prev.id, reason));
        await updateVehicle(tx, prev.id, prev.version, columns, principal);
        if (changes.some((c) => ['stops', 'orderMiscs', 'orderPaxes', 'orderOCDiscounts'].includes(c.fieldName)))
          await saveVehicleChildren(tx, id, prev.id, v, principal);
        if (repriced) await saveFareLines(tx, prev.id, repriced);
      }
      for (const v of leftOut) {
        await updateVehicle(tx, v.id, v.version, { orderVehicleStatus: 'C' }, principal);
        history.push({ orderId: id, orderVehicleId: v.id, fieldName: 'orderVehicleStatus', oldValue: 'A', newValue: 'C' });
      }
      await refreshFirstPickup(tx, id);
      // In this transaction: a partner's booking cancelled by us tells the partner (issue 18).
      const ended = (status: string) => status === 'C' || status === 'V';
      if (ended(order.orderStatus) && !ended(before.orderStatus as string))
        await this.events.publish(tx, 'orderCancelled', { orderId: id, by: principal.username });
      for (const no of heldBefore.keys()) if (!heldAfter.has(no)) await releaseForOrder(tx, no, principal);
      for (const [no, date] of heldAfter) if (!heldBefore.has(no)) await redeemForOrder(tx, no, date, before.orderRefId, principal);
      await writeHistory(tx, history, principal);
      if (within) await within(tx);
      await this.events.publish(tx, 'orderChanged', { branchId: branch, orderId: id });
    });
    return readOrder(this.db, id, branch);
  }

  /** updateOrderTariff: every active vehicle priced again on today's rate card; its lines replaced. */
  async reprice(id: number, principal: Principal, ifMatch?: number, log?: FastifyBaseLogger): Promise<OrderWire> {
    const branch = principal.selectedBranchId;
    const before = await readOrder(this.db, id, branch);
    if (ifMatch !== undefined && before.version !== ifMatch) throw stale(before);
    if (!holdsVouchers(before.orderStatus as string))
      throw conflict(srvText(before.orderStatus === 'C' ? 'srv.ord.cancelledNotRepriced' : 'srv.ord.voidNotRepriced', { ref: before.orderRefId }));
    const active = before.orderVehicles.filter((v) => v.orderVehicleStatus === 'A');
    const jobs: PricingJob[] = active.map((v, index) => ({
      index,
      vehicle: savedVehicle(v),
      voucherHeldByOrder: Boolean(v.voucherNo),
      orderOCDiscounts: v.orderOCDiscounts.map((d) => ({
        tariffOcId: d.tariffOcId as number,
        discountPercent: d.discountPercent === null ? null : String(d.discountPercent),
        discountAmt: d.discountAmt as string | null,
      })),
    }));
    const prices = await priceVehicles(this.pricing, before.clientId as number, branch, jobs);
    await this.events.transaction(this.db, log, async (tx) => {
      await lockVersion(tx, before, before.version);
      await refuseInvoiced(
        tx,
        active.map((v) => v.id),
        { en: 'its price', zh: '其價格' },
      );
      await tx
        .update(t.orders)
        .set({ version: before.version + 1, lastUpdateBy: principal.username, lastUpdateDt: new Date() })
        .where(eq(t.orders.id, id));
      const history: HistoryRow[] = [repricedRow(id)];
      for (const [index, v] of active.entries()) {
        const price = prices.get(index) as VehiclePrice;
        const fareAmt = (v.manualFareAmt as string | null) ?? price.tariffFareAmt;
        history.push(...diffRows(id, v.id, ['tariffFareAmt', 'fareAmt'], v, { tariffFareAmt: price.tariffFareAmt, fareAmt }));
        await updateVehicle(tx, v.id, v.version, { tariffFareAmt: price.tariffFareAmt, fareAmt }, principal);
        await saveFareLines(tx, v.id, price);
      }
      await writeHistory(tx, history, principal);
      await this.events.publish(tx, 'orderChanged', { branchId: branch, orderId: id });
    });
    return readOrder(this.db, id, branch);
  }
}

const cents = (v: unknown) => (v === null || v === undefined || v === '' ? null : moneyToCents(String(v)));

/** Issue 17 rule 6: the order vehicles whose price, pricing inputs or status the change touches (any when the order's status or client changes). */
function priceTouched(before: OrderWire, order: OrderBody, rows: { v: OrderVehicleBody; prev?: OrderVehicleWire }[], leftOut: OrderVehicleWire[]) {
  if (order.orderStatus !== before.orderStatus || order.clientId !== before.clientId) return before.orderVehicles.map((v) => v.id);
  const changed = rows.filter(
    ({ v, prev }) =>
      prev && (differs(comparable(v as never), comparable(prev as never), PRICING_FIELDS) || cents(v.manualFareAmt) !== cents(prev.manualFareAmt)),
  );
  return [...changed.map((r) => (r.prev as OrderVehicleWire).id), ...leftOut.map((v) => v.id)];
}

function versionWanted(ifMatch: number | undefined, bodyVersion: number | null | undefined): number {
  const wanted = ifMatch ?? bodyVersion ?? undefined;
  if (wanted === undefined) throw new HttpError(428, srvText('srv.ord.versionRequired'));
  if (Number.isNaN(wanted)) throw badRequest(srvText('srv.ord.ifMatch'));
  return wanted;
}

const stale = (order: OrderWire) => new HttpError(412, srvText('srv.ord.stale', { order: order.orderRefId, version: order.version }));

/** Locks the order row for the change; a version moved on since it was read is a 412. */
async function lockVersion(tx: Tx, before: OrderWire, wanted: number) {
  const [row] = await tx.select({ version: t.orders.version }).from(t.orders).where(eq(t.orders.id, before.id)).for('update');
  if (!row || row.version !== wanted) throw stale({ ...before, version: row?.version ?? before.version });
}

function orderFields(order: OrderBody) {
  const { clientId, orderStatus, contactName, contactTel, orderEventId, remarks, cancelReasonId } = order;
  return {
    clientId,
    orderStatus,
    contactName,
    contactTel,
    orderEventId,
    remarks,
    cancelReasonId: orderStatus === 'C' || orderStatus === 'V' ? cancelReasonId : null,
  };
}

const discountOf = (d: OrderVehicleBody['orderOCDiscounts'][number]) => ({
  tariffOcId: d.tariffOcId,
  discountPercent: d.discountPercent === null ? null : String(d.discountPercent),
  discountAmt: d.discountAmt,
});

function givenTimes(v: OrderVehicleBody): GridTimes | undefined {
  return v.startDate && v.startTime && v.endDate && v.endTime
    ? { startDate: v.startDate, startTime: v.startTime, endDate: v.endDate, endTime: v.endTime }
    : undefined;
}

/** Times the dispatcher typed win; otherwise a change of pick-up, flight or duration moves them to the defaults. */
function chooseTimes(v: OrderVehicleBody, prev: OrderVehicleWire, parameters: Parameters<typeof defaultGridTimes>[1]): GridTimes {
  const saved = { startDate: prev.startDate, startTime: prev.startTime, endDate: prev.endDate, endTime: prev.endTime } as GridTimes;
  const given = givenTimes(v);
  if (given && differs({ ...given }, { ...saved }, ['startDate', 'startTime', 'endDate', 'endTime'])) return given;
  return differs(comparable(v as never), comparable(prev as never), TIMING_FIELDS) ? defaultGridTimes(v, parameters) : saved;
}
