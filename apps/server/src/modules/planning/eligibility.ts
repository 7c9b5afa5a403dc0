import { type ClashContext, findClashes, type PlanUnassignedReason } from '@limo/domain';
import { dutyOf, type PlanIndex, vehicleAt } from './plan-index.js';

/*
 * Who may take each job alone (issue 32): on duty for the whole job, not on leave, the rostered
 * vehicle at its start of the job's type exactly, and no clash with the kept jobs (the domain's
 * findClashes, given only this driver's and vehicle's kept jobs and rosters: the same answer as
 * the whole day's, 1,500 x 300 times fast). The vehicle is vehicleForJob's (the roster's at the
 * start), read off the duties indexed once; the verifier checks it again with the domain's rule.
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
  // The clash rule's context for one driver and vehicle: their kept jobs and the rosters that hold them.
  const contexts = new Map<string, ClashContext>();
  const contextOf = (driverId: number, vehicleId: number) => {
    const key = `${driverId}:${vehicleId}`;
    let ctx = contexts.get(key);
    if (!ctx) {
      ctx = {
        jobs: union(
          ix.keptByDriver.get(driverId)?.map((k) => k.job),
          ix.keptByVehicle.get(vehicleId),
        ),
        rosters: union(ix.rostersByDriver.get(driverId), ix.rostersByVehicle.get(vehicleId)),
        leaves: leavesOf.get(driverId),
        bufferMinutes: problem.bufferMinutes,
        travel: problem.travel,
      };
      contexts.set(key, ctx);
    }
    return ctx;
  };
  for (const job of ix.jobs) {
    const span = ix.span.get(job.orderVehicleId)!;
    const ok = new Map<number, number>();
    let onDuty = 0;
    let withType = 0;
    let onLeave = 0;
    for (const driverId of ix.drivers) {
      if (!dutyOf(ix, driverId, span)) continue;
      onDuty++;
      const vehicleId = vehicleAt(ix, driverId, span.start);
      if (vehicleId === null || problem.vehicleTypes.get(vehicleId) !== job.vehicleTypeId) continue;
      withType++;
      const leaves = leavesOf.get(driverId)!;
      if (leaves.some((l) => l.fromDate <= job.startDate && job.startDate <= l.toDate)) {
        onLeave++;
        continue;
      }
      if (!findClashes(job, driverId, vehicleId, contextOf(driverId, vehicleId)).length) ok.set(driverId, vehicleId);
    }
    drivers.set(job.orderVehicleId, ok);
    if (ok.size) continue;
    const reason: PlanUnassignedReason = !onDuty ? 'NO_DRIVER_ON_DUTY' : !withType ? 'NO_VEHICLE_OF_TYPE' : onLeave === withType ? 'ON_LEAVE' : 'ALL_BUSY';
    reasons.set(job.orderVehicleId, reason);
  }
  return { drivers, reasons };
}
