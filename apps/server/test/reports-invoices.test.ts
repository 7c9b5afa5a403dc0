import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { expectTotalsAreSums, expectXlsxHolds, makeClient, makeOrder, reporter } from './reports-more-fixtures.js';

/* reports/invoices (issue 17, docs/reports.md): invoices issued by createInvoice, a void one listed and left out of the totals. */

let app: TestApp;
let admin: string;
let report: ReturnType<typeof reporter>;
const period = { dateFrom: '2031-10-01', dateTo: '2031-10-31' };
const call = 'reports/invoices';
let x: Awaited<ReturnType<typeof makeClient>>;
let y: Awaited<ReturnType<typeof makeClient>>;
const no: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  report = reporter(app);
  const api = client(app);
  const db = app.database.db;
  x = await makeClient(db);
  y = await makeClient(db);
  await makeOrder(db, {
    branchId: 2,
    clientId: x.id,
    vehicles: [
      { pickupDate: '2031-09-03', fareAmt: '100.00' },
      { pickupDate: '2031-09-04', fareAmt: '200.00' },
    ],
  });
  await makeOrder(db, { branchId: 2, clientId: y.id, vehicles: [{ pickupDate: '2031-09-05', fareAmt: '300.00' }] });
  await makeOrder(db, { branchId: 2, clientId: x.id, vehicles: [{ pickupDate: '2031-10-03', fareAmt: '50.00' }] });
  await makeOrder(db, { branchId: 1, clientId: x.id, vehicles: [{ pickupDate: '2031-09-03', fareAmt: '400.00' }] });
  const issue = async (key: string, clientId: number, invoiceDate: string, branch = 2, dateFrom = '2031-09-01', dateTo = '2031-09-30') => {
    const res = await api.post(admin, '/limo/api/createInvoice', { clientId, dateFrom, dateTo, invoiceDate }, { 'X-Branch-Id': String(branch) });
    expect(res.statusCode, res.body).toBe(201);
    no[key] = res.json().invoiceNo;
    return res.json().id as number;
  };
  await issue('x', x.id, '2031-10-05');
  const wrong = await issue('yVoid', y.id, '2031-10-06');
  const voided = await api.post(admin, '/limo/api/voidInvoice', { invoiceId: wrong, reason: 'Wrong client' }, { 'X-Branch-Id': '2' });
  expect(voided.statusCode, voided.body).toBe(200);
  await issue('y', y.id, '2031-10-07');
  await issue('xLater', x.id, '2031-11-02', 2, '2031-10-01', '2031-10-31');
  await issue('branch1', x.id, '2031-10-05', 1);
});

afterAll(() => app.close());

const pick = (r: Record<string, unknown>) => [r.invoiceNo, r.clientCode, r.invoiceDate, r.total, r.status, r.voidReason];

describe('reports/invoices', () => {
  it('lists the invoices dated in the period; the void one with its reason, out of the totals', async () => {
    const a = await report(admin, call, period);
    expect(a.rows.map(pick)).toEqual([
      [no.x, x.clientCode, '2031-10-05', '300.00', 'A', null],
      [no.yVoid, y.clientCode, '2031-10-06', '300.00', 'V', 'Wrong client'],
      [no.y, y.clientCode, '2031-10-07', '300.00', 'A', null],
    ]);
    expect(a.rows[0].dueDate).toBe('2031-11-04');
    expect(a.totals).toEqual({ total: '600.00' });
    expectTotalsAreSums(call, a, (r) => r.status !== 'V');
  });

  it('filters by client and by status', async () => {
    expect((await report(admin, call, { ...period, clientId: y.id })).rows.map((r) => r.invoiceNo)).toEqual([no.yVoid, no.y]);
    const v = await report(admin, call, { ...period, status: 'V' });
    expect(v.rows.map((r) => r.invoiceNo)).toEqual([no.yVoid]);
    expect(v.totals).toEqual({ total: '0.00' });
  });

  it('counts the selected branch only', async () => {
    expect((await report(admin, call, period, 1)).rows.map((r) => r.invoiceNo)).toEqual([no.branch1]);
  });

  it('exports the same rows and totals (void left out) to .xlsx', async () => {
    const a = await report(admin, call, period);
    await expectXlsxHolds(app, admin, call, period, a);
  });

  it('exports in Chinese for zh-HK: the headers, and the status as a word, not its code (issue 30)', async () => {
    const a = await report(admin, call, period);
    expect(a.rows.map((r) => r.status)).toEqual(expect.arrayContaining(['A', 'V']));
    await expectXlsxHolds(app, admin, call, period, a, 2, 'zh-HK');
  });

  it('is refused without INVOICERPT (403)', async () => {
    await report(await app.login('hr'), call, period, 2, 403);
  });
});
