/**
 * The scheduling grid's slots (spec section 9): 96 slots of 15 minutes, the grid of a service
 * date starting at 04:00 and running 24 hours, so 00:00 to 03:59 belong to the day before.
 */
import { nextDate } from './entry.js';
import { type Instant, operatorNow } from './operator-time.js';

export const SLOT_MINUTES = 15;
export const SLOTS_PER_DAY = 96;
/** The grid starts at 04:00 (minute 240 of the day). */
export const GRID_START_MINUTE = 4 * 60;

const DAY = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

function minuteOfTime(time: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  if (!m) throw new RangeError(`not a time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const slotOfMinute = (minute: number) => Math.floor(((((minute - GRID_START_MINUTE) % DAY) + DAY) % DAY) / SLOT_MINUTES);

/** The slot (0 to 95) of a wall-clock time `HH:mm` or `HH:mm:ss`; 04:00 is slot 0, 03:45 slot 95. */
export function gridSlotOfTime(time: string): number {
  return slotOfMinute(minuteOfTime(time));
}

/** When a slot starts, `HH:mm`. */
export function slotStartTime(slot: number): string {
  if (!Number.isInteger(slot) || slot < 0 || slot >= SLOTS_PER_DAY) throw new RangeError(`no slot ${slot}`);
  const minute = (GRID_START_MINUTE + slot * SLOT_MINUTES) % DAY;
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** The service date whose grid holds an instant (default now) in the operator's zone, and the slot in it. */
export function operatorGridSlot(at: Instant = Date.now()): { date: string; slot: number } {
  const now = operatorNow(at);
  const date = now.minuteOfDay < GRID_START_MINUTE ? nextDate(now.date, -1) : now.date;
  return { date, slot: slotOfMinute(now.minuteOfDay) };
}
