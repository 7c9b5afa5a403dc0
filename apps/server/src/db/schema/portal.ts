import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status, uniqueIgnoringCase } from './audit.js';
import { clients } from './clients.js';

/** The client portal's users (issue 33): the password hash is set by accepting an invitation, null until then. */
export const clientUsers = pgTable(
  'client_users',
  {
    ...auditColumns(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    username: varchar({ length: 100 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 100 }),
    mobile: varchar({ length: 20 }),
    role: varchar({ length: 10 }).notNull().default('BOOKER'),
    language: varchar({ length: 5 }).notNull().default('en'),
    recordStatus: status(),
    passwordHash: varchar({ length: 200 }),
  },
  // One username across every client: the sign-in page has no client field.
  (t) => [uniqueIgnoringCase('client_users_username_lower_unique', t.username), index('client_users_client_idx').on(t.clientId)],
);

/** A portal sign-in: the access token names it (sid), so a revoked one stops at once; the refresh token is kept hashed. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: uuid().primaryKey(),
    clientUserId: integer()
      .notNull()
      .references(() => clientUsers.id),
    /** SHA-256 of the current refresh token. */
    refreshHash: varchar({ length: 64 }),
    createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresDt: timestamp({ withTimezone: true }).notNull(),
    revokedDt: timestamp({ withTimezone: true }),
  },
  (t) => [index('portal_sessions_user_idx').on(t.clientUserId), index('portal_sessions_refresh_idx').on(t.refreshHash)],
);

/**
 * Every email and SMS to bookers and passengers (issue 33), written in the transaction of the change
 * that causes it and sent once by the messages worker (modules/messages).
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar({ length: 20 }).notNull(),
    channel: varchar({ length: 5 }).notNull(),
    recipient: varchar({ length: 200 }).notNull(),
    recipientName: varchar({ length: 150 }),
    language: varchar({ length: 5 }).notNull().default('en'),
    subject: varchar({ length: 300 }),
    body: text().notNull(),
    orderId: integer(),
    orderVehicleId: integer(),
    clientId: integer(),
    clientUserId: integer(),
    /** What makes a message of its kind new for its order vehicle and recipient (issue 33, modules/messages): the driver of ASSIGNED, the order's version at the confirmation of CONFIRMED. */
    topic: varchar({ length: 100 }),
    status: varchar({ length: 10 }).notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: varchar({ length: 500 }),
    sentDt: timestamp({ withTimezone: true }),
    createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_outbox_due_idx').on(t.status, t.nextAttemptDt),
    index('message_outbox_order_idx').on(t.orderId),
    index('message_outbox_order_vehicle_idx').on(t.orderVehicleId, t.kind),
    index('message_outbox_create_idx').on(t.createDt),
    // A message about an order vehicle is queued once (modules/messages/subscribers.ts): two changes at once cannot both queue it.
    uniqueIndex('message_outbox_once_idx')
      .on(t.orderVehicleId, t.kind, t.channel, sql`lower(${t.recipient})`, sql`coalesce(${t.topic}, '')`)
      .where(sql`${t.orderVehicleId} is not null`),
  ],
);
