import { RESOURCES } from '@limo/domain';
import { type Column, fillPlaceholders, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { allowanceLocations, banks, drivers as driversTable, modules, staffs, vouchers as vouchersTable } from '../db/schema/index.js';
import { HttpError } from './errors.js';
import { DEFAULT_PAGE_SIZE, defListSpec, escapeLike, MAX_PAGE_SIZE, parseList, parseListQuery } from './query.js';

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

describe('paging', () => {
  it('is always on for a collection, on request for a list that pages optionally', () => {
    expect(bank({}).paged).toBe(true);
    const spec = defListSpec(bankDef, bankCols, { paging: 'optional' });
    expect(parseList(spec, {}).paged).toBe(false);
    expect(parseList(spec, { size: '5' })).toMatchObject({ paged: true, page: 0, size: 5 });
    expect(parseList(spec, { page: '2' })).toMatchObject({ paged: true, page: 2, size: 20 });
    expect(() => parseList(spec, { size: '101' })).toThrow('size must be a whole number from 1 to 100');
  });

  it('binds values inline unless asked for placeholders', () => {
    const spec = defListSpec(bankDef, bankCols);
    const q = parseList(spec, { bankCode: 'HSBC' });
    expect(q.params).toEqual({});
    expect(render(q.where).params).toEqual(['HSBC']);
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

  it('refuses a sort of more than a field and a direction', () => {
    const err = refused(() => bank({ sort: 'bankCode,asc,extra' }));
    expect(err.errors).toEqual(['sort must be field,asc or field,desc, not bankCode,asc,extra']);
    expect(err.invalidValues).toEqual([{ field: 'sort', value: 'bankCode,asc,extra' }]);
  });

  it('leaves out an empty sort', () => {
    expect(render(bank({ sort: '' }).orderBy).sql).toBe('"banks"."bank_code" asc, "banks"."id" asc');
    expect(bank({ sort: '' }).sorted).toBe(false);
    expect(bank({ sort: 'bankCode' }).sorted).toBe(true);
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
    // Issue 30: case and width ignored on the column's side as on the typed side.
    expect(text).toContain('lower(normalize("banks"."bank_name_eng", NFKC)) like');
    expect(params.every((p) => p === '%50\\%\\_off%')).toBe(true);
    expect(params.length).toBe(bankDef.search.length);
  });

  it('compare a status exactly and a reference as a whole number', () => {
    expect(renderWhere(bank({ recordStatus: 'A' }))).toMatchObject({ sql: '"banks"."record_status" = $1', params: ['A'] });
    const q = parseListQuery(staffDef, staffCols, { branchId: '2' });
    expect(renderWhere(q)).toMatchObject({ sql: '"staffs"."branch_id" = $1', params: [2] });
  });

  it('refuse a reference filter that is not an id: not a number, not positive, beyond the integer range', () => {
    for (const value of ['two', '0', '-1', '1.5', '2147483648', '99999999999999999999']) {
      const err = refused(() => parseListQuery(staffDef, staffCols, { branchId: value }));
      expect(err.errors).toEqual(['branchId must be the id of a record']);
      expect(err.invalidValues).toEqual([{ field: 'branchId', value }]);
    }
    expect(renderWhere(parseListQuery(staffDef, staffCols, { branchId: '2147483647' })).params).toEqual([2147483647]);
  });

  it('refuse a status that is not one of its codes, a flag other than 1 or 0 and a date that is not one', () => {
    expect(refused(() => bank({ recordStatus: 'X' })).errors).toEqual(['recordStatus must be one of A, C']);
    const drivers = RESOURCES.drivers;
    const flag = drivers.filters.find((f) => drivers.fields.find((x) => x.name === f)?.type === 'flag') as string;
    expect(refused(() => parseListQuery(drivers, getTableColumns(driversTable) as Record<string, Column>, { [flag]: '2' })).errors).toEqual([
      `${flag} must be 1 or 0`,
    ]);
    const vouchers = getTableColumns(vouchersTable) as Record<string, Column>;
    expect(refused(() => parseListQuery(RESOURCES.vouchers, vouchers, { serviceDate: '2026-02-30' })).errors).toEqual([
      'serviceDate must be a date YYYY-MM-DD',
    ]);
    expect(renderWhere(parseListQuery(RESOURCES.vouchers, vouchers, { serviceDate: '2026-02-28' })).params).toEqual(['2026-02-28']);
  });

  it('take the first value of a repeated filter, and leave out an empty one', () => {
    expect(renderWhere(bank({ recordStatus: ['C', 'A'] })).params).toEqual(['C']);
    expect(bank({ recordStatus: '', bankCode: '  ' }).where).toEqual([]);
  });

  it('refuse an unknown filter, and a field that is not declared a filter', () => {
    expect(refused(() => bank({ colour: 'red' })).errors).toEqual(['Cannot filter by colour: not a filter of Bank']);
    const err = refused(() => bank({ bankNameEng: 'Hang' }));
    expect(err.errors).toEqual(['Cannot filter by bankNameEng: not a filter of Bank']);
    expect(err.invalidValues).toEqual([{ field: 'bankNameEng', value: 'Hang' }]);
    expect(refused(() => parseListQuery(staffDef, staffCols, { passwordHash: 'x' })).errors).toEqual(['Cannot filter by passwordHash: not a filter of Staff']);
  });

  it('let a list name extra query parameters it reads itself', () => {
    const spec = defListSpec(bankDef, bankCols, { accepted: ['startDate'] });
    expect(parseList(spec, { startDate: '2026-01-01' }).where).toEqual([]);
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

describe('escapeLike', () => {
  it('makes %, _ and the escape character itself match literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('plain')).toBe('plain');
  });
});

describe('a filter on a list of ids (references field)', () => {
  // Not a declared filter of the groups: a definition that lists it.
  const groups = { ...RESOURCES.allowanceLocations, filters: ['locationIds'] };
  const groupCols = getTableColumns(allowanceLocations) as Record<string, Column>;

  it('matches the records whose list holds the id, as a placeholder of the prepared list', () => {
    const q = parseListQuery(groups, groupCols, { locationIds: '12' });
    expect(renderWhere(q)).toMatchObject({ sql: '$1 = any("allowance_locations"."location_ids")', params: [12] });
    expect(q.shape).toBe('f:locationIds');
  });

  it('takes one id, nothing else', () => {
    expect(refused(() => parseListQuery(groups, groupCols, { locationIds: '1,2' })).errors).toEqual(['locationIds must be the id of a record']);
    expect(parseListQuery(groups, groupCols, { locationIds: '' }).where).toEqual([]);
  });
});
