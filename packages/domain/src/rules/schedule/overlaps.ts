import { overlaps, rosterVehicleSpans, type Span } from './grid.js';
import type { RosterDuty } from './row.js';

/** A vehicle given to two drivers at once in the roster (getRosterOverlaps, the roster screen). */
export interface RosterOverlap {
  vehicleId: number;
  rosterIds: [number, number];
  driverIds: [number, number];
  span: Span;
}

export function rosterOverlaps(rosters: readonly RosterDuty[]): RosterOverlap[] {
  const held = rosters.flatMap((r) => rosterVehicleSpans(r).map((v) => ({ ...v, roster: r })));
  const out: RosterOverlap[] = [];
  for (let i = 0; i < held.length; i++) {
    for (let k = i + 1; k < held.length; k++) {
      const a = held[i];
      const b = held[k];
      if (a.vehicleId !== b.vehicleId || a.roster.driverId === b.roster.driverId || !overlaps(a.span, b.span)) continue;
      out.push({
        vehicleId: a.vehicleId,
        rosterIds: [a.roster.id ?? 0, b.roster.id ?? 0],
        driverIds: [a.roster.driverId, b.roster.driverId],
        span: { start: Math.max(a.span.start, b.span.start), end: Math.min(a.span.end, b.span.end) },
      });
    }
  }
  return out;
}
