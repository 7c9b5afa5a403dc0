import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { CHINALINK } from '../src/integrations/chinalink/outbox.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client } from './files-helpers.js';
import type { TestApp } from './harness.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { makePricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';
import { uniqueCode } from './samples.js';

/** The partner outbox's hand-written calls (issue 18); partner-outbox.test.ts calls each against its documented answer. */
export const OUTBOX_ROUTES = [
  'POST /limo/node/api/chinaLink/updateDriverJobs/{id}/1',
  'POST /limo/node/api/chinaLink/retry/{outboxId}',
  'POST /limo/node/api/chinaLink/retryLog/{apiHistoryId}',
];

const check = answerChecker();
let doc: OpenApiDoc | undefined;

/** Checks a success against the answer the OpenAPI document gives the route. */
export async function documented(app: TestApp, route: string, res: LightMyRequestResponse) {
  doc ??= inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
  const schema = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode)?.schema;
  expect(schema, `${route} documents ${res.statusCode}`).toBeDefined();
  expect(check(schema as never, res.json()), `${route}: answer against its documented schema`).toEqual([]);
}

/** Its call with an :id, for ids.test.ts. */
export const OUTBOX_ID_ROUTES = [{ method: 'POST', path: '/limo/node/api/chinaLink/updateDriverJobs/:id/1', label: 'Partner booking' }];

export interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  /** The status the fake answered. */
  status: number;
}

/** A fake partner on 127.0.0.1, port 0: records every call and answers 200, or 500 for the next `failNext` calls. */
export async function fakePartner() {
  const received: Received[] = [];
  let failures = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const status = failures > 0 ? 500 : 200;
      if (failures > 0) failures--;
      received.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body: text ? JSON.parse(text) : {}, status });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { ok: true } : { error: 'partner is down' }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/partner`;
  return {
    url,
    received,
    /** The events delivered (answered 200), in arrival order. */
    delivered: () => received.filter((r) => r.status === 200 && r.path === '/partner/events').map((r) => r.body),
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Waits until `check` holds, polling every 20 ms; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 15_000, what = 'the condition') {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const APP_PASSWORD = 'ride-safely-2030';

/** Orders that came from a partner booking, a driver with the driver page's login, and their marks. */
export async function bookingWorld(app: TestApp, admin: string) {
  const api = client(app);
  const db = app.database.db;
  const card = await makePricingCard(app, admin);
  const make = orderMaker(app, admin, card);
  const people = crew(app, admin);

  /** An order made for a partner booking (a partner_bookings row pointing at its vehicle). */
  async function booking(date = '2030-06-01', pickupTime = '09:00') {
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: date, pickupTime })]);
    const v = order.orderVehicles[0];
    const [o] = await db.select({ branchId: t.orders.branchId }).from(t.orders).where(eq(t.orders.id, order.id));
    const partnerOrderId = `CL-${uniqueCode(10)}`;
    const [row] = await db
      .insert(t.partnerBookings)
      .values({
        partner: CHINALINK,
        partnerOrderId,
        status: 'ACCEPTED',
        branchId: o.branchId,
        serviceType: 'Transfer',
        pickupDate: date,
        pickupTime,
        vehicleTypeCode: 'SEDAN',
        vehicleTypeId: card.vt,
        paxName: 'Chan Tai Man',
        orderId: order.id,
        orderVehicleId: v.id,
      })
      .returning({ id: t.partnerBookings.id });
    return { bookingId: row.id, partnerOrderId, order, orderId: order.id, orderVehicleId: v.id, version: v.version };
  }

  /** An order of nobody's booking. */
  async function plainJob(date = '2030-06-01') {
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: date })]);
    return { orderId: order.id, orderVehicleId: order.orderVehicles[0].id, version: order.orderVehicles[0].version };
  }

  /** A driver of branch 2 signed in on the driver page. */
  async function driver() {
    const id = await people.driver();
    const [d] = await db.select().from(t.drivers).where(eq(t.drivers.id, id));
    const login = d.driverNo.toLowerCase();
    expect((await api.post(admin, '/limo/api/driverAuths', { driverId: id, loginName: login, recordStatus: 'A' })).statusCode).toBe(201);
    expect((await api.post(admin, '/limo/api/driverResetPassword', { driverId: id, newPassword: APP_PASSWORD })).statusCode).toBe(204);
    const res = await app.app.inject({ method: 'POST', url: '/limo/driver/auth', payload: { loginName: login, password: APP_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    return { id, name: d.driverNameEng, mobile: d.mobileNo, token: res.json().token as string };
  }

  /** The grid's own call gives the job to the driver and the car. */
  async function assign(job: { orderVehicleId: number; version: number }, driverId: number, vehicleId?: number) {
    const res = await api.post(admin, '/limo/api/updateOrderVehicle', {
      orderVehicleId: job.orderVehicleId,
      version: job.version,
      driverId,
      vehicleId,
      override: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  let seq = 0;
  async function mark(token: string, orderVehicleId: number, jobStatus: string) {
    const res = await app.app.inject({
      method: 'POST',
      url: `/limo/driver/api/jobs/${orderVehicleId}/progress`,
      payload: { jobStatus, at: new Date().toISOString(), clientEventId: `outbox-test-${Date.now()}-${++seq}` },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Our order cancelled by the office (updateOrder, status C). */
  async function cancel(order: Parameters<typeof make.update>[0]) {
    const reason = await api.post(admin, '/limo/api/cancelReasons', { cancelReasonCode: uniqueCode(6), cancelReasonDescEng: 'Client cancelled' });
    expect(reason.statusCode, reason.body).toBe(201);
    return make.update(order, { orderStatus: 'C', cancelReasonId: reason.json().id });
  }

  return { booking, plainJob, driver, vehicle: people.vehicle, assign, mark, cancel };
}
