import { date, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './schema/audit.js';

/**
 * clientTariffMaps (read-only, spec section 7): a database VIEW of client_tariffs with the client's
 * code and name and the tariff's code, created by migration 0003 (its last statement). Declared as a
 * table so the generic engine can list it, and kept out of the exports drizzle-kit reads (only
 * COLLECTION_TABLES holds it), so no generated migration ever makes it a table. A change to the
 * columns it reads needs the view dropped and created again in that migration.
 */
export const clientTariffMaps = pgTable('client_tariff_maps', {
  ...auditColumns(),
  clientId: integer().notNull(),
  clientCode: varchar({ length: 20 }).notNull(),
  clientNameEng: varchar({ length: 150 }).notNull(),
  tariffId: integer().notNull(),
  tariffCode: varchar({ length: 10 }).notNull(),
  effectiveDate: date().notNull(),
  expiryDate: date(),
});
