import { clockOf, dutySpan, jobSpan, overlaps, rosterVehicleAt, rosterVehicleSpans, type Span } from './grid.js';
import type { DriverLeave, RosterDuty, ScheduleRow } from './row.js';
import { type MessageRef, renderMessage } from '../../i18n/serverMessages.js';
import { formatDate } from '../display-date.js';
import { driverJobsClash, travelBetween, type TravelFn } from './travel.js';

/*
 * The clashes of giving a job to a driver and vehicle (issue 10, docs/scheduling.md). Computed here
 * once: the grid marks them live, the server refuses them with 409 unless overridden.
 */

export const CLASH_KINDS = ['DRIVER_BUSY', 'OFF_DUTY', 'VEHICLE_BUSY', 'ON_LEAVE'] as const;
export type ClashKind = (typeof CLASH_KINDS)[number];

export interface Clash {
  kind: ClashKind;
  /** The other job that clashes, or the job itself when the clash is with the duty, a roster or leave. */
  orderVehicleId: number;
  /** In English (the order history's clashOverride line); `text` renders it in another language. */
  message: string;
  /** The message's key and parameters (set by findClashes; absent on a clash read off the wire). */
  text?: MessageRef;
}

export type ScheduledJob = Pick<ScheduleRow, 'orderVehicleId' | 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'orderStatus'> &
  Partial<Pick<ScheduleRow, 'driverId' | 'vehicleId' | 'noshowFlag' | 'pickupZone' | 'dropoffZone'>>;

export interface ClashContext {
  /** The jobs around (any days): the job itself among them is ignored. */
  jobs: readonly ScheduledJob[];
  /** The rosters of the days around, every driver's. */
  rosters: readonly RosterDuty[];
  leaves?: readonly DriverLeave[];
  /** Minutes a driver or vehicle needs between two jobs (system parameter turnaroundMinutes). */
  bufferMinutes: number;
  /** Travel between zones (issue 32): a driver's next job needs the travel from the last drop-off too. Absent: none. */
  travel?: TravelFn;
  /** How a driver (its number, after the word Driver) and a vehicle (its plate) are named in messages. */
  driverName?: (id: number) => string;
  vehicleName?: (id: number) => string;
}

const spanText = (s: Span) => `${clockOf(s.start)}-${clockOf(s.end)}`;

/** Jobs that hold a driver or vehicle: cancelled and void ones do not. */
export const holdsResources = (job: Pick<ScheduleRow, 'orderStatus'>) => job.orderStatus !== 'C' && job.orderStatus !== 'V';

/** The vehicle the job would use: the one named, else the driver's rostered vehicle at the start. */
export function vehicleForJob(job: ScheduledJob, driverId: number | null, vehicleId: number | null, rosters: readonly RosterDuty[]): number | null {
  if (vehicleId !== null) return vehicleId;
  if (driverId === null) return null;
  const start = jobSpan(job).start;
  for (const roster of rosters) {
    if (roster.driverId !== driverId) continue;
    const duty = dutySpan(roster);
    if (duty && duty.start <= start && start < duty.end) return rosterVehicleAt(roster, start);
  }
  return null;
}

/** A driver's jobs starting just before and just after `start` (the latest earlier start, the earliest later one). */
export function neighboursOf<J extends ScheduledJob>(start: number, jobs: readonly J[]): { before?: J; after?: J } {
  let before: J | undefined;
  let after: J | undefined;
  let [beforeStart, afterStart] = [-Infinity, Infinity];
  for (const j of jobs) {
    const s = jobSpan(j).start;
    if (s < start && s > beforeStart) [before, beforeStart] = [j, s];
    if (s > start && s < afterStart) [after, afterStart] = [j, s];
  }
  return { before, after };
}

/** Every clash of the job done by this driver with this vehicle (either may be null: nothing to check for it). */
/** A clash found here: its text always set. */
export type FoundClash = Clash & { text: MessageRef };

export function findClashes(job: ScheduledJob, driverId: number | null, vehicleId: number | null, ctx: ClashContext): FoundClash[] {
  const clashes: FoundClash[] = [];
  const span = jobSpan(job);
  const driver = (id: number) => ctx.driverName?.(id) ?? String(id);
  const vehicle = (id: number) => ctx.vehicleName?.(id) ?? `#${id}`;
  const clash = (kind: ClashKind, orderVehicleId: number, text: MessageRef): FoundClash => ({ kind, orderVehicleId, message: renderMessage('en', text), text });
  const others = ctx.jobs.filter((j) => j.orderVehicleId !== job.orderVehicleId && holdsResources(j));

  if (driverId !== null) {
    const mine = others.filter((o) => o.driverId === driverId);
    const { before, after } = neighboursOf(span.start, mine);
    for (const other of mine) {
      // The travel counts from the driver's job just before to this one, and from this one to the job just after;
      // any other job of theirs clashes only by overlapping (with the turnaround), as before (issue 32).
      const travelRule = other === before || other === after ? ctx.travel : undefined;
      if (!driverJobsClash(job, other, ctx.bufferMinutes, travelRule)) continue;
      const otherSpan = jobSpan(other);
      const [earlier, later] = otherSpan.start <= span.start ? [other, job] : [job, other];
      const travel = travelBetween(earlier, later, travelRule);
      const params = { driver: driver(driverId), span: spanText(otherSpan), minutes: ctx.bufferMinutes };
      const text: MessageRef = travel
        ? { key: 'srv.clash.driverBusyTravel', params: { ...params, travel, from: earlier.dropoffZone || '?', to: later.pickupZone || '?' } }
        : { key: 'srv.clash.driverBusy', params };
      clashes.push(clash('DRIVER_BUSY', other.orderVehicleId, text));
    }
    const duties = ctx.rosters.filter((r) => r.driverId === driverId).flatMap((r) => dutySpan(r) ?? []);
    if (!duties.some((d) => d.start <= span.start && span.end <= d.end)) {
      const text: MessageRef = duties.length
        ? { key: 'srv.clash.offDuty', params: { driver: driver(driverId), span: spanText(span), duties: duties.map(spanText).join(', ') } }
        : { key: 'srv.clash.noDuty', params: { driver: driver(driverId), date: formatDate(job.startDate), time: clockOf(span.start) } };
      clashes.push(clash('OFF_DUTY', job.orderVehicleId, text));
    }
    const day = job.startDate;
    if ((ctx.leaves ?? []).some((l) => l.driverId === driverId && l.fromDate <= day && day <= l.toDate)) {
      clashes.push(clash('ON_LEAVE', job.orderVehicleId, { key: 'srv.clash.onLeave', params: { driver: driver(driverId), date: formatDate(day) } }));
    }
  }

  const car = vehicleForJob(job, driverId, vehicleId, ctx.rosters);
  if (car !== null) {
    for (const other of others) {
      if (other.vehicleId !== car || (driverId !== null && other.driverId === driverId)) continue;
      const otherSpan = jobSpan(other);
      if (overlaps(span, otherSpan, ctx.bufferMinutes)) {
        clashes.push(
          clash('VEHICLE_BUSY', other.orderVehicleId, { key: 'srv.clash.vehicleBusy', params: { vehicle: vehicle(car), span: spanText(otherSpan) } }),
        );
      }
    }
    for (const roster of ctx.rosters) {
      if (roster.driverId === driverId) continue;
      const held = rosterVehicleSpans(roster).find((v) => v.vehicleId === car && overlaps(span, v.span));
      if (held) {
        const params = { vehicle: vehicle(car), driver: driver(roster.driverId), span: spanText(held.span) };
        clashes.push(clash('VEHICLE_BUSY', job.orderVehicleId, { key: 'srv.clash.vehicleWithDriver', params }));
      }
    }
  }
  return clashes;
}

/** The clashes of every assigned job of a day as it stands (the grid's marks), by order vehicle id. */
export function clashesOfDay(jobs: readonly ScheduledJob[], ctx: Omit<ClashContext, 'jobs'>): Map<number, Clash[]> {
  const out = new Map<number, Clash[]>();
  for (const job of jobs) {
    if (!holdsResources(job) || (job.driverId == null && job.vehicleId == null)) continue;
    const found = findClashes(job, job.driverId ?? null, job.vehicleId ?? null, { ...ctx, jobs });
    if (found.length) out.set(job.orderVehicleId, found);
  }
  return out;
}
