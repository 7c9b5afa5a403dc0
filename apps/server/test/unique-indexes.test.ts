import { type FieldDef, RESOURCES, type ResourceDef } from '@limo/domain';
import { getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_TABLES } from '../src/db/schema/index.js';
import { expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

// The column names of the tables' snake_case casing (tariffSPRateId is tariff_sp_rate_id).
const snake = toSnakeCase;

/** The key of the index that must back a unique field, as a set of normalised parts. */
function expectedKey(def: ResourceDef, field: FieldDef): string[] {
  const column = snake(field.name);
  const key = [field.type === 'text' ? `lower(${column})` : column];
  if (field.uniqueWithin) key.push(snake(field.uniqueWithin));
  else if (def.branchScoped && !field.uniqueAcrossBranches) key.push('branch_id');
  return key.sort();
}

/** The parts of `CREATE UNIQUE INDEX ... USING btree (a, lower((b)::text))`, or undefined for a partial index. */
function indexKey(indexdef: string): string[] | undefined {
  if (/\sWHERE\s/i.test(indexdef)) return undefined;
  const inner = indexdef.slice(indexdef.indexOf('USING btree (') + 'USING btree ('.length, -1);
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const c of inner) {
    if (c === ',' && depth === 0) {
      parts.push(part);
      part = '';
      continue;
    }
    if (c === '(') depth++;
    if (c === ')') depth--;
    part += c;
  }
  parts.push(part);
  return parts.map((p) => p.trim().replace(/^lower\(\((\w+)\)::text\)$/, 'lower($1)')).sort();
}

describe('unique fields', () => {
  it('are each backed by a unique index of the database, ignoring case for text', async () => {
    const result = await t.database.db.execute(
      sql`select tablename, indexdef from pg_indexes where schemaname = current_schema() and indexdef like 'CREATE UNIQUE INDEX%'`,
    );
    const indexes = (result as unknown as { rows: { tablename: string; indexdef: string }[] }).rows;
    const fields = Object.values(RESOURCES).flatMap((def) => def.fields.filter((f) => f.unique || f.uniqueWithin).map((field) => ({ def, field })));
    expect(fields.length).toBeGreaterThanOrEqual(40);
    const missing: string[] = [];
    for (const { def, field } of fields) {
      const table = getTableName(COLLECTION_TABLES[def.name]);
      const want = expectedKey(def, field);
      const found = indexes.some((i) => i.tablename === table && JSON.stringify(indexKey(i.indexdef)) === JSON.stringify(want));
      if (!found) missing.push(`${def.name}.${field.name}: unique (${want.join(', ')}) on ${table}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('racing writes', () => {
  it('three parallel creates differing only by case: one 201, two 409 with the usual message (five rounds)', async () => {
    for (const round of [1, 2, 3, 4, 5]) {
      const codes = [`Race${round}x`, `RACE${round}X`, `race${round}X`];
      const answers = await Promise.all(
        codes.map((vehicleType) =>
          t.as(admin, { method: 'POST', url: '/limo/api/vehicleTypes', payload: { vehicleType, vehicleTypeDescEng: `Race ${vehicleType}`, maxCapacity: 4 } }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort(), codes.join()).toEqual([201, 409, 409]);
      answers.forEach((a, i) => {
        if (a.statusCode === 409) expectError(a, 409, `Vehicle Type ${codes[i]} already exists`);
      });
      const list = (await t.as(admin, { method: 'GET', url: `/limo/api/vehicleTypes?vehicleType=race${round}x` })).json() as {
        _embedded: { vehicleTypes: unknown[] };
      };
      expect(list._embedded.vehicleTypes).toHaveLength(1);
    }
  });

  it('two parallel renames to codes differing only by case: one 200, one 409 with the usual message (three rounds)', async () => {
    for (const round of [1, 2, 3]) {
      const ids: number[] = [];
      for (const vehicleType of [`RENAME${round}A`, `RENAME${round}B`]) {
        const res = await t.as(admin, { method: 'POST', url: '/limo/api/vehicleTypes', payload: { vehicleType, vehicleTypeDescEng: 'Race', maxCapacity: 4 } });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().id as number);
      }
      const codes = [`Renamed${round}`, `RENAMED${round}`];
      const answers = await Promise.all(
        ids.map((id, i) => t.as(admin, { method: 'PATCH', url: `/limo/api/vehicleTypes/${id}`, payload: { vehicleType: codes[i] } })),
      );
      expect(answers.map((a) => a.statusCode).sort(), codes.join()).toEqual([200, 409]);
      answers.forEach((a, i) => {
        if (a.statusCode === 409) expectError(a, 409, `Vehicle Type ${codes[i]} already exists`);
      });
    }
  });

  it('ten parallel PATCHes without If-Match of one record all apply, one after the other', async () => {
    const created = await t.as(admin, { method: 'POST', url: '/limo/api/banks', payload: { bankCode: 'RACE10', bankNameEng: 'Race bank' } });
    expect(created.statusCode).toBe(201);
    const url = created.headers.location as string;
    const initial = created.json().version as number;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => t.as(admin, { method: 'PATCH', url, payload: { bankNameEng: `Race bank ${n}` } })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.json().version as number).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, n) => initial + n + 1));
    const now = await t.as(admin, { method: 'GET', url });
    expect(now.json().version).toBe(initial + 10);
  });
});
