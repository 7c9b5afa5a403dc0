import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, code, expectError, type Item, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { REPEAT_ROUTES } from './order-repeat-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

/*
 * findDuplicateBookings and recentTrips (issue 30 part 8b): what matches (client, name or phone,
 * 30 minutes), what does not (another client, branch, a cancelled order, the order being edited),
 * rights and bad input. The dispatcher works in branch 2 (HK).
 */

const HK = { 'x-branch-id': '2' };
const SZ = { 'x-branch-id': '1' };

let app: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let dispatcher: string;
let card: PricingCard;

const db = () => app.database.db;
const duplicates = (body: object, token = dispatcher, headers = HK) => api.post(token, '/limo/api/findDuplicateBookings', body, headers);
const recent = (query: string, token = dispatcher, headers = HK) => api.get(token, `/limo/api/recentTrips?${query}`, headers);
type Found = { orderVehicleId: number; orderId: number; matchedBy: string; paxNames: string[] };
const found = async (body: object, headers = HK) => {
  const res = await duplicates(body, dispatcher, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orderVehicles: Found[] }).orderVehicles;
};

interface Booking {
  branch?: Record<string, string>;
  clientId?: number;
  date: string;
  time: string;
  pax?: { paxName: string; paxTel?: string }[];
  contactTel?: string;
  stops?: number[];
}

async function book({ branch = HK, clientId = card.c1, date, time, pax = [], contactTel, stops }: Booking) {
  const ride = {
    serviceType: 'Transfer',
    pickupDate: date,
    pickupTime: time,
    pickupLocationId: card.loc.AP,
    dropoffLocationId: card.loc.PEN,
    vehicleTypeId: branch === SZ ? card.vt1 : card.vt,
    paxCount: 1,
    orderPaxes: pax,
    ...(stops ? { stops } : {}),
  };
  const res = await api.post(
    admin,
    '/limo/api/createOrder',
    { clientId, orderStatus: 'A', contactName: 'Ms Contact', contactTel, orderVehicles: [ride] },
    branch,
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as Item & { orderVehicles: Item[] };
  return { orderId: order.id, ovId: order.orderVehicles[0].id };
}

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  dispatcher = await app.login('dispatcher');
  card = await makePricingCard(app, admin);
});
afterAll(() => app.close());

describe('findDuplicateBookings', () => {
  it('finds an active booking of the same client and passenger within 30 minutes either side, and not a minute beyond', async () => {
    const name = `Chan ${code('P', 12)}`;
    const { ovId, orderId } = await book({ date: '2030-03-01', time: '10:00', pax: [{ paxName: name }] });
    const draft = (time: string) => ({
      clientId: card.c1,
      paxNames: [`  ${name.toUpperCase()} `],
      phones: [],
      pickups: [{ pickupDate: '2030-03-01', pickupTime: time }],
    });
    expect(await found(draft('10:30'))).toEqual([expect.objectContaining({ orderVehicleId: ovId, orderId, matchedBy: 'paxName', paxNames: [name] })]);
    expect(await found(draft('09:30'))).toHaveLength(1);
    expect(await found(draft('10:31'))).toEqual([]);
    expect(await found(draft('09:29'))).toEqual([]);
    // Another client, the order being edited itself: not duplicates.
    expect(await found({ ...draft('10:00'), clientId: card.c2 })).toEqual([]);
    expect(await found({ ...draft('10:00'), excludeOrderId: orderId })).toEqual([]);
  });

  it('matches by the contact or a passenger phone, by its last 8 digits, and across midnight', async () => {
    const { ovId } = await book({ date: '2030-03-02', time: '23:50', contactTel: '+852 9123 4567', pax: [{ paxName: `Lee ${code('P', 12)}` }] });
    const draft = { clientId: card.c1, paxNames: ['Nobody Like This'], phones: ['9123-4567'], pickups: [{ pickupDate: '2030-03-03', pickupTime: '00:15' }] };
    expect(await found(draft)).toEqual([expect.objectContaining({ orderVehicleId: ovId, matchedBy: 'phone' })]);
    const paxPhone = await book({ date: '2030-03-04', time: '08:00', pax: [{ paxName: `Ho ${code('P', 12)}`, paxTel: '6123 9999' }] });
    expect(await found({ ...draft, phones: ['85261239999'], pickups: [{ pickupDate: '2030-03-04', pickupTime: '08:20' }] })).toEqual([
      expect.objectContaining({ orderVehicleId: paxPhone.ovId, matchedBy: 'phone' }),
    ]);
    expect(await found({ ...draft, phones: ['9123 4568'] })).toEqual([]);
  });

  it('leaves out cancelled orders and another branch', async () => {
    const name = `Wong ${code('P', 12)}`;
    const hk = await book({ date: '2030-03-05', time: '12:00', pax: [{ paxName: name }] });
    const sz = await book({ branch: SZ, date: '2030-03-05', time: '12:00', pax: [{ paxName: name }] });
    const draft = { clientId: card.c1, paxNames: [name], pickups: [{ pickupDate: '2030-03-05', pickupTime: '12:10' }] };
    expect((await found(draft)).map((f) => f.orderVehicleId)).toEqual([hk.ovId]);
    // Admin's view of branch 1 finds that branch's booking only: the selected branch decides.
    const asSz = await duplicates(draft, admin, SZ);
    expect((asSz.json() as { orderVehicles: Found[] }).orderVehicles.map((f) => f.orderVehicleId)).toEqual([sz.ovId]);
    await db().update(t.orders).set({ orderStatus: 'C' }).where(eq(t.orders.id, hk.orderId));
    expect(await found(draft)).toEqual([]);
  });

  it('answers nothing without a name or phone, and refuses bad input with the field named', async () => {
    expect(await found({ clientId: card.c1, paxNames: ['  '], phones: ['n/a'], pickups: [{ pickupDate: '2030-03-01', pickupTime: '10:00' }] })).toEqual([]);
    expectError(await duplicates({ clientId: card.c1, paxNames: ['A'] }), 400, /pickups/);
    expectError(await duplicates({ clientId: card.c1, pickups: [{ pickupDate: '2030-02-30', pickupTime: '10:00' }] }), 400, /pickupDate/);
    expectError(await duplicates({ clientId: card.c1, pickups: [{ pickupDate: '2030-03-01', pickupTime: '25:00' }] }), 400, /pickupTime/);
  });
});

describe('recentTrips', () => {
  it("offers the person's last 5 trips, latest first, with places, stops, vehicle type and contact", async () => {
    const name = `Cheung ${code('P', 12)}`;
    const made = [];
    for (const day of ['10', '11', '12', '13', '14', '15'])
      made.push(
        await book({ date: `2030-04-${day}`, time: '09:00', pax: [{ paxName: name, paxTel: '9876 5432' }], contactTel: '2345 6789', stops: [card.loc.IFC] }),
      );
    await book({ branch: SZ, date: '2030-04-20', time: '09:00', pax: [{ paxName: name }] });
    const res = await recent(`q=${encodeURIComponent(name.slice(1).toLowerCase())}`);
    expect(res.statusCode, res.body).toBe(200);
    const trips = (res.json() as { trips: Record<string, unknown>[] }).trips;
    expect(trips.map((x) => x.orderVehicleId)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((m) => m.ovId),
    );
    expect(trips[0]).toMatchObject({
      pickupDate: '2030-04-15',
      pickupLocationId: card.loc.AP,
      pickupLocation: 'Test Airport',
      dropoffLocationId: card.loc.PEN,
      dropoffLocation: 'Test Peninsula',
      stops: [card.loc.IFC],
      vehicleTypeId: card.vt,
      vehicleType: card.vtCode,
      contactName: 'Ms Contact',
      contactTel: '2345 6789',
      paxName: name,
      paxTel: '9876 5432',
      clientId: card.c1,
    });
    // By the phone, written another way; another client's trips only when asked for that client.
    const byPhone = await recent(`q=${encodeURIComponent('+852 9876-5432')}`);
    expect((byPhone.json() as { trips: unknown[] }).trips).toHaveLength(5);
    expect((await recent(`q=${encodeURIComponent(name)}&clientId=${card.c2}`)).json()).toEqual({ trips: [] });
  });

  it('finds a trip by the contact phone, and nothing of another branch', async () => {
    const tel = `5${String(Date.now()).slice(-7)}`;
    const hk = await book({ date: '2030-05-01', time: '11:00', contactTel: tel });
    await book({ branch: SZ, date: '2030-05-02', time: '11:00', contactTel: tel });
    const trips = (await recent(`q=${tel}`)).json() as { trips: Record<string, unknown>[] };
    expect(trips.trips).toEqual([expect.objectContaining({ orderVehicleId: hk.ovId, paxName: null, contactTel: tel })]);
  });

  it('refuses a query shorter than 3 characters', async () => {
    expectError(await recent('q=ab'), 400, /q/);
    expectError(await recent('q=abc&clientId=x'), 400, /clientId/);
  });
});

describe('rights', () => {
  it('refuses both calls without ORDERING (403), even with the order enquiry', async () => {
    const { token } = await newStaff(app, admin, ['ORDERENQUIRY']);
    const body = { clientId: card.c1, paxNames: ['A B C'], pickups: [{ pickupDate: '2030-03-01', pickupTime: '10:00' }] };
    expect((await duplicates(body, token)).statusCode).toBe(403);
    expect((await recent('q=abc', token)).statusCode).toBe(403);
  });
});

describe('the documented answers', () => {
  it('answer as documented, and every route is called', async () => {
    const doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
    const check = answerChecker();
    const called = new Set<string>();
    const call = async (route: string, url: string, body?: object) => {
      const res = await app.as(dispatcher, { method: route.split(' ')[0] as 'GET', url, payload: body, headers: HK });
      const documented = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode);
      expect(documented, `${route}: answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeDefined();
      if (documented?.schema) expect(check(documented.schema, res.json()), route).toEqual([]);
      called.add(route);
    };
    const name = `Yip ${code('P', 12)}`;
    await book({ date: '2030-06-01', time: '10:00', pax: [{ paxName: name }], contactTel: '2111 2222' });
    const body = { clientId: card.c1, paxNames: [name], phones: [], pickups: [{ pickupDate: '2030-06-01', pickupTime: '10:15' }] };
    await call('POST /limo/api/findDuplicateBookings', '/limo/api/findDuplicateBookings', body);
    await call('GET /limo/api/recentTrips', `/limo/api/recentTrips?q=${encodeURIComponent(name)}`);
    expect(REPEAT_ROUTES.filter((r) => !called.has(r))).toEqual([]);
  });
});
