import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, smallint, text, time, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { drivers, petrolStations, vehicles } from './fleet.js';
import { branches } from './org.js';
import { staffShiftings } from './system.js';

/* The daily roster (issue 10, docs/scheduling.md): one row per driver and duty date. */

export const dailyRosters = pgTable(
  'daily_rosters',
  {
    ...auditColumns(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    dutyDate: date().notNull(),
    dutyTime: time(),
    dutyEndTime: time(),
    offDutyTime: time(),
    vehicleId: integer().references(() => vehicles.id),
    staffShiftingId: integer().references(() => staffShiftings.id),
    remarks: text(),
  },
  (t) => [
    // One roster per driver and day, held by the database so two generators cannot both insert.
    uniqueIndex('daily_rosters_driver_date_unique').on(t.driverId, t.dutyDate),
    index('daily_rosters_branch_date_idx').on(t.branchId, t.dutyDate),
    index('daily_rosters_vehicle_date_idx').on(t.vehicleId, t.dutyDate),
  ],
);

const dailyRosterId = () =>
  integer()
    .notNull()
    .references(() => dailyRosters.id);

export const dailyRosterVehicles = pgTable(
  'daily_roster_vehicles',
  {
    ...auditColumns(),
    dailyRosterId: dailyRosterId(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id),
    fromTime: time().notNull(),
    toTime: time(),
  },
  (t) => [index('daily_roster_vehicles_roster_idx').on(t.dailyRosterId), index('daily_roster_vehicles_vehicle_idx').on(t.vehicleId)],
);

export const dailyRosterPetrols = pgTable(
  'daily_roster_petrols',
  {
    ...auditColumns(),
    dailyRosterId: dailyRosterId(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id),
    petrolStationId: integer().references(() => petrolStations.id),
    litres: numeric({ precision: 6, scale: 2 }).notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    receiptNo: varchar({ length: 30 }),
  },
  (t) => [index('daily_roster_petrols_roster_idx').on(t.dailyRosterId)],
);

/* Travel between zones (issue 32, docs/scheduling.md "Travel between jobs"): one row per pair and hour band. */
export const zoneTravelTimes = pgTable(
  'zone_travel_times',
  {
    ...auditColumns(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    fromZone: varchar({ length: 50 }).notNull(),
    toZone: varchar({ length: 50 }).notNull(),
    hourFrom: smallint().notNull(),
    hourTo: smallint().notNull(),
    minutes: smallint().notNull(),
  },
  (t) => [
    index('zone_travel_times_branch_pair_idx').on(t.branchId, t.fromZone, t.toZone),
    check('zone_travel_times_band', sql`${t.hourFrom} >= 0 and ${t.hourFrom} < ${t.hourTo} and ${t.hourTo} <= 24`),
    check('zone_travel_times_minutes', sql`${t.minutes} between 0 and 600`),
  ],
);
