import type { ScheduleRow } from '@limo/domain';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { BATCH_VOID_ROUTES } from './batch-void-fixtures.js';
import { type Order, orderMaker } from './enquiry-fixtures.js';
import { client, embedded, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// genBatchVoidOrder and voidOrderBatch (issue 15, docs/order-operations.md) on the 2030 rate card of pricing-card.ts.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let make: ReturnType<typeof orderMaker>;
let cancelReasonId: number;
let doc: OpenApiDoc;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`;
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  make = orderMaker(app, admin, card);
  const reason = await api.post(admin, '/limo/api/cancelReasons', { cancelReasonCode: 'TSTBV', cancelReasonDescEng: 'Event called off' });
  expect(reason.statusCode, reason.body).toBe(201);
  cancelReasonId = reason.json().id;
  doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await app.close();
});

type Row = { orderId: number; orderRefId: string; pickupDate: string; orderStatus: string; fareAmt: string; voidable: boolean; reason?: string };

const preview = (body: Record<string, unknown>, token = admin, headers?: Record<string, string>) =>
  api.post(token, '/limo/node/api/genBatchVoidOrder', body, headers);
const voidBatch = (orderIds: number[], token = admin, headers?: Record<string, string>) =>
  api.post(token, '/limo/node/api/voidOrderBatch', { orderIds, cancelReasonId }, headers);
const rowsOf = async (body: Record<string, unknown>) => {
  const res = await preview(body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orders: Row[] }).orders;
};
const orderRow = async (id: number) => (await app.database.db.select().from(t.orders).where(eq(t.orders.id, id)))[0];
const statusHistory = async (orderId: number) =>
  embedded(await api.get(admin, `/limo/api/orderHistories?orderId=${orderId}&size=100`), 'orderHistories').filter((h) =>
    ['orderStatus', 'cancelReasonId'].includes(h.fieldName as string),
  );
const markJob = (orderVehicleId: number, jobStatus: string) =>
  app.database.db.update(t.orderVehicles).set({ jobStatus }).where(eq(t.orderVehicles.id, orderVehicleId));

describe('genBatchVoidOrder', () => {
  let active: Order;
  let pending: Order;
  let started: Order;

  beforeAll(async () => {
    active = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-03-10', pickupTime: '09:00' })]);
    pending = await make.create(card.c1, [make.vehicle({ serviceType: 'Arrival', pickupDate: '2030-03-11', pickupTime: '08:00' })], { orderStatus: 'P' });
    started = await make.create(card.c1, [
      make.vehicle({ pickupDate: '2030-03-12', pickupTime: '10:00' }),
      make.vehicle({ pickupDate: '2030-03-12', pickupTime: '15:00' }),
    ]);
    await markJob(started.orderVehicles[1].id, 'ONTHEWAY');
    const cancelled = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-03-11' })]);
    await make.update(cancelled, { orderStatus: 'C', cancelReasonId });
    await make.create(card.c1, [make.vehicle({ pickupDate: '2030-03-20' })]); // after the period
    await make.create(card.c2, [make.vehicle({ pickupDate: '2030-03-10' })]); // another client
  });

  it("lists the client's pending and active orders of the period with their voidability; cancelled and void ones are left out", async () => {
    const rows = await rowsOf({ clientId: card.c1, dateFrom: '2030-03-10', dateTo: '2030-03-12' });
    expect(rows).toEqual([
      {
        orderId: active.id,
        orderRefId: active.orderRefId,
        pickupDate: '2030-03-10',
        orderStatus: 'A',
        fareAmt: active.orderVehicles[0].fareAmt,
        voidable: true,
      },
      {
        orderId: pending.id,
        orderRefId: pending.orderRefId,
        pickupDate: '2030-03-11',
        orderStatus: 'P',
        fareAmt: pending.orderVehicles[0].fareAmt,
        voidable: true,
      },
      {
        orderId: started.id,
        orderRefId: started.orderRefId,
        pickupDate: '2030-03-12',
        orderStatus: 'A',
        fareAmt: '1170.00',
        voidable: false,
        reason: 'order vehicle 2 has job progress (ONTHEWAY)',
      },
    ]);
    expect(started.orderVehicles.map((v) => v.fareAmt)).toEqual(['585.00', '585.00']);
  });

  it('filters by service type, and without a client lists every client of the branch', async () => {
    expect((await rowsOf({ clientId: card.c1, dateFrom: '2030-03-10', dateTo: '2030-03-12', serviceType: 'Arrival' })).map((r) => r.orderId)).toEqual([
      pending.id,
    ]);
    const all = await rowsOf({ dateFrom: '2030-03-10', dateTo: '2030-03-10' });
    expect(all.map((r) => r.orderId)).toContain(active.id);
    expect(all.length).toBe(2);
  });

  it('refuses a period backwards or too long, and an unknown service type, with 400s naming the field', async () => {
    expectError(await preview({ dateFrom: '2030-03-12', dateTo: '2030-03-10' }), 400, /dateTo must not be before dateFrom/);
    expectError(await preview({ dateFrom: '2030-01-01', dateTo: '2031-06-01' }), 400, /dateTo must be at most 366 days/);
    expectError(await preview({ dateFrom: '2030-03-10', dateTo: '2030-03-10', serviceType: 'Boat' }), 400, /serviceType must be one of/);
    expectError(await preview({ dateTo: '2030-03-10' }), 400, /dateFrom/);
  });
});

describe('voidOrderBatch', () => {
  it('voids every order with its cancel reason and history, and gives their vouchers back', async () => {
    const a = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-05-02', voucherNo: card.voucherNo })]);
    const p = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-05-03' })], { orderStatus: 'P' });
    const [voucherBefore] = await app.database.db.select().from(t.vouchers).where(eq(t.vouchers.voucherNo, card.voucherNo));
    expect(voucherBefore.voucherStatus).toBe('R');
    const res = await voidBatch([a.id, p.id, a.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ voided: 2 });
    for (const [order, from] of [
      [a, 'A'],
      [p, 'P'],
    ] as const) {
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ orderStatus: 'V', cancelReasonId, version: order.version + 1, lastUpdateBy: 'admin' });
      const history = await statusHistory(order.id);
      expect(history.map((h) => [h.fieldName, h.oldValue, h.newValue]).sort()).toEqual([
        ['cancelReasonId', null, String(cancelReasonId)],
        ['orderStatus', from, 'V'],
      ]);
    }
    const [voucherAfter] = await app.database.db.select().from(t.vouchers).where(eq(t.vouchers.voucherNo, card.voucherNo));
    expect(voucherAfter.voucherStatus).toBe('A');
    // A void is final: the order takes no change afterwards.
    expectError(await api.put(admin, `/limo/api/updateOrder/${a.id}`, { ...a, version: a.version + 1, orderStatus: 'A' }), 409);
  });

  it('refuses the whole batch with a 409 naming the orders that cannot be voided; nothing is voided', async () => {
    const ok = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-05-05' })]);
    const started = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-05-05' })]);
    await markJob(started.orderVehicles[0].id, 'ACK');
    const cancelled = await make.update(await make.create(card.c1, [make.vehicle({ pickupDate: '2030-05-05' })]), { orderStatus: 'C', cancelReasonId });
    const res = await voidBatch([ok.id, started.id, cancelled.id]);
    const body = expectError(res, 409, /2 of the 3 orders cannot be voided: nothing was voided/) as unknown as { orderIds: number[]; errors: string[] };
    expect(body.orderIds).toEqual([started.id, cancelled.id]);
    expect(body.errors).toEqual([
      `Order ${started.orderRefId}: order vehicle 1 has job progress (ACK)`,
      `Order ${cancelled.orderRefId}: status C: a cancelled order cannot be voided`,
    ]);
    expect((await orderRow(ok.id)).orderStatus).toBe('A');
    expect(await statusHistory(ok.id)).toEqual([]);
  });

  it('refuses a racing second void of the same orders: one call voids them, the other is a 409', async () => {
    const orders = [
      await make.create(card.c1, [make.vehicle({ pickupDate: '2030-05-06' })]),
      await make.create(card.c1, [make.vehicle({ pickupDate: '2030-05-06' })]),
    ];
    const ids = orders.map((o) => o.id);
    const answers = await Promise.all([voidBatch(ids), voidBatch([...ids].reverse())]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().orderIds).toEqual(ids);
    for (const id of ids) {
      expect((await orderRow(id)).orderStatus).toBe('V');
      expect((await statusHistory(id)).filter((h) => h.fieldName === 'orderStatus')).toHaveLength(1);
    }
  });

  it('tells the scheduling grids of the branch, so the bars of the void orders go', async () => {
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-05-07' })]);
    const socket = io(url, { path: '/limo/socket.io', auth: { token: admin }, transports: ['websocket'], reconnection: false, timeout: 5000 });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const got = new Promise<ScheduleRow[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no schedule event')), 3000);
      socket.once('schedule', (rows: ScheduleRow[]) => {
        clearTimeout(timer);
        resolve(rows);
      });
    });
    expect((await voidBatch([order.id])).statusCode).toBe(200);
    const rows = await got;
    expect(rows.map((r) => r.orderVehicleId)).toEqual([order.orderVehicles[0].id]);
    expect(rows[0]).toMatchObject({ orderStatus: 'V' });
  });

  it('refuses a missing cancel reason, an unknown one and an empty list with 400s', async () => {
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-05-08' })]);
    expectError(await api.post(admin, '/limo/node/api/voidOrderBatch', { orderIds: [order.id] }), 400, /cancelReasonId/);
    expectError(
      await api.post(admin, '/limo/node/api/voidOrderBatch', { orderIds: [order.id], cancelReasonId: 999999 }),
      400,
      /cancel reason 999999 does not exist/,
    );
    expectError(await api.post(admin, '/limo/node/api/voidOrderBatch', { orderIds: [], cancelReasonId }), 400, /at least one/);
    expect((await orderRow(order.id)).orderStatus).toBe('A');
  });
});

describe('rights and branches', () => {
  it('refuses users without BATCHVOID (403)', async () => {
    const accounts = await app.login('accounts');
    expectError(await preview({ dateFrom: '2030-03-10', dateTo: '2030-03-12' }, accounts), 403);
    expectError(await voidBatch([1], accounts), 403);
    const dispatcher = await app.login('dispatcher');
    expect((await preview({ dateFrom: '2030-03-10', dateTo: '2030-03-12' }, dispatcher)).statusCode).toBe(200);
  });

  it("lists and voids only the selected branch's orders: another branch's order is not found and stays as it was", async () => {
    const sz = { 'X-Branch-Id': '1' };
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-06-01', vehicleTypeId: card.vt1 })], {}, sz);
    expect((await rowsOf({ dateFrom: '2030-06-01', dateTo: '2030-06-01' })).map((r) => r.orderId)).not.toContain(order.id);
    const inSz = await preview({ dateFrom: '2030-06-01', dateTo: '2030-06-01' }, admin, sz);
    expect((inSz.json() as { orders: Row[] }).orders.map((r) => r.orderId)).toEqual([order.id]);
    const hkOnly = await newStaff(app, admin, ['BATCHVOID'], 2);
    expectError(await voidBatch([order.id], hkOnly.token), 404, `Order ${order.id} not found`);
    expectError(await voidBatch([order.id]), 404);
    expect((await orderRow(order.id)).orderStatus).toBe('A');
    expect((await voidBatch([order.id], admin, sz)).statusCode).toBe(200);
  });
});

describe('the documented answers', () => {
  it('answer as the OpenAPI document says', async () => {
    const check = answerChecker();
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-07-01' })]);
    const calls: [string, unknown][] = [
      ['POST /limo/node/api/genBatchVoidOrder', { clientId: card.c1, dateFrom: '2030-07-01', dateTo: '2030-07-01' }],
      ['POST /limo/node/api/voidOrderBatch', { orderIds: [order.id], cancelReasonId }],
    ];
    expect(calls.map(([route]) => route).sort()).toEqual([...BATCH_VOID_ROUTES].sort());
    for (const [route, body] of calls) {
      const [, path] = route.split(' ');
      const res = await api.post(admin, path, body);
      expect(res.statusCode, res.body).toBe(200);
      const [documented] = successes(operationOf(doc, route));
      expect(check(documented.schema as never, res.json()), route).toEqual([]);
    }
  });
});
