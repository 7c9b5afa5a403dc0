import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { expectTotalsAreSums, makeClient, makeOrder, reporter } from './reports-more-fixtures.js';
import { uniqueCode } from './samples.js';

/* reports/resPerformance (issue 17, docs/reports.md): per staff member, by the orders' creation on the operator's clock. */

let app: TestApp;
let admin: string;
let report: ReturnType<typeof reporter>;
const period = { dateFrom: '2031-06-01', dateTo: '2031-06-30' };
const call = 'reports/resPerformance';
const staff = [
  { staffCode: `ZA${uniqueCode(8)}`, staffNameEng: 'Chan Siu Ming', username: `za.${uniqueCode(8).toLowerCase()}` },
  { staffCode: `ZB${uniqueCode(8)}`, staffNameEng: 'Wong Mei Ling', username: `zb.${uniqueCode(8).toLowerCase()}` },
];
const feed = `feed.${uniqueCode(6).toLowerCase()}`;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  report = reporter(app);
  const db = app.database.db;
  await db.insert(t.staffs).values(staff.map((s) => ({ ...s, branchId: 2 })));
  const clientId = (await makeClient(db)).id;
  // Picked up outside the period: the period is the orders' creation.
  const v = (fareAmt: string, more = {}) => ({ pickupDate: '2031-08-01', fareAmt, ...more });
  const at = (iso: string) => new Date(iso);
  const [s1, s2] = staff.map((s) => s.username);
  // 00:30 on 1 June in Hong Kong is still 31 May in UTC: in the period.
  await makeOrder(db, {
    branchId: 2,
    clientId,
    createBy: s1,
    createDt: at('2031-06-01T00:30:00+08:00'),
    vehicles: [v('100.00'), v('200.00'), v('999.00', { orderVehicleStatus: 'C' })],
  });
  await makeOrder(db, { branchId: 2, clientId, createBy: s1, orderStatus: 'C', createDt: at('2031-06-10T12:00:00+08:00'), vehicles: [v('500.00')] });
  // 00:30 on 1 July in Hong Kong is 30 June in UTC: not in the period.
  await makeOrder(db, { branchId: 2, clientId, createBy: s1, createDt: at('2031-07-01T00:30:00+08:00'), vehicles: [v('400.00')] });
  await makeOrder(db, { branchId: 2, clientId, createBy: s2, orderStatus: 'V', createDt: at('2031-06-15T09:00:00+08:00'), vehicles: [v('50.00')] });
  await makeOrder(db, { branchId: 2, clientId, createBy: s2, orderStatus: 'P', createDt: at('2031-06-15T10:00:00+08:00'), vehicles: [v('70.00')] });
  await makeOrder(db, { branchId: 2, clientId, createBy: feed, createDt: at('2031-06-20T10:00:00+08:00'), vehicles: [v('80.00')] });
  await makeOrder(db, { branchId: 1, clientId, createBy: s1, createDt: at('2031-06-05T10:00:00+08:00'), vehicles: [v('1000.00')] });
});

afterAll(() => app.close());

describe('reports/resPerformance', () => {
  it('counts each creator’s orders, vehicles, active amount and cancellations', async () => {
    const a = await report(admin, call, period);
    const pick = ({ staffCode, staffName, orders, orderVehicles, amount, cancelled }: Record<string, unknown>) => ({
      staffCode,
      staffName,
      orders,
      orderVehicles,
      amount,
      cancelled,
    });
    expect(a.rows.map(pick)).toEqual(
      expect.arrayContaining([
        { staffCode: staff[0].staffCode, staffName: 'Chan Siu Ming', orders: 2, orderVehicles: 3, amount: '300.00', cancelled: 1 },
        { staffCode: staff[1].staffCode, staffName: 'Wong Mei Ling', orders: 2, orderVehicles: 2, amount: '0.00', cancelled: 1 },
        { staffCode: feed, staffName: null, orders: 1, orderVehicles: 1, amount: '80.00', cancelled: 0 },
      ]),
    );
    expect(a.rows).toHaveLength(3);
    expect(a.totals).toEqual({ orders: 5, orderVehicles: 6, amount: '380.00', cancelled: 2 });
    expectTotalsAreSums(call, a);
  });

  it('counts the selected branch only', async () => {
    const a = await report(admin, call, period, 1);
    expect(a.rows.map((r) => [r.staffCode, r.orders, r.amount])).toEqual([[staff[0].staffCode, 1, '1000.00']]);
  });

  it('is refused without RESPERFORMANCE (403)', async () => {
    await report(await app.login('hr'), call, period, 2, 403);
  });
});
