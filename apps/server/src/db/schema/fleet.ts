import { sql } from 'drizzle-orm';
import { date, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status } from './audit.js';
import { licenseTypes } from './operation.js';
import { branches } from './org.js';
import { fleets } from './system.js';

export const vehicleTypes = pgTable('vehicle_types', {
  ...auditColumns(),
  vehicleType: varchar({ length: 30 }).notNull().unique(),
  vehicleTypeDescEng: varchar({ length: 100 }).notNull(),
  vehicleTypeDescChi: varchar({ length: 100 }),
  maxCapacity: integer().notNull(),
  luggageCapacity: integer().notNull().default(0),
  displaySeq: integer().notNull().default(0),
  recordStatus: status(),
});

export const vehicleTypeBranches = pgTable(
  'vehicle_type_branches',
  {
    ...auditColumns(),
    vehicleTypeId: integer()
      .notNull()
      .references(() => vehicleTypes.id),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
  },
  (t) => [uniqueIndex('vehicle_type_branches_unique').on(t.vehicleTypeId, t.branchId)],
);

export const apiVehicleTypes = pgTable('api_vehicle_types', {
  ...auditColumns(),
  apiVehicleTypeCode: varchar({ length: 30 }).notNull().unique(),
  apiSource: varchar({ length: 30 }).notNull(),
  apiVehicleTypeDesc: varchar({ length: 100 }).notNull(),
  recordStatus: status(),
});

export const vehicleTypeMaps = pgTable(
  'vehicle_type_maps',
  {
    ...auditColumns(),
    vehicleTypeId: integer()
      .notNull()
      .references(() => vehicleTypes.id),
    apiVehicleTypeId: integer()
      .notNull()
      .references(() => apiVehicleTypes.id),
    remarks: varchar({ length: 200 }),
  },
  (t) => [uniqueIndex('vehicle_type_maps_unique').on(t.vehicleTypeId, t.apiVehicleTypeId)],
);

export const vehicles = pgTable('vehicles', {
  ...auditColumns(),
  // A plate is one car, whichever branch runs it.
  licensePlateNo: varchar({ length: 8 }).notNull().unique(),
  chinaPlateNo: varchar({ length: 10 }),
  vehicleTypeId: integer()
    .notNull()
    .references(() => vehicleTypes.id),
  fleetId: integer().references(() => fleets.id),
  branchId: integer()
    .notNull()
    .references(() => branches.id),
  make: varchar({ length: 30 }),
  model: varchar({ length: 30 }),
  colour: varchar({ length: 20 }),
  manufactureYear: integer(),
  telNo: varchar({ length: 20 }),
  licenseExpiryDate: date(),
  insuranceExpiryDate: date(),
  vehicleStatus: status(),
});

export const drivers = pgTable(
  'drivers',
  {
    ...auditColumns(),
    driverNo: varchar({ length: 10 }).notNull(),
    driverNameEng: varchar({ length: 100 }).notNull(),
    driverNameChi: varchar({ length: 100 }),
    mobileNo: varchar({ length: 20 }).notNull(),
    mainlandMobileNo: varchar({ length: 20 }),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    fleetId: integer().references(() => fleets.id),
    defaultVehicleId: integer().references(() => vehicles.id),
    joinDate: date(),
    leaveDate: date(),
    crossBorderFlag: smallint().notNull().default(0),
    driverStatus: status(),
  },
  (t) => [uniqueIndex('drivers_branch_no_unique').on(t.branchId, t.driverNo)],
);

export const driverLicenses = pgTable('driver_licenses', {
  ...auditColumns(),
  driverId: integer()
    .notNull()
    .references(() => drivers.id),
  licenseTypeId: integer()
    .notNull()
    .references(() => licenseTypes.id),
  licenseNo: varchar({ length: 30 }).notNull(),
  issueDate: date(),
  expiryDate: date().notNull(),
});

export const driverLanguages = pgTable(
  'driver_languages',
  {
    ...auditColumns(),
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    language: varchar({ length: 30 }).notNull(),
    proficiency: varchar({ length: 1 }).notNull().default('G'),
  },
  (t) => [uniqueIndex('driver_languages_unique').on(t.driverId, sql`lower(${t.language})`)],
);

export const driverContacts = pgTable('driver_contacts', {
  ...auditColumns(),
  driverId: integer()
    .notNull()
    .references(() => drivers.id),
  contactName: varchar({ length: 100 }).notNull(),
  relationship: varchar({ length: 50 }),
  telNo: varchar({ length: 20 }).notNull(),
});

export const driverAuths = pgTable('driver_auths', {
  ...auditColumns(),
  driverId: integer()
    .notNull()
    .unique()
    .references(() => drivers.id),
  loginName: varchar({ length: 30 }).notNull().unique(),
  lastLoginDt: timestamp({ withTimezone: true }),
  recordStatus: status(),
  /** Argon2id; null until a password is set. Never leaves the server. */
  passwordHash: text(),
});

export const petrolStations = pgTable('petrol_stations', {
  ...auditColumns(),
  petrolStationCode: varchar({ length: 10 }).notNull().unique(),
  petrolStationNameEng: varchar({ length: 100 }).notNull(),
  petrolStationNameChi: varchar({ length: 100 }),
  brand: varchar({ length: 30 }).notNull(),
  address: varchar({ length: 200 }),
  recordStatus: status(),
});

export const petrolStationPs = pgTable('petrol_station_ps', {
  ...auditColumns(),
  petrolStationId: integer()
    .notNull()
    .references(() => petrolStations.id),
  fuelType: varchar({ length: 1 }).notNull().default('P'),
  effectiveDate: date().notNull(),
  unitPrice: numeric({ precision: 12, scale: 2 }).notNull(),
});

export const petrolStationDs = pgTable('petrol_station_ds', {
  ...auditColumns(),
  petrolStationId: integer()
    .notNull()
    .references(() => petrolStations.id),
  effectiveDate: date().notNull(),
  expiryDate: date(),
  discountPerLitre: numeric({ precision: 12, scale: 2 }).notNull(),
});

