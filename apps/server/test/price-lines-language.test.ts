import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// Issue 30 part 1: getOrderTariff, getOcAmt and the saved fare lines of an order answer each line in the
// request's language (Accept-Language), with the Chinese names of locations and charges; English unchanged.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;

type Line = { kind: string; description: string; rule: string; textCode?: string };
const ZH = { 'accept-language': 'zh-HK' };
const EN = { 'accept-language': 'en' };

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  for (const [id, locationDescChi] of [
    [card.loc.AP, '測試機場'],
    [card.loc.PEN, '測試半島'],
    [card.loc.IFC, '測試國金'],
  ] as const) {
    const res = await api.patch(admin, `/limo/api/locations/${id}`, { locationDescChi });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await api.patch(admin, `/limo/api/tariffOCs/${card.oc.MG}`, { ocDescChi: '測試接機服務' });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => app.close());

/** The trip priced and booked: Arrival, airport to Peninsula by way of IFC, 50 minutes' waiting, meet and greet. */
const trip = () => ({
  serviceType: 'Arrival',
  pickupTime: '10:00',
  pickupLocationId: card.loc.AP,
  dropoffLocationId: card.loc.PEN,
  stops: [card.loc.IFC],
  waitingMinutes: 50,
});
const tariffBody = () => ({ clientId: card.c1, vehicleTypeId: card.vt, serviceDate: '2030-02-10', ...trip(), ocs: [{ tariffOcId: card.oc.MG, qty: 1 }] });

async function priced(headers: Record<string, string>): Promise<Line[]> {
  const res = await api.post(admin, '/limo/api/getOrderTariff', tariffBody(), headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { lines: Line[] }).lines;
}

const HAN = /[\u4e00-\u9fff]/;

describe('getOrderTariff in the request language', () => {
  it('zh-HK: every line and rule in Chinese, with the Chinese names', async () => {
    const lines = await priced(ZH);
    expect(lines.map((l) => l.kind)).toEqual(['BASE', 'STOP', 'WAITING', 'DISCOUNT', 'OC']);
    expect(lines.map((l) => l.description)).toEqual(['接機：測試機場 至 測試半島', '停站：測試國金', '等候 50 分鐘', '客戶折扣 10%', '測試接機服務']);
    for (const l of lines) {
      expect(l.rule, l.kind).toMatch(HAN);
      expect(l.rule, l.kind).not.toMatch(/\b(Table|Stop amount|Waiting|Client discount|Other charge|class rate|of tariff)\b/);
    }
    expect(lines[0].rule).toBe(`L 表 測試機場 至 測試半島，收費表 ${card.tariff.code} 的級別收費 ${card.classRate}`);
  });

  it('en: the English lines as before, each with its key for programs', async () => {
    const lines = await priced(EN);
    expect(lines.map((l) => l.description)).toEqual([
      'Arrival Test Airport → Test Peninsula',
      'Stop at Test IFC',
      'Waiting 50 minutes',
      'Client discount 10%',
      `Test MG`,
    ]);
    expect(lines[0].rule).toBe(`Table L Test Airport → Test Peninsula, class rate ${card.classRate} of tariff ${card.tariff.code}`);
    expect(lines.map((l) => l.textCode)).toEqual(['srv.price.base', 'srv.price.stop', 'srv.price.waiting', 'srv.price.clientDiscount', 'srv.price.own']);
    expect(await priced({})).toEqual(lines);
  });

  it("getOcAmt's rule in the request language", async () => {
    const body = { clientId: card.c1, vehicleTypeId: card.vt, tariffOcId: card.oc.MG, serviceDate: '2030-02-10' };
    const zh = await api.post(admin, '/limo/api/getOcAmt', body, ZH);
    expect(zh.statusCode, zh.body).toBe(200);
    expect(zh.json()).toEqual({ amount: '120.00', rule: expect.stringMatching(/^其他收費 MG\w*：MG\w* 於車型 VT\w+ 的金額$/) });
    const en = await api.post(admin, '/limo/api/getOcAmt', body, EN);
    expect(en.json().rule).toMatch(/^Other charge MG\w*: amount of MG\w* for vehicle type VT\w+$/);
  });
});

describe('the saved fare lines of an order in the reader language', () => {
  let orderId: number;

  beforeAll(async () => {
    const res = await api.post(admin, '/limo/api/createOrder', {
      clientId: card.c1,
      orderStatus: 'A',
      contactName: 'Ms Lee',
      contactTel: '+852 2345 6789',
      orderVehicles: [{ ...trip(), pickupDate: '2030-02-10', vehicleTypeId: card.vt, paxCount: 2, orderMiscs: [{ tariffOcId: card.oc.MG, qty: 1 }] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    orderId = res.json().id;
  });

  const fareLines = async (headers: Record<string, string>) => {
    const res = await api.get(admin, `/limo/api/getOrder/${orderId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { orderVehicles: { fareLines: Line[] }[] }).orderVehicles[0].fareLines;
  };

  it('keeps each line with its keys and words it in the language of whoever reads it', async () => {
    const [zh, en] = [await fareLines(ZH), await fareLines(EN)];
    expect(zh.map((l) => l.description)).toEqual(['接機：測試機場 至 測試半島', '停站：測試國金', '等候 50 分鐘', '客戶折扣 10%', '測試接機服務']);
    expect(en.map((l) => l.description)).toEqual([
      'Arrival Test Airport → Test Peninsula',
      'Stop at Test IFC',
      'Waiting 50 minutes',
      'Client discount 10%',
      'Test MG',
    ]);
    expect(en).toEqual(await priced(EN));
    const [v] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.orderId, orderId));
    const [row] = await app.database.db
      .select()
      .from(t.orderFareLines)
      .where(and(eq(t.orderFareLines.orderVehicleId, v.id), eq(t.orderFareLines.seq, 0)));
    expect(row).toMatchObject({ textCode: 'srv.price.base', ruleCode: 'srv.price.ruleL' });
  });

  it('a line saved before it had keys shows its saved text in either language', async () => {
    const [v] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.orderId, orderId));
    await app.database.db
      .update(t.orderFareLines)
      .set({ textCode: null, textParams: null, ruleCode: null, ruleParams: null })
      .where(eq(t.orderFareLines.orderVehicleId, v.id));
    const zh = await fareLines(ZH);
    expect(zh[0]).toMatchObject({ description: 'Arrival Test Airport → Test Peninsula', rule: expect.stringMatching(/^Table L /) });
    expect(zh[0]).not.toHaveProperty('textCode');
  });
});

describe("a rate extra's line with the extra's Chinese description", () => {
  const extra = async (extraCode: string) => {
    const [row] = await app.database.db
      .select()
      .from(t.tariffRateExtras)
      .where(and(eq(t.tariffRateExtras.tariffRateId, card.classRate), eq(t.tariffRateExtras.extraCode, extraCode)));
    return row.id;
  };
  const describeExtra = async (extraCode: string, body: Record<string, unknown>) => {
    const res = await api.patch(admin, `/limo/api/tariffRateExtras/${await extra(extraCode)}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const line = async (kind: string, headers: Record<string, string>, over: Record<string, unknown>) => {
    const res = await api.post(admin, '/limo/api/getOrderTariff', { ...tariffBody(), ocs: [], ...over }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { lines: Line[] }).lines.find((l) => l.kind === kind);
  };

  it('zh-HK shows the Chinese description, en the English one', async () => {
    expect(await describeExtra('MIDNIGHT', { extraDescEng: 'Midnight surcharge', extraDescChi: '深夜附加費' })).toMatchObject({ extraDescChi: '深夜附加費' });
    const late = { pickupTime: '23:30' };
    expect(await line('TIME', ZH, late)).toMatchObject({ description: '深夜附加費', textCode: 'srv.price.own' });
    expect((await line('TIME', EN, late))?.description).toBe('Midnight surcharge');
  });

  it('a Chinese description alone: English names the band by its code; an English one alone shows in both', async () => {
    await describeExtra('HOL', { extraDescChi: '公眾假期附加費' });
    const holiday = { serviceDate: '2030-02-05' };
    expect((await line('HOLIDAY', ZH, holiday))?.description).toBe('公眾假期附加費 20%');
    expect((await line('HOLIDAY', EN, holiday))?.description).toBe('Holiday surcharge HOL 20%');
    await describeExtra('HOL', { extraDescEng: 'Public holiday', extraDescChi: null });
    expect((await line('HOLIDAY', ZH, holiday))?.description).toBe('Public holiday 20%');
  });
});
