import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, embedded, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { ORDER_BATCH_ROUTES } from './order-batch-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// createOrderBatch and the import mappings (issue 15, docs/order-operations.md) on the 2030 rate card of pricing-card.ts.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let doc: OpenApiDoc;
const check = answerChecker();
/** The routes called here against their documented answers (order-batch-fixtures.ts lists them for openapi-hand-routes). */
const called = new Set<string>();

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
});
afterAll(() => app.close());

type Row = { row: number; id?: number; orderRefId?: string; fareAmt: string | null; errors: { field: string; message: string }[] };
type Answer = { created: number; orders: Row[] };

const ride = (over: Record<string, unknown> = {}) => ({
  serviceType: 'Transfer',
  pickupDate: '2030-02-11',
  pickupTime: '10:00',
  pickupLocationId: card.loc.AP,
  dropoffLocationId: card.loc.PEN,
  vehicleTypeId: card.vt,
  paxCount: 2,
  orderPaxes: [{ paxName: 'Chan Tai Man', paxTel: '+852 9123 4567' }],
  ...over,
});
const order = (vehicles: Record<string, unknown>[] = [ride()], over: Record<string, unknown> = {}) => ({
  clientId: card.c1,
  orderStatus: 'A',
  contactName: 'Conference desk',
  orderVehicles: vehicles,
  ...over,
});
/** n good orders, a day apart in the hour, so each is priced on its own. */
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => order([ride({ pickupTime: `${String(8 + (i % 12)).padStart(2, '0')}:${i % 2 ? '30' : '00'}` })]));

/** Calls createOrderBatch and checks the answer against the documented one (the 400 has the same shape). */
async function batch(body: unknown, headers: Record<string, string> = {}, token = admin) {
  const res = await api.post(token, '/limo/api/createOrderBatch', body, headers);
  const documented = successes(operationOf(doc, 'POST /limo/api/createOrderBatch')).find((s) => s.status === (res.statusCode === 400 ? 201 : res.statusCode));
  if (res.statusCode < 300 || (res.statusCode === 400 && 'created' in res.json())) {
    expect(documented?.schema, res.body.slice(0, 300)).toBeDefined();
    expect(check(documented!.schema!, res.json())).toEqual([]);
    called.add('POST /limo/api/createOrderBatch');
  }
  return res;
}
const orderCount = async () => (await app.database.db.select({ n: count() }).from(t.orders))[0].n;

describe('createOrderBatch', () => {
  it("a dry run prices every row, lists every row's errors with their full paths, and saves nothing", async () => {
    const before = await orderCount();
    const res = await batch({
      dryRun: true,
      orders: [
        order(),
        order([ride({ pickupLocationId: 99999999 })]),
        order([ride({ paxCount: 0, pickupTime: '25:00' })]),
        order([ride({ voucherNo: 'NOSUCH' }), ride({ vehicleTypeId: card.vtNoRate })]),
        order([ride()], { orderStatus: 'C', clientId: card.c1 }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    expect(answer.created).toBe(0);
    expect(answer.orders.map((r) => r.row)).toEqual([0, 1, 2, 3, 4]);
    expect(answer.orders[0]).toEqual({ row: 0, fareAmt: expect.stringMatching(/^\d+\.\d{2}$/), errors: [] });
    expect(answer.orders[1].fareAmt).toBeNull();
    expect(answer.orders[1].errors).toEqual([
      { field: 'orders[1].orderVehicles[0].pickupLocationId', message: 'orders[1].orderVehicles[0]: Location 99999999 (pick-up) does not exist' },
    ]);
    expect(answer.orders[2].errors.map((e) => e.field)).toEqual(['orders[2].orderVehicles[0].pickupTime', 'orders[2].orderVehicles[0].paxCount']);
    expect(answer.orders[2].errors[1].message).toBe('orders[2].orderVehicles[0].paxCount must be a whole number from 1 to 99');
    expect(answer.orders[3].errors.map((e) => e.field)).toEqual(['orders[3].orderVehicles[0].voucherNo', 'orders[3].orderVehicles[1].vehicleTypeId']);
    expect(answer.orders[3].errors[0].message).toBe('orders[3].orderVehicles[0]: Voucher NOSUCH does not exist');
    expect(answer.orders[3].errors[1].message).toMatch(/^orders\[3\]\.orderVehicles\[1\]: No rate for/);
    expect(answer.orders[4]).toMatchObject({ fareAmt: answer.orders[0].fareAmt });
    expect(answer.orders[4].errors).toEqual([
      { field: 'orders[4].orderStatus', message: 'orders[4].orderStatus of a new order must be P (pending) or A (active), not C' },
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('a good dry run is a 200 with every fare, and still saves nothing', async () => {
    const before = await orderCount();
    const res = await batch({ dryRun: true, orders: many(3) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Answer).orders.every((r) => r.errors.length === 0 && r.fareAmt !== null && r.id === undefined)).toBe(true);
    expect(await orderCount()).toBe(before);
  });

  it('one failing row refuses the whole batch: a 400 naming it exactly, nothing saved', async () => {
    const before = await orderCount();
    const orders = many(13);
    orders[12] = order([ride({ pickupLocationId: 99999999 })]);
    const res = await batch({ orders });
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json() as Answer;
    expect(answer.created).toBe(0);
    expect(answer.orders).toHaveLength(13);
    expect(answer.orders.slice(0, 12).every((r) => r.errors.length === 0 && r.id === undefined && r.fareAmt !== null)).toBe(true);
    expect(answer.orders[12].errors.map((e) => e.field)).toEqual(['orders[12].orderVehicles[0].pickupLocationId']);
    expect(await orderCount()).toBe(before);
  });

  it('creates every order in one go, priced as createOrder prices it, with its reference number and history', async () => {
    const two = order([ride(), ride({ serviceType: 'Hire', hireMinutes: 310, dropoffLocationId: null, pickupTime: '14:00', orderPaxes: [] })]);
    const res = await batch({ orders: [order(), two] });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as Answer;
    expect(answer.created).toBe(2);
    const single = await api.post(admin, '/limo/api/createOrder', two);
    expect(single.statusCode, single.body).toBe(201);
    const alone = single.json() as { orderVehicles: { fareAmt: string; fareLines: unknown[] }[] };
    const cents = (m: string) => Math.round(Number(m) * 100);
    expect(cents(answer.orders[1].fareAmt!)).toBe(alone.orderVehicles.reduce((s, v) => s + cents(v.fareAmt), 0));

    for (const r of answer.orders) {
      expect(r).toMatchObject({ id: expect.any(Number), orderRefId: expect.stringMatching(/^HK\d{6}-\d{4}$/), errors: [] });
      const saved = await api.get(admin, `/limo/api/getOrder/${r.id}`);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ orderRefId: r.orderRefId, orderStatus: 'A', branchId: 2, inputSource: 'O', contactName: 'Conference desk' });
      const history = embedded(await api.get(admin, `/limo/api/orderHistories?orderId=${r.id}&size=100`), 'orderHistories');
      expect(history.find((h) => h.fieldName === 'order')?.newValue).toBe(`created ${r.orderRefId} (A), batch row ${r.row}`);
      expect(history.filter((h) => h.fieldName === 'orderVehicle')).toHaveLength(r.row === 0 ? 1 : 2);
    }
    const batched = (await api.get(admin, `/limo/api/getOrder/${answer.orders[1].id}`)).json() as typeof alone & { firstPickupAt: unknown };
    expect(batched.orderVehicles.map((v) => [v.fareAmt, v.fareLines])).toEqual(alone.orderVehicles.map((v) => [v.fareAmt, v.fareLines]));
    const [row] = await app.database.db.select().from(t.orders).where(eq(t.orders.id, answer.orders[1].id!));
    expect(row.firstPickupAt).not.toBeNull();
    const paxes = await app.database.db.select().from(t.orderPaxes).where(eq(t.orderPaxes.orderId, answer.orders[0].id!));
    expect(paxes.map((p) => p.paxName)).toEqual(['Chan Tai Man']);
  });

  it('an Idempotency-Key retry answers the first batch and makes nothing more; a dry run keeps no key', async () => {
    const key = { 'idempotency-key': `batch-${Date.now()}` };
    const dry = await batch({ dryRun: true, orders: many(2) }, key);
    expect(dry.statusCode).toBe(200);
    const first = await batch({ orders: many(2) }, key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await orderCount();
    const again = await batch({ orders: many(5) }, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before);
    // The orders are of branch HK: the same key selecting another branch is refused.
    expectError(await api.post(admin, '/limo/api/createOrderBatch', { orders: many(1) }, { ...key, 'x-branch-id': '1' }), 409);
    expectError(await api.post(admin, '/limo/api/createOrderBatch', { orders: many(1) }, { 'idempotency-key': ' ' }), 400);
  });

  it('takes up to 2,000 orders: 2,001 is a 400 naming the limit; a body that is no batch is a 400', async () => {
    const body = expectError(await api.post(admin, '/limo/api/createOrderBatch', { dryRun: true, orders: Array.from({ length: 2001 }, () => ({})) }), 400);
    expect(body.errors).toEqual(['orders must hold at most 2000 orders']);
    expect(expectError(await api.post(admin, '/limo/api/createOrderBatch', { orders: [] }), 400).errors).toEqual(['orders must hold at least one order']);
    expect(expectError(await api.post(admin, '/limo/api/createOrderBatch', { dryRun: 'yes', orders: many(1) }), 400).errors).toEqual([
      'dryRun must be true or false',
    ]);
  });

  it('creates 2,000 orders in one transaction', async () => {
    const before = await orderCount();
    const res = await batch({ orders: many(2000) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const answer = res.json() as Answer;
    expect(answer.created).toBe(2000);
    expect(new Set(answer.orders.map((r) => r.orderRefId)).size).toBe(2000);
    expect(await orderCount()).toBe(before + 2000);
    const ids = answer.orders.map((r) => r.id!);
    const vehicles = await app.database.db.select({ n: count() }).from(t.orderVehicles).where(inArray(t.orderVehicles.orderId, ids));
    expect(vehicles[0].n).toBe(2000);
  }, 120_000);

  it('works in the selected branch: its vehicle types, its numbers; a type of another branch is a row error', async () => {
    const sz = { 'x-branch-id': '1' };
    const refused = await batch({ orders: [order([ride({ vehicleTypeId: card.vt })])] }, sz);
    expect(refused.statusCode, refused.body).toBe(400);
    expect((refused.json() as Answer).orders[0].errors).toEqual([
      { field: 'orders[0].orderVehicles[0].vehicleTypeId', message: `orders[0].orderVehicles[0]: Vehicle type ${card.vt} is not used in the selected branch` },
    ]);
    const made = await batch({ orders: [order([ride({ vehicleTypeId: card.vt1 })])] }, sz);
    expect(made.statusCode, made.body).toBe(201);
    const [row] = (made.json() as Answer).orders;
    expect(row.orderRefId).toMatch(/^SZ\d{6}-\d{4}$/);
    expectError(await api.get(admin, `/limo/api/getOrder/${row.id}`), 404);
    expect((await api.get(admin, `/limo/api/getOrder/${row.id}`, sz)).json()).toMatchObject({ branchId: 1 });
  });

  it('belongs to ordering staff: others get a 403', async () => {
    const hr = await app.login('hr');
    expectError(await api.post(hr, '/limo/api/createOrderBatch', { dryRun: true, orders: many(1) }), 403);
    const clerk = await newStaff(app, admin, ['ORDERING']);
    expect((await batch({ dryRun: true, orders: many(1) }, {}, clerk.token)).statusCode).toBe(200);
  });
});

describe('orderImportMappings', () => {
  const url = (clientId: number | string) => `/limo/api/orderImportMappings/${clientId}`;
  const documented = (route: string, res: { statusCode: number; json(): unknown }) => {
    const schema = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode)?.schema;
    expect(schema).toBeDefined();
    expect(check(schema!, res.json())).toEqual([]);
    called.add(route);
  };

  it("remembers a client's mapping, the last one saved winning", async () => {
    expectError(await api.get(admin, url(card.c2)), 404, `No import mapping for client ${card.c2} yet`);
    const mapping = { 'Pick-up date': 'pickupDate', Time: 'pickupTime', Hotel: 'dropoffLocation' };
    const saved = await api.put(admin, url(card.c2), { mapping });
    expect(saved.statusCode, saved.body).toBe(200);
    documented('PUT /limo/api/orderImportMappings/{clientId}', saved);
    const read = await api.get(admin, url(card.c2));
    documented('GET /limo/api/orderImportMappings/{clientId}', read);
    expect(read.json()).toEqual({ clientId: card.c2, mapping });
    expect((await api.put(admin, url(card.c2), { mapping: { Date: 'pickupDate' } })).statusCode).toBe(200);
    expect((await api.get(admin, url(card.c2))).json()).toEqual({ clientId: card.c2, mapping: { Date: 'pickupDate' } });
  });

  it('refuses unknown fields, a field from two columns, and unknown clients; others than ordering staff get a 403', async () => {
    const bad = expectError(await api.put(admin, url(card.c3), { mapping: { Date: 'pickupDay' } }), 400);
    expect(bad.invalidValues[0].field).toBe('mapping.Date');
    const twice = expectError(await api.put(admin, url(card.c3), { mapping: { Date: 'pickupDate', Day: 'pickupDate' } }), 400);
    expect(twice.errors).toEqual(['mapping.Day maps pickupDate, which column "Date" maps already']);
    expectError(await api.put(admin, url(99999999), { mapping: { Date: 'pickupDate' } }), 404, 'Client 99999999 not found');
    expectError(await api.get(admin, url('abc')), 400);
    const hr = await app.login('hr');
    expectError(await api.get(hr, url(card.c1)), 403);
    expectError(await api.put(hr, url(card.c1), { mapping: {} }), 403);
  });
});

it('called every batch route against its documented answer', () => {
  expect([...called].sort()).toEqual([...ORDER_BATCH_ROUTES].sort());
});
