import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { drivers, petrolStations, vehicles } from './fleet.js';
import { orders, orderVehicles } from './orders.js';
import { branches } from './org.js';

/* Driver jobs and live positions (issue 11, docs/driver-jobs.md). */

const stamp = () => timestamp({ withTimezone: true, mode: 'string' });

/** A driver's progress on one order vehicle: the marks of the jobs page, each with its time. */
export const driverJobs = pgTable(
  'driver_jobs',
  {
    ...auditColumns(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    dutyDate: date().notNull(),
    orderVehicleId: integer()
      .notNull()
      .references(() => orderVehicles.id),
    jobStatus: varchar({ length: 10 }),
    ackTime: stamp(),
    onTheWayTime: stamp(),
    arrivedTime: stamp(),
    pobTime: stamp(),
    completedTime: stamp(),
    noShowTime: stamp(),
    remarks: text(),
  },
  // One per order vehicle and driver: a second-call driver keeps their own progress beside the main one.
  (t) => [
    uniqueIndex('driver_jobs_order_vehicle_driver_unique').on(t.orderVehicleId, t.driverId),
    index('driver_jobs_driver_date_idx').on(t.driverId, t.dutyDate),
  ],
);

const driverJobId = () =>
  integer()
    .notNull()
    .references(() => driverJobs.id, { onDelete: 'cascade' });

export const driverJobMileages = pgTable(
  'driver_job_mileages',
  {
    ...auditColumns(),
    driverJobId: driverJobId(),
    vehicleId: integer().references(() => vehicles.id),
    startMileage: integer(),
    endMileage: integer(),
  },
  (t) => [uniqueIndex('driver_job_mileages_job_unique').on(t.driverJobId)],
);

export const driverJobPetrols = pgTable(
  'driver_job_petrols',
  {
    ...auditColumns(),
    driverJobId: driverJobId(),
    vehicleId: integer().references(() => vehicles.id),
    petrolStationId: integer().references(() => petrolStations.id),
    litres: numeric({ precision: 6, scale: 2 }).notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    receiptNo: varchar({ length: 30 }),
  },
  (t) => [index('driver_job_petrols_job_idx').on(t.driverJobId)],
);

/** The driver live status record of spec section 3: one row per driver, the newest position. */
export const driverLiveStatuses = pgTable('driver_live_statuses', {
  driverId: integer()
    .primaryKey()
    .references(() => drivers.id),
  branchId: integer()
    .notNull()
    .references(() => branches.id),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  speed: doublePrecision().notNull().default(0),
  orderId: integer().references(() => orders.id),
  orderVehicleId: integer().references(() => orderVehicles.id),
  startedFlag: smallint().notNull().default(0),
  pushToken: varchar({ length: 300 }),
  appVersion: varchar({ length: 30 }),
  lastUpdateTime: stamp().notNull(),
});

/** Every position a phone sent, kept for a number of days (system parameter positionHistoryDays). */
export const driverPositions = pgTable(
  'driver_positions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    speed: doublePrecision().notNull().default(0),
    orderVehicleId: integer(),
    clientEventId: varchar({ length: 100 }).notNull(),
    at: stamp().notNull(),
    receivedDt: stamp()
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('driver_positions_driver_at_idx').on(t.driverId, t.at),
    index('driver_positions_received_idx').on(t.receivedDt),
    // A position sent twice (the phone's queue replaying after a lost answer) is stored once.
    uniqueIndex('driver_positions_client_event_unique').on(t.driverId, t.clientEventId),
  ],
);

/** A driver's writes by client id: a replayed write is answered from here and applied once. */
export const driverClientEvents = pgTable(
  'driver_client_events',
  {
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    clientEventId: varchar({ length: 100 }).notNull(),
    statusCode: smallint().notNull(),
    answer: jsonb().notNull(),
    createDt: stamp()
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.driverId, t.clientEventId] }), index('driver_client_events_create_idx').on(t.createDt)],
);
