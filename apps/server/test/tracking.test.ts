import { eq } from 'drizzle-orm';
import { operatorNow, TRACK_AFTER_PICKUP_MS } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { TRACK_CALLS_PER_MINUTE } from '../src/modules/tracking/tracking.routes.js';
import { createTestApp, type TestApp } from './harness.js';
import { trackingWorld } from './tracking-fixtures.js';

// The passenger's tracking page's data call (issue 33, docs/portal.md "Tracking link"): before, during and after the drive, 410, 404, limits.

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

const FIELDS = ['driverFirstName', 'hotline', 'pickupDate', 'pickupText', 'pickupTime', 'plate', 'status', 'vehicleType'];

describe('the public data call', () => {
  it('before a driver: the state, pick-up, vehicle type and hotline, no driver, plate nor position, nothing of the passengers', async () => {
    const job = await w.newJob();
    const body = await w.ok(job.token);
    expect(Object.keys(body).sort()).toEqual(FIELDS);
    const [ov] = await db().select().from(t.orderVehicles).where(eq(t.orderVehicles.id, job.ovId));
    expect(body).toMatchObject({ status: 'CONFIRMED', pickupDate: ov.pickupDate, pickupTime: ov.pickupTime.slice(0, 5), plate: null, driverFirstName: null });
    expect(body.hotline).toBe('+852 2345 6789');
    expect(body.pickupText).toEqual(expect.any(String));
    expect(String(body.pickupText).length).toBeGreaterThan(0);
    // The order's passenger and contact (orderMaker: Chan Tai Man, Ms Lee, +852 2345 6789 as contact) never show but the hotline.
    const text = JSON.stringify({ ...body, hotline: null });
    for (const secret of ['Chan Tai Man', 'Ms Lee', '2345 6789', 'fare', 'amount']) expect(text).not.toContain(secret);
    const pending = await w.newJob('P');
    expect((await w.ok(pending.token)).status).toBe('PENDING');
  });

  it('once assigned: the plate and the first name, still no position though the phone sends one', async () => {
    const job = await w.newJob();
    const driver = await w.driverWithLogin();
    await w.assign(job, driver.id);
    await w.position(driver.token, job.ovId, 22.3, 114.17);
    const body = await w.ok(job.token);
    const [vehicle] = await db().select().from(t.vehicles).where(eq(t.vehicles.id, w.vehicleId));
    expect(body).toMatchObject({ status: 'ASSIGNED', plate: vehicle.licensePlateNo, driverFirstName: 'Test' });
    expect(body.position).toBeUndefined();
    await w.mark(driver.token, job.ovId, 'ACK');
    expect(await w.ok(job.token)).toMatchObject({ status: 'ASSIGNED' });
    expect((await w.ok(job.token)).position).toBeUndefined();
  });

  it('on the way and arrived: the last position and its minutes; on board and completed: none; 410 from 30 minutes after the end', async () => {
    const job = await w.newJob();
    const driver = await w.driverWithLogin();
    await w.assign(job, driver.id);
    await w.mark(driver.token, job.ovId, 'ON_THE_WAY');
    await w.position(driver.token, job.ovId, 22.31, 114.17);
    const onTheWay = await w.ok(job.token);
    expect(onTheWay.status).toBe('ON_THE_WAY');
    expect(onTheWay.position).toMatchObject({ lat: 22.31, lng: 114.17, minutesAgo: 0 });
    expect(Date.parse(onTheWay.position?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The phone went quiet five minutes ago.
    await db()
      .update(t.driverLiveStatuses)
      .set({ lastUpdateTime: new Date(Date.now() - 5 * 60_000 - 5_000).toISOString() })
      .where(eq(t.driverLiveStatuses.driverId, driver.id));
    expect((await w.ok(job.token)).position?.minutesAgo).toBe(5);

    await w.mark(driver.token, job.ovId, 'ARRIVED');
    await w.position(driver.token, job.ovId, 22.32, 114.18);
    const arrived = await w.ok(job.token);
    expect(arrived).toMatchObject({ status: 'ARRIVED', position: { lat: 22.32, lng: 114.18, minutesAgo: 0 } });

    for (const status of ['POB', 'COMPLETED']) {
      await w.mark(driver.token, job.ovId, status);
      await w.position(driver.token, job.ovId, 22.33, 114.19);
      const body = await w.ok(job.token);
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
    expect((await w.ok(job.token)).status).toBe('COMPLETED');
    await endedAgo(31);
    const gone = await w.track(job.token, { ip: w.nextAddress() });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'TRACKING_ENDED', message: 'This trip has ended: the tracking link is closed.' });
  });

  it('410 TRACKING_ENDED once the pick-up is more than 24 hours ago and nobody marked the end (an office-run job)', async () => {
    const job = await w.newJob();
    const driver = await w.driverWithLogin();
    await w.assign(job, driver.id);
    const pickupAgo = async (ms: number) => {
      const at = operatorNow(Date.now() - ms);
      await db().update(t.orderVehicles).set({ pickupDate: at.date, pickupTime: at.time }).where(eq(t.orderVehicles.id, job.ovId));
    };
    await pickupAgo(TRACK_AFTER_PICKUP_MS - 5 * 60_000);
    expect(await w.ok(job.token)).toMatchObject({ status: 'ASSIGNED', driverFirstName: 'Test' });
    await pickupAgo(TRACK_AFTER_PICKUP_MS + 5 * 60_000);
    const gone = await w.track(job.token, { ip: w.nextAddress() });
    expect(gone.statusCode, gone.body).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'TRACKING_ENDED', message: 'This trip has ended: the tracking link is closed.' });
    expect(gone.body).not.toContain('Test');
  });

  it('410 for a cancelled order, a void one and a cancelled vehicle; 404 for an unknown or malformed token', async () => {
    const cases = [
      { set: () => db().update(t.orders).set({ orderStatus: 'C' }), on: 'order' },
      { set: () => db().update(t.orders).set({ orderStatus: 'V' }), on: 'order' },
      { set: () => db().update(t.orderVehicles).set({ orderVehicleStatus: 'C' }), on: 'vehicle' },
    ] as const;
    for (const c of cases) {
      const job = await w.newJob();
      await w.ok(job.token);
      if (c.on === 'order') await c.set().where(eq(t.orders.id, job.orderId));
      else await c.set().where(eq(t.orderVehicles.id, job.ovId));
      const res = await w.track(job.token, { ip: w.nextAddress() });
      expect(res.statusCode, c.on).toBe(410);
      expect(res.json(), c.on).toMatchObject({ code: 'TRACKING_CANCELLED', message: 'This trip was cancelled: the tracking link is closed.' });
    }
    for (const token of ['A'.repeat(43), 'not-a-token', 'x'.repeat(90), 'bad%00', 'b%C3%A4d', 'a.b']) {
      const res = await w.track(token, { ip: w.nextAddress() });
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message, token).toBe('This tracking link is not known. Check the link in your message.');
    }
  });

  it('an outsourced job shows the name the office typed, never the mobile stored after it (Name@mobile)', async () => {
    const job = await w.newJob();
    await db().update(t.orderVehicles).set({ outsourceVendorId: w.card.c1, outsourceDriverName: 'Wong@91234567' }).where(eq(t.orderVehicles.id, job.ovId));
    for (const lang of ['en', 'zh-HK']) {
      const body = await w.ok(job.token, lang);
      expect(body.driverFirstName, lang).toBe('Wong');
      expect(JSON.stringify({ ...body, hotline: null, pickupDate: null, pickupTime: null }), lang).not.toMatch(/9123/);
    }
  });

  it("answers in the caller's language: the vehicle type, the place and the driver in Chinese, and the refusals", async () => {
    const job = await w.newJob();
    const driver = await w.driverWithLogin();
    await db().update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, driver.id));
    await w.assign(job, driver.id);
    const [row] = await db()
      .select({ chi: t.vehicleTypes.vehicleTypeDescChi, eng: t.vehicleTypes.vehicleTypeDescEng })
      .from(t.vehicleTypes)
      .where(eq(t.vehicleTypes.id, w.card.vt));
    const [place] = await db()
      .select({ chi: t.locations.locationDescChi, eng: t.locations.locationDescEng })
      .from(t.locations)
      .where(eq(t.locations.id, w.card.loc.AP));
    const zh = await w.ok(job.token, 'zh-HK');
    expect(zh).toMatchObject({ driverFirstName: '陳師傅', vehicleType: row.chi ?? row.eng, pickupText: place.chi ?? place.eng });
    const en = await w.ok(job.token, 'en');
    expect(en).toMatchObject({ driverFirstName: 'Test', vehicleType: row.eng, pickupText: place.eng });
    const unknown = await w.track('B'.repeat(43), { lang: 'zh-HK', ip: w.nextAddress() });
    expect(unknown.json().message).toBe('找不到此追蹤連結，請檢查訊息中的連結。');
  });

  it(`limits an address to ${TRACK_CALLS_PER_MINUTE} calls a minute, another address going on`, async () => {
    const job = await w.newJob();
    const ip = '10.33.9.9';
    for (let i = 0; i < TRACK_CALLS_PER_MINUTE; i++) expect((await w.track(job.token, { ip })).statusCode, `call ${i + 1}`).toBe(200);
    const over = await w.track(job.token, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await w.track(job.token, { ip: '10.33.9.10' })).statusCode).toBe(200);
  });
});
