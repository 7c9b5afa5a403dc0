import { date, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status, uniqueIgnoringCase } from './audit.js';
import { searchIndex } from './search.js';
import { branches } from './org.js';
import { fleets, staffShiftings } from './system.js';

export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    ...auditColumns(),
    vehicleType: varchar({ length: 30 }).notNull(),
    vehicleTypeDescEng: varchar({ length: 100 }).notNull(),
    vehicleTypeDescChi: varchar({ length: 100 }),
    maxCapacity: integer().notNull(),
    luggageCapacity: integer().notNull().default(0),
    displaySeq: integer().notNull().default(0),
    recordStatus: status(),
  },
  (t) => [
    uniqueIgnoringCase('vehicle_types_vehicle_type_lower_unique', t.vehicleType),
    searchIndex('vehicle_types_search_idx', t.vehicleType, t.vehicleTypeDescEng, t.vehicleTypeDescChi),
  ],
);

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

export const apiVehicleTypes = pgTable(
  'api_vehicle_types',
  {
    ...auditColumns(),
    apiVehicleTypeCode: varchar({ length: 30 }).notNull(),
    apiSource: varchar({ length: 30 }).notNull(),
    apiVehicleTypeDesc: varchar({ length: 100 }).notNull(),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('api_vehicle_types_api_vehicle_type_code_lower_unique', t.apiVehicleTypeCode)],
);

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

export const vehicles = pgTable(
  'vehicles',
  {
    ...auditColumns(),
    // A plate is one car, whichever branch runs it.
    licensePlateNo: varchar({ length: 8 }).notNull(),
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
  },
  (t) => [
    uniqueIgnoringCase('vehicles_license_plate_no_lower_unique', t.licensePlateNo),
    searchIndex('vehicles_search_idx', t.licensePlateNo, t.chinaPlateNo, t.make, t.model),
  ],
);

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
    // The usual shift: genDailyRoster copies its hours into the day's roster.
    staffShiftingId: integer().references(() => staffShiftings.id),
    joinDate: date(),
    leaveDate: date(),
    crossBorderFlag: smallint().notNull().default(0),
    // FT or PT (issue 16): part-time drivers earn a daily basic, no overtime.
    employmentType: varchar({ length: 2 }).notNull().default('FT'),
    driverStatus: status(),
  },
  (t) => [
    uniqueIgnoringCase('drivers_branch_no_unique', t.driverNo, t.branchId),
    searchIndex('drivers_search_idx', t.driverNo, t.driverNameEng, t.driverNameChi, t.mobileNo),
  ],
);

export const licenseTypes = pgTable(
  'license_types',
  {
    ...auditColumns(),
    licenseTypeCode: varchar({ length: 10 }).notNull(),
    licenseTypeDescEng: varchar({ length: 100 }).notNull(),
    licenseTypeDescChi: varchar({ length: 100 }),
    displaySeq: integer().notNull().default(0),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('license_types_license_type_code_lower_unique', t.licenseTypeCode)],
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
  (t) => [uniqueIgnoringCase('driver_languages_unique', t.language, t.driverId)],
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

export const driverAuths = pgTable(
  'driver_auths',
  {
    ...auditColumns(),
    driverId: integer()
      .notNull()
      .unique()
      .references(() => drivers.id),
    loginName: varchar({ length: 30 }).notNull(),
    lastLoginDt: timestamp({ withTimezone: true }),
    recordStatus: status(),
    /** Argon2id; null until a password is set. Never leaves the server. */
    passwordHash: text(),
  },
  (t) => [uniqueIgnoringCase('driver_auths_login_name_lower_unique', t.loginName)],
);

export const petrolStations = pgTable(
  'petrol_stations',
  {
    ...auditColumns(),
    petrolStationCode: varchar({ length: 10 }).notNull(),
    petrolStationNameEng: varchar({ length: 100 }).notNull(),
    petrolStationNameChi: varchar({ length: 100 }),
    brand: varchar({ length: 30 }).notNull(),
    address: varchar({ length: 200 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('petrol_stations_petrol_station_code_lower_unique', t.petrolStationCode)],
);

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
