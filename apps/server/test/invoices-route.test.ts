import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, code, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { API, makeClient, pdfPageTexts, post } from './invoice-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { expectXlsxHolds, reporter } from './reports-more-fixtures.js';

// Invoice lines with the route and the passengers (issue 30 part 8b); an invoice issued in the client's language (part 1).

const PERIOD = { dateFrom: '2030-12-01', dateTo: '2030-12-31' };
let app: TestApp;
let admin: string;
let card: PricingCard;
let clientId: number;
let harbour: number;
const ref: Record<string, string> = {};
// Free addresses of the longest a place takes (200 characters), each ending in a word of its own.
const long = (end: string) => `${'Unit 1, Block A, Very Long Industrial Building Name, '.repeat(4)}`.slice(0, 200 - end.length - 1) + ` ${end}`;
const LONG = { pickup: long('PICKUPEND'), stop: long('STOPEND'), dropoff: long('DROPOFFEND') };

interface Trip {
  key: string;
  date: string;
  pickup: { locationId?: number; address?: string };
  dropoff?: { locationId?: number; address?: string };
  stops?: { locationId?: number; address?: string }[];
  paxes?: string[];
}

/** An active order of one vehicle of the client at 09:00 on the date, with its stops and passengers, written to the tables. */
async function trip(o: Trip) {
  const db = app.database.db;
  const orderRefId = code('RT', 30);
  const [order] = await db.insert(t.orders).values({ orderRefId, branchId: 2, clientId, orderStatus: 'A' }).returning({ id: t.orders.id });
  const zone = (p?: { address?: string }) => (p?.address ? 'TST' : null);
  const [ov] = await db
    .insert(t.orderVehicles)
    .values({
      orderId: order.id,
      seqNo: 1,
      serviceType: 'Transfer',
      pickupDate: o.date,
      pickupTime: '09:00',
      pickupLocationId: o.pickup.locationId ?? null,
      pickupAddress: o.pickup.address ?? null,
      pickupZone: zone(o.pickup),
      dropoffLocationId: o.dropoff?.locationId ?? null,
      dropoffAddress: o.dropoff?.address ?? null,
      dropoffZone: zone(o.dropoff),
      vehicleTypeId: card.vt,
      fareAmt: '500.00',
      tariffFareAmt: '500.00',
      startDate: o.date,
      startTime: '09:00',
      endDate: o.date,
      endTime: '10:00',
    })
    .returning({ id: t.orderVehicles.id });
  if (o.stops?.length)
    await db
      .insert(t.orderVehicleStops)
      .values(o.stops.map((s, i) => ({ orderVehicleId: ov.id, seq: i + 1, locationId: s.locationId ?? null, address: s.address ?? null, zone: zone(s) })));
  if (o.paxes?.length) await db.insert(t.orderPaxes).values(o.paxes.map((paxName) => ({ orderId: order.id, orderVehicleId: ov.id, paxName })));
  ref[o.key] = orderRefId;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  clientId = await makeClient(app, card, { nameChi: '路線客戶' });
  [{ id: harbour }] = await app.database.db
    .insert(t.locations)
    .values({ locationCode: code('LH', 20), locationDescEng: 'Test Harbour Hotel', locationDescChi: '測試海港酒店', contractLabel: 'TST' })
    .returning({ id: t.locations.id });
  await trip({ key: 'pair', date: '2030-12-02', pickup: { locationId: harbour }, dropoff: { locationId: card.loc.PEN }, paxes: ['Chan Tai Man', '王小明'] });
  await trip({ key: 'free', date: '2030-12-03', pickup: { address: 'Flat 12A, 1 Tai Hang Road' }, dropoff: { locationId: card.loc.AP } });
  await trip({
    key: 'stops',
    date: '2030-12-04',
    pickup: { locationId: card.loc.AP },
    stops: [{ locationId: harbour }, { address: '8 Finance Street' }],
    dropoff: { address: 'Ocean Terminal' },
    paxes: ['Ms Lee'],
  });
  await trip({
    key: 'long',
    date: '2030-12-05',
    pickup: { address: LONG.pickup },
    stops: [{ address: LONG.stop }],
    dropoff: { address: LONG.dropoff },
    paxes: ['Mr Long'],
  });
});
afterAll(() => app.close());

const trial = async (lang: string) => {
  const res = await client(app).post(admin, `${API}/getOrderInvoiceTrial`, { clientId, ...PERIOD }, { 'accept-language': lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { language?: string; lines: { description: string }[] };
};
const head = (key: string, date: string) => `${date} 09:00 Transfer ${ref[key]} #1 (Test ${card.vtCode})`;
const headZh = (key: string, date: string) => `${date} 09:00 接送 ${ref[key]} 第 1 架（Test ${card.vtCode}）`;

describe('a trip line names its route and passengers (issue 30 part 8b)', () => {
  it('in English: location names, free addresses as typed, stops in order, one passenger, two, none', async () => {
    const lines = (await trial('en')).lines.map((l) => l.description);
    expect(lines.slice(0, 3)).toEqual([
      `${head('pair', '02/12/2030')}: Test Harbour Hotel → Test Peninsula; passengers Chan Tai Man, 王小明`,
      `${head('free', '03/12/2030')}: Flat 12A, 1 Tai Hang Road → Test Airport`,
      `${head('stops', '04/12/2030')}: Test Airport → Test Harbour Hotel → 8 Finance Street → Ocean Terminal; passenger Ms Lee`,
    ]);
  });

  it('in Chinese: the Chinese name of a location, else its English one; addresses and names as typed', async () => {
    const lines = (await trial('zh-HK')).lines.map((l) => l.description);
    expect(lines.slice(0, 3)).toEqual([
      `${headZh('pair', '02/12/2030')}：測試海港酒店 → Test Peninsula；乘客：Chan Tai Man、王小明`,
      `${headZh('free', '03/12/2030')}：Flat 12A, 1 Tai Hang Road → Test Airport`,
      `${headZh('stops', '04/12/2030')}：Test Airport → 測試海港酒店 → 8 Finance Street → Ocean Terminal；乘客：Ms Lee`,
    ]);
  });

  it('keeps three addresses of 200 characters whole: no line is cut', async () => {
    const [line] = (await trial('en')).lines.slice(3);
    expect(line.description).toBe(`${head('long', '05/12/2030')}: ${LONG.pickup} → ${LONG.stop} → ${LONG.dropoff}; passenger Mr Long`);
    expect(line.description.length).toBeGreaterThan(600);
  });
});

describe("an invoice issued in the client's language, its lines stored, printed and exported whole", () => {
  let invoice: { id: number; language: string; invoiceNo: string; invoiceDtls: { description: string }[] };

  it('takes the client language setting: a zh-HK client is invoiced in Chinese when createInvoice names no language', async () => {
    expect((await client(app).get(admin, `${API}/clients/${clientId}`)).json().language).toBe('en');
    expectError(await client(app).put(admin, `${API}/updateClients/${clientId}`, { language: 'fr' }), 400, /Invoice Language must be one of en, zh-HK/);
    const saved = await client(app).put(admin, `${API}/updateClients/${clientId}`, { language: 'zh-HK' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().language).toBe('zh-HK');
    expect((await trial('en')).language).toBe('zh-HK');
    const res = await post(app, admin, 'createInvoice', { clientId, ...PERIOD, invoiceDate: '2031-01-02' });
    expect(res.statusCode, res.body).toBe(201);
    invoice = res.json();
    expect(invoice.language).toBe('zh-HK');
    // The lines answer in the reader's language; the stored line keeps its key, parameters and the whole text.
    expect(invoice.invoiceDtls[0].description).toContain('Test Harbour Hotel → Test Peninsula; passengers Chan Tai Man, 王小明');
    const rows = await app.database.db.select().from(t.invoiceDtls).where(eq(t.invoiceDtls.invoiceId, invoice.id));
    expect(rows.map((r) => r.textCode)).toEqual(['srv.inv.trip', 'srv.inv.trip', 'srv.inv.trip', 'srv.inv.trip']);
    expect(rows[3].description).toContain(`${LONG.pickup} → ${LONG.stop} → ${LONG.dropoff}; passenger Mr Long`);
    const zh = await client(app).get(admin, `${API}/invoices/${invoice.id}/invoiceDtls`, { 'accept-language': 'zh-HK' });
    expect(zh.json()._embedded.invoiceDtls[0].description).toContain('測試海港酒店 → Test Peninsula；乘客：Chan Tai Man、王小明');
  });

  it('prints each line whole in the invoice language, a long route wrapped', async () => {
    const res = await client(app).get(admin, `${API}/invoices/${invoice.id}/pdf`, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const pages = pdfPageTexts(res.rawPayload);
    expect(pages).toHaveLength(1);
    // Wrapped lines are read back one by one: compared without the spaces and breaks between them.
    const flat = (s: string) => s.replace(/\s+/g, '');
    const text = flat(pages[0]);
    expect(text).toContain(flat('測試海港酒店 → Test Peninsula；乘客：Chan Tai Man、王小明'));
    expect(text).toContain(flat('Test Airport → 測試海港酒店 → 8 Finance Street → Ocean Terminal；乘客：Ms Lee'));
    expect(text).toContain(flat(`${LONG.pickup} → ${LONG.stop} → ${LONG.dropoff}；乘客：Mr Long`));
  });

  it('exports its lines to Excel with the route, in the invoice language', async () => {
    const call = 'reports/invoiceLines';
    const answer = await reporter(app)(admin, call, { dateFrom: '2031-01-01', dateTo: '2031-01-31', clientId });
    expect(answer.rows.map((r) => [r.invoiceNo, r.seq, r.amount])).toEqual([1, 2, 3, 4].map((seq) => [invoice.invoiceNo, seq, '500.00']));
    expect(answer.rows[2].description).toBe(`${headZh('stops', '04/12/2030')}：Test Airport → 測試海港酒店 → 8 Finance Street → Ocean Terminal；乘客：Ms Lee`);
    expect(answer.totals).toEqual({ amount: '2000.00' });
    await expectXlsxHolds(app, admin, call, { dateFrom: '2031-01-01', dateTo: '2031-01-31', clientId }, answer);
    const res = await client(app).post(admin, `${API}/${call}?format=xlsx`, { dateFrom: '2031-01-01', dateTo: '2031-01-31', clientId }, { 'X-Branch-Id': '2' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(5).getCell(5).value).toContain(`${LONG.pickup} → ${LONG.stop} → ${LONG.dropoff}；乘客：Mr Long`);
  });
});
