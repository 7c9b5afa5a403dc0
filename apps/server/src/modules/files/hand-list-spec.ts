import type { ResourceDef } from '@limo/domain';
import { type Column, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { defListSpec, type ListSpec } from '../../engine/query.js';

/**
 * A hand-written list of a collection's records (the pick-lists, the enquiries): sorted by any of
 * its fields, filtered only as the list says, every row unless the query asks for a page.
 */
export function handListSpec(def: ResourceDef, table: PgTable, overrides: Partial<ListSpec> = {}): ListSpec {
  return defListSpec(def, getTableColumns(table) as Record<string, Column>, { filters: {}, search: [], paging: 'optional', accepted: [], ...overrides });
}
