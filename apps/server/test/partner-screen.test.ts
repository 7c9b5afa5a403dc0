import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { bookings, CHINALINK_SCREEN_ROUTES, type FakePartner, startFakePartner } from './partner-screen-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';

// The order API screen's calls (issue 18, docs/partner-feed.md): bookings, accept, reject, mapping, driver, trips.

const BASE = '/limo/node/api/chinaLink';
const TOKEN = 'outbound-token-for-the-partner-0123456789';
let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let partner: FakePartner;
let fx: ReturnType<typeof bookings>;
let people: ReturnType<typeof crew>;
let make: ReturnType<typeof orderMaker>;

beforeAll(async () => {
  partner = await startFakePartner();
  app = await createTestApp({ chinaLink: { url: partner.url, token: TOKEN }, outboxPollMs: 0 });
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  fx = bookings(app, card);
  people = crew(app, admin);
  make = orderMaker(app, admin, card);
  // The partner's orders are priced on the test rate card.
  const priced = await api.post(admin, '/limo/api/clientTariffs', { clientId: await fx.vendor(), tariffId: card.tariff.id, effectiveDate: '2030-01-01' });
  expect(priced.statusCode, priced.body).toBe(201);
});
afterAll(async () => {
  await app.close();
  await partner.close();
});

const db = () => app.database.db;
const accept = (id: number, token = admin) => api.post(token, `${BASE}/orders/${id}`, undefined);
const patch = (id: number, body: unknown) => api.patch(admin, `${BASE}/orders/${id}`, body);
const assignDriver = (body: Record<string, unknown>) => api.post(admin, `${BASE}/assignDriver/`, body);

describe('the bookings list', () => {
  it('lists the branch’s bookings by pick-up, filtered by status and date, and answers one row as an object', async () => {
    const a = await fx.booking({ pickupDate: '2030-05-01', pickupTime: '11:00' });
    const b = await fx.booking({ pickupDate: '2030-05-01', pickupTime: '09:00', status: 'REJECTED', rejectReason: 'No car' });
    const c = await fx.booking({ pickupDate: '2030-05-02' });
    const day = await api.get(admin, `${BASE}/orders?date=2030-05-01`);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    const fresh = (await api.get(admin, `${BASE}/orders?date=2030-05-01&status=NEW`)).json();
    expect(fresh.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const all = (await api.get(admin, `${BASE}/orders`)).json().map((r: { id: number }) => r.id);
    expect(all).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    const one = await api.get(admin, `${BASE}/orders/${a.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      id: a.id,
      partnerOrderId: a.partnerOrderId,
      status: 'NEW',
      orderId: null,
      orderRefId: null,
      pickupDate: '2030-05-01',
      pickupTime: '11:00',
      vehicleTypeCode: 'SEDAN',
      vehicleTypeId: card.vt,
      vehicleType: card.vtCode,
      rejectReason: null,
      paxName: 'Wang Xiaoming',
      paxCount: 2,
      driverId: null,
      jobStatus: null,
    });
    expectError(await api.get(admin, `${BASE}/orders/${c.id + 1000}`), 404, `Partner booking ${c.id + 1000} not found`);
    expectError(await api.get(admin, `${BASE}/orders?status=DONE`), 400, /status must be one of/);
    expectError(await api.get(admin, `${BASE}/orders?date=2030-13-01`), 400, /date must be a date/);
  });

  it('keeps to the selected branch: another branch’s booking is not listed and is "not found"', async () => {
    const sz = await fx.booking({ branchId: await fx.branchId('SZ'), pickupDate: '2030-05-03' });
    const hk = await fx.booking({ pickupDate: '2030-05-03' });
    expect((await api.get(admin, `${BASE}/orders?date=2030-05-03`)).json().map((r: { id: number }) => r.id)).toEqual([hk.id]);
    expectError(await api.get(admin, `${BASE}/orders/${sz.id}`), 404);
    expectError(await accept(sz.id), 404);
    expectError(await patch(sz.id, { status: 'REJECTED', rejectReason: 'x' }), 404);
    const shenzhen = { 'x-branch-id': String(await fx.branchId('SZ')) };
    expect((await api.get(admin, `${BASE}/orders?date=2030-05-03`, shenzhen)).json().map((r: { id: number }) => r.id)).toEqual([sz.id]);
    const szStaff = await newStaff(app, admin, ['ORDERAPI'], await fx.branchId('SZ'));
    expectError(await api.get(szStaff.token, `${BASE}/orders/${hk.id}`), 404);
  });

  it('needs the ORDERAPI right', async () => {
    const clerk = await newStaff(app, admin, ['ORDERING']);
    const hk = await fx.booking();
    expectError(await api.get(clerk.token, `${BASE}/orders`), 403);
    expectError(await accept(hk.id, clerk.token), 403);
    expectError(await api.post(clerk.token, `${BASE}/genTrips`, { date: '2030-05-01' }), 403);
    expectError(await api.get(clerk.token, `${BASE}/settings`), 403);
    expectError(await api.get(clerk.token, '/limo/node/api/apiHistories/1'), 403);
    expect((await db().select().from(t.partnerBookings).where(eq(t.partnerBookings.id, hk.id)))[0].status).toBe('NEW');
  });
});

describe('accept, reject and the vehicle type mapping', () => {
  it('accepts a NEW booking into an order of the partner’s client, once', async () => {
    const b = await fx.booking();
    const res = await accept(b.id);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json();
    expect(row).toMatchObject({ id: b.id, status: 'ACCEPTED', orderRefId: expect.any(String) });
    const [order] = await db().select().from(t.orders).where(eq(t.orders.id, row.orderId));
    expect(order).toMatchObject({ clientId: await fx.vendor(), orderRefId: row.orderRefId, branchId: b.branchId });
    expect(row.orderVehicleId).toEqual(expect.any(Number));
    expectError(await accept(b.id), 409, `Booking ${b.partnerOrderId} is ACCEPTED: only a NEW booking can be accepted`);
  });

  it('refuses to accept a booking without a vehicle type of ours until one is chosen', async () => {
    const b = await fx.booking({ vehicleTypeId: null, vehicleTypeCode: 'VAN' });
    expectError(await accept(b.id), 409, /has no vehicle type of ours.*VAN/);
    expectError(await patch(b.id, { vehicleTypeId: 2 ** 31 - 1 }), 400, /no active Vehicle Type/);
    const mapped = await patch(b.id, { vehicleTypeId: card.vt });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()).toMatchObject({ status: 'NEW', vehicleTypeId: card.vt, vehicleType: card.vtCode });
    const res = await accept(b.id);
    expect(res.statusCode, res.body).toBe(200);
    const [ov] = await db().select().from(t.orderVehicles).where(eq(t.orderVehicles.id, res.json().orderVehicleId));
    expect(ov.vehicleTypeId).toBe(card.vt);
    expectError(await patch(b.id, { vehicleTypeId: card.vtNoRate }), 409, /is ACCEPTED: only a NEW booking/);
  });

  it('rejects a NEW booking with its reason, only once, and sends the partner no event (it reads the status)', async () => {
    const b = await fx.booking();
    expectError(await patch(b.id, { status: 'REJECTED' }), 400, /rejectReason is required/);
    expectError(await patch(b.id, { status: 'REJECTED', rejectReason: '   ' }), 400, /rejectReason is required/);
    expectError(await patch(b.id, { status: 'ACCEPTED' }), 400);
    expectError(await patch(b.id, {}), 400);
    const res = await patch(b.id, { status: 'REJECTED', rejectReason: 'No car that day' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', rejectReason: 'No car that day', orderId: null });
    expectError(await patch(b.id, { status: 'REJECTED', rejectReason: 'again' }), 409, /is REJECTED: only a NEW booking/);
    expectError(await accept(b.id), 409);
    expect(await fx.outbox(`booking:${b.partnerOrderId}`)).toEqual([]);
  });
});

describe('assignDriver', () => {
  it('gives the job to a driver through the grid’s rules: ASSIGNED once, a clash 409 unless override', async () => {
    const DAY = '2030-04-20';
    const [d1, car1] = [await people.driver(), await people.vehicle()];
    await people.roster(d1, DAY, '07:00', '19:00', car1);
    const first = await fx.booking({ pickupDate: DAY, pickupTime: '10:00' });
    const second = await fx.booking({ pickupDate: DAY, pickupTime: '10:15' });
    expectError(await assignDriver({ id: first.id, driverId: d1 }), 409, /is NEW: only an accepted booking/);
    for (const b of [first, second]) expect((await accept(b.id)).statusCode).toBe(200);

    const res = await assignDriver({ id: first.id, driverId: d1 });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json();
    expect(row).toMatchObject({ id: first.id, driverId: d1, vehicleId: car1, driverName: 'Test Driver', plate: expect.any(String) });
    const [ov] = await db().select().from(t.orderVehicles).where(eq(t.orderVehicles.id, row.orderVehicleId));
    expect(ov).toMatchObject({ driverId: d1, vehicleId: car1 });
    const events = await fx.outbox(`booking:${first.partnerOrderId}`);
    expect(events.map((e) => (e.payload as { event: string }).event)).toEqual(['ASSIGNED']);
    expect(events[0].payload).toMatchObject({ partnerOrderId: first.partnerOrderId, driverName: 'Test Driver', plate: row.plate });

    const clash = await assignDriver({ id: second.id, driverId: d1 });
    const body = expectError(clash, 409) as unknown as { clashes: unknown[] };
    expect(body.clashes.length).toBeGreaterThan(0);
    expect((await db().select().from(t.orderVehicles).where(eq(t.orderVehicles.id, ov.id)))[0].driverId).toBe(d1);
    const forced = await assignDriver({ id: second.id, driverId: d1, override: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json()).toMatchObject({ driverId: d1 });
    expect((await fx.outbox(`booking:${second.partnerOrderId}`)).length).toBe(1);
    expectError(await assignDriver({ id: second.id }), 400, /driverId/);
  });
});

describe('trips out and back', () => {
  const DAY = '2030-04-25';
  let vendor: number;
  let tripId: string;
  let ovId: number;

  /** One of our orders with a vehicle on DAY, outsourced as the grid does it. */
  async function outsourced(vendorId: number, pickupTime: string) {
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: DAY, pickupTime })]);
    const v = order.orderVehicles[0];
    const res = await api.post(admin, '/limo/api/updateOrderVehicle', { orderVehicleId: v.id, version: v.version, outsourceVendorId: vendorId });
    expect(res.statusCode, res.body).toBe(200);
    return { order, ovId: v.id };
  }

  it('generates a trip and its outbox message for each job outsourced to the partner, once', async () => {
    vendor = await fx.vendor();
    const mine = await outsourced(vendor, '08:30');
    await outsourced(await otherVendor(), '09:00');
    ovId = mine.ovId;
    tripId = `${mine.order.orderRefId}-1`;
    const res = await api.post(admin, `${BASE}/genTrips`, { date: DAY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ date: DAY, generated: 1 });
    expect(res.json().trips).toHaveLength(1);
    const payload = {
      tripId,
      orderRefId: mine.order.orderRefId,
      pickupDate: DAY,
      pickupTime: '08:30',
      pickupAddress: 'Test Airport',
      dropoffAddress: 'Test Peninsula',
      vehicleTypeCode: card.vtCode,
      paxCount: 1,
      paxName: 'Chan Tai Man',
      paxTel: '+852 2345 6789', // the pax has none: the order's contact
    };
    expect(res.json().trips[0]).toMatchObject({ tripId, orderVehicleId: ovId, status: 'NEW', driverName: null, payload });
    const messages = await fx.outbox(`trip:${tripId}`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ path: '/trips', method: 'POST', status: 'PENDING', orderId: mine.order.id, payload });

    const again = await api.post(admin, `${BASE}/genTrips`, { date: DAY });
    expect(again.json()).toMatchObject({ generated: 0 });
    expect(again.json().trips.map((r: { tripId: string }) => r.tripId)).toEqual([tripId]);
    expect(await fx.outbox(`trip:${tripId}`)).toHaveLength(1);
    expectError(await api.post(admin, `${BASE}/genTrips`, { date: '25/04/2030' }), 400, /date must be a date/);
    // The Trips tab's list reads them as stored, without asking the partner.
    const listed = await api.get(admin, `${BASE}/trips?date=${DAY}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({ date: DAY, trips: again.json().trips });
    expectError(await api.get(admin, `${BASE}/trips?date=tomorrow`), 400, /date must be a date/);
  });

  it('gets the partner’s drivers back onto the grid as name@mobile, logged without the token', async () => {
    partner.trips = [
      { tripId, status: 'ASSIGNED', driverName: 'Li Wei', driverMobile: '+86 139 1111 2222', plate: '粤B12345' },
      { tripId: 'NOT-OURS-1', status: 'ASSIGNED', driverName: 'Nobody' },
    ];
    const before = partner.requests.length;
    const res = await api.post(admin, `${BASE}/getTrips`, { date: DAY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ date: DAY, updated: 1 });
    expect(res.json().trips).toEqual([
      expect.objectContaining({ tripId, status: 'ASSIGNED', driverName: 'Li Wei', driverMobile: '+86 139 1111 2222', plate: '粤B12345' }),
    ]);
    expect(partner.requests.slice(before)).toEqual([{ method: 'GET', url: `/trips?date=${DAY}`, authorization: `Bearer ${TOKEN}` }]);
    const grid = await api.get(admin, `/limo/api/scheduling/day/${DAY}`);
    const row = grid.json().schedules.find((s: { orderVehicleId: number }) => s.orderVehicleId === ovId);
    expect(row).toMatchObject({ outsourceDriverName: 'Li Wei@+86 139 1111 2222', outsourceName: 'Li Wei', outsourceMobile: '+86 139 1111 2222' });
    const history = await db()
      .select()
      .from(t.orderHistories)
      .where(and(eq(t.orderHistories.orderVehicleId, ovId), eq(t.orderHistories.fieldName, 'outsourceDriverName')));
    expect(history.map((h) => h.newValue)).toEqual(['Li Wei@+86 139 1111 2222']);
    const logged = await db()
      .select()
      .from(t.apiHistories)
      .where(eq(t.apiHistories.url, `${partner.url}/trips?date=${DAY}`));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ direction: 'OUT', method: 'GET', responseStatus: 200, attempt: 1 });
    expect(JSON.stringify(logged[0])).not.toContain(TOKEN);
    // The spec's GET /node/api/apiHistories/{id}: that call as an object.
    const one = await api.get(admin, `/limo/node/api/apiHistories/${logged[0].id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: logged[0].id, direction: 'OUT', method: 'GET', url: logged[0].url, responseStatus: 200, attempt: 1 });
    expect(one.json().createDt).toBe(logged[0].createDt.toISOString());
    expectError(await api.get(admin, '/limo/node/api/apiHistories/999999999'), 404, 'API log row 999999999 not found');
    // The same answer again changes nothing.
    expect((await api.post(admin, `${BASE}/getTrips`, { date: DAY })).json()).toMatchObject({ updated: 0 });
  });

  it('is a 502 with a clear message when the partner fails or does not answer, a 409 without CHINALINK_URL', async () => {
    partner.status = 500;
    expectError(await api.post(admin, `${BASE}/getTrips`, { date: DAY }), 502, 'chinaLink answered 500 to GET /trips');
    partner.status = 200;
    const url = app.config.chinaLink.url;
    try {
      app.config.chinaLink.url = 'http://127.0.0.1:9';
      expectError(await api.post(admin, `${BASE}/getTrips`, { date: DAY }), 502, /^chinaLink did not answer/);
      app.config.chinaLink.url = undefined;
      expectError(await api.post(admin, `${BASE}/getTrips`, { date: DAY }), 409, /CHINALINK_URL is not set/);
      expect((await api.get(admin, `${BASE}/settings`)).json().urlSet).toBe(false);
    } finally {
      app.config.chinaLink.url = url;
    }
  });

  /** Another vendor: its jobs are not the partner's trips. */
  async function otherVendor(): Promise<number> {
    const [row] = await db().select({ id: t.clients.id }).from(t.clients).where(eq(t.clients.clientCode, 'OUS002'));
    return row.id;
  }
});

describe('settings and the documented answers', () => {
  it('shows the partner settings without the URL or the token', async () => {
    const res = await api.get(admin, `${BASE}/settings`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ urlSet: true, branchCode: 'HK', autoAccept: true, clientCode: 'OUSCL', historyDays: 90 });
    expect(res.body).not.toContain(partner.url);
    expect(res.body).not.toContain(TOKEN);
  });

  it('answers as documented, and every screen route is called', async () => {
    const doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
    const check = answerChecker();
    const called = new Set<string>();
    const call = async (route: string, url: string, body?: object) => {
      const res = await app.as(admin, { method: route.split(' ')[0] as 'GET', url, payload: body });
      const documented = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode);
      expect(documented, `${route}: answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeDefined();
      if (documented?.schema) expect(check(documented.schema, res.json()), route).toEqual([]);
      called.add(route);
      return res.json();
    };
    const [d, car] = [await people.driver(), await people.vehicle()];
    await people.roster(d, '2030-04-28', '07:00', '19:00', car);
    const a = await fx.booking({ pickupDate: '2030-04-28' });
    const r = await fx.booking({ pickupDate: '2030-04-28', vehicleTypeId: null });
    await call(`GET ${BASE}/orders`, `${BASE}/orders?date=2030-04-28`);
    await call(`GET ${BASE}/orders/{id}`, `${BASE}/orders/${a.id}`);
    await call(`POST ${BASE}/orders/{id}`, `${BASE}/orders/${a.id}`);
    await call(`PATCH ${BASE}/orders/{id}`, `${BASE}/orders/${r.id}`, { vehicleTypeId: card.vt });
    await call(`POST ${BASE}/assignDriver`, `${BASE}/assignDriver/`, { id: a.id, driverId: d });
    await call(`POST ${BASE}/genTrips`, `${BASE}/genTrips`, { date: '2030-04-25' });
    await call(`POST ${BASE}/getTrips`, `${BASE}/getTrips`, { date: '2030-04-25' });
    await call(`GET ${BASE}/trips`, `${BASE}/trips?date=2030-04-25`);
    const [anyLog] = await db().select({ id: t.apiHistories.id }).from(t.apiHistories).limit(1);
    await call('GET /limo/node/api/apiHistories/{id}', `/limo/node/api/apiHistories/${anyLog.id}`);
    await call(`GET ${BASE}/settings`, `${BASE}/settings`);
    expect(CHINALINK_SCREEN_ROUTES.filter((route) => !called.has(route))).toEqual([]);
  });
});
