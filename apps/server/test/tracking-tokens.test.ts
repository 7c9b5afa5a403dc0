import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { TRACKING_TOKEN_DEFAULT } from '../src/db/schema/orders.js';
import { orderMaker } from './enquiry-fixtures.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, inlined, type OpenApiDoc, operationOf, successes } from './openapi-docs.js';
import { makePricingCard } from './pricing-card.js';
import { TOKEN, TRACKING_ROUTES, trackingWorld } from './tracking-fixtures.js';

// The passenger's tracking link's token (issue 33, docs/portal.md "Tracking link"): on getOrder, its randomness, revoking, PUBLIC_URL.

let app: TestApp;
let admin: string;
let w: Awaited<ReturnType<typeof trackingWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  w = await trackingWorld(app, admin);
});
afterAll(() => app.close());

const db = () => app.database.db;
const HOST = 'limo.example';

describe('the tracking token', () => {
  it('is on every order vehicle of getOrder with its link, 244 random bits each, different for every vehicle', async () => {
    const order = await w.make.create(w.card.c1, [w.make.vehicle(), w.make.vehicle({ pickupTime: '11:00' })]);
    const res = await w.api.get(admin, `/limo/api/getOrder/${order.id}`, { host: HOST });
    expect(res.statusCode, res.body).toBe(200);
    const vehicles = res.json().orderVehicles as { trackingToken: string; trackingUrl: string }[];
    expect(vehicles).toHaveLength(2);
    for (const v of vehicles) {
      expect(v.trackingToken).toMatch(TOKEN);
      expect(Buffer.from(v.trackingToken, 'base64url')).toHaveLength(32);
      expect(v.trackingUrl).toBe(`http://${HOST}/t/${v.trackingToken}`);
    }
    expect(vehicles[0].trackingToken).not.toBe(vehicles[1].trackingToken);
  });

  it('is backfilled on the rows there before the migration, one token each (a volatile default), and spread over the whole alphabet', async () => {
    // The migration's steps on a table of its own: a nullable column of rows without tokens, its default set, then drawn per row.
    await db().execute(sql`create table trk_backfill_probe as select g as id, null::varchar(64) as tracking_token from generate_series(1, 100) g`);
    try {
      await db().execute(sql`alter table trk_backfill_probe alter column tracking_token set default ${sql.raw(TRACKING_TOKEN_DEFAULT)}`);
      await db().execute(sql`update trk_backfill_probe set tracking_token = default where tracking_token is null`);
      const rows = await db().execute<{ token: string }>(sql`select tracking_token as token from trk_backfill_probe`);
      const tokens = rows.rows.map((r) => r.token);
      expect(tokens).toHaveLength(100);
      for (const token of tokens) expect(token).toMatch(TOKEN);
      expect(new Set(tokens).size).toBe(100);
      // 43 characters of 64 symbols: over 100 tokens every symbol shows (a fixed or counter-like token would not).
      expect(new Set(tokens.join('')).size).toBe(64);
    } finally {
      await db().execute(sql`drop table trk_backfill_probe`);
    }
    const made = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from order_vehicles where tracking_token is null or length(tracking_token) <> 43`,
    );
    expect(Number(made.rows[0].n)).toBe(0);
  });
});

describe('revoking a link', () => {
  it('gives the vehicle a new token; the old one answers 410 from then on, the new one the trip; getOrder answers the new one', async () => {
    const job = await w.newJob();
    const res = await w.api.post(admin, `/limo/api/revokeTrackingToken/${job.ovId}`, {}, { host: HOST });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { orderVehicleId: number; trackingToken: string; trackingUrl: string };
    expect(body.orderVehicleId).toBe(job.ovId);
    expect(body.trackingToken).toMatch(TOKEN);
    expect(body.trackingToken).not.toBe(job.token);
    expect(body.trackingUrl).toBe(`http://${HOST}/t/${body.trackingToken}`);
    const old = await w.track(job.token, { ip: w.nextAddress() });
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ code: 'TRACKING_REVOKED' });
    expect((await w.ok(body.trackingToken)).status).toBe('CONFIRMED');
    const order = await w.api.get(admin, `/limo/api/getOrder/${job.orderId}`);
    expect(order.json().orderVehicles[0].trackingToken).toBe(body.trackingToken);
    const [revoked] = await db().select().from(t.revokedTrackingTokens).where(eq(t.revokedTrackingTokens.token, job.token));
    expect(revoked).toMatchObject({ orderVehicleId: job.ovId, revokedBy: 'admin' });
  });

  it('is for staff who take orders: refused without a session, 404 for a vehicle of no order of the branch', async () => {
    const job = await w.newJob();
    const anonymous = await app.app.inject({ method: 'POST', url: `/limo/api/revokeTrackingToken/${job.ovId}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const missing = await w.api.post(admin, '/limo/api/revokeTrackingToken/2000000000', {});
    expect(missing.statusCode).toBe(404);
    expect((await w.ok(job.token)).status).toBe('CONFIRMED');
  });
});

describe('PUBLIC_URL', () => {
  it('is the base of the links handed out when the operator sets it, whatever origin the office called', async () => {
    const other = await createTestApp({ publicUrl: 'https://track.limo.example/' });
    try {
      const token = await other.login('admin');
      const otherCard = await makePricingCard(other, token);
      const otherMake = orderMaker(other, token, otherCard);
      const order = await otherMake.create(otherCard.c1, [otherMake.vehicle()]);
      const res = await other.as(token, { method: 'GET', url: `/limo/api/getOrder/${order.id}`, headers: { host: HOST } });
      const v = res.json().orderVehicles[0] as { trackingToken: string; trackingUrl: string };
      expect(v.trackingUrl).toBe(`https://track.limo.example/t/${v.trackingToken}`);
    } finally {
      await other.close();
    }
  });
});

describe('the documented answers', () => {
  it('answer as documented, and every route is called', async () => {
    const doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
    const check = answerChecker();
    const called = new Set<string>();
    const job = await w.newJob();
    const driver = await w.driverWithLogin();
    await w.assign(job, driver.id);
    await w.mark(driver.token, job.ovId, 'ON_THE_WAY');
    await w.position(driver.token, job.ovId, 22.3, 114.1);
    const calls: [string, () => Promise<{ statusCode: number; body: string; json(): unknown }>][] = [
      ['GET /limo/public/track/{token}', () => w.track(job.token, { ip: w.nextAddress() })],
      ['POST /limo/api/revokeTrackingToken/{id}', () => w.api.post(admin, `/limo/api/revokeTrackingToken/${job.ovId}`, {})],
    ];
    for (const [route, call] of calls) {
      const res = await call();
      const documented = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode);
      expect(documented, `${route}: answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeDefined();
      if (documented?.schema) expect(check(documented.schema, res.json()), route).toEqual([]);
      called.add(route);
    }
    expect(TRACKING_ROUTES.filter((r) => !called.has(r))).toEqual([]);
    const getOrder = successes(operationOf(doc, 'GET /limo/api/getOrder/{id}'))[0];
    expect(check(getOrder.schema as never, (await w.api.get(admin, `/limo/api/getOrder/${job.orderId}`)).json()), 'getOrder').toEqual([]);
  });
});
