/* The passenger's tracking link (issue 33, docs/portal.md "Tracking link"): what it may show and how long it stays open. */
import { type Instant, operatorInstant } from '../operator-time.js';

/**
 * How long after the pick-up time a link of a job nobody marked COMPLETED or NO_SHOW still answers:
 * an office-run job (no driver app) never gets an end mark, and its plate and driver must not show forever.
 */
export const TRACK_AFTER_PICKUP_MS = 24 * 60 * 60_000;

/**
 * The name of an outsourced driver as a passenger may see it: the assignment screen stores
 * `Name@mobile`, and the mobile is not the passenger's to see. The part before the first `@`, trimmed.
 */
export function outsourcedDriverName(raw: string | null | undefined): string {
  return (raw ?? '').split('@')[0].trim();
}

/** True when the pick-up (the operator's wall clock) is more than TRACK_AFTER_PICKUP_MS before `now`. */
export function pickupLongPast(pickupDate: string, pickupTime: string, now: Instant = Date.now()): boolean {
  return new Date(now).getTime() - Date.parse(operatorInstant(pickupDate, pickupTime)) > TRACK_AFTER_PICKUP_MS;
}
