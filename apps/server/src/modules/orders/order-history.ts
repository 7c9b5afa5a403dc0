import type { ServerTextKey, ServerTextParam } from '@limo/domain';
import type { Tx } from '../../db/client.js';
import { orderHistories } from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';

/** One change of an order, field by field (docs/ordering.md, "History"). */
export interface HistoryRow {
  orderId: number;
  orderVehicleId?: number | null;
  fieldName: string;
  oldValue?: string | null;
  newValue?: string | null;
  /**
   * A row the server words: its key and raw parameters (codes, ISO dates, amounts, ids), worded when read
   * (order-history-words.ts). It words the new value, or the old one of a row that has only that (a removal).
   */
  text?: HistoryText;
}

export interface HistoryText {
  key: ServerTextKey;
  /** A text as a parameter (a clash) is kept as it is and worded in the reader's language. */
  params?: Record<string, ServerTextParam>;
}

/** The first row of a new order's history (`batchRow`: the row of an imported batch). */
export const createdRow = (orderId: number, refId: string, orderStatus: string, batchRow?: number): HistoryRow => ({
  orderId,
  fieldName: 'order',
  newValue: `created ${refId} (${orderStatus})${batchRow === undefined ? '' : `, batch row ${batchRow}`}`,
  text:
    batchRow === undefined
      ? { key: 'srv.hist.created', params: { ref: refId, status: orderStatus } }
      : { key: 'srv.hist.createdBatch', params: { ref: refId, status: orderStatus, row: batchRow } },
});

/** The row of a vehicle added to an order as its `n`th (from 1), with its fare. */
export const vehicleAddedRow = (
  orderId: number,
  orderVehicleId: number,
  n: number,
  v: { serviceType: string; pickupDate: string; pickupTime: string },
  fareAmt: string,
  withTime = true,
): HistoryRow => ({
  orderId,
  orderVehicleId,
  fieldName: 'orderVehicle',
  // The text saved as before (updateOrder's row never named the time); the words are read from `text`.
  newValue: `added #${n} ${v.serviceType} ${v.pickupDate}${withTime ? ` ${v.pickupTime.slice(0, 5)}` : ''} fare ${fareAmt}`,
  text: { key: 'srv.hist.vehicleAdded', params: { n, service: v.serviceType, date: v.pickupDate, time: v.pickupTime, fare: fareAmt } },
});

/** The row of an order priced again: on today's rates, or by a recalculation. */
export const repricedRow = (orderId: number, recalcId?: number): HistoryRow => ({
  orderId,
  fieldName: 'tariff',
  newValue: recalcId === undefined ? 'order re-priced (updateOrderTariff)' : `order re-priced (recalculation ${recalcId})`,
  text: recalcId === undefined ? { key: 'srv.hist.repriced' } : { key: 'srv.hist.recalculated', params: { id: recalcId } },
});

const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : Array.isArray(v) ? v.join(', ') : String(v));

/** A history row per field whose value differs between `before` and `after` (compared as text). */
export function diffRows(
  orderId: number,
  orderVehicleId: number | null,
  fields: readonly string[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): HistoryRow[] {
  const out: HistoryRow[] = [];
  for (const fieldName of fields) {
    const oldValue = text(before[fieldName]);
    const newValue = text(after[fieldName]);
    if (oldValue !== newValue) out.push({ orderId, orderVehicleId, fieldName, oldValue, newValue });
  }
  return out;
}

/** The table rows of history rows written now by the signed-in staff member. */
export function historyValues(rows: HistoryRow[], principal: Principal) {
  const stamp = new Date();
  return rows.map((r) => ({
    orderId: r.orderId,
    orderVehicleId: r.orderVehicleId ?? null,
    fieldName: r.fieldName,
    oldValue: r.oldValue ?? null,
    newValue: r.newValue ?? null,
    textCode: r.text?.key ?? null,
    textParams: r.text?.params ?? null,
    createBy: principal.username,
    lastUpdateBy: principal.username,
    createDt: stamp,
    lastUpdateDt: stamp,
  }));
}

/** Writes the rows in the caller's transaction, as the signed-in staff member. */
export async function writeHistory(tx: Tx, rows: HistoryRow[], principal: Principal): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(orderHistories).values(historyValues(rows, principal));
}
