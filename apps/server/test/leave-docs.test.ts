import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { LEAVE_ROUTES, leaveKit } from './leave-fixtures.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { crew } from './scheduling-fixtures.js';

// The leave and roster HR calls answer as their OpenAPI document says (issue 16), onLeave on the grid and rosters included.

let app: TestApp;
let admin: string;
let doc: OpenApiDoc;
const check = answerChecker();
const called = new Set<string>();

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
});
afterAll(() => app.close());

/** Calls a route and checks the answer against the route's documented answer. */
async function call(route: string, params: Record<string, string | number> = {}, body?: unknown, token = admin) {
  const [method, path] = route.split(' ');
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  const res = await app.as(token, { method: method as 'GET', url, payload: body as object });
  const documented = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode);
  expect(documented, `${route}: answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeDefined();
  if (documented?.schema) expect(check(documented.schema, res.json()), `${route}: answer against its documented schema`).toEqual([]);
  called.add(route);
  return res.json();
}

describe('the documented answers of the leave and roster HR calls', () => {
  it('answer as documented', async () => {
    const people = crew(app, admin);
    const kit = leaveKit(app, admin);
    const [driver, car] = [await people.driver(), await people.vehicle()];
    await people.roster(driver, '2030-10-07', '07:00', '19:00', car);
    await call('POST /limo/node/api/leaveQuota/{year}', { year: 2030 }, [{ driverId: driver, leaveType: 'AL', quotaDays: 10 }]);
    await call('PUT /limo/node/api/leaveQuota/{year}', { year: 2030 }, [{ driverId: driver, leaveType: 'AL', quotaDays: 12 }]);
    await call('GET /limo/node/api/leaveQuota/{year}', { year: 2030 });
    const leave = await call('POST /limo/api/leaves', {}, { driverId: driver, leaveType: 'AL', dateFrom: '2030-10-07', dateTo: '2030-10-08', reason: 'Docs' });
    await call('GET /limo/api/leaveJobs/{id}', { id: leave.id });
    await call('POST /limo/api/approveLeave/{id}', { id: leave.id }, { remarks: 'ok' });
    const other = await kit.request(driver, 'SL', '2030-10-20', '2030-10-20');
    await call('POST /limo/api/rejectLeave/{id}', { id: other.id }, {});
    const token = await kit.driverToken(driver);
    await call('POST /limo/driver/api/leaves', {}, { leaveType: 'NP', dateFrom: '2030-10-21', dateTo: '2030-10-21', reason: 'Docs' }, token);
    await call('GET /limo/driver/api/leaves', {}, undefined, token);

    const day = await call('GET /limo/api/scheduling/day/{date}', { date: '2030-10-07' });
    expect(day.rosters.find((r: { driverId: number }) => r.driverId === driver).onLeave).toBe('AL');
    const rosters = await call('POST /limo/api/getRosterByDriver', {}, { fromDate: '2030-10-07', toDate: '2030-10-07', driverId: driver });
    expect(rosters._embedded.dailyRosters[0].onLeave).toBe('AL');

    const [roster] = await app.database.db
      .insert(t.dailyRosters)
      .values({ branchId: 2, driverId: driver, dutyDate: '2030-10-09', dutyTime: '08:00', offDutyTime: '20:00' })
      .returning();
    await call('POST /limo/api/getDriverRosterHR', {}, { month: '2030-10', driverId: driver });
    await call('POST /limo/api/updateDriverRosterHR', {}, { dailyRosterId: roster.id, dutyTime: '08:00', offDutyTime: '21:00', version: 0, remarks: 'Docs' });
    await call('GET /limo/api/getDriverRosterHRLog/{dailyRosterId}', { dailyRosterId: roster.id });
  });
});

describe('the routes of the leave and roster HR calls', () => {
  it('called every one of them above', () => {
    expect([...LEAVE_ROUTES].sort().filter((r) => !called.has(r))).toEqual([]);
  });
});
