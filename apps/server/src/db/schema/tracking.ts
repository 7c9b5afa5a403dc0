import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orderVehicles } from './orders.js';

/*
 * The passenger's tracking links taken back (issue 33, docs/portal.md "Tracking link"): a revoked token
 * answers 410 rather than 404, so the page can say the link was withdrawn. The order vehicle holds its
 * current token (order_vehicles.tracking_token).
 */
export const revokedTrackingTokens = pgTable(
  'revoked_tracking_tokens',
  {
    token: varchar({ length: 64 }).primaryKey(),
    orderVehicleId: integer()
      .notNull()
      .references(() => orderVehicles.id),
    revokedBy: varchar({ length: 50 }).notNull(),
    revokedDt: timestamp({ withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('revoked_tracking_tokens_vehicle_idx').on(t.orderVehicleId)],
);
