import { index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders, orderVehicles } from './orders.js';
import { clientUsers } from './portal.js';

/*
 * What the client portal keeps beside an order (issue 33, docs/portal.md): the order service's
 * tables stay as they are; a portal order has one row here, its passengers theirs below.
 */

/** An order booked on the portal: who booked it, and the booker's cancel or the operator's rejection with its reason. */
export const portalOrders = pgTable(
  'portal_orders',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id),
    clientUserId: integer()
      .notNull()
      .references(() => clientUsers.id),
    /** 1 once the operator rejected it (the order is then C): the booker sees REJECTED, not CANCELLED. */
    rejected: smallint().notNull().default(0),
    /** The rejection's reason (told to the booker), or the booker's own reason for cancelling. */
    reason: varchar({ length: 500 }),
    createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portal_orders_user_idx').on(t.clientUserId)],
);

/**
 * The passengers a booker named on an order vehicle, in the order of its orderPaxes: the link to the
 * stored passenger, the email and the opt-in that the messages (modules/messages) read.
 */
export const portalOrderPassengers = pgTable(
  'portal_order_passengers',
  {
    orderVehicleId: integer()
      .notNull()
      .references(() => orderVehicles.id),
    seq: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    /** The stored passenger (clientPassengers) picked, when one was. */
    clientPassengerId: integer(),
    name: varchar({ length: 100 }).notNull(),
    mobile: varchar({ length: 30 }),
    email: varchar({ length: 100 }),
    language: varchar({ length: 5 }).notNull().default('en'),
    /** 1: the passenger opted in to messages. */
    notify: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderVehicleId, t.seq] }), index('portal_order_passengers_order_idx').on(t.orderId)],
);

/** A create's Idempotency-Key per client user: a retry of the same trip within 24 hours answers the first order. */
export const portalIdempotencyKeys = pgTable(
  'portal_idempotency_keys',
  {
    clientUserId: integer().notNull(),
    idempotencyKey: varchar({ length: 200 }).notNull(),
    // SHA-256 (hex) of the canonical trip the key came with: the same key with another trip is refused (422).
    requestHash: varchar({ length: 64 }),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientUserId, t.idempotencyKey] })],
);
