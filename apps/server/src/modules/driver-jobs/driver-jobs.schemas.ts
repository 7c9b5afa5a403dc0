import { instantMillis, isValidIsoDate, JOB_STATUSES, normalizeMoney } from '@limo/domain';
import { z } from 'zod';
import { CLIENT_EVENT_ID } from './client-events.js';

/* Bodies and answers of the driver job, driver page and live data calls (issue 11, docs/driver-jobs.md). */

/** An instant of years 0001 to 9999 (what PostgreSQL holds: issue 31). */
const instant = (what: string) =>
  z.string({ error: `${what} must be an ISO date-time` }).refine((v) => instantMillis(v) !== undefined, `${what} must be an ISO date-time`);
const clientEventId = z
  .string({ error: 'clientEventId is required' })
  .regex(CLIENT_EVENT_ID, 'clientEventId must be 8 to 100 letters, digits, _ or -')
  .describe('made by the phone when the driver acts; a repeat is applied once and answered as before');
const mileage = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of km` })
    .int(`${what} must be a whole number of km`)
    .min(0, `${what} must be 0 or more`)
    .max(9_999_999, `${what} must be at most 9999999`);
const decimalText = (what: string, max: number, scale: number) =>
  z
    .union([z.string(), z.number()], { error: `${what} must be an amount` })
    .transform((v) => String(v).trim())
    .refine(
      (v) => new RegExp(`^\\d{1,6}(\\.\\d{1,${scale}})?$`).test(v) && Number(v) > 0 && Number(v) <= max,
      `${what} must be more than 0 and at most ${max}`,
    );
const amount = z
  .union([z.string(), z.number()], { error: 'amount must be an amount such as 300.00' })
  .transform((v) => normalizeMoney(v))
  .refine((v) => v !== undefined && !v.startsWith('-') && Number(v) <= 99_999, 'amount must be an amount from 0.00 to 99999.00')
  .transform((v) => v as string);

export const driverSignInBody = z.strictObject({ loginName: z.string().max(30), password: z.string().max(128) });
export const driverTokenAnswer = z.object({ token: z.string().describe('a driver token: only the driver page calls open to it') });

export const jobsQuery = z.strictObject({
  dutyDate: z.string().refine(isValidIsoDate, 'dutyDate must be a date YYYY-MM-DD').optional().describe("the duty date; the operator's today when left out"),
});

export const progressBody = z.strictObject({
  jobStatus: z.enum(JOB_STATUSES, { error: `jobStatus must be one of ${JOB_STATUSES.join(', ')}` }),
  at: instant('at').describe("when the driver marked it, the phone's clock"),
  clientEventId,
});
export const mileageBody = z
  .strictObject({ startMileage: mileage('startMileage').nullable().optional(), endMileage: mileage('endMileage').nullable().optional() })
  .refine((m) => m.startMileage == null || m.endMileage == null || m.endMileage >= m.startMileage, {
    message: 'endMileage must not be less than startMileage',
    path: ['endMileage'],
  });
export const driverMileageBody = z.strictObject({
  startMileage: mileage('startMileage').nullable().optional(),
  endMileage: mileage('endMileage').nullable().optional(),
  clientEventId,
});
export const petrolBody = z.strictObject({
  litres: decimalText('litres', 999, 2),
  amount,
  receiptNo: z.string().max(30, 'receiptNo is at most 30 characters').nullable().optional(),
  petrolStationId: z.number().int().positive().nullable().optional(),
});
export const driverPetrolBody = petrolBody.extend({ clientEventId });

export const positionsBody = z.object({
  positions: z
    .array(
      z.object({
        latitude: z.number(),
        longitude: z.number(),
        speed: z.number().describe('km/h'),
        orderVehicleId: z.number().int().nullable().optional(),
        at: z.string(),
        clientEventId: z.string(),
      }),
    )
    .describe('1 to 100 positions, oldest first'),
  pushToken: z.string().optional(),
  appVersion: z.string().optional(),
});
export const positionsAnswer = z.object({ accepted: z.number().int(), duplicates: z.number().int() });

const times = {
  ackTime: z.string().nullable(),
  onTheWayTime: z.string().nullable(),
  arrivedTime: z.string().nullable(),
  pobTime: z.string().nullable(),
  completedTime: z.string().nullable(),
  noShowTime: z.string().nullable(),
};
export const correctionBody = z.strictObject({
  orderVehicleId: z.number({ error: 'orderVehicleId must be an id' }).int().positive(),
  jobStatus: z.enum(JOB_STATUSES, { error: `jobStatus must be one of ${JOB_STATUSES.join(', ')} or null` }).nullable(),
  ackTime: instant('ackTime').nullable().optional(),
  onTheWayTime: instant('onTheWayTime').nullable().optional(),
  arrivedTime: instant('arrivedTime').nullable().optional(),
  pobTime: instant('pobTime').nullable().optional(),
  completedTime: instant('completedTime').nullable().optional(),
  noShowTime: instant('noShowTime').nullable().optional(),
  remarks: z.string().max(500, 'remarks is at most 500 characters').nullable().optional(),
});

export const progressAnswer = z.object({ orderVehicleId: z.number().int(), orderId: z.number().int(), jobStatus: z.string().nullable(), ...times });

const place = z.object({
  locationId: z.number().int().nullable().describe('null for a free address (issue 30 part 3)'),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
});
export const petrolRow = z.object({ id: z.number().int(), litres: z.string(), amount: z.string(), receiptNo: z.string().nullable() });
export const mileageAnswer = z.object({ startMileage: z.number().int().nullable(), endMileage: z.number().int().nullable() });
export const jobAnswer = z.object({
  orderVehicleId: z.number().int(),
  orderId: z.number().int(),
  orderRefId: z.string(),
  version: z.number().int(),
  driverJobId: z.number().int().nullable(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  serviceType: z.string(),
  flightNo: z.string().nullable(),
  flightEtaTime: z.string().nullable(),
  paxCount: z.number().int(),
  luggageCount: z.number().int().nullable(),
  passengers: z.array(z.object({ name: z.string(), tel: z.string().nullable() })),
  pickup: place,
  stops: z.array(place),
  dropoff: place.nullable(),
  remarks: z.string().nullable(),
  jobRemarks: z.string().nullable().describe("the driver job's own remarks (the supervisor's)"),
  contact: z.object({ name: z.string().nullable(), tel: z.string().nullable() }),
  licensePlateNo: z.string().nullable(),
  vehicleId: z.number().int().nullable(),
  secondCall: z.boolean(),
  jobStatus: z.enum(JOB_STATUSES).nullable(),
  ...times,
  mileage: mileageAnswer,
  petrols: z.array(petrolRow),
});
export const dayAnswer = z.object({
  dutyDate: z.string(),
  driver: z.object({
    driverId: z.number().int(),
    driverNo: z.string(),
    driverNameEng: z.string(),
    driverNameChi: z.string().nullable().optional().describe('the Chinese name, for a zh-HK reader (issue 30 part 2)'),
  }),
  jobs: z.array(jobAnswer),
  earliestPobMinutes: z.number().int().optional().describe('POB and COMPLETED may be marked from this many minutes before the pick-up (issue 30 part 8b)'),
});

export const liveRecord = z.object({
  driverId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  speed: z.number(),
  orderId: z.number().int().nullable(),
  startedFlag: z.number().int(),
  pushToken: z.string().nullable(),
  appVersion: z.string().nullable(),
  lastUpdateTime: z.string(),
  driverNo: z.string().optional(),
  driverNameEng: z.string().optional(),
  driverNameChi: z.string().nullable().optional().describe('the Chinese name, shown in zh-HK (issue 30)'),
  vehicleId: z.number().int().nullable().optional(),
  licensePlateNo: z.string().nullable().optional(),
  orderVehicleId: z.number().int().nullable().optional(),
  orderRefId: z.string().nullable().optional(),
  jobStatus: z.string().nullable().optional(),
  lastDropoffLocationId: z.number().int().nullable().optional(),
});
const point = z.object({ latitude: z.number(), longitude: z.number() });
export const liveVehiclesAnswer = z.object({
  drivers: z.array(liveRecord),
  tileUrl: z.string().nullable(),
  /** The deepest zoom the tiles have (a PMTiles archive in DATA_DIR); the map enlarges those beyond it. */
  tileMaxZoom: z.number().int().optional(),
  centres: z.object({ airport: point, central: point, kln: point, kwaiFongCarPark: point }),
  radii: z.object({ airport: z.number(), central: z.number(), kln: z.number(), kwaiFongCarPark: z.number() }),
  /** The operator's active locations with a position, labelled on the map when no tile server draws one. */
  places: z
    .array(
      z.object({ id: z.number().int(), code: z.string(), nameEng: z.string(), nameChi: z.string().nullable(), latitude: z.number(), longitude: z.number() }),
    )
    .optional(),
});

const count = z.number().int();
export const dashboardAnswer = z.object({
  dutyDate: z.string(),
  orderStatistics: z.object({ total: count, pending: count, active: count, completed: count, noShow: count, cancelled: count, outsourced: count }),
  dutyOrder: z.object({ total: count, started: count, completed: count }),
  dutyDriver: z.object({ rostered: count, onDuty: count, onJob: count, idle: count }),
  dutyOutsource: z.object({ total: count, completed: count }),
  revenue: z.object({ today: z.string(), month: z.string(), byDay: z.array(z.object({ date: z.string(), amount: z.string() })) }),
  vehicleUtil: z.object({ total: count, inUse: count, percent: count.describe('0 to 100') }),
  fleetUtil: z.array(
    z.object({
      fleetId: count.nullable().describe('null: the vehicles of no fleet'),
      fleetName: z.string(),
      fleetNameChi: z.string().nullable().optional().describe('the Chinese name, shown in zh-HK (issue 30)'),
      total: count,
      inUse: count,
      percent: count,
    }),
  ),
  currentRevenue: z.string().describe("this month's revenue in thousands, rounded up, grouped, with K"),
  regions: z.object({ airport: count, central: count, kln: count, others: count, Pending: count }),
  drivers: z.array(liveRecord.extend({ region: z.enum(['airport', 'central', 'kln', 'others', 'Pending']) })),
});
