import { integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Columns every table carries: id, optimistic-lock version and who/when of creation and last update. */
export const auditColumns = () => ({
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  version: integer().notNull().default(0),
  createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createBy: varchar({ length: 50 }).notNull().default('system'),
  lastUpdateDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastUpdateBy: varchar({ length: 50 }).notNull().default('system'),
});

export const status = () => varchar({ length: 1 }).notNull().default('A');
