import { type Bilingual, type FieldDef, RESOURCES, srvText } from '@limo/domain';
import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { COLLECTION_TABLES } from '../db/schema/index.js';
import { badRequest } from './errors.js';

/*
 * 'references' fields: a list of ids of another collection kept in an int[] column (the locations
 * of an allowance location group). No foreign key guards an array, so the engine does what the
 * key does for a single reference: every id saved must be a record, and a record still listed
 * cannot be deleted.
 */

/** The collection a list refers to, with the limit of what the user sees of it (undefined: all). */
export interface ListTarget {
  label: Bilingual | string;
  table: PgTable;
  columns: Record<string, PgColumn>;
  visible?: SQL;
}

/** The referred collection by its table alone, when no store of it is at hand: every record counts. */
export function plainTarget(resource: string): ListTarget | undefined {
  const table = COLLECTION_TABLES[resource];
  if (!table) return undefined;
  return { label: RESOURCES[resource]?.label ?? resource, table, columns: getTableColumns(table) as Record<string, PgColumn> };
}

const MAX_NAMED = 10;
const named = (ids: number[]) => ids.slice(0, MAX_NAMED).join(', ') + (ids.length > MAX_NAMED ? ` and ${ids.length - MAX_NAMED} more` : '');

/**
 * Refuses (400, naming the field and the ids) a list holding an id that is no record of the
 * target, or that the user may not see. Ids the record held already need only exist, so an edit
 * of a group keeps a member another branch's user put there. The rows found stay locked (FOR KEY
 * SHARE) until the write commits: a delete of one of them waits, then finds the list naming it.
 */
export async function checkReferenceList(tx: Tx, field: FieldDef, ids: number[], target: ListTarget, kept: readonly unknown[] = []) {
  if (!ids.length) return;
  const id = target.columns.id;
  const rows = await tx
    .select({ id, visible: target.visible ? sql<boolean>`coalesce(${target.visible}, false)` : sql<boolean>`true` })
    .from(target.table)
    .where(inArray(id, ids))
    .for('key share', { of: target.table });
  const seen = new Map(rows.map((r) => [r.id as number, r.visible]));
  const held = new Set(kept);
  const bad = ids.filter((i) => !seen.has(i) || (!seen.get(i) && !held.has(i)));
  if (!bad.length) return;
  throw badRequest(srvText(bad.length > 1 ? 'srv.noSuchRefs' : 'srv.noSuchRef', { field: field.label, what: target.label, id: named(bad) }), undefined, [
    { field: field.name, value: bad },
  ]);
}

/** The 'references' fields of every collection that list records of `resource`. */
function listsOf(resource: string) {
  return Object.values(RESOURCES).flatMap((def) =>
    def.fields.filter((f) => f.type === 'references' && f.ref?.resource === resource && COLLECTION_TABLES[def.name]).map((field) => ({ def, field })),
  );
}

/** A record listed by others: who lists it (the collection's label and the codes of up to three of them). */
export interface Lister {
  label: Bilingual;
  codes: string[];
}

/** The first collection whose lists hold the record (WHERE id = ANY(list)), or undefined when none does. */
export async function listedBy(tx: Tx, resource: string, id: number): Promise<Lister | undefined> {
  for (const { def, field } of listsOf(resource)) {
    const table = COLLECTION_TABLES[def.name];
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const key = def.fields.find((f) => f.unique)?.name ?? 'id';
    const rows = await tx
      .select({ code: columns[key] })
      .from(table)
      .where(sql`${id} = any(${columns[field.name]})`)
      .orderBy(columns[key])
      .limit(4);
    if (!rows.length) continue;
    // Codes of a branch's records are not told to users of other branches.
    const codes = def.branchScoped ? [] : rows.slice(0, 3).map((r) => String(r.code));
    return { label: def.label, codes: rows.length > 3 && codes.length ? [...codes, '…'] : codes };
  }
  return undefined;
}
