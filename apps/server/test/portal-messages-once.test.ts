import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { queueAbout } from '../src/modules/messages/subscribers.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client, code } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { BOOKER, outboxOf, PASSENGER, PUBLIC_URL, shape, toEveryone } from './portal-messages-fixtures.js';

/*
 * Portal messages told once, and told again when they should be (issue 33 review): a booking changed and
 * confirmed again is told again; the booker once per order, each car's passengers about their car, a
 * car removed from the order nothing.
 */

let app: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let card: PricingCard;
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: PUBLIC_URL });
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
});
afterAll(() => app?.close());

/** A pending portal order of `cars` cars, each with the opted-in PASSENGER (a mobile and address of their own per car). */
async function pendingPortalOrder(cars: number) {
  const make = orderMaker(app, admin, card);
  const order = await make.create(
    card.c1,
    Array.from({ length: cars }, () => make.vehicle({ pickupDate: '2030-06-10', pickupTime: '09:00' })),
    { orderStatus: 'P' },
  );
  const [booker] = await db()
    .insert(t.clientUsers)
    .values({ clientId: card.c1, username: code('booker', 30), ...BOOKER, role: 'BOOKER' })
    .returning({ id: t.clientUsers.id });
  await db().execute(sql`insert into portal_orders (order_id, client_user_id) values (${order.id}, ${booker.id})`);
  const ids = order.orderVehicles.map((v) => v.id);
  for (const [i, id] of ids.entries()) {
    const email = i === 0 ? PASSENGER.email : `car${i}.${PASSENGER.email}`;
    const mobile = i === 0 ? PASSENGER.mobile : `6${i}00 000${i}`;
    await db().execute(sql`
      insert into portal_order_passengers (order_vehicle_id, seq, order_id, name, mobile, email, language, notify)
      values (${id}, 1, ${order.id}, ${PASSENGER.name}, ${mobile}, ${email}, 'zh-HK', 1)`);
  }
  return { id: order.id, ids };
}
const confirm = async (orderId: number) => {
  const res = await api.post(admin, `/limo/api/confirmPortalOrder/${orderId}`, {});
  expect(res.statusCode, res.body).toBe(200);
};

describe('CONFIRMED', () => {
  it('is told again when a changed booking is confirmed again, with the new text', async () => {
    const order = await pendingPortalOrder(1);
    const [car] = order.ids;
    await confirm(order.id);
    const first = await outboxOf(app, car);
    expect(shape(first)).toEqual(toEveryone('CONFIRMED'));
    expect(first[0].body).toContain('to Test Peninsula');
    // The booker changes the drop-off (same pick-up date and time): the order goes back to P, as the portal's change does.
    await db().execute(sql`update order_vehicles set dropoff_location_id = ${card.loc.IFC}, version = version + 1 where id = ${car}`);
    await db().execute(sql`update orders set order_status = 'P', version = version + 1 where id = ${order.id}`);
    await confirm(order.id);
    const after = await outboxOf(app, car);
    expect(shape(after.slice(4))).toEqual(toEveryone('CONFIRMED'));
    const [ifc] = await db().select({ name: t.locations.locationDescEng }).from(t.locations).where(eq(t.locations.id, card.loc.IFC));
    for (const row of after.slice(4)) expect(row.body, row.recipient).toContain(ifc.name);
  });
});

describe('about the whole order', () => {
  /** Three cars, the third removed from the order (status C). */
  async function threeCars() {
    const order = await pendingPortalOrder(3);
    await db().execute(sql`update order_vehicles set order_vehicle_status = 'C' where id = ${order.ids[2]}`);
    return order;
  }
  const passengerOf = (i: number) => (i === 0 ? [PASSENGER.email, PASSENGER.mobile] : [`car${i}.${PASSENGER.email}`, `6${i}00 000${i}`]);

  for (const [kind, act] of [
    ['CONFIRMED', (id: number) => confirm(id)],
    [
      'REJECTED',
      async (id: number) => {
        const res = await api.post(admin, `/limo/api/rejectPortalOrder/${id}`, { reason: 'No car free' });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
  ] as const) {
    it(`${kind}: the booker once, each live car's passenger about their car, a removed car nobody`, async () => {
      const order = await threeCars();
      await act(order.id);
      const [first, second, removed] = await Promise.all(order.ids.map((id) => outboxOf(app, id)));
      expect(first.map((r) => r.recipient)).toEqual([BOOKER.email, BOOKER.mobile, ...passengerOf(0)]);
      expect(second.map((r) => r.recipient)).toEqual(passengerOf(1));
      expect(removed).toEqual([]);
      for (const row of [...first, ...second]) expect(row.kind, row.recipient).toBe(kind);
    });
  }
});

describe('two changes at once', () => {
  it('queue one copy: the second transaction waits on the unique index and queues nothing (PostgreSQL)', async () => {
    const order = await pendingPortalOrder(1);
    const [car] = order.ids;
    await db().execute(sql`update orders set order_status = 'A' where id = ${order.id}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first queues and holds its transaction open; the second queues meanwhile, before the first commits.
    const first = db().transaction(async (tx) => {
      const n = await queueAbout(tx, car, 'CONFIRMED', { trackingBase: PUBLIC_URL });
      await held;
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = db().transaction((tx) => queueAbout(tx, car, 'CONFIRMED', { trackingBase: PUBLIC_URL }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    expect(await Promise.all([first, second])).toEqual([4, 0]);
    expect(shape(await outboxOf(app, car))).toEqual(toEveryone('CONFIRMED'));
  });
});
