import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { requestHash } from '../src/modules/portal/portal-idempotency.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { enablePortal, expectStatus, portalCall, type PortalUser, portalUser } from './portal-fixtures.js';

// An Idempotency-Key belongs to one exact trip (issue 33 review, docs/portal.md "Booking"): the same key with another trip is 422.

let app: TestApp;
let card: PricingCard;
let booker: PortalUser;

const ORDERS = '/limo/portal/api/orders';
const REUSED = {
  en: 'This Idempotency-Key was already used for another trip: send a new key for this one',
  'zh-HK': '此 Idempotency-Key 已用於另一行程：請為此行程使用新的鍵',
};

beforeAll(async () => {
  app = await createTestApp();
  const admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  await enablePortal(app, card.c1);
  booker = await portalUser(app, card.c1);
});
afterAll(() => app.close());

const trip = (over: Record<string, unknown> = {}) => ({
  serviceTypeId: 'Transfer',
  pickupDate: '2030-02-12',
  pickupTime: '10:00',
  pickup: { locationId: card.loc.AP },
  dropoff: { locationId: card.loc.PEN },
  vehicleTypeId: card.vt,
  paxCount: 2,
  ...over,
});
const post = (body: unknown, key: string, lang = 'en') => portalCall(app, booker, 'POST', ORDERS, body, { 'idempotency-key': key, 'accept-language': lang });
const counts = async () => ({
  orders: (await app.database.db.select({ n: count() }).from(t.orders))[0].n,
  keys: (await app.database.db.select({ n: count() }).from(t.portalIdempotencyKeys))[0].n,
});

describe('POST /limo/portal/api/orders with an Idempotency-Key', () => {
  it('replays the first order for the same trip, whatever the order of its fields, and keeps the hash with the key', async () => {
    const first = expectStatus(await post(trip(), 'same-trip'), 201) as { id: number };
    const before = await counts();
    const reordered = Object.fromEntries(Object.entries(trip()).reverse());
    const again = await post(reordered, 'same-trip');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.id);
    expect(await counts()).toEqual(before);
    const k = t.portalIdempotencyKeys;
    const [row] = await app.database.db
      .select({ hash: k.requestHash })
      .from(k)
      .where(and(eq(k.clientUserId, booker.clientUserId), eq(k.idempotencyKey, 'same-trip')));
    expect(row.hash).toBe(requestHash(trip()));
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED in the caller’s language for the same key with another trip, creating nothing', async () => {
    expectStatus(await post(trip(), 'other-trip'), 201);
    const before = await counts();
    const others = [trip({ pickupTime: '11:00' }), trip({ paxCount: 3 }), trip({ dropoff: { locationId: card.loc.AP } }), trip({ remarks: 'extra' })];
    for (const [i, other] of others.entries()) {
      for (const lang of ['en', 'zh-HK'] as const) {
        const res = await post(other, 'other-trip', lang);
        expect(res.statusCode, `${i} ${lang}: ${res.body}`).toBe(422);
        expect(res.json(), `${i} ${lang}`).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: REUSED[lang] });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('books one order when the same key comes at once with two trips: the other is 422', async () => {
    const before = await counts();
    const both = await Promise.all([trip({ pickupTime: '12:00' }), trip({ pickupTime: '13:00' })].map((body) => post(body, 'racing-trips')));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.statusCode === 422)?.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await counts()).toEqual({ orders: before.orders + 1, keys: before.keys + 1 });
  });
});
