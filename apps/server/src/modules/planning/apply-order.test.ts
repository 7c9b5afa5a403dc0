import { type RosterDuty, travelRule } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import { settleMoves } from './apply-order.js';
import type { PlanJob, PlanOutcome, PlanProblem } from './plan-problem.js';

// Moving jobs that have a driver (keepAssigned false): the plan in the order apply can give it (issue 32 review).
const D = '2030-03-10';
const job = (id: number, start: string, end: string, driverId: number | null): PlanJob => ({
  orderVehicleId: id,
  startDate: D,
  startTime: `${start}:00`,
  endDate: D,
  endTime: `${end}:00`,
  orderStatus: 'A',
  version: 1,
  vehicleTypeId: 1,
  pickupZone: 'A',
  dropoffZone: 'A',
  driverId,
  vehicleId: driverId === null ? null : 100 + driverId,
});
const duty = (driverId: number): RosterDuty => ({
  driverId,
  dutyDate: D,
  dutyTime: '08:00:00',
  dutyEndTime: '18:00:00',
  offDutyTime: null,
  vehicleId: 100 + driverId,
});
const problem = (jobs: PlanJob[]): PlanProblem => ({
  date: D,
  jobs,
  kept: [],
  rosters: [duty(1), duty(2), duty(3)],
  leaves: [],
  vehicleTypes: new Map([
    [101, 1],
    [102, 1],
    [103, 1],
  ]),
  driverIds: [1, 2, 3],
  bufferMinutes: 15,
  travel: travelRule([], 30),
  baseZone: 'A',
  timeLimitSeconds: 5,
});
const give = (orderVehicleId: number, driverId: number) => ({ orderVehicleId, driverId, vehicleId: 100 + driverId, version: 1, deadheadMinutes: 15 });
const outcome = (assignments: ReturnType<typeof give>[], unassigned: PlanOutcome['unassigned'] = []): PlanOutcome => ({
  assignments,
  unassigned,
  metrics: {
    jobs: 3,
    assigned: assignments.length,
    unassigned: unassigned.length,
    deadheadMinutes: 15 * assignments.length,
    driversUsed: 2,
    maxDriverJobMinutes: 60,
    solveMs: 1,
    baseline: { assigned: 0, deadheadMinutes: 0 },
  },
});

describe('settleMoves', () => {
  it('orders a chain so each job is given after the one it replaces has moved', () => {
    // Job 2 (driver 2) moves to driver 3; job 1 (no driver) takes its place on driver 2: 2 must go first.
    const p = problem([job(1, '10:00', '11:00', null), job(2, '10:00', '11:00', 2)]);
    const out = settleMoves(p, outcome([give(1, 2), give(2, 3)]));
    expect(out.assignments.map((a) => a.orderVehicleId)).toEqual([2, 1]);
    expect(out.unassigned).toEqual([]);
  });

  it('drops two overlapping jobs swapping drivers (apply could give neither); they stay where they are, in neither list', () => {
    const p = problem([job(1, '10:00', '11:00', 1), job(2, '10:00', '11:00', 2), job(3, '14:00', '15:00', null)]);
    const out = settleMoves(p, outcome([give(1, 2), give(2, 1), give(3, 1)]));
    expect(out.assignments.map((a) => a.orderVehicleId)).toEqual([3]);
    expect(out.unassigned).toEqual([]);
    expect(out.metrics).toMatchObject({ assigned: 1, unassigned: 0, deadheadMinutes: 15, driversUsed: 1 });
  });

  it('a moved job the plan leaves out keeps its driver: a job proposed over it is dropped as ALL_BUSY', () => {
    const p = problem([job(1, '10:00', '11:00', 1), job(2, '10:30', '11:30', null)]);
    const out = settleMoves(p, outcome([give(2, 1)], [{ orderVehicleId: 1, reasons: ['ALL_BUSY'] }]));
    expect(out.assignments).toEqual([]);
    expect(out.unassigned).toEqual([{ orderVehicleId: 2, reasons: ['ALL_BUSY'] }]);
  });

  it('leaves a plan without moved jobs as it is', () => {
    const p = problem([job(1, '10:00', '11:00', null)]);
    const plan = outcome([give(1, 1)]);
    expect(settleMoves(p, plan)).toBe(plan);
  });
});
