import { describe, expect, it } from 'vitest';
import { findClashes, type RosterDuty, type ScheduledJob, travelRule, vehicleForJob, type ZoneTravelTime } from '@limo/domain';
import { eligibility } from './eligibility.js';
import { evenOut, jobMinutes } from './evenness.js';
import { indexProblem, planScore } from './plan-index.js';
import type { PlanJob, PlanProblem } from './plan-problem.js';
import { planDay } from './planner.js';
import { planInThread } from './plan-thread.js';
import { verifyPlan } from './verify.js';

// Hand-solved days for the day planner (issue 32). Turnaround 15 min; travel 15 in one zone, 30 else, unless a table says.
const D = '2030-03-10';
const job = (id: number, start: string, end: string, over: Partial<PlanJob> = {}): PlanJob => ({
  orderVehicleId: id,
  startDate: D,
  startTime: `${start}:00`,
  endDate: D,
  endTime: `${end}:00`,
  orderStatus: 'A',
  version: 7,
  vehicleTypeId: 1,
  pickupZone: 'A',
  dropoffZone: 'A',
  ...over,
});
const duty = (driverId: number, from: string, to: string, over: Partial<RosterDuty> = {}): RosterDuty => ({
  driverId,
  dutyDate: D,
  dutyTime: `${from}:00`,
  dutyEndTime: `${to}:00`,
  offDutyTime: null,
  vehicleId: 100 + driverId,
  ...over,
});
const band = (fromZone: string, toZone: string, minutes: number): ZoneTravelTime => ({ fromZone, toZone, hourFrom: 0, hourTo: 24, minutes });
const problem = (over: Partial<PlanProblem>): PlanProblem => {
  const rosters = over.rosters ?? [];
  return {
    date: D,
    jobs: [],
    kept: [],
    rosters,
    leaves: [],
    vehicleTypes: new Map(rosters.map((r) => [r.vehicleId!, 1])),
    driverIds: rosters.map((r) => r.driverId),
    bufferMinutes: 15,
    travel: travelRule([], 30),
    baseZone: 'A',
    timeLimitSeconds: 5,
    ...over,
  };
};
const pairs = (outcome: { assignments: { orderVehicleId: number; driverId: number }[] }) =>
  outcome.assignments.map((a) => [a.orderVehicleId, a.driverId]).sort((x, y) => x[0] - y[0]);

describe('planDay on days solved by hand', () => {
  it('covers a job greedy leaves out: job1 to B so A can take job2', async () => {
    const p = problem({ rosters: [duty(1, '08:00', '18:00'), duty(2, '08:00', '11:00')], jobs: [job(1, '09:00', '10:00'), job(2, '09:45', '17:00')] });
    const out = await planDay(p);
    // Greedy: job1 to A (a tie at 15 min, lowest id); job2 then fits nobody (A busy until 10:30, B off at 11:00).
    expect(out.metrics.baseline).toEqual({ assigned: 1, deadheadMinutes: 15 });
    expect(pairs(out)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(out.metrics).toMatchObject({ jobs: 2, assigned: 2, unassigned: 0, deadheadMinutes: 30, driversUsed: 2, maxDriverJobMinutes: 435 });
    expect(out.assignments.map((a) => [a.vehicleId, a.version, a.deadheadMinutes])).toEqual([
      [102, 7, 15],
      [101, 7, 15],
    ]);
  });

  it('plans a chain whose direct trip is longer than the one through the job between (travel counts between neighbours only)', async () => {
    const travel = travelRule([band('Z1', 'Z1', 5), band('Z3', 'Z2', 10), band('Z1', 'Z2', 120), band('A', 'Z1', 10)], 30);
    const jobs = [
      job(1, '10:00', '11:00', { pickupZone: 'Z1', dropoffZone: 'Z1' }),
      job(2, '11:30', '11:40', { pickupZone: 'Z1', dropoffZone: 'Z3' }),
      job(3, '12:10', '13:00', { pickupZone: 'Z2', dropoffZone: 'Z2' }),
    ];
    const out = await planDay(problem({ rosters: [duty(1, '08:00', '18:00')], jobs, travel }));
    expect(pairs(out)).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });

  it('answers the same plan from its own thread, the travel table crossing as rows (plan-thread.ts)', async () => {
    const rows = [band('Z1', 'Z1', 5), band('Z3', 'Z2', 10), band('Z1', 'Z2', 120), band('A', 'Z1', 10)];
    const jobs = [
      job(1, '10:00', '11:00', { pickupZone: 'Z1', dropoffZone: 'Z1' }),
      job(2, '11:30', '11:40', { pickupZone: 'Z1', dropoffZone: 'Z3' }),
      job(3, '12:10', '13:00', { pickupZone: 'Z2', dropoffZone: 'Z2' }),
    ];
    const { travel: _travel, ...data } = problem({ rosters: [duty(1, '08:00', '18:00'), duty(2, '08:00', '18:00')], jobs });
    const here = await planDay({ ...data, travel: travelRule(rows, 30) });
    const there = await planInThread({ ...data, travelRows: rows, defaultTravelMinutes: 30 });
    expect({ ...there.metrics, solveMs: 0 }).toEqual({ ...here.metrics, solveMs: 0 });
    expect(there.assignments).toEqual(here.assignments);
    expect(here.metrics.deadheadMinutes).toBe(10 + 5 + 10);
  });

  it('drives less than greedy: the myopic nearest driver for the first job costs more on the second', async () => {
    // Driver 1 ends a kept job in zone X, driver 2 in zone Y. X->P 10, Y->P 12, X->Q 15, Y->Q 60.
    const kept: ScheduledJob[] = [
      { ...job(91, '07:00', '08:00', { dropoffZone: 'X' }), driverId: 1, vehicleId: 101 },
      { ...job(92, '07:00', '08:00', { dropoffZone: 'Y' }), driverId: 2, vehicleId: 102 },
    ];
    const travel = travelRule([band('X', 'P', 10), band('Y', 'P', 12), band('X', 'Q', 15), band('Y', 'Q', 60)], 30);
    const jobs = [job(1, '10:00', '11:00', { pickupZone: 'P' }), job(2, '10:30', '11:30', { pickupZone: 'Q' })];
    const out = await planDay(problem({ rosters: [duty(1, '06:00', '18:00'), duty(2, '06:00', '18:00')], kept, travel, jobs }), { lowerBound: true });
    // Greedy: job1 to driver 1 (10 < 12), job2 to driver 2 (60): 70. Plan: job1 to driver 2 (12), job2 to driver 1 (15): 27.
    expect(out.metrics.baseline).toEqual({ assigned: 2, deadheadMinutes: 70 });
    expect(pairs(out)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(out.metrics.deadheadMinutes).toBe(27);
    // The LP relaxation's bound at 2 assigned meets the plan: it is optimal.
    expect(out.lowerBound).toEqual({ assigned: 2, deadheadMinutes: 27 });
    // Job minutes count the kept jobs of the date: 60 kept + 60 planned each.
    expect(out.metrics.maxDriverJobMinutes).toBe(120);
  });

  it('gives each job nobody can take its reason', async () => {
    const rosters = [duty(1, '08:00', '18:00'), duty(2, '08:00', '18:00', { vehicleId: 202 }), duty(3, '08:00', '18:00', { vehicleId: 203 })];
    const p = problem({
      rosters,
      vehicleTypes: new Map([
        [101, 1],
        [202, 2],
        [203, 3],
      ]),
      leaves: [{ driverId: 2, fromDate: D, toDate: D }],
      kept: [{ ...job(90, '12:00', '13:00', { vehicleTypeId: 3 }), driverId: 3, vehicleId: 203 }],
      jobs: [
        job(1, '20:00', '21:00'), // nobody on duty at 20:00
        job(2, '09:00', '10:00', { vehicleTypeId: 9 }), // no vehicle of type 9
        job(3, '09:00', '10:00', { vehicleTypeId: 2 }), // only driver 2 has a type 2, on leave
        job(4, '12:15', '12:45', { vehicleTypeId: 3 }), // driver 3 busy with a kept job
        job(5, '14:00', '15:00'),
        job(6, '14:00', '15:00', { pickupZone: 'B' }), // driver 1 takes one of 5 and 6: 5, nearer the base
      ],
    });
    const out = await planDay(p);
    expect(pairs(out)).toEqual([[5, 1]]);
    expect(out.unassigned).toEqual([
      { orderVehicleId: 2, reasons: ['NO_VEHICLE_OF_TYPE'] },
      { orderVehicleId: 3, reasons: ['ON_LEAVE'] },
      { orderVehicleId: 4, reasons: ['ALL_BUSY'] },
      { orderVehicleId: 6, reasons: ['ALL_BUSY'] },
      { orderVehicleId: 1, reasons: ['NO_DRIVER_ON_DUTY'] },
    ]);
    // No time for the solver: the job it would have placed is TIME_LIMIT (the greedy plan is answered).
    const hurried = await planDay({
      ...problem({ rosters: [duty(1, '08:00', '18:00'), duty(2, '08:00', '11:00')] }),
      jobs: [job(1, '09:00', '10:00'), job(2, '09:45', '17:00')],
      timeLimitSeconds: 0,
    });
    expect(pairs(hurried)).toEqual([[1, 1]]);
    expect(hurried.unassigned).toEqual([{ orderVehicleId: 2, reasons: ['TIME_LIMIT'] }]);
  });

  it('keeps clear of kept jobs with their travel and counts deadhead from them', async () => {
    // Kept job 09:00-10:00 in zone X. P->X 30, X->P 40: 08:00-08:40 would reach X at 09:25, 10:30 cannot be reached
    // before 10:55, 11:00 can, its deadhead 40 from the kept drop-off.
    const kept = [{ ...job(90, '09:00', '10:00', { pickupZone: 'X', dropoffZone: 'X' }), driverId: 1, vehicleId: 101 }];
    const travel = travelRule([band('P', 'X', 30), band('X', 'P', 40)], 30);
    const jobs = [
      job(1, '08:00', '08:40', { pickupZone: 'P', dropoffZone: 'P' }),
      job(2, '10:30', '10:50', { pickupZone: 'P' }),
      job(3, '11:00', '12:00', { pickupZone: 'P' }),
    ];
    const out = await planDay(problem({ rosters: [duty(1, '07:00', '18:00')], kept, travel, jobs }));
    expect(out.assignments).toEqual([{ orderVehicleId: 3, driverId: 1, vehicleId: 101, version: 7, deadheadMinutes: 40 }]);
    expect(out.unassigned).toEqual([
      { orderVehicleId: 1, reasons: ['ALL_BUSY'] },
      { orderVehicleId: 2, reasons: ['ALL_BUSY'] },
    ]);
  });

  it('wants the vehicle type exactly, read from the roster at the job start with its vehicle changes', async () => {
    const rosters = [duty(1, '08:00', '20:00', { vehicles: [{ vehicleId: 201, fromTime: '12:00:00', toTime: '14:00:00' }] })];
    const vehicleTypes = new Map([
      [101, 1],
      [201, 2],
    ]);
    const jobs = [
      job(1, '12:30', '13:00', { vehicleTypeId: 2 }),
      job(2, '13:30', '13:50'),
      job(3, '15:00', '16:00'),
      job(4, '17:00', '18:00', { vehicleTypeId: 3 }),
    ];
    const out = await planDay(problem({ rosters, vehicleTypes, jobs }));
    expect(out.assignments.map((a) => [a.orderVehicleId, a.driverId, a.vehicleId])).toEqual([
      [1, 1, 201],
      [3, 1, 101],
    ]);
    expect(out.unassigned).toEqual([
      { orderVehicleId: 2, reasons: ['NO_VEHICLE_OF_TYPE'] },
      { orderVehicleId: 4, reasons: ['NO_VEHICLE_OF_TYPE'] },
    ]);
  });

  it('never puts two drivers on one vehicle within the turnaround when a roster hands it over', async () => {
    // Driver 2 takes driver 1's vehicle 101 at 16:00. Job 1 (15:00-16:00) with driver 1 holds 101 until 16:15, so job 2
    // (16:05, only driver 2 on duty, with 101) cannot follow it on that vehicle; driver 2 cannot do both (16:30 at the earliest).
    const rosters = [duty(1, '08:00', '16:00'), duty(2, '08:00', '20:00', { vehicles: [{ vehicleId: 101, fromTime: '16:00:00', toTime: null }] })];
    const vehicleTypes = new Map([
      [101, 1],
      [102, 1],
    ]);
    const out = await planDay(problem({ rosters, vehicleTypes, jobs: [job(1, '15:00', '16:00'), job(2, '16:05', '17:00')] }));
    expect(out.metrics.assigned).toBe(1);
    expect(out.metrics.baseline).toEqual({ assigned: 1, deadheadMinutes: 15 });
    expect(out.unassigned).toHaveLength(1);
    expect(out.unassigned[0].reasons).toEqual(['ALL_BUSY']);
  });

  it('the verifier throws on a plan that breaks a rule', () => {
    const p = problem({
      rosters: [duty(1, '08:00', '18:00'), duty(2, '08:00', '18:00')],
      jobs: [job(1, '09:00', '10:00'), job(2, '10:10', '11:00'), job(3, '19:00', '20:00')],
    });
    const ix = indexProblem(p);
    const a = (orderVehicleId: number, driverId: number, vehicleId = 100 + driverId) => ({
      orderVehicleId,
      driverId,
      vehicleId,
      version: 7,
      deadheadMinutes: 0,
    });
    expect(() => verifyPlan(ix, [a(1, 1), a(2, 2)])).not.toThrow();
    expect(() => verifyPlan(ix, [a(1, 1), a(2, 1)])).toThrow(/DRIVER_BUSY/);
    expect(() => verifyPlan(ix, [a(1, 1), a(2, 2, 101)])).toThrow(/VEHICLE_BUSY/);
    // Vehicle 150, of the type and free, but not the one driver 2's roster holds.
    const spare = indexProblem({ ...p, vehicleTypes: new Map([...p.vehicleTypes, [150, 1]]) });
    expect(() => verifyPlan(spare, [a(2, 2, 150)])).toThrow(/the roster holds 102/);
    expect(() => verifyPlan(ix, [a(3, 1)])).toThrow(/OFF_DUTY/);
    expect(() => verifyPlan(ix, [a(1, 1, 999)])).toThrow(/vehicle type/);
    // Driver 2's roster hands vehicle 101 over at 10:05: the rostered vehicle, but driver 1 is on it until 10:00 + 15.
    const handover = indexProblem({
      ...p,
      rosters: [duty(1, '08:00', '18:00'), duty(2, '08:00', '18:00', { vehicles: [{ vehicleId: 101, fromTime: '10:05:00', toTime: null }] })],
    });
    expect(() => verifyPlan(handover, [a(1, 1), a(2, 2, 101)])).toThrow(/VEHICLE_BUSY/);
    expect(() => verifyPlan(ix, [a(1, 1), a(1, 2)])).toThrow(/twice/);
  });

  it('evens job minutes by moving a tail to an idle driver when it adds no deadhead, and not when it does', () => {
    const jobs = [job(1, '08:00', '09:00'), job(2, '09:30', '10:30'), job(3, '11:00', '12:00'), job(4, '12:30', '13:30')];
    const p = problem({ rosters: [duty(1, '07:00', '19:00'), duty(2, '07:00', '19:00')], jobs });
    const ix = indexProblem(p);
    const elig = eligibility(ix);
    const all = new Map([[1, [1, 2, 3, 4]]]);
    // Every job in zone A, base A: 15 min each way, so a second driver starting at the base costs the same 15.
    const even = evenOut(ix, elig, all, performance.now() + 5000);
    expect(planScore(ix, even)).toEqual({ assigned: 4, deadheadMinutes: 60 });
    expect([...jobMinutes(ix, even).values()]).toEqual([120, 120]);
    // Base zone B, B->A 40: the second driver's first job would cost 40 instead of 15, so nothing moves.
    const far = indexProblem({ ...p, baseZone: 'B', travel: travelRule([band('B', 'A', 40)], 30) });
    expect(evenOut(far, eligibility(far), all, performance.now() + 5000)).toEqual(all);
  });
});

/** A small seeded day: the plan is verified (and checked here against the whole day's findClashes) and beats greedy. */
describe('planDay on generated days', () => {
  const rng = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`seed ${seed}: verified, at least the baseline`, async () => {
      const r = rng(seed);
      const zones = ['A', 'B', 'C', 'D'];
      const rows = zones.flatMap((f) => zones.map((t) => band(f, t, f === t ? 10 : 15 + Math.floor(r() * 40))));
      const shifts = [
        ['06:00', '16:00'],
        ['08:00', '18:00'],
        ['12:00', '22:00'],
      ];
      const rosters = Array.from({ length: 12 }, (_, i) => duty(i + 1, ...(shifts[i % 3] as [string, string])));
      const vehicleTypes = new Map(rosters.map((ro, i) => [ro.vehicleId!, 1 + (i % 2)]));
      const jobs = Array.from({ length: 70 }, (_, i) => {
        const start = 6 * 60 + Math.floor(r() * 15 * 60);
        const end = start + 30 + Math.floor(r() * 120);
        const z = () => zones[Math.floor(r() * zones.length)];
        return job(i + 1, hhmm(start), hhmm(Math.min(end, 23 * 60 + 59)), { vehicleTypeId: 1 + Math.floor(r() * 2), pickupZone: z(), dropoffZone: z() });
      });
      // Driver 12 takes over driver 1's vehicle at 16:00 (a hand-over), driver 2 has a kept job, driver 3 is on leave.
      rosters[11] = { ...rosters[11], vehicles: [{ vehicleId: 101, fromTime: '16:00:00', toTime: null }] };
      const kept = [{ ...job(900, '10:00', '11:00', { pickupZone: 'B', dropoffZone: 'C' }), driverId: 2, vehicleId: 102 }];
      const leaves = [{ driverId: 3, fromDate: D, toDate: D }];
      const p = problem({ rosters, vehicleTypes, jobs, kept, leaves, travel: travelRule(rows, 30) });
      const out = await planDay(p);
      const all = [...p.kept, ...out.assignments.map((a) => ({ ...jobs[a.orderVehicleId - 1], driverId: a.driverId, vehicleId: a.vehicleId }))];
      for (const a of out.assignments) {
        expect(findClashes(jobs[a.orderVehicleId - 1], a.driverId, a.vehicleId, { jobs: all, rosters, leaves, bufferMinutes: 15, travel: p.travel })).toEqual(
          [],
        );
        expect(vehicleForJob(jobs[a.orderVehicleId - 1], a.driverId, null, rosters)).toBe(a.vehicleId);
        expect(vehicleTypes.get(a.vehicleId)).toBe(jobs[a.orderVehicleId - 1].vehicleTypeId);
      }
      expect(out.metrics.assigned + out.metrics.unassigned).toBe(70);
      expect(out.metrics.assigned).toBeGreaterThanOrEqual(out.metrics.baseline.assigned);
      if (out.metrics.assigned === out.metrics.baseline.assigned) expect(out.metrics.deadheadMinutes).toBeLessThanOrEqual(out.metrics.baseline.deadheadMinutes);
    });
  }
});
