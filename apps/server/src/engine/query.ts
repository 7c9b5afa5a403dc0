import type { ResourceDef } from '@limo/domain';
import { and, asc, type Column, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { badRequest, type InvalidValue } from './errors.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListQuery {
  page: number;
  size: number;
  orderBy: SQL[];
  /** Conditions whose values are placeholders, filled from `params`. */
  where: SQL[];
  params: Record<string, unknown>;
  /** What the query looks like without its values: lists of one shape share one prepared statement. */
  shape: string;
}

type Columns = Record<string, Column>;

/**
 * Reads ?page, ?size, ?sort=field,dir (repeatable), ?q= and ?field=value of a list.
 * Unknown sort or filter fields and malformed numbers are a 400 listing every problem.
 */
export function parseListQuery(def: ResourceDef, columns: Columns, query: Record<string, unknown>, extra: string[] = []): ListQuery {
  const errors: string[] = [];
  const invalid: InvalidValue[] = [];
  const fail = (field: string, value: unknown, message: string) => {
    errors.push(message);
    invalid.push({ field, value });
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      fail(name, raw, `${name} must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return n;
  };
  // PostgreSQL text cannot hold a NUL character: such a value would fail in the database (a 500).
  const nul = new Set<string>();
  for (const [key, raw] of Object.entries(query)) {
    if (list(raw).some((v) => v.includes('\u0000'))) {
      nul.add(key);
      fail(key, raw, `${key} must not hold a NUL character`);
    }
  }
  const page = nul.has('page') ? 0 : int('page', 0, 0, 1_000_000);
  const size = nul.has('size') ? DEFAULT_PAGE_SIZE : int('size', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);

  const sortable = new Set(['id', 'createDt', 'lastUpdateDt', ...def.fields.map((f) => f.name)]);
  const orderBy: SQL[] = [];
  const shape: string[] = [];
  const params: Record<string, unknown> = {};
  const param = (value: unknown) => {
    const name = `p${Object.keys(params).length}`;
    params[name] = value;
    return sql.placeholder(name);
  };
  for (const s of nul.has('sort') ? [] : list(query.sort)) {
    const [field, dir = 'asc'] = s.split(',').map((x) => x.trim());
    if (!sortable.has(field) || !columns[field]) fail('sort', s, `Cannot sort by ${field}: not a field of ${def.label.en}`);
    else if (!['asc', 'desc'].includes(dir.toLowerCase())) fail('sort', s, `Sort direction must be asc or desc, not ${dir}`);
    else {
      orderBy.push(dir.toLowerCase() === 'desc' ? desc(columns[field]) : asc(columns[field]));
      shape.push(`s:${field}:${dir.toLowerCase()}`);
    }
  }
  if (orderBy.length === 0) {
    const [field, dir] = def.defaultSort;
    orderBy.push(dir === 'desc' ? desc(columns[field]) : asc(columns[field]));
  }
  orderBy.push(asc(columns.id)); // stable paging

  const where: SQL[] = [];
  const known = new Set(['page', 'size', 'sort', 'q', 'projection', ...extra]);
  for (const [key, raw] of Object.entries(query)) {
    if (known.has(key) || nul.has(key)) continue;
    const field = def.fields.find((f) => f.name === key);
    if (!field || !def.filters.includes(key)) {
      fail(key, raw, `Cannot filter by ${key}: not a filter of ${def.label.en}`);
      continue;
    }
    const value = Array.isArray(raw) ? raw[0] : raw;
    const col = columns[key];
    // Codes match whole (a filter by SCHEDULING must not find SCHEDULINGWRITE); other text matches a part.
    if (field.unique && field.type === 'text') where.push(ilike(col, param(escapeLike(String(value)))));
    else if (field.type === 'text' || field.type === 'longText') where.push(ilike(col, param(`%${escapeLike(String(value))}%`)));
    else if (['integer', 'reference', 'flag'].includes(field.type)) {
      const n = Number(value);
      if (!Number.isInteger(n)) fail(key, value, `${field.label.en} filter must be a whole number`);
      else where.push(eq(col, param(n)));
    } else where.push(eq(col, param(String(value))));
    shape.push(`f:${key}`);
  }
  const q = typeof query.q === 'string' && !nul.has('q') ? query.q.trim() : '';
  if (q && def.search.length) {
    const like = param(`%${escapeLike(q)}%`);
    const any = or(...def.search.map((f) => ilike(columns[f], like)));
    if (any) where.push(any);
    shape.push('q');
  }
  if (errors.length) throw badRequest(errors[0], errors, invalid);
  return { page, size, orderBy, where, params, shape: shape.join('|') };
}

const list = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const allOf = (conds: (SQL | undefined)[]) => and(...conds.filter((c): c is SQL => c !== undefined));
