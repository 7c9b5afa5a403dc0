import { RESOURCES } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionOptions } from '../src/collections.js';
import { COLLECTION_TABLES } from '../src/db/schema/index.js';
import type { Principal } from '../src/engine/auth.js';
import { parseListQuery } from '../src/engine/query.js';
import { CollectionStore, MAX_PREPARED_SHAPES } from '../src/engine/store.js';
import { client, embedded } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

/*
 * A list's prepared statements are cached per shape (its sorts and filters). Any reader may ask
 * for as many shapes as they like: past the cache's bound every list must still answer, on
 * PostgreSQL too (where a statement name used for other SQL is refused by the connection).
 */

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await t.login('admin');
});
afterAll(() => t.close());

const SORTABLE = ['id', 'createDt', 'lastUpdateDt', 'bankCode', 'bankNameEng', 'bankNameChi', 'swiftCode', 'recordStatus'];
const FILTERS = ['', 'bankCode=HSBC', 'recordStatus=A', 'q=bank', 'bankCode=HSBC&recordStatus=A', 'recordStatus=C&q=x'];

/** 300 distinct shapes: one or two sorts (each way) times a set of filters. */
function shapes(): string[] {
  const sorts: string[] = [];
  for (const a of SORTABLE)
    for (const da of ['asc', 'desc']) {
      sorts.push(`sort=${a},${da}`);
      for (const b of SORTABLE) if (b !== a) sorts.push(`sort=${a},${da}&sort=${b},asc`);
    }
  const all = sorts.flatMap((s) => FILTERS.map((f) => (f ? `${s}&${f}` : s)));
  return all.slice(0, 300);
}

/** A query string as Fastify reads it: a repeated parameter becomes a list. */
function asQuery(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(query)) {
    const had = out[k];
    out[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
  }
  return out;
}

describe('lists of one collection in many shapes', () => {
  it('answer 200 for 300 distinct sorts and filters, and the screen’s usual queries still answer after them', async () => {
    const queries = shapes();
    expect(new Set(queries).size).toBe(300);
    for (const query of queries) {
      const res = await api.get(admin, `/limo/api/banks?${query}&size=5`);
      expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
    }
    for (const query of ['page=0&size=20&sort=bankCode,asc', 'page=0&size=20&sort=bankCode,asc&recordStatus=A', 'page=0&size=20&q=hsbc']) {
      const rows = embedded(await api.get(admin, `/limo/api/banks?${query}`), 'banks');
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('keep a bounded number of prepared shapes, each answering what an unprepared list answers', async () => {
    const store = new CollectionStore(RESOURCES.banks, COLLECTION_TABLES.banks, collectionOptions('banks'));
    const principal = { selectedBranchId: 1, branches: [1] } as Principal;
    const queries = shapes();
    const read = (query: string) => parseListQuery(RESOURCES.banks, store.columns, asQuery(query));
    const before = await store.list(t.database.db, read('sort=bankCode,desc'), principal);
    for (const query of queries) await store.list(t.database.db, read(query), principal);
    expect(store.preparedShapes).toBeLessThanOrEqual(MAX_PREPARED_SHAPES);
    expect(store.preparedShapes).toBeGreaterThan(0);
    // A prepared shape answers as before; a shape past the bound answers as a fresh store's prepared one.
    expect(await store.list(t.database.db, read('sort=bankCode,desc'), principal)).toEqual(before);
    const fresh = new CollectionStore(RESOURCES.banks, COLLECTION_TABLES.banks, collectionOptions('banks'));
    for (const query of queries.slice(-3))
      expect(await store.list(t.database.db, read(query), principal)).toEqual(await fresh.list(t.database.db, read(query), principal));
  });
});
