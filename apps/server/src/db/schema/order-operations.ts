import { date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, uniqueIgnoringCase } from './audit.js';
import { clients } from './clients.js';
import { orders, orderVehicles } from './orders.js';
import { tariffs } from './tariffs.js';

/* Order operations (issue 15, docs/order-operations.md): SMS, the flight timetable, recalculation runs, batch imports. */

const money = () => numeric({ precision: 12, scale: 2 });

/** SMS templates with placeholders, in English and Chinese. */
export const smses = pgTable(
  'smses',
  {
    ...auditColumns(),
    smsCode: varchar({ length: 20 }).notNull(),
    smsDescEng: varchar({ length: 100 }).notNull(),
    recipient: varchar({ length: 10 }).notNull().default('DRIVER'),
    bodyEng: text().notNull(),
    bodyChi: text(),
  },
  (t) => [uniqueIgnoringCase('smses_code_unique', t.smsCode)],
);

/** Every message sent (or tried) about an order vehicle: the log the screens show and resend from. */
export const orderSmses = pgTable(
  'order_smses',
  {
    ...auditColumns(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    orderVehicleId: integer()
      .notNull()
      .references(() => orderVehicles.id),
    smsId: integer().references(() => smses.id),
    recipient: varchar({ length: 10 }).notNull(),
    mobile: varchar({ length: 30 }).notNull(),
    address: varchar({ length: 200 }).notNull(),
    body: text().notNull(),
    status: varchar({ length: 10 }).notNull(),
    error: text(),
    sentDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_smses_order_vehicle_idx').on(t.orderVehicleId, t.sentDt)],
);

/** The operator's own flight timetable: the default flight provider. */
export const flightSchedules = pgTable(
  'flight_schedules',
  {
    ...auditColumns(),
    flightNo: varchar({ length: 10 }).notNull(),
    origin: varchar({ length: 3 }).notNull(),
    destination: varchar({ length: 3 }).notNull(),
    scheduledDeparture: time().notNull(),
    scheduledArrival: time().notNull(),
    // ISO weekdays the flight operates, '1234567' = every day.
    weekdays: varchar({ length: 7 }).notNull().default('1234567'),
    validFrom: date().notNull(),
    validTo: date(),
    terminal: varchar({ length: 20 }),
  },
  (t) => [index('flight_schedules_flight_idx').on(t.flightNo, t.validFrom)],
);

/** A recalculation run: who, when, what and the total difference (every recalcOrders call writes one). */
export const recalcs = pgTable(
  'recalcs',
  {
    ...auditColumns(),
    dateFrom: date().notNull(),
    dateTo: date().notNull(),
    clientId: integer().references(() => clients.id),
    tariffId: integer().references(() => tariffs.id),
    applied: smallint().notNull().default(0),
    rowCount: integer().notNull().default(0),
    totalDiffAmt: money().notNull().default('0.00'),
    remarks: text(),
  },
  (t) => [index('recalcs_create_idx').on(t.createDt)],
);

/** A run's rows: each order vehicle's frozen price beside the engine's, and why it was skipped. */
export const recalcDtls = pgTable(
  'recalc_dtls',
  {
    ...auditColumns(),
    recalcId: integer()
      .notNull()
      .references(() => recalcs.id),
    orderVehicleId: integer()
      .notNull()
      .references(() => orderVehicles.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    oldAmt: money().notNull(),
    newAmt: money().notNull(),
    diffAmt: money().notNull(),
    skipped: varchar({ length: 20 }),
    applied: smallint().notNull().default(0),
  },
  (t) => [index('recalc_dtls_recalc_idx').on(t.recalcId)],
);

/** The column mapping of a client's spreadsheet, remembered for its next import. */
export const orderImportMappings = pgTable(
  'order_import_mappings',
  {
    ...auditColumns(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    mapping: jsonb().notNull(),
  },
  (t) => [uniqueIndex('order_import_mappings_client_unique').on(t.clientId)],
);

/** createOrderBatch's Idempotency-Key per staff member: a retry within 24 hours answers the first batch. */
export const orderBatchIdempotencyKeys = pgTable(
  'order_batch_idempotency_keys',
  {
    staffId: integer().notNull(),
    idempotencyKey: varchar({ length: 200 }).notNull(),
    answer: jsonb().notNull(),
    createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.idempotencyKey] })],
);
