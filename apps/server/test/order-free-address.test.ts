import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';

// Issue 30 part 3: a pick-up, stop or drop-off is a location or a free address with its pricing zone
// (pickupAddress/pickupZone, dropoffAddress/dropoffZone, a stop's address/zone), priced through the zone.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
});
afterAll(() => app.close());

type Vehicle = Record<string, unknown> & { id: number; fareAmt: string; fareLines: { kind: string; code: string; amount: string }[]; stops: unknown[] };
type Order = Record<string, unknown> & { id: number; version: number; orderVehicles: Vehicle[] };

const vehicle = (over: Record<string, unknown> = {}) => ({
  serviceType: 'Transfer',
  pickupDate: '2030-02-11',
  pickupTime: '10:00',
  pickupLocationId: card.loc.AP,
  dropoffLocationId: card.loc.IFC,
  vehicleTypeId: card.vt,
  paxCount: 1,
  ...over,
});
// C2: the class rate of TX until its special rate starts in March, no discount.
const body = (...vehicles: Record<string, unknown>[]) => ({ clientId: card.c2, orderStatus: 'A', orderVehicles: vehicles });
const orderCount = async () => (await app.database.db.select({ n: count() }).from(t.orders))[0].n;
const tariff = (b: Record<string, unknown>) =>
  api.post(admin, '/limo/api/getOrderTariff', { clientId: card.c2, serviceDate: b.pickupDate, ...b, pickupDate: undefined, paxCount: undefined });

describe('a free address on an order vehicle', () => {
  it('createOrder keeps the addresses and zones, getOrder answers them, and the price is the zone’s', async () => {
    const free = vehicle({
      pickupLocationId: null,
      pickupAddress: ' 1 Sky Plaza Road, Chek Lap Kok ',
      pickupZone: 'airport',
      stops: [{ address: '8 Finance Street', zone: 'CENTRAL' }, card.loc.PEN],
    });
    const res = await api.post(admin, '/limo/api/createOrder', body(free));
    expect(res.statusCode, res.body).toBe(201);
    const order = (await api.get(admin, `/limo/api/getOrder/${(res.json() as Order).id}`)).json() as Order;
    const v = order.orderVehicles[0];
    expect(v).toMatchObject({ pickupLocationId: null, pickupAddress: '1 Sky Plaza Road, Chek Lap Kok', pickupZone: 'airport', dropoffAddress: null });
    expect(v.stops).toEqual([{ locationId: null, address: '8 Finance Street', zone: 'CENTRAL' }, card.loc.PEN]);
    // B AIRPORT → CENTRAL 700 and two stops at 100, exactly as the AIRPORT location AP prices.
    const located = (await tariff(vehicle({ stops: [card.loc.IFC, card.loc.PEN] }))).json() as { total: string; lines: { amount: string }[] };
    expect(v.fareAmt).toBe('900.00');
    expect(v.fareAmt).toBe(located.total);
    expect(v.fareLines.map((l) => [l.kind, l.code, l.amount])).toEqual([
      ['BASE', 'B', '700.00'],
      ['STOP', 'CENTRAL', '100.00'],
      ['STOP', expect.any(String), '100.00'],
    ]);
  });

  it('getOrderTariff prices a free drop-off through its zone as well', async () => {
    const res = await tariff(vehicle({ pickupLocationId: card.loc.PEN, dropoffLocationId: undefined, dropoffAddress: 'Two IFC', dropoffZone: 'Central' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: '400.00', lines: [{ kind: 'BASE', code: 'B', description: 'Transfer Test Peninsula → Two IFC' }] });
  });

  it('updateOrder turns a location into an address, writing the change into the history', async () => {
    const made = (await api.post(admin, '/limo/api/createOrder', body(vehicle()))).json() as Order;
    const order = (await api.get(admin, `/limo/api/getOrder/${made.id}`)).json() as Order;
    const changed = { ...order.orderVehicles[0], dropoffLocationId: null, dropoffAddress: 'Peak Tower', dropoffZone: 'TST' };
    const res = await api.put(admin, `/limo/api/updateOrder/${order.id}`, { ...order, orderVehicles: [changed] }, { 'if-match': `"${order.version}"` });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await api.get(admin, `/limo/api/getOrder/${order.id}`)).json() as Order;
    expect(after.orderVehicles[0]).toMatchObject({ dropoffLocationId: null, dropoffAddress: 'Peak Tower', dropoffZone: 'TST', fareAmt: '900.00' });
    const history = (await api.get(admin, `/limo/api/orderHistories?orderId=${order.id}&size=100`)).json() as {
      _embedded: { orderHistories: { fieldName: string; newValue: string | null }[] };
    };
    expect(history._embedded.orderHistories).toEqual(
      expect.arrayContaining([expect.objectContaining({ fieldName: 'dropoffAddress', newValue: 'Peak Tower' })]),
    );
  });

  it('refuses a row with no place, both, an address without a zone, an unknown zone or a long address, and saves nothing', async () => {
    const before = await orderCount();
    const res = await api.post(
      admin,
      '/limo/api/createOrder',
      body(
        vehicle({ pickupLocationId: null }),
        vehicle({ pickupAddress: 'Somewhere' }),
        vehicle({ pickupLocationId: null, pickupAddress: 'Somewhere' }),
        vehicle({ dropoffLocationId: null, dropoffAddress: 'a'.repeat(201), dropoffZone: 'TST' }),
        vehicle({ stops: [{ zone: 'TST' }] }),
      ),
    );
    const err = expectError(res, 400);
    expect(err.invalidValues.map((v) => v.field)).toEqual([
      'orderVehicles[0].pickupLocationId',
      'orderVehicles[1].pickupAddress',
      'orderVehicles[1].pickupZone',
      'orderVehicles[2].pickupZone',
      'orderVehicles[3].dropoffAddress',
      'orderVehicles[4].stops[0].locationId',
      'orderVehicles[4].stops[0].zone',
    ]);
    const unknownZone = expectError(
      await api.post(admin, '/limo/api/createOrder', body(vehicle({ pickupLocationId: null, pickupAddress: 'Somewhere', pickupZone: 'MARS' }))),
      400,
    );
    expect(unknownZone.errors).toEqual(['orderVehicles[0]: Zone MARS (pick-up) is not a known zone: no active location has that contract label']);
    expect(unknownZone.invalidValues).toEqual([{ field: 'orderVehicles[0].pickupZone', value: 'MARS' }]);
    expect(await orderCount()).toBe(before);
  });
});

describe('a free address where a location name is shown', () => {
  it('the grid, the driver page and the departure notice show the address; none drops the job', async () => {
    const day = '2030-02-12';
    const res = await api.post(
      admin,
      '/limo/api/createOrder',
      body(
        vehicle({
          serviceType: 'Departure',
          pickupDate: day,
          pickupLocationId: null,
          pickupAddress: 'Flat A, 12/F, 8 Peak Road',
          pickupZone: 'TST',
          dropoffLocationId: card.loc.AP,
          stops: [{ address: 'Exchange Square', zone: 'CENTRAL' }],
        }),
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const ovId = ((await api.get(admin, `/limo/api/getOrder/${(res.json() as Order).id}`)).json() as Order).orderVehicles[0].id;
    const driver = await crew(app, admin).driver();
    await app.database.db.update(t.orderVehicles).set({ driverId: driver }).where(eq(t.orderVehicles.id, ovId));

    const grid = (await api.get(admin, `/limo/api/scheduling/day/${day}`)).json() as { schedules: Record<string, unknown>[] };
    expect(grid.schedules.find((r) => r.orderVehicleId === ovId)).toMatchObject({
      startLocationId: null,
      startLocationCode: 'Flat A, 12/F, 8 Peak Road',
      endLocationId: card.loc.AP,
    });

    const jobs = (await api.get(admin, `/limo/node/api/driverJobs/${driver}/${day}`)).json() as { jobs: Record<string, unknown>[] };
    expect(jobs.jobs.find((j) => j.orderVehicleId === ovId)).toMatchObject({
      pickup: { locationId: null, code: 'TST', name: 'Flat A, 12/F, 8 Peak Road', address: 'Flat A, 12/F, 8 Peak Road' },
      stops: [{ locationId: null, code: 'CENTRAL', name: 'Exchange Square' }],
      dropoff: { locationId: card.loc.AP },
    });

    const notices = (await api.get(admin, `/limo/api/enqDepartureNotices/${day}`)).json() as Record<string, unknown>;
    expect(JSON.stringify(notices)).toContain('Flat A, 12/F, 8 Peak Road');
  });

  it('the airport sign list answers the free pick-up address of an arrival (a cruise terminal gate), and its PDF is made', async () => {
    const day = '2030-02-13';
    const res = await api.post(
      admin,
      '/limo/api/createOrder',
      body(
        vehicle({
          serviceType: 'Arrival',
          pickupDate: day,
          pickupLocationId: null,
          pickupAddress: 'Kai Tak Cruise Terminal, Gate 2',
          pickupZone: 'TST',
          dropoffLocationId: card.loc.AP,
        }),
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const signs = await api.get(admin, `/limo/api/enqAirportSigns/${day}`);
    expect(signs.statusCode, signs.body).toBe(200);
    expect(signs.json()).toMatchObject([{ pickupLocation: 'Kai Tak Cruise Terminal, Gate 2' }]);
    const pdf = await api.get(admin, `/limo/api/enqAirportSigns/${day}?format=pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });
});
