import { Column, getTableColumns, is, type SQL, sql } from 'drizzle-orm';
import { type ExtraConfigColumn, index, text } from 'drizzle-orm/pg-core';

/*
 * The searchable form of a text column: NFKC (full-width ＨＫＧ becomes HKG) then lower case. The
 * list searches compare this very expression (engine/search.ts), so the trigram indexes below serve them.
 */
const computed = (column: unknown): SQL => sql`lower(normalize(${column}, NFKC))`;

/**
 * A stored copy of a text column in its searchable form, kept by PostgreSQL (a generated column). A table
 * that grows to thousands of rows (clients, locations) keeps one beside each searched column, named
 * `<column key>Search`: a search then compares plain text instead of normalising every row twice a request.
 */
export const searchCopy = (dbColumn: string) => text().generatedAlwaysAs(sql.raw(`lower(normalize("${dbColumn}", NFKC))`));

const copies = new WeakMap<Column, Column | null>();

/** The stored searchable copy of a column (its table's `<key>Search`), when the table keeps one. */
function storedCopy(column: Column): Column | undefined {
  let copy = copies.get(column);
  if (copy === undefined) {
    const siblings = getTableColumns(column.table) as Record<string, Column>;
    const key = Object.keys(siblings).find((k) => siblings[k] === column);
    copy = (key && siblings[`${key}Search`]) || null;
    copies.set(column, copy);
  }
  return copy ?? undefined;
}

/** What a search compares of a column: its stored copy when the table keeps one, else the expression computed. */
export function searchKey(column: unknown): SQL {
  const copy = is(column, Column) ? storedCopy(column) : undefined;
  return copy ? sql`${copy}` : computed(column);
}

/** One GIN trigram index over the searchable form of a table's code and name columns (needs pg_trgm). */
export function searchIndex(name: string, ...columns: Partial<ExtraConfigColumn>[]) {
  const [first, ...rest] = columns.map((c) => sql`${computed(c)} gin_trgm_ops`);
  return index(name).using('gin', first, ...rest);
}

/** One GIN trigram index over a table's stored searchable copies (searchCopy). */
export function searchCopiesIndex(name: string, ...copies: ExtraConfigColumn[]) {
  const [first, ...rest] = copies.map((c) => c.op('gin_trgm_ops'));
  return index(name).using('gin', first, ...rest);
}
