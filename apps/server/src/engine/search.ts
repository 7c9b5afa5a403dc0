import { searchForm } from '@limo/domain';
import { type Column, or, type SQL, sql } from 'drizzle-orm';
import { searchKey } from '../db/schema/search.js';

/** The one LIKE escape: a user's %, _ and \ match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export { searchForm };

/** The LIKE pattern of a typed search: its searchable form anywhere in the text, %, _ and \ matching themselves. */
export const searchPattern = (text: string) => `%${escapeLike(searchForm(text))}%`;

/**
 * The one search of lists and pick-lists: any of the columns holds the text, ignoring case and width.
 * `pattern` is searchPattern(text), or a placeholder bound to it for a prepared statement.
 */
export function matchesSearch(columns: Column[], pattern: unknown): SQL | undefined {
  return or(...columns.map((c) => sql`${searchKey(c)} like ${pattern}`));
}
