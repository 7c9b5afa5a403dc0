import type { ScheduleRow } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import { dropClashes } from './dropClashes';
import { buildLanes, dayClashes, dayLeaves, dayNames, defaultFilters, filterRows, type Lane, mergeRows, pixels, rostersAtWork, SLOT_PX } from './gridModel';
import { FIXTURE_DAY, scheduleRow } from './scheduleFixtures';
import type { ScheduleDay } from './schedulingApi';
import { reuseLanes } from './stableLanes';

const D = FIXTURE_DAY;
const row = scheduleRow;
const day = (schedules: ScheduleRow[], over: Partial<ScheduleDay> = {}): ScheduleDay => ({
  date: D,
  schedules,
  rosters: [
    { id: 1, driverId: 7, dutyDate: D, dutyTime: '08:00:00', dutyEndTime: '18:00:00', offDutyTime: null, vehicleId: 70, vehicles: [] },
    { id: 2, driverId: 8, dutyDate: '2030-03-09', dutyTime: '22:00:00', dutyEndTime: '07:00:00', offDutyTime: null, vehicleId: 80, vehicles: [] },
    { id: 3, driverId: 9, dutyDate: D, dutyTime: null, dutyEndTime: null, offDutyTime: null, vehicleId: null, vehicles: [] },
  ],
  drivers: [7, 8, 9].map((id) => ({ id, driverNo: `D0${id}`, driverNameEng: `Driver ${id}`, driverNameChi: `司機${id}`, mobileNo: '91234567' })),
  vehicles: [
    { id: 70, licensePlateNo: 'LM70', vehicleTypeId: 1 },
    { id: 80, licensePlateNo: 'LM80', vehicleTypeId: 1 },
  ],
  vehicleTypes: [{ id: 1, vehicleType: 'E-CLASS', maxCapacity: 4 }],
  vendors: [],
  parameters: { turnaroundMinutes: 15, smallVehicleMaxCapacity: 8, specialClientIds: [10], filterClientIds: [11] },
  ...over,
});

describe('the grid model', () => {
  it('places a bar by minutes from 04:00, 14 px a slot, clamped to the grid', () => {
    expect(pixels(D, { start: 0, end: 0 })).toBeNull();
    const lanes = buildLanes(day([row('08:00', '09:00', { driverId: 7 })]), [row('08:00', '09:00', { driverId: 7 })], 'driver');
    expect(lanes.find((l) => l.key === 'driver:7')?.bars[0]).toMatchObject({ left: 16 * SLOT_PX, width: 4 * SLOT_PX, sub: 0 });
  });

  it('makes a lane per driver on duty during the grid (a night duty of the day before too), then unassigned and outsourced', () => {
    const rows = [
      row('08:00', '09:00', { driverId: 7 }),
      row('05:00', '06:00', { driverId: 8 }),
      row('10:00', '11:00'),
      row('12:00', '13:00', { isOutsource: true, outsourceVendorId: 5 }),
    ];
    const lanes = buildLanes(day(rows), rows, 'driver');
    expect(lanes.map((l) => l.key)).toEqual(['driver:7', 'driver:8', 'unassigned', 'outsourced']);
    for (const l of lanes) expect(l.bars, l.key).toHaveLength(1);
    expect(lanes[1].duties).toEqual([{ left: 0, width: 3 * 60 * (SLOT_PX / 15) }]);
    const byVehicle = buildLanes(day(rows), [row('08:00', '09:00', { driverId: 7, vehicleId: 70 })], 'vehicle');
    expect(byVehicle.map((l) => [l.key, l.bars.length])).toEqual([
      ['vehicle:70', 1],
      ['vehicle:80', 0],
      ['unassigned', 0],
      ['outsourced', 0],
    ]);
  });

  it('stacks overlapping bars of a lane one under the other, and the lane grows', () => {
    const rows = [row('08:00', '09:00'), row('08:30', '09:30'), row('09:00', '10:00')];
    const unassigned = buildLanes(day(rows), rows, 'driver').find((l) => l.kind === 'unassigned');
    expect(unassigned?.bars.map((b) => b.sub)).toEqual([0, 1, 0]);
    expect(unassigned?.height).toBeGreaterThan(buildLanes(day([]), [], 'driver')[0].height);
  });

  it('merges live rows by order vehicle: replaces, adds the day’s new ones, drops one moved to another day', () => {
    const a = row('08:00', '09:00');
    const b = row('10:00', '11:00');
    const merged = mergeRows(
      [a, b],
      [{ ...a, driverId: 7 }, row('12:00', '13:00', { orderVehicleId: 999 }), { ...b, startDate: '2030-03-12', endDate: '2030-03-12' }],
      D,
    );
    expect(merged.map((r) => [r.orderVehicleId, r.driverId])).toEqual([
      [a.orderVehicleId, 7],
      [999, null],
    ]);
    expect(mergeRows([a], [row('12:00', '13:00', { orderVehicleId: 998, startDate: '2030-03-12', endDate: '2030-03-12' })], D)).toEqual([a]);
  });

  it('filters by status (no-show apart), special clients, the filter list, service and text', () => {
    const rows = [
      row('08:00', '09:00'),
      row('08:00', '09:00', { orderStatus: 'C' }),
      row('08:00', '09:00', { noshowFlag: 1 }),
      row('08:00', '09:00', { clientId: 11, serviceType: 'Arrival', flightNo: 'CX100' }),
    ];
    const params = day([]).parameters;
    const f = defaultFilters();
    expect(filterRows(rows, f, params)).toHaveLength(3);
    expect(filterRows(rows, { ...f, clients: 'special' }, params)).toHaveLength(2);
    expect(filterRows(rows, { ...f, clients: 'list' }, params)).toHaveLength(1);
    expect(filterRows(rows, { ...f, service: 'Arrival' }, params)).toHaveLength(1);
    expect(filterRows(rows, { ...f, text: 'cx1' }, params)).toHaveLength(1);
    expect(filterRows(rows, { ...f, statuses: ['C'] }, params)).toHaveLength(1);
  });

  it('marks clashing jobs of the day per driver and vehicle, as the domain rules judge them', () => {
    const a = row('09:00', '10:00', { driverId: 7 });
    const b = row('10:05', '11:00', { driverId: 7 });
    const free = row('13:00', '14:00', { driverId: 7 });
    const off = row('19:00', '20:00', { driverId: 7 });
    const marks = dayClashes([a, b, free, off], day([]).rosters, 15);
    expect([...marks.keys()].sort((x, y) => x - y)).toEqual([a.orderVehicleId, b.orderVehicleId, off.orderVehicleId]);
    expect(marks.get(off.orderVehicleId)?.map((c) => c.kind)).toEqual(['OFF_DUTY']);
  });

  it("names the driver by number and the car by plate in the day's clash texts, as the server does", () => {
    // Driver 9 has no duty that day; car 70 is driver 7's from 08:00.
    const a = row('09:00', '10:00', { driverId: 9, vehicleId: 70 });
    const d = day([a]);
    const found = dayClashes([a], d.rosters, 15, [], undefined, dayNames(d)).get(a.orderVehicleId) ?? [];
    expect(found.map((c) => c.message)).toEqual(['Driver D09 has no duty rostered for 10/03/2030 09:00', 'LM70 is with Driver D07 08:00-18:00']);
    // Without the names, the ids as before.
    expect(
      dayClashes([a], d.rosters, 15)
        .get(a.orderVehicleId)
        ?.map((c) => c.message)[1],
    ).toBe('#70 is with Driver 7 08:00-18:00');
  });

  it('keeps unchanged lanes as they were, so a live update re-renders only its lane', () => {
    const a = row('08:00', '09:00', { driverId: 7 });
    const b = row('10:00', '11:00');
    const first = buildLanes(day([a, b]), [a, b], 'driver');
    const moved = { ...b, driverId: 7 };
    const second = reuseLanes(first, buildLanes(day([a, moved]), [a, moved], 'driver'));
    // driver:7 gains the job and the unassigned lane loses it; driver:8 and the outsourced lane stay as they were.
    expect(second.map((l, i) => l === first[i])).toEqual([false, true, false, true]);
    expect(reuseLanes(second, buildLanes(day([a, moved]), [a, moved], 'driver')).every((l, i) => l === second[i])).toBe(true);
  });
});

describe('approved leave on the grid (issue 16)', () => {
  const HOUR_PX = 4 * SLOT_PX;
  const annual = (driverId: number, fromDate = D, toDate = fromDate) => ({ driverId, leaveType: 'AL' as const, fromDate, toDate });
  /** The day as the server answers it with driver 7 on annual leave: marked on the driver and the roster, and listed. */
  const onLeave = (schedules: ScheduleRow[] = []) => {
    const base = day(schedules);
    return day(schedules, {
      drivers: base.drivers.map((d) => (d.id === 7 ? { ...d, onLeave: 'AL' as const } : d)),
      rosters: base.rosters.map((r) => (r.driverId === 7 ? { ...r, onLeave: 'AL' as const } : r)),
      leaves: [annual(7)],
    });
  };
  const laneOf = (lanes: Lane[], key: string) => lanes.find((l) => l.key === key);

  it('makes the lane of a driver on leave "on leave": no duty shading, the leave shaded from 04:00 to midnight', () => {
    const lane = laneOf(buildLanes(onLeave(), [], 'driver'), 'driver:7');
    expect(lane).toMatchObject({ leave: 'AL', duties: [], leaveShades: [{ left: 0, width: 20 * HOUR_PX }] });
    // Another driver on duty keeps the duty shading and no leave.
    expect(laneOf(buildLanes(onLeave(), [], 'driver'), 'driver:8')).toMatchObject({ leave: null, leaveShades: [] });
    expect(laneOf(buildLanes(day([]), [], 'driver'), 'driver:7')).toMatchObject({
      leave: null,
      leaveShades: [],
      duties: [{ left: 4 * HOUR_PX, width: 10 * HOUR_PX }],
    });
  });

  it('gives a driver on leave a lane even without a duty, so the leave shows', () => {
    expect(buildLanes(day([]), [], 'driver').map((l) => l.key)).not.toContain('driver:9');
    const lanes = buildLanes(day([], { leaves: [{ ...annual(9), leaveType: 'SL' }] }), [], 'driver');
    expect(laneOf(lanes, 'driver:9')).toMatchObject({ leave: 'SL', duties: [] });
  });

  it('shades a leave starting the next day only after midnight, and keeps the duty of the day', () => {
    const lane = laneOf(buildLanes(day([], { leaves: [annual(7, '2030-03-11', '2030-03-12')] }), [], 'driver'), 'driver:7');
    expect(lane).toMatchObject({
      leave: null,
      duties: [{ left: 4 * HOUR_PX, width: 10 * HOUR_PX }],
      leaveShades: [{ left: 20 * HOUR_PX, width: 4 * HOUR_PX }],
    });
  });

  it('reads the marks alone when the answer lists no leaves', () => {
    const marked = day([], { drivers: day([]).drivers.map((d) => (d.id === 8 ? { ...d, onLeave: 'NP' as const } : d)) });
    expect(dayLeaves(marked)).toEqual([{ driverId: 8, leaveType: 'NP', fromDate: D, toDate: D }]);
    expect(laneOf(buildLanes(marked, [], 'driver'), 'driver:8')).toMatchObject({ leave: 'NP', duties: [], leaveShades: [{ left: 0, width: 20 * HOUR_PX }] });
  });

  it('counts no driver on leave at work (the capacity strip), by the mark or the list', () => {
    expect(rostersAtWork(day([])).map((r) => r.driverId)).toEqual([7, 8, 9]);
    expect(rostersAtWork(onLeave()).map((r) => r.driverId)).toEqual([8, 9]);
    expect(rostersAtWork(day([], { leaves: [annual(8, '2030-03-09')] })).map((r) => r.driverId)).toEqual([7, 9]);
  });

  it('marks a job of a driver on leave with the ON_LEAVE clash', () => {
    const job = row('09:00', '10:00', { driverId: 7 });
    expect(dayClashes([job], day([]).rosters, 15).has(job.orderVehicleId)).toBe(false);
    expect(
      dayClashes([job], day([]).rosters, 15, [annual(7)])
        .get(job.orderVehicleId)
        ?.map((c) => c.kind),
    ).toEqual(['ON_LEAVE']);
  });

  it('finds the ON_LEAVE clash of a drop before saving, named as the server names it', () => {
    const job = row('09:00', '10:00');
    const withLeave = onLeave([job]);
    const lane7 = laneOf(buildLanes(withLeave, [job], 'driver'), 'driver:7') as Lane;
    expect(dropClashes(withLeave, [job], job, lane7)).toEqual([
      {
        kind: 'ON_LEAVE',
        orderVehicleId: job.orderVehicleId,
        message: 'Driver D07 is on approved leave on 10/03/2030',
        text: { key: 'srv.clash.onLeave', params: { driver: 'D07', date: '10/03/2030' } },
      },
    ]);
    // Without the leave the same drop is clear; dropping on the driver it already has checks nothing.
    const plain = day([job]);
    expect(dropClashes(plain, [job], job, laneOf(buildLanes(plain, [job], 'driver'), 'driver:7') as Lane)).toEqual([]);
    expect(dropClashes(withLeave, [job], { ...job, driverId: 7 }, lane7)).toEqual([]);
  });

  it('finds the other clashes of a drop too: busy driver, and a vehicle lane keeps the driver', () => {
    const held = row('09:00', '10:00', { driverId: 7 });
    const job = row('09:30', '10:30');
    const d = day([held, job]);
    expect(dropClashes(d, [held, job], job, laneOf(buildLanes(d, [held, job], 'driver'), 'driver:7') as Lane).map((c) => c.kind)).toEqual(['DRIVER_BUSY']);
    const onCar = dropClashes(onLeave([held, job]), [held, job], { ...job, driverId: 7 }, laneOf(buildLanes(d, [], 'vehicle'), 'vehicle:80') as Lane);
    expect(onCar.map((c) => c.kind)).toEqual(['DRIVER_BUSY', 'ON_LEAVE']);
  });

  it('renews a lane whose leave changed, so the grid redraws it', () => {
    const first = buildLanes(day([]), [], 'driver');
    const second = reuseLanes(first, buildLanes(onLeave(), [], 'driver'));
    expect(second.map((l, i) => l === first[i])).toEqual([false, true, true, true]);
  });
});
