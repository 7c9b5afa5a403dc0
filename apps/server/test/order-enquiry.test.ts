import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import type { Principal } from '../src/engine/auth.js';
import { HttpError } from '../src/engine/errors.js';
import { enquiryBody } from '../src/modules/orders/enquiry.schemas.js';
import { EnquiryService } from '../src/modules/orders/enquiry.service.js';
import { client, embedded, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { type Order, orderMaker } from './enquiry-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// POST /limo/api/enqOrders and its exports (issue 9): orders made through createOrder in 2030, so
// the demo's orders (around today) never answer; every search names a 2030 date or a test client.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let a: Order; // c1, 10 Feb 10:00, CX101, Chan Tai Man, agent ref AGT-7788
let b: Order; // c1, pending, 11 Feb KA900 and 12 Feb CX250 (driver and vehicle set), Wong Siu Ming
let c: Order; // c2, 10 Feb 23:30, cancelled, O"Brien, Pat
let e: Order; // c1, 13 Feb, two vehicles of which one was removed
let other: Order; // branch 1, 10 Feb, Chan Tai Man
let driverId: number;
let vehicleId: number;
const RANGE = { dateFrom: '2030-01-01', dateTo: '2030-12-31' };

type Row = Record<string, unknown> & { id: number };
const enq = (body: Record<string, unknown>, token = admin, headers: Record<string, string> = {}, query = '') =>
  api.post(token, `/limo/api/enqOrders${query}`, body, headers);
const found = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  embedded(await enq({ size: 100, ...body }, admin, headers), 'orders') as Row[];
const foundIds = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => (await found(body, headers)).map((r) => r.id).sort();
const idsOf = (...orders: Order[]) => orders.map((o) => o.id).sort();

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  const { vehicle, create, update } = orderMaker(app, admin, card);
  const db = app.database.db;
  a = await create(card.c1, [vehicle({ serviceType: 'Arrival', flightNo: 'CX101', flightEtaDate: '2030-02-10', flightEtaTime: '09:40' })]);
  await db.insert(t.orderRefs).values({ orderId: a.id, agentRef: 'AGT-7788', createBy: 'test', lastUpdateBy: 'test' });
  b = await create(
    card.c1,
    [
      vehicle({ pickupDate: '2030-02-12', pickupTime: '08:00', flightNo: 'CX250', orderPaxes: [{ paxName: 'Wong Siu Ming' }] }),
      vehicle({ pickupDate: '2030-02-11', pickupTime: '09:00', flightNo: 'KA900', orderPaxes: [] }),
    ],
    { orderStatus: 'P' },
  );
  const [driver] = await db.select().from(t.drivers).limit(1);
  const [car] = await db.select().from(t.vehicles).limit(1);
  driverId = driver.id;
  vehicleId = car.id;
  await db.update(t.orderVehicles).set({ driverId, vehicleId }).where(eq(t.orderVehicles.id, b.orderVehicles[0].id));
  const reason = await api.post(admin, '/limo/api/cancelReasons', { cancelReasonCode: 'ENQCXL', cancelReasonDescEng: 'Client cancelled' });
  expect(reason.statusCode, reason.body).toBe(201);
  c = await create(card.c2, [vehicle({ pickupTime: '23:30', orderPaxes: [{ paxName: 'O"Brien, Pat' }] })]);
  c = await update(c, { orderStatus: 'C', cancelReasonId: reason.json().id });
  e = await create(card.c1, [vehicle({ pickupDate: '2030-02-13' }), vehicle({ pickupDate: '2030-02-13', pickupTime: '07:00', flightNo: 'UO700' })]);
  e = await update(e, { orderVehicles: [e.orderVehicles[0]] });
  other = await create(card.c1, [vehicle({ vehicleTypeId: card.vt1 })], {}, { 'x-branch-id': '1' });
});
afterAll(() => app.close());

describe('enqOrders filters', () => {
  it('each filter finds its orders and not the others', async () => {
    const cases: [Record<string, unknown>, Order[]][] = [
      [RANGE, [a, b, c, e]],
      [{ dateFrom: '2030-02-10', dateTo: '2030-02-10' }, [a, c]],
      [{ dateFrom: '2030-02-12', dateTo: '2030-02-12' }, [b]],
      [{ dateFrom: '2030-02-11', dateTo: '2030-02-11' }, [b]],
      [{ ...RANGE, clientId: card.c2 }, [c]],
      [{ ...RANGE, orderStatus: 'P' }, [b]],
      [{ ...RANGE, orderStatus: 'C' }, [c]],
      [{ ...RANGE, orderRefId: a.orderRefId.slice(-6).toLowerCase() }, [a]],
      [{ ...RANGE, agentRef: 'agt-77' }, [a]],
      [{ ...RANGE, flightNo: 'cx' }, [a, b]],
      [{ ...RANGE, flightNo: 'ka9' }, [b]],
      [{ ...RANGE, paxName: 'siu' }, [b]],
      [{ ...RANGE, paxName: 'chan tai' }, [a, e]],
      [{ ...RANGE, paxName: 'o"brien' }, [c]],
      [{ ...RANGE, driverId }, [b]],
      [{ ...RANGE, vehicleId }, [b]],
      // vehicle filters hold on one vehicle: KA900 does not pick up on the 12th
      [{ dateFrom: '2030-02-12', dateTo: '2030-02-12', flightNo: 'KA900' }, []],
      // a removed vehicle is not searched
      [{ ...RANGE, flightNo: 'UO700' }, []],
    ];
    for (const [body, expected] of cases) expect(await foundIds(body), JSON.stringify(body)).toEqual(idsOf(...expected));
  });

  it('treats empty and null filters as not given', async () => {
    expect(await foundIds({ ...RANGE, clientId: null, orderStatus: '', flightNo: '  ', paxName: null })).toEqual(idsOf(a, b, c, e));
  });

  it("answers each order's fields and what a clerk scans for", async () => {
    const rows = new Map((await found(RANGE)).map((r) => [r.id, r]));
    const rowA = rows.get(a.id);
    expect(rowA).toMatchObject({
      id: a.id,
      orderRefId: a.orderRefId,
      clientId: card.c1,
      orderStatus: 'A',
      contactName: 'Ms Lee',
      pickupDate: '2030-02-10',
      pickupTime: '10:00:00',
      vehicleCount: 1,
      flightNos: ['CX101'],
      paxNames: ['Chan Tai Man'],
      agentRefs: ['AGT-7788'],
      totalFareAmt: a.orderVehicles[0].fareAmt,
    });
    const [clientC1] = await app.database.db.select().from(t.clients).where(eq(t.clients.id, card.c1));
    expect(rowA?.clientCode).toBe(clientC1.clientCode);
    const sum = (o: Order, n = o.orderVehicles.length) =>
      o.orderVehicles
        .slice(0, n)
        .reduce((s, v) => s + Number(v.fareAmt), 0)
        .toFixed(2);
    expect(rows.get(b.id)).toMatchObject({
      pickupDate: '2030-02-11',
      pickupTime: '09:00:00',
      vehicleCount: 2,
      flightNos: ['KA900', 'CX250'],
      paxNames: ['Wong Siu Ming'],
      agentRefs: [],
      totalFareAmt: sum(b),
    });
    expect(Number(sum(b))).toBeGreaterThan(0);
    // the removed vehicle is neither counted nor charged
    expect(e.orderVehicles.map((v) => v.orderVehicleStatus)).toEqual(['A', 'C']);
    expect(rows.get(e.id)).toMatchObject({ vehicleCount: 1, flightNos: [], totalFareAmt: sum(e, 1), pickupTime: '10:00:00' });
    expect(rows.get(c.id)).toMatchObject({ orderStatus: 'C', paxNames: ['O"Brien, Pat'] });
  });

  it("finds only the selected branch's orders", async () => {
    expect(await foundIds({ dateFrom: '2030-02-10', dateTo: '2030-02-10', clientId: card.c1 })).toEqual(idsOf(a));
    expect(await foundIds({ dateFrom: '2030-02-10', dateTo: '2030-02-10', clientId: card.c1 }, { 'x-branch-id': '1' })).toEqual(idsOf(other));
  });
});

describe('enqOrders paging and sort', () => {
  it('pages the result with its total and links', async () => {
    const all = await found({ ...RANGE, sort: 'orderRefId,desc' });
    expect(all.map((r) => r.orderRefId)).toEqual(
      [a, b, c, e]
        .map((o) => o.orderRefId)
        .sort()
        .reverse(),
    );
    const seen: unknown[] = [];
    for (let page = 0; page < 4; page += 1) {
      const res = await enq({ ...RANGE, sort: 'orderRefId,desc', page, size: 1 });
      const body = res.json();
      expect(body.page).toEqual({ size: 1, totalElements: 4, totalPages: 4, number: page });
      expect(Boolean(body._links.next), `page ${page} next`).toBe(page < 3);
      expect(Boolean(body._links.prev), `page ${page} prev`).toBe(page > 0);
      seen.push(...body._embedded.orders.map((r: Row) => r.orderRefId));
    }
    expect(seen).toEqual(all.map((r) => r.orderRefId));
    const past = (await enq({ ...RANGE, page: 9, size: 2 })).json();
    expect(past._embedded.orders).toEqual([]);
    expect(past.page.totalElements).toBe(4);
  });

  it('sorts by pick-up date (the default), reference, client and status, each way', async () => {
    const byDate = [a, c, b, e].map((o) => o.id);
    expect((await found(RANGE)).map((r) => r.id)).toEqual(byDate);
    expect((await found({ ...RANGE, sort: 'pickupDate,asc' })).map((r) => r.id)).toEqual(byDate);
    expect((await found({ ...RANGE, sort: 'pickupDate,desc' })).map((r) => r.id)).toEqual([...byDate].reverse());
    const rows = await found(RANGE);
    for (const field of ['orderRefId', 'clientCode', 'orderStatus']) {
      for (const dir of ['asc', 'desc']) {
        const got = (await found({ ...RANGE, sort: [`${field},${dir}`, 'pickupDate,asc'] })).map((r) => String(r[field]));
        const sorted = rows.map((r) => String(r[field])).sort();
        expect(got, `${field},${dir}`).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('refuses a sort outside its list, naming it, and every other bad field in one 400', async () => {
    const body = expectError(await enq({ sort: 'contactTel,asc' }), 400);
    expect(body.errors).toEqual(['sort cannot be contactTel: the enquiry sorts by orderRefId, pickupDate, clientCode, orderStatus']);
    const many = expectError(await enq({ sort: 'orderRefId,up', dateFrom: '2030-13-01', clientId: 'x', colour: 'red', size: 500 }), 400);
    expect(many.errors).toHaveLength(5);
    expect(many.errors.join('\n')).toMatch(/colour/);
    const reversed = expectError(await enq({ dateFrom: '2030-02-10', dateTo: '2030-02-09' }), 400);
    expect(reversed.errors).toEqual(['dateTo must not be before dateFrom']);
  });
});

describe('enqOrders exports', () => {
  const STATUS_EN: Record<string, string> = { A: 'Active', P: 'Pending', C: 'Cancelled', V: 'Void' };
  const cells = (row: Row) => [
    row.orderRefId,
    STATUS_EN[row.orderStatus as string],
    row.clientCode,
    row.clientNameEng,
    row.vehicleCount,
    Number(row.totalFareAmt),
  ];

  it('answers every order found as an .xlsx holding the rows of the JSON answer', async () => {
    const json = await found({ ...RANGE, sort: 'orderRefId,asc' });
    const res = await enq({ ...RANGE, sort: 'orderRefId,asc', page: 1, size: 1 }, admin, {}, '?format=xlsx');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="order-enquiry-\d{8}-\d{4}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Order Ref.');
    // not the page: the whole result
    expect(sheet.rowCount - 1).toBe(json.length);
    json.forEach((row, i) => {
      const r = sheet.getRow(i + 2);
      expect([1, 2, 3, 4, 7, 11].map((n) => r.getCell(n).value)).toEqual(cells(row));
      expect(r.getCell(5).value).toEqual(new Date(`${row.pickupDate}T00:00:00Z`));
      expect(r.getCell(9).value).toBe((row.paxNames as string[]).join(', ') || null);
    });
  });

  it('answers a CSV with a BOM, quoted where needed, the same rows', async () => {
    const json = await found({ ...RANGE, sort: 'orderRefId,asc' });
    const res = await enq({ ...RANGE, sort: 'orderRefId,asc' }, admin, {}, '?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="order-enquiry-\d{8}-\d{4}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Order Ref.,Status,Client,Client Name,Pick-up Date,Time,Vehicles,Flights,Passengers,Agent Refs,Total Fare,Contact,Contact Tel');
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual(json.map((r) => r.orderRefId));
    expect(lines.find((l) => l.startsWith(c.orderRefId))).toContain(',"O""Brien, Pat",');
    expect(lines.at(-1)).toBe('');
  });

  it('writes the file in the reader language: headers as the screen names them, status words and the Chinese name in zh-HK (issue 30)', async () => {
    await app.database.db.update(t.clients).set({ clientNameChi: '查詢測試客戶' }).where(eq(t.clients.id, card.c1));
    const zh = await enq({ ...RANGE, sort: 'orderRefId,asc' }, admin, { 'accept-language': 'zh-HK' }, '?format=csv');
    expect(zh.statusCode, zh.body.slice(0, 300)).toBe(200);
    const lines = zh.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('訂單編號,狀態,客戶,客戶名稱,接載日期,時間,車輛,航班,乘客,代理編號,總車資,聯絡人,聯絡電話');
    expect(
      lines
        .find((l) => l.startsWith(a.orderRefId))
        ?.split(',')
        .slice(1, 4),
    ).toEqual(['有效', expect.any(String), '查詢測試客戶']);
    expect(lines.find((l) => l.startsWith(b.orderRefId))?.split(',')[1]).toBe('待定');
    const en = await enq({ ...RANGE, sort: 'orderRefId,asc' }, admin, { 'accept-language': 'en' }, '?format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(en.rawPayload as never);
    const row = workbook.worksheets[0].getRows(2, 10)?.find((r) => r.getCell(1).value === a.orderRefId);
    expect([2, 4].map((n) => row?.getCell(n).value)).toEqual(['Active', 'Test Client']);
  });

  it('refuses an unknown format, and an export beyond the cap', async () => {
    expectError(await enq(RANGE, admin, {}, '?format=pdf'), 400, 'format must be xlsx or csv');
    const principal = { selectedBranchId: 2 } as Principal;
    const service = new EnquiryService(app.database.db);
    const range = enquiryBody.parse(RANGE);
    await expect(service.all(range, principal, 3)).rejects.toSatisfy((err: HttpError) => err.status === 400 && /finds 4 orders.*at most 3/.test(err.message));
    expect((await service.all(range, principal, 4)).map((r) => r.id).sort()).toEqual(idsOf(a, b, c, e));
  });
});

describe('enqOrders rights', () => {
  it('is open to ORDERENQUIRY and ORDERING, and a 403 to others', async () => {
    const dispatcher = await app.login('dispatcher');
    expect((await enq(RANGE, dispatcher)).statusCode).toBe(200);
    const ordering = await newStaff(app, admin, ['ORDERING']);
    expect((await enq(RANGE, ordering.token)).statusCode).toBe(200);
    const enquiry = await newStaff(app, admin, ['ORDERENQUIRY']);
    expect((await enq(RANGE, enquiry.token, {}, '?format=csv')).statusCode).toBe(200);
    expectError(await enq(RANGE, await app.login('hr')), 403);
    expectError(await enq(RANGE, await app.login('accounts'), {}, '?format=xlsx'), 403);
  });
});
