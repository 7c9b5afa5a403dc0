import { index, integer, numeric, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status, uniqueIgnoringCase } from './audit.js';
import { searchCopiesIndex, searchCopy } from './search.js';
import { clients } from './clients.js';

export const salesmanTypes = pgTable(
  'salesman_types',
  {
    ...auditColumns(),
    salesmanTypeCode: varchar({ length: 10 }).notNull(),
    salesmanTypeDescEng: varchar({ length: 100 }).notNull(),
    salesmanTypeDescChi: varchar({ length: 100 }),
    displaySeq: integer().notNull().default(0),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('salesman_types_salesman_type_code_lower_unique', t.salesmanTypeCode)],
);

export const locations = pgTable(
  'locations',
  {
    ...auditColumns(),
    locationCode: varchar({ length: 20 }).notNull(),
    locationDescEng: varchar({ length: 150 }).notNull(),
    locationDescChi: varchar({ length: 150 }),
    contractLabel: varchar({ length: 50 }),
    salesmanTypeId: integer().references(() => salesmanTypes.id),
    address: varchar({ length: 200 }),
    district: varchar({ length: 50 }),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    airportFlag: smallint().notNull().default(0),
    borderFlag: smallint().notNull().default(0),
    allowanceZone: integer(),
    recordStatus: status(),
    locationCodeSearch: searchCopy('location_code'),
    locationDescEngSearch: searchCopy('location_desc_eng'),
    locationDescChiSearch: searchCopy('location_desc_chi'),
    addressSearch: searchCopy('address'),
  },
  (t) => [
    uniqueIgnoringCase('locations_location_code_lower_unique', t.locationCode),
    searchCopiesIndex('locations_search_idx', t.locationCodeSearch, t.locationDescEngSearch, t.locationDescChiSearch, t.addressSearch),
  ],
);

export const locationAssociates = pgTable(
  'location_associates',
  {
    ...auditColumns(),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    associateLocationId: integer()
      .notNull()
      .references(() => locations.id),
    remarks: varchar({ length: 200 }),
    displaySeq: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('location_associates_pair_unique').on(t.locationId, t.associateLocationId)],
);

export const locationPatterns = pgTable(
  'location_patterns',
  {
    ...auditColumns(),
    // Unique ignoring case, as every check of it is.
    pattern: varchar({ length: 200 }).notNull(),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    priority: integer().notNull().default(100),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('location_patterns_pattern_lower_unique', t.pattern)],
);

/** Rows of an uploaded pattern file, checked and previewed before they are applied. */
export const locationPatternTmps = pgTable(
  'location_pattern_tmps',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    batchId: uuid().notNull(),
    rowNo: integer().notNull(),
    pattern: varchar({ length: 500 }),
    locationCode: varchar({ length: 50 }),
    locationId: integer().references(() => locations.id),
    error: varchar({ length: 300 }),
    createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createBy: varchar({ length: 50 }).notNull(),
  },
  (t) => [index('location_pattern_tmps_batch_idx').on(t.batchId)],
);

export const remarks = pgTable(
  'remarks',
  {
    ...auditColumns(),
    remarkCode: varchar({ length: 10 }).notNull(),
    remarkDescEng: varchar({ length: 200 }).notNull(),
    remarkDescChi: varchar({ length: 200 }),
    remarkType: varchar({ length: 20 }),
    displaySeq: integer().notNull().default(0),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('remarks_remark_code_lower_unique', t.remarkCode)],
);

export const countries = pgTable(
  'countries',
  {
    ...auditColumns(),
    countryCode: varchar({ length: 3 }).notNull(),
    countryNameEng: varchar({ length: 100 }).notNull(),
    countryNameChi: varchar({ length: 100 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('countries_country_code_lower_unique', t.countryCode)],
);

export const cities = pgTable(
  'cities',
  {
    ...auditColumns(),
    cityCode: varchar({ length: 10 }).notNull(),
    cityNameEng: varchar({ length: 100 }).notNull(),
    cityNameChi: varchar({ length: 100 }),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('cities_city_code_lower_unique', t.cityCode)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    ...auditColumns(),
    orderEventCode: varchar({ length: 20 }).notNull(),
    orderEventDescEng: varchar({ length: 150 }).notNull(),
    orderEventDescChi: varchar({ length: 150 }),
    clientId: integer().references(() => clients.id),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('order_events_order_event_code_lower_unique', t.orderEventCode)],
);
