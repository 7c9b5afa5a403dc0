import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makeClient, makeOrder, reporter } from './reports-more-fixtures.js';
import { crew } from './scheduling-fixtures.js';

/* The vendor's cost of an outsourced job (issue 17): set with the outsourcing by updateOrderVehicle, gone with it. */

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let clientId: number;
let v1: number;
let v2: number;

type Row = { orderVehicleId: number; version: number; outsourceCost?: string | null; outsourceVendorId: number | null };
const job = async (): Promise<Row> => {
  const { vehicleIds } = await makeOrder(app.database.db, { branchId: 2, clientId, vehicles: [{ pickupDate: '2031-11-03', fareAmt: '600.00' }] });
  return { orderVehicleId: vehicleIds[0], version: 0, outsourceVendorId: null };
};
const update = async (body: Record<string, unknown>, status = 200) => {
  const res = await api.post(admin, '/limo/api/updateOrderVehicle', body, { 'X-Branch-Id': '2' });
  expect(res.statusCode, res.body).toBe(status);
  return res;
};
const saved = async (id: number) => (await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, id)))[0].outsourceCost;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  clientId = (await makeClient(app.database.db)).id;
  v1 = (await makeClient(app.database.db, 'OUSC', 'Cost Vendor')).id;
  v2 = (await makeClient(app.database.db, 'OUSD', 'Dear Vendor')).id;
});
afterAll(() => app.close());

describe('updateOrderVehicle: outsourceCost', () => {
  it('is saved with the outsourcing, answered in the schedule row, written to the history and read by the outsource P&L report', async () => {
    const j = await job();
    const res = await update({ orderVehicleId: j.orderVehicleId, version: j.version, outsourceVendorId: v1, outsourceCost: '450.5' });
    expect(res.json()).toMatchObject({ outsourceVendorId: v1, outsourceCost: '450.50', isOutsource: true });
    expect(await saved(j.orderVehicleId)).toBe('450.50');
    const history = await app.database.db.select().from(t.orderHistories).where(eq(t.orderHistories.orderVehicleId, j.orderVehicleId));
    expect(history.map((h) => [h.fieldName, h.newValue])).toContainEqual(['outsourceCost', '450.50']);
    const report = await reporter(app)(admin, 'reports/outsourcePL', { dateFrom: '2031-11-01', dateTo: '2031-11-30', outsourceVendorId: v1 });
    expect(report.rows.find((r) => r.orderVehicleId === j.orderVehicleId)).toMatchObject({ amount: '600.00', outsourceCost: '450.50', margin: '149.50' });
  });

  it('changes alone on an outsourced job, is cleared by null, and goes when the job is given to a driver', async () => {
    const j = await job();
    let row = (await update({ orderVehicleId: j.orderVehicleId, version: 0, outsourceVendorId: v1, outsourceCost: '100' })).json() as Row;
    row = (await update({ orderVehicleId: j.orderVehicleId, version: row.version, outsourceCost: '0' })).json() as Row;
    expect(row.outsourceCost).toBe('0.00');
    row = (await update({ orderVehicleId: j.orderVehicleId, version: row.version, outsourceCost: null })).json() as Row;
    expect(row.outsourceCost).toBeNull();
    row = (await update({ orderVehicleId: j.orderVehicleId, version: row.version, outsourceCost: '120.00' })).json() as Row;
    expect(row.outsourceCost).toBe('120.00');
    const people = crew(app, admin);
    const driver = await people.driver();
    row = (await update({ orderVehicleId: j.orderVehicleId, version: row.version, driverId: driver, override: true })).json() as Row;
    expect(row).toMatchObject({ driverId: driver, outsourceVendorId: null, outsourceCost: null });
    expect(await saved(j.orderVehicleId)).toBeNull();
  });

  it('goes when the outsourcing is removed, and when another vendor takes the job without a cost of its own', async () => {
    const j = await job();
    let row = (await update({ orderVehicleId: j.orderVehicleId, version: 0, outsourceVendorId: v1, outsourceCost: '300.00' })).json() as Row;
    row = (await update({ orderVehicleId: j.orderVehicleId, version: row.version, outsourceVendorId: v2 })).json() as Row;
    expect(row).toMatchObject({ outsourceVendorId: v2, outsourceCost: null });
    row = (await update({ orderVehicleId: j.orderVehicleId, version: row.version, outsourceVendorId: v1, outsourceCost: '310.00' })).json() as Row;
    expect(row.outsourceCost).toBe('310.00');
    row = (await update({ orderVehicleId: j.orderVehicleId, version: row.version, outsourceVendorId: null })).json() as Row;
    expect(row).toMatchObject({ outsourceVendorId: null, outsourceCost: null });
  });

  it('refuses a cost without a vendor, a negative cost, a malformed one and a number (money is text)', async () => {
    const j = await job();
    expectError(await update({ orderVehicleId: j.orderVehicleId, version: 0, outsourceCost: '10.00' }, 400), 400, /vendor cost needs the outsource vendor/);
    for (const bad of ['-1.00', '12.345', 'ten', 450]) {
      expectError(
        await update({ orderVehicleId: j.orderVehicleId, version: 0, outsourceVendorId: v1, outsourceCost: bad }, 400),
        400,
        /outsourceCost must be an amount/,
      );
    }
    expect(await saved(j.orderVehicleId)).toBeNull();
  });
});
