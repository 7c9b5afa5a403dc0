import { findClashes, holdsResources, type ClashContext, type ScheduledJob } from './clashes.js';
import { jobSpan } from './grid.js';
import { driverJobsClash, type TravelFn } from './travel.js';

/*
 * Flight delay knock-on (issue 10): when a job moves into the driver's next one, both are marked
 * and free on-duty drivers are proposed for the later job, best first.
 */

export interface KnockOn {
  driverId: number;
  earlier: number;
  later: number;
}

/** Pairs of one driver's jobs that now run into each other (with the turnaround), the later one to re-assign. */
export function knockOns(jobs: readonly ScheduledJob[], bufferMinutes: number, travel?: TravelFn): KnockOn[] {
  const byDriver = new Map<number, ScheduledJob[]>();
  for (const job of jobs) {
    if (job.driverId == null || !holdsResources(job)) continue;
    byDriver.set(job.driverId, [...(byDriver.get(job.driverId) ?? []), job]);
  }
  const out: KnockOn[] = [];
  for (const [driverId, list] of byDriver) {
    const sorted = list.map((j) => ({ j, s: jobSpan(j) })).sort((a, b) => a.s.start - b.s.start || a.j.orderVehicleId - b.j.orderVehicleId);
    for (let i = 0; i < sorted.length; i++) {
      for (let k = i + 1; k < sorted.length; k++) {
        // Travel between one job and the next only, as findClashes reads it.
        if (driverJobsClash(sorted[i].j, sorted[k].j, bufferMinutes, k === i + 1 ? travel : undefined))
          out.push({ driverId, earlier: sorted[i].j.orderVehicleId, later: sorted[k].j.orderVehicleId });
      }
    }
  }
  return out;
}

export interface ProposalOptions {
  /** The vehicle type of a driver's rostered vehicle, to prefer drivers already in the right kind of car. */
  driverVehicleType?: (driverId: number) => number | null | undefined;
  jobVehicleTypeId?: number;
  limit?: number;
}

/**
 * On-duty drivers who could take the job without any clash, best first: a car of the job's type,
 * then the fewest jobs that day (spread the work), then free the earliest, then by id.
 */
export function proposeDrivers(job: ScheduledJob, ctx: ClashContext, options: ProposalOptions = {}): number[] {
  const start = jobSpan(job).start;
  const candidates = [...new Set(ctx.rosters.filter((r) => r.dutyTime && !r.offDutyTime).map((r) => r.driverId))].filter(
    (d) => d !== job.driverId && findClashes(job, d, null, ctx).length === 0,
  );
  const load = (d: number) => ctx.jobs.filter((j) => j.driverId === d && holdsResources(j)).length;
  const freeAt = (d: number) =>
    Math.max(-Infinity, ...ctx.jobs.filter((j) => j.driverId === d && holdsResources(j) && jobSpan(j).end <= start).map((j) => jobSpan(j).end));
  const typeMiss = (d: number) => (options.jobVehicleTypeId !== undefined && options.driverVehicleType?.(d) !== options.jobVehicleTypeId ? 1 : 0);
  const ranked = candidates
    .map((d) => ({ d, miss: typeMiss(d), load: load(d), free: freeAt(d) }))
    .sort((a, b) => a.miss - b.miss || a.load - b.load || a.free - b.free || a.d - b.d)
    .map((c) => c.d);
  return options.limit ? ranked.slice(0, options.limit) : ranked;
}
