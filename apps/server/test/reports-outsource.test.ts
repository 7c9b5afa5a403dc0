import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { expectTotalsAreSums, expectXlsxHolds, makeClient, makeOrder, reporter } from './reports-more-fixtures.js';

/* reports/outsourcePL and reports/outsourcePLByVendor (issue 17, docs/reports.md) on data of their own. */

let app: TestApp;
let admin: string;
let report: ReturnType<typeof reporter>;
const period = { dateFrom: '2031-03-01', dateTo: '2031-03-31' };
let v1: Awaited<ReturnType<typeof makeClient>>;
let v2: Awaited<ReturnType<typeof makeClient>>;
let ref1: string;
let ref3: string;
let refSz: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  report = reporter(app);
  const db = app.database.db;
  const c = await makeClient(db);
  v1 = await makeClient(db, 'OUSA', 'Alpha Vendor');
  v2 = await makeClient(db, 'OUSB', 'Beta Vendor');
  const out = (vendor: number, pickupDate: string, fareAmt: string, outsourceCost: string | null, more = {}) => ({
    pickupDate,
    fareAmt,
    outsourceVendorId: vendor,
    outsourceCost,
    ...more,
  });
  ref1 = (
    await makeOrder(db, {
      branchId: 2,
      clientId: c.id,
      vehicles: [out(v1.id, '2031-03-05', '800.00', '600.00'), out(v2.id, '2031-03-06', '500.00', null), { pickupDate: '2031-03-05', fareAmt: '300.00' }],
    })
  ).orderRefId;
  // Left out: a cancelled order, a vehicle removed from its order, a pick-up after the period.
  await makeOrder(db, { branchId: 2, clientId: c.id, orderStatus: 'C', vehicles: [out(v1.id, '2031-03-07', '999.00', '1.00')] });
  ref3 = (
    await makeOrder(db, {
      branchId: 2,
      clientId: c.id,
      vehicles: [out(v1.id, '2031-03-20', '777.00', '1.00', { orderVehicleStatus: 'C' }), out(v1.id, '2031-03-20', '450.00', '500.00')],
    })
  ).orderRefId;
  await makeOrder(db, { branchId: 2, clientId: c.id, vehicles: [out(v1.id, '2031-04-01', '100.00', '50.00')] });
  // Another branch's outsourced job.
  refSz = (await makeOrder(db, { branchId: 1, clientId: c.id, vehicles: [out(v1.id, '2031-03-10', '200.00', '150.00')] })).orderRefId;
});

afterAll(() => app.close());

describe('reports/outsourcePL', () => {
  it('lists the outsourced vehicles of active orders in the period, a missing cost as 0.00 and flagged', async () => {
    const a = await report(admin, 'reports/outsourcePL', period);
    const pick = (r: Record<string, unknown>) => [r.orderRefId, r.vendorCode, r.amount, r.outsourceCost, r.outsourceCostMissing, r.margin, r.pickupDate];
    expect(a.rows.map(pick)).toEqual([
      [ref1, v1.clientCode, '800.00', '600.00', false, '200.00', '2031-03-05'],
      [ref1, v2.clientCode, '500.00', '0.00', true, '500.00', '2031-03-06'],
      [ref3, v1.clientCode, '450.00', '500.00', false, '-50.00', '2031-03-20'],
    ]);
    expect(a.totals).toEqual({ amount: '1750.00', outsourceCost: '1100.00', margin: '650.00' });
    expectTotalsAreSums('reports/outsourcePL', a);
  });

  it('filters by vendor', async () => {
    const a = await report(admin, 'reports/outsourcePL', { ...period, outsourceVendorId: v2.id });
    expect(a.rows.map((r) => r.vendorCode)).toEqual([v2.clientCode]);
    expect(a.totals).toEqual({ amount: '500.00', outsourceCost: '0.00', margin: '500.00' });
  });

  it("counts the selected branch only: branch 1 sees its own job, not branch 2's", async () => {
    const a = await report(admin, 'reports/outsourcePL', period, 1);
    expect(a.rows.map((r) => r.orderRefId)).toContain(refSz);
    expect(a.rows.map((r) => r.orderRefId)).not.toContain(ref1);
    const b = await report(admin, 'reports/outsourcePL', period, 2);
    expect(b.rows.map((r) => r.orderRefId)).not.toContain(refSz);
  });

  it('exports the same rows and totals to .xlsx', async () => {
    const a = await report(admin, 'reports/outsourcePL', period);
    await expectXlsxHolds(app, admin, 'reports/outsourcePL', period, a);
  });

  it('is refused without OUTSOURCEPLREPORT (403)', async () => {
    const hr = await app.login('hr');
    await report(hr, 'reports/outsourcePL', period, 2, 403);
    await report(hr, 'reports/outsourcePLByVendor', period, 2, 403);
  });
});

describe('reports/outsourcePLByVendor', () => {
  it('sums the detail per vendor, with how many costs are missing', async () => {
    const a = await report(admin, 'reports/outsourcePLByVendor', period);
    expect(a.rows).toEqual([
      {
        outsourceVendorId: v1.id,
        vendorCode: v1.clientCode,
        vendorNameEng: v1.clientNameEng,
        count: 2,
        amount: '1250.00',
        outsourceCost: '1100.00',
        margin: '150.00',
        outsourceCostMissing: 0,
      },
      {
        outsourceVendorId: v2.id,
        vendorCode: v2.clientCode,
        vendorNameEng: v2.clientNameEng,
        count: 1,
        amount: '500.00',
        outsourceCost: '0.00',
        margin: '500.00',
        outsourceCostMissing: 1,
      },
    ]);
    expect(a.totals).toEqual({ count: 3, amount: '1750.00', outsourceCost: '1100.00', margin: '650.00' });
    expectTotalsAreSums('reports/outsourcePLByVendor', a);
  });
});
