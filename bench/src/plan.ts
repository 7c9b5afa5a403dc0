// BENCH_ONLY=plan npm run bench: the day planner (issue 32) on generated days, no database: solve time, jobs
// assigned and deadhead against the greedy baseline and the LP relaxation's lower bound.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RosterDuty, travelRule, type ZoneTravelTime } from '@limo/domain';
import type { PlanJob, PlanOutcome, PlanProblem } from '../../apps/server/src/modules/planning/plan-problem.js';
import { planDay } from '../../apps/server/src/modules/planning/planner.js';

const DATE = '2030-03-11';
const ZONES = 40;
const TYPES = 10;
const SHIFTS = [
  ['06:00', '16:00'],
  ['08:00', '18:00'],
  ['10:00', '20:00'],
  ['14:00', '00:00'],
] as const;

const rng = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
const zone = (i: number) => `Z${String(i + 1).padStart(2, '0')}`;

/** A seeded day: zones on a 8x5 map (Z01 the airport, the base), travel by distance in 5 hour bands (rush hours slower). */
export function generateDay(jobCount: number, driverCount: number, seed = 32): PlanProblem {
  const r = rng(seed);
  const at = Array.from({ length: ZONES }, (_, i) => ({ x: (i % 8) * 4 + r() * 3, y: Math.floor(i / 8) * 4 + r() * 3 }));
  const bands: [number, number, number][] = [
    [0, 7, 0.8],
    [7, 10, 1.3],
    [10, 17, 1],
    [17, 20, 1.3],
    [20, 24, 0.8],
  ];
  const rows: ZoneTravelTime[] = [];
  for (let f = 0; f < ZONES; f++) {
    for (let t = 0; t < ZONES; t++) {
      const km = Math.hypot(at[f].x - at[t].x, at[f].y - at[t].y);
      for (const [hourFrom, hourTo, k] of bands) rows.push({ fromZone: zone(f), toZone: zone(t), hourFrom, hourTo, minutes: Math.round((8 + km * 1.6) * k) });
    }
  }
  // Vehicle types as a fleet has them: a few common, most rare (weights 30, 20, 12, 10, 8, 6, 5, 4, 3, 2).
  const weights = [30, 20, 12, 10, 8, 6, 5, 4, 3, 2];
  const total = weights.reduce((a, b) => a + b, 0);
  const pickType = () => {
    let x = r() * total;
    for (let t = 0; t < TYPES; t++) if ((x -= weights[t]) < 0) return t + 1;
    return TYPES;
  };
  const rosters: RosterDuty[] = [];
  const vehicleTypes = new Map<number, number>();
  for (let d = 1; d <= driverCount; d++) {
    const [from, to] = SHIFTS[d % SHIFTS.length];
    rosters.push({ driverId: d, dutyDate: DATE, dutyTime: `${from}:00`, dutyEndTime: `${to}:00`, offDutyTime: null, vehicleId: 10_000 + d });
    vehicleTypes.set(10_000 + d, pickType());
  }
  const jobs: PlanJob[] = [];
  for (let i = 1; i <= jobCount; i++) {
    // Starts from 06:30 to 22:00, busier mornings and evenings; 30 to 120 minutes; a third from or to the airport.
    const peak = r() < 0.5 ? 7 * 60 + r() * 4 * 60 : 16 * 60 + r() * 4 * 60;
    const start = Math.round(r() < 0.6 ? peak : 6.5 * 60 + r() * 15.5 * 60);
    const end = Math.min(start + 30 + Math.round(r() * 90), 23 * 60 + 55);
    const airport = r();
    const pickup = airport < 0.17 ? 0 : Math.floor(r() * ZONES);
    const dropoff = airport > 0.83 ? 0 : Math.floor(r() * ZONES);
    jobs.push({
      orderVehicleId: i,
      startDate: DATE,
      startTime: hhmm(start),
      endDate: DATE,
      endTime: hhmm(end),
      orderStatus: 'A',
      version: 1,
      vehicleTypeId: pickType(),
      pickupZone: zone(pickup),
      dropoffZone: zone(dropoff),
    });
  }
  return {
    date: DATE,
    jobs,
    kept: [],
    rosters,
    leaves: [],
    vehicleTypes,
    driverIds: rosters.map((ro) => ro.driverId),
    bufferMinutes: 15,
    travel: travelRule(rows, 30),
    baseZone: zone(0),
    timeLimitSeconds: 10,
  };
}

export interface PlanRun {
  jobs: number;
  drivers: number;
  /** planDay as the product calls it: 10 s. */
  plan: PlanOutcome;
  /** The same with successors limited to 6 hours after a job's end. */
  gap6h: PlanOutcome;
  /** The same day with 60 s and the LP relaxation's bound. */
  long: PlanOutcome;
}

/** What a run measured: the figures, not the plan's thousands of assignments. */
const summary = (o: PlanOutcome) => ({ metrics: o.metrics, stats: o.stats, lowerBound: o.lowerBound });
const line = (what: string, o: PlanOutcome) => console.log(what, JSON.stringify(summary(o)));

export async function benchPlan(
  sizes: [number, number][] = [
    [1500, 300],
    [3000, 600],
  ],
): Promise<PlanRun[]> {
  const runs: PlanRun[] = [];
  for (const [jobs, drivers] of sizes) {
    const day = generateDay(jobs, drivers);
    const plan = await planDay(day);
    line(`plan ${jobs}/${drivers}:`, plan);
    const gap6h = await planDay(day, { maxGapMinutes: 6 * 60 });
    line('  successors within 6 h:', gap6h);
    const long = await planDay({ ...day, timeLimitSeconds: 60 }, { lowerBound: true });
    line('  60 s and the LP bound:', long);
    runs.push({ jobs, drivers, plan, gap6h, long });
  }
  return runs;
}

export function reportPlan(root: string, runs: PlanRun[], writeSection: (marker: string, heading: string, section: string) => void) {
  const when = new Date().toISOString();
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const figures = runs.map((r) => ({ jobs: r.jobs, drivers: r.drivers, plan: summary(r.plan), gap6h: summary(r.gap6h), long: summary(r.long) }));
  writeFileSync(join(root, 'bench/results/plan.json'), `${JSON.stringify({ when, runs: figures }, null, 2)}\n`);
  const s = (ms: number) => (ms / 1000).toFixed(1);
  const brief = (o: PlanOutcome) => `${o.metrics.assigned} / ${o.metrics.deadheadMinutes} in ${s(o.metrics.solveMs)} s`;
  const row = (r: PlanRun) => {
    const m = r.plan.metrics;
    const bound = r.long.lowerBound ? `${r.long.lowerBound.deadheadMinutes} (at ${r.long.lowerBound.assigned})` : 'none';
    return `| ${r.jobs} / ${r.drivers} | **${s(m.solveMs)}** | ${m.assigned} | ${m.deadheadMinutes} | ${m.baseline.assigned} / ${m.baseline.deadheadMinutes} | ${r.plan.stats?.optimalGroups} of ${r.plan.stats?.groups} | ${r.plan.stats?.arcs} | ${brief(r.gap6h)} | ${brief(r.long)} | ${bound} |`;
  };
  const section = [
    '<!-- plan:start -->',
    `Last run ${when.slice(0, 16).replace('T', ' ')} UTC: a generated day (seed 32) of 40 zones with a travel table in 5 hour bands, drivers in shifts 06-16, 08-18, 10-20, 14-24, 10 vehicle types; \`planDay\` with the default 10 s limit, then with successors limited to 6 hours, then with 60 s and the LP relaxation (deadhead minutes; assigned / deadhead):`,
    '',
    '| jobs / drivers | solve s | assigned | deadhead | greedy baseline | models proved optimal | arcs | successors within 6 h | 60 s | LP bound on deadhead |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(row),
    '<!-- plan:end -->',
  ].join('\n');
  writeSection('plan', 'Day planner (issue 32)', section);
}
