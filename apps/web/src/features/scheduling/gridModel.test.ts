import type { ScheduleRow } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import { buildLanes, dayClashes, defaultFilters, filterRows, mergeRows, pixels, SLOT_PX } from './gridModel';
import type { ScheduleDay } from './schedulingApi';
import { reuseLanes } from './stableLanes';

const D = '2030-03-10';
let next = 1;
const row = (start: string, end: string, over: Partial<ScheduleRow> = {}): ScheduleRow => ({
  orderVehicleId: next++,
  flightEtaDate: null,
  flightEtaTime: null,
  pickupDate: D,
  pickupTime: start,
  clientTypeId: 1,
  orderStatus: 'A',
  noshowFlag: 0,
  startDate: D,
  endDate: D,
  startTime: `${start}:00`,
  endTime: `${end}:00`,
  clientId: 10,
  vehicleTypeId: 1,
  driverId: null,
  serviceType: 'Transfer',
  pickupLocationId: 1,
  dropoffLocationId: 2,
  flightNo: null,
  outsourceDriverName: null,
  outsourceVendorId: null,
  isOutsource: false,
  outsourceName: null,
  outsourceMobile: null,
  startLocationId: 1,
  startLocationCode: 'AP',
  endLocationId: 2,
  endLocationCode: 'PEN',
  vehicleId: null,
  clientCode: 'ISL',
  ...over,
});
const day = (schedules: ScheduleRow[]): ScheduleDay => ({
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
