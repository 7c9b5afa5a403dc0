import { type SQL, sql } from 'drizzle-orm';
import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';

/*
 * The searchable form of a text column: NFKC (full-width ＨＫＧ becomes HKG) then lower case. The
 * list searches compare this very expression (engine/search.ts), so the trigram index below serves them.
 */
export const searchKey = (column: unknown): SQL => sql`lower(normalize(${column}, NFKC))`;

/** One GIN trigram index over the searchable form of a table's code and name columns (needs pg_trgm). */
export function searchIndex(name: string, ...columns: Partial<ExtraConfigColumn>[]) {
  const [first, ...rest] = columns.map((c) => sql`${searchKey(c)} gin_trgm_ops`);
  return index(name).using('gin', first, ...rest);
}
