import { count, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error: a plain script without types (it starts a throw-away PostgreSQL)
import { startPostgres } from '../../../scripts/postgres.mjs';
import { buildApp } from '../src/app.js';
import { type Database, migrate, openPostgres } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { loadDemoData } from '../src/demo/demo.js';
import { syncSystemParameters } from '../src/db/seed/parameters.js';
import { syncRightModules } from '../src/db/seed/rights.js';
import { withDb } from './global-setup.js';
import { DEMO_PASSWORD, type TestApp, testConfig } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// PostgreSQL restarted under writes (issue 19 part 3, docs/operations.md): the server stays up,
// calls meanwhile answer 503 with Retry-After within 10 s, the pool recovers by itself, and with an
// Idempotency-Key no acknowledged order is lost and none is made twice. Always a PostgreSQL of its
// own: the test stops and starts it.

type Pg = { url: string; stop(): void; down(): Promise<void>; up(): Promise<void> };
let server: Pg;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let base: string;
let admin: string;
let card: PricingCard;

beforeAll(async () => {
  server = (await startPostgres()) as Pg;
  const admin0 = new pg.Client({ connectionString: server.url });
  await admin0.connect();
  await admin0.query('create database limo_outage');
  await admin0.end();
  database = await openPostgres(withDb(server.url, 'limo_outage'), { max: 4, connectionTimeoutMs: 2000 });
  await migrate(database);
  await syncRightModules(database.db);
  await syncSystemParameters(database.db);
  await loadDemoData(database.db, { orders: false });
  const config = testConfig();
  app = await buildApp({ config, database, logger: false });
  // Only for the statement time-out case: a statement that outlasts a short STATEMENT_TIMEOUT_MS.
  app.get('/limo/test/slow', { config: { public: true } }, async () => {
    await slowDb.db.execute(sql`select pg_sleep(2)`);
    return { slept: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const harness = {
    app,
    database,
    config,
    login: async () => '',
    as: (token, opts) => app.inject({ ...opts, headers: { authorization: `Bearer ${token}`, ...(opts.headers ?? {}) } }),
    close: async () => {},
  } as TestApp;
  admin = (await (await call('POST', '/limo/auth', { username: 'admin', password: DEMO_PASSWORD })).json()).token;
  card = await makePricingCard(harness, admin);
}, 120_000);

let slowDb: Database;

afterAll(async () => {
  // The test's own PostgreSQL goes first: a statement still waiting on it then fails at once, so neither the app's
  // close (it waits for calls under way) nor the pools' end (they wait for checked-out clients) can hang the file.
  server?.stop();
  await app?.close();
  await database?.close();
  await slowDb?.close();
});

/** A real HTTP call, given up after 10 s: a call that hangs fails the test. */
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: `Bearer ${admin}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });

const order = (key: string) => ({
  clientId: card.c1,
  orderStatus: 'A',
  contactName: 'Ms Lee',
  contactTel: '+852 2345 6789',
  remarks: key,
  orderVehicles: [
    {
      serviceType: 'Transfer',
      pickupDate: '2030-02-10',
      pickupTime: '10:00',
      pickupLocationId: card.loc.AP,
      dropoffLocationId: card.loc.PEN,
      vehicleTypeId: card.vt,
      paxCount: 1,
      orderPaxes: [{ paxName: 'Chan Tai Man', paxTel: '+852 9123 4567' }],
    },
  ],
});

type Outcome = { acknowledged: Map<string, number>; unavailable: number; failures: string[]; firstAfterUp?: number };

/** One clerk: orders one after another, each retried with its key on 503 until it is acknowledged. */
async function clerk(name: string, until: () => boolean, out: Outcome, upAt: () => number | undefined) {
  for (let n = 0; !until(); n++) {
    const key = `outage-${name}-${n}`;
    for (;;) {
      let res: Response;
      try {
        res = await call('POST', '/limo/api/createOrder', order(key), { 'idempotency-key': key });
      } catch (err) {
        out.failures.push(`${key}: ${(err as Error).name}`); // a hang (10 s) or a dropped connection
        break;
      }
      if (res.status === 201) {
        out.acknowledged.set(key, (await res.json()).id);
        const up = upAt();
        if (up !== undefined && out.firstAfterUp === undefined) out.firstAfterUp = Date.now() - up;
        break;
      }
      const text = await res.text();
      if (res.status !== 503 || res.headers.get('retry-after') !== '5') {
        out.failures.push(`${key}: ${res.status} ${text}`);
        break;
      }
      out.unavailable++;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

it('answers 503 with Retry-After while PostgreSQL restarts, recovers within 5 s, and loses or doubles no acknowledged order', async () => {
  const out: Outcome = { acknowledged: new Map(), unavailable: 0, failures: [] };
  let done = false;
  let upAt: number | undefined = undefined;
  const clerks = Array.from({ length: 4 }, (_, i) =>
    clerk(
      `c${i}`,
      () => done,
      out,
      () => upAt,
    ),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const beforeOutage = out.acknowledged.size;
  await server.down();
  // During the outage: a list, a sign-in and the readiness probe answer 503 at once; the process is alive.
  const list = await call('GET', '/limo/api/banks');
  expect(list.status).toBe(503);
  expect(list.headers.get('retry-after')).toBe('5');
  expect((await list.json()).message).toMatch(/database cannot be reached/);
  // In the reader's language (issue 30 part 1).
  expect((await (await call('GET', '/limo/api/banks', undefined, { 'accept-language': 'zh-HK' })).json()).message).toBe('暫時無法連接資料庫：請稍後再試');
  const signIn = await call('POST', '/limo/auth', { username: 'admin', password: DEMO_PASSWORD });
  expect(signIn.status).toBe(503);
  expect((await call('GET', '/limo/ready')).status).toBe(503);
  expect((await call('GET', '/limo/health')).status).toBe(200);
  await new Promise((r) => setTimeout(r, 2000));
  await server.up();
  upAt = Date.now();
  await new Promise((r) => setTimeout(r, 6000));
  done = true;
  await Promise.all(clerks);

  expect(out.failures).toEqual([]);
  expect(out.unavailable).toBeGreaterThan(0);
  expect(beforeOutage).toBeGreaterThan(0);
  expect(out.firstAfterUp, 'an order acknowledged within 5 s of the database coming back').toBeLessThanOrEqual(5000);
  expect((await call('GET', '/limo/ready')).status).toBe(200);
  // Every acknowledged order is there once, under its key; no order was made without being acknowledged.
  const made = await database.db.select({ id: t.orders.id, remarks: t.orders.remarks }).from(t.orders).where(like(t.orders.remarks, 'outage-%'));
  expect(made.length).toBe(out.acknowledged.size);
  for (const row of made) expect(out.acknowledged.get(row.remarks as string), row.remarks ?? '').toBe(row.id);
  for (const [key, id] of out.acknowledged) {
    const [kept] = await database.db.select({ n: count() }).from(t.orderIdempotencyKeys).where(eq(t.orderIdempotencyKeys.idempotencyKey, key));
    expect(kept.n, key).toBe(1);
    expect(made.some((m) => m.id === id)).toBe(true);
  }
}, 60_000);

it('ends a statement past STATEMENT_TIMEOUT_MS with 503, keeping the connection for the next call', async () => {
  slowDb = await openPostgres(withDb(server.url, 'limo_outage'), { max: 1, statementTimeoutMs: 300 });
  const res = await call('GET', '/limo/test/slow');
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect((await res.json()).message).toMatch(/took too long/);
  const zh = await call('GET', '/limo/test/slow', undefined, { 'accept-language': 'zh-HK' });
  expect([zh.status, (await zh.json()).message]).toEqual([503, '資料庫回應逾時：請稍後再試']);
  await slowDb.ping(); // the one connection of the pool still answers
});
