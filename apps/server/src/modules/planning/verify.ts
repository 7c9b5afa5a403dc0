import { findClashes, type PlanAssignment, type ScheduledJob, vehicleForJob } from '@limo/domain';
import type { PlanIndex } from './plan-index.js';

/*
 * Every plan is checked before it is answered (issue 32): each proposed assignment against the
 * domain's clash rule with the kept jobs, every other proposed job (with its driver and vehicle),
 * the rosters, the leaves and the travel; its vehicle must be the roster's at the start, of the type. The ctx holds only the driver's
 * and the vehicle's jobs and rosters: findClashes reads no others. A violation is a bug in the
 * planner, thrown, never sent.
 */
export function verifyPlan(ix: PlanIndex, assignments: readonly PlanAssignment[]): void {
  const { problem } = ix;
  const active = new Set(problem.driverIds);
  const proposed: ScheduledJob[] = [];
  const seen = new Set<number>();
  for (const a of assignments) {
    const job = ix.job.get(a.orderVehicleId);
    if (!job) throw new Error(`plan verification: job ${a.orderVehicleId} is not one of the day's jobs to plan`);
    if (seen.has(a.orderVehicleId)) throw new Error(`plan verification: job ${a.orderVehicleId} proposed twice`);
    seen.add(a.orderVehicleId);
    proposed.push({ ...job, driverId: a.driverId, vehicleId: a.vehicleId });
  }
  const byDriver = new Map<number, ScheduledJob[]>();
  const byVehicle = new Map<number, ScheduledJob[]>();
  const add = (map: Map<number, ScheduledJob[]>, key: number | null | undefined, job: ScheduledJob) => {
    if (key == null) return;
    map.set(key, [...(map.get(key) ?? []), job]);
  };
  for (const job of [...problem.kept, ...proposed]) {
    add(byDriver, job.driverId, job);
    add(byVehicle, job.vehicleId, job);
  }
  for (const a of assignments) {
    const job = ix.job.get(a.orderVehicleId)!;
    if (!active.has(a.driverId)) throw new Error(`plan verification: job ${a.orderVehicleId} given to driver ${a.driverId}, not an active driver`);
    const type = problem.vehicleTypes.get(a.vehicleId);
    if (type !== job.vehicleTypeId) {
      throw new Error(
        `plan verification: job ${a.orderVehicleId} wants vehicle type ${job.vehicleTypeId}, vehicle ${a.vehicleId} is of type ${type ?? 'none'}`,
      );
    }
    const clashes = findClashes(job, a.driverId, a.vehicleId, {
      jobs: [...new Set([...(byDriver.get(a.driverId) ?? []), ...(byVehicle.get(a.vehicleId) ?? [])])],
      rosters: [...new Set([...(ix.rostersByDriver.get(a.driverId) ?? []), ...(ix.rostersByVehicle.get(a.vehicleId) ?? [])])],
      leaves: problem.leaves.filter((l) => l.driverId === a.driverId),
      bufferMinutes: problem.bufferMinutes,
      travel: problem.travel,
    });
    if (clashes.length) {
      throw new Error(`plan verification: job ${a.orderVehicleId} for driver ${a.driverId}: ${clashes.map((c) => `${c.kind} ${c.message}`).join('; ')}`);
    }
    const rostered = vehicleForJob(job, a.driverId, null, ix.rostersByDriver.get(a.driverId) ?? []);
    if (rostered !== a.vehicleId) {
      throw new Error(
        `plan verification: job ${a.orderVehicleId} for driver ${a.driverId} names vehicle ${a.vehicleId}, the roster holds ${rostered ?? 'none'}`,
      );
    }
  }
}
