import { createHash } from 'node:crypto';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { loadPrincipal } from '../src/engine/auth.js';
import { Events } from '../src/engine/events.js';
import { acceptBooking } from '../src/integrations/chinalink/partner-bookings.js';
import { expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { booking, PARTNER_INBOUND_ROUTES, partnerKit } from './partner-fixtures.js';

// The chinaLink partner's inbound calls and keys (issue 18, docs/partner-feed.md).

let app: TestApp;
let admin: string;
let key: string;
let doc: OpenApiDoc;
let kit: ReturnType<typeof partnerKit>;
const check = answerChecker();
const called = new Set<string>();
const ORDERS = '/limo/partner/v1/orders';

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  kit = partnerKit(app);
  doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
  key = (await kit.issueKey(admin)).key;
});
afterAll(() => app.close());

/** A call with the partner key (or a staff token), its answer checked against the route's documented answer. */
async function call(route: string, params: Record<string, string> = {}, body?: unknown, bearer = key) {
  const [method, path] = route.split(' ');
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  const res = await app.app.inject({ method: method as 'GET', url, payload: body as object, headers: { authorization: `Bearer ${bearer}` } });
  const documented = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode);
  expect(documented, `${route}: answered ${res.statusCode}: ${res.body.slice(0, 400)}`).toBeDefined();
  if (documented?.schema) expect(check(documented.schema, res.json()), `${route}: answer against its documented schema`).toEqual([]);
  called.add(route);
  return { status: res.statusCode, body: res.json() };
}

const post = (body: unknown) => call(`POST ${ORDERS}`, {}, body);
const order = async (id: number) => (await app.database.db.select().from(t.orders).where(eq(t.orders.id, id)))[0];
const vehicleOf = async (orderId: number) => (await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.orderId, orderId)))[0];
const logRows = (url: string) =>
  app.database.db
    .select()
    .from(t.apiHistories)
    .where(like(t.apiHistories.url, `${url}%`));

describe('partner keys', () => {
  it('issues a key shown once: at least 32 characters, only its sha256 kept; ORDERAPI only', async () => {
    const { body } = await call('POST /limo/api/issuePartnerKey', {}, { partner: 'chinaLink' }, admin);
    expect(body.key.length).toBeGreaterThanOrEqual(32);
    const [row] = await app.database.db.select().from(t.partnerKeys).where(eq(t.partnerKeys.id, body.keyId));
    expect(row.keyHash).toBe(createHash('sha256').update(body.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(body.key);
    const listed = await call('GET /limo/api/getPartnerKeys', {}, undefined, admin);
    expect(JSON.stringify(listed.body)).not.toContain(body.key);
    expect(listed.body.find((k: { keyId: number }) => k.keyId === body.keyId)).toMatchObject({ partner: 'chinaLink', revokedDt: null });

    const hr = await app.login('hr');
    for (const url of ['/limo/api/issuePartnerKey', '/limo/api/revokePartnerKey'])
      expectError(await app.as(hr, { method: 'POST', url, payload: { partner: 'chinaLink', keyId: body.keyId } }), 403);
    expectError(await app.as(admin, { method: 'POST', url: '/limo/api/issuePartnerKey', payload: { partner: 'other' } }), 400);
  });

  it('refuses a call without a key, with an unknown or short key, and with a revoked key (401), and logs each without the key', async () => {
    const fresh = await kit.issueKey(admin);
    const id = booking().partnerOrderId;
    expect((await kit.call(fresh.key, 'GET', `${ORDERS}/${id}`)).statusCode).toBe(404);
    const revoked = await call('POST /limo/api/revokePartnerKey', {}, { keyId: fresh.keyId }, admin);
    expect(revoked.body.revokedDt).not.toBeNull();
    expectError(await kit.call(fresh.key, 'GET', `${ORDERS}/${id}`), 401);
    expectError(await kit.call(undefined, 'GET', `${ORDERS}/${id}`), 401);
    expectError(await kit.call('short', 'GET', `${ORDERS}/${id}`), 401);
    expectError(await kit.call(`clk_${'x'.repeat(40)}`, 'POST', ORDERS, booking({ partnerOrderId: id })), 401);
    expect(await kit.bookingRow(id)).toBeUndefined();
    expectError(await app.as(admin, { method: 'POST', url: '/limo/api/revokePartnerKey', payload: { keyId: 999999 } }), 404);

    const rows = await logRows(`${ORDERS}/${id}`);
    expect(rows.map((r) => [r.direction, r.method, r.responseStatus])).toEqual([
      ['IN', 'GET', 404],
      ['IN', 'GET', 401],
      ['IN', 'GET', 401],
      ['IN', 'GET', 401],
    ]);
    const all = await app.database.db.select().from(t.apiHistories);
    expect(all.filter((r) => JSON.stringify(r).includes(fresh.key) || JSON.stringify(r).includes(key))).toEqual([]);
  });
});

describe('bookings in', () => {
  it('accepts a booking that maps into an order of the partner client in the partner branch, and logs the call with the order', async () => {
    const b = booking({ pickupAddress: 'Arrival hall A' });
    const res = await post(b);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ partnerOrderId: b.partnerOrderId, status: 'ACCEPTED' });
    const row = await kit.bookingRow(b.partnerOrderId);
    const saved = await order(res.body.orderId);
    expect(saved.orderRefId).toBe(res.body.orderRefId);
    const [client] = await app.database.db.select().from(t.clients).where(eq(t.clients.id, saved.clientId));
    const [branch] = await app.database.db.select().from(t.branches).where(eq(t.branches.id, saved.branchId));
    expect([client.clientCode, branch.branchCode, saved.orderStatus, saved.createBy]).toEqual(['OUSCL', 'HK', 'A', 'chinaLink']);
    const ov = await vehicleOf(saved.id);
    const [type] = await app.database.db.select().from(t.vehicleTypes).where(eq(t.vehicleTypes.id, ov.vehicleTypeId));
    expect(type.vehicleType).toBe('S-CLASS');
    expect([row.status, row.orderId, row.orderVehicleId, row.vehicleTypeId]).toEqual(['ACCEPTED', saved.id, ov.id, ov.vehicleTypeId]);
    expect([ov.pickupDate, ov.pickupTime, ov.flightNo, ov.paxCount]).toEqual(['2030-04-15', '10:30:00', 'CX123', 2]);
    expect(ov.remarks).toContain('Pick-up: Arrival hall A');

    const [log] = await logRows(ORDERS).then((rows) => rows.filter((r) => r.requestBody?.includes(b.partnerOrderId)));
    expect(log).toMatchObject({ direction: 'IN', method: 'POST', responseStatus: 201, orderId: saved.id, partner: 'chinaLink' });
    expect(JSON.parse(log.responseBody as string)).toEqual(res.body);
    expect(log.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('answers the same partnerOrderId again with the first result and makes one order, whatever the second body says', async () => {
    const b = booking();
    const first = await post(b);
    const again = await post(b);
    const changed = await post({ ...b, paxCount: 5, vehicleTypeCode: 'CL-BUS' });
    expect([first.status, again.status, changed.status]).toEqual([201, 200, 200]);
    expect(again.body).toEqual(first.body);
    expect(changed.body).toEqual(first.body);
    const [{ n }] = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.orders)
      .where(eq(t.orders.remarks, `chinaLink booking ${b.partnerOrderId}`));
    expect(n).toBe(1);
    expect((await vehicleOf(first.body.orderId)).paxCount).toBe(2);
  });

  it('leaves NEW with vehicleTypeId null a code mapped to several types or to none, and makes no order', async () => {
    for (const code of ['CL-MPV', 'NO-SUCH-TYPE']) {
      const b = booking({ vehicleTypeCode: code });
      const res = await post(b);
      expect(res.body).toEqual({ partnerOrderId: b.partnerOrderId, status: 'NEW' });
      expect(await kit.bookingRow(b.partnerOrderId)).toMatchObject({ status: 'NEW', vehicleTypeId: null, orderId: null });
    }
  });

  it('leaves NEW a booking when chinaLinkAutoAccept is not 1, and an address without a location code', async () => {
    await kit.setParameter('chinaLinkAutoAccept', '0');
    const off = booking();
    expect((await post(off)).body.status).toBe('NEW');
    await kit.setParameter('chinaLinkAutoAccept', '1');
    const bare = booking({ dropoffLocationCode: null, dropoffAddress: 'Futian, Shenzhen' });
    expect((await post(bare)).body.status).toBe('NEW');
    expect((await kit.bookingRow(bare.partnerOrderId)).vehicleTypeId).not.toBeNull();
  });

  it('lists every problem of a body at once (400), unknown location codes included, and saves nothing', async () => {
    const b = booking({ serviceType: 'Hire', pickupDate: '2030-02-30', pickupTime: '25:00', paxCount: 0, paxName: '', pickupLocationCode: 'NOWHERE' });
    delete (b as Record<string, unknown>).vehicleTypeCode;
    const res = await kit.call(key, 'POST', ORDERS, b);
    const body = expectError(res, 400);
    for (const field of ['serviceType', 'pickupDate', 'pickupTime', 'paxCount', 'paxName', 'vehicleTypeCode', 'pickupLocationCode'])
      expect(
        body.errors.some((e) => e.startsWith(`${field} `)),
        `${field} in ${body.errors.join('; ')}`,
      ).toBe(true);
    expect(body.errors.length).toBe(7);
    expect(await kit.bookingRow(b.partnerOrderId)).toBeUndefined();
    const noPlace = expectError(await kit.call(key, 'POST', ORDERS, booking({ dropoffLocationCode: null })), 400);
    expect(noPlace.errors).toEqual(['dropoffLocationCode or dropoffAddress is required']);
  });
});

describe('changes, cancels and status', () => {
  it('changes the booking and our order before the job starts', async () => {
    const b = booking();
    const { body } = await post(b);
    const res = await call(
      `PATCH ${ORDERS}/{partnerOrderId}`,
      { partnerOrderId: b.partnerOrderId },
      { pickupTime: '11:45', paxCount: 3, remarks: 'Child seat' },
    );
    expect(res.body).toEqual(body);
    const ov = await vehicleOf(body.orderId);
    expect([ov.pickupTime, ov.paxCount, ov.remarks]).toEqual(['11:45:00', 3, 'Child seat']);
    expect(await kit.bookingRow(b.partnerOrderId)).toMatchObject({ pickupTime: '11:45:00', paxCount: 3, remarks: 'Child seat' });
    const unknown = expectError(await kit.call(key, 'PATCH', `${ORDERS}/${b.partnerOrderId}`, { vehicleTypeCode: 'CL-BUS', paxCount: 0 }), 400);
    expect(unknown.errors.length).toBe(2);
    expectError(await kit.call(key, 'PATCH', `${ORDERS}/NOPE-${b.partnerOrderId}`, { paxCount: 1 }), 404);
  });

  it('logs a change as the partner sent it, not as its schema reads it', async () => {
    const b = booking();
    await post(b);
    await call(`PATCH ${ORDERS}/{partnerOrderId}`, { partnerOrderId: b.partnerOrderId }, { pickupTime: ' 09:05 ' });
    expect((await kit.bookingRow(b.partnerOrderId)).pickupTime).toBe('09:05:00');
    const [log] = await logRows(`${ORDERS}/${b.partnerOrderId}`).then((rows) => rows.filter((r) => r.method === 'PATCH'));
    expect(JSON.parse(log.requestBody as string)).toEqual({ pickupTime: ' 09:05 ' });
  });

  it('cancels the booking and our order (C) and queues a CANCELLED event in the same transaction', async () => {
    const b = booking();
    const { body } = await post(b);
    const res = await call(`PATCH ${ORDERS}/{partnerOrderId}`, { partnerOrderId: b.partnerOrderId }, { cancel: true });
    expect(res.body.status).toBe('CANCELLED');
    const saved = await order(body.orderId);
    expect(saved.orderStatus).toBe('C');
    expect(saved.cancelReasonId).not.toBeNull();
    const outbox = await app.database.db
      .select()
      .from(t.partnerOutbox)
      .where(eq(t.partnerOutbox.streamKey, `booking:${b.partnerOrderId}`));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ path: '/events', status: 'PENDING', orderId: body.orderId });
    expect(outbox[0].payload).toMatchObject({ partnerOrderId: b.partnerOrderId, event: 'CANCELLED', eventId: outbox[0].eventId });
    // Cancelling again answers as it is; any other change is refused.
    expect((await call(`PATCH ${ORDERS}/{partnerOrderId}`, { partnerOrderId: b.partnerOrderId }, { cancel: true })).body.status).toBe('CANCELLED');
    expectError(await kit.call(key, 'PATCH', `${ORDERS}/${b.partnerOrderId}`, { paxCount: 1 }), 409);
  });

  it('refuses every change once the driver has acknowledged (409), and answers the driver, plate and job status', async () => {
    const b = booking();
    const { body } = await post(b);
    const before = await call(`GET ${ORDERS}/{partnerOrderId}`, { partnerOrderId: b.partnerOrderId });
    expect(before.body).toEqual(body);
    const [driver] = await app.database.db.select().from(t.drivers).limit(1);
    const [car] = await app.database.db.select().from(t.vehicles).limit(1);
    const ov = await vehicleOf(body.orderId);
    await app.database.db.update(t.orderVehicles).set({ driverId: driver.id, vehicleId: car.id }).where(eq(t.orderVehicles.id, ov.id));
    const assigned = await call(`GET ${ORDERS}/{partnerOrderId}`, { partnerOrderId: b.partnerOrderId });
    expect(assigned.body).toEqual({ ...body, driverName: driver.driverNameEng, driverMobile: driver.mobileNo, plate: car.licensePlateNo, jobStatus: null });
    await app.database.db.update(t.orderVehicles).set({ jobStatus: 'ACK' }).where(eq(t.orderVehicles.id, ov.id));
    for (const change of [{ pickupTime: '12:00' }, { cancel: true }]) expectError(await kit.call(key, 'PATCH', `${ORDERS}/${b.partnerOrderId}`, change), 409);
    expect((await kit.bookingRow(b.partnerOrderId)).status).toBe('ACCEPTED');
    expect((await call(`GET ${ORDERS}/{partnerOrderId}`, { partnerOrderId: b.partnerOrderId })).body.jobStatus).toBe('ACK');
  });
});

describe("the screen's accept (acceptBooking)", () => {
  // Called without the app: no socket listens.
  const events = new Events();

  it('accepts a NEW booking once its type is chosen, as the dispatcher; 409 when not NEW; 400 naming what is missing', async () => {
    const dispatcher = await staffPrincipal('dispatcher');
    const b = booking({ vehicleTypeCode: 'CL-MPV' });
    await post(b);
    const row = await kit.bookingRow(b.partnerOrderId);
    await expect(acceptBooking(app.database.db, events, row.id, dispatcher)).rejects.toMatchObject({ status: 400 });
    const [alphard] = await app.database.db.select().from(t.vehicleTypes).where(eq(t.vehicleTypes.vehicleType, 'ALPHARD'));
    await app.database.db.update(t.partnerBookings).set({ vehicleTypeId: alphard.id }).where(eq(t.partnerBookings.id, row.id));
    const answer = await acceptBooking(app.database.db, events, row.id, dispatcher);
    expect(answer).toMatchObject({ partnerOrderId: b.partnerOrderId, status: 'ACCEPTED' });
    expect((await order(answer.orderId as number)).createBy).toBe('dispatcher');
    await expect(acceptBooking(app.database.db, events, row.id, dispatcher)).rejects.toMatchObject({ status: 409 });
    await expect(acceptBooking(app.database.db, events, 2_000_000_000, dispatcher)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps an address without a code as a free address with the zone of the closest location name, priced through that zone', async () => {
    // Issue 30 part 3: no placeholder location; "Futian ... Shenzhen" resembles Futian Shangri-La, Shenzhen (zone CHINA).
    const b = booking({ dropoffLocationCode: '', dropoffAddress: 'Futian Hotel, Shenzhen' });
    await post(b);
    const row = await kit.bookingRow(b.partnerOrderId);
    const answer = await acceptBooking(app.database.db, events, row.id, await staffPrincipal('admin'));
    const ov = await vehicleOf(answer.orderId as number);
    expect([ov.dropoffLocationId, ov.dropoffAddress, ov.dropoffZone, ov.remarks]).toEqual([null, 'Futian Hotel, Shenzhen', 'CHINA', 'Two suitcases']);
    const [airport] = await app.database.db.select().from(t.locations).where(eq(t.locations.locationCode, 'HKG-T1'));
    const priced = await app.as(admin, {
      method: 'POST',
      url: '/limo/api/getOrderTariff',
      payload: {
        clientId: (await order(answer.orderId as number)).clientId,
        vehicleTypeId: ov.vehicleTypeId,
        serviceType: 'Arrival',
        serviceDate: '2030-04-15',
        pickupTime: '10:30',
        pickupLocationId: airport.id,
        dropoffAddress: 'Futian Hotel, Shenzhen',
        dropoffZone: 'CHINA',
      },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const total = (priced.json() as { total: string }).total;
    expect(Number(total)).toBeGreaterThan(0);
    expect(ov.tariffFareAmt).toBe(total);
  });

  it('refuses to accept an address that resembles no location with a zone, naming it, and makes no order', async () => {
    const b = booking({ pickupLocationCode: null, pickupAddress: '12 Qwxyz Lane' });
    await post(b);
    const row = await kit.bookingRow(b.partnerOrderId);
    await expect(acceptBooking(app.database.db, events, row.id, await staffPrincipal('admin'))).rejects.toMatchObject({
      status: 400,
      errors: [
        'The pick-up address "12 Qwxyz Lane" resembles no location with a zone, so it cannot be priced: add a location for it (with its zone) or reject the booking',
      ],
    });
    expect(await kit.bookingRow(b.partnerOrderId)).toMatchObject({ status: 'NEW', orderId: null });
  });
});

/** The principal of a signed-in demo user in its home branch, as a route with rights would have it. */
async function staffPrincipal(username: string) {
  await app.login(username);
  const [staff] = await app.database.db.select().from(t.staffs).where(eq(t.staffs.username, username));
  const [session] = await app.database.db
    .select()
    .from(t.sessions)
    .where(and(eq(t.sessions.staffId, staff.id), isNull(t.sessions.revokedDt)))
    .limit(1);
  const principal = await loadPrincipal(app.database.db, staff.id, session.id);
  if (!principal) throw new Error(`no principal for ${username}`);
  return { ...principal, selectedBranchId: staff.branchId };
}

describe('the routes of the partner feed', () => {
  it('are documented with their body and their answers', () => {
    for (const route of PARTNER_INBOUND_ROUTES) {
      const op = operationOf(doc, route);
      if (!route.startsWith('GET ')) expect(Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}), route).not.toEqual([]);
      const ok = successes(op);
      expect(ok.length, route).toBeGreaterThan(0);
      for (const { schema } of ok) expect(schema?.type === 'array' || Object.keys(schema?.properties ?? {}).length > 0, `${route}: answer`).toBe(true);
    }
  });

  it('called every one of them above', () => {
    expect([...PARTNER_INBOUND_ROUTES].sort().filter((r) => !called.has(r))).toEqual([]);
  });
});
