import { sql } from 'drizzle-orm';
import { type ExtraConfigColumn, integer, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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

type IndexPart = Partial<ExtraConfigColumn>;

/**
 * A unique code ignoring case (HSBC and hsbc are one bank), among the rows sharing the `within`
 * columns (a branch, a parent). The database holds it, so racing saves cannot both get in.
 */
export function uniqueIgnoringCase(name: string, column: IndexPart, ...within: IndexPart[]) {
  const [first, ...rest] = [...within, sql`lower(${column})`];
  return uniqueIndex(name).on(first, ...rest);
}
