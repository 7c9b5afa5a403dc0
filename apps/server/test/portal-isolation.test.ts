import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { routeAccess } from '../src/engine/auth.js';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makeClient, seedOrder } from './invoice-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { enablePortal, expectStatus, portalCall, type PortalUser, portalUser, storedPassenger, storedPlace } from './portal-fixtures.js';

// Issue 33: a portal user reads and changes only its own client's data; another client's id is 404, never 403.

let app: TestApp;
let admin: string;
let card: PricingCard;
let a: PortalUser;
let aBooker: PortalUser;
let b: PortalUser;
/** Client B's record of each kind a portal route names by id. */
const bIds: Record<string, number> = {};
const aIds: Record<string, number> = {};

async function invoiceOf(clientId: number, month: string) {
  await seedOrder(app, card, { clientId, date: `2030-${month}-10`, fares: ['500.00', '300.00'] });
  const res = await client(app).post(admin, '/limo/api/createInvoice', {
    clientId,
    dateFrom: `2030-${month}-01`,
    dateTo: `2030-${month}-28`,
    invoiceDate: `2030-${month}-28`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  const clientA = await makeClient(app, card);
  const clientB = await makeClient(app, card);
  for (const c of [clientA, clientB]) {
    await enablePortal(app, c, { autoConfirm: true });
    const tariff = await client(app).post(admin, '/limo/api/clientTariffs', { clientId: c, tariffId: card.tariff.id, effectiveDate: '2030-01-01' });
    expect(tariff.statusCode, tariff.body).toBe(201);
  }
  a = await portalUser(app, clientA, 'ADMIN');
  aBooker = await portalUser(app, clientA, 'BOOKER');
  b = await portalUser(app, clientB, 'ADMIN');
  const trip = {
    serviceTypeId: 'Transfer',
    pickupDate: '2030-06-01',
    pickupTime: '10:00',
    pickup: { locationId: card.loc.AP },
    dropoff: { locationId: card.loc.PEN },
    vehicleTypeId: card.vt,
    paxCount: 1,
  };
  for (const [user, ids] of [
    [a, aIds],
    [b, bIds],
  ] as const) {
    ids.orders = (expectStatus(await portalCall(app, user, 'POST', '/limo/portal/api/orders', trip), 201) as { id: number }).id;
    ids.invoices = await invoiceOf(user.clientId, user === a ? '07' : '08');
    ids.passengers = await storedPassenger(app, user.clientId, { name: 'Isolation Passenger' });
    ids.places = await storedPlace(app, user.clientId, { locationId: card.loc.AP });
  }
});
afterAll(() => app.close());

/** The body a route of each kind takes, so a refusal of the body cannot answer before the record is looked for. */
const bodyFor = (method: string, url: string) => {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (url.endsWith('/cancel')) return { reason: 'isolation' };
  if (url.includes('/passengers/')) return { name: 'Isolation Passenger', version: 0 };
  if (url.includes('/places/')) return { label: 'Isolation', locationId: card.loc.AP, version: 0 };
  return {};
};

describe('every portal route with an id', () => {
  const routes = () =>
    routeAccess(app.app)
      .filter((r) => r.portal && r.url.includes(':id'))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD').map((method) => ({ method: String(method), url: r.url })));

  it('answers 404 to a token of client A given client B’s id, for each of them, an ADMIN and a BOOKER alike', async () => {
    const list = routes();
    // Not a vacuous loop: the bookings' and invoices' routes at least (and the stored passengers and places).
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.some((r) => r.url.includes('/invoices/'))).toBe(true);
    // A BOOKER too: an ADMIN-only route must not answer it 403 for an id it may not know exists.
    for (const [role, user] of [
      ['ADMIN', a],
      ['BOOKER', aBooker],
    ] as const) {
      for (const { method, url } of list) {
        const kind = /^\/limo\/portal\/api\/(\w+)\//.exec(url)?.[1] ?? '';
        const id = bIds[kind];
        expect(id, `an id of client B for ${method} ${url} (add its kind to this test)`).toBeTypeOf('number');
        const res = await portalCall(app, user, method as 'GET', url.replace(':id', String(id)), bodyFor(method, url));
        expect(res.statusCode, `${role} ${method} ${url}: ${res.body.slice(0, 300)}`).toBe(404);
      }
    }
  });

  it('answers client B its own records on the same ids (the ids are real)', async () => {
    expectStatus(await portalCall(app, b, 'GET', `/limo/portal/api/orders/${bIds.orders}`), 200);
    const pdf = await portalCall(app, b, 'GET', `/limo/portal/api/invoices/${bIds.invoices}/pdf`);
    expect(pdf.statusCode).toBe(200);
  });

  it("lists client A's own orders and invoices only", async () => {
    const orders = expectStatus(await portalCall(app, a, 'GET', '/limo/portal/api/orders?size=100'), 200);
    // Its booking and the invoiced order the office took for it, none of B's.
    const own = await app.database.db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.clientId, a.clientId));
    expect(own.length).toBe(2);
    expect(orders.items.map((i: { id: number }) => i.id).sort()).toEqual(own.map((o) => o.id).sort());
    const invoices = expectStatus(await portalCall(app, a, 'GET', '/limo/portal/api/invoices'), 200);
    expect(invoices.items.map((i: { id: number }) => i.id)).toEqual([aIds.invoices]);
  });
});

describe('the portal invoices', () => {
  it('answers an ADMIN its issued and void invoices and the back office PDF; a BOOKER is 403 PORTAL_ADMIN_ONLY', async () => {
    const body = expectStatus(await portalCall(app, a, 'GET', '/limo/portal/api/invoices'), 200);
    expect(body.items[0]).toMatchObject({ id: aIds.invoices, status: 'A', total: expect.stringMatching(/^\d+\.\d{2}$/), invoiceDate: '2030-07-28' });
    const pdf = await portalCall(app, a, 'GET', `/limo/portal/api/invoices/${aIds.invoices}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const staff = await client(app).get(admin, `/limo/api/invoices/${aIds.invoices}/pdf`);
    expect(pdf.rawPayload.length).toBeGreaterThan(staff.rawPayload.length / 2);
    for (const url of ['/limo/portal/api/invoices', `/limo/portal/api/invoices/${aIds.invoices}/pdf`]) {
      const res = await portalCall(app, aBooker, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('PORTAL_ADMIN_ONLY');
    }
    const voided = await client(app).post(admin, '/limo/api/voidInvoice', { invoiceId: aIds.invoices, reason: 'isolation test' });
    expect(voided.statusCode, voided.body).toBeLessThan(300);
    const after = expectStatus(await portalCall(app, a, 'GET', '/limo/portal/api/invoices'), 200);
    expect(after.items.map((i: { status: string }) => i.status)).toEqual(['V']);
  });
});
