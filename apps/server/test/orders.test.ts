import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, embedded, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// createOrder, getOrder, updateOrder, updateOrderTariff and getNewOrderRefId (issue 9, docs/ordering.md)
// on the 2030 rate card of pricing-card.ts.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let cancelReasonId: number;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  const reason = await api.post(admin, '/limo/api/cancelReasons', { cancelReasonCode: 'TSTCXL', cancelReasonDescEng: 'Client cancelled' });
  expect(reason.statusCode, reason.body).toBe(201);
  cancelReasonId = reason.json().id;
});
afterAll(() => app.close());

type Order = Record<string, unknown> & { id: number; version: number; orderRefId: string; orderVehicles: Vehicle[] };
type Vehicle = Record<string, unknown> & { id: number; fareLines: { kind: string; amount: string }[]; fareAmt: string };

const vehicle = (over: Record<string, unknown> = {}) => ({
  serviceType: 'Arrival',
  pickupDate: '2030-02-10',
  pickupTime: '10:00',
  flightNo: 'cx 101',
  flightEtaDate: '2030-02-10',
  flightEtaTime: '09:40',
  pickupLocationId: card.loc.AP,
  dropoffLocationId: card.loc.PEN,
  stops: [card.loc.IFC],
  vehicleTypeId: card.vt,
  paxCount: 2,
  luggageCount: 3,
  waitingMinutes: 50,
  orderMiscs: [{ tariffOcId: card.oc.MG, qty: 1 }],
  orderPaxes: [{ paxName: 'Chan Tai Man', paxTel: '+852 9123 4567' }],
  ...over,
});
const body = (over: Record<string, unknown> = {}, vehicles = [vehicle()]) => ({
  clientId: card.c1,
  orderStatus: 'A',
  contactName: 'Ms Lee',
  contactTel: '+852 2345 6789',
  remarks: 'VIP',
  orderVehicles: vehicles,
  ...over,
});

async function create(b: Record<string, unknown> = body(), headers: Record<string, string> = {}): Promise<Order> {
  const res = await api.post(admin, '/limo/api/createOrder', b, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const read = async (id: number): Promise<Order> => {
  const res = await api.get(admin, `/limo/api/getOrder/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const update = (order: Order, changes: Record<string, unknown>, headers: Record<string, string> = { 'if-match': `"${order.version}"` }) =>
  api.put(admin, `/limo/api/updateOrder/${order.id}`, { ...order, ...changes }, headers);
const orderCount = async () => (await app.database.db.select({ n: count() }).from(t.orders))[0].n;
const histories = async (orderId: number) =>
  embedded(await api.get(admin, `/limo/api/orderHistories?orderId=${orderId}&sort=createDt,desc&size=100`), 'orderHistories');

describe('createOrder', () => {
  it('saves the order, prices every vehicle exactly as getOrderTariff does, and answers the contract shape', async () => {
    const order = await create(
      body({}, [
        vehicle(),
        vehicle({
          serviceType: 'Hire',
          hireMinutes: 310,
          dropoffLocationId: null,
          stops: [],
          orderMiscs: [],
          waitingMinutes: 0,
          flightNo: null,
          flightEtaDate: null,
          flightEtaTime: null,
          pickupDate: '2030-02-17',
          pickupTime: '14:00',
        }),
      ]),
    );
    expect(order).toMatchObject({
      orderRefId: expect.stringMatching(/^HK\d{6}-\d{4}$/),
      orderStatus: 'A',
      inputSource: 'O',
      branchId: 2,
      clientId: card.c1,
      version: 0,
    });
    expect(order.orderVehicles).toHaveLength(2);
    for (const [i, v] of order.orderVehicles.entries()) {
      const sent =
        i === 0
          ? vehicle()
          : {
              ...vehicle(),
              serviceType: 'Hire',
              hireMinutes: 310,
              pickupDate: '2030-02-17',
              pickupTime: '14:00',
              dropoffLocationId: null,
              stops: [],
              orderMiscs: [],
              waitingMinutes: 0,
            };
      const priced = await api.post(admin, '/limo/api/getOrderTariff', {
        clientId: card.c1,
        vehicleTypeId: card.vt,
        serviceType: sent.serviceType,
        serviceDate: sent.pickupDate,
        pickupTime: sent.pickupTime,
        pickupLocationId: sent.pickupLocationId,
        dropoffLocationId: sent.dropoffLocationId,
        stops: sent.stops,
        hireMinutes: (sent as { hireMinutes?: number }).hireMinutes,
        waitingMinutes: sent.waitingMinutes,
        ocs: sent.orderMiscs,
      });
      expect(priced.statusCode, priced.body).toBe(200);
      expect(v.fareLines, `vehicle ${i}`).toEqual(priced.json().lines);
      expect(v.fareAmt).toBe(priced.json().total);
      expect(v).toMatchObject({ seqNo: i + 1, noshowFlag: 0, driverId: null, vehicleId: null, version: 0, orderVehicleStatus: 'A' });
    }
    expect(order.orderVehicles[0]).toMatchObject({
      fareAmt: '885.00',
      flightNo: 'CX101',
      stops: [card.loc.IFC],
      orderPaxes: [expect.objectContaining({ paxName: 'Chan Tai Man' })],
    });
    // An Arrival starts at the ETA plus 30 minutes' meeting and lasts 60 minutes plus its 50 minutes' waiting.
    expect(order.orderVehicles[0]).toMatchObject({ startDate: '2030-02-10', startTime: '10:10:00', endDate: '2030-02-10', endTime: '12:00:00' });
    // A Hire lasts its hire minutes from the pick-up.
    expect(order.orderVehicles[1]).toMatchObject({ startTime: '14:00:00', endTime: '19:10:00', fareAmt: '1512.00' });
    expect(await read(order.id)).toEqual(order);
    const history = await histories(order.id);
    expect(history.map((h) => h.fieldName).sort()).toEqual(['order', 'orderVehicle', 'orderVehicle']);
    expect(history.every((h) => h.createBy === 'admin')).toBe(true);
  });

  it('lists every problem at once, naming rows as orderVehicles[1].pickupLocationId, and saves nothing', async () => {
    const before = await orderCount();
    const res = await api.post(
      admin,
      '/limo/api/createOrder',
      body({ orderStatus: 'X' }, [vehicle(), vehicle({ pickupLocationId: undefined, pickupTime: '25:00', paxCount: 0 })]),
    );
    const err = expectError(res, 400);
    expect(err.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^orderStatus /),
        'orderVehicles[1].pickupLocationId is required',
        expect.stringMatching(/^orderVehicles\[1\]\.pickupTime /),
        expect.stringMatching(/^orderVehicles\[1\]\.paxCount /),
      ]),
    );
    expect(err.invalidValues.map((v) => v.field)).toContain('orderVehicles[1].pickupTime');
    expect(await orderCount()).toBe(before);
  });

  it('a missing field of row 0 does not hide an unknown vehicle type of row 1: one 400 names both, with codes', async () => {
    const before = await orderCount();
    const res = await api.post(admin, '/limo/api/createOrder', body({}, [vehicle({ pickupLocationId: undefined }), vehicle({ vehicleTypeId: 999999 })]));
    const err = expectError(res, 400);
    expect(err.errors).toEqual(['orderVehicles[0].pickupLocationId is required', 'orderVehicles[1].vehicleTypeId: Vehicle type 999999 does not exist']);
    expect(err.invalidValues.map((v) => v.field)).toEqual(['orderVehicles[0].pickupLocationId', 'orderVehicles[1].vehicleTypeId']);
    expect((res.json() as { fieldErrors: unknown }).fieldErrors).toEqual([
      { field: 'orderVehicles[0].pickupLocationId', code: 'REQUIRED' },
      { field: 'orderVehicles[1].vehicleTypeId', code: 'UNKNOWN_REFERENCE', params: { id: 999999 } },
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('names the vehicle the engine cannot price, and a manual fare needs a reason', async () => {
    const unpriced = expectError(
      await api.post(admin, '/limo/api/createOrder', body({}, [vehicle(), vehicle({ vehicleTypeId: card.vtNoRate }), vehicle({ vehicleTypeId: card.vt1 })])),
      400,
    );
    expect(unpriced.errors).toEqual([
      expect.stringMatching(/^orderVehicles\[1\]: No rate for vehicle type/),
      expect.stringMatching(/^orderVehicles\[2\]: Vehicle type \d+ is not used in the selected branch/),
    ]);
    const reasonless = expectError(await api.post(admin, '/limo/api/createOrder', body({}, [vehicle({ manualFareAmt: '500' })])), 400);
    expect(reasonless.errors).toEqual(['orderVehicles[0].manualFareReason is required with a manual fare']);
  });

  it("charges a manual fare and keeps the engine's lines beside it", async () => {
    const order = await create(body({}, [vehicle({ manualFareAmt: '500', manualFareReason: 'Agreed by sales' })]));
    expect(order.orderVehicles[0]).toMatchObject({ fareAmt: '500.00', tariffFareAmt: '885.00', manualFareReason: 'Agreed by sales' });
    expect(order.orderVehicles[0].fareLines.length).toBeGreaterThan(0);
  });

  it('an Idempotency-Key retry answers the first order and makes no second one, also when the retries race', async () => {
    const first = await create(body(), { 'idempotency-key': 'retry-1' });
    const before = await orderCount();
    const again = await api.post(admin, '/limo/api/createOrder', body({ remarks: 'changed' }), { 'idempotency-key': 'retry-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.id);
    const racing = await Promise.all(Array.from({ length: 5 }, () => api.post(admin, '/limo/api/createOrder', body(), { 'idempotency-key': 'race-1' })));
    for (const r of racing) expect(r.statusCode, r.body).toBe(201);
    expect(new Set(racing.map((r) => r.json().id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('redeems the voucher in the same transaction; redeeming it twice is a 409', async () => {
    const order = await create(body({}, [vehicle({ voucherNo: card.voucherNo.toLowerCase() })]));
    expect(order.orderVehicles[0].fareLines.map((l) => l.kind)).toContain('VOUCHER');
    const [voucher] = await app.database.db.select().from(t.vouchers).where(eq(t.vouchers.voucherNo, card.voucherNo));
    expect(voucher).toMatchObject({ voucherStatus: 'R', serviceDate: '2030-02-10' });
    expectError(await api.post(admin, '/limo/api/createOrder', body({}, [vehicle({ voucherNo: card.voucherNo })])), 409);
    // Cancelling the order gives the voucher back.
    const cancelled = await update(order, { orderStatus: 'C', cancelReasonId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [released] = await app.database.db.select().from(t.vouchers).where(eq(t.vouchers.voucherNo, card.voucherNo));
    expect(released.voucherStatus).toBe('A');
  });
});

describe('getNewOrderRefId', () => {
  it('50 concurrent calls give 50 different numbers, and createOrder takes only a number that was issued', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.get(admin, '/limo/api/getNewOrderRefId/')));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const refs = answers.map((a) => a.json().orderRefId as string);
    expect(new Set(refs).size).toBe(50);
    const order = await create(body({ orderRefId: refs[0] }));
    expect(order.orderRefId).toBe(refs[0]);
    expectError(await api.post(admin, '/limo/api/createOrder', body({ orderRefId: refs[0] })), 409);
    expectError(await api.post(admin, '/limo/api/createOrder', body({ orderRefId: 'HK991231-9999' })), 400, /never issued/);
  });
});

describe('updateOrder', () => {
  it('refuses text longer than its limit with a 400 naming the limit, never cutting it, and saves nothing', async () => {
    const before = await orderCount();
    const long = body({ remarks: 'r'.repeat(5000) }, [vehicle({ remarks: 'v'.repeat(1001), orderPaxes: [{ paxName: 'p'.repeat(101) }] })]);
    const err = expectError(await api.post(admin, '/limo/api/createOrder', long), 400);
    expect(err.errors).toEqual(
      expect.arrayContaining([
        'remarks must be at most 1000 characters',
        'orderVehicles[0].remarks must be at most 1000 characters',
        'orderVehicles[0].orderPaxes[0].paxName must be at most 100 characters',
      ]),
    );
    expect(await orderCount()).toBe(before);
    const order = await create();
    expectError(await update(order, { remarks: 'r'.repeat(1001) }), 400, /remarks must be at most 1000 characters/);
    const kept = await read(order.id);
    expect([kept.version, kept.remarks]).toEqual([order.version, 'VIP']);
  });

  it('names a missing field and an unknown vehicle type of another row in one 400, and changes nothing', async () => {
    const order = await create(body({}, [vehicle(), vehicle({ pickupTime: '11:00' })]));
    const [v0, v1] = order.orderVehicles;
    const res = await update(order, {
      orderVehicles: [
        { ...v0, paxCount: undefined },
        { ...v1, vehicleTypeId: 999999, dropoffLocationId: 999998 },
      ],
    });
    const err = expectError(res, 400);
    expect(err.errors).toEqual([
      'orderVehicles[0].paxCount is required',
      'orderVehicles[1].vehicleTypeId: Vehicle type 999999 does not exist',
      'orderVehicles[1].dropoffLocationId: Location 999998 (drop-off) does not exist',
    ]);
    expect((res.json() as { fieldErrors: { field: string; code: string }[] }).fieldErrors.map((f) => `${f.field} ${f.code}`)).toEqual([
      'orderVehicles[0].paxCount REQUIRED',
      'orderVehicles[1].vehicleTypeId UNKNOWN_REFERENCE',
      'orderVehicles[1].dropoffLocationId UNKNOWN_REFERENCE',
    ]);
    expect(await read(order.id)).toEqual(order);
  });

  it('needs the version read: a stale one is a 412 and changes nothing; none is a 428', async () => {
    const order = await create();
    const ok = await update(order, { remarks: 'first' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().version).toBe(order.version + 1);
    expectError(await update(order, { remarks: 'second' }), 412);
    expect((await read(order.id)).remarks).toBe('first');
    expectError(await update({ ...order, version: undefined } as unknown as Order, { remarks: 'x' }, {}), 428);
  });

  it('writes a history row per changed field, re-prices a vehicle whose trip changed and keeps the others frozen', async () => {
    const order = await create(body({}, [vehicle(), vehicle({ pickupTime: '11:00' })]));
    const [a, b] = order.orderVehicles;
    const res = await update(order, { contactName: 'Mr Wong', orderVehicles: [{ ...a, waitingMinutes: 0, paxCount: 3 }, b] });
    expect(res.statusCode, res.body).toBe(200);
    const after: Order = res.json();
    expect(after.orderVehicles[0]).toMatchObject({ fareAmt: '795.00', paxCount: 3, version: 1, endTime: '11:10:00' });
    expect(after.orderVehicles[1]).toEqual(b);
    const rows = (await histories(order.id)).filter((h) => h.fieldName !== 'order' && h.fieldName !== 'orderVehicle');
    const changed = rows.map((h) => [h.fieldName, h.orderVehicleId, h.oldValue, h.newValue]);
    expect(changed).toEqual(
      expect.arrayContaining([
        ['contactName', null, 'Ms Lee', 'Mr Wong'],
        ['waitingMinutes', a.id, '50', '0'],
        ['paxCount', a.id, '2', '3'],
        ['fareAmt', a.id, '885.00', '795.00'],
        ['endTime', a.id, '12:00:00', '11:10:00'],
      ]),
    );
    expect(rows.every((h) => h.orderVehicleId !== b.id)).toBe(true);
  });

  it('adds vehicles without an id and cancels those left out, never deleting them', async () => {
    const order = await create(body({}, [vehicle(), vehicle({ pickupTime: '12:00' })]));
    const res = await update(order, { orderVehicles: [order.orderVehicles[0], vehicle({ pickupTime: '15:00' })] });
    expect(res.statusCode, res.body).toBe(200);
    const after: Order = res.json();
    expect(after.orderVehicles.map((v) => [v.seqNo, v.orderVehicleStatus])).toEqual([
      [1, 'A'],
      [2, 'C'],
      [3, 'A'],
    ]);
    expectError(await update(after, { orderVehicles: [{ ...after.orderVehicles[0], id: 999999 }] }), 400, /is not on order/);
  });

  it("keeps the order's first pick-up (the enquiry's sort key) in step with its vehicles not cancelled", async () => {
    const order = await create(
      body({}, [vehicle({ pickupTime: '12:00' }), vehicle({ pickupDate: '2030-02-11', pickupTime: '08:00' }), vehicle({ pickupTime: '10:00' })]),
    );
    const first = async () => (await app.database.db.select({ at: t.orders.firstPickupAt }).from(t.orders).where(eq(t.orders.id, order.id)))[0].at;
    expect(await first()).toBe('2030-02-10 10:00:00');
    const res = await update(order, { orderVehicles: order.orderVehicles.slice(0, 2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await first()).toBe('2030-02-10 12:00:00');
  });

  it('moves the status only as allowed: a reason to cancel or void, nothing out of void', async () => {
    const order = await create(body({ orderStatus: 'P' }));
    const confirmed = await update(order, { orderStatus: 'A' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const a: Order = confirmed.json();
    expectError(await update(a, { orderStatus: 'V' }), 400, /cancel reason is required/);
    const voided = await update(a, { orderStatus: 'V', cancelReasonId });
    expect(voided.statusCode, voided.body).toBe(200);
    const v: Order = voided.json();
    expect(v).toMatchObject({ orderStatus: 'V', cancelReasonId });
    expectError(await update(v, { orderStatus: 'A' }), 409);
    expectError(await update(v, { remarks: 'late change' }), 409);
    // A pending order may be voided (issue 15); a cancelled one may not.
    const pending = await create(body({ orderStatus: 'P' }));
    const pendingVoided = await update(pending, { orderStatus: 'V', cancelReasonId });
    expect(pendingVoided.statusCode, pendingVoided.body).toBe(200);
    const cancelled = (await update(await create(body({ orderStatus: 'P' })), { orderStatus: 'C', cancelReasonId })).json() as Order;
    expectError(await update(cancelled, { orderStatus: 'V', cancelReasonId }), 409, /cannot become V/);
    expectError(await api.post(admin, '/limo/api/createOrder', body({ orderStatus: 'C' })), 400, /new order must be P/);
  });
});

describe('updateOrderTariff', () => {
  it('a saved price stays as it was until the order is re-priced, and the re-pricing is in the history', async () => {
    const order = await create(body({}, [vehicle({ stops: [], waitingMinutes: 0, orderMiscs: [] })]));
    expect(order.orderVehicles[0].fareAmt).toBe('585.00');
    const [dtl] = await app.database.db.select().from(t.tariffRateDtls).where(eq(t.tariffRateDtls.tariffRateId, card.classRate));
    const lRow =
      (await app.database.db.select().from(t.tariffRateDtls).where(eq(t.tariffRateDtls.tariffRateId, card.classRate))).find((r) => r.tableType === 'L') ?? dtl;
    const changed = await api.patch(admin, `/limo/api/tariffRateDtls/${lRow.id}`, { amount: '700' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await read(order.id)).orderVehicles[0].fareAmt).toBe('585.00');
    const res = await api.post(admin, `/limo/api/updateOrderTariff/${order.id}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderVehicles[0].fareAmt).toBe('630.00');
    const rows = await histories(order.id);
    expect(rows.map((h) => [h.fieldName, h.oldValue, h.newValue])).toEqual(
      expect.arrayContaining([
        ['fareAmt', '585.00', '630.00'],
        ['tariff', null, 'order re-priced (updateOrderTariff)'],
      ]),
    );
    await api.patch(admin, `/limo/api/tariffRateDtls/${lRow.id}`, { amount: '650' });
  });
});

describe('orders belong to their branch and to ordering staff', () => {
  it("another branch's order is not found, and a user without ORDERING is refused", async () => {
    const order = await create();
    expectError(await api.get(admin, `/limo/api/getOrder/${order.id}`, { 'x-branch-id': '1' }), 404);
    expectError(await api.put(admin, `/limo/api/updateOrder/${order.id}`, order, { 'x-branch-id': '1', 'if-match': '"0"' }), 404);
    const hr = await app.login('hr');
    expectError(await api.post(hr, '/limo/api/createOrder', body()), 403);
    const clerk = await newStaff(app, admin, ['ORDERING']);
    const mine = await api.post(clerk.token, '/limo/api/createOrder', body());
    expect(mine.statusCode, mine.body).toBe(201);
  });
});
