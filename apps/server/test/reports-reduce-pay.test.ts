import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { expectTotalsAreSums, expectXlsxHolds, makeClient, makeOrder, reporter } from './reports-more-fixtures.js';

/* reports/reducePay (issue 17, docs/reports.md): the rule reducePay (packages/domain) on saved prices. */

let app: TestApp;
let admin: string;
let report: ReturnType<typeof reporter>;
const period = { dateFrom: '2031-07-01', dateTo: '2031-07-31' };
const call = 'reports/reducePay';
let clientId: number;
const refs: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  report = reporter(app);
  const db = app.database.db;
  clientId = (await makeClient(db)).id;
  const other = (await makeClient(db)).id;
  const BASE: [string, string, string] = ['BASE', 'L', '650.00'];
  const discounted = { fareAmt: '675.00', lines: [BASE, ['STOP', 'IFC', '100.00'], ['DISCOUNT', 'CLIENT', '-75.00']] as [string, string, string][] };
  const one = async (key: string, v: Record<string, unknown>, more: { orderStatus?: string; branchId?: number; clientId?: number } = {}) => {
    const o = await makeOrder(db, {
      branchId: more.branchId ?? 2,
      clientId: more.clientId ?? clientId,
      orderStatus: more.orderStatus,
      vehicles: [{ pickupDate: '2031-07-05', fareAmt: '0.00', ...v }],
    });
    refs[key] = o.orderRefId;
  };
  await one('discount', { ...discounted, pickupTime: '08:00' });
  await one('manual', {
    fareAmt: '500.00',
    tariffFareAmt: '585.00',
    manualFareAmt: '500.00',
    manualFareReason: 'Regular client',
    lines: [BASE, ['DISCOUNT', 'CLIENT', '-65.00']],
    pickupTime: '09:00',
  });
  await one('manualHigher', { fareAmt: '900.00', tariffFareAmt: '650.00', manualFareAmt: '900.00', manualFareReason: 'Extra luggage', lines: [BASE] });
  await one('voucher', { fareAmt: '0.00', lines: [BASE, ['VOUCHER', 'HLS-V31-0001', '-650.00']], pickupTime: '10:00' });
  await one('plain', { fareAmt: '650.00', lines: [BASE] });
  await one('cancelled', discounted, { orderStatus: 'C' });
  await one('otherClient', { ...discounted, pickupTime: '11:00' }, { clientId: other });
  await one('branch1', discounted, { branchId: 1 });
  await one('later', { ...discounted, pickupDate: '2031-08-01' });
});

afterAll(() => app.close());

const pick = (r: Record<string, unknown>) => [r.orderRefId, r.engineTotal, r.charged, r.reduction, r.reason];

describe('reports/reducePay', () => {
  it('lists the vehicles charged below the engine total, with why', async () => {
    const a = await report(admin, call, period);
    expect(a.rows.map(pick)).toEqual([
      [refs.discount, '750.00', '675.00', '75.00', 'Discount'],
      [refs.manual, '585.00', '500.00', '85.00', 'Manual fare: Regular client'],
      [refs.voucher, '650.00', '0.00', '650.00', 'Voucher HLS-V31-0001'],
      [refs.otherClient, '750.00', '675.00', '75.00', 'Discount'],
    ]);
    expect(a.totals).toEqual({ engineTotal: '2735.00', charged: '1850.00', reduction: '885.00' });
    expectTotalsAreSums(call, a);
  });

  it('words the reasons in the language asked: Chinese for zh-HK, in the answer and its .xlsx (issue 30)', async () => {
    const res = await client(app).post(admin, `/limo/api/${call}`, { size: 500, ...period }, { 'X-Branch-Id': '2', 'accept-language': 'zh-HK' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const rows = (res.json() as { _embedded: { reducePayResults: Record<string, unknown>[] } })._embedded.reducePayResults;
    expect(rows.map((r) => [r.orderRefId, r.reason])).toEqual([
      [refs.discount, '折扣'],
      [refs.manual, '手動車資：Regular client'],
      [refs.voucher, '禮券 HLS-V31-0001'],
      [refs.otherClient, '折扣'],
    ]);
    await expectXlsxHolds(app, admin, call, period, { ...(await report(admin, call, period)), rows }, 2, 'zh-HK');
  });

  it('filters by client', async () => {
    const a = await report(admin, call, { ...period, clientId });
    expect(a.rows.map((r) => r.orderRefId)).toEqual([refs.discount, refs.manual, refs.voucher]);
    expect(a.totals.reduction).toBe('810.00');
  });

  it('counts the selected branch only', async () => {
    const a = await report(admin, call, period, 1);
    expect(a.rows.map((r) => r.orderRefId)).toEqual([refs.branch1]);
  });

  it('exports the same rows and totals to .xlsx', async () => {
    const a = await report(admin, call, period);
    await expectXlsxHolds(app, admin, call, period, a);
  });

  it('is refused without REDUCEPAYRPT (403)', async () => {
    await report(await app.login('hr'), call, period, 2, 403);
  });
});
