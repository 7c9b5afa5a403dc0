import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, code, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { pdfStreams, unicodeHex } from './notices-fixtures.js';
import { excelDate, expectTotalsOfRows, insertOrder, reportAnswer, reportWorld, type ReportWorld, xlsxRows } from './reports-fixtures.js';

/* The cash report (enqCashReport/, enqCashReportSummary/) and the airport order list (reports/airportOrders) on data the test writes. */

let app: TestApp;
let admin: string;
let w: ReportWorld;
let card: number;
let cash: number;
const MONTH = { dateFrom: '2031-03-01', dateTo: '2031-03-31' };
const MONEY = ['amount', 'fee', 'net'].map((name) => ({ name, money: true }));

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  w = await reportWorld(app);
  const db = app.database.db;
  const method = async (desc: string) =>
    (
      await db
        .insert(t.paymentMethods)
        .values({ paymentMethodCode: code('PM'), paymentMethodDescEng: desc })
        .returning()
    )[0].id;
  card = await method('Test card');
  cash = await method('Test cash');
  await db.insert(t.paymentMethodFees).values([
    { paymentMethodId: card, effectiveDate: '2031-01-01', feePercent: '2.5', minFee: '3.00' },
    { paymentMethodId: card, effectiveDate: '2031-03-15', feePercent: '3', minFee: '0.00' },
    { paymentMethodId: card, effectiveDate: '2031-04-01', feePercent: '9', minFee: '9.00' },
  ]);
  const order = async (clientId: number, orderRefId: string, extra: { branchId?: number; orderStatus?: string } = {}) =>
    (await insertOrder(app, w, { clientId, orderRefId, ...extra, vehicles: [{ pickupDate: '2031-03-01', fareAmt: '1.00' }] })).order.id;
  const a1 = await order(w.alpha.id, 'HK-P1');
  const b1 = await order(w.beta.id, 'HK-P2');
  const cancelled = await order(w.beta.id, 'HK-P3', { orderStatus: 'C' });
  const sz = await order(w.alpha.id, 'SZ-P1', { branchId: w.sz });
  const pay = (orderId: number, paymentMethodId: number, amount: string, paymentDate: string) =>
    db.insert(t.orderPayments).values({ orderId, paymentMethodId, amount, paymentDate });
  await pay(a1, card, '1234.50', '2031-03-02'); // 2.5 %: 30.86
  await pay(b1, card, '100.00', '2031-03-03'); // 2.50, at least 3.00
  await pay(b1, cash, '500.00', '2031-03-05'); // no fee row
  await pay(cancelled, card, '50.00', '2031-03-06'); // received all the same: 3.00
  await pay(a1, card, '1000.30', '2031-03-20'); // 3 % from the 15th: 30.009 → 30.01
  await pay(a1, card, '-200.00', '2031-03-21'); // a refund: no fee
  await pay(sz, card, '777.00', '2031-03-02'); // another branch
  await pay(a1, card, '88.00', '2031-04-01'); // April
});
afterAll(() => app.close());

const hk = () => ({ 'X-Branch-Id': String(w.hk) });
const post = (call: string, body: object, query = '', headers = hk()) => client(app).post(admin, `/limo/api/${call}${query}`, body, headers);

describe('the cash report', () => {
  it("answers the branch's payments of the period with the fee of the method's row effective that day and the net", async () => {
    const a = reportAnswer(await post('enqCashReport/', MONTH));
    const rows = a._embedded.cashReportResults;
    expect(rows.map((r) => [r.paymentDate, r.orderRefId, r.paymentMethodId, r.amount, r.fee, r.net])).toEqual([
      ['2031-03-02', 'HK-P1', card, '1234.50', '30.86', '1203.64'],
      ['2031-03-03', 'HK-P2', card, '100.00', '3.00', '97.00'],
      ['2031-03-05', 'HK-P2', cash, '500.00', '0.00', '500.00'],
      ['2031-03-06', 'HK-P3', card, '50.00', '3.00', '47.00'],
      ['2031-03-20', 'HK-P1', card, '1000.30', '30.01', '970.29'],
      ['2031-03-21', 'HK-P1', card, '-200.00', '0.00', '-200.00'],
    ]);
    for (const r of rows) expect(r.orderPaymentId).toBeTypeOf('number');
    expect(rows[0]).toMatchObject({ clientCode: w.alpha.clientCode });
    expect(a.totals).toEqual({ amount: '2684.80', fee: '66.87', net: '2617.93' });
    expectTotalsOfRows(rows, a.totals, MONEY);
  });

  it('filters by method and client, and sums per method', async () => {
    const byCash = reportAnswer(await post('enqCashReport/', { ...MONTH, paymentMethodId: cash }));
    expect(byCash._embedded.cashReportResults.map((r) => r.amount)).toEqual(['500.00']);
    const beta = reportAnswer(await post('enqCashReport/', { ...MONTH, clientId: w.beta.id }));
    expect(beta._embedded.cashReportResults.map((r) => r.orderRefId)).toEqual(['HK-P2', 'HK-P2', 'HK-P3']);
    expectTotalsOfRows(beta._embedded.cashReportResults, beta.totals, MONEY);
    const summary = reportAnswer(await post('enqCashReportSummary/', MONTH));
    const rows = summary._embedded.cashReportResults;
    expect(rows.find((r) => r.paymentMethodId === card)).toMatchObject({ count: 5, amount: '2184.80', fee: '66.87', net: '2117.93' });
    expect(rows.find((r) => r.paymentMethodId === cash)).toMatchObject({
      count: 1,
      amount: '500.00',
      fee: '0.00',
      net: '500.00',
      paymentMethodDescEng: 'Test cash',
    });
    expect(summary.totals).toEqual({ count: 6, amount: '2684.80', fee: '66.87', net: '2617.93' });
    expectTotalsOfRows(rows, summary.totals, [{ name: 'count', money: false }, ...MONEY]);
  });

  it("answers another branch's payments only there, and refuses a method that does not exist", async () => {
    const sz = reportAnswer(await post('enqCashReport/', MONTH, '', { 'X-Branch-Id': String(w.sz) }));
    expect(sz._embedded.cashReportResults.map((r) => [r.orderRefId, r.fee])).toEqual([['SZ-P1', '19.43']]);
    expectError(await post('enqCashReport/', { ...MONTH, paymentMethodId: 2_000_000_000 }), 404);
    expectError(await post('enqCashReport/', { ...MONTH, orderStatus: 'A' }), 400);
    const dispatcher = await app.login('dispatcher');
    expectError(await client(app).post(dispatcher, '/limo/api/enqCashReport/', MONTH), 403);
  });

  it('exports the same rows and totals to Excel and PDF', async () => {
    const rows = await xlsxRows(await post('enqCashReport/', MONTH, '?format=xlsx'));
    expect(rows[0]).toEqual(['Payment Date', 'Order Ref.', 'Client', 'Method', 'Amount', 'Fee', 'Net']);
    expect(rows).toHaveLength(8);
    expect(rows[1]).toEqual([excelDate('2031-03-02'), 'HK-P1', w.alpha.clientCode, expect.any(String), 1234.5, 30.86, 1203.64]);
    expect(rows.at(-1)).toEqual([undefined, 'Total', undefined, undefined, 2684.8, 66.87, 2617.93]);
    const pdf = await post('enqCashReport/', { ...MONTH, clientId: w.beta.id }, '?format=pdf');
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const ch of '乙酒店') expect(pdfStreams(pdf.rawPayload).toLowerCase()).toContain(`<${unicodeHex(ch)}>`);
  });

  it("exports in the request's language (issue 30): Chinese headers and totals word for zh-HK, the PDF's title and lines in Chinese", async () => {
    const zh = { ...hk(), 'accept-language': 'zh-HK' };
    const rows = await xlsxRows(await post('enqCashReport/', MONTH, '?format=xlsx', zh));
    expect(rows[0]).toEqual(['付款日期', '訂單編號', '客戶', '付款方式', '金額', '手續費', '淨額']);
    expect(rows.at(-1)).toEqual([undefined, '合計', undefined, undefined, 2684.8, 66.87, 2617.93]);
    const pdf = await post('enqCashReport/', MONTH, '?format=pdf', zh);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const text = pdfStreams(pdf.rawPayload).toLowerCase();
    for (const ch of '現金報表期間分行列印於合計') expect(text).toContain(`<${unicodeHex(ch)}>`);
  });
});

describe('the airport order list', () => {
  beforeAll(async () => {
    const plate = w.vehicle.hk.licensePlateNo;
    await insertOrder(app, w, {
      clientId: w.alpha.id,
      orderRefId: 'HK-AP1',
      vehicles: [
        {
          serviceType: 'Arrival',
          pickupDate: '2031-05-02',
          pickupTime: '14:30',
          fareAmt: '1',
          flightNo: 'CX251',
          flightEtaTime: '14:05',
          paxCount: 2,
          paxNames: ['陳大文', 'Lee Ann'],
          driverId: w.driver.hk.id,
          vehicleId: w.vehicle.hk.id,
        },
        {
          serviceType: 'Departure',
          pickupDate: '2031-05-02',
          pickupTime: '06:15',
          fareAmt: '1',
          flightNo: 'UO700',
          paxCount: 3,
          paxNames: ['Wong Ka Yan'],
          outsourceVendorId: w.vendor.id,
        },
        { serviceType: 'Transfer', pickupDate: '2031-05-02', pickupTime: '10:00', fareAmt: '1' },
        { serviceType: 'Arrival', pickupDate: '2031-05-02', pickupTime: '11:00', fareAmt: '1', orderVehicleStatus: 'C' },
        { serviceType: 'Arrival', pickupDate: '2031-05-03', pickupTime: '07:00', fareAmt: '1', paxCount: 1 },
      ],
    });
    await insertOrder(app, w, { clientId: w.alpha.id, orderStatus: 'C', vehicles: [{ serviceType: 'Arrival', pickupDate: '2031-05-02', fareAmt: '1' }] });
    await insertOrder(app, w, { branchId: w.sz, clientId: w.alpha.id, vehicles: [{ serviceType: 'Arrival', pickupDate: '2031-05-02', fareAmt: '1' }] });
    expect(plate).toBeTruthy();
  });

  it('answers the arrivals and departures of the date by time, with flight, passengers, who drives and the plate', async () => {
    const a = reportAnswer(await post('reports/airportOrders', { dateFrom: '2031-05-02' }));
    const rows = a._embedded.airportOrderResults;
    expect(rows.map((r) => [r.pickupTime, r.serviceType, r.flightNo, r.flightEtaTime, r.paxNames, r.paxCount, r.driverOrVendor, r.licensePlateNo])).toEqual([
      ['06:15', 'Departure', 'UO700', null, 'Wong Ka Yan', 3, w.vendor.clientCode, null],
      ['14:30', 'Arrival', 'CX251', '14:05', '陳大文, Lee Ann', 2, `${w.driver.hk.driverNo} ${w.driver.hk.driverNameEng}`, w.vehicle.hk.licensePlateNo],
    ]);
    expect(a.totals).toEqual({ paxCount: 5 });
    expectTotalsOfRows(rows, a.totals, [{ name: 'paxCount', money: false }]);
    const two = reportAnswer(await post('reports/airportOrders', { dateFrom: '2031-05-02', dateTo: '2031-05-03', serviceType: 'Arrival' }));
    expect(two._embedded.airportOrderResults.map((r) => `${r.pickupDate} ${r.pickupTime}`)).toEqual(['2031-05-02 14:30', '2031-05-03 07:00']);
    expectError(await post('reports/airportOrders', { dateFrom: '2031-05-02', serviceType: 'Transfer' }), 400, /must be one of Arrival, Departure/);
    expectError(await post('reports/airportOrders', { dateFrom: '2031-05-01', dateTo: '2031-06-01' }), 400, 'At most 31 days at once');
  });

  it('exports the list to Excel and to a PDF with the Chinese passenger name', async () => {
    const rows = await xlsxRows(await post('reports/airportOrders', { dateFrom: '2031-05-02' }, '?format=xlsx'));
    expect(rows[0]).toEqual(['Pick-up Date', 'Time', 'Service', 'Flight', 'ETA', 'Order Ref.', 'Passengers', 'Pax', 'Driver / Vendor', 'Plate']);
    expect(rows[2].slice(0, 8)).toEqual([excelDate('2031-05-02'), '14:30', 'Arrival', 'CX251', '14:05', 'HK-AP1', '陳大文, Lee Ann', 2]);
    expect(rows.at(-1)).toEqual([undefined, undefined, 'Total', undefined, undefined, undefined, undefined, 5]);
    const pdf = await post('reports/airportOrders', { dateFrom: '2031-05-02' }, '?format=pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const ch of '陳大文') expect(pdfStreams(pdf.rawPayload).toLowerCase()).toContain(`<${unicodeHex(ch)}>`);
  });
});
