import { index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status } from './audit.js';
import { clients } from './clients.js';
import { locations } from './operation.js';
import { clientUsers } from './portal.js';

/** A client's stored passengers (issue 33): picked when a portal user books. */
export const clientPassengers = pgTable(
  'client_passengers',
  {
    ...auditColumns(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    name: varchar({ length: 100 }).notNull(),
    mobile: varchar({ length: 20 }),
    email: varchar({ length: 100 }),
    language: varchar({ length: 5 }).notNull().default('en'),
    notes: varchar({ length: 500 }),
    notify: smallint().notNull().default(0),
    recordStatus: status(),
  },
  (t) => [index('client_passengers_client_idx').on(t.clientId)],
);

/** A client's stored places (issue 33): a location, or a free address with its pricing zone. */
export const clientPlaces = pgTable(
  'client_places',
  {
    ...auditColumns(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    label: varchar({ length: 100 }).notNull(),
    locationId: integer().references(() => locations.id),
    address: varchar({ length: 200 }),
    zone: varchar({ length: 50 }),
  },
  (t) => [index('client_places_client_idx').on(t.clientId)],
);

/**
 * One-time links of the portal (issue 33): an invitation or a password reset. Only the SHA-256 of
 * the token is kept; a link is good once, for 72 hours.
 */
export const clientUserTokens = pgTable(
  'client_user_tokens',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    clientUserId: integer()
      .notNull()
      .references(() => clientUsers.id),
    purpose: varchar({ length: 10 }).notNull(),
    createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresDt: timestamp({ withTimezone: true }).notNull(),
    usedDt: timestamp({ withTimezone: true }),
  },
  (t) => [index('client_user_tokens_user_idx').on(t.clientUserId)],
);
