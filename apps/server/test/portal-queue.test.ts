import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { loadPrincipal } from '../src/engine/auth.js';
import { Events, type Happenings } from '../src/engine/events.js';
import { PortalQueue } from '../src/modules/portal/portal-queue.service.js';
import { client, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, inlined, type OpenApiDoc, operationOf, successes } from './openapi-docs.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { enablePortal, expectStatus, PORTAL_QUEUE_ROUTES, portalCall, type PortalUser, portalUser } from './portal-fixtures.js';

// The operator's "To confirm" queue of portal orders (issue 33, docs/portal.md "To confirm").

let app: TestApp;
let admin: string;
let card: PricingCard;
let booker: PortalUser;
let doc: OpenApiDoc;
const check = answerChecker();

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  await enablePortal(app, card.c1);
  booker = await portalUser(app, card.c1);
  doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
});
afterAll(() => app.close());

const book = async (date: string) =>
  (
    expectStatus(
      await portalCall(app, booker, 'POST', '/limo/portal/api/orders', {
        serviceTypeId: 'Transfer',
        pickupDate: date,
        pickupTime: '09:00',
        pickup: { locationId: card.loc.AP },
        dropoff: { locationId: card.loc.PEN },
        vehicleTypeId: card.vt,
        paxCount: 1,
      }),
      201,
    ) as { id: number; orderRefId: string }
  ).id;

/** A staff call checked against its documented answer. */
async function call(route: string, url: string, body?: unknown, token = admin) {
  const [method] = route.split(' ');
  const res = await app.as(token, { method: method as 'GET', url, payload: body as object });
  const documented = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode);
  expect(documented, `${route}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBeDefined();
  if (documented?.schema) expect(check(documented.schema, res.json()), route).toEqual([]);
  return res.json();
}

describe('the "To confirm" queue', () => {
  it('lists the pending portal orders of the branch with client, booker, pick-up, vehicle type and price, and counts them', async () => {
    const before = (await call('GET /limo/api/portalOrdersCount', '/limo/api/portalOrdersCount')).count;
    const id = await book('2030-07-01');
    expect((await call('GET /limo/api/portalOrdersCount', '/limo/api/portalOrdersCount')).count).toBe(before + 1);
    const page = await call('GET /limo/api/portalOrders', '/limo/api/portalOrders?status=P&size=100');
    const row = page.items.find((i: { id: number }) => i.id === id);
    expect(row).toMatchObject({
      clientId: card.c1,
      bookerUsername: booker.username,
      bookerName: `Booker ${booker.username}`,
      pickupDate: '2030-07-01',
      pickupTime: '09:00',
      vehicleTypeId: card.vt,
      vehicleType: card.vtCode,
      total: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    // An order the office took is not the queue's.
    const office = await client(app).post(admin, '/limo/api/createOrder', {
      clientId: card.c1,
      orderStatus: 'P',
      orderVehicles: [
        {
          serviceType: 'Transfer',
          pickupDate: '2030-07-01',
          pickupTime: '09:00',
          pickupLocationId: card.loc.AP,
          dropoffLocationId: card.loc.PEN,
          vehicleTypeId: card.vt,
          paxCount: 1,
        },
      ],
    });
    expect(office.statusCode, office.body).toBe(201);
    const again = await call('GET /limo/api/portalOrders', '/limo/api/portalOrders?size=100');
    expect(again.items.map((i: { id: number }) => i.id)).not.toContain(office.json().id);
    expect(again.total).toBe(before + 1);
    // Confirmed by the office, then changed on the portal: pending again, and in the queue with the booker who changed it.
    const officeId = office.json().id as number;
    await app.database.db.update(t.orders).set({ orderStatus: 'A' }).where(eq(t.orders.id, officeId));
    expectStatus(await portalCall(app, booker, 'PATCH', `/limo/portal/api/orders/${officeId}`, { pickupTime: '10:15' }), 200);
    const changed = await call('GET /limo/api/portalOrders', '/limo/api/portalOrders?size=100');
    expect(changed.items.find((i: { id: number }) => i.id === officeId)).toMatchObject({ bookerUsername: booker.username, pickupTime: '10:15' });
    expect(changed.total).toBe(before + 2);
    // Another branch sees none of them.
    const sz = await newStaff(app, admin, ['ORDERING'], 1);
    expect((await call('GET /limo/api/portalOrdersCount', '/limo/api/portalOrdersCount', undefined, sz.token)).count).toBe(0);
    expect((await client(app).get(sz.token, `/limo/api/portalOrders`)).statusCode).toBe(200);
    expectStatus(await client(app).post(sz.token, `/limo/api/confirmPortalOrder/${id}`, {}), 404);
  });

  it('confirms (A): the booker sees CONFIRMED; a second confirm is 409', async () => {
    const id = await book('2030-07-02');
    const order = await call('POST /limo/api/confirmPortalOrder/{id}', `/limo/api/confirmPortalOrder/${id}`, {});
    expect(order).toMatchObject({ id, orderStatus: 'A', portalStatus: 'CONFIRMED', rejectReason: null });
    const seen = expectStatus(await portalCall(app, booker, 'GET', `/limo/portal/api/orders/${id}`), 200);
    expect(seen.portalStatus).toBe('CONFIRMED');
    const twice = await client(app).post(admin, `/limo/api/confirmPortalOrder/${id}`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('NOT_PENDING');
  });

  it('rejects with a reason (required): cancelled, kept as REJECTED with the reason the booker sees', async () => {
    const id = await book('2030-07-03');
    const none = await client(app).post(admin, `/limo/api/rejectPortalOrder/${id}`, { reason: '  ' });
    expect(none.statusCode).toBe(400);
    const order = await call('POST /limo/api/rejectPortalOrder/{id}', `/limo/api/rejectPortalOrder/${id}`, { reason: 'No car free that morning' });
    expect(order).toMatchObject({ id, orderStatus: 'C', portalStatus: 'REJECTED', rejectReason: 'No car free that morning' });
    const seen = expectStatus(await portalCall(app, booker, 'GET', `/limo/portal/api/orders/${id}`), 200);
    expect(seen).toMatchObject({ portalStatus: 'REJECTED', rejectReason: 'No car free that morning', cancelReason: null });
    const listed = expectStatus(await portalCall(app, booker, 'GET', '/limo/portal/api/orders?status=REJECTED'), 200);
    expect(listed.items.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it('publishes portalOrderConfirmed and portalOrderRejected in the transaction of the change, and nothing when the change fails', async () => {
    const events = new Events();
    const heard: { name: string; event: unknown; status: string }[] = [];
    const listen = <K extends 'portalOrderConfirmed' | 'portalOrderRejected'>(name: K) =>
      events.inTransaction(name, async (tx, event: Happenings[K]) => {
        // Inside the transaction: the order's new status is already there.
        const [row] = await tx.select({ status: t.orders.orderStatus }).from(t.orders).where(eq(t.orders.id, event.orderId));
        heard.push({ name, event, status: row.status });
      });
    listen('portalOrderConfirmed');
    listen('portalOrderRejected');
    const [staff] = await app.database.db.select().from(t.staffs).where(eq(t.staffs.username, 'admin'));
    const session = (await app.database.db.select().from(t.sessions).where(eq(t.sessions.staffId, staff.id)).limit(1))[0];
    const principal = { ...(await loadPrincipal(app.database.db, staff.id, session.id))!, selectedBranchId: 2 };
    const queue = new PortalQueue(app.database.db, events);
    const [first, second] = [await book('2030-07-04'), await book('2030-07-05')];
    await queue.confirm(first, principal, 'en', 'http://limo.test');
    await queue.reject(second, 'Fully booked', principal, 'en', 'http://limo.test');
    expect(heard).toEqual([
      { name: 'portalOrderConfirmed', event: { orderId: first }, status: 'A' },
      { name: 'portalOrderRejected', event: { orderId: second, reason: 'Fully booked' }, status: 'C' },
    ]);
    await expect(queue.confirm(second, principal, 'en', 'http://limo.test')).rejects.toThrow();
    expect(heard).toHaveLength(2);
  });

  it('called each queue route against its documented answer above', () => {
    for (const route of PORTAL_QUEUE_ROUTES) expect(successes(operationOf(doc, route)).length, route).toBeGreaterThan(0);
  });

  it('needs ORDERING', async () => {
    const other = await newStaff(app, admin, ['CLIENT'], 2);
    for (const url of ['/limo/api/portalOrders', '/limo/api/portalOrdersCount']) expect((await client(app).get(other.token, url)).statusCode).toBe(403);
  });
});
