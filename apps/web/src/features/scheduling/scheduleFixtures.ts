import type { ScheduleRow } from '@limo/domain';

/* Rows and rosters of a grid day for the scheduling tests. */

export const FIXTURE_DAY = '2030-03-10';

let next = 1;
/** An unassigned one-vehicle job of the day from `start` to `end` (HH:mm). */
export const scheduleRow = (start: string, end: string, over: Partial<ScheduleRow> = {}): ScheduleRow => ({
  orderVehicleId: next++,
  flightEtaDate: null,
  flightEtaTime: null,
  pickupDate: FIXTURE_DAY,
  pickupTime: start,
  clientTypeId: 1,
  orderStatus: 'A',
  noshowFlag: 0,
  startDate: FIXTURE_DAY,
  endDate: FIXTURE_DAY,
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

/** A 07:00-19:00 duty of the day with no vehicle. */
export const dutyOf = (id: number, driverId: number) => ({
  id,
  driverId,
  dutyDate: FIXTURE_DAY,
  dutyTime: '07:00:00',
  dutyEndTime: '19:00:00',
  offDutyTime: null,
  vehicleId: null,
  vehicles: [],
});
