import { bigint, date, index, integer, jsonb, pgTable, smallint, text, time, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { vehicleTypes } from './fleet.js';
import { orders, orderVehicles } from './orders.js';
import { branches } from './org.js';

/* The chinaLink partner feed (issue 18, docs/partner-feed.md): keys, bookings in, trips out, the outbox, the API log. */

/** A partner's inbound keys, stored hashed; several at once (rotation), each revocable. */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    ...auditColumns(),
    partner: varchar({ length: 30 }).notNull(),
    // The first characters of the key, to tell keys apart on the screen; the key itself is never stored.
    keyPrefix: varchar({ length: 12 }).notNull(),
    keyHash: varchar({ length: 128 }).notNull(),
    revokedDt: timestamp({ withTimezone: true }),
    revokedBy: varchar({ length: 50 }),
  },
  (t) => [uniqueIndex('partner_keys_hash_unique').on(t.keyHash)],
);

/** A booking the partner sent us, and what became of it. */
export const partnerBookings = pgTable(
  'partner_bookings',
  {
    ...auditColumns(),
    partner: varchar({ length: 30 }).notNull(),
    partnerOrderId: varchar({ length: 50 }).notNull(),
    status: varchar({ length: 10 }).notNull().default('NEW'),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    serviceType: varchar({ length: 10 }).notNull(),
    pickupDate: date().notNull(),
    pickupTime: time().notNull(),
    flightNo: varchar({ length: 10 }),
    pickupLocationCode: varchar({ length: 20 }),
    pickupAddress: varchar({ length: 300 }),
    dropoffLocationCode: varchar({ length: 20 }),
    dropoffAddress: varchar({ length: 300 }),
    vehicleTypeCode: varchar({ length: 30 }).notNull(),
    vehicleTypeId: integer().references(() => vehicleTypes.id),
    paxCount: integer().notNull().default(1),
    paxName: varchar({ length: 100 }).notNull(),
    paxTel: varchar({ length: 30 }),
    remarks: text(),
    orderId: integer().references(() => orders.id),
    orderVehicleId: integer().references(() => orderVehicles.id),
    rejectReason: varchar({ length: 300 }),
  },
  (t) => [
    uniqueIndex('partner_bookings_partner_order_unique').on(t.partner, t.partnerOrderId),
    index('partner_bookings_date_idx').on(t.pickupDate, t.status),
    index('partner_bookings_order_vehicle_idx').on(t.orderVehicleId),
  ],
);

/** A trip we sent the partner for the mainland leg of one of our order vehicles, and the partner's driver. */
export const partnerTrips = pgTable(
  'partner_trips',
  {
    ...auditColumns(),
    partner: varchar({ length: 30 }).notNull(),
    tripId: varchar({ length: 50 }).notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    orderVehicleId: integer()
      .notNull()
      .references(() => orderVehicles.id),
    tripDate: date().notNull(),
    payload: jsonb().notNull(),
    status: varchar({ length: 20 }).notNull().default('NEW'),
    driverName: varchar({ length: 100 }),
    driverMobile: varchar({ length: 30 }),
    plate: varchar({ length: 20 }),
  },
  (t) => [uniqueIndex('partner_trips_partner_trip_unique').on(t.partner, t.tripId), index('partner_trips_date_idx').on(t.tripDate)],
);

/**
 * Messages to the partner, written in the transaction of the change that causes them and delivered by
 * the worker in order per stream (a booking's or a trip's messages), retried with backoff.
 */
export const partnerOutbox = pgTable(
  'partner_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    partner: varchar({ length: 30 }).notNull(),
    eventId: uuid().notNull(),
    // Messages of one stream go out one after another, in id order.
    streamKey: varchar({ length: 80 }).notNull(),
    method: varchar({ length: 10 }).notNull().default('POST'),
    path: varchar({ length: 200 }).notNull(),
    payload: jsonb().notNull(),
    orderId: integer().references(() => orders.id),
    status: varchar({ length: 10 }).notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentDt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('partner_outbox_event_unique').on(t.eventId),
    index('partner_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('partner_outbox_stream_idx').on(t.streamKey, t.id),
  ],
);

/** Every call in or out, one row per attempt, without secrets. */
export const apiHistories = pgTable(
  'api_histories',
  {
    ...auditColumns(),
    partner: varchar({ length: 30 }).notNull(),
    direction: varchar({ length: 3 }).notNull(),
    method: varchar({ length: 10 }).notNull(),
    url: varchar({ length: 500 }).notNull(),
    requestBody: text(),
    responseStatus: smallint(),
    responseBody: text(),
    durationMs: integer(),
    orderId: integer(),
    attempt: integer().notNull().default(1),
  },
  (t) => [index('api_histories_create_idx').on(t.createDt), index('api_histories_order_idx').on(t.orderId)],
);
