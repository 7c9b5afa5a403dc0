import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status } from './audit.js';
import { clients } from './clients.js';
import { drivers, vehicles, vehicleTypes } from './fleet.js';
import { locations, orderEvents } from './operation.js';
import { branches } from './org.js';
import { paymentMethods } from './payment.js';
import { cancelReasons } from './system.js';
import { tariffOCs } from './tariffs.js';

/* Orders and what hangs off them (issue 9, docs/ordering.md). Nothing here is ever deleted. */

const money = () => numeric({ precision: 12, scale: 2 });

/**
 * Two version-4 UUIDs (gen_random_uuid: the server's strong random source, built in from PostgreSQL 13 and in
 * PGlite, where pgcrypto's gen_random_bytes needs an extension) as 32 bytes in base64url: 43 characters, 244 random bits.
 */
export const TRACKING_TOKEN_DEFAULT =
  "translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_')";

export const orders = pgTable(
  'orders',
  {
    ...auditColumns(),
    orderRefId: varchar({ length: 30 }).notNull(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    orderStatus: status(),
    inputSource: varchar({ length: 1 }).notNull().default('O'),
    contactName: varchar({ length: 100 }),
    contactTel: varchar({ length: 30 }),
    orderEventId: integer().references(() => orderEvents.id),
    remarks: text(),
    cancelReasonId: integer().references(() => cancelReasons.id),
    // The earliest pick-up of the vehicles not cancelled (operator wall clock), kept by the order module: the enquiry sorts by it.
    firstPickupAt: timestamp({ mode: 'string' }),
  },
  (t) => [
    uniqueIndex('orders_branch_ref_unique').on(t.branchId, t.orderRefId),
    index('orders_ref_idx').on(t.orderRefId),
    index('orders_branch_pickup_idx').on(t.branchId, t.firstPickupAt, t.id),
    index('orders_branch_client_pickup_idx').on(t.branchId, t.clientId, t.firstPickupAt, t.id),
  ],
);

const orderId = () =>
  integer()
    .notNull()
    .references(() => orders.id);

export const orderVehicles = pgTable(
  'order_vehicles',
  {
    ...auditColumns(),
    orderId: orderId(),
    seqNo: integer().notNull().default(1),
    serviceType: varchar({ length: 10 }).notNull(),
    pickupDate: date().notNull(),
    pickupTime: time().notNull(),
    flightNo: varchar({ length: 10 }),
    flightEtaDate: date(),
    flightEtaTime: time(),
    // A location, or a free address with its pricing zone (a location's contractLabel; issue 30 part 3).
    pickupLocationId: integer().references(() => locations.id),
    pickupAddress: varchar({ length: 200 }),
    pickupZone: varchar({ length: 50 }),
    dropoffLocationId: integer().references(() => locations.id),
    dropoffAddress: varchar({ length: 200 }),
    dropoffZone: varchar({ length: 50 }),
    vehicleTypeId: integer()
      .notNull()
      .references(() => vehicleTypes.id),
    paxCount: integer().notNull().default(1),
    luggageCount: integer(),
    hireMinutes: integer(),
    waitingMinutes: integer(),
    voucherNo: varchar({ length: 20 }),
    manualFareAmt: money(),
    manualFareReason: varchar({ length: 200 }),
    fareAmt: money().notNull().default('0.00'),
    tariffFareAmt: money(),
    remarks: text(),
    startDate: date().notNull(),
    startTime: time().notNull(),
    endDate: date().notNull(),
    endTime: time().notNull(),
    noshowFlag: smallint().notNull().default(0),
    driverId: integer().references(() => drivers.id),
    vehicleId: integer().references(() => vehicles.id),
    outsourceVendorId: integer().references(() => clients.id),
    outsourceDriverName: varchar({ length: 100 }),
    // What the vendor charges us for an outsourced job (issue 17, the outsource P&L report).
    outsourceCost: money(),
    jobStatus: varchar({ length: 10 }),
    /**
     * The passenger's tracking link (issue 33): an unguessable token, answered as trackingToken and trackingUrl;
     * 244 random bits in base64url, drawn by the database for every new row however it is inserted.
     */
    trackingToken: varchar({ length: 64 }).notNull().default(sql.raw(TRACKING_TOKEN_DEFAULT)),
    orderVehicleStatus: status(),
  },
  (t) => [
    uniqueIndex('order_vehicles_order_seq_unique').on(t.orderId, t.seqNo),
    uniqueIndex('order_vehicles_tracking_token_unique').on(t.trackingToken),
    index('order_vehicles_start_idx').on(t.startDate),
    index('order_vehicles_pickup_idx').on(t.pickupDate, t.orderId),
    index('order_vehicles_flight_idx').on(sql`upper(${t.flightNo})`),
    index('order_vehicles_driver_idx').on(t.driverId, t.pickupDate),
    index('order_vehicles_vehicle_idx').on(t.vehicleId, t.pickupDate),
    index('order_vehicles_voucher_idx').on(t.voucherNo),
    check('order_vehicles_pickup_place', sql`${t.pickupLocationId} is not null or ${t.pickupAddress} is not null`),
  ],
);

const orderVehicleId = () =>
  integer()
    .notNull()
    .references(() => orderVehicles.id);

/** The stops between pick-up and drop-off, in order (not a collection: read through getOrder). */
export const orderVehicleStops = pgTable(
  'order_vehicle_stops',
  {
    orderVehicleId: orderVehicleId(),
    seq: integer().notNull(),
    locationId: integer().references(() => locations.id),
    address: varchar({ length: 200 }),
    zone: varchar({ length: 50 }),
  },
  (t) => [primaryKey({ columns: [t.orderVehicleId, t.seq] }), check('order_vehicle_stops_place', sql`${t.locationId} is not null or ${t.address} is not null`)],
);

/** The engine's price lines of an order vehicle as saved (the price is frozen until re-priced). */
export const orderFareLines = pgTable(
  'order_fare_lines',
  {
    orderVehicleId: orderVehicleId(),
    seq: integer().notNull(),
    kind: varchar({ length: 20 }).notNull(),
    code: varchar({ length: 50 }).notNull(),
    description: varchar({ length: 300 }).notNull(),
    qty: numeric({ precision: 10, scale: 4 }).notNull(),
    unitAmount: money().notNull(),
    amount: money().notNull(),
    rule: varchar({ length: 500 }).notNull(),
    // The description's and rule's keys and parameters (issue 30): shown in the reader's language; null on lines saved before.
    textCode: varchar({ length: 60 }),
    textParams: jsonb(),
    ruleCode: varchar({ length: 60 }),
    ruleParams: jsonb(),
  },
  (t) => [primaryKey({ columns: [t.orderVehicleId, t.seq] })],
);

export const orderPaxes = pgTable(
  'order_paxes',
  { ...auditColumns(), orderId: orderId(), orderVehicleId: orderVehicleId(), paxName: varchar({ length: 100 }).notNull(), paxTel: varchar({ length: 30 }) },
  (t) => [
    index('order_paxes_vehicle_idx').on(t.orderVehicleId),
    index('order_paxes_order_idx').on(t.orderId),
    index('order_paxes_name_idx').on(sql`lower(${t.paxName})`),
  ],
);

export const orderMiscs = pgTable(
  'order_miscs',
  {
    ...auditColumns(),
    orderId: orderId(),
    orderVehicleId: orderVehicleId(),
    tariffOcId: integer()
      .notNull()
      .references(() => tariffOCs.id),
    qty: integer().notNull().default(1),
    amount: money(),
  },
  (t) => [index('order_miscs_vehicle_idx').on(t.orderVehicleId), index('order_miscs_order_idx').on(t.orderId)],
);

export const orderOCDiscounts = pgTable(
  'order_oc_discounts',
  {
    ...auditColumns(),
    orderId: orderId(),
    orderVehicleId: orderVehicleId(),
    tariffOcId: integer()
      .notNull()
      .references(() => tariffOCs.id),
    discountPercent: numeric({ precision: 7, scale: 4 }),
    discountAmt: money(),
  },
  (t) => [index('order_oc_discounts_vehicle_idx').on(t.orderVehicleId), index('order_oc_discounts_order_idx').on(t.orderId)],
);

export const orderRefs = pgTable(
  'order_refs',
  { ...auditColumns(), orderId: orderId(), agentRef: varchar({ length: 50 }).notNull(), remarks: varchar({ length: 200 }) },
  (t) => [
    uniqueIndex('order_refs_order_agent_ref_unique').on(t.orderId, sql`lower(${t.agentRef})`),
    index('order_refs_agent_ref_idx').on(sql`lower(${t.agentRef})`),
  ],
);

export const orderHistories = pgTable(
  'order_histories',
  {
    ...auditColumns(),
    orderId: orderId(),
    orderVehicleId: integer().references(() => orderVehicles.id),
    fieldName: varchar({ length: 50 }).notNull(),
    oldValue: text(),
    newValue: text(),
    // A row the server words (created, vehicle added...): its text key and parameters, worded in the reader's language (issue 30).
    textCode: varchar({ length: 60 }),
    textParams: jsonb(),
  },
  (t) => [index('order_histories_order_idx').on(t.orderId, t.createDt)],
);

export const orderPayments = pgTable(
  'order_payments',
  {
    ...auditColumns(),
    orderId: orderId(),
    paymentMethodId: integer()
      .notNull()
      .references(() => paymentMethods.id),
    amount: money().notNull(),
    paymentDate: date().notNull(),
    remarks: varchar({ length: 200 }),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);

export const orderDriverVehicles = pgTable(
  'order_driver_vehicles',
  {
    ...auditColumns(),
    orderId: orderId(),
    orderVehicleId: orderVehicleId(),
    driverId: integer().references(() => drivers.id),
    vehicleId: integer().references(() => vehicles.id),
    outsourceVendorId: integer().references(() => clients.id),
    outsourceDriverName: varchar({ length: 100 }),
  },
  (t) => [index('order_driver_vehicles_order_idx').on(t.orderId)],
);

/** The last serial issued per branch and operator date: reference numbers only ever go up. */
export const orderRefCounters = pgTable(
  'order_ref_counters',
  {
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    refDate: date().notNull(),
    lastNo: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.refDate] })],
);

/** createOrder's Idempotency-Key per staff member: a retry within 24 hours answers the first order. */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    staffId: integer().notNull(),
    idempotencyKey: varchar({ length: 200 }).notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.idempotencyKey] })],
);
