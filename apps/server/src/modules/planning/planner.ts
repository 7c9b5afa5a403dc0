import type { PlanAssignment, PlanUnassigned } from '@limo/domain';
import { eligibility } from './eligibility.js';
import { evenOut, jobMinutes } from './evenness.js';
import { greedyPlan } from './greedy.js';
import { betterScore, chainDeadheads, indexProblem, planScore } from './plan-index.js';
import type { PlanOutcome, PlanProblem } from './plan-problem.js';
import { preloadSolver, solvePlan } from './solver.js';
import { verifyPlan } from './verify.js';

/*
 * planDay (issue 32): who may take what, the greedy baseline, the solver, the better of the two,
 * the evenness pass, then the verification of the whole plan before it is answered. Pure: the plan
 * service reads the problem from the database and stores what this answers.
 */

export interface PlanOptions {
  /** Successors more than this many minutes after a job's end are not modelled (default: none left out). */
  maxGapMinutes?: number;
  /** Solve the LP relaxation too and answer its bound (the bench). */
  lowerBound?: boolean;
}

/**
 * No successor is left out by default: on the bench a 6-hour limit saved no time and cost 0.2 % more
 * deadhead (bench/README.md, "Day planner").
 */
export const DEFAULT_MAX_GAP_MINUTES = Infinity;
/** Share of the time limit the solver may use: the rest is for the evenness pass and verification. */
const SOLVER_SHARE = 0.7;

export async function planDay(problem: PlanProblem, options: PlanOptions = {}): Promise<PlanOutcome> {
  const started = performance.now();
  const limitMs = problem.timeLimitSeconds * 1000;
  preloadSolver();
  const ix = indexProblem(problem);
  const elig = eligibility(ix);
  const greedy = greedyPlan(ix, elig);
  const baseline = planScore(ix, greedy);
  const solved = await solvePlan(ix, elig, greedy, {
    deadline: started + limitMs * SOLVER_SHARE,
    maxGapMinutes: options.maxGapMinutes ?? DEFAULT_MAX_GAP_MINUTES,
    lowerBound: options.lowerBound,
  });
  const chosen = betterScore(baseline, planScore(ix, solved.chains)) ? greedy : solved.chains;
  const chains = evenOut(ix, elig, chosen, started + limitMs * 0.9);

  const assignments: PlanAssignment[] = [];
  for (const [driverId, chain] of chains) {
    const deadheads = chainDeadheads(ix, driverId, chain);
    chain.forEach((id, i) => {
      const job = ix.job.get(id)!;
      assignments.push({ orderVehicleId: id, driverId, vehicleId: elig.drivers.get(id)!.get(driverId)!, version: job.version, deadheadMinutes: deadheads[i] });
    });
  }
  const order = new Map(ix.jobs.map((j, i) => [j.orderVehicleId, i]));
  assignments.sort((a, b) => order.get(a.orderVehicleId)! - order.get(b.orderVehicleId)!);
  verifyPlan(ix, assignments);

  const assigned = new Set(assignments.map((a) => a.orderVehicleId));
  const unassigned: PlanUnassigned[] = ix.jobs
    .filter((j) => !assigned.has(j.orderVehicleId))
    .map((j) => ({
      orderVehicleId: j.orderVehicleId,
      reasons: [elig.reasons.get(j.orderVehicleId) ?? (solved.undecided.has(j.orderVehicleId) ? 'TIME_LIMIT' : 'ALL_BUSY')],
    }));
  const minutes = jobMinutes(ix, chains);
  const used = [...chains.keys()];
  return {
    assignments,
    unassigned,
    metrics: {
      jobs: ix.jobs.length,
      assigned: assignments.length,
      unassigned: unassigned.length,
      deadheadMinutes: assignments.reduce((n, a) => n + a.deadheadMinutes, 0),
      driversUsed: used.length,
      maxDriverJobMinutes: used.reduce((m, d) => Math.max(m, minutes.get(d) ?? 0), 0),
      solveMs: Math.round(performance.now() - started),
      baseline,
    },
    ...(solved.lowerBound ? { lowerBound: solved.lowerBound } : {}),
    stats: { ...solved.stats, solverAssigned: planScore(ix, solved.chains).assigned, solverDeadheadMinutes: planScore(ix, solved.chains).deadheadMinutes },
  };
}
