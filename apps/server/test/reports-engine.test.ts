import { REPORT_BY_KEY, REPORT_DEFS } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReportBody, reportBodySchema } from '../src/modules/reports/report-body.js';
import { parseRoutePart } from '../src/engine/route-schema.js';
import { sumTotals } from '../src/modules/reports/report-totals.js';
import { registeredReportCalls } from '../src/modules/reports/reports.routes.js';
import { REPORT_SOURCES } from '../src/modules/reports/sources/index.js';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { REPORT_ROUTES } from './reports-fixtures.js';

/* The report engine (issue 17, docs/reports.md): every call of the catalogue registered, documented, under its right. */

let app: TestApp;
let admin: string;
let doc: OpenApiDoc;
const check = answerChecker();

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
});
afterAll(() => app.close());

/** A period the report accepts: a day, or (period 'year') the whole of a year. */
const periodOf = (key: string) =>
  REPORT_BY_KEY[key].period === 'year' ? { dateFrom: '2031-01-01', dateTo: '2031-12-31' } : { dateFrom: '2031-03-01', dateTo: '2031-03-01' };

describe('the report calls', () => {
  it('have a source for every view of every report of the catalogue', () => {
    const missing = REPORT_DEFS.flatMap((d) => d.views.map((v) => v.call)).filter((call) => !REPORT_SOURCES[call]);
    expect(missing, 'calls of REPORT_DEFS without a source in apps/server/src/modules/reports/sources/index.ts').toEqual([]);
    for (const call of Object.keys(REPORT_SOURCES)) expect(REPORT_ROUTES, `${call} is no call of REPORT_DEFS`).toContain(`POST /limo/api/${call}`);
  });

  it('are documented and answer as documented, JSON and files, each under its right only', async () => {
    const calls = registeredReportCalls();
    expect(calls.length).toBeGreaterThanOrEqual(5);
    const noRight = await newStaff(app, admin, ['REPORTMENU']);
    for (const { def, view } of calls) {
      const route = `POST /limo/api/${view.call}`;
      const [ok] = successes(operationOf(doc, route));
      expect(ok?.schema, `${route} documented`).toBeDefined();
      const res = await client(app).post(admin, `/limo/api/${view.call}`, periodOf(def.key));
      expect(res.statusCode, `${route}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(check(ok.schema as never, res.json()), route).toEqual([]);
      expect(res.json().page).toMatchObject({ number: 0, size: 50 });
      const xlsx = await client(app).post(admin, `/limo/api/${view.call}?format=xlsx`, periodOf(def.key));
      expect(xlsx.statusCode, route).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString(), `${route} .xlsx is a zip`).toBe('PK');
      const pdf = await client(app).post(admin, `/limo/api/${view.call}?format=pdf`, periodOf(def.key));
      expect(pdf.rawPayload.subarray(0, 5).toString(), `${route} PDF`).toBe('%PDF-');
      expectError(await client(app).post(noRight.token, `/limo/api/${view.call}`, periodOf(def.key)), 403);
      expectError(await client(app).post(admin, `/limo/api/${view.call}`, { ...periodOf(def.key), extra: 1 }), 400, 'extra Unrecognized key: "extra"');
    }
  });

  it('answer a path with its trailing slash exactly as the contract names it', async () => {
    expect((await client(app).post(admin, '/limo/api/enqCashReport/', periodOf('cash'))).statusCode).toBe(200);
    expect((await client(app).post(admin, '/limo/api/enqCashReportSummary/', periodOf('cash'))).statusCode).toBe(200);
  });
});

describe('the body of a report', () => {
  const principal = { selectedBranchId: 2 } as never;
  // As the route reads it: its body schema (refusing as the call does), then the checks across fields.
  const parse = async (key: string, body: object) =>
    readReportBody(app.database.db, {}, REPORT_BY_KEY[key], parseRoutePart(reportBodySchema(REPORT_BY_KEY[key]), body), principal);

  it("takes a year's period within one calendar year", async () => {
    await expect(parse('clientSales', { dateFrom: '2031-01-01', dateTo: '2031-12-31' })).resolves.toMatchObject({
      input: { dateFrom: '2031-01-01', dateTo: '2031-12-31', branchId: 2 },
    });
    await expect(parse('clientSales', { dateFrom: '2031-06-01', dateTo: '2032-01-31' })).rejects.toMatchObject({
      status: 400,
      message: 'dateFrom and dateTo must be in one calendar year',
    });
  });

  it('takes one date for a report of a date, and pages of at most 500', async () => {
    await expect(parse('airportOrders', { dateFrom: '2031-05-02' })).resolves.toMatchObject({
      input: { dateFrom: '2031-05-02', dateTo: '2031-05-02' },
      page: 0,
      size: 50,
    });
    await expect(parse('airportOrders', { dateFrom: '2031-05-02', page: 2, size: 500 })).resolves.toMatchObject({ page: 2, size: 500 });
    await expect(parse('sales', { dateFrom: '2031-05-02' })).rejects.toMatchObject({ status: 400 });
    await expect(parse('airportOrders', { dateFrom: '2031-05-02', size: 501 })).rejects.toMatchObject({ status: 400 });
  });

  it('sums money in cents and numbers exactly', () => {
    const columns = REPORT_BY_KEY.refuel.views[0].columns;
    const rows = [
      { litres: 0.1, petrolAmount: '0.10', kmDriven: 10, kmPerLitre: 5 },
      { litres: 0.2, petrolAmount: '0.20', kmDriven: 20, kmPerLitre: 7 },
      { litres: 12.35, petrolAmount: '1999.99', kmDriven: null, kmPerLitre: null },
    ];
    expect(sumTotals(columns, rows)).toEqual({ litres: 12.65, petrolAmount: '2000.29', kmDriven: 30 });
  });
});
