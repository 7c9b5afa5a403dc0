import { DAY_MINUTES, jobSpan, type Span } from './grid.js';
import type { ScheduleRow } from './row.js';

/*
 * Travel between two jobs of a driver (issue 32, docs/scheduling.md "Travel between jobs"): the
 * minutes from the earlier job's drop-off zone to the later job's pick-up zone, by the hour the
 * earlier job ends. The clash rule, the grid, the assignment service and the day planner all read
 * travel through `travelRule` and order two jobs through `driverCanFollow`, so they never disagree.
 */

/** A row of the zoneTravelTimes collection: `hourFrom` <= hour < `hourTo` (0 to 24). */
export interface ZoneTravelTime {
  fromZone: string;
  toZone: string;
  hourFrom: number;
  hourTo: number;
  minutes: number;
}

/** Minutes from a drop-off zone to a pick-up zone for a trip starting in this hour (0-23). */
export type TravelFn = (fromZone: string | null | undefined, toZone: string | null | undefined, hour: number) => number;

/** The system parameter defaultTravelMinutes' fallback: a pair of zones without a row. */
export const DEFAULT_TRAVEL_MINUTES = 30;
/** Two jobs in the same zone without a row. */
export const SAME_ZONE_TRAVEL_MINUTES = 15;

/** Zones as the rule compares them: trimmed, case ignored ("TST" and "tst " are one zone). */
export const zoneKey = (zone: string | null | undefined): string | null => {
  const z = (zone ?? '').trim().toUpperCase();
  return z ? z : null;
};

/**
 * The travel rule of a branch's table. A pair without a band covering the hour takes
 * `defaultMinutes` (never the reverse pair's row); the same zone without one takes 15. A job whose
 * zone is unknown (a location without a contract label) is treated as a pair without a row.
 */
export function travelRule(rows: readonly ZoneTravelTime[], defaultMinutes: number = DEFAULT_TRAVEL_MINUTES): TravelFn {
  const byPair = new Map<string, ZoneTravelTime[]>();
  for (const row of rows) {
    const from = zoneKey(row.fromZone);
    const to = zoneKey(row.toZone);
    if (!from || !to) continue;
    const key = `${from}\u0000${to}`;
    byPair.set(key, [...(byPair.get(key) ?? []), row]);
  }
  return (fromZone, toZone, hour) => {
    const from = zoneKey(fromZone);
    const to = zoneKey(toZone);
    if (!from || !to) return defaultMinutes;
    const band = byPair.get(`${from}\u0000${to}`)?.find((r) => r.hourFrom <= hour && hour < r.hourTo);
    if (band) return band.minutes;
    return from === to ? SAME_ZONE_TRAVEL_MINUTES : defaultMinutes;
  };
}

/** The operator's hour (0-23) of an absolute minute. */
export const hourOfMinute = (absolute: number) => Math.floor((((absolute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES) / 60);

export type TravelJob = Pick<ScheduleRow, 'startDate' | 'startTime' | 'endDate' | 'endTime'> & {
  pickupZone?: string | null;
  dropoffZone?: string | null;
};

/** Travel from the end of `earlier` to the start of `later`; 0 when no travel rule is given (the grid before issue 32). */
export function travelBetween(earlier: TravelJob, later: TravelJob, travel: TravelFn | undefined, earlierSpan: Span = jobSpan(earlier)): number {
  return travel ? travel(earlier.dropoffZone, later.pickupZone, hourOfMinute(earlierSpan.end)) : 0;
}

/** The earliest minute a driver can start `later` after doing `earlier`: its end, the turnaround and the travel. */
export function earliestNextStart(earlier: TravelJob, later: TravelJob, bufferMinutes: number, travel: TravelFn | undefined): number {
  const span = jobSpan(earlier);
  return span.end + bufferMinutes + travelBetween(earlier, later, travel, span);
}

/** Whether one driver can do `later` after `earlier` (the later one starts no earlier than its earliest start). */
export function driverCanFollow(earlier: TravelJob, later: TravelJob, bufferMinutes: number, travel: TravelFn | undefined): boolean {
  return jobSpan(later).start >= earliestNextStart(earlier, later, bufferMinutes, travel);
}

/** The DRIVER_BUSY rule: two jobs of one driver clash unless one can follow the other. */
export function driverJobsClash(a: TravelJob, b: TravelJob, bufferMinutes: number, travel: TravelFn | undefined): boolean {
  return !driverCanFollow(a, b, bufferMinutes, travel) && !driverCanFollow(b, a, bufferMinutes, travel);
}
