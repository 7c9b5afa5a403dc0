import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { type Order, orderMaker } from './enquiry-fixtures.js';
import { client, embedded, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { RECALC_ROUTES } from './recalc-fixtures.js';

// recalcOrders, createRecalcs and updateRecalcs (issue 15, docs/order-operations.md) on the 2030 rate card of
// pricing-card.ts: client C1 on tariff TX, 10 % off; a transfer AP -> PEN is 650 less 10 % = 585.00.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let make: ReturnType<typeof orderMaker>;
let routeRowId: number;
let doc: OpenApiDoc;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  make = orderMaker(app, admin, card);
  const rows = await app.database.db.select().from(t.tariffRateDtls).where(eq(t.tariffRateDtls.tariffRateId, card.classRate));
  routeRowId = (rows.find((r) => r.tableType === 'L') as (typeof rows)[number]).id;
  doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
});
afterAll(() => app.close());

type Row = {
  orderVehicleId: number;
  orderId: number;
  orderRefId: string;
  pickupDate: string;
  pickupTime: string;
  oldAmt: string;
  newAmt: string;
  diffAmt: string;
  skipped?: string;
};
type Answer = { recalcId: number; rows: Row[]; totalDiffAmt: string; unpriced: { orderVehicleId: number; message: string }[] };

/** A row's fields of the wire contract (the answer adds the order's reference and the pick-up for people). */
const contract = ({ orderRefId: _r, pickupDate: _d, pickupTime: _t, ...row }: Row) => row;

/** The class rate's AP -> PEN route amount (the rate change a recalculation follows). */
async function setRoute(amount: string) {
  const res = await api.patch(admin, `/limo/api/tariffRateDtls/${routeRowId}`, { amount });
  expect(res.statusCode, res.body).toBe(200);
}
async function recalc(body: Record<string, unknown>, token = admin, headers?: Record<string, string>): Promise<Answer> {
  const res = await api.post(token, '/limo/api/recalcOrders', body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const vehicleRow = async (id: number) => (await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, id)))[0];
const runRow = async (id: number) => (await app.database.db.select().from(t.recalcs).where(eq(t.recalcs.id, id)))[0];
const dtlRows = (recalcId: number) => app.database.db.select().from(t.recalcDtls).where(eq(t.recalcDtls.recalcId, recalcId)).orderBy(asc(t.recalcDtls.id));
const fareHistory = async (orderId: number) =>
  embedded(await api.get(admin, `/limo/api/orderHistories?orderId=${orderId}&size=100`), 'orderHistories')
    .filter((h) => ['tariffFareAmt', 'fareAmt', 'tariff'].includes(h.fieldName as string))
    .map((h) => [h.fieldName, h.orderVehicleId, h.oldValue, h.newValue]);

/** getOrderTariff's total for a saved order vehicle of the maker (Transfer, AP -> PEN, no stops or charges). */
async function engineTotal(order: Order, i = 0): Promise<string> {
  const v = order.orderVehicles[i];
  const res = await api.post(admin, '/limo/api/getOrderTariff', {
    clientId: order.clientId,
    vehicleTypeId: v.vehicleTypeId,
    serviceType: v.serviceType,
    serviceDate: v.pickupDate,
    pickupTime: v.pickupTime,
    pickupLocationId: v.pickupLocationId,
    dropoffLocationId: v.dropoffLocationId,
    stops: [],
    ocs: [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total;
}

describe('recalcOrders', () => {
  const period = { clientId: 0, dateFrom: '2030-02-12', dateTo: '2030-02-14' };
  let active: Order;
  let pending: Order;
  let manual: Order;
  let twoVehicles: Order;

  beforeAll(async () => {
    period.clientId = card.c1;
    active = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-12', pickupTime: '09:00' })]);
    pending = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-13', pickupTime: '09:00' })], { orderStatus: 'P' });
    manual = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-13', pickupTime: '11:00', manualFareAmt: '500.00', manualFareReason: 'Agreed' })]);
    const two = await make.create(card.c1, [
      make.vehicle({ pickupDate: '2030-02-14', pickupTime: '09:00' }),
      make.vehicle({ pickupDate: '2030-02-14', pickupTime: '12:00' }),
    ]);
    twoVehicles = await make.update(two, { orderVehicles: [two.orderVehicles[0]] }); // the second vehicle cancelled
    const reason = await api.post(admin, '/limo/api/cancelReasons', { cancelReasonCode: 'TSTRC', cancelReasonDescEng: 'Test' });
    const cancelReasonId = reason.json().id as number;
    await make.update(await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-12' })]), { orderStatus: 'C', cancelReasonId });
    await make.update(await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-12' })]), { orderStatus: 'V', cancelReasonId });
    await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-15' })]); // after the period
  });

  it('before a rate change, every row is priced as saved and the total difference is 0.00', async () => {
    const answer = await recalc({ ...period, apply: false });
    expect(answer.totalDiffAmt).toBe('0.00');
    expect(answer.rows.filter((r) => !r.skipped).every((r) => r.diffAmt === '0.00' && r.oldAmt === '585.00')).toBe(true);
  });

  it("lists each order vehicle of the period beside the engine's price today, manual fares skipped, C and V orders and removed vehicles left out", async () => {
    await setRoute('700');
    const answer = await recalc({ ...period, apply: false });
    const vid = (o: Order) => o.orderVehicles[0].id;
    expect(answer.rows[0]).toMatchObject({ orderRefId: active.orderRefId, pickupDate: '2030-02-12', pickupTime: '09:00:00' });
    expect(answer.rows.map(contract)).toEqual([
      { orderVehicleId: vid(active), orderId: active.id, oldAmt: '585.00', newAmt: '630.00', diffAmt: '45.00' },
      { orderVehicleId: vid(pending), orderId: pending.id, oldAmt: '585.00', newAmt: '630.00', diffAmt: '45.00' },
      { orderVehicleId: vid(manual), orderId: manual.id, oldAmt: '500.00', newAmt: '630.00', diffAmt: '130.00', skipped: 'MANUAL_FARE' },
      { orderVehicleId: vid(twoVehicles), orderId: twoVehicles.id, oldAmt: '585.00', newAmt: '630.00', diffAmt: '45.00' },
    ]);
    expect(answer.totalDiffAmt).toBe('135.00');
    expect(answer.unpriced).toEqual([]);
    // The engine's price is getOrderTariff's, row by row.
    for (const [order, row] of [active, pending, manual, twoVehicles].map((o, i) => [o, answer.rows[i]] as const))
      expect(row.newAmt).toBe(await engineTotal(order));
    // A preview changes no order, and is kept as a run with its rows.
    expect((await vehicleRow(vid(active))).fareAmt).toBe('585.00');
    expect(await runRow(answer.recalcId)).toMatchObject({
      dateFrom: '2030-02-12',
      dateTo: '2030-02-14',
      clientId: card.c1,
      tariffId: null,
      applied: 0,
      rowCount: 4,
      totalDiffAmt: '135.00',
      createBy: 'admin',
    });
    const dtls = await dtlRows(answer.recalcId);
    expect(dtls.map((d) => [d.orderVehicleId, d.oldAmt, d.newAmt, d.diffAmt, d.skipped, d.applied])).toEqual(
      answer.rows.map((r) => [r.orderVehicleId, r.oldAmt, r.newAmt, r.diffAmt, r.skipped ?? null, 0]),
    );
  });

  it('applies only the chosen order vehicles, as updateOrderTariff does: fares, price lines and history', async () => {
    const v = active.orderVehicles[0].id;
    const answer = await recalc({ ...period, apply: true, orderVehicleIds: [v] });
    const saved = await vehicleRow(v);
    expect([saved.fareAmt, saved.tariffFareAmt, saved.version]).toEqual(['630.00', '630.00', active.orderVehicles[0].version + 1]);
    const order = (await api.get(admin, `/limo/api/getOrder/${active.id}`)).json() as Order & { orderVehicles: { fareLines: { amount: string }[] }[] };
    expect(order.version).toBe(active.version + 1);
    const cents = order.orderVehicles[0].fareLines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
    expect(cents).toBe(63000);
    expect(await fareHistory(active.id)).toEqual(
      expect.arrayContaining([
        ['tariff', null, null, `order re-priced (recalculation ${answer.recalcId})`],
        ['tariffFareAmt', v, '585.00', '630.00'],
        ['fareAmt', v, '585.00', '630.00'],
      ]),
    );
    expect((await vehicleRow(pending.orderVehicles[0].id)).fareAmt).toBe('585.00');
    expect(await runRow(answer.recalcId)).toMatchObject({ applied: 1, rowCount: 4, totalDiffAmt: '135.00' });
    expect((await dtlRows(answer.recalcId)).map((d) => [d.orderVehicleId, d.applied])).toEqual(
      answer.rows.map((r) => [r.orderVehicleId, r.orderVehicleId === v ? 1 : 0]),
    );
  });

  it('applies every row not skipped when none are chosen; a manual fare is never changed', async () => {
    const answer = await recalc({ ...period, apply: true });
    expect(answer.rows.find((r) => r.orderVehicleId === active.orderVehicles[0].id)).toMatchObject({ oldAmt: '630.00', diffAmt: '0.00' });
    expect((await vehicleRow(pending.orderVehicles[0].id)).fareAmt).toBe('630.00');
    expect((await vehicleRow(twoVehicles.orderVehicles[0].id)).fareAmt).toBe('630.00');
    const m = await vehicleRow(manual.orderVehicles[0].id);
    expect([m.fareAmt, m.tariffFareAmt, m.version]).toEqual(['500.00', '585.00', manual.orderVehicles[0].version]);
    expect(await fareHistory(manual.id)).toEqual([]);
    expect(answer.totalDiffAmt).toBe('90.00');
  });

  it('refuses to apply a skipped row or one not among the rows (409 naming them); nothing is applied', async () => {
    await setRoute('750');
    const skipped = manual.orderVehicles[0].id;
    const res = await api.post(admin, '/limo/api/recalcOrders', { ...period, apply: true, orderVehicleIds: [pending.orderVehicles[0].id, skipped, 999999] });
    const body = expectError(res, 409, /2 of the order vehicles chosen/) as unknown as { orderVehicleIds: number[] };
    expect(body.orderVehicleIds).toEqual([skipped, 999999]);
    expect((await vehicleRow(pending.orderVehicles[0].id)).fareAmt).toBe('630.00');
    await setRoute('700');
  });

  it('with a tariff, lists only the order vehicles priced on it today', async () => {
    expect((await recalc({ ...period, tariffId: card.tariff.id, apply: false })).rows).toHaveLength(4);
    const [other] = await app.database.db.select().from(t.tariffs).where(eq(t.tariffs.tariffCode, 'STD'));
    expect((await recalc({ ...period, tariffId: other.id, apply: false })).rows).toEqual([]);
  });

  it('names the order vehicles the engine cannot price today and leaves them out', async () => {
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-16' })]);
    // As if its vehicle type's rates had been removed: the saved trip has no price today.
    await app.database.db.update(t.orderVehicles).set({ vehicleTypeId: card.vtNoRate }).where(eq(t.orderVehicles.id, order.orderVehicles[0].id));
    const answer = await recalc({ clientId: card.c1, dateFrom: '2030-02-16', dateTo: '2030-02-16', apply: true });
    expect(answer.rows).toEqual([]);
    expect(answer.unpriced).toEqual([
      { orderVehicleId: order.orderVehicles[0].id, orderId: order.id, message: expect.stringMatching(/^No rate for vehicle type/) },
    ]);
    expect((await vehicleRow(order.orderVehicles[0].id)).fareAmt).toBe(order.orderVehicles[0].fareAmt);
  });
});

describe('createRecalcs and updateRecalcs', () => {
  it("keeps a preview run, then applies its rows at today's price (the price moved again) and marks it applied", async () => {
    await setRoute('650');
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-20' })]);
    const other = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-20', pickupTime: '14:00' })]);
    await setRoute('700');
    const filter = { clientId: card.c1, dateFrom: '2030-02-20', dateTo: '2030-02-20' };
    const created = await api.post(admin, '/limo/api/createRecalcs', filter);
    expect(created.statusCode, created.body).toBe(200);
    const run = created.json() as Answer;
    expect(run.rows.map((r) => r.newAmt)).toEqual(['630.00', '630.00']);
    expect(await runRow(run.recalcId)).toMatchObject({ applied: 0, totalDiffAmt: '90.00' });
    await setRoute('800'); // 720.00 for C1
    const v = order.orderVehicles[0].id;
    const applied = await api.put(admin, `/limo/api/updateRecalcs/${run.recalcId}`, { orderVehicleIds: [v] });
    expect(applied.statusCode, applied.body).toBe(200);
    const answer = applied.json() as Answer;
    expect(answer.rows[1]).toMatchObject({ orderRefId: other.orderRefId, pickupDate: '2030-02-20', pickupTime: '14:00:00' });
    expect(answer.rows.map(contract)).toEqual([
      { orderVehicleId: v, orderId: order.id, oldAmt: '585.00', newAmt: '720.00', diffAmt: '135.00' },
      { orderVehicleId: other.orderVehicles[0].id, orderId: other.id, oldAmt: '585.00', newAmt: '630.00', diffAmt: '45.00' },
    ]);
    expect((await vehicleRow(v)).fareAmt).toBe('720.00');
    expect((await vehicleRow(other.orderVehicles[0].id)).fareAmt).toBe('585.00');
    expect(await runRow(run.recalcId)).toMatchObject({ applied: 1, totalDiffAmt: '180.00', lastUpdateBy: 'admin' });
    expect((await dtlRows(run.recalcId)).map((d) => d.applied)).toEqual([1, 0]);
    expectError(await api.put(admin, `/limo/api/updateRecalcs/${run.recalcId}`, {}), 409, /applied already/);
    await setRoute('650');
  });

  it('refuses an unknown run (404) and rows that are not its own (409)', async () => {
    expectError(await api.put(admin, '/limo/api/updateRecalcs/999999', {}), 404, 'Recalculation 999999 not found');
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-21' })]);
    const run = (await api.post(admin, '/limo/api/createRecalcs', { clientId: card.c1, dateFrom: '2030-02-21', dateTo: '2030-02-21' })).json() as Answer;
    const res = await api.put(admin, `/limo/api/updateRecalcs/${run.recalcId}`, { orderVehicleIds: [order.orderVehicles[0].id + 1000] });
    expectError(res, 409, /not rows of recalculation/);
    expect((await runRow(run.recalcId)).applied).toBe(0);
  });
});

describe('rights and branches', () => {
  it('refuses users without RECALCORDER (403), on every call and on the recalcs collection', async () => {
    const accounts = await app.login('accounts');
    const body = { dateFrom: '2030-02-12', dateTo: '2030-02-12' };
    expectError(await api.post(accounts, '/limo/api/recalcOrders', { ...body, apply: false }), 403);
    expectError(await api.post(accounts, '/limo/api/createRecalcs', body), 403);
    expectError(await api.put(accounts, '/limo/api/updateRecalcs/1', {}), 403);
    expectError(await api.get(accounts, '/limo/api/recalcs'), 403);
    const clerk = await newStaff(app, admin, ['RECALCORDER']);
    expect((await api.post(clerk.token, '/limo/api/recalcOrders', { ...body, apply: false })).statusCode).toBe(200);
  });

  it("recalculates only the selected branch's orders; another branch's run is not found", async () => {
    const sz = { 'X-Branch-Id': '1' };
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-02-22', vehicleTypeId: card.vt1 })], {}, sz);
    const filter = { clientId: card.c1, dateFrom: '2030-02-22', dateTo: '2030-02-22' };
    expect((await recalc({ ...filter, apply: false })).rows).toEqual([]);
    const inSz = await recalc({ ...filter, apply: false }, admin, sz);
    expect(inSz.rows.map((r) => r.orderId)).toEqual([order.id]);
    const hkOnly = await newStaff(app, admin, ['RECALCORDER'], 2);
    expectError(await api.put(hkOnly.token, `/limo/api/updateRecalcs/${inSz.recalcId}`, {}), 404);
    const [dtl] = await app.database.db
      .select()
      .from(t.recalcDtls)
      .where(and(eq(t.recalcDtls.recalcId, inSz.recalcId), eq(t.recalcDtls.orderId, order.id)));
    expectError(await api.get(hkOnly.token, `/limo/api/recalcDtls/${dtl.id}`), 404);
    expect((await api.get(admin, `/limo/api/recalcDtls/${dtl.id}`, sz)).statusCode).toBe(200);
  });
});

describe('the documented answers', () => {
  it('answer as the OpenAPI document says', async () => {
    const check = answerChecker();
    await make.create(card.c1, [
      make.vehicle({ pickupDate: '2030-02-25', manualFareAmt: '400.00', manualFareReason: 'Agreed' }),
      make.vehicle({ pickupDate: '2030-02-25' }),
    ]);
    const filter = { clientId: card.c1, dateFrom: '2030-02-25', dateTo: '2030-02-25' };
    const called: string[] = [];
    const call = async (route: string, body: unknown, id?: number) => {
      const [method, path] = route.split(' ');
      const res = await api.call(admin, method as 'POST', path.replace('{id}', String(id)), body);
      expect(res.statusCode, res.body).toBe(200);
      expect(check(successes(operationOf(doc, route))[0].schema as never, res.json()), route).toEqual([]);
      called.push(route);
      return res.json() as Answer;
    };
    await call('POST /limo/api/recalcOrders', { ...filter, apply: false });
    const run = await call('POST /limo/api/createRecalcs', filter);
    expect(run.rows.map((r) => r.skipped)).toContain('MANUAL_FARE');
    await call('PUT /limo/api/updateRecalcs/{id}', {}, run.recalcId);
    expect(called.sort()).toEqual([...RECALC_ROUTES].sort());
  });
});
