import { type Bilingual, type FieldDef, RESOURCES, type ResourceDef, srvText, type ServerTextParam, REFUSAL_NAMES } from '@limo/domain';
import { getTableName } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { COLLECTION_TABLES } from '../db/schema/index.js';
import { badRequest, conflict, HttpError, pgError } from './errors.js';

/** What a table is called in messages: a collection's label, or the name of a link table. */
const TABLE_LABELS: Record<string, Bilingual | string> = {
  ...Object.fromEntries(Object.entries(COLLECTION_TABLES).map(([name, t]) => [getTableName(t), RESOURCES[name]?.label ?? name])),
  staff_branches: 'Staff branch assignments',
  staff_user_groups: 'Staff user group memberships',
  auth_controls: 'Module security assignments',
  sessions: 'Sign-in sessions',
};

/** A table's name in both languages where it is a collection's. */
const tableName = (table: string) => TABLE_LABELS[table] ?? table.replace(/_/g, ' ');

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Turns constraint violations into the answers a user can act on: a reference to a missing
 * record is a 400 naming the field, a delete still referred to is a 409 naming who refers to it.
 */
export async function mapDbError<T>(def: ResourceDef, work: () => Promise<T>, opts: { deleting?: () => Promise<ServerTextParam> } = {}): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const pg = pgError(err);
    if (!pg) throw err;
    if (pg.code === '23503') {
      const still = /is still referenced from table "([^"]+)"/.exec(pg.detail ?? '');
      if (still) {
        const what: ServerTextParam = opts.deleting ? await opts.deleting().catch(() => def.label) : def.label;
        throw stillReferred(def, what, tableName(still[1]));
      }
      const missing = /Key \(([a-z_]+)\)=\(([^)]*)\) is not present in table "([^"]+)"/.exec(pg.detail ?? '');
      if (missing) {
        // The field whose column it is (tariffSPRateId is tariff_sp_rate_id), else the column in camel case.
        const field = def.fields.find((f) => toSnakeCase(f.name) === missing[1])?.name ?? camel(missing[1]);
        const label = def.fields.find((f) => f.name === field)?.label ?? field;
        throw badRequest(srvText('srv.noSuchRef', { field: label, what: tableName(missing[3]), id: missing[2] }), undefined, [
          { field, value: Number(missing[2]) },
        ]);
      }
    }
    if (pg.code === '23505') throw conflict(srvText('srv.dupRecord', { what: def.label, field: uniqueFieldOf(def, pg)?.label ?? REFUSAL_NAMES.key }));
    if (pg.code === '22021') throw badRequest(srvText('srv.badCharacter', { what: def.label }));
    if (pg.code === '23502' || pg.code === '22001' || pg.code === '22003' || pg.code === '22007' || pg.code === '22008') {
      throw badRequest(srvText('srv.outOfRange', { what: def.label }));
    }
    throw err;
  }
}

/** The 409 of a delete refused because records of `by` (a table's label) still refer to the record; `codes` name some of them. */
export function stillReferred(def: ResourceDef, what: ServerTextParam, by: ServerTextParam, codes: string[] = []) {
  const named = codes.length ? srvText('srv.del.listedBy', { codes: codes.join(', ') }) : '';
  const cancel = def.fields.some((f) => f.name === 'recordStatus') ? srvText('srv.del.cancelInstead') : '';
  return conflict(srvText('srv.del.referred', { what, by, named, cancel }));
}

/** A field's column name, as the tables' snake_case casing makes it. */
const snake = toSnakeCase;

/**
 * The unique field of a definition that a unique violation is about, read from the key the
 * database names ("Key (branch_id, lower(driver_no::text))=(2, d001) already exists"), or else
 * from the index name (Drizzle's banks_bankCode_unique, our banks_bank_code_lower_unique).
 */
export function uniqueFieldOf(def: ResourceDef, pg: { detail?: string; constraint?: string }): FieldDef | undefined {
  const unique = def.fields.filter((f) => f.unique || f.uniqueWithin);
  const key = /^Key \((.*)\)=\(/.exec(pg.detail ?? '')?.[1];
  if (key) {
    const words = new Set(key.match(/[a-z_][a-z0-9_]*/g));
    const found = unique.find((f) => words.has(snake(f.name)));
    if (found) return found;
  }
  const name = pg.constraint ?? '';
  return unique.find((f) => name.includes(f.name) || name.includes(snake(f.name)));
}
