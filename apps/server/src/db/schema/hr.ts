import { date, index, integer, jsonb, numeric, pgTable, smallint, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, uniqueIgnoringCase } from './audit.js';
import { drivers } from './fleet.js';
import { branches } from './org.js';

/* HR (issue 16, docs/allowance.md): the allowance rate card by version, the closed months, leave. */

export const allowanceEffDates = pgTable(
  'allowance_eff_dates',
  {
    ...auditColumns(),
    effDate: date().notNull(),
    otStandardMinutes: integer().notNull().default(600),
    otHourlyRate: numeric({ precision: 12, scale: 2 }).notNull(),
    remarks: text(),
  },
  (t) => [uniqueIndex('allowance_eff_dates_eff_date_unique').on(t.effDate)],
);

export const allowanceLocations = pgTable(
  'allowance_locations',
  {
    ...auditColumns(),
    allowanceLocationCode: varchar({ length: 20 }).notNull(),
    descEng: varchar({ length: 100 }).notNull(),
    descChi: varchar({ length: 100 }),
    // A group's members; checked against locations by the engine (an array cannot carry a foreign key).
    locationIds: integer().array().notNull().default([]),
  },
  (t) => [uniqueIgnoringCase('allowance_locations_code_unique', t.allowanceLocationCode)],
);

export const allowanceVehicleTypes = pgTable(
  'allowance_vehicle_types',
  {
    ...auditColumns(),
    allowanceVehicleTypeCode: varchar({ length: 20 }).notNull(),
    descEng: varchar({ length: 100 }).notNull(),
    descChi: varchar({ length: 100 }),
    vehicleTypeIds: integer().array().notNull().default([]),
  },
  (t) => [uniqueIgnoringCase('allowance_vehicle_types_code_unique', t.allowanceVehicleTypeCode)],
);

const versionId = () =>
  integer()
    .notNull()
    .references(() => allowanceEffDates.id);

export const allowanceRates = pgTable(
  'allowance_rates',
  {
    ...auditColumns(),
    allowanceEffDateId: versionId(),
    seq: integer().notNull().default(0),
    allowanceLocationId: integer().references(() => allowanceLocations.id),
    allowanceVehicleTypeId: integer().references(() => allowanceVehicleTypes.id),
    serviceType: varchar({ length: 10 }),
    fromTime: time(),
    toTime: time(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    remarks: text(),
  },
  (t) => [index('allowance_rates_version_seq_idx').on(t.allowanceEffDateId, t.seq)],
);

export const allowancePtBasics = pgTable(
  'allowance_pt_basics',
  {
    ...auditColumns(),
    allowanceEffDateId: versionId(),
    seq: integer().notNull().default(0),
    allowanceVehicleTypeId: integer().references(() => allowanceVehicleTypes.id),
    dailyAmount: numeric({ precision: 12, scale: 2 }).notNull(),
  },
  (t) => [index('allowance_pt_basics_version_seq_idx').on(t.allowanceEffDateId, t.seq)],
);

export const allowanceOtherGroups = pgTable(
  'allowance_other_groups',
  {
    ...auditColumns(),
    groupCode: varchar({ length: 20 }).notNull(),
    descEng: varchar({ length: 100 }).notNull(),
    descChi: varchar({ length: 100 }),
    sign: smallint().notNull().default(1),
  },
  (t) => [uniqueIgnoringCase('allowance_other_groups_code_unique', t.groupCode)],
);

export const allowanceOtherGroupNatures = pgTable(
  'allowance_other_group_natures',
  {
    ...auditColumns(),
    natureCode: varchar({ length: 20 }).notNull(),
    descEng: varchar({ length: 100 }).notNull(),
    descChi: varchar({ length: 100 }),
    defaultAmount: numeric({ precision: 12, scale: 2 }),
  },
  (t) => [uniqueIgnoringCase('allowance_other_group_natures_code_unique', t.natureCode)],
);

export const allowanceOtherGroupNatureMaps = pgTable(
  'allowance_other_group_nature_maps',
  {
    ...auditColumns(),
    allowanceOtherGroupId: integer()
      .notNull()
      .references(() => allowanceOtherGroups.id),
    allowanceOtherGroupNatureId: integer()
      .notNull()
      .references(() => allowanceOtherGroupNatures.id),
  },
  (t) => [uniqueIndex('allowance_other_group_nature_maps_unique').on(t.allowanceOtherGroupId, t.allowanceOtherGroupNatureId)],
);

export const allowanceOthers = pgTable(
  'allowance_others',
  {
    ...auditColumns(),
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    allowanceOtherGroupId: integer()
      .notNull()
      .references(() => allowanceOtherGroups.id),
    allowanceOtherGroupNatureId: integer()
      .notNull()
      .references(() => allowanceOtherGroupNatures.id),
    otherDate: date().notNull(),
    qty: numeric({ precision: 8, scale: 2 }).notNull().default('1'),
    amount: numeric({ precision: 12, scale: 2 }),
    remarks: text(),
  },
  (t) => [index('allowance_others_driver_date_idx').on(t.driverId, t.otherDate)],
);

/** One row per driver of a closed month (rule 9); `details` keeps the month's lines as closed. */
export const allowances = pgTable(
  'allowances',
  {
    ...auditColumns(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    month: varchar({ length: 7 }).notNull(),
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    driverNo: varchar({ length: 10 }).notNull(),
    driverNameEng: varchar({ length: 100 }).notNull(),
    jobs: integer().notNull().default(0),
    jobAmount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    ptDays: integer().notNull().default(0),
    ptAmount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    otMinutes: integer().notNull().default(0),
    otAmount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    otherAmount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    total: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    closedBy: varchar({ length: 50 }).notNull(),
    closedDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    details: jsonb().notNull().default([]),
  },
  (t) => [uniqueIndex('allowances_month_driver_unique').on(t.month, t.driverId), index('allowances_branch_month_idx').on(t.branchId, t.month)],
);

/** Who closed and reopened which month: reopening changes what was paid, so it is kept. */
export const allowanceMonthLogs = pgTable(
  'allowance_month_logs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    month: varchar({ length: 7 }).notNull(),
    action: varchar({ length: 10 }).notNull(),
    drivers: integer().notNull(),
    total: numeric({ precision: 12, scale: 2 }).notNull(),
    doneBy: varchar({ length: 50 }).notNull(),
    doneDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('allowance_month_logs_branch_month_idx').on(t.branchId, t.month)],
);

export const leaves = pgTable(
  'leaves',
  {
    ...auditColumns(),
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    leaveType: varchar({ length: 2 }).notNull(),
    dateFrom: date().notNull(),
    dateTo: date().notNull(),
    days: integer().notNull(),
    reason: text(),
    status: varchar({ length: 1 }).notNull().default('P'),
    remarks: text(),
    decidedBy: varchar({ length: 50 }),
    decidedDt: timestamp({ withTimezone: true }),
  },
  (t) => [index('leaves_driver_dates_idx').on(t.driverId, t.dateFrom, t.dateTo), index('leaves_status_idx').on(t.status, t.dateFrom)],
);

export const leaveQuotas = pgTable(
  'leave_quotas',
  {
    ...auditColumns(),
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    year: integer().notNull(),
    leaveType: varchar({ length: 2 }).notNull(),
    quotaDays: integer().notNull(),
  },
  (t) => [uniqueIndex('leave_quotas_driver_year_type_unique').on(t.driverId, t.year, t.leaveType)],
);

/** Corrections of a roster's actual times on the roster HR screen: before and after, by whom. */
export const rosterHrLogs = pgTable(
  'roster_hr_logs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dailyRosterId: integer().notNull(),
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    dutyDate: date().notNull(),
    before: jsonb().notNull(),
    after: jsonb().notNull(),
    remarks: text(),
    doneBy: varchar({ length: 50 }).notNull(),
    doneDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roster_hr_logs_roster_idx').on(t.dailyRosterId)],
);
