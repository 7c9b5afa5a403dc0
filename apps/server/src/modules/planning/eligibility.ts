import { findClashes, type PlanUnassignedReason, type RosterDuty, type ScheduledJob, vehicleForJob } from '@limo/domain';
import { dutyOf, type PlanIndex } from './plan-index.js';

/*
 * Who may take each job alone (issue 32): on duty for the whole job, not on leave, the rostered
 * vehicle at its start of the job's type exactly, and no clash with the kept jobs (the domain's
 * findClashes, given only this driver's and vehicle's kept jobs and rosters: the same answer as
 * the whole day's, 1,500 x 300 times fast).
 */

export interface Eligibility {
  /** Per job id: each driver who may take it, with the vehicle they would drive. */
  drivers: Map<number, Map<number, number>>;
  /** Why nobody may take a job, for the jobs without an eligible driver. */
  reasons: Map<number, PlanUnassignedReason>;
}

const union = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] => [...new Set([...(a ?? []), ...(b ?? [])])];

export function eligibility(ix: PlanIndex): Eligibility {
  const { problem } = ix;
  const drivers = new Map<number, Map<number, number>>();
  const reasons = new Map<number, PlanUnassignedReason>();
  const leavesOf = new Map(ix.drivers.map((d) => [d, problem.leaves.filter((l) => l.driverId === d)]));
  const keptJobsOf = new Map<number, ScheduledJob[]>([...ix.keptByDriver].map(([d, list]) => [d, list.map((k) => k.job)]));
  for (const job of ix.jobs) {
    const span = ix.span.get(job.orderVehicleId)!;
    const ok = new Map<number, number>();
    let onDuty = 0;
    let withType = 0;
    let onLeave = 0;
    for (const driverId of ix.drivers) {
      if (!dutyOf(ix, driverId, span)) continue;
      onDuty++;
      const own: readonly RosterDuty[] = ix.rostersByDriver.get(driverId) ?? [];
      const vehicleId = vehicleForJob(job, driverId, null, own);
      if (vehicleId === null || problem.vehicleTypes.get(vehicleId) !== job.vehicleTypeId) continue;
      withType++;
      const leaves = leavesOf.get(driverId)!;
      if (leaves.some((l) => l.fromDate <= job.startDate && job.startDate <= l.toDate)) {
        onLeave++;
        continue;
      }
      const clashes = findClashes(job, driverId, vehicleId, {
        jobs: union(keptJobsOf.get(driverId), ix.keptByVehicle.get(vehicleId)),
        rosters: union(own, ix.rostersByVehicle.get(vehicleId)),
        leaves,
        bufferMinutes: problem.bufferMinutes,
        travel: problem.travel,
      });
      if (!clashes.length) ok.set(driverId, vehicleId);
    }
    drivers.set(job.orderVehicleId, ok);
    if (ok.size) continue;
    const reason: PlanUnassignedReason = !onDuty ? 'NO_DRIVER_ON_DUTY' : !withType ? 'NO_VEHICLE_OF_TYPE' : onLeave === withType ? 'ON_LEAVE' : 'ALL_BUSY';
    reasons.set(job.orderVehicleId, reason);
  }
  return { drivers, reasons };
}
