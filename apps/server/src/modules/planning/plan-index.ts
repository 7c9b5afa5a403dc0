import { dutySpan, holdsResources, hourOfMinute, jobSpan, rosterVehicleSpans, type RosterDuty, type ScheduledJob, type Span } from '@limo/domain';
import type { PlanJob, PlanProblem } from './plan-problem.js';

/*
 * The day planner's lookups (issue 32), built once per problem: job spans, each driver's duties,
 * kept jobs and rosters by driver and by vehicle, and the one deadhead rule every part (greedy,
 * solver, evenness, metrics) counts with, so their totals compare.
 */

export interface Duty {
  roster: RosterDuty;
  span: Span;
  /** The vehicles it holds, with when (rosterVehicleSpans, read once). */
  vehicles: { vehicleId: number; span: Span }[];
}

export interface KeptJob {
  job: ScheduledJob;
  span: Span;
}

/** A plan: each driver's planned job ids in start order. */
export type Chains = Map<number, number[]>;

export interface PlanIndex {
  problem: PlanProblem;
  /** The jobs to plan by start, then id. */
  jobs: PlanJob[];
  job: Map<number, PlanJob>;
  span: Map<number, Span>;
  drivers: number[];
  duties: Map<number, Duty[]>;
  /** Kept jobs holding a driver, by driver, in start order. */
  keptByDriver: Map<number, KeptJob[]>;
  keptByVehicle: Map<number, ScheduledJob[]>;
  rostersByDriver: Map<number, RosterDuty[]>;
  /** Rosters holding a vehicle at some time of their duty. */
  rostersByVehicle: Map<number, RosterDuty[]>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function indexProblem(problem: PlanProblem): PlanIndex {
  const span = new Map<number, Span>();
  for (const job of problem.jobs) span.set(job.orderVehicleId, jobSpan(job));
  const jobs = [...problem.jobs].sort((a, b) => span.get(a.orderVehicleId)!.start - span.get(b.orderVehicleId)!.start || a.orderVehicleId - b.orderVehicleId);
  const drivers = [...new Set(problem.driverIds)].sort((a, b) => a - b);
  const active = new Set(drivers);
  const duties = new Map<number, Duty[]>();
  const rostersByDriver = new Map<number, RosterDuty[]>();
  const rostersByVehicle = new Map<number, RosterDuty[]>();
  for (const roster of problem.rosters) {
    push(rostersByDriver, roster.driverId, roster);
    for (const vehicleId of new Set(rosterVehicleSpans(roster).map((v) => v.vehicleId))) push(rostersByVehicle, vehicleId, roster);
    const duty = dutySpan(roster);
    if (duty && active.has(roster.driverId)) push(duties, roster.driverId, { roster, span: duty, vehicles: rosterVehicleSpans(roster) });
  }
  const keptByDriver = new Map<number, KeptJob[]>();
  const keptByVehicle = new Map<number, ScheduledJob[]>();
  for (const job of problem.kept) {
    if (!holdsResources(job)) continue;
    if (job.driverId != null) push(keptByDriver, job.driverId, { job, span: jobSpan(job) });
    if (job.vehicleId != null) push(keptByVehicle, job.vehicleId, job);
  }
  for (const list of keptByDriver.values()) list.sort((a, b) => a.span.start - b.span.start);
  return {
    problem,
    jobs,
    job: new Map(jobs.map((j) => [j.orderVehicleId, j])),
    span,
    drivers,
    duties,
    keptByDriver,
    keptByVehicle,
    rostersByDriver,
    rostersByVehicle,
  };
}

/** The driver's duty the span lies wholly inside, if any. */
export function dutyOf(ix: PlanIndex, driverId: number, span: Span): Duty | undefined {
  return ix.duties.get(driverId)?.find((d) => d.span.start <= span.start && span.end <= d.span.end);
}

/** The driver's rostered vehicle at a minute: vehicleForJob's answer, read off the duties indexed once. */
export function vehicleAt(ix: PlanIndex, driverId: number, at: number): number | null {
  const duty = ix.duties.get(driverId)?.find((d) => d.span.start <= at && at < d.span.end);
  return duty?.vehicles.find((v) => v.span.start <= at && at < v.span.end)?.vehicleId ?? null;
}

/**
 * Deadhead of a planned job (issue 32's objective): travel from the drop-off of the driver's job
 * just before it in the same duty (the planned `prev`, or a kept job starting later than it), else
 * from the branch's base zone at the hour the duty starts.
 */
export function deadhead(ix: PlanIndex, driverId: number, jobId: number, prevId: number | null): number {
  const job = ix.job.get(jobId)!;
  const span = ix.span.get(jobId)!;
  const duty = dutyOf(ix, driverId, span);
  const from = duty?.span.start ?? span.start;
  let prev: { job: ScheduledJob; span: Span } | null = null;
  if (prevId !== null) {
    const prevSpan = ix.span.get(prevId)!;
    if (prevSpan.start >= from && prevSpan.start < span.start) prev = { job: ix.job.get(prevId)!, span: prevSpan };
  }
  for (const kept of ix.keptByDriver.get(driverId) ?? []) {
    if (kept.span.start >= span.start) break;
    if (kept.span.start >= from && (!prev || kept.span.start > prev.span.start)) prev = kept;
  }
  const travel = ix.problem.travel;
  return prev ? travel(prev.job.dropoffZone, job.pickupZone, hourOfMinute(prev.span.end)) : travel(ix.problem.baseZone, job.pickupZone, hourOfMinute(from));
}

/** The deadhead of each job of a driver's chain, in order. */
export function chainDeadheads(ix: PlanIndex, driverId: number, chain: readonly number[]): number[] {
  return chain.map((id, i) => deadhead(ix, driverId, id, i ? chain[i - 1] : null));
}

export const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/** Assigned jobs and total deadhead of a plan: what the planner compares plans by. */
export function planScore(ix: PlanIndex, chains: Chains): { assigned: number; deadheadMinutes: number } {
  let assigned = 0;
  let deadheadMinutes = 0;
  for (const [driverId, chain] of chains) {
    assigned += chain.length;
    deadheadMinutes += sum(chainDeadheads(ix, driverId, chain));
  }
  return { assigned, deadheadMinutes };
}

/** Whether plan a is better than b: more assigned, then less deadhead. */
export const betterScore = (a: { assigned: number; deadheadMinutes: number }, b: { assigned: number; deadheadMinutes: number }) =>
  a.assigned > b.assigned || (a.assigned === b.assigned && a.deadheadMinutes < b.deadheadMinutes);
