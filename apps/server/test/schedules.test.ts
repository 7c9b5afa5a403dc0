import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { splitOutsourceDriver } from '../src/modules/orders/schedules.service.js';
import { client, embedded, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { type Order, orderMaker } from './enquiry-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// GET /limo/api/schedules/searchByServiceDate/{date} and /orders/searchByServiceDate/{date}
// (issue 9): the service date's grid runs 04:00 to 03:59 of the next day (spec section 9).

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let early: Order; // 2030-02-10 03:30: the grid of the 9th
let morning: Order; // 2030-02-10 04:00, outsourced, no drop-off, a stop
let night: Order; // 2030-02-11 03:59: the grid of the 10th, cancelled
let arrival: Order; // Arrival 2030-02-10 12:00, no-show, and a vehicle removed from it
let next: Order; // 2030-02-11 04:00: the grid of the 11th
let other: Order; // branch 1, 2030-02-10 10:00
let clientTypeId: number;

const DAY = '2030-02-10';
const schedules = async (day: string, headers: Record<string, string> = {}, token = admin) =>
  embedded(await api.get(token, `/limo/api/schedules/searchByServiceDate/${day}`, headers), 'schedules');

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  const { vehicle, create, update } = orderMaker(app, admin, card);
  const db = app.database.db;
  early = await create(card.c1, [vehicle({ pickupDate: '2030-02-10', pickupTime: '03:30' })]);
  morning = await create(card.c1, [vehicle({ pickupTime: '04:00', dropoffLocationId: null, stops: [card.loc.IFC], serviceType: 'Hire', hireMinutes: 240 })]);
  await db
    .update(t.orderVehicles)
    .set({ outsourceVendorId: card.c2, outsourceDriverName: 'Ah Keung@91234567' })
    .where(eq(t.orderVehicles.id, morning.orderVehicles[0].id));
  const reason = await api.post(admin, '/limo/api/cancelReasons', { cancelReasonCode: 'SCHCXL', cancelReasonDescEng: 'Client cancelled' });
  night = await create(card.c1, [vehicle({ pickupDate: '2030-02-11', pickupTime: '03:59' })]);
  night = await update(night, { orderStatus: 'C', cancelReasonId: reason.json().id });
  arrival = await create(card.c2, [
    vehicle({ serviceType: 'Arrival', pickupTime: '12:00', flightNo: 'CX101', flightEtaDate: '2030-02-10', flightEtaTime: '11:40' }),
    vehicle({ pickupTime: '13:00' }),
  ]);
  arrival = await update(arrival, { orderVehicles: [arrival.orderVehicles[0]] });
  await db.update(t.orderVehicles).set({ noshowFlag: 1 }).where(eq(t.orderVehicles.id, arrival.orderVehicles[0].id));
  next = await create(card.c1, [vehicle({ pickupDate: '2030-02-11', pickupTime: '04:00' })]);
  other = await create(card.c1, [vehicle({ vehicleTypeId: card.vt1 })], {}, { 'x-branch-id': '1' });
  const [c1] = await db.select().from(t.clients).where(eq(t.clients.id, card.c1));
  clientTypeId = c1.clientTypeId;
});
afterAll(() => app.close());

describe('schedules/searchByServiceDate', () => {
  it("answers one row per order vehicle starting in the date's grid, by start, cancelled and no-show ones with their status", async () => {
    const rows = await schedules(DAY);
    const ids = (...orders: Order[]) => orders.map((o) => o.orderVehicles[0].id);
    expect(rows.map((r) => r.orderVehicleId)).toEqual(ids(morning, arrival, night));
    expect(rows.map((r) => [r.orderStatus, r.noshowFlag])).toEqual([
      ['A', 0],
      ['A', 1],
      ['C', 0],
    ]);
    expect((await schedules('2030-02-09')).map((r) => r.orderVehicleId)).toEqual(ids(early));
    expect((await schedules('2030-02-11')).map((r) => r.orderVehicleId)).toEqual(ids(next));
  });

  it("carries exactly spec section 3's fields, the derived ones, and the optional additions of issues 10 and 11", async () => {
    const rows = await schedules(DAY);
    const v = arrival.orderVehicles[0];
    const row = rows.find((r) => r.orderVehicleId === v.id);
    expect(row).toEqual({
      orderVehicleId: v.id,
      flightEtaDate: '2030-02-10',
      flightEtaTime: v.flightEtaTime,
      pickupDate: '2030-02-10',
      pickupTime: '12:00',
      clientTypeId: expect.any(Number),
      orderStatus: 'A',
      noshowFlag: 1,
      startDate: v.startDate,
      endDate: v.endDate,
      startTime: v.startTime,
      endTime: v.endTime,
      clientId: card.c2,
      vehicleTypeId: card.vt,
      driverId: null,
      serviceType: 'Arrival',
      pickupLocationId: card.loc.AP,
      dropoffLocationId: card.loc.PEN,
      flightNo: 'CX101',
      outsourceDriverName: null,
      outsourceVendorId: null,
      // Issue 17: the vendor's cost of an outsourced job.
      outsourceCost: null,
      isOutsource: false,
      outsourceName: null,
      outsourceMobile: null,
      startLocationId: card.loc.AP,
      startLocationCode: expect.any(String),
      endLocationId: card.loc.PEN,
      endLocationCode: expect.any(String),
      orderId: arrival.id,
      orderRefId: arrival.orderRefId,
      version: expect.any(Number),
      vehicleId: null,
      clientCode: expect.any(String),
      clientShortName: expect.any(String),
      secondCalls: [],
      // Issue 11: the main driver's progress (none yet).
      jobStatus: null,
      // Issue 32: the travel rule's zones, the locations' contract labels.
      pickupZone: 'AIRPORT',
      dropoffZone: 'TST',
    });
    const [ap, pen, ifc] = await Promise.all(
      [card.loc.AP, card.loc.PEN, card.loc.IFC].map(async (id) => (await app.database.db.select().from(t.locations).where(eq(t.locations.id, id)))[0]),
    );
    expect([row?.startLocationCode, row?.endLocationCode]).toEqual([ap.locationCode, pen.locationCode]);
    const hire = rows.find((r) => r.orderVehicleId === morning.orderVehicles[0].id);
    expect(hire).toMatchObject({
      clientTypeId,
      pickupTime: '04:00',
      dropoffLocationId: null,
      outsourceVendorId: card.c2,
      outsourceDriverName: 'Ah Keung@91234567',
      isOutsource: true,
      outsourceName: 'Ah Keung',
      outsourceMobile: '91234567',
      endLocationId: card.loc.IFC,
      endLocationCode: ifc.locationCode,
    });
  });

  it("reads only the selected branch's order vehicles", async () => {
    const sz = await schedules(DAY, { 'x-branch-id': '1' });
    expect(sz.map((r) => r.orderVehicleId)).toEqual([other.orderVehicles[0].id]);
  });

  it('refuses a date that is not one, and users without a scheduling or ordering right', async () => {
    expectError(await api.get(admin, '/limo/api/schedules/searchByServiceDate/2030-02-30'), 400, 'date must be a service date YYYY-MM-DD');
    expectError(await api.get(admin, '/limo/api/orders/searchByServiceDate/today'), 400, 'date must be a service date YYYY-MM-DD');
    expect((await schedules(DAY, {}, await app.login('dispatcher'))).length).toBeGreaterThan(0);
    for (const rights of [['SCHEDULING'], ['SCHEDULINGWRITE'], ['ORDERING']]) {
      const staff = await newStaff(app, admin, rights);
      expect((await schedules(DAY, {}, staff.token)).length, rights.join()).toBe(3);
    }
    const enquiry = await newStaff(app, admin, ['ORDERENQUIRY']);
    expectError(await api.get(enquiry.token, `/limo/api/schedules/searchByServiceDate/${DAY}`), 403);
    expect(embedded(await api.get(enquiry.token, `/limo/api/orders/searchByServiceDate/${DAY}`), 'orders').length).toBe(3);
    expectError(await api.get(await app.login('hr'), `/limo/api/schedules/searchByServiceDate/${DAY}`), 403);
    expectError(await api.get(await app.login('accounts'), `/limo/api/orders/searchByServiceDate/${DAY}`), 403);
  });
});

describe('orders/searchByServiceDate', () => {
  it('answers the orders of the branch with a vehicle picking up in the grid', async () => {
    const orders = embedded(await api.get(admin, `/limo/api/orders/searchByServiceDate/${DAY}`), 'orders');
    expect(orders.map((o) => o.id).sort()).toEqual([morning, night, arrival].map((o) => o.id).sort());
    expect(orders.find((o) => o.id === night.id)).toMatchObject({ orderRefId: night.orderRefId, orderStatus: 'C', clientId: card.c1 });
    const sz = embedded(await api.get(admin, `/limo/api/orders/searchByServiceDate/${DAY}`, { 'x-branch-id': '1' }), 'orders');
    expect(sz.map((o) => o.id)).toEqual([other.id]);
  });
});

describe('splitOutsourceDriver', () => {
  it("splits 'name@mobile' at its last at-sign; no at-sign is all name", () => {
    expect(splitOutsourceDriver('Ah Keung@91234567')).toEqual({ name: 'Ah Keung', mobile: '91234567' });
    expect(splitOutsourceDriver('a@b.com@61234567')).toEqual({ name: 'a@b.com', mobile: '61234567' });
    expect(splitOutsourceDriver('Chan only')).toEqual({ name: 'Chan only', mobile: null });
    expect(splitOutsourceDriver('@98765432')).toEqual({ name: null, mobile: '98765432' });
    expect(splitOutsourceDriver(null)).toEqual({ name: null, mobile: null });
  });
});
