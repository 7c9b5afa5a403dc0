import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client, embedded } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// Issue 30 part 7: a vehicle type smaller than the passengers or luggage is refused with the
// capacity named (409 OVER_CAPACITY), unless the order vehicle gives capacityOverrideReason.
// The card's types seat 4; their luggage capacity is set here.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  await app.database.db.update(t.vehicleTypes).set({ luggageCapacity: 3 }).where(eq(t.vehicleTypes.id, card.vt));
});
afterAll(() => app.close());

const body = (v: Record<string, unknown>) => ({
  clientId: card.c1,
  orderStatus: 'A',
  orderVehicles: [orderMaker(app, admin, card).vehicle({ paxCount: 4, luggageCount: 3, ...v })],
});
const create = (v: Record<string, unknown>, headers?: Record<string, string>) => api.post(admin, '/limo/api/createOrder', body(v), headers);

describe('the capacity guard of createOrder and updateOrder', () => {
  it('takes a vehicle that fits its type', async () => {
    const res = await create({});
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses more passengers than the type seats, naming the capacity, and saves nothing', async () => {
    const before = (await app.database.db.select({ id: t.orders.id }).from(t.orders)).length;
    const res = await create({ paxCount: 5 });
    expect(res.statusCode, res.body).toBe(409);
    const answer = res.json();
    expect(answer.code).toBe('OVER_CAPACITY');
    expect(answer.message).toMatch(/5 passengers exceed .*capacity of 4/);
    expect(answer.shortfalls).toEqual([expect.objectContaining({ index: 0, paxCount: 5, maxCapacity: 4 })]);
    expect(answer.invalidValues).toEqual([{ field: 'orderVehicles[0].paxCount', value: 5 }]);
    expect((await app.database.db.select({ id: t.orders.id }).from(t.orders)).length).toBe(before);
  });

  it("words the refusal in the request's language (Accept-Language), the same code in each (issue 30 part 1)", async () => {
    const [en, zh] = [await create({ paxCount: 5 }, { 'accept-language': 'en' }), await create({ paxCount: 5 }, { 'accept-language': 'zh-HK' })];
    expect([en.statusCode, zh.statusCode]).toEqual([409, 409]);
    expect(zh.json().code).toBe(en.json().code);
    expect(zh.json().code).toBe('OVER_CAPACITY');
    expect(en.json().message).toMatch(/5 passengers exceed .*capacity of 4/);
    expect(zh.json().message).toMatch(/5 位乘客超出.*的載客量 4/);
    expect(zh.json().errors).toEqual([zh.json().message]);
    expect(zh.json().invalidValues).toEqual(en.json().invalidValues);
  });

  it('refuses more luggage than the type holds', async () => {
    const res = await create({ luggageCount: 4 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OVER_CAPACITY', shortfalls: [{ luggageCount: 4, luggageCapacity: 3 }] });
    expect(res.json().message).toMatch(/luggage capacity of 3/);
  });

  it('takes it with a reason, which the history keeps', async () => {
    const res = await create({ paxCount: 6, capacityOverrideReason: 'Two children on laps' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const rows = embedded(await api.get(admin, `/limo/api/orderHistories?orderId=${order.id}&size=100`), 'orderHistories');
    expect(rows).toContainEqual(expect.objectContaining({ fieldName: 'capacityOverrideReason', newValue: 'Two children on laps' }));
  });

  it('updateOrder refuses raising the passengers over the capacity, takes it with a reason', async () => {
    const created = await create({});
    const order = created.json();
    const put = (v: Record<string, unknown>, version: number) =>
      api.put(admin, `/limo/api/updateOrder/${order.id}`, { ...order, version, orderVehicles: [{ ...order.orderVehicles[0], ...v }] });
    const refused = await put({ paxCount: 7 }, order.version);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('OVER_CAPACITY');
    const taken = await put({ paxCount: 7, capacityOverrideReason: 'Client insists' }, order.version);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().orderVehicles[0].paxCount).toBe(7);
  });
});

describe('the capacity guard of the batch import (issue 30 part 8b)', () => {
  const batch = (vehicles: Record<string, unknown>[], dryRun = false) =>
    api.post(admin, '/limo/api/createOrderBatch', { dryRun, orders: vehicles.map((v) => body(v)) });

  it("refuses the batch naming the row and vehicle over its type's capacity, and saves nothing", async () => {
    const before = (await app.database.db.select({ id: t.orders.id }).from(t.orders)).length;
    const res = await batch([{}, { paxCount: 5 }, { luggageCount: 4 }]);
    expect(res.statusCode, res.body).toBe(400);
    const rows = res.json().orders as { row: number; errors: { field: string; message: string }[] }[];
    expect(rows[0].errors).toEqual([]);
    expect(rows[1].errors).toEqual([{ field: 'orders[1].orderVehicles[0].paxCount', message: expect.stringMatching(/5 passengers exceed .*capacity of 4/) }]);
    expect(rows[2].errors.map((e) => e.field)).toEqual(['orders[2].orderVehicles[0].luggageCount']);
    expect((await app.database.db.select({ id: t.orders.id }).from(t.orders)).length).toBe(before);
    // A dry run lists the same.
    const dry = await batch([{ paxCount: 5 }], true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().orders[0].errors.map((e: { field: string }) => e.field)).toEqual(['orders[0].orderVehicles[0].paxCount']);
  });

  it('takes a vehicle over capacity with a reason, which the history keeps', async () => {
    const res = await batch([{ paxCount: 5, capacityOverrideReason: 'Two children on laps' }]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().orders[0].id as number;
    const rows = embedded(await api.get(admin, `/limo/api/orderHistories?orderId=${id}&size=100`), 'orderHistories');
    expect(rows).toContainEqual(expect.objectContaining({ fieldName: 'capacityOverrideReason', newValue: 'Two children on laps' }));
  });
});
