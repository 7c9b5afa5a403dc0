import { RESOURCES } from '@limo/domain';
import { type Column, fillPlaceholders, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { banks, modules, staffs } from '../db/schema/index.js';
import { HttpError } from './errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, parseListQuery } from './query.js';

const bankDef = RESOURCES.banks;
const staffDef = RESOURCES.staffs;
const bankCols = getTableColumns(banks) as Record<string, Column>;
const staffCols = getTableColumns(staffs) as Record<string, Column>;
const moduleCols = getTableColumns(modules) as Record<string, Column>;
const dialect = new PgDialect({ casing: 'snake_case' });

/** The SQL text and parameters of a list of conditions or orderings. */
const render = (parts: SQL[]) => dialect.sqlToQuery(sql.join(parts, sql`, `));
/** The conditions of a list query with their placeholders filled, as they run. */
const renderWhere = (q: { where: SQL[]; params: Record<string, unknown> }) => {
  const r = render(q.where);
  return { ...r, params: fillPlaceholders(r.params, q.params) };
};

const bank = (query: Record<string, unknown>) => parseListQuery(bankDef, bankCols, query);

/** The 400 a bad query answers, or a failure when it does not throw one. */
function refused(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    return err as HttpError;
  }
  throw new Error('expected the query to be refused with 400');
}

describe('page and size', () => {
  it('default to the first page of 20', () => {
    const q = bank({});
    expect(q.page).toBe(0);
    expect(q.size).toBe(DEFAULT_PAGE_SIZE);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(q.where).toEqual([]);
  });

  it('take numbers given as query text', () => {
    expect(bank({ page: '3', size: '50' })).toMatchObject({ page: 3, size: 50 });
    expect(bank({ page: '', size: '' })).toMatchObject({ page: 0, size: 20 });
  });

  it('cap the size at 100: 100 is accepted, 101 is a 400', () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(bank({ size: '100' }).size).toBe(100);
    const err = refused(() => bank({ size: '101' }));
    expect(err.errors).toEqual(['size must be a whole number from 1 to 100']);
    expect(err.invalidValues).toEqual([{ field: 'size', value: '101' }]);
  });

  it('refuse a size below 1, a negative page and numbers that are not whole', () => {
    expect(refused(() => bank({ size: '0' })).invalidValues).toEqual([{ field: 'size', value: '0' }]);
    expect(refused(() => bank({ page: '-1' })).errors).toEqual(['page must be a whole number from 0 to 1000000']);
    expect(refused(() => bank({ page: '1.5' })).invalidValues).toEqual([{ field: 'page', value: '1.5' }]);
    expect(refused(() => bank({ size: 'ten' })).invalidValues).toEqual([{ field: 'size', value: 'ten' }]);
    // ?page=1&page=2 arrives as a list: not a number.
    expect(refused(() => bank({ page: ['1', '2'] })).invalidValues).toEqual([{ field: 'page', value: ['1', '2'] }]);
  });
});

describe('sort', () => {
  it('falls back to the default sort of the definition, then id for stable paging', () => {
    const { sql: text } = render(bank({}).orderBy);
    expect(text).toBe('"banks"."bank_code" asc, "banks"."id" asc');
  });

  it('takes field,direction pairs in order, repeatable, direction in any case', () => {
    const q = bank({ sort: ['bankNameEng,DESC', 'recordStatus'] });
    expect(render(q.orderBy).sql).toBe('"banks"."bank_name_eng" desc, "banks"."record_status" asc, "banks"."id" asc');
    expect(render(bank({ sort: 'createDt,desc' }).orderBy).sql).toBe('"banks"."create_dt" desc, "banks"."id" asc');
  });

  it('refuses an unknown sort field with 400', () => {
    const err = refused(() => bank({ sort: 'colour,asc' }));
    expect(err.errors).toEqual(['Cannot sort by colour: not a field of Bank']);
    expect(err.invalidValues).toEqual([{ field: 'sort', value: 'colour,asc' }]);
  });

  it('refuses to sort by a column that is not a field of the definition (a password hash)', () => {
    expect(staffCols.passwordHash).toBeDefined();
    const err = refused(() => parseListQuery(staffDef, staffCols, { sort: 'passwordHash,asc' }));
    expect(err.errors).toEqual(['Cannot sort by passwordHash: not a field of Staff']);
  });

  it('refuses a direction other than asc or desc', () => {
    const err = refused(() => bank({ sort: 'bankCode,up' }));
    expect(err.errors).toEqual(['Sort direction must be asc or desc, not up']);
    expect(err.invalidValues).toEqual([{ field: 'sort', value: 'bankCode,up' }]);
  });
});

describe('filters', () => {
  it('match a code whole (SCHEDULING does not find SCHEDULINGWRITE), ignoring case', () => {
    const { sql: text, params } = renderWhere(parseListQuery(RESOURCES.modules, moduleCols, { moduleCode: 'SCHEDULING' }));
    expect(text).toBe('"modules"."module_code" ilike $1');
    expect(params).toEqual(['SCHEDULING']);
  });

  it('escape LIKE wildcards in a code filter and in the quick search', () => {
    expect(renderWhere(bank({ bankCode: 'A%B_C' })).params).toEqual(['A\\%B\\_C']);
    const q = bank({ q: ' 50%_off ' });
    const { sql: text, params } = renderWhere(q);
    expect(text).toContain('"banks"."bank_name_eng" ilike');
    expect(params.every((p) => p === '%50\\%\\_off%')).toBe(true);
    expect(params.length).toBe(bankDef.search.length);
  });

  it('compare a status exactly and a reference as a whole number', () => {
    expect(renderWhere(bank({ recordStatus: 'A' }))).toMatchObject({ sql: '"banks"."record_status" = $1', params: ['A'] });
    const q = parseListQuery(staffDef, staffCols, { branchId: '2' });
    expect(renderWhere(q)).toMatchObject({ sql: '"staffs"."branch_id" = $1', params: [2] });
  });

  it('refuse a reference filter that is not a whole number', () => {
    const err = refused(() => parseListQuery(staffDef, staffCols, { branchId: 'two' }));
    expect(err.errors).toEqual(['Home Branch filter must be a whole number']);
  });

  it('refuse an unknown filter, and a field that is not declared a filter', () => {
    expect(refused(() => bank({ colour: 'red' })).errors).toEqual(['Cannot filter by colour: not a filter of Bank']);
    const err = refused(() => bank({ bankNameEng: 'Hang' }));
    expect(err.errors).toEqual(['Cannot filter by bankNameEng: not a filter of Bank']);
    expect(err.invalidValues).toEqual([{ field: 'bankNameEng', value: 'Hang' }]);
    expect(refused(() => parseListQuery(staffDef, staffCols, { passwordHash: 'x' })).errors).toEqual([
      'Cannot filter by passwordHash: not a filter of Staff',
    ]);
  });

  it('let a caller name extra query parameters it reads itself', () => {
    expect(parseListQuery(bankDef, bankCols, { startDate: '2026-01-01' }, ['startDate']).where).toEqual([]);
    expect(bank({ projection: 'inline' }).where).toEqual([]);
  });

  it('ignore an empty quick search', () => {
    expect(bank({ q: '   ' }).where).toEqual([]);
  });
});

describe('NUL characters', () => {
  it('are refused in a filter, the quick search and the sort with 400 (PostgreSQL text cannot hold them)', () => {
    const err = refused(() => bank({ bankCode: 'A\u0000', q: '\u0000', sort: 'bankCode\u0000' }));
    expect(err.errors).toEqual(['bankCode must not hold a NUL character', 'q must not hold a NUL character', 'sort must not hold a NUL character']);
    expect(err.invalidValues.map((v) => v.field)).toEqual(['bankCode', 'q', 'sort']);
    expect(refused(() => bank({ recordStatus: ['A', '\u0000'] })).errors).toEqual(['recordStatus must not hold a NUL character']);
  });
});

describe('several problems', () => {
  it('are listed together in one 400, each with its value', () => {
    const err = refused(() => bank({ page: '-2', size: '500', sort: ['nope', 'bankCode,sideways'], colour: 'red' }));
    expect(err.errors).toEqual([
      'page must be a whole number from 0 to 1000000',
      'size must be a whole number from 1 to 100',
      'Cannot sort by nope: not a field of Bank',
      'Sort direction must be asc or desc, not sideways',
      'Cannot filter by colour: not a filter of Bank',
    ]);
    expect(err.message).toBe(err.errors[0]);
    expect(err.invalidValues).toEqual([
      { field: 'page', value: '-2' },
      { field: 'size', value: '500' },
      { field: 'sort', value: 'nope' },
      { field: 'sort', value: 'bankCode,sideways' },
      { field: 'colour', value: 'red' },
    ]);
  });
});
