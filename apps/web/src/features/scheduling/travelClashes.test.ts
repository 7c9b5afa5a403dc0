import type { ScheduleRow } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import { dropClashes } from './dropClashes';
import { buildLanes, dayClashes, dayLeaves, dayTravel } from './gridModel';
import { dutyOf, FIXTURE_DAY, scheduleRow } from './scheduleFixtures';
import type { ScheduleDay } from './schedulingApi';

// Travel between zones on the grid (issue 32): the grid marks DRIVER_BUSY exactly where the server
// refuses it (apps/server/test/travel-clash.test.ts holds the same times): end + turnaround 15 +
// travel from the earlier job's drop-off zone to the next job's pick-up zone.

const day = (schedules: ScheduleRow[], over: Partial<ScheduleDay> = {}): ScheduleDay => ({
  date: FIXTURE_DAY,
  schedules,
  rosters: [dutyOf(1, 7), dutyOf(2, 8)],
  drivers: [7, 8].map((id) => ({ id, driverNo: `D0${id}`, driverNameEng: `Driver ${id}`, driverNameChi: null, mobileNo: '91234567' })),
  vehicles: [],
  vehicleTypes: [{ id: 1, vehicleType: 'E-CLASS', maxCapacity: 4 }],
  vendors: [],
  zoneTravelTimes: [],
  parameters: { turnaroundMinutes: 15, smallVehicleMaxCapacity: 8, specialClientIds: [], filterClientIds: [], defaultTravelMinutes: 30 },
  ...over,
});
const first = () => scheduleRow('09:00', '10:00', { driverId: 7, pickupZone: 'ZC', dropoffZone: 'ZA' });
const next = (start: string, pickupZone = 'ZB', driverId: number | null = 7) => scheduleRow(start, '11:30', { driverId, pickupZone, dropoffZone: 'ZC' });
const marked = (d: ScheduleDay) => {
  const marks = dayClashes(d.schedules, d.rosters, d.parameters.turnaroundMinutes, dayLeaves(d), dayTravel(d));
  return d.schedules.map((r) => (marks.get(r.orderVehicleId) ?? []).map((c) => c.kind));
};

describe("the grid's DRIVER_BUSY with travel", () => {
  it('marks both jobs when the next starts before end + turnaround + the default travel (30), none just in time', () => {
    expect(marked(day([first(), next('10:44')]))).toEqual([['DRIVER_BUSY'], ['DRIVER_BUSY']]);
    expect(marked(day([first(), next('10:45')]))).toEqual([[], []]);
  });

  it('takes the band of the hour the earlier job ends, and 15 minutes within one zone; a job without zones takes the default', () => {
    const bands = { zoneTravelTimes: [{ fromZone: 'za', toZone: 'ZB ', hourFrom: 10, hourTo: 11, minutes: 5 }] };
    expect(marked(day([first(), next('10:19')], bands))).toEqual([['DRIVER_BUSY'], ['DRIVER_BUSY']]);
    expect(marked(day([first(), next('10:20')], bands))).toEqual([[], []]);
    expect(marked(day([first(), next('10:29', 'ZA')]))).toEqual([['DRIVER_BUSY'], ['DRIVER_BUSY']]);
    expect(marked(day([first(), next('10:30', 'ZA')]))).toEqual([[], []]);
    expect(marked(day([first(), next('10:44', null as unknown as string)]))).toEqual([['DRIVER_BUSY'], ['DRIVER_BUSY']]);
  });

  it('warns of the same clash when a bar is dropped on the driver, and of none on a driver free in time', () => {
    const job = next('10:30', 'ZB', null);
    const d = day([first(), job]);
    const lanes = buildLanes(d, d.schedules, 'driver');
    const lane = (id: number) => lanes.find((l) => l.kind === 'driver' && l.id === id);
    expect(dropClashes(d, d.schedules, job, lane(7)!).map((c) => [c.kind, c.orderVehicleId])).toEqual([['DRIVER_BUSY', d.schedules[0].orderVehicleId]]);
    expect(dropClashes(d, d.schedules, job, lane(8)!)).toEqual([]);
  });
});
