import type { Highs } from 'highs';
import { driverCanFollow } from '@limo/domain';
import type { Eligibility } from './eligibility.js';
import { buildFlowModel, decodeChains, driverClasses, type FlowModel, greedyColumns } from './flow-model.js';
import { betterScore, type Chains, type PlanIndex, planScore } from './plan-index.js';
import { VehicleBook } from './vehicle-book.js';

/*
 * The day planner's solver (issue 32): HiGHS (WebAssembly) on the flow model of flow-model.ts, one
 * independent model per group of vehicle types (types joined by a driver who may drive both), each
 * with a share of the time limit and the greedy plan as its first incumbent. A group keeps the
 * greedy plan when the solver found nothing better.
 */

let loaded: Promise<Highs> | null = null;
/** HiGHS loaded once and reused; dropped after a failure so the next solve loads it afresh. */
const highsModule = () => (loaded ??= import('highs').then((m) => m.default()));
/** Starts loading HiGHS (about 0.3 s the first time) while the planner works out eligibility. */
export const preloadSolver = () => void highsModule().catch(() => (loaded = null));

export interface SolveOptions {
  /** Wall-clock ms by which every group must be solved. */
  deadline: number;
  /** Successors starting this long after a job ends are left out of the model (Infinity: none). */
  maxGapMinutes: number;
  /** Also solve each group's LP relaxation, for the bench's lower bound. */
  lowerBound?: boolean;
}

export interface SolveResult {
  chains: Chains;
  /** Jobs of groups the solver gave no decision for (no time left, or no solution). */
  undecided: Set<number>;
  /** Deadhead no plan with this many assigned can go below (from the LP relaxation). */
  lowerBound?: { assigned: number; deadheadMinutes: number };
  stats: { groups: number; arcs: number; optimalGroups: number };
}

/** Groups of jobs no driver links: vehicle types joined by any driver eligible for both. */
function jobGroups(ix: PlanIndex, driverJobs: Map<number, number[]>): number[][] {
  const parent = new Map<number, number>();
  const find = (t: number): number => {
    let p = parent.get(t) ?? t;
    if (p !== t) parent.set(t, (p = find(p)));
    return p;
  };
  for (const jobs of driverJobs.values()) {
    const types = jobs.map((id) => ix.job.get(id)!.vehicleTypeId);
    for (const t of types) parent.set(find(t), find(types[0]));
  }
  const groups = new Map<number, number[]>();
  for (const job of ix.jobs) {
    const root = find(job.vehicleTypeId);
    const group = groups.get(root);
    if (group) group.push(job.orderVehicleId);
    else groups.set(root, [job.orderVehicleId]);
  }
  return [...groups.values()];
}

/** Drops planned jobs whose vehicle another driver's planned job holds within the turnaround (roster hand-overs). */
export function repairVehicles(ix: PlanIndex, elig: Eligibility, chains: Chains): Chains {
  const book = new VehicleBook(ix, elig);
  const out: Chains = new Map();
  const order = [...chains].flatMap(([driverId, chain]) => chain.map((jobId) => ({ driverId, jobId })));
  order.sort((a, b) => ix.span.get(a.jobId)!.start - ix.span.get(b.jobId)!.start || a.jobId - b.jobId);
  const { bufferMinutes, travel } = ix.problem;
  for (const { driverId, jobId } of order) {
    const chain = out.get(driverId) ?? [];
    const last = chain.at(-1);
    if (last !== undefined && !driverCanFollow(ix.job.get(last)!, ix.job.get(jobId)!, bufferMinutes, travel)) continue;
    if (!book.free(jobId, driverId)) continue;
    book.book(jobId, driverId);
    out.set(driverId, [...chain, jobId]);
  }
  return out;
}

const restrict = (chains: Chains, drivers: ReadonlySet<number>): Chains => new Map([...chains].filter(([d]) => drivers.has(d)));

/** The model's matrix with one more row, the sum of every column: the jobs covered (each column is the way into one job). */
function withCoveredRow(model: FlowModel) {
  const n = model.arcs.length;
  const starts = new Int32Array(n + 1);
  const indices = new Int32Array(model.indices.length + n);
  const values = new Float64Array(model.indices.length + n);
  for (let k = 0; k < n; k++) {
    const from = model.starts[k];
    const to = model.starts[k + 1];
    indices.set(model.indices.subarray(from, to), from + k);
    values.set(model.values.subarray(from, to), from + k);
    indices[to + k] = model.numRows;
    values[to + k] = 1;
    starts[k + 1] = to + k + 1;
  }
  return { starts, indices, values };
}

/**
 * One HiGHS run. `minCovered` (the LP bound): minimise the deadhead alone with at least that many
 * jobs covered, instead of the lexicographic objective.
 */
async function runModel(model: FlowModel, seconds: number, integral: boolean, start: Float64Array | null, minCovered?: number) {
  const highs = await highsModule();
  const n = model.arcs.length;
  const extra = minCovered === undefined ? 0 : 1;
  const numRows = model.numRows + extra;
  const matrix = extra ? withCoveredRow(model) : model;
  const m = highs.createModel({
    numCols: n,
    numRows,
    colCost: extra ? Float64Array.from(model.arcs, (a) => a.cost) : model.colCost,
    colLower: new Float64Array(n),
    colUpper: new Float64Array(n).fill(1),
    rowLower: Float64Array.from({ length: numRows }, (_, i) => (i === model.numRows ? minCovered! : -highs.infinity)),
    rowUpper: extra ? Float64Array.from([...model.rowUpper, highs.infinity]) : model.rowUpper,
    matrix: { format: 'csc', numRows, numCols: n, starts: matrix.starts, indices: matrix.indices, values: matrix.values },
    ...(integral ? { integrality: new Int32Array(n).fill(highs.constants.variableType.integer) } : {}),
  });
  try {
    // Costs are whole minutes: a gap under 1 is optimal.
    // Presolve off: on these flow models it took most of the time and slowed the search (bench/README.md).
    m.options.set({ output_flag: false, presolve: 'off', time_limit: Math.max(0.05, seconds), mip_rel_gap: 0, mip_abs_gap: 0.999 });
    if (start) m.setSolution({ colValue: start });
    const status = m.run().modelStatus;
    const feasible = m.info.get('primal_solution_status') === 2;
    return {
      x: feasible ? m.getSolution().colValue : null,
      objective: feasible ? m.getObjectiveValue() : null,
      optimal: status === highs.constants.modelStatus.optimal,
    };
  } finally {
    m.dispose();
  }
}

export async function solvePlan(ix: PlanIndex, elig: Eligibility, greedy: Chains, opts: SolveOptions): Promise<SolveResult> {
  const driverJobs = new Map<number, number[]>();
  for (const job of ix.jobs) {
    for (const driverId of elig.drivers.get(job.orderVehicleId)!.keys()) {
      const list = driverJobs.get(driverId);
      if (list) list.push(job.orderVehicleId);
      else driverJobs.set(driverId, [job.orderVehicleId]);
    }
  }
  const groups = jobGroups(ix, driverJobs).map((jobs) => {
    const set = new Set(jobs);
    const drivers = [...driverJobs].filter(([, list]) => set.has(list[0])).map(([d]) => d);
    const model = buildFlowModel(ix, driverClasses(ix, driverJobs, drivers), greedy, opts.maxGapMinutes);
    return { jobs, drivers: new Set(drivers), model };
  });
  const chains: Chains = new Map();
  const undecided = new Set<number>();
  let bound = 0;
  let boundAssigned = 0;
  let boundKnown = !!opts.lowerBound;
  let optimalGroups = 0;
  let groupsLeft = groups.length;
  let deadline = opts.deadline;
  const totalArcs = groups.reduce((n, g) => n + g.model.arcs.length, 0);
  for (const g of groups.sort((a, b) => a.model.arcs.length - b.model.arcs.length)) {
    const greedyHere = restrict(greedy, g.drivers);
    // Smallest first, an equal share of what is left: small models finish early and leave their time to the big ones.
    const seconds = (deadline - performance.now()) / 1000 / groupsLeft--;
    let picked = greedyHere;
    if (g.model.arcs.length && seconds > 0.02) {
      try {
        const run = await runModel(g.model, seconds, true, greedyColumns(g.model, greedyHere));
        if (run.optimal) optimalGroups++;
        if (run.x) {
          const solved = repairVehicles(ix, elig, decodeChains(g.model, run.x));
          if (betterScore(planScore(ix, solved), planScore(ix, greedyHere))) picked = solved;
        } else g.jobs.forEach((id) => undecided.add(id));
        if (opts.lowerBound) {
          // The LP relaxation's least deadhead with as many jobs covered as this group's plan.
          const assigned = planScore(ix, picked).assigned;
          const lpStarted = performance.now();
          const lp = await runModel(g.model, Math.max(seconds, 30), false, null, assigned);
          deadline += performance.now() - lpStarted; // the bound's time is not the plan's
          boundAssigned += assigned;
          if (lp.objective === null) boundKnown = false;
          else bound += Math.ceil(lp.objective - 1e-6);
        }
      } catch {
        // A crashed WebAssembly instance is not reused; this group keeps the greedy plan, whose jobs left out are
        // ALL_BUSY as greedy found them (no time limit ran out: not TIME_LIMIT).
        loaded = null;
        boundKnown = false;
      }
    } else if (g.model.arcs.length) {
      g.jobs.forEach((id) => undecided.add(id));
      boundKnown = false;
    }
    for (const [d, chain] of picked) chains.set(d, chain);
  }
  return {
    chains,
    undecided,
    ...(boundKnown ? { lowerBound: { assigned: boundAssigned, deadheadMinutes: bound } } : {}),
    stats: { groups: groups.length, arcs: totalArcs, optimalGroups },
  };
}
