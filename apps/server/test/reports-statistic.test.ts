import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { expectTotalsAreSums, makeClient, makeOrder, reporter } from './reports-more-fixtures.js';

/* reports/ordersStatistic (issue 17, docs/reports.md): every status, a vehicle cancelled alone as C, no-shows apart. */

let app: TestApp;
let admin: string;
let report: ReturnType<typeof reporter>;
let clientId: number;
const period = { dateFrom: '2031-05-01', dateTo: '2031-05-31' };
const call = 'reports/ordersStatistic';

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  report = reporter(app);
  const db = app.database.db;
  clientId = (await makeClient(db)).id;
  const other = (await makeClient(db)).id;
  const v = (pickupDate: string, serviceType = 'Transfer', more = {}) => ({ pickupDate, serviceType, fareAmt: '100.00', ...more });
  await makeOrder(db, {
    branchId: 2,
    clientId,
    vehicles: [v('2031-05-01'), v('2031-05-01', 'Transfer', { noshowFlag: 1 }), v('2031-05-01', 'Arrival', { orderVehicleStatus: 'C' }), v('2031-05-02')],
  });
  await makeOrder(db, { branchId: 2, clientId, vehicles: [v('2031-05-01')] });
  await makeOrder(db, { branchId: 2, clientId, orderStatus: 'P', vehicles: [v('2031-05-01'), v('2031-05-01')] });
  // A cancelled order's vehicles count as C whatever their own status, a no-show flag included.
  await makeOrder(db, { branchId: 2, clientId, orderStatus: 'C', vehicles: [v('2031-05-01', 'Transfer', { noshowFlag: 1 })] });
  await makeOrder(db, { branchId: 2, clientId, orderStatus: 'V', vehicles: [v('2031-05-02', 'Arrival')] });
  await makeOrder(db, { branchId: 2, clientId: other, vehicles: [v('2031-05-01')] });
  await makeOrder(db, { branchId: 2, clientId, vehicles: [v('2031-06-01')] });
  await makeOrder(db, { branchId: 1, clientId, vehicles: [v('2031-05-01'), v('2031-05-03')] });
});

afterAll(() => app.close());

const line = (r: Record<string, unknown>) => [r.date, r.serviceType, r.status, r.orders, r.orderVehicles];

describe('reports/ordersStatistic', () => {
  it('counts orders and order vehicles per date, service and status', async () => {
    const a = await report(admin, call, period);
    expect(a.rows.map(line)).toEqual([
      ['2031-05-01', 'Arrival', 'C', 1, 1],
      ['2031-05-01', 'Transfer', 'A', 3, 3],
      ['2031-05-01', 'Transfer', 'NOSHOW', 1, 1],
      ['2031-05-01', 'Transfer', 'P', 1, 2],
      ['2031-05-01', 'Transfer', 'C', 1, 1],
      ['2031-05-02', 'Arrival', 'V', 1, 1],
      ['2031-05-02', 'Transfer', 'A', 1, 1],
    ]);
    expect(a.totals).toEqual({ orders: 9, orderVehicles: 10 });
    expectTotalsAreSums(call, a);
  });

  it('filters by client', async () => {
    const a = await report(admin, call, { ...period, clientId });
    expect(a.rows.find((r) => r.date === '2031-05-01' && r.serviceType === 'Transfer' && r.status === 'A')).toMatchObject({ orders: 2, orderVehicles: 2 });
    expect(a.totals).toEqual({ orders: 8, orderVehicles: 9 });
    expectTotalsAreSums(call, a);
  });

  it('counts the selected branch only', async () => {
    const a = await report(admin, call, period, 1);
    expect(a.rows.map(line)).toEqual([
      ['2031-05-01', 'Transfer', 'A', 1, 1],
      ['2031-05-03', 'Transfer', 'A', 1, 1],
    ]);
  });

  it('is refused without ORDERSSTATISTIC (403)', async () => {
    await report(await app.login('hr'), call, period, 2, 403);
  });
});
