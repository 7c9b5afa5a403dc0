import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, embedded } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// Issue 30 part 1: an order's history read in the reader's language, labels, words, names, dates and money.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  const db = app.database.db;
  await db.update(t.locations).set({ locationDescChi: '測試半島' }).where(eq(t.locations.id, card.loc.PEN));
  await db.update(t.clients).set({ clientNameChi: '測試客戶' }).where(eq(t.clients.id, card.c1));
  await db.update(t.clients).set({ clientNameEng: 'Third Client', clientNameChi: '第三客戶' }).where(eq(t.clients.id, card.c2));
});
afterAll(() => app.close());

type Vehicle = Record<string, unknown> & { id: number; fareAmt: string };
type Order = Record<string, unknown> & { id: number; version: number; orderRefId: string; orderVehicles: Vehicle[] };
type History = { fieldName: string; oldValue: string | null; newValue: string | null; fieldLabel?: string; oldText?: string | null; newText?: string | null };

const money = (v: string) => Number(v).toLocaleString('en-US', { minimumFractionDigits: 2 });

/** A quote, then a change of client, status, contact, date, time, drop-off and stop. */
async function createAndUpdate(): Promise<{ before: Order; after: Order }> {
  const made = await api.post(admin, '/limo/api/createOrder', {
    clientId: card.c1,
    orderStatus: 'P',
    contactName: 'Ms Lee',
    orderVehicles: [
      {
        serviceType: 'Arrival',
        pickupDate: '2030-02-10',
        pickupTime: '10:00',
        pickupLocationId: card.loc.AP,
        dropoffLocationId: card.loc.PEN,
        stops: [card.loc.IFC],
        vehicleTypeId: card.vt,
        paxCount: 2,
      },
    ],
  });
  expect(made.statusCode, made.body).toBe(201);
  const before = made.json() as Order;
  const v = before.orderVehicles[0];
  const res = await api.put(
    admin,
    `/limo/api/updateOrder/${before.id}`,
    {
      ...before,
      clientId: card.c2,
      orderStatus: 'A',
      contactName: 'Mr Wong',
      orderVehicles: [{ ...v, pickupDate: '2030-02-11', pickupTime: '11:30', dropoffLocationId: card.loc.IFC, stops: [card.loc.PEN] }],
    },
    { 'if-match': `"${before.version}"` },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { before, after: res.json() as Order };
}

const historyIn = async (orderId: number, lang: string) =>
  embedded(await api.get(admin, `/limo/api/orderHistories?orderId=${orderId}&size=100`, { 'accept-language': lang }), 'orderHistories') as unknown as History[];

const row = (rows: History[], fieldName: string) => {
  const found = rows.find((r) => r.fieldName === fieldName);
  expect(found, fieldName).toBeDefined();
  return found as History;
};
const shown = (r: History) => [r.fieldLabel, r.oldText, r.newText];

describe('order history in the reader language', () => {
  let before: Order;
  let after: Order;
  beforeAll(async () => {
    ({ before, after } = await createAndUpdate());
  });

  it('names each field by the order form label, codes as words, references by their Chinese name, dates and money as shown (zh-HK)', async () => {
    const rows = await historyIn(before.id, 'zh-HK');
    const fareBefore = money(before.orderVehicles[0].fareAmt);
    expect(shown(row(rows, 'order'))).toEqual(['訂單', null, `已建立 ${before.orderRefId}（報價 (P)）`]);
    expect(shown(row(rows, 'orderVehicle'))).toEqual(['車輛', null, `新增第 1 部車：接機 10/02/2030 10:00，車費 ${fareBefore}`]);
    expect(shown(row(rows, 'clientId'))).toEqual(['客戶', '測試客戶', '第三客戶']);
    expect(shown(row(rows, 'orderStatus'))).toEqual(['狀態', '報價 (P)', '已確認 (A)']);
    expect(shown(row(rows, 'contactName'))).toEqual(['聯絡人', 'Ms Lee', 'Mr Wong']);
    expect(shown(row(rows, 'pickupDate'))).toEqual(['接載日期', '10/02/2030', '11/02/2030']);
    expect(shown(row(rows, 'pickupTime'))).toEqual(['接載時間', '10:00', '11:30']);
    // A name without a Chinese one falls back to the English.
    expect(shown(row(rows, 'dropoffLocationId'))).toEqual(['落車地點', '測試半島', 'Test IFC']);
    expect(shown(row(rows, 'stops'))).toEqual(['中途站', 'Test IFC', '測試半島']);
    expect(shown(row(rows, 'fareAmt'))).toEqual(['車費', fareBefore, money(after.orderVehicles[0].fareAmt)]);
  });

  it('reads the same rows in English, with the English names', async () => {
    const rows = await historyIn(before.id, 'en');
    expect(shown(row(rows, 'order'))).toEqual(['Order', null, `created ${before.orderRefId} (Quote (P))`]);
    expect(shown(row(rows, 'orderVehicle'))).toEqual(['Vehicle', null, `added #1 Arrival 10/02/2030 10:00 fare ${money(before.orderVehicles[0].fareAmt)}`]);
    expect(shown(row(rows, 'clientId'))).toEqual(['Client', 'Test Client', 'Third Client']);
    expect(shown(row(rows, 'orderStatus'))).toEqual(['Status', 'Quote (P)', 'Confirmed (A)']);
    expect(shown(row(rows, 'pickupDate'))).toEqual(['Pick-up Date', '10/02/2030', '11/02/2030']);
    expect(shown(row(rows, 'dropoffLocationId'))).toEqual(['Drop-off', 'Test Peninsula', 'Test IFC']);
  });

  it('keeps the stored wire fields as they were', async () => {
    const rows = await historyIn(before.id, 'zh-HK');
    expect(row(rows, 'orderStatus')).toMatchObject({ oldValue: 'P', newValue: 'A' });
    expect(row(rows, 'clientId')).toMatchObject({ oldValue: String(card.c1), newValue: String(card.c2) });
    expect(row(rows, 'order').newValue).toBe(`created ${before.orderRefId} (P)`);
  });

  it('shows an old row without a text code as it was stored', async () => {
    await app.database.db
      .insert(t.orderHistories)
      .values({ orderId: before.id, fieldName: 'order', newValue: 'imported long ago', createBy: 'admin', lastUpdateBy: 'admin' });
    const rows = await historyIn(before.id, 'zh-HK');
    expect(rows.find((r) => r.newValue === 'imported long ago')).toMatchObject({ fieldLabel: '訂單', newText: 'imported long ago' });
  });
});
