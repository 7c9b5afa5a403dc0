import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, code, embedded, expectError, type Item, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { type Gateway, readMail, SMS_ROUTES, startGateway } from './order-sms-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { parsePrometheus, valueOf } from './prometheus-text.js';

/*
 * orderSms (issue 15): a message reaches a local SMTP server as `{digits}{smsGatewaySuffix}` with
 * smsSubject and a UTF-8 body; a refusal is logged FAILED and leaves the order as it was; rights,
 * branch scope and bad input. The dispatcher works in branch 2 (HK).
 */

const SUFFIX = '@sms.example.hk';
const SUBJECT = 'Harbour Limo SMS';
const HK = { 'x-branch-id': '2' };
const SZ = { 'x-branch-id': '1' };

let gateway: Gateway;
let app: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let dispatcher: string;
let card: PricingCard;
let driver: typeof t.drivers.$inferSelect;
/** HK orders: `full` (driver, passenger with a mobile, contact), `bare` (no driver, a passenger without mobile, no contact); `sz` of branch 1. */
let full: { orderId: number; ovId: number; ref: string };
let bare: { orderId: number; ovId: number };
let sz: { orderId: number; ovId: number };
let templates: Record<string, number>;

const db = () => app.database.db;
const send = (body: object, token = dispatcher) => api.post(token, '/limo/api/orderSms', body);
const logCount = async () => (await db().select({ n: count() }).from(t.orderSmses))[0].n;

async function makeOrder(branch: Record<string, string>, vehicleTypeId: number, extra: { order?: object; ride?: object } = {}) {
  const ride = {
    serviceType: 'Transfer',
    pickupDate: '2030-02-11',
    pickupTime: '10:00',
    pickupLocationId: card.loc.AP,
    dropoffLocationId: card.loc.PEN,
    vehicleTypeId,
    paxCount: 2,
    ...extra.ride,
  };
  const res = await api.post(admin, '/limo/api/createOrder', { clientId: card.c1, orderStatus: 'A', orderVehicles: [ride], ...extra.order }, branch);
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as Item & { orderRefId: string; orderVehicles: Item[] };
  return { orderId: order.id, ovId: order.orderVehicles[0].id, ref: order.orderRefId };
}

async function template(bodyEng: string, bodyChi: string | null = null): Promise<number> {
  const res = await api.post(admin, '/limo/api/smses', { smsCode: code('SMS', 20), smsDescEng: 'Test', recipient: 'DRIVER', bodyEng, bodyChi });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  gateway = await startGateway();
  app = await createTestApp({ smtpUrl: `${gateway.url}?from=dispatch@harbour-limo.example` });
  api = client(app);
  admin = await app.login('admin');
  dispatcher = await app.login('dispatcher');
  card = await makePricingCard(app, admin);
  await db().update(t.sysParameters).set({ parmValue: SUFFIX }).where(eq(t.sysParameters.parmKey, 'smsGatewaySuffix'));
  await db().update(t.sysParameters).set({ parmValue: SUBJECT }).where(eq(t.sysParameters.parmKey, 'smsSubject'));
  [driver] = await db().update(t.drivers).set({ mobileNo: '9123 4567', driverNameChi: '陳大文' }).where(eq(t.drivers.driverNo, 'D001')).returning();
  full = await makeOrder(HK, card.vt, {
    order: { contactName: 'Ms Chan', contactTel: '2345 6789' },
    ride: { flightNo: 'CX251', remarks: 'Meet at door B', orderPaxes: [{ paxName: 'Mr Wong' }, { paxName: 'Mrs Wong', paxTel: '+86 138 0013 8000' }] },
  });
  await db().update(t.orderVehicles).set({ driverId: driver.id }).where(eq(t.orderVehicles.id, full.ovId));
  bare = await makeOrder(HK, card.vt, { ride: { orderPaxes: [{ paxName: 'Mr Lee' }] } });
  sz = await makeOrder(SZ, card.vt1, { order: { contactTel: '2345 6789' } });
  templates = {
    job: await template(
      'Job {orderRefId} {pickupDate} {pickupTime} flight {flightNo}: {paxName} x{paxCount}. {remarks}',
      '工作 {orderRefId}：{pickupDate} {pickupTime} 接載{paxName}，司機{driverName}。',
    ),
    english: await template('Driver {driverName} {driverMobile}'),
    typo: await template('Pick-up at {pickup time}'),
  };
});
afterAll(async () => {
  await app?.close();
  await gateway?.close();
});

describe('orderSms through the SMTP gateway', () => {
  it('sends the job to the driver: the digits with 852 and the suffix, the subject, the rendered template; logged SENT', async () => {
    gateway.received.length = 0;
    const res = await send({ orderVehicleId: full.ovId, recipient: 'DRIVER', smsId: templates.job });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json();
    const text = `Job ${full.ref} 11/02/2030 10:00 flight CX251: Mr Wong x2. Meet at door B`;
    expect(row).toMatchObject({ orderId: full.orderId, orderVehicleId: full.ovId, mobile: '9123 4567', body: text, status: 'SENT', error: null });
    expect(row.sentDt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(gateway.received).toHaveLength(1);
    const [mail] = gateway.received;
    expect(mail.to).toEqual([`85291234567${SUFFIX}`]);
    expect(mail.from).toBe('dispatch@harbour-limo.example');
    const { headers, text: got } = readMail(mail.raw);
    expect(headers.subject).toBe(SUBJECT);
    expect(headers.to).toBe(`85291234567${SUFFIX}`);
    expect(got).toBe(text);
    const [logged] = await db().select().from(t.orderSmses).where(eq(t.orderSmses.id, row.id));
    expect(logged).toMatchObject({ address: `85291234567${SUFFIX}`, recipient: 'DRIVER', smsId: templates.job, createBy: 'dispatcher' });
  });

  it('sends a Chinese body as UTF-8, intact, to the first passenger with a mobile (its own country code kept)', async () => {
    gateway.received.length = 0;
    const res = await send({ orderVehicleId: full.ovId, recipient: 'PASSENGER', smsId: templates.job, lang: 'zh' });
    expect(res.statusCode, res.body).toBe(200);
    const text = `工作 ${full.ref}：11/02/2030 10:00 接載Mr Wong，司機${driver.driverNameChi}。`;
    expect(res.json()).toMatchObject({ mobile: '+86 138 0013 8000', body: text, status: 'SENT' });
    const [mail] = gateway.received;
    expect(mail.to).toEqual([`8613800138000${SUFFIX}`]);
    const { headers, text: got } = readMail(mail.raw);
    expect(headers['content-type']).toMatch(/charset=utf-8/i);
    expect(got).toBe(text);
  });

  it("sends the contact's confirmation and another mobile's message with the text given, as typed", async () => {
    gateway.received.length = 0;
    const contact = await send({ orderVehicleId: full.ovId, recipient: 'CONTACT', text: '車已確認 {not rendered}' });
    expect(contact.json()).toMatchObject({ mobile: '2345 6789', body: '車已確認 {not rendered}', status: 'SENT', smsId: null });
    const other = await send({ orderVehicleId: full.ovId, recipient: 'OTHER', mobile: '6123-4567', smsId: templates.english });
    expect(other.json()).toMatchObject({ mobile: '6123-4567', body: `Driver ${driver.driverNameEng} 9123 4567`, status: 'SENT' });
    expect(gateway.received.map((m) => m.to[0])).toEqual([`85223456789${SUFFIX}`, `85261234567${SUFFIX}`]);
    expect(readMail(gateway.received[0].raw).text).toBe('車已確認 {not rendered}');
  });

  it('logs a refusal FAILED with the reason, answers 200, leaves the order untouched; a resend of the logged body gets through', async () => {
    const before = await db().select().from(t.orders).where(eq(t.orders.id, full.orderId));
    const ovBefore = await db().select().from(t.orderVehicles).where(eq(t.orderVehicles.id, full.ovId));
    const historyBefore = (await db().select({ n: count() }).from(t.orderHistories).where(eq(t.orderHistories.orderId, full.orderId)))[0].n;
    const smsTried = async (status: string) =>
      valueOf(parsePrometheus((await app.app.inject({ url: '/limo/metrics' })).body), 'limo_sms_messages_total', { status });
    const [sentBefore, failedBefore] = [await smsTried('SENT'), await smsTried('FAILED')];
    gateway.received.length = 0;
    gateway.refuse = 'Mailbox unavailable: number not in service';
    let failed;
    try {
      failed = await send({ orderVehicleId: full.ovId, recipient: 'DRIVER', smsId: templates.job });
    } finally {
      gateway.refuse = null;
    }
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'FAILED', mobile: '9123 4567' });
    expect(failed.json().error).toMatch(/number not in service/);
    expect(gateway.received).toHaveLength(0);
    expect(await db().select().from(t.orders).where(eq(t.orders.id, full.orderId))).toEqual(before);
    expect(await db().select().from(t.orderVehicles).where(eq(t.orderVehicles.id, full.ovId))).toEqual(ovBefore);
    const historyAfter = (await db().select({ n: count() }).from(t.orderHistories).where(eq(t.orderHistories.orderId, full.orderId)))[0].n;
    expect(historyAfter).toBe(historyBefore);

    const { recipient, mobile, body, smsId } = failed.json();
    const resent = await send({ orderVehicleId: full.ovId, recipient, mobile, smsId, text: body });
    expect(resent.json()).toMatchObject({ status: 'SENT', body, mobile, recipient: 'DRIVER' });
    expect(readMail(gateway.received[0].raw).text).toBe(body);
    const log = embedded(await api.get(dispatcher, `/limo/api/orderSmses?orderVehicleId=${full.ovId}&sort=id,desc`), 'orderSmses');
    expect(log.slice(0, 2).map((r) => [r.status, r.body])).toEqual([
      ['SENT', body],
      ['FAILED', body],
    ]);
    // Issue 29: each outcome is counted in the metrics.
    expect([await smsTried('SENT'), await smsTried('FAILED')]).toEqual([(sentBefore ?? 0) + 1, (failedBefore ?? 0) + 1]);
  });
});

describe('orderSms refusals', () => {
  it('refuses a user without ORDERING (403), and the order vehicle of another branch (404)', async () => {
    const enquiry = await newStaff(app, admin, ['ORDERENQUIRY']);
    expectError(await send({ orderVehicleId: full.ovId, recipient: 'DRIVER', smsId: templates.job }, enquiry.token), 403);
    expectError(await api.get(enquiry.token, `/limo/api/orderSmsPreview?orderVehicleId=${full.ovId}&recipient=DRIVER`), 403);
    const before = await logCount();
    expectError(await send({ orderVehicleId: sz.ovId, recipient: 'CONTACT', text: 'Hello' }), 404);
    expectError(await api.post(admin, '/limo/api/orderSms', { orderVehicleId: sz.ovId, recipient: 'CONTACT', text: 'Hello' }, HK), 404);
    expectError(await api.get(dispatcher, `/limo/api/orderSmsPreview?orderVehicleId=${sz.ovId}&recipient=CONTACT`), 404);
    expect(await logCount()).toBe(before);
    // In its own branch it goes.
    const there = await api.post(admin, '/limo/api/orderSms', { orderVehicleId: sz.ovId, recipient: 'CONTACT', text: 'Hello' }, SZ);
    expect(there.json()).toMatchObject({ status: 'SENT', orderId: sz.orderId });
  });

  it('answers 400 for bad input and a recipient without a mobile, logging nothing', async () => {
    const before = await logCount();
    const cases: [object, RegExp][] = [
      [{ orderVehicleId: full.ovId, recipient: 'BOSS', text: 'x' }, /recipient must be one of DRIVER, PASSENGER, CONTACT, OTHER/],
      [{ orderVehicleId: full.ovId, recipient: 'OTHER', text: 'x' }, /OTHER needs a mobile/],
      [{ orderVehicleId: full.ovId, recipient: 'DRIVER', smsId: 99999999 }, /SMS template 99999999 does not exist/],
      [{ orderVehicleId: full.ovId, recipient: 'DRIVER' }, /Give the text, or a template/],
      [{ orderVehicleId: full.ovId, recipient: 'DRIVER', smsId: templates.english, lang: 'zh' }, /has no Chinese body/],
      [{ orderVehicleId: full.ovId, recipient: 'DRIVER', smsId: templates.typo }, /unknown placeholders \{pickup time\}/],
      [{ orderVehicleId: full.ovId, recipient: 'OTHER', mobile: '91234', text: 'x' }, /5 digits/],
      [{ orderVehicleId: bare.ovId, recipient: 'DRIVER', text: 'x' }, /has no driver assigned/],
      [{ orderVehicleId: bare.ovId, recipient: 'PASSENGER', text: 'x' }, /No passenger of order vehicle .* has a mobile/],
      [{ orderVehicleId: bare.ovId, recipient: 'CONTACT', text: 'x' }, /has no contact telephone/],
      [{ orderVehicleId: full.ovId, recipient: 'DRIVER', text: 'x', extra: 1 }, /extra/],
      [{ recipient: 'DRIVER', text: 'x' }, /orderVehicleId is required/],
    ];
    for (const [body, message] of cases) expectError(await send(body), 400, message);
    expect(await logCount()).toBe(before);
  });

  it('logs FAILED "SMTP_URL is not set" when no SMTP server is configured, never pretending to send', async () => {
    const bare = await createTestApp();
    try {
      const token = await bare.login('dispatcher');
      const id = await orderIn(bare);
      const res = await client(bare).post(token, '/limo/api/orderSms', { orderVehicleId: id, recipient: 'OTHER', mobile: '91234567', text: 'Hello' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'FAILED', error: 'SMTP_URL is not set', body: 'Hello' });
    } finally {
      await bare.close();
    }
  });
});

/** An order vehicle of branch 2 in a database of its own, written directly (no price is needed to send a message). */
async function orderIn(other: TestApp): Promise<number> {
  const odb = other.database.db;
  const [[client1], [place], [type]] = await Promise.all([
    odb.select().from(t.clients).limit(1),
    odb.select().from(t.locations).limit(1),
    odb.select().from(t.vehicleTypes).limit(1),
  ]);
  const [order] = await odb
    .insert(t.orders)
    .values({ orderRefId: code('SMS', 30), branchId: 2, clientId: client1.id })
    .returning();
  const day = { pickupDate: '2030-02-11', pickupTime: '10:00', startDate: '2030-02-11', startTime: '10:00', endDate: '2030-02-11', endTime: '11:00' };
  const [ov] = await odb
    .insert(t.orderVehicles)
    .values({ orderId: order.id, serviceType: 'Transfer', pickupLocationId: place.id, vehicleTypeId: type.id, ...day })
    .returning();
  return ov.id;
}

describe('orderSmsPreview', () => {
  it('renders the template with the order vehicle and names the mobile, its address, or why there is none', async () => {
    const ok = await api.get(dispatcher, `/limo/api/orderSmsPreview?orderVehicleId=${full.ovId}&recipient=DRIVER&smsId=${templates.job}&lang=zh`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      recipient: 'DRIVER',
      mobile: '9123 4567',
      address: `85291234567${SUFFIX}`,
      problem: null,
      problemCode: null,
      text: `工作 ${full.ref}：11/02/2030 10:00 接載Mr Wong，司機${driver.driverNameChi}。`,
      unknown: [],
    });
    const none = await api.get(dispatcher, `/limo/api/orderSmsPreview?orderVehicleId=${bare.ovId}&recipient=PASSENGER&smsId=${templates.typo}`);
    expect(none.json()).toMatchObject({
      mobile: null,
      address: null,
      problem: expect.stringMatching(/has a mobile/),
      text: 'Pick-up at {pickup time}',
      unknown: ['pickup time'],
    });
    expectError(await api.get(dispatcher, `/limo/api/orderSmsPreview?orderVehicleId=${full.ovId}&recipient=DRIVER&smsId=abc`), 400, /smsId/);
  });

  it("names the problem in the reader's language beside its code (issue 30 part 1)", async () => {
    const preview = async (query: string, lang: string) => {
      const res = await api.get(dispatcher, `/limo/api/orderSmsPreview?orderVehicleId=${bare.ovId}&${query}`, { 'accept-language': lang });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { problem: string | null; problemCode?: string | null };
    };
    const label = `${(await db().select().from(t.orders).where(eq(t.orders.id, bare.orderId)))[0].orderRefId}-1`;
    expect(await preview('recipient=PASSENGER', 'zh-HK')).toMatchObject({
      problem: `訂單車輛 ${label} 的乘客都沒有手提電話號碼（paxTel）`,
      problemCode: 'PASSENGER_NO_MOBILE',
    });
    expect(await preview('recipient=PASSENGER', 'en')).toMatchObject({
      problem: `no passenger of order vehicle ${label} has a mobile (paxTel)`,
      problemCode: 'PASSENGER_NO_MOBILE',
    });
    expect(await preview('recipient=DRIVER', 'zh-HK')).toMatchObject({ problem: expect.stringMatching(/^訂單車輛 \S+ 未指派司機/), problemCode: 'NO_DRIVER' });
    expect(await preview('recipient=OTHER&mobile=91234', 'zh-HK')).toMatchObject({
      problem: '手提電話號碼「91234」只有 5 位數字：最少須有 8 位',
      problemCode: 'TOO_FEW_DIGITS',
    });
    expect(await preview('recipient=OTHER&mobile=91234567', 'zh-HK')).toMatchObject({ problem: null, problemCode: null });
    // Sending to that recipient is refused with the same words.
    const refused = await api.post(
      dispatcher,
      '/limo/api/orderSms',
      { orderVehicleId: bare.ovId, recipient: 'CONTACT', text: 'x' },
      { 'accept-language': 'zh-HK' },
    );
    expectError(refused, 400, /^無法發送短訊：訂單車輛 \S+ 的訂單沒有聯絡電話（contactTel）$/);
  });
});

describe('the documented answers of the SMS calls', () => {
  it('answer as documented, and every SMS route is called', async () => {
    const doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
    const check = answerChecker();
    const called = new Set<string>();
    const call = async (route: string, url: string, body?: object) => {
      const res = await app.as(dispatcher, { method: route.split(' ')[0] as 'GET', url, payload: body });
      const documented = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode);
      expect(documented, `${route}: answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeDefined();
      if (documented?.schema) expect(check(documented.schema, res.json()), route).toEqual([]);
      called.add(route);
    };
    await call('POST /limo/api/orderSms', '/limo/api/orderSms', { orderVehicleId: full.ovId, recipient: 'DRIVER', smsId: templates.job });
    await call('GET /limo/api/orderSmsPreview', `/limo/api/orderSmsPreview?orderVehicleId=${full.ovId}&recipient=CONTACT&smsId=${templates.job}`);
    expect(SMS_ROUTES.filter((r) => !called.has(r))).toEqual([]);
  });
});
