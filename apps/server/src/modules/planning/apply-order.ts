import { findClashes, type PlanAssignment, type ScheduledJob } from '@limo/domain';
import type { PlanOutcome, PlanProblem } from './plan-problem.js';

/*
 * Moving jobs that already have a driver (keepAssigned false, issue 32): apply gives the plan's
 * jobs one at a time against the day as it stands, so a job proposed into the slot of a job that
 * moves away can only be given after that one has moved, and two jobs swapping drivers at the same
 * time cannot be given at all. This replays the plan in that way: each proposal in the first pass
 * where it no longer clashes, in that order (apply follows it); a proposal that never fits is
 * dropped. A moved job the plan drops, or leaves out, stays with its driver and is in neither list.
 */

export function settleMoves(problem: PlanProblem, outcome: PlanOutcome): PlanOutcome {
  const moving = new Map(problem.jobs.filter((j) => j.driverId != null).map((j) => [j.orderVehicleId, j]));
  if (!moving.size) return outcome;
  const state = new Map<number, ScheduledJob>();
  for (const k of problem.kept) state.set(k.orderVehicleId, k);
  for (const j of moving.values()) state.set(j.orderVehicleId, j);
  const byJob = new Map(problem.jobs.map((j) => [j.orderVehicleId, j]));
  const around = (driverId: number, vehicleId: number) => [...state.values()].filter((s) => s.driverId === driverId || s.vehicleId === vehicleId);
  let pending = [...outcome.assignments];
  const ordered: PlanAssignment[] = [];
  for (let progress = true; progress && pending.length;) {
    progress = false;
    const waiting: PlanAssignment[] = [];
    for (const a of pending) {
      const job = byJob.get(a.orderVehicleId) as ScheduledJob;
      const ctx = {
        jobs: around(a.driverId, a.vehicleId),
        rosters: problem.rosters,
        leaves: problem.leaves,
        bufferMinutes: problem.bufferMinutes,
        travel: problem.travel,
      };
      if (findClashes(job, a.driverId, a.vehicleId, ctx).length) {
        waiting.push(a);
        continue;
      }
      state.set(a.orderVehicleId, { ...job, driverId: a.driverId, vehicleId: a.vehicleId });
      ordered.push(a);
      progress = true;
    }
    pending = waiting;
  }
  const dropped = pending.filter((a) => !moving.has(a.orderVehicleId)).map((a) => ({ orderVehicleId: a.orderVehicleId, reasons: ['ALL_BUSY' as const] }));
  const unassigned = [...outcome.unassigned.filter((u) => !moving.has(u.orderVehicleId)), ...dropped];
  return {
    ...outcome,
    assignments: ordered,
    unassigned,
    metrics: {
      ...outcome.metrics,
      assigned: ordered.length,
      unassigned: unassigned.length,
      deadheadMinutes: ordered.reduce((n, a) => n + a.deadheadMinutes, 0),
      driversUsed: new Set(ordered.map((a) => a.driverId)).size,
    },
  };
}
