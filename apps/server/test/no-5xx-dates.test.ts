import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { bodyMisses, expectRefused, queryFaults } from './no-5xx-fixtures.js';
import { type Kind, securityWorld, tokensByKind } from './security/world.js';

/*
 * Issue 31 part 1: dates PostgreSQL cannot hold (it has no year 0) or no date at all reached the
 * database or Date.toISOString (500). Dates, months and instants are read by the shared predicates
 * of the domain (isValidIsoDate, isValidIsoMonth, instantMillis), and the request guard holds every
 * documented date and date-time of a body to years 0001 to 9999.
 */
const w = await securityWorld();
let tokens: Record<Kind, string | undefined>;
beforeAll(async () => {
  tokens = await tokensByKind(w);
});
afterAll(() => w.close());

const positions = async () => (await w.database.db.select({ n: count() }).from(t.driverPositions))[0].n;
const position = (at: unknown) => ({ latitude: 22.3, longitude: 114.17, speed: 20, at, clientEventId: `ev-${Math.random().toString(36).slice(2, 12)}` });

describe('POST /limo/driver/api/positions', () => {
  it('answers 400 to an at that is empty, not a date or of year 0, in either language, and stores nothing', async () => {
    const before = await positions();
    for (const at of ['', 'soon', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z']) {
      const payload = { positions: [position(new Date().toISOString()), position(at)] };
      const res = await w.as(tokens.driver as string, { method: 'POST', url: '/limo/driver/api/positions', payload });
      expect(res.statusCode, `at=${at}: ${res.body.slice(0, 300)}`).toBe(400);
      expect(res.json().message).toBe('positions[1].at must be an ISO date-time');
      const zh = await w.as(tokens.driver as string, { method: 'POST', url: '/limo/driver/api/positions', payload, headers: { 'accept-language': 'zh-HK' } });
      expect(zh.json().message).toBe('positions[1].at 必須是 ISO 日期時間');
    }
    expect(await positions()).toBe(before);
  });
});

describe('POST /limo/api/closeAllowanceMonth', () => {
  it('answers 400 naming month to 0000-01 and closes nothing', async () => {
    const closed = async () => (await w.database.db.select({ n: count() }).from(t.allowances))[0].n;
    const before = await closed();
    const res = await w.as(tokens.staff as string, { method: 'POST', url: '/limo/api/closeAllowanceMonth', payload: { month: '0000-01' } });
    expectRefused(res, 'month', 'closeAllowanceMonth 0000-01');
    expect(await closed()).toBe(before);
  });
});

describe('POST /limo/api/updateOrderByDriverJob', () => {
  it('answers 400 naming a stamp of year 0', async () => {
    const res = await w.as(tokens.staff as string, {
      method: 'POST',
      url: '/limo/api/updateOrderByDriverJob',
      payload: { orderVehicleId: 1, jobStatus: 'ACK', ackTime: '0000-01-01T00:00:00Z' },
    });
    expectRefused(res, 'ackTime', 'updateOrderByDriverJob ackTime');
  });
});

describe('every route with a documented body', () => {
  it('refuses a date or date-time of year 0 anywhere in it with 400 naming its place', async () => {
    const YEAR_0: Record<string, string> = { date: '0000-01-01', 'date-time': '0000-01-01T08:00:00Z' };
    const { misses, checked } = await bodyMisses(
      w,
      tokens,
      (n) => n.schema.type === 'string' && Boolean(YEAR_0[n.schema.format as string]),
      (n) => [YEAR_0[n.schema.format as string]],
    );
    expect(misses).toEqual([]);
    expect(checked).toBeGreaterThan(80);
  }, 300_000);
});

describe('every GET route', () => {
  it('answers a date query parameter of year 0 or beyond the calendar without a fault', async () => {
    const values = ['0000-01-01', '2030-02-30', '99999-01-01', '0000-01-01T00:00:00Z'];
    const { faults, checked } = await queryFaults(w, tokens, (s) => String(s.format ?? '').startsWith('date'), values);
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  }, 300_000);
});
