import {
  defaultGridTimes,
  type GridTimes,
  type GridTimesParameters,
  type OrderVehicleBody,
  redeemRefusalText,
  VOUCHER_ACTIVE,
  VOUCHER_REDEEMED,
} from '@limo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { conflict } from '../../engine/errors.js';
import { lockedVoucher, setState } from '../files/vouchers.service.js';
import type { VehiclePrice } from './order-pricing.js';

/* The rows of one order vehicle: the vehicle itself, its stops, price lines, charges, passengers and charge discounts. */

const stamp = (principal: Principal) => ({ lastUpdateBy: principal.username, lastUpdateDt: new Date() });

/** The order vehicle's own columns from the body (what the user typed), its times and its price. */
export function vehicleColumns(v: OrderVehicleBody, times: GridTimes, price: VehiclePrice) {
  return {
    serviceType: v.serviceType,
    pickupDate: v.pickupDate,
    pickupTime: v.pickupTime,
    flightNo: v.flightNo,
    flightEtaDate: v.flightEtaDate,
    flightEtaTime: v.flightEtaTime,
    pickupLocationId: v.pickupLocationId,
    pickupAddress: v.pickupAddress,
    pickupZone: v.pickupZone,
    dropoffLocationId: v.dropoffLocationId,
    dropoffAddress: v.dropoffAddress,
    dropoffZone: v.dropoffZone,
    vehicleTypeId: v.vehicleTypeId,
    paxCount: v.paxCount,
    luggageCount: v.luggageCount,
    hireMinutes: v.hireMinutes,
    waitingMinutes: v.waitingMinutes,
    voucherNo: v.voucherNo,
    manualFareAmt: v.manualFareAmt,
    manualFareReason: v.manualFareAmt ? v.manualFareReason : null,
    remarks: v.remarks,
    ...times,
    noshowFlag: v.noshowFlag ?? 0,
    tariffFareAmt: price.tariffFareAmt,
    fareAmt: price.fareAmt,
  };
}

/** The vehicle's grid times: as typed when all four are, else the defaults of its service (docs/ordering.md). */
export function vehicleTimes(v: OrderVehicleBody, parameters: GridTimesParameters): GridTimes {
  return v.startDate && v.startTime && v.endDate && v.endTime
    ? { startDate: v.startDate, startTime: v.startTime, endDate: v.endDate, endTime: v.endTime }
    : defaultGridTimes(v, parameters);
}

/** The row of a new vehicle: its columns, its place on the order and who made it. */
export const newVehicleRow = (orderId: number, seqNo: number, columns: ReturnType<typeof vehicleColumns>, principal: Principal) => ({
  ...columns,
  orderId,
  seqNo,
  createBy: principal.username,
  ...stamp(principal),
});

export async function insertVehicle(tx: Tx, orderId: number, seqNo: number, columns: ReturnType<typeof vehicleColumns>, principal: Principal): Promise<number> {
  const [row] = await tx
    .insert(t.orderVehicles)
    .values(newVehicleRow(orderId, seqNo, columns, principal))
    .returning({ id: t.orderVehicles.id });
  return row.id;
}

export async function updateVehicle(
  tx: Tx,
  id: number,
  version: number,
  columns: Partial<ReturnType<typeof vehicleColumns>> & { orderVehicleStatus?: string },
  principal: Principal,
) {
  await tx
    .update(t.orderVehicles)
    .set({ ...columns, version: version + 1, ...stamp(principal) })
    .where(eq(t.orderVehicles.id, id));
}

/** The price-line rows of a vehicle. */
export function fareLineRows(orderVehicleId: number, price: VehiclePrice) {
  return price.lines.map((l, seq) => ({
    orderVehicleId,
    seq,
    kind: l.kind,
    code: l.code,
    description: l.description,
    qty: String(l.qty),
    unitAmount: l.unitAmount,
    amount: l.amount,
    rule: l.rule,
    textCode: l.textCode ?? null,
    textParams: l.textParams ?? null,
    ruleCode: l.ruleCode ?? null,
    ruleParams: l.ruleParams ?? null,
  }));
}

/** Replaces the price lines of a vehicle (a new or changed price). */
export async function saveFareLines(tx: Tx, orderVehicleId: number, price: VehiclePrice, fresh = false) {
  if (!fresh) await tx.delete(t.orderFareLines).where(eq(t.orderFareLines.orderVehicleId, orderVehicleId));
  if (price.lines.length === 0) return;
  await tx.insert(t.orderFareLines).values(fareLineRows(orderVehicleId, price));
}

/** The rows under a vehicle from the body: its stops, charges, passengers and charge discounts. */
export function vehicleChildRows(orderId: number, orderVehicleId: number, v: OrderVehicleBody, principal: Principal) {
  const base = { orderId, orderVehicleId, createBy: principal.username, ...stamp(principal) };
  return {
    stops: v.stops.map((s, seq) => ({ orderVehicleId, seq, locationId: s.locationId, address: s.address, zone: s.zone })),
    miscs: v.orderMiscs.map((m) => ({ ...base, tariffOcId: m.tariffOcId, qty: m.qty, amount: m.amount })),
    paxes: v.orderPaxes.map((p) => ({ ...base, paxName: p.paxName, paxTel: p.paxTel })),
    discounts: v.orderOCDiscounts.map((d) => ({
      ...base,
      tariffOcId: d.tariffOcId,
      discountPercent: d.discountPercent === null ? null : String(d.discountPercent),
      discountAmt: d.discountAmt,
    })),
  };
}

/** Replaces the stops, charges, passengers and charge discounts of a vehicle with the body's. */
/** `fresh`: the vehicle was just inserted, so it has nothing to clear. */
export async function saveVehicleChildren(tx: Tx, orderId: number, orderVehicleId: number, v: OrderVehicleBody, principal: Principal, fresh = false) {
  // One after another: a transaction is one connection, which takes one query at a time.
  if (!fresh)
    for (const table of [t.orderVehicleStops, t.orderMiscs, t.orderPaxes, t.orderOCDiscounts])
      await tx.delete(table).where(eq(table.orderVehicleId, orderVehicleId));
  const rows = vehicleChildRows(orderId, orderVehicleId, v, principal);
  if (rows.stops.length) await tx.insert(t.orderVehicleStops).values(rows.stops);
  if (rows.miscs.length) await tx.insert(t.orderMiscs).values(rows.miscs);
  if (rows.paxes.length) await tx.insert(t.orderPaxes).values(rows.paxes);
  if (rows.discounts.length) await tx.insert(t.orderOCDiscounts).values(rows.discounts);
}

/** Redeems the voucher for the order vehicle's service date; a voucher used already is a 409. */
export async function redeemForOrder(tx: Tx, voucherNo: string, serviceDate: string, orderRefId: string, principal: Principal) {
  const voucher = await lockedVoucher(tx, voucherNo);
  const refusal = redeemRefusalText(voucher, serviceDate);
  if (refusal) throw conflict(refusal);
  await setState(tx, voucher, { voucherStatus: VOUCHER_REDEEMED, serviceDate, remarks: `Order ${orderRefId}` }, principal);
}

/** Gives a voucher back (its order vehicle cancelled, or another voucher typed): it is active again. */
export async function releaseForOrder(tx: Tx, voucherNo: string, principal: Principal) {
  const voucher = await lockedVoucher(tx, voucherNo);
  if (voucher.voucherStatus !== VOUCHER_REDEEMED) return;
  await setState(tx, voucher, { voucherStatus: VOUCHER_ACTIVE, serviceDate: null }, principal);
}

/** Keeps the first pick-up of the orders (the enquiry's sort key) in step with their vehicles not cancelled. */
export async function refreshFirstPickup(tx: Tx, orderIds: number | readonly number[]) {
  const ov = t.orderVehicles;
  const ids = typeof orderIds === 'number' ? [orderIds] : [...orderIds];
  if (ids.length === 0) return;
  const first = tx
    .select({ at: sql`min(${ov.pickupDate} + ${ov.pickupTime})` })
    .from(ov)
    .where(and(eq(ov.orderId, t.orders.id), eq(ov.orderVehicleStatus, 'A')));
  await tx
    .update(t.orders)
    .set({ firstPickupAt: sql`(${first})` })
    .where(ids.length === 1 ? eq(t.orders.id, ids[0]) : inArray(t.orders.id, ids));
}
