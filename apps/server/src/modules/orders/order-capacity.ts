import { capacityShortfall, type CapacityShortfall, OVER_CAPACITY, type OrderVehicleBody, shortfallText, type TypeCapacity } from '@limo/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { HttpError } from '../../engine/errors.js';

/* The capacity guard of createOrder and updateOrder (issue 30 part 7, docs/decisions.md). */

export interface CapacityRow {
  index: number;
  v: OrderVehicleBody;
}

/** The capacities of these vehicle types (a batch reads them once for all its rows). */
export async function typeCapacities(db: Db, ids: number[]): Promise<Map<number, TypeCapacity>> {
  if (ids.length === 0) return new Map();
  const vt = t.vehicleTypes;
  const rows = await db
    .select({ id: vt.id, vehicleType: vt.vehicleType, maxCapacity: vt.maxCapacity, luggageCapacity: vt.luggageCapacity })
    .from(vt)
    .where(inArray(vt.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Refuses (409, code OVER_CAPACITY, the capacity named) a vehicle whose type is smaller than its
 * passengers or luggage and that gives no override reason; answers the indexes that were
 * over capacity but overridden, for the history.
 */
export async function checkCapacity(db: Db, rows: readonly CapacityRow[], known?: Map<number, TypeCapacity>): Promise<Map<number, string>> {
  const types = known ?? (await typeCapacities(db, [...new Set(rows.map((r) => r.v.vehicleTypeId))]));
  const short: CapacityShortfall[] = [];
  const overridden = new Map<number, string>();
  for (const { index, v } of rows) {
    const type = types.get(v.vehicleTypeId);
    if (!capacityShortfall(index, { ...v, capacityOverrideReason: null }, type)) continue;
    if (v.capacityOverrideReason) overridden.set(index, v.capacityOverrideReason);
    else short.push(capacityShortfall(index, v, type) as CapacityShortfall);
  }
  if (short.length === 0) return overridden;
  const messages = short.map(shortfallText);
  throw new HttpError(
    409,
    messages[0],
    messages,
    short.map((s) => ({
      field: `orderVehicles[${s.index}].${s.paxCount > s.maxCapacity ? 'paxCount' : 'luggageCount'}`,
      value: s.paxCount > s.maxCapacity ? s.paxCount : s.luggageCount,
    })),
  )
    .withCode(OVER_CAPACITY)
    .withExtra({ shortfalls: short });
}

/** The history row of a capacity kept over its type's, with its reason. */
export const overrideHistory = (orderId: number, orderVehicleId: number, reason: string) => ({
  orderId,
  orderVehicleId,
  fieldName: 'capacityOverrideReason',
  newValue: reason,
});
