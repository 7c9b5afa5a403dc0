import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client, embedded } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';

// Issue 30 part 1: the history rows of a clash override and of second calls are kept as a key and
// parameters and read in the reader's language, with the Chinese names of drivers and vendors.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let driverNo: string;
let plate: string;
let vendorName: string;
let orderVehicleId: number;
let orderId: number;

type History = { fieldName: string; oldValue: string | null; newValue: string | null; fieldLabel?: string; oldText?: string | null; newText?: string | null };

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  const people = crew(app, admin);
  const db = app.database.db;
  const [driver, car, vendor] = [await people.driver(), await people.vehicle(), await people.vendor()];
  const [d] = await db.update(t.drivers).set({ driverNameEng: 'Chan Tai Man', driverNameChi: '陳大文' }).where(eq(t.drivers.id, driver)).returning();
  const [v] = await db.select().from(t.vehicles).where(eq(t.vehicles.id, car));
  const [c] = await db.update(t.clients).set({ clientNameChi: '海港外判' }).where(eq(t.clients.id, vendor)).returning();
  [driverNo, plate, vendorName] = [d.driverNo, v.licensePlateNo, c.clientNameEng];
  const make = orderMaker(app, admin, card);
  const give = async (id: number) => {
    const [row] = await db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, id));
    const res = await api.post(admin, '/limo/api/updateOrderVehicle', {
      orderVehicleId: id,
      version: row.version,
      driverId: driver,
      vehicleId: car,
      override: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  // The driver has no roster that day and gets two jobs at once: each a clash, saved by an override.
  const other = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-04-02', pickupTime: '09:30' })]);
  await give(other.orderVehicles[0].id);
  const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-04-02', pickupTime: '09:30' })]);
  [orderId, orderVehicleId] = [order.id, order.orderVehicles[0].id];
  await give(orderVehicleId);
  const called = await api.post(admin, `/limo/api/secondCallAssign/${orderVehicleId}`, { driverId: driver, vehicleId: car, override: true });
  expect(called.statusCode, called.body).toBe(200);
  const vendorCall = await api.post(admin, `/limo/api/secondCallAssign/${orderVehicleId}`, { outsourceVendorId: vendor, outsourceDriverName: 'Mr Ho' });
  expect(vendorCall.statusCode, vendorCall.body).toBe(200);
  const calls = vendorCall.json().secondCalls as { id: number; outsourceVendorId: number | null }[];
  const removed = await api.post(admin, `/limo/api/secondCallRemove/${calls.find((x) => x.outsourceVendorId === vendor)?.id}`, {});
  expect(removed.statusCode, removed.body).toBe(200);
});
afterAll(() => app.close());

const historyIn = async (lang: string) =>
  (
    embedded(
      await api.get(admin, `/limo/api/orderHistories?orderId=${orderId}&size=100`, { 'accept-language': lang }),
      'orderHistories',
    ) as unknown as History[]
  ).filter((r) => r.fieldName === 'clashOverride' || r.fieldName === 'secondCall');
const shown = (rows: History[]) => rows.map((r) => [r.fieldName, r.fieldLabel, r.oldText, r.newText]);

describe('the history of clash overrides and second calls in the reader language', () => {
  it('zh-HK: the clashes and the calls in Chinese, the driver and the vendor by their Chinese names', async () => {
    const rows = await historyIn('zh-HK');
    expect(shown(rows)).toEqual(
      expect.arrayContaining([
        ['secondCall', '第二召喚', null, `司機 陳大文，車牌 ${plate}`],
        ['secondCall', '第二召喚', null, '外判商 海港外判，司機 Mr Ho'],
        ['secondCall', '第二召喚', '外判商 海港外判，司機 Mr Ho', null],
      ]),
    );
    // Both clashes of each override, one after the other (the assignment's and the second call's); the two jobs start
    // together, so they overlap whatever the travel (counted between neighbouring jobs only, issue 32).
    const clashes = rows.filter((r) => r.fieldName === 'clashOverride');
    expect(clashes.map((r) => r.fieldLabel)).toEqual(['已接受衝突', '已接受衝突']);
    for (const r of clashes)
      expect(r.newText).toMatch(new RegExp(`^司機 ${driverNo} 於 \\S+ 已有工作（轉場時間 \\d+ 分鐘）；司機 ${driverNo} 於 02/04/2030 09:30 沒有排班$`));
  });

  it('en: the same rows in English, with the English names', async () => {
    const rows = await historyIn('en');
    expect(shown(rows)).toEqual(
      expect.arrayContaining([
        ['secondCall', 'Second Call', null, `Driver Chan Tai Man with car ${plate}`],
        ['secondCall', 'Second Call', null, `Vendor ${vendorName}, driver Mr Ho`],
        ['secondCall', 'Second Call', `Vendor ${vendorName}, driver Mr Ho`, null],
      ]),
    );
    const busy = `Driver ${driverNo} is busy \\S+ with another job \\(\\d+ min turnaround\\)`;
    for (const r of rows.filter((x) => x.fieldName === 'clashOverride'))
      expect(r.newText).toMatch(new RegExp(`^${busy}; Driver ${driverNo} has no duty rostered for 02/04/2030 09:30$`));
  });

  it('keeps the stored values as they were written', async () => {
    const rows = await historyIn('en');
    for (const r of rows.filter((x) => x.fieldName === 'clashOverride')) expect(r.newValue).toBe(r.newText);
    expect(rows.filter((r) => r.fieldName === 'secondCall').map((r) => r.oldValue ?? r.newValue)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^driver \d+, vehicle \d+$/), expect.stringMatching(/^vendor \d+, Mr Ho$/)]),
    );
  });
});
