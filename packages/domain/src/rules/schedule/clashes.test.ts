import { describe, expect, it } from 'vitest';
import { type ClashContext, clashesOfDay, findClashes, type ScheduledJob, vehicleForJob } from './clashes.js';
import type { RosterDuty } from './row.js';

const D = '2030-03-10';
let nextId = 100;
const job = (start: string, end: string, over: Partial<ScheduledJob> = {}): ScheduledJob => ({
  orderVehicleId: nextId++,
  startDate: D,
  startTime: `${start}:00`,
  endDate: D,
  endTime: `${end}:00`,
  orderStatus: 'A',
  driverId: null,
  vehicleId: null,
  ...over,
});
const duty = (driverId: number, over: Partial<RosterDuty> = {}): RosterDuty => ({
  driverId,
  dutyDate: D,
  dutyTime: '07:00:00',
  dutyEndTime: '19:00:00',
  offDutyTime: null,
  vehicleId: 10 + driverId,
  ...over,
});
const ctx = (jobs: ScheduledJob[], rosters: RosterDuty[] = [duty(1), duty(2)], over: Partial<ClashContext> = {}): ClashContext => ({
  jobs,
  rosters,
  bufferMinutes: 15,
  driverName: (id) => `D0${id}`,
  vehicleName: (id) => `CAR${id}`,
  ...over,
});
const kinds = (found: { kind: string }[]) => found.map((c) => c.kind);

describe('clashes of giving a job to a driver', () => {
  it('finds none for a free driver on duty', () => {
    const j = job('09:00', '10:00');
    expect(findClashes(j, 1, null, ctx([j]))).toEqual([]);
  });

  it('DRIVER_BUSY: another job of the driver overlaps, counting the turnaround, naming the other job', () => {
    const other = job('10:05', '11:00', { driverId: 1, vehicleId: 11 });
    const j = job('09:00', '10:00');
    const found = findClashes(j, 1, null, ctx([j, other]));
    expect(found).toEqual([
      {
        kind: 'DRIVER_BUSY',
        orderVehicleId: other.orderVehicleId,
        message: 'Driver D01 is busy 10:05-11:00 with another job (15 min turnaround)',
        text: { key: 'srv.clash.driverBusy', params: { driver: 'D01', span: '10:05-11:00', minutes: 15 } },
      },
    ]);
    const later = job('10:15', '11:00', { driverId: 1, vehicleId: 11 });
    expect(findClashes(j, 1, null, ctx([j, later]))).toEqual([]);
  });

  it('DRIVER_BUSY leaves out cancelled and void jobs, and the job itself', () => {
    const j = job('09:00', '10:00', { driverId: 1 });
    const cancelled = job('09:00', '10:00', { driverId: 1, orderStatus: 'C' });
    const voided = job('09:00', '10:00', { driverId: 1, orderStatus: 'V' });
    expect(findClashes(j, 1, null, ctx([j, cancelled, voided]))).toEqual([]);
  });

  it('OFF_DUTY: the job falls outside the rostered duty, or there is no duty', () => {
    const early = job('06:00', '07:30');
    expect(kinds(findClashes(early, 1, null, ctx([early])))).toEqual(['OFF_DUTY']);
    const late = job('18:30', '19:30');
    expect(findClashes(late, 1, null, ctx([late]))[0]).toMatchObject({ kind: 'OFF_DUTY', orderVehicleId: late.orderVehicleId });
    const j = job('09:00', '10:00');
    expect(findClashes(j, 3, null, ctx([j]))[0]).toMatchObject({ kind: 'OFF_DUTY', message: expect.stringContaining('no duty') });
    const released = [duty(1, { offDutyTime: '08:30:00' })];
    expect(kinds(findClashes(j, 1, null, ctx([j], released)))).toEqual(['OFF_DUTY']);
  });

  it('OFF_DUTY reads a night duty of the day before running past midnight', () => {
    const night = job('01:00', '02:00', { startDate: '2030-03-11', endDate: '2030-03-11' });
    const rosters = [duty(1, { dutyTime: '20:00:00', dutyEndTime: '04:00:00' })];
    expect(findClashes(night, 1, null, ctx([night], rosters))).toEqual([]);
  });

  it('VEHICLE_BUSY: the vehicle is on another driver’s job then', () => {
    const other = job('09:30', '10:30', { driverId: 2, vehicleId: 11 });
    const j = job('09:00', '10:00');
    const found = findClashes(j, 1, 11, ctx([j, other]));
    expect(found).toContainEqual(
      expect.objectContaining({ kind: 'VEHICLE_BUSY', orderVehicleId: other.orderVehicleId, message: expect.stringContaining('CAR11') }),
    );
  });

  it('VEHICLE_BUSY: the vehicle is rostered to another driver then (the job itself named)', () => {
    const j = job('09:00', '10:00');
    const found = findClashes(j, 1, 12, ctx([j]));
    expect(found).toEqual([
      {
        kind: 'VEHICLE_BUSY',
        orderVehicleId: j.orderVehicleId,
        message: 'CAR12 is with Driver D02 07:00-19:00',
        text: { key: 'srv.clash.vehicleWithDriver', params: { vehicle: 'CAR12', driver: 'D02', span: '07:00-19:00' } },
      },
    ]);
  });

  it('takes the driver’s rostered vehicle when none is named', () => {
    const j = job('09:00', '10:00');
    expect(vehicleForJob(j, 1, null, [duty(1)])).toBe(11);
    expect(vehicleForJob(j, 1, 5, [duty(1)])).toBe(5);
    expect(vehicleForJob(j, null, null, [duty(1)])).toBeNull();
    expect(vehicleForJob(j, 1, null, [duty(1, { vehicles: [{ vehicleId: 30, fromTime: '08:30:00', toTime: null }] })])).toBe(30);
  });

  it('ON_LEAVE: approved leave covers the job’s date', () => {
    const j = job('09:00', '10:00');
    const leaves = [{ driverId: 1, fromDate: '2030-03-09', toDate: D }];
    expect(kinds(findClashes(j, 1, null, ctx([j], undefined, { leaves })))).toEqual(['ON_LEAVE']);
    expect(findClashes(j, 2, null, ctx([j], undefined, { leaves }))).toEqual([]);
  });

  it('lists every clash at once', () => {
    const busy = job('09:00', '09:30', { driverId: 1 });
    const carBusy = job('09:00', '11:00', { driverId: 2, vehicleId: 20 });
    const j = job('08:00', '20:00');
    expect(kinds(findClashes(j, 1, 20, ctx([j, busy, carBusy], undefined, { leaves: [{ driverId: 1, fromDate: D, toDate: D }] }))).sort()).toEqual([
      'DRIVER_BUSY',
      'OFF_DUTY',
      'ON_LEAVE',
      'VEHICLE_BUSY',
    ]);
  });

  it('marks the day’s assigned jobs that clash, and only those', () => {
    const a = job('09:00', '10:00', { driverId: 1 });
    const b = job('09:30', '10:30', { driverId: 1 });
    const c = job('12:00', '13:00', { driverId: 2 });
    const free = job('12:00', '13:00');
    const marks = clashesOfDay([a, b, c, free], { rosters: [duty(1), duty(2)], bufferMinutes: 15 });
    expect([...marks.keys()].sort()).toEqual([a.orderVehicleId, b.orderVehicleId].sort());
    expect(marks.get(a.orderVehicleId)?.map((x) => x.orderVehicleId)).toEqual([b.orderVehicleId]);
  });
});
