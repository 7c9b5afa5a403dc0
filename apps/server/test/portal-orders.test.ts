import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { enablePortal, expectStatus, portalCall, type PortalUser, portalUser, storedPassenger, storedPlace } from './portal-fixtures.js';

// The client portal's bookings (issue 33, docs/portal.md "Booking") on the 2030 rate card of pricing-card.ts.

let app: TestApp;
let admin: string;
let card: PricingCard;
let c1: PortalUser;
let c2: PortalUser;
let auto: PortalUser;
let late: PortalUser;

const QUOTE = '/limo/portal/api/quote';
const ORDERS = '/limo/portal/api/orders';

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  await enablePortal(app, card.c1);
  await enablePortal(app, card.c2, { autoConfirm: true });
  // C3 (on the test tariff too) with a cut-off of twenty years: every 2030 trip is inside it.
  const tariff = await client(app).post(admin, '/limo/api/clientTariffs', { clientId: card.c3, tariffId: card.tariff.id, effectiveDate: '2030-01-01' });
  expect(tariff.statusCode, tariff.body).toBe(201);
  await enablePortal(app, card.c3, { cutoffMinutes: 20 * 365 * 24 * 60 });
  c1 = await portalUser(app, card.c1);
  c2 = await portalUser(app, card.c2);
  auto = c2;
  late = await portalUser(app, card.c3);
});
afterAll(() => app.close());

const trip = (over: Record<string, unknown> = {}) => ({
  serviceTypeId: 'Transfer',
  pickupDate: '2030-02-11',
  pickupTime: '10:00',
  pickup: { locationId: card.loc.AP },
  dropoff: { locationId: card.loc.PEN },
  vehicleTypeId: card.vt,
  paxCount: 2,
  ...over,
});

type Order = Record<string, unknown> & {
  id: number;
  version: number;
  orderStatus: string;
  portalStatus: string;
  orderVehicles: (Record<string, unknown> & { id: number; fareAmt: string; portalStatus: string; passengers: Record<string, unknown>[] })[];
};

const book = async (user: PortalUser, body = trip(), headers: Record<string, string> = {}): Promise<Order> =>
  expectStatus(await portalCall(app, user, 'POST', ORDERS, body, headers), 201) as Order;
const orderCount = async () => (await app.database.db.select({ n: count() }).from(t.orders))[0].n;

describe('POST /limo/portal/api/quote', () => {
  // getOrderTariff's body for the same trip, as a clerk would price it.
  const staffBody = (clientId: number, over: Record<string, unknown>) => ({
    clientId,
    vehicleTypeId: card.vt,
    serviceType: 'Transfer',
    serviceDate: '2030-02-11',
    pickupTime: '10:00',
    pickupLocationId: card.loc.AP,
    dropoffLocationId: card.loc.PEN,
    ...over,
  });
  const cases: { name: string; user: () => PortalUser; clientId: () => number; trip: () => Record<string, unknown>; staff: () => Record<string, unknown> }[] = [
    { name: 'a transfer with a client discount', user: () => c1, clientId: () => card.c1, trip: () => trip(), staff: () => ({}) },
    {
      name: 'a transfer with a stop',
      user: () => c1,
      clientId: () => card.c1,
      trip: () => trip({ stops: [{ locationId: card.loc.IFC }] }),
      staff: () => ({ stops: [card.loc.IFC] }),
    },
    {
      name: 'an hourly hire',
      user: () => c1,
      clientId: () => card.c1,
      trip: () => trip({ serviceTypeId: 'Hire', dropoff: null, hireMinutes: 300 }),
      staff: () => ({ serviceType: 'Hire', dropoffLocationId: null, hireMinutes: 300 }),
    },
    {
      name: 'a free address with its zone',
      user: () => c1,
      clientId: () => card.c1,
      trip: () => trip({ dropoff: { address: '1 Harbour Road', zone: 'central' } }),
      staff: () => ({ dropoffLocationId: null, dropoffAddress: '1 Harbour Road', dropoffZone: 'CENTRAL' }),
    },
    {
      name: "a client's special rate",
      user: () => c2,
      clientId: () => card.c2,
      trip: () => trip({ pickupDate: '2030-03-05' }),
      staff: () => ({ serviceDate: '2030-03-05' }),
    },
  ];
  it.each(cases)('prices $name exactly as getOrderTariff does for the client', async (c) => {
    const portal = expectStatus(await portalCall(app, c.user(), 'POST', QUOTE, c.trip()), 200);
    const staff = await client(app).post(admin, '/limo/api/getOrderTariff', staffBody(c.clientId(), c.staff()));
    expect(staff.statusCode, staff.body).toBe(200);
    expect(portal).toEqual(staff.json());
    expect(Number(portal.total)).toBeGreaterThan(0);
  });

  it('refuses a hire without its minutes, a stored place of another client, and staff tokens', async () => {
    expect((await portalCall(app, c1, 'POST', QUOTE, trip({ serviceTypeId: 'Hire', dropoff: null }))).statusCode).toBe(400);
    const other = await storedPlace(app, card.c2, { locationId: card.loc.AP });
    const res = await portalCall(app, c1, 'POST', QUOTE, trip({ pickup: { clientPlaceId: other } }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().invalidValues).toEqual([{ field: 'pickup.clientPlaceId', value: other }]);
    expect((await client(app).post(admin, QUOTE, trip())).statusCode).toBe(401);
    // A stored passenger taken off the client's list is no longer bookable.
    const gone = await storedPassenger(app, card.c1, { name: 'Gone Passenger' });
    await app.database.db.execute(sql`update client_passengers set record_status = 'I' where id = ${gone}`);
    const refused = await portalCall(app, c1, 'POST', ORDERS, trip({ passengers: [{ clientPassengerId: gone }] }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().invalidValues).toEqual([{ field: 'passengers[0].clientPassengerId', value: gone }]);
  });
});

describe('POST /limo/portal/api/orders', () => {
  it('books a pending order for the user client through the order service, the booker as contact, priced as the quote', async () => {
    const place = await storedPlace(app, card.c1, { locationId: card.loc.PEN });
    const pax = await storedPassenger(app, card.c1, { name: 'Chan Tai Man', mobile: '+852 6123 4567', email: 'chan@example.com', notify: 1 });
    const body = trip({
      dropoff: { clientPlaceId: place },
      passengers: [{ clientPassengerId: pax }, { name: 'Wong Siu Ming', notify: 0 }],
      remarks: 'Child seat',
    });
    const quote = expectStatus(await portalCall(app, c1, 'POST', QUOTE, body), 200);
    const before = await orderCount();
    const order = await book(c1, body);
    expect(await orderCount()).toBe(before + 1);
    expect(order).toMatchObject({ clientId: card.c1, orderStatus: 'P', portalStatus: 'PENDING', inputSource: 'W', contactName: `Booker ${c1.username}` });
    expect(order.contactTel).toBe('+852 9123 4567');
    const [v] = order.orderVehicles;
    expect(v).toMatchObject({
      pickupLocationId: card.loc.AP,
      dropoffLocationId: card.loc.PEN,
      fareAmt: quote.total,
      portalStatus: 'PENDING',
      remarks: 'Child seat',
    });
    expect(v.fareLines).toEqual(quote.lines);
    expect(v.orderPaxes).toMatchObject([
      { paxName: 'Chan Tai Man', paxTel: '+852 6123 4567' },
      { paxName: 'Wong Siu Ming', paxTel: null },
    ]);
    expect(v.passengers).toEqual([
      { clientPassengerId: pax, name: 'Chan Tai Man', mobile: '+852 6123 4567', email: 'chan@example.com', language: 'en', notify: 1 },
      { clientPassengerId: null, name: 'Wong Siu Ming', mobile: null, email: null, language: 'en', notify: 0 },
    ]);
    expect(v).not.toHaveProperty('outsourceCost');
    const [kept] = await app.database.db.select().from(t.portalOrders).where(eq(t.portalOrders.orderId, order.id));
    expect(kept).toMatchObject({ clientUserId: c1.clientUserId, rejected: 0 });
    const [row] = await app.database.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(row.createBy).toBe(`portal:${c1.username}`);
  });

  it('confirms at once (A) for a client that auto-confirms', async () => {
    const order = await book(auto, trip({ pickupDate: '2030-03-05' }));
    expect(order).toMatchObject({ orderStatus: 'A', portalStatus: 'CONFIRMED' });
    expect(order.orderVehicles[0].portalStatus).toBe('CONFIRMED');
  });

  it('answers the first order to a retry with the same Idempotency-Key, never a second order, even when both come at once', async () => {
    const before = await orderCount();
    const first = await book(c1, trip(), { 'idempotency-key': 'portal-key-1' });
    const again = await portalCall(app, c1, 'POST', ORDERS, trip(), { 'idempotency-key': 'portal-key-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.id);
    const both = await Promise.all([0, 1].map(() => portalCall(app, c1, 'POST', ORDERS, trip(), { 'idempotency-key': 'portal-key-2' })));
    for (const res of both) expect(res.statusCode, res.body).toBe(201);
    expect(both[0].json().id).toBe(both[1].json().id);
    expect(await orderCount()).toBe(before + 2);
    // Another user's same key is its own.
    const other = await portalUser(app, card.c1);
    expect((await book(other, trip(), { 'idempotency-key': 'portal-key-1' })).id).not.toBe(first.id);
  });

  it('refuses a booking inside the cut-off with 409 CUTOFF, making nothing', async () => {
    const before = await orderCount();
    const res = await portalCall(app, late, 'POST', ORDERS, trip());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CUTOFF' });
    expect(await orderCount()).toBe(before);
  });
});

describe('GET /limo/portal/api/orders', () => {
  it("lists the user client's orders only, by status and dates, a page at a time", async () => {
    const mine = await book(c1, trip({ pickupDate: '2030-04-01' }));
    await book(auto, trip({ pickupDate: '2030-04-01' }));
    const page = expectStatus(await portalCall(app, c1, 'GET', `${ORDERS}?from=2030-04-01&to=2030-04-01`), 200);
    expect(page.items.map((i: { id: number }) => i.id)).toEqual([mine.id]);
    expect(page.items[0]).toEqual({
      id: mine.id,
      orderRefId: mine.orderRefId,
      pickupDate: '2030-04-01',
      pickupTime: '10:00',
      pickupText: 'Test Airport',
      dropoffText: 'Test Peninsula',
      vehicleTypeId: card.vt,
      portalStatus: 'PENDING',
      total: mine.orderVehicles[0].fareAmt,
    });
    const all = expectStatus(await portalCall(app, c1, 'GET', `${ORDERS}?size=2&page=0`), 200);
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const confirmed = expectStatus(await portalCall(app, c1, 'GET', `${ORDERS}?status=CONFIRMED`), 200);
    expect(confirmed.total).toBe(0);
    const pending = expectStatus(await portalCall(app, c1, 'GET', `${ORDERS}?status=PENDING`), 200);
    expect(pending.total).toBe(all.total);
    expect((await portalCall(app, c1, 'GET', `${ORDERS}?status=NOPE`)).statusCode).toBe(400);
  });
});

describe('PATCH /limo/portal/api/orders/{id} and cancel', () => {
  it('re-prices a change as the quote of the new trip and sets a confirmed order back to pending', async () => {
    const order = await book(c1, trip({ pickupDate: '2030-05-02' }));
    // The operator confirms it first.
    await app.database.db.update(t.orders).set({ orderStatus: 'A' }).where(eq(t.orders.id, order.id));
    const change = { dropoff: { locationId: card.loc.IFC }, pickupTime: '11:30', flightNo: 'cx 250', remarks: 'Gate B' };
    const quote = expectStatus(await portalCall(app, c1, 'POST', QUOTE, trip({ pickupDate: '2030-05-02', ...change })), 200);
    const changed = expectStatus(await portalCall(app, c1, 'PATCH', `${ORDERS}/${order.id}`, change), 200) as Order;
    expect(changed).toMatchObject({ orderStatus: 'P', portalStatus: 'PENDING' });
    const [v] = changed.orderVehicles;
    expect(v).toMatchObject({
      dropoffLocationId: card.loc.IFC,
      pickupTime: expect.stringMatching(/^11:30/),
      flightNo: 'CX250',
      remarks: 'Gate B',
      fareAmt: quote.total,
    });
    expect(quote.total).not.toBe(order.orderVehicles[0].fareAmt);
    expect(v.fareLines).toEqual(quote.lines);
    // Saving the same trip again asks the operator nothing more: a confirmed order stays confirmed.
    await app.database.db.update(t.orders).set({ orderStatus: 'A' }).where(eq(t.orders.id, order.id));
    const same = expectStatus(await portalCall(app, c1, 'PATCH', `${ORDERS}/${order.id}`, change), 200) as Order;
    expect(same).toMatchObject({ orderStatus: 'A', portalStatus: 'CONFIRMED' });
  });

  it('keeps a changed order confirmed for a client that auto-confirms, and replaces the passengers', async () => {
    const order = await book(auto, trip({ pickupDate: '2030-05-03' }));
    const changed = expectStatus(
      await portalCall(app, auto, 'PATCH', `${ORDERS}/${order.id}`, { passengers: [{ name: 'Lee Ka Yan', email: 'lee@example.com', notify: 1 }] }),
      200,
    ) as Order;
    expect(changed).toMatchObject({ orderStatus: 'A', portalStatus: 'CONFIRMED' });
    expect(changed.orderVehicles[0].passengers).toMatchObject([{ name: 'Lee Ka Yan', email: 'lee@example.com', notify: 1 }]);
    expect(changed.orderVehicles[0].orderPaxes).toMatchObject([{ paxName: 'Lee Ka Yan' }]);
  });

  it('cancels with the reason through the order service (C), then refuses more changes', async () => {
    const order = await book(c1, trip({ pickupDate: '2030-05-04' }));
    const cancelled = expectStatus(await portalCall(app, c1, 'POST', `${ORDERS}/${order.id}/cancel`, { reason: 'Meeting moved' }), 200) as Order;
    expect(cancelled).toMatchObject({ orderStatus: 'C', portalStatus: 'CANCELLED', cancelReason: 'Meeting moved', rejectReason: null });
    expect(cancelled.cancelReasonId).toBeTypeOf('number');
    const again = await portalCall(app, c1, 'PATCH', `${ORDERS}/${order.id}`, { remarks: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CLOSED');
    expect((await portalCall(app, c1, 'POST', `${ORDERS}/${order.id}/cancel`, {})).statusCode).toBe(400);
  });

  it('refuses a change or cancel inside the cut-off (409 CUTOFF) or once the car is on its way (409 STARTED), changing nothing', async () => {
    // Booked while the cut-off was short, then lengthened.
    await enablePortal(app, card.c3);
    const order = await book(late, trip({ pickupDate: '2030-05-05' }));
    await enablePortal(app, card.c3, { cutoffMinutes: 20 * 365 * 24 * 60 });
    const read = async () => (await app.database.db.select().from(t.orders).where(eq(t.orders.id, order.id)))[0];
    const before = await read();
    for (const res of [
      await portalCall(app, late, 'PATCH', `${ORDERS}/${order.id}`, { remarks: 'later' }),
      await portalCall(app, late, 'POST', `${ORDERS}/${order.id}/cancel`, { reason: 'late' }),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CUTOFF' });
    }
    // A change moving the pick-up into the cut-off is refused as well.
    const soon = await book(c1, trip({ pickupDate: '2030-05-06' }));
    const moved = await portalCall(app, c1, 'PATCH', `${ORDERS}/${soon.id}`, { pickupDate: '2020-01-01' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('CUTOFF');
    await app.database.db.update(t.orderVehicles).set({ jobStatus: 'ON_THE_WAY' }).where(eq(t.orderVehicles.orderId, soon.id));
    const started = await portalCall(app, c1, 'POST', `${ORDERS}/${soon.id}/cancel`, { reason: 'x' });
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('STARTED');
    expect(await read()).toEqual(before);
    const [after] = await app.database.db.select().from(t.orders).where(eq(t.orders.id, soon.id));
    expect(after.orderStatus).toBe('P');
  });
});

describe('GET /limo/portal/api/lookups', () => {
  it('answers service types by code, the branch vehicle types with capacity, zones and locations', async () => {
    const body = expectStatus(await portalCall(app, c1, 'GET', '/limo/portal/api/lookups'), 200);
    expect(body.serviceTypes.map((s: { id: string }) => s.id)).toEqual(['Arrival', 'Departure', 'Transfer', 'Hire']);
    expect(body.serviceTypes[0]).toMatchObject({ name: 'Arrival', nameChi: expect.any(String) });
    expect(body.vehicleTypes).toContainEqual({ id: card.vt, name: `Test ${card.vtCode}`, nameChi: null, maxPax: 4 });
    expect(body.vehicleTypes.map((v: { id: number }) => v.id)).not.toContain(card.vt1);
    expect(body.zones).toEqual(expect.arrayContaining(['AIRPORT', 'CENTRAL', 'TST']));
    expect(body.locations).toContainEqual({ id: card.loc.AP, name: 'Test Airport', nameChi: null });
  });
});
