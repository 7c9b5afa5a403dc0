import { date, index, integer, numeric, pgTable, smallint, time, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status, uniqueIgnoringCase } from './audit.js';
import { clients } from './clients.js';
import { contractTermTypes } from './contract-terms.js';
import { vehicleTypes } from './fleet.js';
import { locations } from './operation.js';

/*
 * Tariffs and the pricing inputs of issue 8 (docs/pricing.md). The indexes serve the look-ups of
 * one pricing request: the rate of a tariff (or a client) and vehicle type valid on a date, then
 * the rows under that rate.
 */

const money = () => numeric({ precision: 12, scale: 2 });
const percent = () => numeric({ precision: 7, scale: 4 });

export const tariffs = pgTable(
  'tariffs',
  {
    ...auditColumns(),
    tariffCode: varchar({ length: 10 }).notNull(),
    tariffDescEng: varchar({ length: 100 }).notNull(),
    tariffDescChi: varchar({ length: 100 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('tariffs_tariff_code_lower_unique', t.tariffCode)],
);

export const tariffVehicleTypeMaps = pgTable(
  'tariff_vehicle_type_maps',
  {
    ...auditColumns(),
    tariffId: integer()
      .notNull()
      .references(() => tariffs.id),
    vehicleTypeId: integer()
      .notNull()
      .references(() => vehicleTypes.id),
  },
  (t) => [uniqueIndex('tariff_vehicle_type_maps_unique').on(t.tariffId, t.vehicleTypeId)],
);

/** The columns a class rate and a special rate share, after their owner. */
const rateColumns = () => ({
  vehicleTypeId: integer()
    .notNull()
    .references(() => vehicleTypes.id),
  effectiveDate: date().notNull(),
  expiryDate: date(),
  transferAmt: money(),
  stopAmt: money(),
  freeWaitMins: integer(),
  waitBlockMins: integer(),
  waitBlockAmt: money(),
  remarks: varchar({ length: 200 }),
});

/** Route table rows: B zone to zone, L location to location. */
const dtlColumns = () => ({
  tableType: varchar({ length: 1 }).notNull().default('B'),
  fromZone: varchar({ length: 50 }),
  toZone: varchar({ length: 50 }),
  fromLocationId: integer().references(() => locations.id),
  toLocationId: integer().references(() => locations.id),
  amount: money().notNull(),
});

const hireColumns = () => ({
  minHours: numeric({ precision: 5, scale: 2 }).notNull(),
  hourAmt: money().notNull(),
  blockMins: integer(),
  blockAmt: money(),
});

const extraColumns = () => ({
  extraType: varchar({ length: 10 }).notNull().default('TIME'),
  extraCode: varchar({ length: 20 }).notNull(),
  extraDescEng: varchar({ length: 100 }),
  extraDescChi: varchar({ length: 100 }),
  fromTime: time(),
  toTime: time(),
  amount: money(),
  percent: percent(),
});

export const tariffRates = pgTable(
  'tariff_rates',
  {
    ...auditColumns(),
    tariffId: integer()
      .notNull()
      .references(() => tariffs.id),
    ...rateColumns(),
  },
  (t) => [index('tariff_rates_lookup_idx').on(t.tariffId, t.vehicleTypeId, t.effectiveDate)],
);

export const tariffRateDtls = pgTable(
  'tariff_rate_dtls',
  {
    ...auditColumns(),
    tariffRateId: integer()
      .notNull()
      .references(() => tariffRates.id),
    ...dtlColumns(),
  },
  (t) => [index('tariff_rate_dtls_rate_idx').on(t.tariffRateId, t.tableType)],
);

export const tariffRateHires = pgTable(
  'tariff_rate_hires',
  {
    ...auditColumns(),
    tariffRateId: integer()
      .notNull()
      .references(() => tariffRates.id),
    ...hireColumns(),
  },
  (t) => [uniqueIndex('tariff_rate_hires_min_hours_unique').on(t.tariffRateId, t.minHours)],
);

export const tariffRateExtras = pgTable(
  'tariff_rate_extras',
  {
    ...auditColumns(),
    tariffRateId: integer()
      .notNull()
      .references(() => tariffRates.id),
    ...extraColumns(),
  },
  (t) => [uniqueIgnoringCase('tariff_rate_extras_extra_code_lower_unique', t.extraCode, t.tariffRateId)],
);

export const tariffSPRates = pgTable(
  'tariff_sp_rates',
  {
    ...auditColumns(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    ...rateColumns(),
  },
  (t) => [index('tariff_sp_rates_lookup_idx').on(t.clientId, t.vehicleTypeId, t.effectiveDate)],
);

export const tariffSPRateDtls = pgTable(
  'tariff_sp_rate_dtls',
  {
    ...auditColumns(),
    tariffSPRateId: integer()
      .notNull()
      .references(() => tariffSPRates.id),
    ...dtlColumns(),
  },
  (t) => [index('tariff_sp_rate_dtls_rate_idx').on(t.tariffSPRateId, t.tableType)],
);

export const tariffSPRateHires = pgTable(
  'tariff_sp_rate_hires',
  {
    ...auditColumns(),
    tariffSPRateId: integer()
      .notNull()
      .references(() => tariffSPRates.id),
    ...hireColumns(),
  },
  (t) => [uniqueIndex('tariff_sp_rate_hires_min_hours_unique').on(t.tariffSPRateId, t.minHours)],
);

export const tariffSPRateExtras = pgTable(
  'tariff_sp_rate_extras',
  {
    ...auditColumns(),
    tariffSPRateId: integer()
      .notNull()
      .references(() => tariffSPRates.id),
    ...extraColumns(),
  },
  (t) => [uniqueIgnoringCase('tariff_sp_rate_extras_extra_code_lower_unique', t.extraCode, t.tariffSPRateId)],
);

export const tariffOCs = pgTable(
  'tariff_ocs',
  {
    ...auditColumns(),
    ocCode: varchar({ length: 10 }).notNull(),
    ocDescEng: varchar({ length: 100 }).notNull(),
    ocDescChi: varchar({ length: 100 }),
    seq: integer().notNull().default(0),
    atCostFlag: smallint().notNull().default(0),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('tariff_ocs_oc_code_lower_unique', t.ocCode)],
);

export const tariffOCDtls = pgTable(
  'tariff_oc_dtls',
  {
    ...auditColumns(),
    tariffOcId: integer()
      .notNull()
      .references(() => tariffOCs.id),
    vehicleTypeId: integer()
      .notNull()
      .references(() => vehicleTypes.id),
    amount: money().notNull(),
  },
  (t) => [uniqueIndex('tariff_oc_dtls_unique').on(t.tariffOcId, t.vehicleTypeId)],
);

export const tariffSPRateOCs = pgTable(
  'tariff_sp_rate_ocs',
  {
    ...auditColumns(),
    tariffSPRateId: integer()
      .notNull()
      .references(() => tariffSPRates.id),
    tariffOcId: integer()
      .notNull()
      .references(() => tariffOCs.id),
    amount: money().notNull(),
  },
  (t) => [uniqueIndex('tariff_sp_rate_ocs_unique').on(t.tariffSPRateId, t.tariffOcId)],
);

/** Other-charge terms: waive the charge (waiveFlag 1) or charge this amount. */
const ocParmColumns = () => ({
  tariffOcId: integer()
    .notNull()
    .references(() => tariffOCs.id),
  waiveFlag: smallint().notNull().default(0),
  amount: money(),
});

export const clientOCParms = pgTable(
  'client_oc_parms',
  {
    ...auditColumns(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    ...ocParmColumns(),
  },
  (t) => [uniqueIndex('client_oc_parms_unique').on(t.clientId, t.tariffOcId)],
);

export const contractTermOCParms = pgTable(
  'contract_term_oc_parms',
  {
    ...auditColumns(),
    contractTermTypeId: integer()
      .notNull()
      .references(() => contractTermTypes.id),
    ...ocParmColumns(),
  },
  (t) => [uniqueIndex('contract_term_oc_parms_unique').on(t.contractTermTypeId, t.tariffOcId)],
);

export const clientTariffs = pgTable(
  'client_tariffs',
  {
    ...auditColumns(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    tariffId: integer()
      .notNull()
      .references(() => tariffs.id),
    effectiveDate: date().notNull(),
    expiryDate: date(),
  },
  (t) => [index('client_tariffs_client_idx').on(t.clientId, t.effectiveDate), index('client_tariffs_tariff_idx').on(t.tariffId)],
);

export const holidays = pgTable(
  'holidays',
  {
    ...auditColumns(),
    areaInitial: varchar({ length: 10 }).notNull(),
    holidayDate: date().notNull(),
    holidayDescEng: varchar({ length: 100 }).notNull(),
    holidayDescChi: varchar({ length: 100 }),
  },
  (t) => [uniqueIndex('holidays_area_date_unique').on(t.areaInitial, t.holidayDate)],
);
