import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { pdfStreams, unicodeHex } from './notices-fixtures.js';
import { excelDate, expectTotalsOfRows, insertOrder, reportAnswer, reportWorld, type ReportWorld, xlsxRows } from './reports-fixtures.js';

/* The sales report (issue 17, enqSalesReport and enqSalesReportSummary) on data the test writes. */

let app: TestApp;
let admin: string;
let w: ReportWorld;
const MONTH = { dateFrom: '2031-03-01', dateTo: '2031-03-31' };
const AMOUNT = [{ name: 'amount', money: true }];

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  w = await reportWorld(app);
  const d = w.driver.hk;
  // Counted: live order vehicles of active orders of HK picked up in March (a no-show too).
  await insertOrder(app, w, {
    clientId: w.alpha.id,
    orderRefId: 'HK-A1',
    vehicles: [
      { pickupDate: '2031-03-02', pickupTime: '09:00', fareAmt: '100.50', driverId: d.id, vehicleId: w.vehicle.hk.id },
      {
        serviceType: 'Arrival',
        pickupDate: '2031-03-02',
        pickupTime: '08:00',
        fareAmt: '200.25',
        outsourceVendorId: w.vendor.id,
        outsourceDriverName: 'Ho Ka Fai',
      },
      { pickupDate: '2031-03-03', fareAmt: '999.00', orderVehicleStatus: 'C' }, // removed from its order
    ],
  });
  await insertOrder(app, w, {
    clientId: w.beta.id,
    orderRefId: 'HK-B1',
    vehicles: [{ serviceType: 'Departure', pickupDate: '2031-03-05', pickupTime: '10:00', fareAmt: '300.10', noshowFlag: 1, vehicleTypeId: w.types[1].id }],
  });
  for (let i = 0; i < 5; i++)
    await insertOrder(app, w, {
      clientId: w.beta.id,
      orderRefId: `HK-B2-${i}`,
      vehicles: [{ pickupDate: '2031-03-10', pickupTime: '12:00', fareAmt: '10.01' }],
    });
  // Not counted: a cancelled, a void and a pending order, April, and branch SZ.
  for (const orderStatus of ['C', 'V', 'P'])
    await insertOrder(app, w, { clientId: w.alpha.id, orderStatus, vehicles: [{ pickupDate: '2031-03-04', fareAmt: '555.00' }] });
  await insertOrder(app, w, { clientId: w.beta.id, vehicles: [{ pickupDate: '2031-04-01', fareAmt: '40.00' }] });
  await insertOrder(app, w, { branchId: w.sz, clientId: w.alpha.id, orderRefId: 'SZ-A1', vehicles: [{ pickupDate: '2031-03-02', fareAmt: '777.00' }] });
});
afterAll(() => app.close());

const hk = () => ({ 'X-Branch-Id': String(w.hk) });
const sales = (body: object, query = '', headers: Record<string, string> = hk(), token = admin) =>
  client(app).post(token, `/limo/api/enqSalesReport${query}`, body, headers);

describe('the sales report', () => {
  it("answers the branch's live order vehicles of active orders in the period, by pick-up, with the contract's fields", async () => {
    const a = reportAnswer(await sales(MONTH));
    const rows = a._embedded.salesReportResults;
    expect(rows.map((r) => [r.orderRefId, r.pickupDate, r.pickupTime, r.amount])).toEqual([
      ['HK-A1', '2031-03-02', '08:00', '200.25'],
      ['HK-A1', '2031-03-02', '09:00', '100.50'],
      ['HK-B1', '2031-03-05', '10:00', '300.10'],
      ...[0, 1, 2, 3, 4].map((i) => [`HK-B2-${i}`, '2031-03-10', '12:00', '10.01']),
    ]);
    const [vendorRow, driverRow] = rows;
    expect(driverRow).toMatchObject({
      clientId: w.alpha.id,
      clientCode: w.alpha.clientCode,
      serviceType: 'Transfer',
      vehicleTypeId: w.types[0].id,
      vehicleType: w.types[0].code,
      driverId: w.driver.hk.id,
      outsourceVendorId: null,
      driverOrVendor: `${w.driver.hk.driverNo} ${w.driver.hk.driverNameEng}`,
    });
    expect(vendorRow).toMatchObject({
      serviceType: 'Arrival',
      driverId: null,
      outsourceVendorId: w.vendor.id,
      driverOrVendor: `${w.vendor.clientCode} Ho Ka Fai`,
    });
    for (const r of rows)
      for (const f of [
        'orderVehicleId',
        'orderRefId',
        'pickupDate',
        'clientId',
        'clientCode',
        'serviceType',
        'vehicleTypeId',
        'driverId',
        'outsourceVendorId',
        'amount',
      ])
        expect(r, f).toHaveProperty(f);
    expect(a.totals).toEqual({ amount: '650.90' });
    expectTotalsOfRows(rows, a.totals, AMOUNT);
    expect(a.page).toEqual({ size: 50, totalElements: 8, totalPages: 1, number: 0 });
  });

  it('pages the rows while the totals stay those of every row', async () => {
    const all = reportAnswer(await sales(MONTH))._embedded.salesReportResults;
    const seen: unknown[] = [];
    for (const page of [0, 1, 2]) {
      const a = reportAnswer(await sales({ ...MONTH, page, size: 3 }));
      expect(a.page).toEqual({ size: 3, totalElements: 8, totalPages: 3, number: page });
      expect(a.totals).toEqual({ amount: '650.90' });
      expect(a._embedded.salesReportResults).toHaveLength(page < 2 ? 3 : 2);
      seen.push(...a._embedded.salesReportResults);
    }
    expect(seen).toEqual(all);
    const past = reportAnswer(await sales({ ...MONTH, page: 3, size: 3 }));
    expect(past._embedded.salesReportResults).toEqual([]);
    expect(past.totals).toEqual({ amount: '650.90' });
  });

  it('filters by client, service, vehicle type and driver, the totals following', async () => {
    const refs = async (filters: object) => {
      const a = reportAnswer(await sales({ ...MONTH, ...filters }));
      expectTotalsOfRows(a._embedded.salesReportResults, a.totals, AMOUNT);
      return a._embedded.salesReportResults.map((r) => `${r.orderRefId} ${r.amount}`);
    };
    expect(await refs({ clientId: w.alpha.id })).toEqual(['HK-A1 200.25', 'HK-A1 100.50']);
    expect(await refs({ serviceType: 'Arrival' })).toEqual(['HK-A1 200.25']);
    expect(await refs({ vehicleTypeId: w.types[1].id })).toEqual(['HK-B1 300.10']);
    expect(await refs({ driverId: w.driver.hk.id })).toEqual(['HK-A1 100.50']);
    expect(await refs({ clientId: w.alpha.id, serviceType: 'Departure' })).toEqual([]);
    expect(await refs({ clientId: null, serviceType: null })).toHaveLength(8);
  });

  it("answers another branch's rows only in that branch", async () => {
    const a = reportAnswer(await sales(MONTH, '', { 'X-Branch-Id': String(w.sz) }));
    expect(a._embedded.salesReportResults.map((r) => [r.orderRefId, r.amount])).toEqual([['SZ-A1', '777.00']]);
    expect(a.totals).toEqual({ amount: '777.00' });
  });

  it('sums the summary per client, its totals the sum of its rows', async () => {
    const a = reportAnswer(await client(app).post(admin, '/limo/api/enqSalesReportSummary', MONTH, hk()));
    const rows = a._embedded.salesReportResults;
    const byCode = [w.alpha, w.beta].sort((x, y) => (x.clientCode < y.clientCode ? -1 : 1));
    expect(rows.map((r) => r.clientId)).toEqual(byCode.map((c) => c.id));
    expect(rows.find((r) => r.clientId === w.alpha.id)).toMatchObject({
      clientCode: w.alpha.clientCode,
      clientNameEng: 'Alpha Travel',
      count: 2,
      amount: '300.75',
    });
    expect(rows.find((r) => r.clientId === w.beta.id)).toMatchObject({
      clientCode: w.beta.clientCode,
      clientNameEng: 'Beta Hotel',
      count: 6,
      amount: '350.15',
    });
    expect(a.totals).toEqual({ count: 8, amount: '650.90' });
    expectTotalsOfRows(rows, a.totals, [{ name: 'count', money: false }, ...AMOUNT]);
  });

  it('refuses a user without the right, and lets the accounts user in', async () => {
    const noRight = await newStaff(app, admin, ['REPORTMENU'], w.hk);
    expectError(await sales(MONTH, '', hk(), noRight.token), 403);
    expectError(await client(app).post(noRight.token, '/limo/api/enqSalesReportSummary', MONTH, hk()), 403);
    expectError(await sales(MONTH, '?format=xlsx', hk(), noRight.token), 403);
    const accounts = await app.login('accounts');
    expect((await client(app).post(accounts, '/limo/api/enqSalesReport', MONTH)).statusCode).toBe(200);
  });

  it('refuses bad bodies with 400, and a record the user cannot see with 404', async () => {
    expectError(await sales({ dateTo: '2031-03-31' }), 400, /dateFrom/);
    expectError(await sales({ ...MONTH, dateFrom: '2031-02-30' }), 400, 'dateFrom must be a date YYYY-MM-DD');
    expectError(await sales({ dateFrom: '2031-03-31', dateTo: '2031-03-01' }), 400, 'dateTo must not be before dateFrom');
    expectError(await sales({ dateFrom: '2031-01-01', dateTo: '2031-04-03' }), 400, 'At most 92 days at once');
    expect((await sales({ dateFrom: '2031-01-01', dateTo: '2031-04-02' })).statusCode).toBe(200);
    expectError(await sales({ ...MONTH, branchId: w.sz }), 400);
    expectError(await sales({ ...MONTH, serviceType: 'Boat' }), 400, /serviceType must be one of Arrival, Departure, Transfer, Hire/);
    expectError(await sales({ ...MONTH, clientId: 'PEN' }), 400, /clientId/);
    expectError(await sales({ ...MONTH, size: 501 }), 400, /size/);
    expectError(await sales({ ...MONTH, size: 0 }), 400, /size/);
    expectError(await sales({ ...MONTH, page: -1 }), 400, /page/);
    expectError(await sales(MONTH, '?format=csv'), 400, 'format must be xlsx or pdf');
    expectError(await sales({ ...MONTH, clientId: 2_000_000_000 }), 404);
    expectError(await sales({ ...MONTH, driverId: w.driver.sz.id }), 404);
  });

  it('exports every row and the totals row to Excel: numbers as numbers, dates as dates', async () => {
    const a = reportAnswer(await sales(MONTH));
    const rows = await xlsxRows(await sales({ ...MONTH, page: 1, size: 2 }, '?format=xlsx'));
    expect(rows[0]).toEqual(['Pick-up Date', 'Time', 'Order Ref.', 'Client', 'Service', 'Vehicle Type', 'Driver / Vendor', 'Amount']);
    const body = rows.slice(1, -1);
    expect(body).toHaveLength(8);
    a._embedded.salesReportResults.forEach((r, i) => {
      expect(body[i][0]).toEqual(excelDate(r.pickupDate as string));
      expect(body[i].slice(1, 7)).toEqual([r.pickupTime, r.orderRefId, r.clientCode, r.serviceType, r.vehicleType, r.driverOrVendor ?? undefined]);
      expect(body[i][7]).toBe(Number(r.amount));
    });
    expect(rows.at(-1)).toEqual([undefined, undefined, 'Total', undefined, undefined, undefined, undefined, 650.9]);
  });

  it('exports the summary to Excel and the detail to a PDF, in Chinese with the Chinese client name for a zh-HK reader', async () => {
    const summary = await xlsxRows(await client(app).post(admin, '/limo/api/enqSalesReportSummary?format=xlsx', MONTH, hk()));
    expect(summary[0]).toEqual(['Client', 'Client Name', 'Order Vehicles', 'Amount']);
    const alphaFirst = w.alpha.clientCode < w.beta.clientCode;
    expect(summary.slice(1, -1)).toEqual(
      alphaFirst
        ? [
            [w.alpha.clientCode, 'Alpha Travel', 2, 300.75],
            [w.beta.clientCode, 'Beta Hotel', 6, 350.15],
          ]
        : [
            [w.beta.clientCode, 'Beta Hotel', 6, 350.15],
            [w.alpha.clientCode, 'Alpha Travel', 2, 300.75],
          ],
    );
    expect(summary.at(-1)).toEqual(['Total', undefined, 8, 650.9]);
    // The PDF is worded in the reader's language (issue 30 part 1): title and client name in Chinese for zh-HK.
    const res = await sales({ ...MONTH, clientId: w.alpha.id }, '?format=pdf', { ...hk(), 'accept-language': 'zh-HK' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfStreams(res.rawPayload).toLowerCase();
    for (const ch of '甲旅行社銷售報表') expect(text).toContain(`<${unicodeHex(ch)}>`);
  });
});
