import { RESOURCES } from '@limo/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { COLLECTION_TABLES } from '../src/db/schema/index.js';
import { bodyMisses, expectRefused, queryFaults } from './no-5xx-fixtures.js';
import { crew } from './scheduling-fixtures.js';
import { type Kind, securityWorld, tokensByKind } from './security/world.js';

/*
 * Issue 31 part 1: numbers beyond what their column holds reached PostgreSQL (500). Each is checked
 * against its column: a generic list's filter and body against the Drizzle column's type, a
 * hand-written body's whole number against the integer columns unless its schema is narrower.
 */
const w = await securityWorld();
let tokens: Record<Kind, string | undefined>;
let admin: string;
beforeAll(async () => {
  tokens = await tokensByKind(w);
  admin = tokens.staff as string;
});
afterAll(() => w.close());

const BEYOND_INTEGER = 2_147_483_648;
const post = (url: string, payload: unknown) => w.as(admin, { method: 'POST', url, payload: payload as object });
const get = (url: string, lang = 'en') => w.as(admin, { method: 'GET', url, headers: { 'accept-language': lang } });

describe('ids beyond 2147483647 in hand-written bodies', () => {
  it('updateOrderByDriverJob: 400 naming orderVehicleId', async () => {
    const res = await post('/limo/api/updateOrderByDriverJob', { orderVehicleId: BEYOND_INTEGER, jobStatus: null });
    const body = expectRefused(res, 'orderVehicleId', 'updateOrderByDriverJob');
    expect(body.errors).toContain('orderVehicleId must be a whole number from 1 to 2147483647');
  });

  it('updateDriverRosterHR: 400 naming dailyRosterId, and a version beyond the range changes nothing', async () => {
    expectRefused(
      await post('/limo/api/updateDriverRosterHR', { dailyRosterId: BEYOND_INTEGER, dutyTime: '08:00', offDutyTime: '18:00', version: 0 }),
      'dailyRosterId',
      'updateDriverRosterHR',
    );
    const kit = crew(w, admin);
    const rosterId = await kit.roster(await kit.driver(), '2031-03-04', '08:00', '18:00');
    const before = await w.database.db.select().from(t.dailyRosters).where(eq(t.dailyRosters.id, rosterId));
    const res = await post('/limo/api/updateDriverRosterHR', { dailyRosterId: rosterId, dutyTime: '09:00', offDutyTime: '19:00', version: BEYOND_INTEGER });
    expectRefused(res, 'version', 'updateDriverRosterHR version');
    expect(await w.database.db.select().from(t.dailyRosters).where(eq(t.dailyRosters.id, rosterId))).toEqual(before);
  });

  it('chinaLink/assignDriver/: 400 naming id, driverId and vehicleId, in either language', async () => {
    const payload = { id: BEYOND_INTEGER, driverId: BEYOND_INTEGER, vehicleId: BEYOND_INTEGER };
    const res = await post('/limo/node/api/chinaLink/assignDriver/', payload);
    for (const field of ['id', 'driverId', 'vehicleId']) expectRefused(res, field, `assignDriver ${field}`);
    const zh = await w.as(admin, { method: 'POST', url: '/limo/node/api/chinaLink/assignDriver/', payload, headers: { 'accept-language': 'zh-HK' } });
    expect(zh.json().message).toMatch(/必須是 1 至 2147483647 之間的整數$/);
  });
});

describe('filters over small-integer columns', () => {
  const CASES: [string, string, string][] = [
    ['apiHistories', 'responseStatus', '32768'],
    ['allowanceOtherGroups', 'sign', '40000'],
    ['recalcs', 'applied', '40000'],
  ];

  it('answer 400 naming the filter and the column range, in either language', async () => {
    for (const [list, filter, value] of CASES) {
      const url = `/limo/api/${list}?${filter}=${value}`;
      const body = expectRefused(await get(url), filter, url);
      expect(body.errors).toEqual([`${filter} must be a whole number from -32768 to 32767`]);
      expect((await get(url, 'zh-HK')).json().message).toMatch(/必須是 -32768 至 32767 之間的整數$/);
    }
  });

  it('list at both ends of the column (nothing found is an empty page)', async () => {
    for (const [list, filter] of CASES) {
      for (const end of ['32767', '-32768']) {
        const res = await get(`/limo/api/${list}?${filter}=${end}`);
        expect(res.statusCode, `${list}?${filter}=${end}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
  });
});

/** What each whole-number column type holds (PostgreSQL's documentation), to test against. */
const HOLDS: Record<string, [number, number]> = {
  PgSmallInt: [-32_768, 32_767],
  PgInteger: [-2_147_483_648, 2_147_483_647],
};

describe('every generic collection', () => {
  const defs = Object.values(RESOURCES);
  const integerFilters = defs.flatMap((def) =>
    def.filters
      .map((name) => def.fields.find((f) => f.name === name))
      .filter((f) => f?.type === 'integer')
      .map((f) => ({ def, name: f?.name as string, column: getTableColumns(COLLECTION_TABLES[def.name])[f?.name as string] })),
  );

  it('answers an integer filter beyond its column with 400 naming it, and one at either end with 200', async () => {
    // The three of the fuzzer among them: the loop is not empty.
    expect(integerFilters.map((f) => `${f.def.name}.${f.name}`)).toEqual(expect.arrayContaining(['apiHistories.responseStatus', 'allowanceOtherGroups.sign']));
    for (const { def, name, column } of integerFilters) {
      const [min, max] = HOLDS[column.columnType];
      expect(HOLDS[column.columnType], `${def.name}.${name}: ${column.columnType}`).toBeDefined();
      for (const beyond of [min - 1, max + 1]) expectRefused(await get(`/limo/api/${def.name}?${name}=${beyond}`), name, `${def.name}?${name}=${beyond}`);
      for (const end of [min, max]) expect((await get(`/limo/api/${def.name}?${name}=${end}`)).statusCode, `${def.name}?${name}=${end}`).toBe(200);
    }
  });

  it('refuses a number beyond its column in a body with 400 naming the field', async () => {
    let fields = 0;
    for (const def of defs.filter((d) => !d.readOnly)) {
      const columns = getTableColumns(COLLECTION_TABLES[def.name]) as Record<string, { columnType: string; precision?: number; scale?: number }>;
      for (const field of def.fields.filter((f) => !f.readOnly && ['integer', 'decimal', 'money'].includes(f.type))) {
        const column = columns[field.name];
        // A whole-number column's next number up, a numeric(p, s) column's 10^(p-s).
        const beyond = HOLDS[column.columnType] ? HOLDS[column.columnType][1] + 1 : 10 ** ((column.precision as number) - (column.scale ?? 0));
        expect(Number.isFinite(beyond), `${def.name}.${field.name}: ${column.columnType}`).toBe(true);
        expectRefused(await post(`/limo/api/${def.name}`, { [field.name]: beyond }), field.name, `${def.name}.${field.name}=${beyond}`);
        fields++;
      }
    }
    expect(fields).toBeGreaterThan(50);
  });
});

describe('every route with a documented body', () => {
  it('refuses a whole number beyond the integer columns anywhere in it with 400 naming its place', async () => {
    const { misses, checked } = await bodyMisses(
      w,
      tokens,
      (n) => n.schema.type === 'integer' && !n.schema.enum,
      () => [BEYOND_INTEGER, -BEYOND_INTEGER - 1],
    );
    expect(misses).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  }, 300_000);
});

describe('every GET route', () => {
  it('answers an integer query parameter beyond the integer or small-integer range without a fault', async () => {
    const values = ['40000', '-40000', String(BEYOND_INTEGER), '99999999999999999999'];
    const { faults, checked } = await queryFaults(w, tokens, (s) => s.type === 'integer', values);
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(400);
  }, 300_000);
});
