import type { FieldDef } from './define.js';
import { date, defineResource, integer, longText, reference, text } from './define.js';
import { petrolFields } from './petrolFields.js';

/*
 * Driver jobs (issue 11, docs/driver-jobs.md): a driver's progress on an order vehicle, with the
 * mileage and petrol recorded on it. The generic calls only read them: the driver's page and
 * updateOrderByDriverJob write them, so the order vehicle, its history and the live grid follow.
 */

const rights = { read: 'DRIVERJOB', write: 'DRIVERJOB' } as const;
const stamp = (name: string, en: string, zh: string): FieldDef => ({ name, type: 'datetime', label: { en, zh }, readOnly: true });
const jobRef = () => reference('driverJobId', 'Driver Job', '司機工作', 'driverJobs', 'orderVehicleId', { required: true });

export const driverJobs = defineResource({
  name: 'driverJobs',
  singular: 'driverJob',
  label: { en: 'Driver Job', zh: '司機工作' },
  rights,
  branchScoped: true,
  readOnly: true,
  fields: [
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode', { required: true }),
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo', { required: true }),
    date('dutyDate', 'Duty Date', '當值日期', { required: true }),
    reference('orderVehicleId', 'Order Vehicle', '訂單車輛', 'orderVehicles', 'seqNo', { required: true, uniqueWithin: 'driverId' }),
    text('jobStatus', 'Job Status', '工作狀態', { max: 10 }),
    stamp('ackTime', 'Acknowledged', '已確認'),
    stamp('onTheWayTime', 'On the Way', '出發'),
    stamp('arrivedTime', 'Arrived', '到達'),
    stamp('pobTime', 'Passenger on Board', '已上車'),
    stamp('completedTime', 'Completed', '完成'),
    stamp('noShowTime', 'No-show', '客人未到'),
    longText('remarks', 'Remarks', '備註', { max: 500 }),
  ],
  listColumns: ['dutyDate', 'driverId', 'orderVehicleId', 'jobStatus', 'completedTime'],
  filters: ['dutyDate', 'driverId', 'orderVehicleId', 'jobStatus'],
  search: ['remarks'],
  defaultSort: ['dutyDate', 'desc'],
  children: [
    { name: 'driverJobMileages', foreignKey: 'driverJobId' },
    { name: 'driverJobPetrols', foreignKey: 'driverJobId' },
  ],
});

export const driverJobMileages = defineResource({
  name: 'driverJobMileages',
  singular: 'driverJobMileage',
  label: { en: 'Driver Job Mileage', zh: '司機工作里數' },
  rights,
  childOnly: true,
  readOnly: true,
  fields: [
    jobRef(),
    reference('vehicleId', 'Vehicle', '車輛', 'vehicles', 'licensePlateNo'),
    integer('startMileage', 'Start Mileage', '開始里數', { min: 0, max: 9_999_999 }),
    integer('endMileage', 'End Mileage', '結束里數', { min: 0, max: 9_999_999 }),
  ],
  listColumns: ['vehicleId', 'startMileage', 'endMileage'],
  filters: ['driverJobId', 'vehicleId'],
  search: [],
  defaultSort: ['id', 'asc'],
});

export const driverJobPetrols = defineResource({
  name: 'driverJobPetrols',
  singular: 'driverJobPetrol',
  label: { en: 'Driver Job Petrol', zh: '司機工作入油' },
  rights,
  childOnly: true,
  readOnly: true,
  fields: [jobRef(), ...petrolFields(false)],
  listColumns: ['vehicleId', 'petrolStationId', 'litres', 'amount', 'receiptNo'],
  filters: ['driverJobId', 'vehicleId', 'petrolStationId'],
  search: ['receiptNo'],
  defaultSort: ['id', 'asc'],
});
