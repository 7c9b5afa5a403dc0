import { SLOT_MINUTES, SLOTS_PER_DAY } from '../operator-slots.js';
import { countsForCapacity } from '../order/status.js';
import { dutySpan, gridSpan, jobSpan, slotRange } from './grid.js';
import type { RosterDuty, ScheduleRow } from './row.js';

/** Vehicle types counted by the capacity view: fewer seats than this (spec section 9). */
export const SMALL_VEHICLE_MAX_CAPACITY_BELOW = 8;

export const isSmallVehicleType = (type: { maxCapacity: number | null }) => type.maxCapacity !== null && type.maxCapacity < SMALL_VEHICLE_MAX_CAPACITY_BELOW;

export interface CapacitySlot {
  /** Small-vehicle jobs running in the slot (not cancelled, void or no-show). */
  jobs: number;
  /** Drivers on duty in the slot. */
  drivers: number;
}

/** Per 15 minutes of a service date's grid, the small-vehicle jobs against the drivers on duty. */
export function capacityBySlot(
  day: string,
  rows: readonly Pick<ScheduleRow, 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'orderStatus' | 'noshowFlag' | 'vehicleTypeId'>[],
  rosters: readonly RosterDuty[],
  smallTypeIds: ReadonlySet<number>,
): CapacitySlot[] {
  const slots = Array.from({ length: SLOTS_PER_DAY }, () => ({ jobs: 0, drivers: 0 }));
  for (const row of rows) {
    if (!countsForCapacity(row.orderStatus, row.noshowFlag) || !smallTypeIds.has(row.vehicleTypeId)) continue;
    const range = slotRange(day, jobSpan(row));
    if (range) for (let s = range.from; s < range.to; s++) slots[s].jobs++;
  }
  const grid = gridSpan(day);
  for (const roster of rosters) {
    const duty = dutySpan(roster);
    if (!duty) continue;
    for (let s = 0; s < SLOTS_PER_DAY; s++) {
      const at = grid.start + s * SLOT_MINUTES;
      if (duty.start <= at && at < duty.end) slots[s].drivers++;
    }
  }
  return slots;
}
