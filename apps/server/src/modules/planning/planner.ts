// TEMP (lead): replaced by H2's version at merge.
import { findClashes, vehicleForJob, type ScheduledJob } from '@limo/domain';
import type { PlanOutcome, PlanProblem } from './plan-problem.js';
export async function planDay(p: PlanProblem): Promise<PlanOutcome> {
  const jobs: ScheduledJob[] = [...p.kept];
  const assignments = [];
  const unassigned = [];
  for (const j of [...p.jobs].sort((a, b) => (a.startDate + a.startTime).localeCompare(b.startDate + b.startTime))) {
    let done = false;
    for (const d of p.driverIds) {
      const v = vehicleForJob(j, d, null, p.rosters);
      if (v === null || p.vehicleTypes.get(v) !== j.vehicleTypeId) continue;
      if (findClashes(j, d, v, { jobs, rosters: p.rosters, leaves: p.leaves, bufferMinutes: p.bufferMinutes, travel: p.travel }).length) continue;
      jobs.push({ ...j, driverId: d, vehicleId: v });
      assignments.push({ orderVehicleId: j.orderVehicleId, driverId: d, vehicleId: v, version: j.version, deadheadMinutes: 0 });
      done = true;
      break;
    }
    if (!done) unassigned.push({ orderVehicleId: j.orderVehicleId, reasons: ['ALL_BUSY' as const] });
  }
  const metrics = {
    jobs: p.jobs.length,
    assigned: assignments.length,
    unassigned: unassigned.length,
    deadheadMinutes: 0,
    driversUsed: 0,
    maxDriverJobMinutes: 0,
    solveMs: 0,
    baseline: { assigned: 0, deadheadMinutes: 0 },
  };
  return { assignments, unassigned, metrics };
}
