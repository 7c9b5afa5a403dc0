/*
 * The complete worked month of docs/allowance.md ("A worked month"): April 2030 for Chan Tai Man
 * (full-time) and Lee Siu Ming (part-time) on the rate card of allowance.fixtures.ts. The tables
 * below are the doc's tables; change one, change the other.
 */
import { describe, expect, it } from 'vitest';
import { CHAN, FINE, input, LEE, LOC, LUNCH, MEAL, roster, SPEEDING, VT } from './allowance.fixtures.js';
import { computeAllowance } from './compute.js';
import { expectTotalsAreSums } from './totals.fixtures.js';
import type { AllowanceJob, OtherItem } from './types.js';

type JobCells = [orderVehicleId: number, driverId: number, date: string, pickupTime: string, from: number, to: number, vehicleTypeId: number, service: string];
const jobs: AllowanceJob[] = (
  [
    [101, CHAN.driverId, '2030-04-03', '07:30', LOC.T1, LOC.CENTRAL, VT.ECLASS, 'A'],
    [102, CHAN.driverId, '2030-04-03', '23:30', LOC.CENTRAL, LOC.T1, VT.ECLASS, 'D'],
    [103, CHAN.driverId, '2030-04-10', '09:00', LOC.LMC, LOC.TST, VT.COACH, 'T'],
    [104, CHAN.driverId, '2030-04-16', '21:30', LOC.T2, LOC.CWB, VT.SCLASS, 'A'],
    [105, CHAN.driverId, '2030-04-20', '14:00', LOC.SHATIN, LOC.TUENMUN, VT.ECLASS, 'T'],
    [201, LEE.driverId, '2030-04-05', '10:00', LOC.CENTRAL, LOC.CWB, VT.ALPHARD, 'T'],
    [202, LEE.driverId, '2030-04-05', '08:15', LOC.LMC, LOC.CENTRAL, VT.COACH, 'T'],
    [203, LEE.driverId, '2030-04-17', '23:45', LOC.TST, LOC.T1, VT.ALPHARD, 'D'],
  ] satisfies JobCells[]
).map(([orderVehicleId, driverId, date, pickupTime, from, to, vehicleTypeId, serviceType]) => ({
  orderVehicleId,
  driverId,
  date,
  pickupTime,
  pickupLocationId: from,
  dropoffLocationId: to,
  vehicleTypeId,
  serviceType,
  orderRefId: `R${orderVehicleId}`,
}));

const rosters = [
  roster(CHAN.driverId, '2030-04-03', '07:00', '00:15'),
  roster(CHAN.driverId, '2030-04-10', '08:00', '18:14'),
  roster(CHAN.driverId, '2030-04-16', '20:00', '06:30'),
  roster(CHAN.driverId, '2030-04-20', '09:00', null),
  roster(LEE.driverId, '2030-04-05', '07:00', '20:00'),
];

const item = (id: number, otherDate: string, groupId: number, natureId: number, qty: string, amount: string | null): OtherItem => ({
  id,
  driverId: CHAN.driverId,
  allowanceOtherGroupId: groupId,
  allowanceOtherGroupNatureId: natureId,
  otherDate,
  qty,
  amount,
  remarks: null,
});
const others = [
  item(301, '2030-04-03', MEAL.id, LUNCH.id, '2', null),
  item(302, '2030-04-10', MEAL.id, LUNCH.id, '1.5', '33.33'),
  item(303, '2030-04-20', FINE.id, SPEEDING.id, '1', null),
];

const result = computeAllowance(input({ jobs, rosters, others }));

describe('docs/allowance.md: a worked month (April 2030, two drivers)', () => {
  it('gives exactly the lines of the doc, in its order', () => {
    const rows = result.detail.map((l) => [
      l.driverNo,
      l.date,
      l.kind,
      l.orderVehicleId ?? l.allowanceOtherId ?? l.allowancePtBasicId ?? null,
      l.allowanceRateId,
      l.qty,
      l.amount,
    ]);
    expect(rows).toEqual([
      ['D001', '2030-04-03', 'JOB', 101, 12, 1, '150.00'],
      ['D001', '2030-04-03', 'JOB', 102, 11, 1, '180.00'],
      ['D001', '2030-04-03', 'OT', null, null, 435, '363.23'],
      ['D001', '2030-04-03', 'OTHER', 301, null, 2, '70.00'],
      ['D001', '2030-04-10', 'JOB', 103, 13, 1, '300.00'],
      ['D001', '2030-04-10', 'OTHER', 302, null, 1.5, '50.00'],
      ['D001', '2030-04-16', 'JOB', 104, 32, 1, '170.00'],
      ['D001', '2030-04-16', 'OT', null, null, 30, '26.00'],
      ['D001', '2030-04-20', 'JOB', 105, null, 1, '0.00'],
      ['D001', '2030-04-20', 'OTHER', 303, null, 1, '-450.00'],
      ['D002', '2030-04-05', 'JOB', 202, 13, 1, '300.00'],
      ['D002', '2030-04-05', 'JOB', 201, 17, 1, '45.50'],
      ['D002', '2030-04-05', 'PT_BASIC', 41, null, 1, '400.00'],
      ['D002', '2030-04-17', 'JOB', 203, 31, 1, '210.00'],
      ['D002', '2030-04-17', 'PT_BASIC', 44, null, 1, '320.00'],
    ]);
  });

  it('says on each line why', () => {
    expect(result.detail.map((l) => l.description)).toEqual([
      'Rate seq 2 of 2030-01-01: location AIRPORT',
      'Rate seq 1 of 2030-01-01: location AIRPORT, 22:00-06:00',
      'Overtime: on duty 07:00-00:15, worked 1035 min, standard 600, 435 min x 50.10/h',
      'MEAL Meal allowance / LUNCH Lunch: 2 x 35.00',
      'Rate seq 3 of 2030-01-01: location BORDER, vehicle type COACH',
      'MEAL Meal allowance / LUNCH Lunch: 1.5 x 33.33',
      'Rate seq 2 of 2030-04-16: location AIRPORT',
      'Overtime: on duty 20:00-06:30, worked 630 min, standard 600, 30 min x 52.00/h',
      'No rate: no row of the 2030-04-16 rate card matches this job (fix the card)',
      'FINE Fine (deduction) / SPEED Speeding ticket: 1 x 450.00',
      'Rate seq 3 of 2030-01-01: location BORDER, vehicle type COACH',
      'Rate seq 7 of 2030-01-01: location URBAN',
      'Part-time basic seq 1 of 2030-01-01: vehicle type COACH (first job 08:15, vehicle type 4)',
      'Rate seq 1 of 2030-04-16: location AIRPORT, 22:00-06:00',
      'Part-time basic seq 2 of 2030-04-16: any vehicle type (first job 23:45, vehicle type 3)',
    ]);
    expect(result.detail.filter((l) => l.noRate).map((l) => l.orderVehicleId)).toEqual([105]);
  });

  it('sums them per driver', () => {
    expect(result.summary).toEqual([
      {
        driverId: 1,
        driverNo: 'D001',
        driverNameEng: 'Chan Tai Man',
        jobs: 5,
        jobAmount: '800.00',
        ptDays: 0,
        ptAmount: '0.00',
        otMinutes: 465,
        otAmount: '389.23',
        otherAmount: '-330.00',
        total: '859.23',
      },
      {
        driverId: 2,
        driverNo: 'D002',
        driverNameEng: 'Lee Siu Ming',
        jobs: 3,
        jobAmount: '555.50',
        ptDays: 2,
        ptAmount: '720.00',
        otMinutes: 0,
        otAmount: '0.00',
        otherAmount: '0.00',
        total: '1275.50',
      },
    ]);
  });

  it('and over the drivers', () => {
    expect(result.footer).toEqual({
      jobs: 8,
      jobAmount: '1355.50',
      ptDays: 2,
      ptAmount: '720.00',
      otMinutes: 465,
      otAmount: '389.23',
      otherAmount: '-330.00',
      total: '2134.73',
    });
  });

  it('and day by day', () => {
    type Day = [
      driverId: number,
      date: string,
      jobs: number,
      jobAmount: string,
      ptAmount: string,
      otMinutes: number,
      otAmount: string,
      otherAmount: string,
      total: string,
    ];
    const days: Day[] = [
      [1, '2030-04-03', 2, '330.00', '0.00', 435, '363.23', '70.00', '763.23'],
      [1, '2030-04-10', 1, '300.00', '0.00', 0, '0.00', '50.00', '350.00'],
      [1, '2030-04-16', 1, '170.00', '0.00', 30, '26.00', '0.00', '196.00'],
      [1, '2030-04-20', 1, '0.00', '0.00', 0, '0.00', '-450.00', '-450.00'],
      [2, '2030-04-05', 2, '345.50', '400.00', 0, '0.00', '0.00', '745.50'],
      [2, '2030-04-17', 1, '210.00', '320.00', 0, '0.00', '0.00', '530.00'],
    ];
    expect(result.monthly).toEqual(
      days.map(([driverId, date, jobCount, jobAmount, ptAmount, otMinutes, otAmount, otherAmount, total]) => ({
        driverId,
        date,
        jobs: jobCount,
        jobAmount,
        ptAmount,
        otMinutes,
        otAmount,
        otherAmount,
        total,
      })),
    );
  });

  it('every total is the sum of its rounded lines', () => {
    expectTotalsAreSums(result);
  });
});
