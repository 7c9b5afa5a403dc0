/* The client's cut-off (issue 33): a booker changes or cancels a trip until this long before its pick-up. */
import { type Instant, operatorInstant } from '../operator-time.js';

/**
 * True when `now` is inside the cut-off of a pick-up at `pickupDate` `pickupTime` (the operator's
 * wall clock): pick-up minus `cutoffMinutes` is now or past.
 */
export function insideCutoff(pickupDate: string, pickupTime: string, cutoffMinutes: number, now: Instant = Date.now()): boolean {
  const pickup = Date.parse(operatorInstant(pickupDate, pickupTime));
  return pickup - cutoffMinutes * 60_000 <= new Date(now).getTime();
}
