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

/** Writes the rows in the caller's transaction, as the signed-in staff member. */
export async function writeHistory(tx: Tx, rows: HistoryRow[], principal: Principal): Promise<void> {
  if (rows.length === 0) return;
  const stamp = new Date();
  await tx.insert(orderHistories).values(
    rows.map((r) => ({
      orderId: r.orderId,
      orderVehicleId: r.orderVehicleId ?? null,
      fieldName: r.fieldName,
      oldValue: r.oldValue ?? null,
      newValue: r.newValue ?? null,
      createBy: principal.username,
      lastUpdateBy: principal.username,
      createDt: stamp,
      lastUpdateDt: stamp,
    })),
  );
}
