import { type GridTimesParameters, INPUT_SOURCES, type OrderBody } from '@limo/domain';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { insertRows } from './order-batch-insert.js';
import { overrideHistory } from './order-capacity.js';
import { createdRow, historyValues, vehicleAddedRow } from './order-history.js';
import type { VehiclePrice } from './order-pricing.js';
import { fareLineRows, newVehicleRow, redeemForOrder, refreshFirstPickup, vehicleChildRows, vehicleColumns, vehicleTimes } from './order-write.js';
import { orderColumns } from './order.service.js';

/*
 * The rows createOrder writes for one order, written for a whole batch: one insert a table instead
 * of one a row, in the caller's transaction. The rows are built by createOrder's own helpers, so a
 * batch order reads back exactly like a single one.
 */

export interface BatchOrder {
  row: number;
  order: OrderBody;
  prices: Map<number, VehiclePrice>;
  refId: string;
  /** Capacity overrides by vehicle index, with their reasons. */
  overridden?: Map<number, string>;
}

/** Writes the orders; answers each one's id by its row, and the ids of all their vehicles. */
export async function writeBatch(
  tx: Tx,
  batch: BatchOrder[],
  principal: Principal,
  parameters: GridTimesParameters,
): Promise<{ ids: Map<number, number>; vehicleIds: number[] }> {
  const who = { createBy: principal.username, lastUpdateBy: principal.username };
  const branchId = principal.selectedBranchId;
  const saved = await insertRows(
    tx,
    t.orders,
    batch.map((b) => ({ ...orderColumns(b.order), orderRefId: b.refId, branchId, inputSource: INPUT_SOURCES.ordering, ...who })),
    ['id', 'orderRefId'],
  );
  const idOfRef = new Map(saved.map((o) => [o.orderRefId as string, o.id as number]));
  const orderIdOf = (b: BatchOrder) => idOfRef.get(b.refId) as number;

  const vehicles = batch.flatMap((b) =>
    b.order.orderVehicles.map((v, index) => {
      const price = b.prices.get(index);
      if (!price) throw new Error(`order ${b.row} vehicle ${index} was not priced`);
      return { b, v, index, orderId: orderIdOf(b), price };
    }),
  );
  const made = await insertRows(
    tx,
    t.orderVehicles,
    vehicles.map(({ v, index, orderId, price }) => newVehicleRow(orderId, index + 1, vehicleColumns(v, vehicleTimes(v, parameters), price), principal)),
    ['id', 'orderId', 'seqNo'],
  );
  const vehicleIdOf = new Map(made.map((m) => [`${m.orderId}:${m.seqNo}`, m.id as number]));
  const placed = vehicles.map((x) => ({ ...x, vehicleId: vehicleIdOf.get(`${x.orderId}:${x.index + 1}`) as number }));

  const children = placed.map((p) => vehicleChildRows(p.orderId, p.vehicleId, p.v, principal));
  const under = [
    [t.orderVehicleStops, children.flatMap((c) => c.stops)],
    [t.orderMiscs, children.flatMap((c) => c.miscs)],
    [t.orderPaxes, children.flatMap((c) => c.paxes)],
    [t.orderOCDiscounts, children.flatMap((c) => c.discounts)],
    [t.orderFareLines, placed.flatMap((p) => fareLineRows(p.vehicleId, p.price))],
  ] as const;
  for (const [table, rows] of under) await insertRows(tx, table, rows);
  // Vouchers one by one: each is locked and checked again, as createOrder does (few orders carry one).
  for (const p of placed) if (p.v.voucherNo) await redeemForOrder(tx, p.v.voucherNo, p.v.pickupDate, p.b.refId, principal);

  const history = [
    ...batch.map((b) => createdRow(orderIdOf(b), b.refId, b.order.orderStatus, b.row)),
    ...placed.flatMap((p) => {
      const reason = p.b.overridden?.get(p.index);
      return [vehicleAddedRow(p.orderId, p.vehicleId, p.index + 1, p.v, p.price.fareAmt), ...(reason ? [overrideHistory(p.orderId, p.vehicleId, reason)] : [])];
    }),
  ];
  await insertRows(tx, t.orderHistories, historyValues(history, principal));
  await refreshFirstPickup(tx, [...idOfRef.values()]);
  return { ids: new Map(batch.map((b) => [b.row, orderIdOf(b)])), vehicleIds: placed.map((p) => p.vehicleId) };
}
