import { driverCanFollow, rosterVehicleSpans } from '@limo/domain';
import { type Chains, deadhead, type PlanIndex } from './plan-index.js';

/*
 * The day as a multi-commodity flow over a DAG of jobs (issue 32). A commodity is a class of
 * interchangeable drivers (same duty, same eligible jobs, no kept jobs, no vehicle change; anyone
 * else is a class of one). Per class: source -> j (deadhead from the base zone at the duty start),
 * i -> j when the driver can follow i with j (deadhead i's drop-off -> j's pick-up), and j -> sink,
 * left implicit (a row "out(j) <= in(j)"). At most k_c source arcs; each job covered at most once.
 * Objective: deadhead - M x covered, M above any plan's total deadhead, so covering one more job
 * always wins (the lexicographic order of the issue), then the least deadhead.
 *
 * Kept jobs (a class of one): eligibility already keeps every planned job clear of them; an arc's
 * deadhead counts from the kept job just before j when one lies between i and j (deadhead()).
 */

export interface DriverClass {
  drivers: number[];
  /** Eligible job ids in start order. */
  jobs: number[];
}

export interface Arc {
  cls: number;
  from: number | null;
  to: number;
  cost: number;
}

export interface FlowModel {
  classes: DriverClass[];
  jobs: number[];
  arcs: Arc[];
  /** The covered-job weight. */
  bigM: number;
  numRows: number;
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
  colCost: Float64Array;
  rowUpper: Float64Array;
}

/** Drivers grouped into classes of interchangeable drivers, for one group of jobs. */
export function driverClasses(ix: PlanIndex, driverJobs: Map<number, number[]>, drivers: readonly number[]): DriverClass[] {
  const byKey = new Map<string, DriverClass>();
  for (const driverId of drivers) {
    const jobs = driverJobs.get(driverId) ?? [];
    if (!jobs.length) continue;
    const duties = ix.duties.get(driverId) ?? [];
    const plain = duties.length === 1 && !ix.keptByDriver.get(driverId)?.length && rosterVehicleSpans(duties[0].roster).length <= 1;
    const key = plain ? `${duties[0].span.start}|${duties[0].span.end}|${jobs.join(',')}` : `driver ${driverId}`;
    const cls = byKey.get(key);
    if (cls) cls.drivers.push(driverId);
    else byKey.set(key, { drivers: [driverId], jobs });
  }
  return [...byKey.values()];
}

const arcKey = (cls: number, from: number | null, to: number) => `${cls}:${from ?? 's'}:${to}`;

/**
 * Builds the model's columns (arcs) and CSC matrix. Rows: one coverage row per job, one
 * conservation row per class and job, one source row per class. Successors starting more than
 * `maxGapMinutes` after a job ends are left out, except arcs the greedy plan uses (so the greedy
 * plan is always a feasible start).
 */
export function buildFlowModel(ix: PlanIndex, classes: DriverClass[], greedy: Chains, maxGapMinutes: number): FlowModel {
  const { bufferMinutes, travel } = ix.problem;
  const jobs = [...new Set(classes.flatMap((c) => c.jobs))];
  const jobRow = new Map(jobs.map((id, i) => [id, i]));
  const greedyArcs = new Set<string>();
  classes.forEach((c, ci) => {
    for (const driverId of c.drivers) {
      const chain = greedy.get(driverId) ?? [];
      chain.forEach((id, k) => greedyArcs.add(arcKey(ci, k ? chain[k - 1] : null, id)));
    }
  });
  const arcs: Arc[] = [];
  classes.forEach((c, ci) => {
    const rep = c.drivers[0];
    c.jobs.forEach((to, t) => {
      arcs.push({ cls: ci, from: null, to, cost: deadhead(ix, rep, to, null) });
      const toJob = ix.job.get(to)!;
      const toStart = ix.span.get(to)!.start;
      for (let f = 0; f < t; f++) {
        const from = c.jobs[f];
        const gap = toStart - ix.span.get(from)!.end;
        if (gap < 0) continue;
        if (gap > maxGapMinutes && !greedyArcs.has(arcKey(ci, from, to))) continue;
        if (!driverCanFollow(ix.job.get(from)!, toJob, bufferMinutes, travel)) continue;
        arcs.push({ cls: ci, from, to, cost: deadhead(ix, rep, to, from) });
      }
    });
  });
  // M above the largest total deadhead any plan can have: each covered job's dearest way in.
  const dearest = new Map<number, number>();
  for (const a of arcs) dearest.set(a.to, Math.max(dearest.get(a.to) ?? 0, a.cost));
  let bigM = 1;
  for (const v of dearest.values()) bigM += v;

  const consRow = new Map<string, number>();
  let row = jobs.length;
  classes.forEach((c, ci) => c.jobs.forEach((id) => consRow.set(`${ci}:${id}`, row++)));
  const sourceRow = classes.map(() => row++);
  const numRows = row;
  const starts = new Int32Array(arcs.length + 1);
  const indices: number[] = [];
  const values: number[] = [];
  const colCost = new Float64Array(arcs.length);
  arcs.forEach((a, k) => {
    const entries: [number, number][] = [
      [jobRow.get(a.to)!, 1],
      [consRow.get(`${a.cls}:${a.to}`)!, -1],
      a.from === null ? [sourceRow[a.cls], 1] : [consRow.get(`${a.cls}:${a.from}`)!, 1],
    ];
    for (const [r, v] of entries.sort((x, y) => x[0] - y[0])) {
      indices.push(r);
      values.push(v);
    }
    starts[k + 1] = indices.length;
    colCost[k] = a.cost - bigM;
  });
  const rowUpper = new Float64Array(numRows);
  rowUpper.fill(1, 0, jobs.length);
  rowUpper.fill(0, jobs.length, sourceRow[0] ?? numRows);
  classes.forEach((c, ci) => (rowUpper[sourceRow[ci]] = c.drivers.length));
  return { classes, jobs, arcs, bigM, numRows, starts, indices: Int32Array.from(indices), values: Float64Array.from(values), colCost, rowUpper };
}

/** The greedy plan as the model's column values (the solver's first incumbent). */
export function greedyColumns(model: FlowModel, greedy: Chains): Float64Array {
  const col = new Map(model.arcs.map((a, k) => [arcKey(a.cls, a.from, a.to), k]));
  const x = new Float64Array(model.arcs.length);
  model.classes.forEach((c, ci) => {
    for (const driverId of c.drivers) {
      const chain = greedy.get(driverId) ?? [];
      chain.forEach((id, k) => {
        const at = col.get(arcKey(ci, k ? chain[k - 1] : null, id));
        if (at !== undefined) x[at] = 1;
      });
    }
  });
  return x;
}

/** Chains read off a solution, given to each class's drivers (lowest id first, earliest chain first). */
export function decodeChains(model: FlowModel, x: ArrayLike<number>): Chains {
  const chains: Chains = new Map();
  model.classes.forEach((c, ci) => {
    const next = new Map<number, number>();
    const firsts: number[] = [];
    model.arcs.forEach((a, k) => {
      if (a.cls !== ci || x[k] < 0.5) return;
      if (a.from === null) firsts.push(a.to);
      else next.set(a.from, a.to);
    });
    const order = new Map(c.jobs.map((id, i) => [id, i]));
    firsts.sort((a, b) => order.get(a)! - order.get(b)!);
    const drivers = [...c.drivers].sort((a, b) => a - b);
    firsts.forEach((first, i) => {
      const chain = [first];
      for (let at = next.get(first); at !== undefined; at = next.get(at)) chain.push(at);
      chains.set(drivers[i], chain);
    });
  });
  return chains;
}
