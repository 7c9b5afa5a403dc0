import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { expectTotalsAreSums, expectXlsxHolds, makeClient, makeOrder, reporter } from './reports-more-fixtures.js';

/* reports/clientSales (issue 17, docs/reports.md): per client, the active fares by pick-up month of the year. */

let app: TestApp;
let admin: string;
let report: ReturnType<typeof reporter>;
const year = { dateFrom: '2032-01-01', dateTo: '2032-12-31' };
const call = 'reports/clientSales';
let a: Awaited<ReturnType<typeof makeClient>>;
let b: Awaited<ReturnType<typeof makeClient>>;

const months = (set: Record<string, string>) =>
  Object.fromEntries(Array.from({ length: 12 }, (_, i) => `m${String(i + 1).padStart(2, '0')}`).map((m) => [m, set[m] ?? '0.00']));

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  report = reporter(app);
  const db = app.database.db;
  a = await makeClient(db, 'RCA');
  b = await makeClient(db, 'RCB');
  const none = await makeClient(db, 'RCC');
  await makeOrder(db, {
    branchId: 2,
    clientId: a.id,
    vehicles: [
      { pickupDate: '2032-01-31', fareAmt: '100.10' },
      { pickupDate: '2032-01-01', fareAmt: '0.20' },
      { pickupDate: '2032-12-31', fareAmt: '500.00' },
      { pickupDate: '2032-03-10', fareAmt: '999.00', orderVehicleStatus: 'C' },
      { pickupDate: '2032-03-10', fareAmt: '40.00', noshowFlag: 1 },
    ],
  });
  await makeOrder(db, {
    branchId: 2,
    clientId: a.id,
    vehicles: [
      { pickupDate: '2031-12-31', fareAmt: '700.00' },
      { pickupDate: '2033-01-01', fareAmt: '700.00' },
    ],
  });
  await makeOrder(db, { branchId: 2, clientId: b.id, vehicles: [{ pickupDate: '2032-06-15', fareAmt: '250.00' }] });
  await makeOrder(db, { branchId: 2, clientId: b.id, orderStatus: 'P', vehicles: [{ pickupDate: '2032-06-15', fareAmt: '1.00' }] });
  await makeOrder(db, { branchId: 2, clientId: none.id, orderStatus: 'V', vehicles: [{ pickupDate: '2032-06-15', fareAmt: '1.00' }] });
  await makeOrder(db, { branchId: 1, clientId: b.id, vehicles: [{ pickupDate: '2032-02-15', fareAmt: '80.00' }] });
});

afterAll(() => app.close());

describe('reports/clientSales', () => {
  it('sums each client’s active fares by month and for the year; clients without sales are absent', async () => {
    const r = await report(admin, call, year);
    expect(r.rows).toEqual([
      { clientId: a.id, clientCode: a.clientCode, clientNameEng: a.clientNameEng, ...months({ m01: '100.30', m03: '40.00', m12: '500.00' }), year: '640.30' },
      { clientId: b.id, clientCode: b.clientCode, clientNameEng: b.clientNameEng, ...months({ m06: '250.00' }), year: '250.00' },
    ]);
    expect(r.totals).toEqual({ ...months({ m01: '100.30', m03: '40.00', m06: '250.00', m12: '500.00' }), year: '890.30' });
    expectTotalsAreSums(call, r);
  });

  it('filters by client', async () => {
    expect((await report(admin, call, { ...year, clientId: b.id })).rows.map((x) => x.clientCode)).toEqual([b.clientCode]);
  });

  it('counts the selected branch only', async () => {
    const r = await report(admin, call, year, 1);
    expect(r.rows.map((x) => [x.clientCode, x.m02, x.year])).toEqual([[b.clientCode, '80.00', '80.00']]);
  });

  it('exports the same rows and totals to .xlsx', async () => {
    const r = await report(admin, call, year);
    await expectXlsxHolds(app, admin, call, year, r);
  });

  it('is refused without CLIENTSALESRPT (403)', async () => {
    await report(await app.login('hr'), call, year, 2, 403);
  });
});
