import { nextDate, operatorToday } from '@limo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, embedded, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { API, type Job, makeClient, post, seedOrder, standing } from './invoice-fixtures.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// The invoice trial, createInvoice, the invoice list and its children, voidInvoice (issue 17 rules 1-5, 7).

const PERIOD = { dateFrom: '2030-10-01', dateTo: '2030-10-31' };
let app: TestApp;
let admin: string;
let card: PricingCard;
let doc: OpenApiDoc;
let clientId: number;
let branchCode: string;
const check = answerChecker();
const jobs: Record<string, Job[]> = {};
const miscs: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
  const db = app.database.db;
  clientId = await makeClient(app, card, { nameChi: '海港酒店', creditTermDays: 45 });
  jobs.early = await seedOrder(app, card, { clientId, date: '2030-10-03', fares: ['650.00', '100.50'] });
  jobs.late = await seedOrder(app, card, { clientId, date: '2030-10-31', fares: ['1200.00'] });
  jobs.noShow = await seedOrder(app, card, { clientId, date: '2030-10-12', fares: ['300.00'] });
  jobs.removed = await seedOrder(app, card, { clientId, date: '2030-10-05', fares: ['999.00'] });
  jobs.pending = await seedOrder(app, card, { clientId, date: '2030-10-06', fares: ['888.00'], orderStatus: 'P' });
  jobs.november = await seedOrder(app, card, { clientId, date: '2030-11-01', fares: ['777.00'] });
  jobs.september = await seedOrder(app, card, { clientId, date: '2030-09-30', fares: ['666.00'] });
  jobs.branch1 = await seedOrder(app, card, { clientId, date: '2030-10-07', fares: ['555.00'], branchId: 1 });
  await db.update(t.orderVehicles).set({ noshowFlag: 1 }).where(eq(t.orderVehicles.id, jobs.noShow[0].orderVehicleId));
  await db.update(t.orderVehicles).set({ orderVehicleStatus: 'C' }).where(eq(t.orderVehicles.id, jobs.removed[0].orderVehicleId));
  miscs.monthly = await standing(app, clientId, { description: 'Monthly account fee', amount: '200.00', monthlyFlag: 1 });
  miscs.percent = await standing(app, clientId, { description: 'Fuel surcharge', percent: '2.5', monthlyFlag: 1 });
  miscs.oneOff = await standing(app, clientId, { description: 'Parking refund', amount: '-50.00', monthlyFlag: 0 });
  const [branch] = await db.select().from(t.branches).where(eq(t.branches.id, 2));
  branchCode = branch.branchCode;
});
afterAll(() => app.close());

/** Posts a call as admin and checks its answer against the call's document. */
async function call(route: string, body: unknown, status = 200) {
  const res = await post(app, admin, route, body);
  expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
  const [ok] = successes(operationOf(doc, `POST ${API}/${route}`));
  expect(check(ok.schema as Record<string, unknown>, res.json()), `${route} against its document`).toEqual([]);
  return res.json();
}
const billed = [() => jobs.early[0], () => jobs.early[1], () => jobs.noShow[0], () => jobs.late[0]];
const counters = () => app.database.db.select().from(t.invoiceCounters).where(eq(t.invoiceCounters.year, 2030));

describe('getOrderInvoiceTrial', () => {
  it('lists every billable order vehicle by pick-up, the standing lines and the totals, saving nothing', async () => {
    const trial = await call('getOrderInvoiceTrial', { clientId, ...PERIOD });
    expect(trial.lines.map((l: { orderVehicleId: number }) => l.orderVehicleId)).toEqual(billed.map((j) => j().orderVehicleId));
    expect(trial.lines.map((l: { amount: string }) => l.amount)).toEqual(['650.00', '100.50', '300.00', '1200.00']);
    // The route follows (issue 30 part 8b); the seeded orders name no passenger.
    expect(trial.lines[2].description).toMatch(/^12\/10\/2030 \d\d:\d\d Transfer IV\S+ #1 \(Test \S+\), no-show: Test Airport → Test Peninsula$/);
    expect(trial.lines[0]).toMatchObject({ orderId: jobs.early[0].orderId, pickupDate: '2030-10-03', serviceType: 'Transfer' });
    // 2.5 % of 2250.50 is 56.2625: 56.26. The one-off line is on the next invoice only.
    expect(trial.miscs).toEqual([
      { clientInvoiceMiscId: miscs.monthly, description: 'Monthly account fee', amount: '200.00', percent: null },
      { clientInvoiceMiscId: miscs.percent, description: 'Fuel surcharge', amount: '56.26', percent: '2.5' },
      { clientInvoiceMiscId: miscs.oneOff, description: 'Parking refund', amount: '-50.00', percent: null },
    ]);
    expect(trial).toMatchObject({ clientId, ...PERIOD, subtotal: '2250.50', miscTotal: '206.26', total: '2456.76' });
    expect(await app.database.db.select().from(t.invoices).where(eq(t.invoices.clientId, clientId))).toEqual([]);
    expect(await counters()).toEqual([]);
  });

  it('answers 400 naming each broken field, the period and the client', async () => {
    expectError(await post(app, admin, 'getOrderInvoiceTrial', { clientId, dateFrom: '2030-10-31', dateTo: '2030-10-01' }), 400, /before it starts/);
    expectError(await post(app, admin, 'getOrderInvoiceTrial', { clientId, dateFrom: '2030-01-01', dateTo: '2031-01-02' }), 400, /at most 366 days/);
    expectError(await post(app, admin, 'getOrderInvoiceTrial', { clientId, dateFrom: '2030-02-30', dateTo: '2030-03-01' }), 400, /dateFrom must be a date/);
    // The field is named once: "dateTo must be a date", not "dateTo dateTo must be a date".
    expectError(
      await post(app, admin, 'createInvoice', { clientId, dateFrom: '2030-10-01', dateTo: '2030-10-3', invoiceDate: '2030-11-01' }),
      400,
      'dateTo must be a date YYYY-MM-DD',
    );
    expectError(await post(app, admin, 'voidInvoice', { invoiceId: 1, reason: '' }), 400, 'reason is required: say why the invoice is voided');
    expectError(await post(app, admin, 'getOrderInvoiceTrial', { clientId: 99_999_999, ...PERIOD }), 400, /client 99999999 does not exist/);
    expectError(await post(app, admin, 'getOrderInvoiceTrial', { ...PERIOD }), 400, /clientId/);
    expectError(await post(app, admin, 'getOrderInvoiceTrial', { clientId, ...PERIOD, extra: 1 }), 400);
  });
});

describe('createInvoice and voidInvoice', () => {
  let first: Record<string, unknown> & { id: number; invoiceNo: string };

  it('refuses an order vehicle that is not billable with 409 NOT_BILLABLE naming each, taking no number', async () => {
    const wrong = [jobs.removed[0], jobs.pending[0], jobs.november[0], jobs.branch1[0]].map((j) => j.orderVehicleId);
    const res = await post(app, admin, 'createInvoice', {
      clientId,
      ...PERIOD,
      invoiceDate: '2030-11-05',
      orderVehicleIds: [jobs.early[0].orderVehicleId, ...wrong],
    });
    expectError(res, 409, /4 of the order vehicles cannot be billed/);
    expect(res.json()).toMatchObject({ code: 'NOT_BILLABLE', field: 'orderVehicleIds', orderVehicleIds: wrong });
    expect(res.json().errors.join('\n')).toMatch(/is cancelled[\s\S]*not active \(status P\)[\s\S]*outside the period[\s\S]*not found/);
    expect(await counters()).toEqual([]);
  });

  it('issues the invoice of every billable order vehicle: number, due date, lines and totals as the trial', async () => {
    const trial = await call('getOrderInvoiceTrial', { clientId, ...PERIOD });
    first = await call('createInvoice', { clientId, ...PERIOD, invoiceDate: '2030-11-05' }, 201);
    expect(first).toMatchObject({
      invoiceNo: `${branchCode}-2030-00001`,
      invoiceSeq: 1,
      branchId: 2,
      clientId,
      invoiceDate: '2030-11-05',
      dueDate: '2030-12-20',
      ...PERIOD,
      status: 'A',
      subtotal: trial.subtotal,
      miscTotal: trial.miscTotal,
      total: trial.total,
    });
    const lines = first.invoiceDtls as {
      lineType: string;
      orderVehicleId: number | null;
      clientInvoiceMiscId: number | null;
      description: string;
      amount: string;
    }[];
    expect(lines.map((l) => [l.lineType, l.orderVehicleId ?? l.clientInvoiceMiscId, l.amount])).toEqual([
      ...trial.lines.map((l: { orderVehicleId: number; amount: string }) => ['ORDER', l.orderVehicleId, l.amount]),
      ...trial.miscs.map((m: { clientInvoiceMiscId: number; amount: string }) => ['MISC', m.clientInvoiceMiscId, m.amount]),
    ]);
    expect(lines[5].description).toBe('Fuel surcharge (2.5%)');
    const [oneOff] = await app.database.db.select().from(t.clientInvoiceMiscs).where(eq(t.clientInvoiceMiscs.id, miscs.oneOff));
    expect(oneOff.invoiceId).toBe(first.id);
  });

  it('leaves nothing to bill: the next trial has no line and no one-off, and an invoice without order lines is 400', async () => {
    const trial = await call('getOrderInvoiceTrial', { clientId, ...PERIOD });
    expect(trial.lines).toEqual([]);
    expect(trial.miscs.map((m: { clientInvoiceMiscId: number }) => m.clientInvoiceMiscId)).toEqual([miscs.monthly, miscs.percent]);
    expect(trial).toMatchObject({ subtotal: '0.00', miscTotal: '200.00', total: '200.00' });
    expectError(await post(app, admin, 'createInvoice', { clientId, ...PERIOD, invoiceDate: '2030-11-05' }), 400, /needs order lines/);
    expectError(await post(app, admin, 'createInvoice', { clientId, ...PERIOD, invoiceDate: '2030-11-05', orderVehicleIds: [] }), 400, /needs order lines/);
    const again = await post(app, admin, 'createInvoice', { clientId, ...PERIOD, invoiceDate: '2030-11-05', orderVehicleIds: [jobs.late[0].orderVehicleId] });
    expect(expectError(again, 409).errors).toEqual([expect.stringMatching(new RegExp(`is on invoice ${first.invoiceNo}$`))]);
    expect((await counters())[0].lastSeq).toBe(1);
  });

  it('lists the invoices whose period overlaps the dates asked for, with their lines and order vehicles', async () => {
    const ids = async (q: string) => {
      const res = await client(app).get(admin, `${API}/invoices?clientId=${clientId}${q}`);
      return embedded(res, 'invoices').map((i) => i.id);
    };
    expect(await ids('&dateFrom=2030-10-15&dateTo=2030-10-16')).toEqual([first.id]);
    expect(await ids('&dateFrom=2030-09-01&dateTo=2030-10-01')).toEqual([first.id]);
    expect(await ids('&dateFrom=2030-10-31')).toEqual([first.id]);
    expect(await ids('&dateFrom=2030-11-01&dateTo=2030-11-30')).toEqual([]);
    expect(await ids('&dateTo=2030-09-30')).toEqual([]);
    expect(await ids('&status=A')).toEqual([first.id]);
    const page = (await client(app).get(admin, `${API}/invoices?clientId=${clientId}`)).json();
    expect(page.page).toMatchObject({ totalElements: 1 });
    const dtls = embedded(await client(app).get(admin, `${API}/invoices/${first.id}/invoiceDtls`), 'invoiceDtls');
    expect(dtls.map((d) => d.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const links = embedded(await client(app).get(admin, `${API}/invoices/${first.id}/orderInvoices`), 'orderInvoices');
    expect(links.map((l) => [l.orderVehicleId, l.liveFlag])).toEqual(billed.map((j) => [j().orderVehicleId, 1]));
  });

  it('voids with a reason: V, who and when, the number kept, order vehicles and the one-off line billable again', async () => {
    const voided = await call('voidInvoice', { invoiceId: first.id, reason: 'Wrong client contact' });
    expect(voided).toMatchObject({
      id: first.id,
      invoiceNo: first.invoiceNo,
      status: 'V',
      voidReason: 'Wrong client contact',
      voidBy: 'admin',
      total: first.total,
    });
    expect(Date.now() - Date.parse(voided.voidDt)).toBeLessThan(60_000);
    const links = await app.database.db.select().from(t.orderInvoices).where(eq(t.orderInvoices.invoiceId, first.id));
    expect(links.map((l) => l.liveFlag)).toEqual([0, 0, 0, 0]);
    const [oneOff] = await app.database.db.select().from(t.clientInvoiceMiscs).where(eq(t.clientInvoiceMiscs.id, miscs.oneOff));
    expect(oneOff.invoiceId).toBeNull();
    const trial = await call('getOrderInvoiceTrial', { clientId, ...PERIOD });
    expect(trial.lines).toHaveLength(4);
    expect(trial.total).toBe('2456.76');
    const again = await post(app, admin, 'voidInvoice', { invoiceId: first.id, reason: 'Again' });
    expectError(again, 409, /void already/);
    // The next invoice takes the next number: a void one's number is never reused.
    const second = await call('createInvoice', { clientId, ...PERIOD, invoiceDate: '2030-11-06', orderVehicleIds: [jobs.late[0].orderVehicleId] }, 201);
    expect(second).toMatchObject({ invoiceSeq: 2, invoiceNo: `${branchCode}-2030-00002`, subtotal: '1200.00', miscTotal: '180.00', total: '1380.00' });
    expect((await client(app).get(admin, `${API}/invoices?clientId=${clientId}&status=V`)).json()._embedded.invoices).toHaveLength(1);
  });

  it('answers 400 to a bad body and 404 to an unknown invoice', async () => {
    expectError(await post(app, admin, 'voidInvoice', { invoiceId: first.id, reason: '  ' }), 400, /reason is required/);
    expectError(await post(app, admin, 'voidInvoice', { invoiceId: 99_999_999, reason: 'x' }), 404, /Invoice 99999999 not found/);
    expectError(await post(app, admin, 'createInvoice', { clientId, ...PERIOD }), 400, /invoiceDate/);
    expectError(await post(app, admin, 'createInvoice', { clientId, ...PERIOD, invoiceDate: '2030-11-05', orderVehicleIds: [0] }), 400, /orderVehicleIds/);
  });
});

describe('percent lines', () => {
  it('round each line half away from zero in cents, the totals the sums of the rounded lines', async () => {
    const other = await makeClient(app, card);
    await seedOrder(app, card, { clientId: other, date: '2030-10-09', fares: ['0.10', '100.30'] });
    await standing(app, other, { description: 'Plus', percent: '5', monthlyFlag: 1 });
    await standing(app, other, { description: 'Minus', percent: '-5', monthlyFlag: 1 });
    // 5 % of 100.40 is 5.02 exactly.
    const all = await call('getOrderInvoiceTrial', { clientId: other, ...PERIOD });
    expect(all.miscs.map((m: { amount: string }) => m.amount)).toEqual(['5.02', '-5.02']);
    expect(all).toMatchObject({ subtotal: '100.40', miscTotal: '0.00', total: '100.40' });
    // 5 % of 0.10 is 0.005, a half: 0.01 and -0.01.
    const one = await call('createInvoice', { clientId: other, ...PERIOD, invoiceDate: '2030-11-05', orderVehicleIds: [all.lines[0].orderVehicleId] }, 201);
    expect(one.invoiceDtls.map((l: { amount: string }) => l.amount)).toEqual(['0.10', '0.01', '-0.01']);
    expect(one).toMatchObject({ subtotal: '0.10', miscTotal: '0.00', total: '0.10' });
    // 5 % of 100.30 is 5.015, a half: 5.02 and -5.02.
    const rest = await call('createInvoice', { clientId: other, ...PERIOD, invoiceDate: '2030-11-05' }, 201);
    expect(rest.invoiceDtls.map((l: { amount: string }) => l.amount)).toEqual(['100.30', '5.02', '-5.02']);
    expect(rest).toMatchObject({ subtotal: '100.30', miscTotal: '0.00', total: '100.30' });
  });
});

describe('unbilledTrips: the accounts landing (issue 30 part 8b)', () => {
  it('counts and sums per client what the trial would bill, picked up by yesterday and not invoiced', async () => {
    const yesterday = nextDate(operatorToday(), -1);
    const mine = await makeClient(app, card, { nameChi: '未開票客戶' });
    const [, removed] = await seedOrder(app, card, { clientId: mine, date: yesterday, fares: ['100.10', '200.20'] });
    await seedOrder(app, card, { clientId: mine, date: nextDate(yesterday, -40), fares: ['0.05'] });
    await seedOrder(app, card, { clientId: mine, date: operatorToday(), fares: ['999.00'] }); // today: not yet
    await seedOrder(app, card, { clientId: mine, date: yesterday, fares: ['50.00'], orderStatus: 'P' }); // not an active order
    await seedOrder(app, card, { clientId: mine, date: yesterday, fares: ['70.00'], branchId: 1 }); // another branch
    const [billed] = await seedOrder(app, card, { clientId: mine, date: yesterday, fares: ['30.00'] });
    await post(app, admin, 'createInvoice', {
      clientId: mine,
      dateFrom: yesterday,
      dateTo: yesterday,
      invoiceDate: operatorToday(),
      orderVehicleIds: [billed.orderVehicleId],
    }).then((r) => expect(r.statusCode, r.body).toBe(201));
    await app.database.db.update(t.orderVehicles).set({ orderVehicleStatus: 'C' }).where(eq(t.orderVehicles.id, removed.orderVehicleId)); // a vehicle taken off the order

    const res = await client(app).get(await app.login('accounts'), `${API}/unbilledTrips`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.toDate).toBe(yesterday);
    const row = body.clients.find((c: { clientId: number }) => c.clientId === mine);
    expect(row).toMatchObject({ count: 2, amount: '100.15', fromDate: nextDate(yesterday, -40), clientNameChi: '未開票客戶' });
    // The totals are the clients' figures added up exactly (decimal strings, never floats).
    const cents = body.clients.reduce((n: number, c: { amount: string }) => n + Number(c.amount.replace('.', '')), 0);
    expect(Number(body.amount.replace('.', ''))).toBe(cents);
    expect(body.count).toBe(body.clients.reduce((n: number, c: { count: number }) => n + c.count, 0));
  });

  it('refuses a user without an invoicing right', async () => {
    expectError(await client(app).get(await app.login('dispatcher'), `${API}/unbilledTrips`), 403);
  });
});
