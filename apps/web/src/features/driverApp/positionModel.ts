/* Where the car is while the driver is on duty (issue 11): at most one position every 5 seconds. */
import type { PositionItem } from './queueModel';

export const POSITION_EVERY_MS = 5_000;

/** True when a fix at `now` should be kept: the first one, or 5 s after the last kept one. */
export function positionDue(lastKeptAt: number | null, now: number, everyMs = POSITION_EVERY_MS): boolean {
  return lastKeptAt === null || now - lastKeptAt >= everyMs || now < lastKeptAt;
}

/** km/h from the m/s the browser gives; unknown or nonsense speeds count as standing still. */
export function speedKmh(metresPerSecond: number | null | undefined): number {
  if (metresPerSecond == null || !Number.isFinite(metresPerSecond) || metresPerSecond <= 0) return 0;
  return Math.round(metresPerSecond * 3.6 * 10) / 10;
}

export interface Fix {
  latitude: number;
  longitude: number;
  speed: number | null;
}

/** The queue item for one kept fix. */
export function positionItem(fix: Fix, at: Date, driver: string, clientEventId: string, orderVehicleId: number | undefined): PositionItem {
  return {
    kind: 'position',
    clientEventId,
    driver,
    latitude: fix.latitude,
    longitude: fix.longitude,
    speed: speedKmh(fix.speed),
    ...(orderVehicleId !== undefined && { orderVehicleId }),
    at: at.toISOString(),
  };
}

/** A small throttle around positionDue, for the watch callback. */
export function createThrottle(everyMs = POSITION_EVERY_MS) {
  let last: number | null = null;
  return {
    take(now: number): boolean {
      if (!positionDue(last, now, everyMs)) return false;
      last = now;
      return true;
    },
    reset() {
      last = null;
    },
  };
}
