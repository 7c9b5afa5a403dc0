import { operatorNow } from '@limo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { TRACKING_TOKEN_DEFAULT } from '../src/db/schema/orders.js';
import { TRACK_CALLS_PER_MINUTE } from '../src/modules/tracking/tracking.routes.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, inlined, type OpenApiDoc, operationOf, successes } from './openapi-docs.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';
import { TRACKING_ROUTES } from './tracking-fixtures.js';

// The passenger's tracking link (issue 33, docs/portal.md "Tracking link"): tokens, the public data call, revoking.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let make: ReturnType<typeof orderMaker>;
let vehicleId: number;
const APP_PASSWORD = 'follow-the-car-2030';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const HOST = 'limo.example';

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  make = orderMaker(app, admin, card);
  vehicleId = await crew(app, admin).vehicle();
});
afterAll(() => app.close());

const db = () => app.database.db;
let address = 0;
/** Each test calls from an address of its own: the per-address limit is tested on its own. */
const nextAddress = () => `10.33.0.${++address}`;

function track(token: string, { lang, ip = '10.33.1.1' }: { lang?: string; ip?: string } = {}) {
  return app.app.inject({ method: 'GET', url: `/limo/public/track/${token}`, remoteAddress: ip, headers: lang ? { 'accept-language': lang } : {} });
}

async function driverWithLogin() {
  const id = await crew(app, admin).driver();
  const login = `trk${id}`;
  expect((await api.post(admin, '/limo/api/driverAuths', { driverId: id, loginName: login, recordStatus: 'A' })).statusCode).toBe(201);
  expect((await api.post(admin, '/limo/api/driverResetPassword', { driverId: id, newPassword: APP_PASSWORD })).statusCode).toBe(204);
  const res = await app.app.inject({ method: 'POST', url: '/limo/driver/auth', payload: { loginName: login, password: APP_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return { id, token: res.json().token as string };
}

interface Job {
  orderId: number;
  ovId: number;
  token: string;
}

/** An order of one vehicle picking up now (operator time), as the office saves it; `status` P is pending. */
async function newJob(orderStatus = 'A'): Promise<Job> {
  const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-03-04', pickupTime: '10:00' })], { orderStatus });
  const ov = order.orderVehicles[0] as unknown as { id: number; trackingToken: string };
  // Moved after pricing (the test rate card is of 2030): a driver marks POB from 30 minutes before the pick-up.
  const at = operatorNow();
  await db().update(t.orderVehicles).set({ pickupDate: at.date, pickupTime: at.time }).where(eq(t.orderVehicles.id, ov.id));
  return { orderId: order.id, ovId: ov.id, token: ov.trackingToken };
}

async function assign(job: Job, driverId: number) {
  const [ov] = await db().select().from(t.orderVehicles).where(eq(t.orderVehicles.id, job.ovId));
  const res = await api.post(admin, '/limo/api/updateOrderVehicle', { orderVehicleId: ov.id, version: ov.version, driverId, vehicleId, override: true });
  expect(res.statusCode, res.body).toBe(200);
}

let seq = 0;
const eventId = () => `trk-${Date.now()}-${++seq}`;
async function mark(driverToken: string, ovId: number, jobStatus: string) {
  const res = await app.app.inject({
    method: 'POST',
    url: `/limo/driver/api/jobs/${ovId}/progress`,
    headers: { authorization: `Bearer ${driverToken}` },
    payload: { jobStatus, at: new Date().toISOString(), clientEventId: eventId() },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function position(driverToken: string, ovId: number, latitude: number, longitude: number) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/limo/driver/api/positions',
    headers: { authorization: `Bearer ${driverToken}` },
    payload: { positions: [{ latitude, longitude, speed: 30, orderVehicleId: ovId, at: new Date().toISOString(), clientEventId: eventId() }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function ok(token: string, lang?: string) {
  const res = await track(token, { lang, ip: nextAddress() });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as Record<string, unknown> & { position?: { lat: number; lng: number; at: string; minutesAgo: number } };
}

const FIELDS = ['driverFirstName', 'hotline', 'pickupDate', 'pickupText', 'pickupTime', 'plate', 'status', 'vehicleType'];

describe('the tracking token', () => {
  it('is on every order vehicle of getOrder with its link, 244 random bits each, different for every vehicle', async () => {
    const order = await make.create(card.c1, [make.vehicle(), make.vehicle({ pickupTime: '11:00' })]);
    const res = await api.get(admin, `/limo/api/getOrder/${order.id}`, { host: HOST });
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

describe('the public data call', () => {
  it('before a driver: the state, pick-up, vehicle type and hotline, no driver, plate nor position, nothing of the passengers', async () => {
    const job = await newJob();
    const body = await ok(job.token);
    expect(Object.keys(body).sort()).toEqual(FIELDS);
    const [ov] = await db().select().from(t.orderVehicles).where(eq(t.orderVehicles.id, job.ovId));
    expect(body).toMatchObject({ status: 'CONFIRMED', pickupDate: ov.pickupDate, pickupTime: ov.pickupTime.slice(0, 5), plate: null, driverFirstName: null });
    expect(body.hotline).toBe('+852 2345 6789');
    expect(body.pickupText).toEqual(expect.any(String));
    expect(String(body.pickupText).length).toBeGreaterThan(0);
    // The order's passenger and contact (orderMaker: Chan Tai Man, Ms Lee, +852 2345 6789 as contact) never show but the hotline.
    const text = JSON.stringify({ ...body, hotline: null });
    for (const secret of ['Chan Tai Man', 'Ms Lee', '2345 6789', 'fare', 'amount']) expect(text).not.toContain(secret);
    const pending = await newJob('P');
    expect((await ok(pending.token)).status).toBe('PENDING');
  });

  it('once assigned: the plate and the first name, still no position though the phone sends one', async () => {
    const job = await newJob();
    const driver = await driverWithLogin();
    await assign(job, driver.id);
    await position(driver.token, job.ovId, 22.3, 114.17);
    const body = await ok(job.token);
    const [vehicle] = await db().select().from(t.vehicles).where(eq(t.vehicles.id, vehicleId));
    expect(body).toMatchObject({ status: 'ASSIGNED', plate: vehicle.licensePlateNo, driverFirstName: 'Test' });
    expect(body.position).toBeUndefined();
    await mark(driver.token, job.ovId, 'ACK');
    expect(await ok(job.token)).toMatchObject({ status: 'ASSIGNED' });
    expect((await ok(job.token)).position).toBeUndefined();
  });

  it('on the way and arrived: the last position and its minutes; on board and completed: none; 410 from 30 minutes after the end', async () => {
    const job = await newJob();
    const driver = await driverWithLogin();
    await assign(job, driver.id);
    await mark(driver.token, job.ovId, 'ON_THE_WAY');
    await position(driver.token, job.ovId, 22.31, 114.17);
    const onTheWay = await ok(job.token);
    expect(onTheWay.status).toBe('ON_THE_WAY');
    expect(onTheWay.position).toMatchObject({ lat: 22.31, lng: 114.17, minutesAgo: 0 });
    expect(Date.parse(onTheWay.position?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The phone went quiet five minutes ago.
    await db()
      .update(t.driverLiveStatuses)
      .set({ lastUpdateTime: new Date(Date.now() - 5 * 60_000 - 5_000).toISOString() })
      .where(eq(t.driverLiveStatuses.driverId, driver.id));
    expect((await ok(job.token)).position?.minutesAgo).toBe(5);

    await mark(driver.token, job.ovId, 'ARRIVED');
    await position(driver.token, job.ovId, 22.32, 114.18);
    const arrived = await ok(job.token);
    expect(arrived).toMatchObject({ status: 'ARRIVED', position: { lat: 22.32, lng: 114.18, minutesAgo: 0 } });

    for (const status of ['POB', 'COMPLETED']) {
      await mark(driver.token, job.ovId, status);
      await position(driver.token, job.ovId, 22.33, 114.19);
      const body = await ok(job.token);
      expect(body.status, status).toBe(status);
      expect(body.position, status).toBeUndefined();
      expect(Object.keys(body).sort(), status).toEqual(FIELDS);
    }
    const endedAgo = async (minutes: number) =>
      db()
        .update(t.driverJobs)
        .set({ completedTime: new Date(Date.now() - minutes * 60_000).toISOString() })
        .where(eq(t.driverJobs.orderVehicleId, job.ovId));
    await endedAgo(29);
    expect((await ok(job.token)).status).toBe('COMPLETED');
    await endedAgo(31);
    const gone = await track(job.token, { ip: nextAddress() });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'TRACKING_ENDED', message: 'This trip has ended: the tracking link is closed.' });
  });

  it('410 for a cancelled order, a void one and a cancelled vehicle; 404 for an unknown or malformed token', async () => {
    const cases = [
      { set: () => db().update(t.orders).set({ orderStatus: 'C' }), on: 'order' },
      { set: () => db().update(t.orders).set({ orderStatus: 'V' }), on: 'order' },
      { set: () => db().update(t.orderVehicles).set({ orderVehicleStatus: 'C' }), on: 'vehicle' },
    ] as const;
    for (const c of cases) {
      const job = await newJob();
      await ok(job.token);
      if (c.on === 'order') await c.set().where(eq(t.orders.id, job.orderId));
      else await c.set().where(eq(t.orderVehicles.id, job.ovId));
      const res = await track(job.token, { ip: nextAddress() });
      expect(res.statusCode, c.on).toBe(410);
      expect(res.json(), c.on).toMatchObject({ code: 'TRACKING_CANCELLED', message: 'This trip was cancelled: the tracking link is closed.' });
    }
    for (const token of ['A'.repeat(43), 'not-a-token', 'x'.repeat(90), 'bad%00', 'b%C3%A4d', 'a.b']) {
      const res = await track(token, { ip: nextAddress() });
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message, token).toBe('This tracking link is not known. Check the link in your message.');
    }
  });

  it("answers in the caller's language: the vehicle type, the place and the driver in Chinese, and the refusals", async () => {
    const job = await newJob();
    const driver = await driverWithLogin();
    await db().update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, driver.id));
    await assign(job, driver.id);
    const [row] = await db()
      .select({ chi: t.vehicleTypes.vehicleTypeDescChi, eng: t.vehicleTypes.vehicleTypeDescEng })
      .from(t.vehicleTypes)
      .where(eq(t.vehicleTypes.id, card.vt));
    const [place] = await db()
      .select({ chi: t.locations.locationDescChi, eng: t.locations.locationDescEng })
      .from(t.locations)
      .where(eq(t.locations.id, card.loc.AP));
    const zh = await ok(job.token, 'zh-HK');
    expect(zh).toMatchObject({ driverFirstName: '陳師傅', vehicleType: row.chi ?? row.eng, pickupText: place.chi ?? place.eng });
    const en = await ok(job.token, 'en');
    expect(en).toMatchObject({ driverFirstName: 'Test', vehicleType: row.eng, pickupText: place.eng });
    const unknown = await track('B'.repeat(43), { lang: 'zh-HK', ip: nextAddress() });
    expect(unknown.json().message).toBe('找不到此追蹤連結，請檢查訊息中的連結。');
  });

  it(`limits an address to ${TRACK_CALLS_PER_MINUTE} calls a minute, another address going on`, async () => {
    const job = await newJob();
    const ip = '10.33.9.9';
    for (let i = 0; i < TRACK_CALLS_PER_MINUTE; i++) expect((await track(job.token, { ip })).statusCode, `call ${i + 1}`).toBe(200);
    const over = await track(job.token, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await track(job.token, { ip: '10.33.9.10' })).statusCode).toBe(200);
  });
});

describe('revoking a link', () => {
  it('gives the vehicle a new token; the old one answers 410 from then on, the new one the trip; getOrder answers the new one', async () => {
    const job = await newJob();
    const res = await api.post(admin, `/limo/api/revokeTrackingToken/${job.ovId}`, {}, { host: HOST });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { orderVehicleId: number; trackingToken: string; trackingUrl: string };
    expect(body.orderVehicleId).toBe(job.ovId);
    expect(body.trackingToken).toMatch(TOKEN);
    expect(body.trackingToken).not.toBe(job.token);
    expect(body.trackingUrl).toBe(`http://${HOST}/t/${body.trackingToken}`);
    const old = await track(job.token, { ip: nextAddress() });
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ code: 'TRACKING_REVOKED' });
    expect((await ok(body.trackingToken)).status).toBe('CONFIRMED');
    const order = await api.get(admin, `/limo/api/getOrder/${job.orderId}`);
    expect(order.json().orderVehicles[0].trackingToken).toBe(body.trackingToken);
    const [revoked] = await db().select().from(t.revokedTrackingTokens).where(eq(t.revokedTrackingTokens.token, job.token));
    expect(revoked).toMatchObject({ orderVehicleId: job.ovId, revokedBy: 'admin' });
  });

  it('is for staff who take orders: refused without a session, 404 for a vehicle of no order of the branch', async () => {
    const job = await newJob();
    const anonymous = await app.app.inject({ method: 'POST', url: `/limo/api/revokeTrackingToken/${job.ovId}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const missing = await api.post(admin, '/limo/api/revokeTrackingToken/2000000000', {});
    expect(missing.statusCode).toBe(404);
    expect((await ok(job.token)).status).toBe('CONFIRMED');
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
    const job = await newJob();
    const driver = await driverWithLogin();
    await assign(job, driver.id);
    await mark(driver.token, job.ovId, 'ON_THE_WAY');
    await position(driver.token, job.ovId, 22.3, 114.1);
    const calls: [string, () => Promise<{ statusCode: number; body: string; json(): unknown }>][] = [
      ['GET /limo/public/track/{token}', () => track(job.token, { ip: nextAddress() })],
      ['POST /limo/api/revokeTrackingToken/{id}', () => api.post(admin, `/limo/api/revokeTrackingToken/${job.ovId}`, {})],
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
    expect(check(getOrder.schema as never, (await api.get(admin, `/limo/api/getOrder/${job.orderId}`)).json()), 'getOrder').toEqual([]);
  });
});
