import { ALL, RESOURCES, type ResourceDef } from '@limo/domain';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_TABLES } from '../../src/db/schema/index.js';
import { newStaff } from '../files-helpers.js';
import { makeBranch1Allowance, makeBranch1Order, makeDriverJob } from '../order-fixtures.js';
import { call, expectNoFault, isIdParam, securityWorld } from './world.js';

/*
 * The branch matrix on every route, not just the generic ones (branch-scope.test.ts): records of
 * Shenzhen (branch 1) that Hong Kong (branch 2) does not see are found through the API itself
 * and marked with a text of their own; a Hong Kong user holding every right then calls every GET,
 * every search and every route taking an id (with each marked record's id), and no answer may
 * hold a mark, nor may any call change a marked record.
 */
const w = await securityWorld();
const SZ = { 'x-branch-id': '1' };
let admin: string;
let hk: string;
const marked: { name: string; id: number; mark: string; record: string }[] = [];

/** Every id a user lists of a collection in a branch (first 1,000). */
async function idsIn(def: ResourceDef, branch: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 0; page < 10; page++) {
    const res = await w.as(admin, { method: 'GET', url: `/limo/api/${def.name}?size=100&page=${page}&sort=id,asc`, headers: { 'x-branch-id': branch } });
    expect(res.statusCode, `${def.name}: ${res.body}`).toBe(200);
    for (const r of res.json()._embedded[def.name] as { id: number }[]) ids.add(r.id);
    if (page + 1 >= res.json().page.totalPages) break;
  }
  return ids;
}

/** A text field a mark can be written to: free text, no pattern, not unique, not a code. */
const markable = (def: ResourceDef) =>
  def.fields.find((f) => (f.type === 'text' || f.type === 'longText') && !f.readOnly && !f.pattern && !f.unique && !f.uniqueWithin && (f.max ?? 50) >= 12);

const readSz = (m: (typeof marked)[number]) => w.as(admin, { method: 'GET', url: `/limo/api/${m.name}/${m.id}`, headers: SZ });

beforeAll(async () => {
  admin = await w.login('admin');
  const rights = ((await w.as(admin, { method: 'POST', url: '/limo/auth/user' })).json().rights as string[]).filter((r) => r !== ALL);
  hk = (await newStaff(w, admin, rights, 2)).token;
  // Orders, their jobs and allowance months are made by calls of their own: one of each in Shenzhen.
  await makeDriverJob(w, await makeBranch1Order(w, admin));
  await makeBranch1Allowance(w);
  for (const def of Object.values(RESOURCES)) {
    const field = markable(def);
    if (!field) continue;
    const hkIds = await idsIn(def, '2');
    const szOnly = [...(await idsIn(def, '1'))].filter((id) => !hkIds.has(id));
    if (!szOnly.length) continue;
    const mark = `SZONLY${marked.length}X`;
    // Written straight to the table: read-only collections (orders, invoices) have no PATCH.
    const table = COLLECTION_TABLES[def.name];
    await w.database.db
      .update(table)
      .set({ [field.name]: mark })
      .where(eq((table as unknown as Record<string, PgColumn>).id, szOnly[0]));
    const res = await readSz({ name: def.name, id: szOnly[0], mark, record: '' });
    expect(res.body, def.name).toContain(mark);
    marked.push({ name: def.name, id: szOnly[0], mark, record: res.body });
  }
});
afterAll(() => w.close());

const marksIn = (text: string) => marked.filter((m) => text.includes(m.mark)).map((m) => `${m.name} ${m.id}`);
const staff = w.routes.filter((r) => r.kind === 'staff');
const plainGets = staff.filter((r) => r.method === 'GET' && r.params.length === 0);
const searches = staff.filter((r) => r.method === 'POST' && r.params.length === 0 && /\/(enq|search|reports\/|get)[A-Za-z/]/.test(r.url));
const byId = staff.filter((r) => r.params.length > 0 && r.params.every(isIdParam));

describe('the marked Shenzhen records', () => {
  it('are of many branch collections, read in Shenzhen and not in Hong Kong', async () => {
    expect(marked.length).toBeGreaterThan(8);
    for (const name of ['drivers', 'vehicles', 'orders', 'orderVehicles', 'driverJobs']) expect(marked.map((m) => m.name)).toContain(name);
    for (const m of marked) {
      expect((await readSz(m)).body, m.name).toContain(m.mark);
      expect((await w.as(hk, { method: 'GET', url: `/limo/api/${m.name}/${m.id}` })).statusCode, m.name).toBe(404);
    }
  });
});

describe.each(plainGets)('list $label', (route) => {
  it('shows a Hong Kong user no Shenzhen record', async () => {
    const res = await call(w, route, hk, { query: { size: '100' } });
    expectNoFault(res, route.label);
    expect(marksIn(res.body), route.label).toEqual([]);
  });
});

describe.each(searches)('search $label', (route) => {
  it('finds a Hong Kong user no Shenzhen record', async () => {
    const res = await call(w, route, hk, { payload: {} });
    expectNoFault(res, route.label);
    expect(marksIn(res.body), route.label).toEqual([]);
  });
});

describe.each(byId)('route $label', (route) => {
  it('neither shows nor changes a Shenzhen record when given its id', async () => {
    // A generic route of another collection names another record by that id (branch-scope.test.ts covers its own).
    const generic = /^\/limo\/api\/(\w+)\/:id/.exec(route.url)?.[1];
    const targets = marked.filter((m) => !generic || !RESOURCES[generic] || generic === m.name);
    for (const m of targets) {
      const res = await call(w, route, hk, {}, () => String(m.id));
      expectNoFault(res, `${route.label} with ${m.name} ${m.id}`);
      expect(marksIn(res.body), `${route.label} with ${m.name} ${m.id}`).toEqual([]);
    }
  });
});

describe('after every call above', () => {
  it('each marked record is as it was', async () => {
    for (const m of marked) expect((await readSz(m)).body, `${m.name} ${m.id}`).toBe(m.record);
  });
});
