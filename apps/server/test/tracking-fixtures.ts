import { operatorNow } from '@limo/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client } from './files-helpers.js';
import type { TestApp } from './harness.js';
import { makePricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';

/** The tracking link's calls (issue 33): called against their documents in tracking-tokens.test.ts. */
export const TRACKING_ROUTES = ['GET /limo/public/track/{token}', 'POST /limo/api/revokeTrackingToken/{id}'];

export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const APP_PASSWORD = 'follow-the-car-2030';

export interface Job {
  orderId: number;
  ovId: number;
  token: string;
}

/** Orders, drivers, marks and positions for the tracking tests, on `app` as `admin`. */
export async function trackingWorld(app: TestApp, admin: string) {
  const api = client(app);
  const card = await makePricingCard(app, admin);
  const make = orderMaker(app, admin, card);
  const vehicleId = await crew(app, admin).vehicle();
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

  return { api, card, make, vehicleId, track, nextAddress, driverWithLogin, newJob, assign, mark, position, ok };
}
