import { DEFAULT_REGION_CENTRES, operatorNow } from '@limo/domain';
import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';
import { prunePositions } from '../src/modules/driver-jobs/positions.js';

// The driver page's calls, driver tokens, positions and the gps channel (issue 11, docs/driver-jobs.md).

let app: TestApp;
let url: string;
let admin: string;
let dispatcher: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let make: ReturnType<typeof orderMaker>;
const DAY = '2030-05-06';
const APP_PASSWORD = 'ride-safely-2030';
const sockets: Socket[] = [];

interface Driver {
  id: number;
  login: string;
  token: string;
}

/** A driver of branch 2 with an app login and a signed-in token. */
async function driverWithLogin(): Promise<Driver> {
  const id = await crew(app, admin).driver();
  const [d] = await app.database.db.select().from(t.drivers).where(eq(t.drivers.id, id));
  const login = d.driverNo.toLowerCase();
  expect((await api.post(admin, '/limo/api/driverAuths', { driverId: id, loginName: login, recordStatus: 'A' })).statusCode).toBe(201);
  expect((await api.post(admin, '/limo/api/driverResetPassword', { driverId: id, newPassword: APP_PASSWORD })).statusCode).toBe(204);
  const res = await app.app.inject({ method: 'POST', url: '/limo/driver/auth', payload: { loginName: login.toUpperCase(), password: APP_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return { id, login, token: res.json().token as string };
}

/** A job of DAY given to the driver (through the grid's own call). */
async function jobFor(driverId: number, pickupTime = '09:00', date = DAY): Promise<number> {
  const order = await make.create(card.c1, [make.vehicle({ pickupDate: date, pickupTime })]);
  const v = order.orderVehicles[0];
  const res = await api.post(admin, '/limo/api/updateOrderVehicle', { orderVehicleId: v.id, version: v.version, driverId, override: true });
  expect(res.statusCode, res.body).toBe(200);
  return v.id;
}

/** A job of the driver whose pick-up is `minutes` from now on the operator's clock. */
async function jobIn(driverId: number, minutes: number): Promise<number> {
  const id = await jobFor(driverId);
  // Moved after pricing: the test rate card is of 2030.
  const at = operatorNow(Date.now() + minutes * 60_000);
  await app.database.db.update(t.orderVehicles).set({ pickupDate: at.date, pickupTime: at.time }).where(eq(t.orderVehicles.id, id));
  return id;
}

const as = (token: string, more: Record<string, string> = {}) => ({
  get: (u: string) => app.app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}`, ...more } }),
  post: (u: string, payload: unknown) =>
    app.app.inject({ method: 'POST', url: u, payload: payload as object, headers: { authorization: `Bearer ${token}`, ...more } }),
});
let seq = 0;
const eventId = () => `test-event-${Date.now()}-${++seq}`;
const mark = (d: Driver, orderVehicleId: number, jobStatus: string, clientEventId = eventId()) =>
  as(d.token).post(`/limo/driver/api/jobs/${orderVehicleId}/progress`, { jobStatus, at: new Date().toISOString(), clientEventId });
const ov = async (id: number) => (await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, id)))[0];
const history = async (id: number, fieldName: string) =>
  app.database.db
    .select()
    .from(t.orderHistories)
    .where(and(eq(t.orderHistories.orderVehicleId, id), eq(t.orderHistories.fieldName, fieldName)));

beforeAll(async () => {
  app = await createTestApp();
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`;
  api = client(app);
  admin = await app.login('admin');
  dispatcher = await app.login('dispatcher');
  card = await makePricingCard(app, admin);
  make = orderMaker(app, admin, card);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await app.close();
});

describe('driver sign-in', () => {
  it('answers a driver token for the driver number (any case) and app password, and refuses a wrong one without saying which part', async () => {
    const d = await driverWithLogin();
    expect(d.token.split('.')).toHaveLength(3);
    const wrong = await app.app.inject({ method: 'POST', url: '/limo/driver/auth', payload: { loginName: d.login, password: 'not-the-password' } });
    const nobody = await app.app.inject({ method: 'POST', url: '/limo/driver/auth', payload: { loginName: 'nobody-here', password: APP_PASSWORD } });
    for (const res of [wrong, nobody]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Wrong driver number or password');
    }
    const empty = await app.app.inject({ method: 'POST', url: '/limo/driver/auth', payload: { loginName: '', password: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(['Driver number is required', 'Password is required']);
  });

  it('stops a token at once when its login is cancelled', async () => {
    const d = await driverWithLogin();
    const [auth] = await app.database.db.select().from(t.driverAuths).where(eq(t.driverAuths.driverId, d.id));
    await app.database.db.update(t.driverAuths).set({ recordStatus: 'C' }).where(eq(t.driverAuths.id, auth.id));
    await new Promise((r) => setTimeout(r, app.config.principalCacheMs + 50));
    const res = await as(d.token).get(`/limo/driver/api/jobs?dutyDate=${DAY}`);
    expect(res.statusCode).toBe(401);
    const again = await app.app.inject({ method: 'POST', url: '/limo/driver/auth', payload: { loginName: d.login, password: APP_PASSWORD } });
    expect(again.statusCode).toBe(401);
  });
});

describe('driver token isolation', () => {
  let a: Driver;
  let b: Driver;
  let jobA: number;
  let jobB: number;
  beforeAll(async () => {
    [a, b] = [await driverWithLogin(), await driverWithLogin()];
    [jobA, jobB] = [await jobFor(a.id, '08:00'), await jobFor(b.id, '10:00')];
  });

  it("lists only the driver's own jobs, with the job's places, contact and status", async () => {
    const res = await as(a.token).get(`/limo/driver/api/jobs?dutyDate=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.driver.driverId).toBe(a.id);
    expect(body.jobs.map((j: { orderVehicleId: number }) => j.orderVehicleId)).toEqual([jobA]);
    expect(body.jobs[0]).toMatchObject({ pickupTime: '08:00', jobStatus: null, pickup: { code: expect.any(String) }, contact: expect.any(Object) });
    const other = await as(b.token).get(`/limo/driver/api/jobs?dutyDate=${DAY}`);
    expect(other.json().jobs.map((j: { orderVehicleId: number }) => j.orderVehicleId)).toEqual([jobB]);
  });

  it("refuses a mark, a mileage and a petrol on another driver's job with a 404, and changes nothing", async () => {
    const tries = [
      await mark(a, jobB, 'ACK'),
      await as(a.token).post(`/limo/driver/api/jobs/${jobB}/mileage`, { startMileage: 100, clientEventId: eventId() }),
      await as(a.token).post(`/limo/driver/api/jobs/${jobB}/petrol`, { litres: '10', amount: '150.00', clientEventId: eventId() }),
    ];
    for (const res of tries) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(`Job ${jobB} is not one of your jobs`);
    }
    expect((await ov(jobB)).jobStatus).toBeNull();
    expect(await app.database.db.select().from(t.driverJobs).where(eq(t.driverJobs.orderVehicleId, jobB))).toEqual([]);
  });

  it("never lets a position name another driver's job: the live record then has no order", async () => {
    const res = await as(a.token).post('/limo/driver/api/positions', {
      positions: [{ latitude: 22.3, longitude: 114.17, speed: 20, orderVehicleId: jobB, at: new Date().toISOString(), clientEventId: eventId() }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [live] = await app.database.db.select().from(t.driverLiveStatuses).where(eq(t.driverLiveStatuses.driverId, a.id));
    expect(live).toMatchObject({ orderId: null, orderVehicleId: null });
  });

  it('refuses a staff token on the driver calls and a driver token on the staff calls and sockets', async () => {
    expect((await as(admin).get(`/limo/driver/api/jobs?dutyDate=${DAY}`)).statusCode).toBe(401);
    expect(
      (await as(admin).post(`/limo/driver/api/jobs/${jobA}/progress`, { jobStatus: 'ACK', at: new Date().toISOString(), clientEventId: eventId() })).statusCode,
    ).toBe(401);
    for (const u of ['/limo/api/staffs', '/limo/node/api/dashboard', '/limo/node/api/liveVehicles', `/limo/node/api/driverJobs/${a.id}/${DAY}`])
      expect((await as(a.token).get(u)).statusCode, u).toBe(401);
    expect((await as(a.token).post('/limo/auth/user', {})).statusCode).toBe(401);
    const socket = io(url, { path: '/limo/socket.io', auth: { token: a.token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const refusal = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(refusal.message).toMatch(/token/);
  });

  it("answers the driver's Chinese name beside the English one, so the page shows the one of its language (issue 30)", async () => {
    await app.database.db.update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, a.id));
    const res = await as(a.token).get(`/limo/driver/api/jobs?dutyDate=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().driver).toMatchObject({ driverId: a.id, driverNameChi: '陳大文' });
  });

  it('refuses a tampered or missing driver token', async () => {
    const [head, payload, sig] = a.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: String(b.id) })).toString('base64url')}.${sig}`;
    expect((await as(forged).get(`/limo/driver/api/jobs?dutyDate=${DAY}`)).statusCode).toBe(401);
    expect((await app.app.inject({ method: 'GET', url: `/limo/driver/api/jobs?dutyDate=${DAY}` })).statusCode).toBe(401);
  });
});

describe('job marks', () => {
  it('moves the job forward, writes the order vehicle status with one history row per change, and answers a replay as before without applying it again', async () => {
    const d = await driverWithLogin();
    const job = await jobFor(d.id);
    const before = await ov(job);
    const id = eventId();
    const first = await mark(d, job, 'ACK', id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ orderVehicleId: job, jobStatus: 'ACK', ackTime: expect.any(String), pobTime: null });
    const replay = await mark(d, job, 'ACK', id);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await history(job, 'jobStatus')).toHaveLength(1);
    expect((await ov(job)).version).toBe(before.version + 1);
    expect((await mark(d, job, 'ON_THE_WAY')).json().jobStatus).toBe('ON_THE_WAY');
    expect((await ov(job)).jobStatus).toBe('ON_THE_WAY');
    expect((await history(job, 'jobStatus')).map((h) => [h.oldValue, h.newValue, h.createBy])).toEqual(
      expect.arrayContaining([
        [null, 'ACK', `driver:${d.login}`],
        ['ACK', 'ON_THE_WAY', `driver:${d.login}`],
      ]),
    );
  });

  it('refuses a mark that goes back with a 409, and remembers the refusal for a replay even after the job moved on', async () => {
    const d = await driverWithLogin();
    const job = await jobIn(d.id, 10); // POB is marked: the pick-up is near
    await mark(d, job, 'ARRIVED');
    const id = eventId();
    const back = await mark(d, job, 'ACK', id);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('The job is already at ARRIVED: ACK would go back');
    await mark(d, job, 'POB');
    const replay = await mark(d, job, 'ACK', id);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual(back.json());
    expect((await ov(job)).jobStatus).toBe('POB');
  });

  it("refuses POB and COMPLETED earlier than the setting's minutes before the pick-up (30 by default), and changes nothing", async () => {
    const d = await driverWithLogin();
    const job = await jobIn(d.id, 45);
    expect((await mark(d, job, 'ARRIVED')).statusCode).toBe(200);
    for (const status of ['POB', 'COMPLETED']) {
      const early = await mark(d, job, status);
      expect(early.statusCode, early.body).toBe(409);
      expect(early.json()).toMatchObject({ code: 'MARK_TOO_EARLY', minutes: 30 });
      expect(early.json().message).toMatch(new RegExp(`^${status} can be marked from 30 minutes before the pick-up`));
    }
    expect((await ov(job)).jobStatus).toBe('ARRIVED');
    const near = await jobIn(d.id, 20);
    expect((await mark(d, near, 'POB')).statusCode).toBe(200);
    // The setting staff can change: 60 minutes lets the first job be marked now.
    const setting = (v: string) => app.database.db.update(t.sysParameters).set({ parmValue: v }).where(eq(t.sysParameters.parmKey, 'earliestPobMinutes'));
    await setting('60');
    try {
      // The jobs' answer tells the page the setting, so it greys the buttons as the server refuses (issue 30 part 8b).
      expect((await as(d.token).get('/limo/driver/api/jobs')).json().earliestPobMinutes).toBe(60);
      expect((await mark(d, job, 'POB')).statusCode).toBe(200);
    } finally {
      await setting('30');
    }
  });

  it("words MARK_TOO_EARLY in the driver page's language (Accept-Language), the same code in each (issue 30 part 1)", async () => {
    const d = await driverWithLogin();
    const job = await jobIn(d.id, 45);
    const early = (lang: string) =>
      as(d.token, { 'accept-language': lang }).post(`/limo/driver/api/jobs/${job}/progress`, {
        jobStatus: 'POB',
        at: new Date().toISOString(),
        clientEventId: eventId(),
      });
    const [zh, en] = [await early('zh-HK'), await early('en')];
    expect([zh.statusCode, en.statusCode]).toEqual([409, 409]);
    expect(zh.json()).toMatchObject({ code: 'MARK_TOO_EARLY', minutes: 30 });
    expect(en.json()).toMatchObject({ code: 'MARK_TOO_EARLY', minutes: 30 });
    expect(zh.json().message).toMatch(/^POB 最早可於接載時間 \d\d\/\d\d\/\d{4} \d\d:\d\d 前 30 分鐘標記$/);
    expect(en.json().message).toMatch(/^POB can be marked from 30 minutes before the pick-up at /);
    // A wrong token's 401 is worded in the request's language too.
    const signIn = await as('not-a-token', { 'accept-language': 'zh-HK' }).get('/limo/driver/api/jobs');
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe('請重新登入：司機登入憑證已過期或無效');
  });

  it('marks a no-show on the order vehicle too, and shows the status on the schedule row', async () => {
    const d = await driverWithLogin();
    const job = await jobFor(d.id, '11:00');
    expect((await mark(d, job, 'NO_SHOW')).statusCode).toBe(200);
    expect(await ov(job)).toMatchObject({ jobStatus: 'NO_SHOW', noshowFlag: 1 });
    const grid = await api.get(admin, `/limo/api/schedules/searchByServiceDate/${DAY}`);
    const row = (grid.json()._embedded.schedules as { orderVehicleId: number; jobStatus: string; noshowFlag: number }[]).find((r) => r.orderVehicleId === job);
    expect(row).toMatchObject({ jobStatus: 'NO_SHOW', noshowFlag: 1 });
  });

  it('refuses bad bodies with the field named, and stores nothing', async () => {
    const d = await driverWithLogin();
    const job = await jobFor(d.id);
    const cases: [unknown, RegExp][] = [
      [{ jobStatus: 'DONE', at: new Date().toISOString(), clientEventId: eventId() }, /jobStatus must be one of/],
      [{ jobStatus: 'ACK', at: 'soon', clientEventId: eventId() }, /at must be an ISO date-time/],
      [{ jobStatus: 'ACK', at: new Date().toISOString(), clientEventId: 'x' }, /clientEventId must be 8 to 100/],
      [{ jobStatus: 'ACK', at: '2020-01-01T00:00:00Z', clientEventId: eventId() }, /at is more than 7 days ago/],
    ];
    for (const [body, message] of cases) {
      const res = await as(d.token).post(`/limo/driver/api/jobs/${job}/progress`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await ov(job)).jobStatus).toBeNull();
  });

  it('records mileage and petrol once per client id, refusing an end below the start', async () => {
    const d = await driverWithLogin();
    const job = await jobFor(d.id);
    const id = eventId();
    const petrol = { litres: '32.5', amount: '480.00', receiptNo: 'R-1', clientEventId: id };
    const p1 = await as(d.token).post(`/limo/driver/api/jobs/${job}/petrol`, petrol);
    const p2 = await as(d.token).post(`/limo/driver/api/jobs/${job}/petrol`, petrol);
    expect(p1.statusCode, p1.body).toBe(200);
    expect(p2.json()).toEqual(p1.json());
    expect((await as(d.token).post(`/limo/driver/api/jobs/${job}/mileage`, { startMileage: 1200, clientEventId: eventId() })).statusCode).toBe(200);
    const low = await as(d.token).post(`/limo/driver/api/jobs/${job}/mileage`, { endMileage: 1100, clientEventId: eventId() });
    expect(low.statusCode).toBe(400);
    const ok = await as(d.token).post(`/limo/driver/api/jobs/${job}/mileage`, { endMileage: 1260, clientEventId: eventId() });
    expect(ok.json()).toEqual({ startMileage: 1200, endMileage: 1260 });
    const day = (await as(d.token).get(`/limo/driver/api/jobs?dutyDate=${DAY}`)).json();
    expect(day.jobs[0]).toMatchObject({
      mileage: { startMileage: 1200, endMileage: 1260 },
      petrols: [{ litres: '32.50', amount: '480.00', receiptNo: 'R-1' }],
    });
  });
});

describe('positions and the gps channel', () => {
  const pos = (latitude: number, minutesAgo: number, clientEventId = eventId(), orderVehicleId?: number) => ({
    latitude,
    longitude: 114.17,
    speed: 30,
    orderVehicleId,
    at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    clientEventId,
  });

  it('stores each position once, moves the live record to the newest, never back to an older one, and sends it to dispatchers on gps', async () => {
    const d = await driverWithLogin();
    const job = await jobFor(d.id);
    await mark(d, job, 'ON_THE_WAY');
    const watcher = io(url, { path: '/limo/socket.io', auth: { token: dispatcher }, transports: ['websocket'], reconnection: false });
    sockets.push(watcher);
    await new Promise<void>((resolve, reject) => {
      watcher.once('connect', () => resolve());
      watcher.once('connect_error', reject);
    });
    const gps = new Promise<{ drivers: Record<string, unknown>[] }>((resolve) => {
      const on = (payload: { drivers: Record<string, unknown>[] }) => {
        if (payload.drivers.some((x) => x.driverId === d.id)) {
          watcher.off('gps', on);
          resolve(payload);
        }
      };
      watcher.on('gps', on);
    });
    const batch = [pos(22.301, 3), pos(22.302, 2), pos(22.303, 1, eventId(), job)];
    const first = await as(d.token).post('/limo/driver/api/positions', { positions: batch, appVersion: '1.0.0' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ accepted: 3, duplicates: 0 });
    expect((await as(d.token).post('/limo/driver/api/positions', { positions: batch })).json()).toEqual({ accepted: 0, duplicates: 3 });
    expect(await app.database.db.select().from(t.driverPositions).where(eq(t.driverPositions.driverId, d.id))).toHaveLength(3);
    const event = await gps;
    expect(event.drivers.find((x) => x.driverId === d.id)).toMatchObject({
      latitude: 22.303,
      speed: 30,
      orderVehicleId: job,
      orderId: expect.any(Number),
      startedFlag: 1,
      appVersion: '1.0.0',
      jobStatus: 'ON_THE_WAY',
      lastUpdateTime: batch[2].at,
    });
    await as(d.token).post('/limo/driver/api/positions', { positions: [pos(22.2, 30)] });
    const [live] = await app.database.db.select().from(t.driverLiveStatuses).where(eq(t.driverLiveStatuses.driverId, d.id));
    expect(live.latitude).toBe(22.303);
    expect(await app.database.db.select().from(t.driverPositions).where(eq(t.driverPositions.driverId, d.id))).toHaveLength(4);
  });

  it('refuses a bad batch whole, naming each bad value, and stores none of it', async () => {
    const d = await driverWithLogin();
    const res = await as(d.token).post('/limo/driver/api/positions', {
      positions: [pos(22.3, 1), { ...pos(95, 1), longitude: 'east', clientEventId: 'short' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'positions[1].latitude must be a number from -90 to 90',
      'positions[1].longitude must be a number from -180 to 180',
      'positions[1].clientEventId must be 8 to 100 letters, digits, _ or -',
    ]);
    expect(await app.database.db.select().from(t.driverPositions).where(eq(t.driverPositions.driverId, d.id))).toEqual([]);
    const many = await as(d.token).post('/limo/driver/api/positions', { positions: Array.from({ length: 101 }, () => pos(22.3, 1)) });
    expect(many.statusCode).toBe(400);
    expect((await as(d.token).post('/limo/driver/api/positions', { positions: [] })).statusCode).toBe(400);
  });

  it('lists live vehicles of the last 24 hours only, with the map settings', async () => {
    const fresh = await driverWithLogin();
    const stale = await driverWithLogin();
    await as(fresh.token).post('/limo/driver/api/positions', { positions: [pos(22.31, 1)] });
    await as(stale.token).post('/limo/driver/api/positions', { positions: [pos(22.31, 1)] });
    await app.database.db
      .update(t.driverLiveStatuses)
      .set({ lastUpdateTime: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where(eq(t.driverLiveStatuses.driverId, stale.id));
    const res = await api.get(dispatcher, '/limo/node/api/liveVehicles');
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().drivers as { driverId: number }[]).map((x) => x.driverId);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(stale.id);
    expect(res.json()).toMatchObject({ tileUrl: null, radii: { airport: 3000, central: 1477, kln: 3469, kwaiFongCarPark: 156 } });
    expect(res.json().centres.airport).toEqual(DEFAULT_REGION_CENTRES.airport);
  });

  it("answers the operator's active places with a position, for the map's own background (issue 30)", async () => {
    const db = app.database.db;
    const [placed] = await db
      .insert(t.locations)
      .values({ locationCode: 'MAP-PIN', locationDescEng: 'Map Pin Hotel', locationDescChi: '地圖酒店', latitude: '22.295100', longitude: '114.172200' })
      .returning();
    await db.insert(t.locations).values([
      { locationCode: 'MAP-NOPOS', locationDescEng: 'No Position' },
      { locationCode: 'MAP-GONE', locationDescEng: 'Closed Hotel', latitude: '22.3', longitude: '114.1', recordStatus: 'I' },
    ]);
    const places = (await api.get(dispatcher, '/limo/node/api/liveVehicles')).json().places as { code: string }[];
    expect(places.find((p) => p.code === 'MAP-PIN')).toEqual({
      id: placed.id,
      code: 'MAP-PIN',
      nameEng: 'Map Pin Hotel',
      nameChi: '地圖酒店',
      latitude: 22.2951,
      longitude: 114.1722,
    });
    expect(places.map((p) => p.code)).not.toContain('MAP-NOPOS');
    expect(places.map((p) => p.code)).not.toContain('MAP-GONE');
  });
});

describe('position history', () => {
  it('drops positions older than the days kept, and remembered client ids older than 8 days, keeping the rest', async () => {
    const d = await driverWithLogin();
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await app.database.db.insert(t.driverPositions).values([
      { driverId: d.id, latitude: 22.3, longitude: 114.1, clientEventId: 'history-old-1', at: days(31), receivedDt: days(31) },
      { driverId: d.id, latitude: 22.3, longitude: 114.1, clientEventId: 'history-new-1', at: days(29), receivedDt: days(29) },
    ]);
    await app.database.db.insert(t.driverClientEvents).values([
      { driverId: d.id, clientEventId: 'event-old-1', statusCode: 200, answer: {}, createDt: days(9) },
      { driverId: d.id, clientEventId: 'event-new-1', statusCode: 200, answer: {}, createDt: days(7) },
    ]);
    const dropped = await prunePositions(app.database.db, 30);
    expect(dropped.positions).toBeGreaterThanOrEqual(1);
    expect(dropped.events).toBeGreaterThanOrEqual(1);
    const left = await app.database.db.select().from(t.driverPositions).where(eq(t.driverPositions.driverId, d.id));
    expect(left.map((p) => p.clientEventId)).toEqual(['history-new-1']);
    const events = await app.database.db.select().from(t.driverClientEvents).where(eq(t.driverClientEvents.driverId, d.id));
    expect(events.map((e) => e.clientEventId)).toEqual(['event-new-1']);
  });
});
