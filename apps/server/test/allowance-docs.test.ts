import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWANCE_ROUTES as ROUTES, allowanceMonth, type AllowanceFixture } from './allowance-fixtures.js';
import { createTestApp, type TestApp } from './harness.js';
import { answerChecker, handRoutes, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';

// Every allowance call (issue 16) is in the OpenAPI document, and its answers match what the document says.

let app: TestApp;
let admin: string;
let doc: OpenApiDoc;
let f: AllowanceFixture;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
  f = await allowanceMonth(app, admin, '2030-08');
});
afterAll(() => app.close());

describe('the allowance calls in the OpenAPI document', () => {
  const check = answerChecker();
  const called = new Set<string>();
  async function call(route: string, params: Record<string, number> = {}, body?: unknown) {
    const [method, path] = route.split(' ');
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    const res = await app.as(admin, { method: method as 'GET', url, payload: body as object });
    const documented = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode);
    expect(documented, `${route}: answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeDefined();
    expect(check(documented?.schema as never, res.json()), `${route}: answer against its documented schema`).toEqual([]);
    called.add(route);
    return res.json();
  }

  it('documents each call with its body and answer', () => {
    const routes = handRoutes(doc);
    for (const route of ROUTES) {
      expect(routes, route).toContain(route);
      const op = operationOf(doc, route);
      if (route.startsWith('POST')) expect(op.requestBody?.content?.['application/json']?.schema?.type, route).toBe('object');
      expect(successes(op).length, route).toBeGreaterThan(0);
    }
  });

  it('answers as documented', async () => {
    const period = { dateFrom: f.day(1), dateTo: `${f.month}-31` };
    await call('GET /limo/api/getAllowanceEffDates');
    await call('POST /limo/api/getAllowanceRates', {}, { allowanceEffDateId: f.versionId });
    await call('GET /limo/api/getAllowanceRate/{id}', { id: f.rates.airport });
    await call('POST /limo/api/upsertAllowanceRate', {}, { id: f.rates.hire, amount: '45.50' });
    const rates = (await call('POST /limo/api/getAllowanceRates', {}, { allowanceEffDateId: f.versionId })) as { id: number }[];
    await call('POST /limo/api/reseqAllowanceRates', {}, { allowanceEffDateId: f.versionId, ids: rates.map((r) => r.id) });
    await call('POST /limo/api/copyAllowanceRates', {}, { fromAllowanceEffDateId: f.versionId, effDate: '2030-12-01' });
    await call('POST /limo/api/upsertAllowanceOtherGroup', {}, { id: f.groups.plus, natureIds: [f.natures.meal, f.natures.half] });
    await call('POST /limo/api/upsertAllowanceOtherGroupNature', {}, { id: f.natures.meal, defaultAmount: '50.00' });
    await call('GET /limo/api/allowanceOtherGroupNature/{id}', { id: f.natures.meal });
    await call('POST /limo/api/getAllowanceOthers', {}, period);
    await call('GET /limo/api/getAllowanceOther/{id}', { id: f.otherIds[0] });
    await call('POST /limo/api/upsertAllowanceOther', {}, { id: f.otherIds[0], remarks: 'Checked' });
    for (const view of ['Header', 'Driver', 'Detail', 'DriverSummary', 'DriverFooter', 'DetailMonthly'])
      await call(`POST /limo/api/getAllowance${view}`, {}, period);
    await call('POST /limo/api/reports/driverOT', {}, period);
    await call('POST /limo/api/closeAllowanceMonth', {}, { month: f.month });
    for (const view of ['Detail', 'DriverSummary', 'DetailMonthly']) await call(`POST /limo/api/getAllowance${view}`, {}, period);
    await call('POST /limo/api/reopenAllowanceMonth', {}, { month: f.month });
    expect([...called].sort()).toEqual([...ROUTES].sort());
  });
});
