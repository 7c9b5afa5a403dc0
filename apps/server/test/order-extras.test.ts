import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, code, embedded, expectError, type Item, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

/*
 * The order's smaller calls (issue 9): agent references, orders by agent reference and by voucher,
 * events by client, payments, driver/vehicle assignments and an order vehicle's single children.
 * The dispatcher works in branch 2 (HK); orders of branch 1 (SZ) are made by admin.
 */

let app: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let dispatcher: string;
let hr: string;
let enquiry: string;
let card: PricingCard;
/** Orders of branch 2: `hk` (with the card's voucher), `hk2`; of branch 1: `sz`. */
let hk: Item;
let hk2: Item;
let sz: Item;

const HK = { 'x-branch-id': '2' };
const SZ = { 'x-branch-id': '1' };
const db = () => app.database.db;

async function makeOrder(branch: Record<string, string>, vehicleTypeId: number, extra: Record<string, unknown> = {}): Promise<Item> {
  const body = {
    clientId: card.c1,
    orderStatus: 'A',
    contactName: 'Ms Chan',
    contactTel: '+852 9123 4567',
    orderVehicles: [
      {
        serviceType: 'Transfer',
        pickupDate: '2030-02-11',
        pickupTime: '10:00',
        pickupLocationId: card.loc.AP,
        dropoffLocationId: card.loc.PEN,
        stops: [],
        vehicleTypeId,
        paxCount: 2,
        orderMiscs: [],
        orderPaxes: [{ paxName: 'Mr Wong' }],
        ...extra,
      },
    ],
  };
  const res = await api.post(admin, '/limo/api/createOrder', body, branch);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Item;
}

const vehicleIdOf = (order: Item) => (order.orderVehicles as Item[])[0].id;
const historyOf = (orderId: number, fieldName: string) =>
  db()
    .select()
    .from(t.orderHistories)
    .where(and(eq(t.orderHistories.orderId, orderId), eq(t.orderHistories.fieldName, fieldName)));
const countOf = async (table: typeof t.orderRefs | typeof t.orderPayments, orderId: number) =>
  (await db().select({ n: count() }).from(table).where(eq(table.orderId, orderId)))[0].n;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  dispatcher = await app.login('dispatcher');
  hr = await app.login('hr');
  enquiry = (await newStaff(app, admin, ['ORDERENQUIRY'])).token;
  card = await makePricingCard(app, admin);
  hk = await makeOrder(HK, card.vt, { voucherNo: card.voucherNo });
  hk2 = await makeOrder(HK, card.vt);
  sz = await makeOrder(SZ, card.vt1);
});
afterAll(() => app.close());

describe('postOrderRef', () => {
  it("adds an agent reference to an order and writes it in the order's history", async () => {
    const agentRef = code('AG', 20);
    const res = await api.post(dispatcher, '/limo/api/postOrderRef/', { orderId: hk.id, agentRef: ` ${agentRef} `, remarks: 'Expedia' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ orderId: hk.id, agentRef, remarks: 'Expedia', createBy: 'dispatcher' });
    const history = await historyOf(hk.id, 'agentRef');
    expect(history.map((h) => [h.newValue, h.oldValue, h.orderVehicleId, h.createBy])).toContainEqual([agentRef, null, null, 'dispatcher']);
  });

  it('refuses the same agent reference twice on one order, ignoring case, and changes nothing', async () => {
    const agentRef = code('dup', 20).toLowerCase();
    expect((await api.post(dispatcher, '/limo/api/postOrderRef/', { orderId: hk2.id, agentRef })).statusCode).toBe(201);
    const [refs, history] = [await countOf(t.orderRefs, hk2.id), (await historyOf(hk2.id, 'agentRef')).length];
    const again = await api.post(dispatcher, '/limo/api/postOrderRef/', { orderId: hk2.id, agentRef: agentRef.toUpperCase() });
    expectError(again, 409, `Order ${String(hk2.orderRefId)} already has the agent reference ${agentRef}`);
    expect(await countOf(t.orderRefs, hk2.id)).toBe(refs);
    expect(await historyOf(hk2.id, 'agentRef')).toHaveLength(history);
    // Another order may hold it.
    expect((await api.post(admin, '/limo/api/postOrderRef/', { orderId: sz.id, agentRef }, SZ)).statusCode).toBe(201);
  });

  it('lists every problem of the body in one 400', async () => {
    const body = expectError(await api.post(dispatcher, '/limo/api/postOrderRef/', { orderId: 'x', agentRef: 'A'.repeat(51), remarks: 'r'.repeat(201) }), 400);
    expect(body.errors).toEqual(['orderId must be the id of a record', 'agentRef must be at most 50 characters', 'remarks must be at most 200 characters']);
    expect(body.invalidValues.map((v) => v.field)).toEqual(['orderId', 'agentRef', 'remarks']);
    const empty = expectError(await api.post(dispatcher, '/limo/api/postOrderRef/', { agentRef: '  ' }), 400);
    expect(empty.errors).toEqual(['orderId is required', 'agentRef is required']);
  });

  it("answers 404 for another branch's order or an unknown one, 403 without ORDERING", async () => {
    const before = await countOf(t.orderRefs, sz.id);
    expectError(await api.post(dispatcher, '/limo/api/postOrderRef/', { orderId: sz.id, agentRef: 'X1' }), 404, `Order ${sz.id} not found`);
    expectError(await api.post(dispatcher, '/limo/api/postOrderRef/', { orderId: 2_000_000_000, agentRef: 'X1' }), 404);
    expect(await countOf(t.orderRefs, sz.id)).toBe(before);
    expectError(await api.post(hr, '/limo/api/postOrderRef/', { orderId: hk.id, agentRef: 'X1' }), 403);
    expectError(await api.post(enquiry, '/limo/api/postOrderRef/', { orderId: hk.id, agentRef: 'X1' }), 403);
  });
});

describe('getOrderByAgentRef', () => {
  it("finds the branch's orders holding the whole reference, ignoring case, with or without the trailing slash", async () => {
    const agentRef = code('BK', 20);
    for (const [order, branch] of [
      [hk, HK],
      [hk2, HK],
      [sz, SZ],
    ] as const) {
      expect((await api.post(admin, '/limo/api/postOrderRef/', { orderId: order.id, agentRef }, branch)).statusCode).toBe(201);
    }
    for (const path of ['/limo/api/getOrderByAgentRef/', '/limo/api/getOrderByAgentRef']) {
      const found = embedded(await api.post(dispatcher, path, { agentRef: agentRef.toLowerCase() }), 'orders');
      expect(found.map((o) => o.id)).toEqual([hk2.id, hk.id]);
      for (const o of found) expect(o.branchId).toBe(2);
    }
    expect(embedded(await api.post(admin, '/limo/api/getOrderByAgentRef/', { agentRef }, SZ), 'orders').map((o) => o.id)).toEqual([sz.id]);
    expect(embedded(await api.post(enquiry, '/limo/api/getOrderByAgentRef/', { agentRef }), 'orders')).toHaveLength(2);
    // A part of the reference is not the reference.
    expect(embedded(await api.post(dispatcher, '/limo/api/getOrderByAgentRef/', { agentRef: agentRef.slice(0, -1) }), 'orders')).toEqual([]);
  });

  it('refuses a missing reference (400) and a user without an order right (403)', async () => {
    expect(expectError(await api.post(dispatcher, '/limo/api/getOrderByAgentRef/', {}), 400).errors).toEqual(['agentRef is required']);
    expectError(await api.post(hr, '/limo/api/getOrderByAgentRef', { agentRef: 'X' }), 403);
  });
});

describe('orderEventsByClient', () => {
  it("answers the client's active events and those of no client, by code", async () => {
    const event = (clientId: number | null, recordStatus = 'A') =>
      api.post(admin, '/limo/api/orderEvents', { orderEventCode: code('EV', 20), orderEventDescEng: 'Test event', clientId, recordStatus });
    const mine = (await event(card.c1)).json().id as number;
    const cancelled = (await event(card.c1, 'C')).json().id as number;
    const anyone = (await event(null)).json().id as number;
    const other = (await event(card.c2)).json().id as number;

    const events = embedded(await api.post(dispatcher, '/limo/api/orderEventsByClient', { clientId: card.c1 }), 'orderEvents');
    const ids = events.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([mine, anyone]));
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(other);
    for (const e of events) {
      expect([card.c1, null]).toContain(e.clientId);
      expect(e.recordStatus).toBe('A');
    }
    const codes = events.map((e) => String(e.orderEventCode));
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'en')));

    const none = embedded(await api.post(enquiry, '/limo/api/orderEventsByClient', { clientId: null }), 'orderEvents');
    expect(none.map((e) => e.id)).toContain(anyone);
    for (const e of none) expect(e.clientId).toBeNull();
  });

  it('answers 404 for an unknown client, 400 for a bad body, 403 without an order right', async () => {
    expectError(await api.post(dispatcher, '/limo/api/orderEventsByClient', { clientId: 2_000_000_000 }), 404, 'Client 2000000000 not found');
    expect(expectError(await api.post(dispatcher, '/limo/api/orderEventsByClient', { clientId: 'PEN' }), 400).errors).toEqual([
      'clientId must be the id of a record',
    ]);
    expectError(await api.post(dispatcher, '/limo/api/orderEventsByClient', {}), 400, 'clientId is required');
    expectError(await api.post(hr, '/limo/api/orderEventsByClient', { clientId: card.c1 }), 403);
  });
});

describe('getOrderDriverVehicles', () => {
  it("answers the order's assignments newest first; another branch's order is a 404", async () => {
    const [driver] = await db().select().from(t.drivers).where(eq(t.drivers.branchId, 2)).limit(1);
    const [vehicle] = await db().select().from(t.vehicles).where(eq(t.vehicles.branchId, 2)).limit(1);
    const row = (at: string, values: Partial<typeof t.orderDriverVehicles.$inferInsert>) => ({
      orderId: hk.id,
      orderVehicleId: vehicleIdOf(hk),
      createBy: 'test',
      lastUpdateBy: 'test',
      createDt: new Date(at),
      ...values,
    });
    await db()
      .insert(t.orderDriverVehicles)
      .values([row('2030-02-10T01:00:00Z', { driverId: driver.id }), row('2030-02-10T03:00:00Z', { driverId: driver.id, vehicleId: vehicle.id })]);
    const rows = embedded(await api.get(dispatcher, `/limo/api/getOrderDriverVehicles/${hk.id}`), 'orderDriverVehicles');
    expect(rows.map((r) => [r.driverId, r.vehicleId])).toEqual([
      [driver.id, vehicle.id],
      [driver.id, null],
    ]);
    expect(embedded(await api.get(enquiry, `/limo/api/getOrderDriverVehicles/${hk2.id}`), 'orderDriverVehicles')).toEqual([]);
    expectError(await api.get(dispatcher, `/limo/api/getOrderDriverVehicles/${sz.id}`), 404, `Order ${sz.id} not found`);
    expectError(await api.get(hr, `/limo/api/getOrderDriverVehicles/${hk.id}`), 403);
  });
});

describe('getOrdersByVoucher', () => {
  it("answers the branch's orders whose vehicles carry the voucher's number", async () => {
    const [voucher] = await db().select().from(t.vouchers).where(eq(t.vouchers.voucherNo, card.voucherNo));
    // The same number on a branch 1 order vehicle (written directly: a voucher is redeemed once).
    await db()
      .update(t.orderVehicles)
      .set({ voucherNo: card.voucherNo.toLowerCase() })
      .where(eq(t.orderVehicles.id, vehicleIdOf(sz)));
    expect(embedded(await api.get(dispatcher, `/limo/api/getOrdersByVoucher/${voucher.id}`), 'orders').map((o) => o.id)).toEqual([hk.id]);
    expect(embedded(await api.get(admin, `/limo/api/getOrdersByVoucher/${voucher.id}`, SZ), 'orders').map((o) => o.id)).toEqual([sz.id]);

    const made = await api.post(admin, '/limo/api/createVouchers', { prefix: code('UV', 10), startNo: 1, count: 1, expiryDate: '2031-12-31' });
    const unused = (embedded(made, 'vouchers', 201)[0] as Item).id;
    expect(embedded(await api.get(enquiry, `/limo/api/getOrdersByVoucher/${unused}`), 'orders')).toEqual([]);
    expectError(await api.get(dispatcher, '/limo/api/getOrdersByVoucher/2000000000'), 404, 'Voucher 2000000000 not found');
    expectError(await api.get(hr, `/limo/api/getOrdersByVoucher/${voucher.id}`), 403);
  });
});

describe('createOrderPayment', () => {
  let cash: typeof t.paymentMethods.$inferSelect;
  beforeAll(async () => {
    [cash] = await db().select().from(t.paymentMethods).where(eq(t.paymentMethods.recordStatus, 'A')).limit(1);
  });

  it("records a payment with its amount in two decimals and writes it in the order's history", async () => {
    const res = await api.post(dispatcher, '/limo/api/createOrderPayment', {
      orderId: hk.id,
      paymentMethodId: cash.id,
      amount: 880.5,
      paymentDate: '2030-02-11',
      remarks: 'paid to the driver',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ orderId: hk.id, paymentMethodId: cash.id, amount: '880.50', paymentDate: '2030-02-11', remarks: 'paid to the driver' });
    const history = await historyOf(hk.id, 'payment');
    expect(history.map((h) => [h.newValue, h.createBy])).toEqual([[`880.50 ${cash.paymentMethodCode} 2030-02-11`, 'dispatcher']]);
  });

  it('lists the payments of an order through the generic list, by its filters, in the branch only', async () => {
    const pay = (orderId: number, amount: string, paymentDate: string, branch = HK) =>
      api.post(admin, '/limo/api/createOrderPayment', { orderId, paymentMethodId: cash.id, amount, paymentDate }, branch);
    expect((await pay(hk2.id, '100', '2030-03-01')).statusCode).toBe(201);
    expect((await pay(hk2.id, '200.25', '2030-03-02')).statusCode).toBe(201);
    expect((await pay(sz.id, '300', '2030-03-01', SZ)).statusCode).toBe(201);
    const of = async (query: string) => embedded(await api.get(dispatcher, `/limo/api/orderPayments?${query}`), 'orderPayments');
    expect((await of(`orderId=${hk2.id}`)).map((p) => p.amount)).toEqual(['200.25', '100.00']);
    expect((await of(`orderId=${hk2.id}&paymentDate=2030-03-01`)).map((p) => p.amount)).toEqual(['100.00']);
    expect((await of(`orderId=${hk2.id}&paymentMethodId=${cash.id}`)).length).toBe(2);
    expect(await of(`orderId=${sz.id}`)).toEqual([]);
    for (const p of await of('paymentDate=2030-03-01')) expect([hk.id, hk2.id]).toContain(p.orderId);
  });

  it("lists a cashier's payments by a range of payment dates (either end may be left open)", async () => {
    const order = await makeOrder(HK, card.vt);
    for (const [amount, paymentDate] of [
      ['10', '2030-04-01'],
      ['20', '2030-04-15'],
      ['30', '2030-04-30'],
      ['40', '2030-05-01'],
    ]) {
      const res = await api.post(dispatcher, '/limo/api/createOrderPayment', { orderId: order.id, paymentMethodId: cash.id, amount, paymentDate });
      expect(res.statusCode, res.body).toBe(201);
    }
    const amounts = async (range: string) =>
      embedded(await api.get(dispatcher, `/limo/api/orderPayments?orderId=${order.id}&${range}&sort=paymentDate,asc`), 'orderPayments').map((p) => p.amount);
    expect(await amounts('paymentDateFrom=2030-04-15&paymentDateTo=2030-04-30')).toEqual(['20.00', '30.00']);
    expect(await amounts('paymentDateFrom=2030-04-30')).toEqual(['30.00', '40.00']);
    expect(await amounts('paymentDateTo=2030-04-01')).toEqual(['10.00']);
    const bad = expectError(await api.get(dispatcher, '/limo/api/orderPayments?paymentDateFrom=2030-02-30&paymentDateTo=soon'), 400);
    expect(bad.errors).toEqual(['paymentDateFrom must be a date YYYY-MM-DD', 'paymentDateTo must be a date YYYY-MM-DD']);
  });

  it('lists every problem of the body in one 400 and saves nothing', async () => {
    const before = await countOf(t.orderPayments, hk.id);
    const res = await api.post(dispatcher, '/limo/api/createOrderPayment', {
      orderId: hk.id,
      paymentMethodId: 'cash',
      amount: '0.00',
      paymentDate: '2030-02-30',
    });
    expect(expectError(res, 400).errors).toEqual([
      'paymentMethodId must be the id of a record',
      'amount must be an amount above 0.00 with at most two decimals',
      'paymentDate must be a date YYYY-MM-DD',
    ]);
    const missing = expectError(await api.post(dispatcher, '/limo/api/createOrderPayment', {}), 400);
    expect(missing.errors).toEqual(['orderId is required', 'paymentMethodId is required', 'amount is required', 'paymentDate is required']);
    for (const amount of ['-10.00', '10.005', 'ten', 0]) {
      const body = { orderId: hk.id, paymentMethodId: cash.id, amount, paymentDate: '2030-02-11' };
      expectError(await api.post(dispatcher, '/limo/api/createOrderPayment', body), 400, 'amount must be an amount above 0.00 with at most two decimals');
    }
    const unknown = { orderId: hk.id, paymentMethodId: 2_000_000_000, amount: '10', paymentDate: '2030-02-11' };
    expect(expectError(await api.post(dispatcher, '/limo/api/createOrderPayment', unknown), 400).invalidValues).toEqual([
      { field: 'paymentMethodId', value: 2_000_000_000 },
    ]);
    expect(await countOf(t.orderPayments, hk.id)).toBe(before);
  });

  it("refuses a void order (409), another branch's order (404) and a user without ORDERING (403), saving nothing", async () => {
    const voided = await makeOrder(HK, card.vt);
    await db().update(t.orders).set({ orderStatus: 'V' }).where(eq(t.orders.id, voided.id));
    const body = (orderId: number) => ({ orderId, paymentMethodId: cash.id, amount: '50', paymentDate: '2030-02-11' });
    expectError(
      await api.post(dispatcher, '/limo/api/createOrderPayment', body(voided.id)),
      409,
      `Order ${String(voided.orderRefId)} is void: it takes no payment`,
    );
    expect(await countOf(t.orderPayments, voided.id)).toBe(0);
    expect(await historyOf(voided.id, 'payment')).toEqual([]);
    const szBefore = await countOf(t.orderPayments, sz.id);
    expectError(await api.post(dispatcher, '/limo/api/createOrderPayment', body(sz.id)), 404, `Order ${sz.id} not found`);
    expect(await countOf(t.orderPayments, sz.id)).toBe(szBefore);
    expectError(await api.post(hr, '/limo/api/createOrderPayment', body(hk.id)), 403);
    expectError(await api.post(enquiry, '/limo/api/createOrderPayment', body(hk.id)), 403);
  });
});

describe("an order vehicle's driver, vehicle and vehicle type", () => {
  it('answers the record, or 404 when there is none', async () => {
    const id = vehicleIdOf(hk2);
    expectError(await api.get(dispatcher, `/limo/api/orderVehicles/${id}/driver`), 404, `Order Vehicle ${id} has no driver`);
    expectError(await api.get(dispatcher, `/limo/api/orderVehicles/${id}/vehicle`), 404, `Order Vehicle ${id} has no vehicle`);
    const type = await api.get(enquiry, `/limo/api/orderVehicles/${id}/vehicleType`);
    expect(type.statusCode, type.body).toBe(200);
    expect(type.json()).toMatchObject({ id: card.vt, vehicleType: card.vtCode });

    const [driver] = await db().select().from(t.drivers).where(eq(t.drivers.branchId, 2)).limit(1);
    const [vehicle] = await db().select().from(t.vehicles).where(eq(t.vehicles.branchId, 2)).limit(1);
    await db().update(t.orderVehicles).set({ driverId: driver.id, vehicleId: vehicle.id }).where(eq(t.orderVehicles.id, id));
    const gotDriver = await api.get(dispatcher, `/limo/api/orderVehicles/${id}/driver`);
    expect(gotDriver.statusCode, gotDriver.body).toBe(200);
    expect(gotDriver.json()).toMatchObject({ id: driver.id, driverNo: driver.driverNo });
    expect((await api.get(dispatcher, `/limo/api/orderVehicles/${id}/vehicle`)).json()).toMatchObject({
      id: vehicle.id,
      licensePlateNo: vehicle.licensePlateNo,
    });
  });

  it("answers 404 for another branch's order vehicle and 403 without an order right", async () => {
    const id = vehicleIdOf(sz);
    for (const child of ['driver', 'vehicle', 'vehicleType']) {
      expectError(await api.get(dispatcher, `/limo/api/orderVehicles/${id}/${child}`), 404, `Order Vehicle ${id} not found`);
      expectError(await api.get(hr, `/limo/api/orderVehicles/${vehicleIdOf(hk)}/${child}`), 403);
    }
  });
});
