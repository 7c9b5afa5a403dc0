import { describe, expect, it } from 'vitest';
import { capacityBySlot, isSmallVehicleType } from './capacity.js';
import { rosterOverlaps } from './overlaps.js';
import { knockOns, proposeDrivers } from './proposals.js';
import type { RosterDuty } from './row.js';

const D = '2030-03-10';
const row = (start: string, end: string, over: object = {}) => ({
  orderVehicleId: Math.floor(Math.random() * 1e9),
  startDate: D,
  startTime: `${start}:00`,
  endDate: D,
  endTime: `${end}:00`,
  orderStatus: 'A',
  noshowFlag: 0,
  vehicleTypeId: 1,
  driverId: null as number | null,
  ...over,
});
const duty = (driverId: number, over: Partial<RosterDuty> = {}): RosterDuty => ({
  id: driverId * 10,
  driverId,
  dutyDate: D,
  dutyTime: '08:00:00',
  dutyEndTime: '12:00:00',
  offDutyTime: null,
  vehicleId: 100 + driverId,
  ...over,
});

describe('capacity strip', () => {
  it('counts small-vehicle jobs per slot against drivers on duty, leaving out cancelled, void, no-show and big types', () => {
    const rows = [
      row('08:00', '09:00'),
      row('08:30', '09:00'),
      row('08:00', '09:00', { orderStatus: 'C' }),
      row('08:00', '09:00', { orderStatus: 'V' }),
      row('08:00', '09:00', { noshowFlag: 1 }),
      row('08:00', '09:00', { vehicleTypeId: 2 }),
      row('08:00', '09:00', { orderStatus: 'P' }),
    ];
    const slots = capacityBySlot(D, rows, [duty(1), duty(2, { dutyTime: '08:30:00' }), duty(3, { dutyTime: null })], new Set([1]));
    expect(slots).toHaveLength(96);
    // 08:00 is slot 16.
    expect(slots[15]).toEqual({ jobs: 0, drivers: 0 });
    expect(slots[16]).toEqual({ jobs: 2, drivers: 1 });
    expect(slots[18]).toEqual({ jobs: 3, drivers: 2 });
    expect(slots[20]).toEqual({ jobs: 0, drivers: 2 });
    expect(slots[32]).toEqual({ jobs: 0, drivers: 0 });
  });

  it('calls a type small below 8 seats', () => {
    expect(isSmallVehicleType({ maxCapacity: 7 })).toBe(true);
    expect(isSmallVehicleType({ maxCapacity: 8 })).toBe(false);
    expect(isSmallVehicleType({ maxCapacity: null })).toBe(false);
  });
});

describe('flight delay knock-on', () => {
  it('pairs a driver’s jobs that now run into each other, the later one to re-assign', () => {
    const first = row('08:00', '09:10', { driverId: 1 });
    const next = row('09:15', '10:00', { driverId: 1 });
    const other = row('09:15', '10:00', { driverId: 2 });
    expect(knockOns([next, first, other], 15)).toEqual([{ driverId: 1, earlier: first.orderVehicleId, later: next.orderVehicleId }]);
    expect(knockOns([first, next], 0)).toEqual([]);
    expect(knockOns([first, { ...next, orderStatus: 'C' }], 15)).toEqual([]);
  });

  it('proposes free on-duty drivers for the later job, best first', () => {
    const next = row('09:15', '10:00', { driverId: 1 });
    const rosters = [duty(1), duty(2), duty(3), duty(4), duty(5, { offDutyTime: '08:00:00' }), duty(6, { dutyTime: '10:00:00' })];
    const jobs = [
      next,
      row('08:00', '09:10', { driverId: 1 }),
      row('08:00', '08:30', { driverId: 2 }),
      row('10:30', '11:00', { driverId: 2 }),
      row('09:00', '09:30', { driverId: 3 }),
    ];
    const ctx = { jobs, rosters, bufferMinutes: 15 };
    // 4 has no job at all; 2 has two but is free then; 3 is busy; 1 holds the job; 5 was released; 6 starts later.
    expect(proposeDrivers(next, ctx)).toEqual([4, 2]);
    const types: Record<number, number> = { 2: 7, 4: 8 };
    expect(proposeDrivers(next, ctx, { jobVehicleTypeId: 7, driverVehicleType: (d) => types[d] })).toEqual([2, 4]);
    expect(proposeDrivers(next, ctx, { limit: 1 })).toEqual([4]);
  });
});

describe('roster overlaps', () => {
  it('finds a vehicle given to two drivers at overlapping times, and nothing else', () => {
    const found = rosterOverlaps([
      duty(1, { vehicleId: 7 }),
      duty(2, { vehicleId: 7, dutyTime: '11:00:00', dutyEndTime: '15:00:00' }),
      duty(3, { vehicleId: 8 }),
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ vehicleId: 7, rosterIds: [10, 20], driverIds: [1, 2] });
    expect(found[0].span.end - found[0].span.start).toBe(60);
    expect(rosterOverlaps([duty(1, { vehicleId: 7 }), duty(2, { vehicleId: 7, dutyTime: '12:00:00', dutyEndTime: '15:00:00' })])).toEqual([]);
  });

  it('sees a vehicle change during a duty', () => {
    const found = rosterOverlaps([duty(1, { vehicles: [{ vehicleId: 102, fromTime: '10:00:00', toTime: '11:00:00' }] }), duty(2)]);
    expect(found.map((o) => o.vehicleId)).toEqual([102]);
  });
});
