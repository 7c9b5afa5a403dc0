import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { API, orderByApi, post } from './invoice-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// The invoice lock (issue 17 rule 6): an order vehicle on a live invoice keeps its price, pricing inputs and status.

const DATE = '2030-06-10';
const PERIOD = { dateFrom: '2030-06-01', dateTo: '2030-06-30' };
let app: TestApp;
let admin: string;
let card: PricingCard;
let order: Awaited<ReturnType<typeof orderByApi>>;
let other: Awaited<ReturnType<typeof orderByApi>>;
let invoiceId: number;
let cancelReasonId: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  order = await orderByApi(app, admin, card, card.c1, DATE);
  other = await orderByApi(app, admin, card, card.c1, '2030-06-11');
  const res = await post(app, admin, 'createInvoice', {
    clientId: card.c1,
    ...PERIOD,
    invoiceDate: '2030-07-01',
    orderVehicleIds: [order.orderVehicles[0].id],
  });
  expect(res.statusCode, res.body).toBe(201);
  invoiceId = res.json().id;
  const [reason] = await app.database.db.select().from(t.cancelReasons).limit(1);
  cancelReasonId = reason.id;
});
afterAll(() => app.close());

const api = () => client(app);
const read = async (id: number) => (await api().get(admin, `${API}/getOrder/${id}`)).json();
type Order = Awaited<ReturnType<typeof read>>;
const update = (o: Order, changes: Record<string, unknown>, vehicle: Record<string, unknown> = {}) =>
  api().put(
    admin,
    `${API}/updateOrder/${o.id}`,
    { ...o, ...changes, orderVehicles: o.orderVehicles.map((v: Record<string, unknown>, i: number) => (i === 0 ? { ...v, ...vehicle } : v)) },
    { 'if-match': `"${o.version}"` },
  );
const invoiced = (res: Awaited<ReturnType<typeof update>>) => {
  const body = expectError(res, 409, new RegExp(`Order vehicle ${order.orderVehicles[0].id} is on invoice `));
  expect(body).toMatchObject({ code: 'INVOICED', orderVehicleIds: [order.orderVehicles[0].id] });
};
const fare = async (id: number) => (await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, id)))[0].fareAmt;

describe('the lock while the invoice is live', () => {
  it('updateOrder may not change the price, a pricing input or the status: 409 INVOICED, nothing saved', async () => {
    const o = await read(order.id);
    invoiced(await update(o, {}, { manualFareAmt: '999.00', manualFareReason: 'Agreed' }));
    invoiced(await update(o, {}, { pickupTime: '11:30' }));
    invoiced(await update(o, {}, { dropoffLocationId: card.loc.IFC }));
    invoiced(await update(o, { orderStatus: 'C', cancelReasonId }));
    // The vehicle left out (cancelled) and a new one added in its place.
    const replaced = { ...o, orderVehicles: [{ ...o.orderVehicles[0], id: undefined }] };
    invoiced(await api().put(admin, `${API}/updateOrder/${o.id}`, replaced, { 'if-match': `"${o.version}"` }));
    expect(await fare(order.orderVehicles[0].id)).toBe(order.orderVehicles[0].fareAmt);
    expect((await read(order.id)).version).toBe(o.version);
  });

  it('updateOrder may still change what does not price: remarks, contact, passengers', async () => {
    const o = await read(order.id);
    const res = await update(o, { remarks: 'Invoice sent', contactName: 'Accounts' }, { remarks: 'Meet at door 2', paxCount: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderVehicles[0].fareAmt).toBe(order.orderVehicles[0].fareAmt);
  });

  it('updateOrderTariff refuses it', async () => {
    const o = await read(order.id);
    invoiced(await api().post(admin, `${API}/updateOrderTariff/${o.id}`, undefined, { 'if-match': `"${o.version}"` }));
  });

  it('the batch void refuses the order, naming why; another order of the period is voidable', async () => {
    const preview = await api().post(admin, '/limo/node/api/genBatchVoidOrder', { ...PERIOD, clientId: card.c1 });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().orders as { orderId: number; voidable: boolean; reason?: string }[];
    expect(rows.find((r) => r.orderId === order.id)).toMatchObject({ voidable: false, reason: expect.stringMatching(/on a live invoice/) });
    expect(
      rows.find((r) => r.orderId === other.id),
      JSON.stringify(rows),
    ).toMatchObject({ voidable: true });
    const res = await api().post(admin, '/limo/node/api/voidOrderBatch', { orderIds: [order.id, other.id], cancelReasonId });
    expect(expectError(res, 409)).toMatchObject({ orderIds: [order.id] });
  });

  it('a recalculation skips it as INVOICED', async () => {
    const res = await api().post(admin, `${API}/recalcOrders`, { clientId: card.c1, ...PERIOD, apply: false });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as { orderVehicleId: number; skipped?: string }[];
    expect(rows.find((r) => r.orderVehicleId === order.orderVehicles[0].id)?.skipped).toBe('INVOICED');
    expect(rows.find((r) => r.orderVehicleId === other.orderVehicles[0].id)?.skipped).toBeUndefined();
  });

  it('a payment of the order is still taken', async () => {
    const [method] = await app.database.db.select().from(t.paymentMethods).where(eq(t.paymentMethods.recordStatus, 'A')).limit(1);
    const res = await api().post(admin, `${API}/createOrderPayment`, {
      orderId: order.id,
      paymentMethodId: method.id,
      amount: '100.00',
      paymentDate: '2030-07-02',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('after the invoice is voided', () => {
  it('everything is allowed again', async () => {
    expect((await post(app, admin, 'voidInvoice', { invoiceId, reason: 'Fare to be corrected' })).statusCode).toBe(200);
    const rc = await api().post(admin, `${API}/recalcOrders`, { clientId: card.c1, ...PERIOD, apply: false });
    expect(
      (rc.json().rows as { orderVehicleId: number; skipped?: string }[]).find((r) => r.orderVehicleId === order.orderVehicles[0].id)?.skipped,
    ).toBeUndefined();
    const o = await read(order.id);
    const res = await update(o, {}, { manualFareAmt: '999.00', manualFareReason: 'Agreed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await fare(order.orderVehicles[0].id)).toBe('999.00');
    const after = await read(order.id);
    const repriced = await api().post(admin, `${API}/updateOrderTariff/${after.id}`, undefined, { 'if-match': `"${after.version}"` });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const voided = await api().post(admin, '/limo/node/api/voidOrderBatch', { orderIds: [order.id], cancelReasonId });
    expect(voided.statusCode, voided.body).toBe(200);
  });
});
