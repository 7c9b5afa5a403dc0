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
}

/** The first row of a new order's history. */
export const createdRow = (orderId: number, refId: string, orderStatus: string, note = ''): HistoryRow => ({
  orderId,
  fieldName: 'order',
  newValue: `created ${refId} (${orderStatus})${note}`,
});

/** The row of a vehicle added to an order (`index` from 0), with its fare. */
export const vehicleAddedRow = (
  orderId: number,
  orderVehicleId: number,
  index: number,
  v: { serviceType: string; pickupDate: string; pickupTime: string },
  fareAmt: string,
): HistoryRow => ({
  orderId,
  orderVehicleId,
  fieldName: 'orderVehicle',
  newValue: `added #${index + 1} ${v.serviceType} ${v.pickupDate} ${v.pickupTime.slice(0, 5)} fare ${fareAmt}`,
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
