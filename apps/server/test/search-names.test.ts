import { RESOURCES } from '@limo/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, locations } from '../src/db/schema/index.js';
import { matchesSearch, searchPattern } from '../src/engine/search.js';
import { client, embedded, expectError, type Item } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

// Issue 30: every list and pick-list search of the named collections finds a record by its code,
// English or Chinese name, ignoring case and width (ＨＫＧ, hkg and HKG are one search).

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await t.login('admin');
});
afterAll(() => t.close());

/** The full-width form of the ASCII letters and digits of a text (ＨＫＧ for HKG). */
const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const q = (text: string) => encodeURIComponent(text);
const codes = (items: Item[], key: string) => items.map((i) => String(i[key]));

/** The codes a GET list answers for a search, from its embedded list. */
async function found(url: string, list: string, key: string) {
  return codes(embedded(await api.get(admin, url), list), key);
}

describe('clients', () => {
  const lists = (text: string) => [
    [`/limo/api/clients?size=100&q=${q(text)}`, 'clients'],
    [`/limo/node/api/clients?q=${q(text)}`, 'clients'],
    [`/limo/api/lookups/clients?q=${q(text)}`, 'clients'],
  ];
  it.each([
    ['半島', 'PEN'],
    ['賽馬', 'HKJC'],
    [fullWidth('hkjc'), 'HKJC'],
    ['jOcKeY cLuB', 'HKJC'],
    [fullWidth('PeNiNsUlA'), 'PEN'],
  ])('%s finds %s in the list, the pick-list and the lookups', async (text, expected) => {
    for (const [url, list] of lists(text)) expect(await found(url, list, 'clientCode'), url).toContain(expected);
  });
  it('the lookups name each client in English and Chinese', async () => {
    const [pen] = embedded(await api.get(admin, `/limo/api/lookups/clients?q=${q('半島')}`), 'clients');
    expect(pen).toMatchObject({ clientCode: 'PEN', clientNameEng: 'The Peninsula Hong Kong', clientNameChi: '香港半島酒店' });
  });
});

describe('locations', () => {
  const lists = (text: string) => [
    [`/limo/api/locations?size=100&q=${q(text)}`, 'locations'],
    [`/limo/node/api/locations?q=${q(text)}`, 'locations'],
    [`/limo/node/api/locations/${q(text)}`, 'locations'],
    [`/limo/api/lookups/locations?q=${q(text)}`, 'locations'],
  ];
  it.each([
    ['半島', 'PEN'],
    ['落馬洲', 'LMC'],
    [fullWidth('LMC'), 'LMC'],
    ['lOk Ma', 'LMC'],
  ])('%s finds %s in the list, both pick-lists and the lookups', async (text, expected) => {
    for (const [url, list] of lists(text)) expect(await found(url, list, 'locationCode'), url).toContain(expected);
  });
  it('searches a lookup that shows a date or a number by its texts alone, never a 500 (issue 31: recalcs, allowanceEffDates)', async () => {
    for (const name of ['recalcs', 'allowanceEffDates', 'dailyRosters', 'orderVehicles', 'driverJobs', 'tariffRates']) {
      const res = await api.get(admin, `/limo/api/lookups/${name}?q=R`);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('a full-width code is the exact code: listed first', async () => {
    expect((await found(`/limo/node/api/locations/${q(fullWidth('lmc'))}`, 'locations', 'locationCode'))[0]).toBe('LMC');
  });
  it('a typed % or _ matches itself, not everything', async () => {
    expect(await found(`/limo/api/locations?q=${q('%')}`, 'locations', 'locationCode')).toEqual([]);
    expect(await found(`/limo/api/lookups/locations?q=${q('_')}`, 'locations', 'locationCode')).toEqual([]);
  });
});

describe('vehicle types', () => {
  it.each([[`/limo/api/vehicleTypes?q=${q('豐田')}`], [`/limo/api/enqVehicleTypes?q=${q('豐田')}`], [`/limo/api/lookups/vehicleTypes?q=${q('豐田')}`]])(
    '豐田 finds the Toyotas: %s',
    async (url) => {
      expect((await found(url, 'vehicleTypes', 'vehicleType')).sort()).toEqual(['ALPHARD', 'COASTER', 'HIACE']);
    },
  );
  it('full-width and mixed case find the code', async () => {
    expect(await found(`/limo/api/vehicleTypes?q=${q(fullWidth('aLpHaRd'))}`, 'vehicleTypes', 'vehicleType')).toEqual(['ALPHARD']);
  });
});

describe('vehicles', () => {
  it('full-width and mixed case find the make, in the list and the pick-list', async () => {
    for (const url of [`/limo/api/vehicles?size=100&q=${q(fullWidth('tEsLa'))}`, `/limo/node/api/vehicles?q=${q(fullWidth('tEsLa'))}`]) {
      const items = embedded(await api.get(admin, url), 'vehicles');
      expect(items.length, url).toBeGreaterThan(0);
      for (const v of items) expect(v.make, url).toBe('Tesla');
    }
  });
});

describe('drivers', () => {
  it('a Chinese given name, and a full-width lower-case driver number, find the drivers', async () => {
    for (const url of [`/limo/api/drivers?size=100&q=${q('志強')}`, `/limo/node/api/drivers?q=${q('志強')}`]) {
      const items = embedded(await api.get(admin, url), 'drivers');
      expect(items.length, url).toBeGreaterThan(0);
      for (const d of items) expect(String(d.driverNameChi), url).toContain('志強');
    }
    const [first] = embedded(await api.get(admin, '/limo/api/drivers?size=1'), 'drivers');
    const typed = fullWidth(String(first.driverNo).toLowerCase());
    expect(await found(`/limo/api/drivers?q=${q(typed)}`, 'drivers', 'driverNo')).toContain(first.driverNo);
    expect(await found(`/limo/node/api/drivers?q=${q(typed)}`, 'drivers', 'driverNo')).toContain(first.driverNo);
  });
});

describe('staff', () => {
  it.each([['陳愛麗'], [fullWidth('aLiCe')], ['s0001']])('%s finds S0001 in the list and the lookups', async (text) => {
    expect(await found(`/limo/api/staffs?q=${q(text)}`, 'staffs', 'staffCode')).toContain('S0001');
    expect(await found(`/limo/api/lookups/staffs?q=${q(text)}`, 'staffs', 'staffCode')).toContain('S0001');
  });
});

describe('vouchers by client', () => {
  const search = async (client: string) => embedded(await api.post(admin, '/limo/api/searchVouchers', { client }), 'vouchers');
  it.each([['半島'], [fullWidth('pen')], ['PeNiNsUlA']])('%s finds the Peninsula’s vouchers only', async (text) => {
    const pen = embedded(await api.get(admin, '/limo/api/lookups/clients?q=PEN'), 'clients').find((c) => c.clientCode === 'PEN') as Item;
    const items = await search(text);
    expect(items.length).toBeGreaterThan(0);
    for (const v of items) expect(v.clientId).toBe(pen.id);
  });
  it('賽馬 finds none: the Jockey Club holds no voucher', async () => {
    expect(await search('賽馬')).toEqual([]);
  });
});

describe('bad searches', () => {
  it('a NUL in a lookups search is refused', async () => {
    expectError(await api.get(admin, '/limo/api/lookups/locations?q=a%00b'), 400, /NUL/);
  });
  it('a voucher client search with a NUL is refused', async () => {
    expectError(await api.post(admin, '/limo/api/searchVouchers', { client: 'a\u0000' }), 400);
  });
});

describe('the trigram index', () => {
  // The list search of a large table compares stored searchable copies (no normalize() of every row
  // at read time) and the plan can read the table's trigram index: PostgreSQL picks it when few rows match.
  it.each([
    ['locations', 'locations_search_idx', locations],
    ['clients', 'clients_search_idx', clients],
  ] as const)('the %s list search reads %s and normalises nothing at read time', async (name, idx, table) => {
    const columns = getTableColumns(table as PgTable) as Record<string, PgColumn>;
    const where = matchesSearch(
      RESOURCES[name].search.map((f) => columns[f]),
      searchPattern('Ｈarbour'),
    );
    const query = t.database.db
      .select({ id: columns.id })
      .from(table as PgTable)
      .where(where);
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain ${query}`);
      return (res.rows as Record<string, unknown>[]).map((r) => String(r['QUERY PLAN'])).join('\n');
    });
    expect(plan).toContain(idx);
    expect(plan).not.toMatch(/normalize/i);
  });
});
