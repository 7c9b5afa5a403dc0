import { type Bilingual, type FieldDef, isValidIsoDate, MAX_ID, MIN_INT, type ResourceDef, srvText } from '@limo/domain';
import { and, asc, type Column, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { wholeRange } from './column-ranges.js';
import { badRequest, type InvalidValue, type Text } from './errors.js';
import { fieldLabel, issueText } from './field-text.js';
import { readId } from './ids.js';
import { escapeLike, matchesSearch, searchPattern } from './search.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE = 1_000_000;

export { escapeLike };
export const containing = (s: string) => `%${escapeLike(s)}%`;
export const startingWith = (s: string) => `${escapeLike(s)}%`;

/** How a ?name=value filter reads its value and matches: a part of a text, a whole code, a status... */
export type FilterKind = 'contains' | 'code' | 'status' | 'date' | 'dateFrom' | 'dateTo' | 'integer' | 'id' | 'member' | 'flag';
export interface FilterSpec {
  kind: FilterKind;
  /** The column compared; without one the caller applies the parsed value itself (a subquery...). */
  column?: Column;
  options?: string[];
}

/** What a list accepts: the same rules for the HAL collections and the hand-written lists. */
export interface ListSpec {
  /** Names the list in messages: "not a field of Bank". */
  label: string;
  /** The label in both languages, where the list has one (a collection's): the refusals name it in the reader's. */
  names?: Bilingual;
  /** Fields that ?sort= may name, with their columns. */
  sortable: Record<string, Column>;
  /** The order when no sort is asked; the id follows every order, for stable paging. */
  defaultSort: SQL[];
  id: Column;
  filters: Record<string, FilterSpec>;
  /** Columns ?q= searches (a part, ignoring case and width: engine/search.ts). */
  search: Column[];
  /** HAL collections always page; the hand-written lists answer every row unless asked for a page. */
  paging: 'always' | 'optional';
  /** Parameters read elsewhere, accepted as they are. */
  accepted?: string[];
}

export interface ListQuery {
  page: number;
  size: number;
  /** False for an optional-paging list asked without page or size: every row. */
  paged: boolean;
  /** True when the query named a sort (so a hand-written list may keep its own default). */
  sorted: boolean;
  orderBy: SQL[];
  /** The conditions of the filters that have a column, and of ?q=. */
  where: SQL[];
  /** Every given filter's parsed value, for the filters the caller applies itself. */
  filters: Record<string, string | number>;
  /** Placeholder values when parsed for a prepared statement. */
  params: Record<string, unknown>;
  /** What the query looks like without its values: lists of one shape share one prepared statement. */
  shape: string;
}

const filterKind = (f: FieldDef): FilterKind => {
  switch (f.type) {
    case 'text':
    case 'longText':
      // Codes match whole (a filter by SCHEDULING must not find SCHEDULINGWRITE); other text matches a part.
      return f.unique ? 'code' : 'contains';
    case 'reference':
      return 'id';
    case 'references':
      // A list of ids matches when it holds the id asked for (the groups a location is in).
      return 'member';
    case 'integer':
    case 'flag':
    case 'status':
    case 'date':
      return f.type;
    default:
      throw new Error(`Field ${f.name}: a ${f.type} field cannot be a list filter`);
  }
};

/** The filter of a definition's field, on its column. */
export function fieldFilter(def: ResourceDef, columns: Record<string, Column>, name: string): FilterSpec {
  const field = def.fields.find((f) => f.name === name);
  if (!field || !columns[name]) throw new Error(`${def.name}: filter ${name} is not a field with a column`);
  return { kind: filterKind(field), column: columns[name], options: field.type === 'status' ? (field.options ?? ['A', 'C']) : undefined };
}

/** A list of a definition's records: its fields sort, its filters and search fields as declared, unless told otherwise. */
export function defListSpec(def: ResourceDef, columns: Record<string, Column>, overrides: Partial<ListSpec> = {}): ListSpec {
  const sortable: Record<string, Column> = {};
  for (const name of ['id', 'createDt', 'lastUpdateDt', ...def.fields.map((f) => f.name)]) if (columns[name]) sortable[name] = columns[name];
  const [field, dir] = def.defaultSort;
  return {
    label: def.label.en,
    names: def.label,
    sortable,
    defaultSort: [dir === 'desc' ? desc(columns[field]) : asc(columns[field])],
    id: columns.id,
    filters: Object.fromEntries(def.filters.flatMap((name) => withDateRange(name, fieldFilter(def, columns, name)))),
    search: def.search.map((name) => columns[name]),
    paging: 'always',
    accepted: ['projection'],
    ...overrides,
  };
}

/** A date filter comes with its range: ?xFrom= and ?xTo=, both ends included (a cashier's payments of a week). */
function withDateRange(name: string, f: FilterSpec): [string, FilterSpec][] {
  if (f.kind !== 'date') return [[name, f]];
  return [
    [name, f],
    [`${name}From`, { ...f, kind: 'dateFrom' }],
    [`${name}To`, { ...f, kind: 'dateTo' }],
  ];
}

// Each query parameter is checked by a zod schema of its own; a NUL character (which PostgreSQL text
// cannot hold) is refused first. A repeated filter or q counts its first value; page and size may not repeat.
const given = (name: string) =>
  z.union([z.string(), z.array(z.string())]).superRefine((v, ctx) => {
    if ((Array.isArray(v) ? v : [v]).some((s) => s.includes('\u0000')))
      ctx.addIssue({ code: 'custom', message: `${name} must not hold a NUL character`, abort: true });
  });
const first = (v: string | string[]) => (Array.isArray(v) ? (v[0] ?? '') : v).trim();

/** A value read by `read`, or undefined when empty (no filter); `message` when `read` refuses it. */
const value = <T>(name: string, message: string, read: (s: string) => T | undefined) =>
  given(name).transform((v, ctx) => {
    const s = first(v);
    if (s === '') return undefined;
    const out = read(s);
    if (out === undefined) ctx.addIssue({ code: 'custom', message });
    return out;
  });

const wholeNumber = (min: number, max: number) => (s: string) => {
  const n = /^-?\d+$/.test(s) ? Number(s) : Number.NaN;
  return n >= min && n <= max ? n : undefined;
};

function pageNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return given(name)
    .pipe(z.string({ error: message }))
    .transform((s, ctx) => {
      if (s.trim() === '') return undefined;
      const n = wholeNumber(min, max)(s.trim());
      if (n === undefined) ctx.addIssue({ code: 'custom', message });
      return n;
    });
}

function filterSchema(name: string, f: FilterSpec) {
  switch (f.kind) {
    case 'contains':
    case 'code':
      return value(name, '', (s) => s);
    case 'status': {
      const options = f.options ?? ['A', 'C'];
      return value(name, `${name} must be one of ${options.join(', ')}`, (s) => (options.includes(s) ? s : undefined));
    }
    case 'date':
    case 'dateFrom':
    case 'dateTo':
      return value(name, `${name} must be a date YYYY-MM-DD`, (s) => (isValidIsoDate(s) ? s : undefined));
    case 'integer': {
      // What the column holds (a smallint filter beyond 32767 would fail in the database), an integer's range without one.
      const { min, max } = (f.column && wholeRange(f.column)) ?? { min: MIN_INT, max: MAX_ID };
      return value(name, `${name} must be a whole number from ${min} to ${max}`, wholeNumber(min, max));
    }
    case 'id':
    case 'member':
      return value(name, `${name} must be the id of a record`, readId);
    case 'flag':
      return value(name, `${name} must be 1 or 0`, (s) => (s === '1' ? 1 : s === '0' ? 0 : undefined));
  }
}

interface Sort {
  field: string;
  dir: 'asc' | 'desc';
}

function sortSchema(spec: ListSpec) {
  const item = z.string().transform((s, ctx): Sort | undefined => {
    if (s.trim() === '') return undefined;
    const parts = s.split(',').map((x) => x.trim());
    const [field, dir = 'asc'] = parts;
    const problem =
      parts.length > 2
        ? `sort must be field,asc or field,desc, not ${s}`
        : !Object.hasOwn(spec.sortable, field)
          ? `Cannot sort by ${field}: not a field of ${spec.label}`
          : !['asc', 'desc'].includes(dir.toLowerCase())
            ? `Sort direction must be asc or desc, not ${dir}`
            : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return { field, dir: dir.toLowerCase() as Sort['dir'] };
  });
  return given('sort')
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(item));
}

const parsers = new WeakMap<ListSpec, Record<string, z.ZodType>>();
function schemasOf(spec: ListSpec): Record<string, z.ZodType> {
  let schemas = parsers.get(spec);
  if (!schemas) {
    schemas = {
      page: pageNumber('page', 0, MAX_PAGE),
      size: pageNumber('size', 1, MAX_PAGE_SIZE),
      sort: sortSchema(spec),
      // Accepted where nothing is searched too: the generic screens send it from their search box.
      q: value('q', '', (s) => s),
      ...Object.fromEntries(Object.entries(spec.filters).map(([name, f]) => [name, filterSchema(name, f)])),
      ...Object.fromEntries((spec.accepted ?? []).map((name) => [name, z.unknown()])),
    };
    parsers.set(spec, schemas);
  }
  return schemas;
}

/**
 * Reads ?page, ?size, ?sort=field,dir (repeatable), ?q= and ?field=value of any list.
 * Every problem (unknown sort or filter, malformed number, size above 100...) is listed in one 400.
 * `placeholders`: conditions hold sql.placeholder()s filled from `params`, for a prepared statement.
 */
export function parseList(spec: ListSpec, query: Record<string, unknown>, { placeholders = false } = {}): ListQuery {
  const schemas = schemasOf(spec);
  const errors: Text[] = [];
  const invalid: InvalidValue[] = [];
  // Keys are the caller's: only the list's own parameters count (`constructor` or `__proto__` is no filter).
  const parsed: Record<string, unknown> = Object.create(null);
  for (const [key, raw] of Object.entries(query)) {
    const schema = Object.hasOwn(schemas, key) ? schemas[key] : undefined;
    if (!schema) {
      errors.push(srvText('srv.notAFilter', { key, what: spec.names ?? spec.label }));
      invalid.push({ field: key, value: raw });
      continue;
    }
    const result = schema.safeParse(raw);
    if (result.success) parsed[key] = result.data;
    else
      for (const issue of result.error.issues) {
        errors.push(issueText(issue, issue.message, fieldLabel(key)));
        invalid.push({ field: key, value: issue.path.length && Array.isArray(raw) ? raw[Number(issue.path[0])] : raw });
      }
  }
  if (errors.length) throw badRequest(errors[0], errors, invalid);

  const params: Record<string, unknown> = {};
  const bind = (v: unknown) => {
    if (!placeholders) return v;
    const name = `p${Object.keys(params).length}`;
    params[name] = v;
    return sql.placeholder(name);
  };
  const shape: string[] = [];
  const sorts = ((parsed.sort ?? []) as (Sort | undefined)[]).filter((s): s is Sort => s !== undefined);
  const orderBy = sorts.map((s) => (s.dir === 'desc' ? desc(spec.sortable[s.field]) : asc(spec.sortable[s.field])));
  for (const s of sorts) shape.push(`s:${s.field}:${s.dir}`);
  if (!orderBy.length) orderBy.push(...spec.defaultSort);
  orderBy.push(asc(spec.id));

  const where: SQL[] = [];
  const filters: Record<string, string | number> = {};
  for (const [name, f] of Object.entries(spec.filters)) {
    const v = parsed[name] as string | number | undefined;
    if (v === undefined) continue;
    filters[name] = v;
    if (!f.column) continue;
    if (f.kind === 'contains') where.push(ilike(f.column, bind(containing(String(v))) as string));
    else if (f.kind === 'code') where.push(ilike(f.column, bind(escapeLike(String(v))) as string));
    else if (f.kind === 'dateFrom') where.push(gte(f.column, bind(v)));
    else if (f.kind === 'dateTo') where.push(lte(f.column, bind(v)));
    else if (f.kind === 'member') where.push(sql`${bind(v)} = any(${f.column})`);
    else where.push(eq(f.column, bind(v)));
    shape.push(`f:${name}`);
  }
  const q = parsed.q as string | undefined;
  if (q && spec.search.length) {
    const any = matchesSearch(spec.search, bind(searchPattern(q)));
    if (any) where.push(any);
    shape.push('q');
  }
  const page = (parsed.page as number | undefined) ?? 0;
  const size = (parsed.size as number | undefined) ?? DEFAULT_PAGE_SIZE;
  const paged = spec.paging === 'always' || query.page !== undefined || query.size !== undefined;
  return { page, size, paged, sorted: sorts.length > 0, orderBy, where, filters, params, shape: shape.join('|') };
}

/** The list query of a master-data collection, for its prepared list statement. */
export function parseListQuery(def: ResourceDef, columns: Record<string, Column>, query: Record<string, unknown>): ListQuery {
  let spec = defSpecs.get(def);
  if (!spec) defSpecs.set(def, (spec = defListSpec(def, columns)));
  return parseList(spec, query, { placeholders: true });
}
const defSpecs = new WeakMap<ResourceDef, ListSpec>();

/** The rows of the asked page, or every row of an unpaged list. */
export function paginate<T extends PgSelect>(select: T, q: ListQuery): T {
  return q.paged ? (select.limit(q.size).offset(q.page * q.size) as T) : select;
}

export const allOf = (conds: (SQL | undefined)[]) => and(...conds.filter((c): c is SQL => c !== undefined));
