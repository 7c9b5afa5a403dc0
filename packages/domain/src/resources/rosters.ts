import { date, defineResource, longText, reference, time } from './define.js';
import { petrolFields } from './petrolFields.js';

/*
 * The daily roster (issue 10, docs/scheduling.md): one row per driver and duty date. dutyTime is
 * when the duty starts (a time before 06:00 runs into the next day), dutyEndTime when it is planned
 * to end, offDutyTime when the driver was released; a driver is on duty while dutyTime is set and
 * offDutyTime is not (spec section 4). The vehicle is the one driven from the start; vehicle
 * changes during the duty are its dailyRosterVehicles.
 */

const rights = { read: 'DRIVERROSTER', write: 'DRIVERROSTER' } as const;
const rosterRef = () => reference('dailyRosterId', 'Roster', '更表', 'dailyRosters', 'dutyDate', { required: true });

export const dailyRosters = defineResource({
  name: 'dailyRosters',
  singular: 'dailyRoster',
  label: { en: 'Daily Roster', zh: '每日更表' },
  rights,
  branchScoped: true,
  fields: [
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode', { required: true }),
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo', { required: true, uniqueWithin: 'dutyDate' }),
    date('dutyDate', 'Duty Date', '當值日期', { required: true }),
    time('dutyTime', 'Duty Time', '當值時間'),
    time('dutyEndTime', 'Duty End', '當值完結'),
    time('offDutyTime', 'Off Duty', '收工時間'),
    reference('vehicleId', 'Vehicle', '車輛', 'vehicles', 'licensePlateNo'),
    reference('staffShiftingId', 'Shift', '更次', 'staffShiftings', 'staffShiftingDesc'),
    longText('remarks', 'Remarks', '備註', { max: 500 }),
  ],
  listColumns: ['dutyDate', 'driverId', 'dutyTime', 'dutyEndTime', 'offDutyTime', 'vehicleId'],
  filters: ['dutyDate', 'driverId', 'vehicleId', 'staffShiftingId'],
  search: ['remarks'],
  defaultSort: ['dutyDate', 'desc'],
  children: [
    { name: 'dailyRosterVehicles', foreignKey: 'dailyRosterId' },
    { name: 'dailyRosterPetrols', foreignKey: 'dailyRosterId' },
  ],
});

export const dailyRosterVehicles = defineResource({
  name: 'dailyRosterVehicles',
  singular: 'dailyRosterVehicle',
  label: { en: 'Roster Vehicle', zh: '更表車輛' },
  rights,
  childOnly: true,
  fields: [
    rosterRef(),
    reference('vehicleId', 'Vehicle', '車輛', 'vehicles', 'licensePlateNo', { required: true }),
    time('fromTime', 'From', '由', { required: true }),
    time('toTime', 'To', '至'),
  ],
  listColumns: ['vehicleId', 'fromTime', 'toTime'],
  filters: ['dailyRosterId', 'vehicleId'],
  search: [],
  defaultSort: ['fromTime', 'asc'],
});

export const dailyRosterPetrols = defineResource({
  name: 'dailyRosterPetrols',
  singular: 'dailyRosterPetrol',
  label: { en: 'Roster Petrol', zh: '更表入油' },
  rights,
  childOnly: true,
  fields: [rosterRef(), ...petrolFields(true)],
  listColumns: ['vehicleId', 'petrolStationId', 'litres', 'amount', 'receiptNo'],
  filters: ['dailyRosterId', 'vehicleId', 'petrolStationId'],
  search: ['receiptNo'],
  defaultSort: ['id', 'asc'],
});
