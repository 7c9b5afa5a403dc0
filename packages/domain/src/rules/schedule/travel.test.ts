import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../i18n/serverMessages.js';
import { type ClashContext, findClashes, type ScheduledJob } from './clashes.js';
import { knockOns } from './proposals.js';
import type { RosterDuty } from './row.js';
import { driverCanFollow, driverJobsClash, earliestNextStart, travelRule, type ZoneTravelTime } from './travel.js';

const D = '2030-03-10';
let nextId = 500;
const job = (start: string, end: string, pickupZone: string | null, dropoffZone: string | null, over: Partial<ScheduledJob> = {}): ScheduledJob => ({
  orderVehicleId: nextId++,
  startDate: D,
  startTime: `${start}:00`,
  endDate: D,
  endTime: `${end}:00`,
  orderStatus: 'A',
  driverId: null,
  vehicleId: null,
  pickupZone,
  dropoffZone,
  ...over,
});
const duty: RosterDuty = { driverId: 1, dutyDate: D, dutyTime: '07:00:00', dutyEndTime: '23:00:00', offDutyTime: null, vehicleId: 11 };
const rows: ZoneTravelTime[] = [
  { fromZone: 'TST', toZone: 'AIRPORT', hourFrom: 0, hourTo: 7, minutes: 25 },
  { fromZone: 'TST', toZone: 'AIRPORT', hourFrom: 7, hourTo: 10, minutes: 55 },
  { fromZone: 'TST', toZone: 'AIRPORT', hourFrom: 10, hourTo: 24, minutes: 40 },
  { fromZone: 'CENTRAL', toZone: 'CENTRAL', hourFrom: 0, hourTo: 24, minutes: 10 },
];
const travel = travelRule(rows, 30);

describe('travel between zones (issue 32)', () => {
  it('takes the band of the hour, the default for a pair without a row (never the reverse pair), 15 for the same zone', () => {
    expect(travel('TST', 'AIRPORT', 6)).toBe(25);
    expect(travel('TST', 'AIRPORT', 7)).toBe(55);
    expect(travel('TST', 'AIRPORT', 9)).toBe(55);
    expect(travel('TST', 'AIRPORT', 10)).toBe(40);
    expect(travel('TST', 'AIRPORT', 23)).toBe(40);
    expect(travel('AIRPORT', 'TST', 8)).toBe(30);
    expect(travel('MONGKOK', 'MONGKOK', 8)).toBe(15);
    expect(travel('CENTRAL', 'CENTRAL', 8)).toBe(10);
    expect(travel(' tst', 'airport ', 8)).toBe(55);
    expect(travel(null, 'AIRPORT', 8)).toBe(30);
    expect(travelRule([], 45)('A', 'B', 3)).toBe(45);
  });

  it('a band is chosen by the hour the earlier job ends, not the hour the next one starts', () => {
    const first = job('08:00', '09:50', 'CENTRAL', 'TST');
    const next = job('10:05', '11:00', 'AIRPORT', 'CENTRAL');
    // Ends 09:50: the 07-10 band, 55 min; with 15 min turnaround the next may start at 11:00.
    expect(earliestNextStart(first, next, 15, travel)).toBe(earliestNextStart(first, next, 0, undefined) + 70);
    expect(driverCanFollow(first, next, 15, travel)).toBe(false);
    expect(driverCanFollow(first, job('11:00', '12:00', 'AIRPORT', 'CENTRAL'), 15, travel)).toBe(true);
    expect(driverCanFollow(first, job('10:59', '12:00', 'AIRPORT', 'CENTRAL'), 15, travel)).toBe(false);
  });

  it('without a travel rule two jobs clash as before: the turnaround alone', () => {
    const a = job('08:00', '09:00', 'A', 'B');
    expect(driverJobsClash(a, job('09:14', '10:00', 'C', 'D'), 15, undefined)).toBe(true);
    expect(driverJobsClash(a, job('09:15', '10:00', 'C', 'D'), 15, undefined)).toBe(false);
    expect(driverJobsClash(job('09:15', '10:00', 'C', 'D'), a, 15, undefined)).toBe(false);
  });
});

describe('DRIVER_BUSY with travel (issue 32)', () => {
  const ctx = (jobs: ScheduledJob[]): ClashContext => ({ jobs, rosters: [duty], bufferMinutes: 15, travel, driverName: (id) => `D00${id}` });

  it('clashes when the next job starts before the end, the turnaround and the travel from the drop-off zone', () => {
    const kept = job('08:00', '09:00', 'CENTRAL', 'TST', { driverId: 1, vehicleId: 11 });
    const tooSoon = job('10:00', '11:00', 'AIRPORT', 'CENTRAL');
    const inTime = job('10:10', '11:00', 'AIRPORT', 'CENTRAL');
    const found = findClashes(tooSoon, 1, null, ctx([kept, tooSoon]));
    expect(found.map((c) => [c.kind, c.orderVehicleId])).toEqual([['DRIVER_BUSY', kept.orderVehicleId]]);
    expect(found[0].message).toBe('Driver D001 is busy 08:00-09:00 with another job (15 min turnaround and 55 min travel from TST to AIRPORT)');
    expect(renderMessage('zh-HK', found[0].text)).toBe('司機 D001 於 08:00-09:00 已有工作（轉場時間 15 分鐘，由 TST 往 AIRPORT 車程 55 分鐘）');
    expect(findClashes(inTime, 1, null, ctx([kept, inTime]))).toEqual([]);
  });

  it('counts the travel of the job given to the driver towards a later job they already have', () => {
    const later = job('11:00', '12:00', 'AIRPORT', 'CENTRAL', { driverId: 1, vehicleId: 11 });
    const given = job('09:00', '10:10', 'CENTRAL', 'TST');
    // Ends 10:10: 40 min band; 10:10 + 15 + 40 = 11:05 > 11:00.
    expect(findClashes(given, 1, null, ctx([later, given])).map((c) => c.kind)).toEqual(['DRIVER_BUSY']);
    const earlier = job('09:00', '10:05', 'CENTRAL', 'TST');
    expect(findClashes(earlier, 1, null, ctx([later, earlier]))).toEqual([]);
  });

  it('the same zone without a row needs 15 minutes, a pair without a row the default', () => {
    const kept = job('08:00', '09:00', 'CENTRAL', 'MONGKOK', { driverId: 1, vehicleId: 11 });
    expect(findClashes(job('09:29', '10:00', 'MONGKOK', 'X'), 1, null, ctx([kept])).length).toBe(1);
    expect(findClashes(job('09:30', '10:00', 'MONGKOK', 'X'), 1, null, ctx([kept]))).toEqual([]);
    expect(findClashes(job('09:44', '10:00', 'SHATIN', 'X'), 1, null, ctx([kept])).length).toBe(1);
    expect(findClashes(job('09:45', '10:00', 'SHATIN', 'X'), 1, null, ctx([kept]))).toEqual([]);
  });

  it('counts the travel from the job just before and to the job just after, not between jobs with one between (issue 32 review)', () => {
    // A in Z1, then B from Z1 to Z3, then C in Z2: Z3 to Z2 is 10 minutes, Z1 to Z2 120; the driver goes A, B, C.
    const short = travelRule(
      [
        { fromZone: 'Z1', toZone: 'Z1', hourFrom: 0, hourTo: 24, minutes: 5 },
        { fromZone: 'Z3', toZone: 'Z2', hourFrom: 0, hourTo: 24, minutes: 10 },
        { fromZone: 'Z1', toZone: 'Z2', hourFrom: 0, hourTo: 24, minutes: 120 },
      ],
      30,
    );
    const a = job('10:00', '11:00', 'Z1', 'Z1', { driverId: 1 });
    const b = job('11:30', '11:40', 'Z1', 'Z3', { driverId: 1 });
    const c = job('12:10', '13:00', 'Z2', 'Z2');
    const around = { jobs: [a, b, c], rosters: [duty], bufferMinutes: 15, travel: short };
    expect(findClashes(c, 1, null, around)).toEqual([]);
    expect(knockOns([a, b, { ...c, driverId: 1 }], 15, short)).toEqual([]);
    // Without B between them, C is too soon after A.
    expect(findClashes(c, 1, null, { ...around, jobs: [a, c] }).map((x) => x.orderVehicleId)).toEqual([a.orderVehicleId]);
    // An overlap with a job further away still clashes.
    const long = job('09:00', '12:20', 'Z9', 'Z9', { driverId: 1 });
    expect(findClashes(c, 1, null, { ...around, jobs: [long, a, b, c] }).map((x) => x.orderVehicleId)).toEqual([long.orderVehicleId]);
  });

  it('knock-ons read the same rule', () => {
    const a = job('08:00', '09:00', 'CENTRAL', 'TST', { driverId: 1 });
    const b = job('10:00', '11:00', 'AIRPORT', 'CENTRAL', { driverId: 1 });
    expect(knockOns([a, b], 15)).toEqual([]);
    expect(knockOns([a, b], 15, travel)).toEqual([{ driverId: 1, earlier: a.orderVehicleId, later: b.orderVehicleId }]);
  });
});
