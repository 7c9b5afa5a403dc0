import { nextDate, operatorToday } from '@limo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { type Leave, leaveKit } from './leave-fixtures.js';
import { crew } from './scheduling-fixtures.js';

// Leave requests and their decisions (issue 16 rule 10): POST leaves, approveLeave, rejectLeave, and the driver page's calls.

let app: TestApp;
let admin: string;
let dispatcher: string;
let api: ReturnType<typeof client>;
let people: ReturnType<typeof crew>;
let kit: ReturnType<typeof leaveKit>;
const SZ = { 'x-branch-id': '1' };

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  dispatcher = await app.login('dispatcher');
  people = crew(app, admin);
  kit = leaveKit(app, admin);
  await kit.holiday('2030-07-01');
});
afterAll(() => app.close());

const approve = (id: number, token = admin, headers?: Record<string, string>) => api.post(token, `/limo/api/approveLeave/${id}`, {}, headers);
const leaveRow = async (id: number) => (await app.database.db.select().from(t.leaves).where(eq(t.leaves.id, id)))[0];

describe('POST /limo/api/leaves', () => {
  it('makes a pending request whose days skip the public holidays of the holiday area (weekends count)', async () => {
    const driver = await people.driver();
    const leave = await kit.request(driver, 'AL', '2030-06-28', '2030-07-02');
    expect(leave).toMatchObject({ driverId: driver, leaveType: 'AL', dateFrom: '2030-06-28', dateTo: '2030-07-02', days: 4, status: 'P', decidedBy: null });
    expect(leave.createBy).toBe('admin');
  });

  it('refuses a range backwards, one of holidays only, a bad type, and another pending or approved request over the same dates', async () => {
    const driver = await people.driver();
    expectError(await api.post(admin, '/limo/api/leaves', { driverId: driver, leaveType: 'AL', dateFrom: '2030-06-10', dateTo: '2030-06-09' }), 400, /dateTo/);
    expectError(
      await api.post(admin, '/limo/api/leaves', { driverId: driver, leaveType: 'AL', dateFrom: '2030-07-01', dateTo: '2030-07-01' }),
      400,
      /working day/,
    );
    expectError(await api.post(admin, '/limo/api/leaves', { driverId: driver, leaveType: 'XX', dateFrom: '2030-06-10', dateTo: '2030-06-10' }), 400);
    expectError(await api.post(admin, '/limo/api/leaves', { driverId: driver, leaveType: 'AL', dateFrom: '2030-02-30', dateTo: '2030-03-01' }), 400);
    await kit.request(driver, 'AL', '2030-06-10', '2030-06-12');
    expectError(await api.post(admin, '/limo/api/leaves', { driverId: driver, leaveType: 'SL', dateFrom: '2030-06-12', dateTo: '2030-06-13' }), 409, /pending/);
  });

  it("is the selected branch's drivers' only, and needs LEAVEAPPROVAL", async () => {
    const sz = await kit.otherBranchDriver();
    expectError(await api.post(admin, '/limo/api/leaves', { driverId: sz, leaveType: 'AL', dateFrom: '2030-06-10', dateTo: '2030-06-10' }), 404);
    const made = await api.post(admin, '/limo/api/leaves', { driverId: sz, leaveType: 'AL', dateFrom: '2030-06-10', dateTo: '2030-06-10' }, SZ);
    expect(made.statusCode, made.body).toBe(201);
    const driver = await people.driver();
    expectError(await api.post(dispatcher, '/limo/api/leaves', { driverId: driver, leaveType: 'AL', dateFrom: '2030-06-10', dateTo: '2030-06-10' }), 403);
    const hr = await app.login('hr');
    expect((await api.post(hr, '/limo/api/leaves', { driverId: driver, leaveType: 'AL', dateFrom: '2030-06-10', dateTo: '2030-06-10' })).statusCode).toBe(201);
  });

  it('leaves the generic collection read-only: the generic POST and PATCH are not there', async () => {
    const driver = await people.driver();
    const leave = await kit.request(driver, 'AL', '2030-08-01', '2030-08-01');
    expect([404, 405]).toContain((await api.patch(admin, `/limo/api/leaves/${leave.id}`, { status: 'A' })).statusCode);
    expect((await leaveRow(leave.id)).status).toBe('P');
    expect((await api.get(admin, `/limo/api/leaves/${leave.id}`)).json()).toMatchObject({ id: leave.id, status: 'P' });
  });
});

describe('approveLeave and rejectLeave', () => {
  it('approves within the quota, keeps who and when, and answers the leave with the jobs (none here)', async () => {
    const driver = await people.driver();
    await kit.quota(driver, 2030, 'AL', 14);
    const leave = await kit.request(driver, 'AL', '2030-03-04', '2030-03-08');
    const res = await api.post(admin, `/limo/api/approveLeave/${leave.id}`, { remarks: 'Enjoy' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ leave: { id: leave.id, status: 'A', days: 5, remarks: 'Enjoy', decidedBy: 'admin' }, jobs: [] });
    expect(res.json().leave.decidedDt).toEqual(expect.any(String));
    expect(res.json().leave.version).toBe(leave.version + 1);
    expectError(await approve(leave.id), 409, /already approved/);
    expectError(await api.post(admin, `/limo/api/rejectLeave/${leave.id}`, {}), 409);
    const quota = (await api.get(admin, '/limo/node/api/leaveQuota/2030')).json() as { driverId: number; leaveType: string }[];
    expect(quota.find((q) => q.driverId === driver && q.leaveType === 'AL')).toMatchObject({ quotaDays: 14, takenDays: 5, balanceDays: 9 });
  });

  it('refuses beyond the balance with 409 code QUOTA_EXCEEDED, and without any quota kept; the request stays pending', async () => {
    const driver = await people.driver();
    await kit.quota(driver, 2030, 'SL', 3);
    await kit.approved(driver, 'SL', '2030-04-01', '2030-04-02');
    const more = await kit.request(driver, 'SL', '2030-04-10', '2030-04-11');
    const body = expectError(await approve(more.id), 409, /exceeds the balance of 1 day/) as unknown as { code: string };
    expect(body.code).toBe('QUOTA_EXCEEDED');
    expect((await leaveRow(more.id)).status).toBe('P');
    const none = await kit.request(driver, 'AL', '2030-04-20', '2030-04-20');
    expect((expectError(await approve(none.id), 409) as unknown as { code: string }).code).toBe('QUOTA_EXCEEDED');
    // The quota of the year of dateFrom counts: a 2031 request does not use 2030's.
    await kit.quota(driver, 2031, 'SL', 1);
    const next = await kit.request(driver, 'SL', '2031-01-06', '2031-01-06');
    expect((await approve(next.id)).statusCode).toBe(200);
  });

  it('never refuses no-pay leave: NP has no quota', async () => {
    const driver = await people.driver();
    const np = await kit.request(driver, 'NP', '2030-05-01', '2030-05-20');
    const res = await approve(np.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().leave).toMatchObject({ status: 'A', leaveType: 'NP', days: 20 });
  });

  it('serves two approvals racing for the same balance one after the other: one is refused', async () => {
    const driver = await people.driver();
    await kit.quota(driver, 2030, 'AL', 5);
    const a = await kit.request(driver, 'AL', '2030-09-02', '2030-09-04');
    const b = await kit.request(driver, 'AL', '2030-09-09', '2030-09-11');
    const answers = await Promise.all([approve(a.id), approve(b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((answers.find((r) => r.statusCode === 409)?.json() as { code: string }).code).toBe('QUOTA_EXCEEDED');
    const statuses = [(await leaveRow(a.id)).status, (await leaveRow(b.id)).status].sort();
    expect(statuses).toEqual(['A', 'P']);
    // The same request approved twice at once: the second finds it decided.
    const c = await kit.request(driver, 'NP', '2030-10-01', '2030-10-01');
    const twice = await Promise.all([approve(c.id), approve(c.id)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('rejects a pending request with remarks', async () => {
    const driver = await people.driver();
    const leave = await kit.request(driver, 'AL', '2030-11-04', '2030-11-05');
    const res = await api.post(admin, `/limo/api/rejectLeave/${leave.id}`, { remarks: 'Peak season' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ leave: expect.objectContaining({ id: leave.id, status: 'R', remarks: 'Peak season', decidedBy: 'admin' }) });
    expectError(await approve(leave.id), 409, /already rejected/);
    // A rejected request no longer holds its dates.
    expect((await kit.request(driver, 'AL', '2030-11-04', '2030-11-04')).status).toBe('P');
  });

  it("decides the selected branch's requests only, with LEAVEAPPROVAL", async () => {
    const sz = await kit.otherBranchDriver();
    const made = await api.post(admin, '/limo/api/leaves', { driverId: sz, leaveType: 'NP', dateFrom: '2030-12-02', dateTo: '2030-12-02' }, SZ);
    const id = (made.json() as Leave).id;
    expectError(await approve(id), 404);
    expectError(await api.post(admin, `/limo/api/rejectLeave/${id}`, {}), 404);
    const driver = await people.driver();
    const leave = await kit.request(driver, 'NP', '2030-12-03', '2030-12-03');
    expectError(await approve(leave.id, dispatcher), 403);
    expectError(await api.post(dispatcher, `/limo/api/rejectLeave/${leave.id}`, {}), 403);
    const approver = await newStaff(app, admin, ['LEAVEAPPROVAL']);
    expect((await approve(leave.id, approver.token)).statusCode).toBe(200);
    expect((await approve(id, admin, SZ)).statusCode).toBe(200);
    expectError(await approve(99_999_999), 404);
    expectError(await approve(0), 400);
  });
});

describe('the driver page: POST and GET /limo/driver/api/leaves', () => {
  it("sends the driver's own request and lists only their own, newest first", async () => {
    const [me, other] = [await people.driver(), await people.driver()];
    const token = await kit.driverToken(me);
    const driver = (payload: unknown) =>
      app.app.inject({ method: 'POST', url: '/limo/driver/api/leaves', payload: payload as object, headers: { authorization: `Bearer ${token}` } });
    const first = await driver({ leaveType: 'AL', dateFrom: '2030-06-03', dateTo: '2030-06-04', reason: 'Trip' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ driverId: me, status: 'P', days: 2, reason: 'Trip' });
    expect(first.json().createBy).toMatch(/^driver:/);
    const second = await driver({ leaveType: 'SL', dateFrom: '2030-06-20', dateTo: '2030-06-20' });
    expect(second.statusCode, second.body).toBe(201);
    // The driver names nobody else: a driverId in the body is refused.
    expect((await driver({ driverId: other, leaveType: 'AL', dateFrom: '2030-06-25', dateTo: '2030-06-25' })).statusCode).toBe(400);
    expect((await driver({ leaveType: 'AL', dateFrom: '2030-06-04', dateTo: '2030-06-05' })).statusCode).toBe(409);
    await kit.request(other, 'AL', '2030-06-03', '2030-06-04');
    const list = await app.app.inject({ method: 'GET', url: '/limo/driver/api/leaves', headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((l: Leave) => l.id)).toEqual([second.json().id, first.json().id]);
  });

  it('opens to a driver token only: a staff token is refused there, and a driver token on the office calls', async () => {
    const me = await people.driver();
    const token = await kit.driverToken(me);
    expect((await api.get(admin, '/limo/driver/api/leaves')).statusCode).toBe(401);
    expect((await api.post(admin, '/limo/driver/api/leaves', { leaveType: 'AL', dateFrom: '2030-06-03', dateTo: '2030-06-03' })).statusCode).toBe(401);
    expect((await api.post(token, '/limo/api/leaves', { driverId: me, leaveType: 'AL', dateFrom: '2030-06-03', dateTo: '2030-06-03' })).statusCode).toBe(401);
    expect((await app.app.inject({ method: 'GET', url: '/limo/driver/api/leaves' })).statusCode).toBe(401);
  });
});

describe('hrTodo: the HR landing (issue 30 part 8b)', () => {
  const month = (offset: number) => {
    let day = `${operatorToday().slice(0, 7)}-01`;
    for (let i = 0; i < offset; i++) day = `${nextDate(day, -1).slice(0, 7)}-01`;
    return day.slice(0, 7);
  };

  it("counts the branch's pending requests and names the latest month not closed", async () => {
    const hr = await app.login('hr');
    const before = (await api.get(hr, '/limo/api/hrTodo')).json();
    const driver = await people.driver();
    await kit.request(driver, 'AL', '2030-08-05', '2030-08-06');
    // Another branch's request is not this branch's to decide.
    await app.database.db
      .insert(t.leaves)
      .values({ driverId: await kit.otherBranchDriver(), leaveType: 'AL', dateFrom: '2030-08-05', dateTo: '2030-08-05', days: 1 });
    const res = await api.get(hr, '/limo/api/hrTodo');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pendingLeave).toBe(before.pendingLeave + 1);
    const logs = t.allowanceMonthLogs;
    const log = (m: string, action: string) => ({ branchId: 2, month: m, action, drivers: 0, total: '0.00', doneBy: 'hr' });
    await app.database.db.delete(logs).where(eq(logs.branchId, 2));
    expect((await api.get(hr, '/limo/api/hrTodo')).json().monthToClose).toBe(month(1));
    // Last month closed: the month before; a month closed then reopened is open again.
    await app.database.db.insert(logs).values([log(month(1), 'CLOSE'), log(month(2), 'CLOSE'), log(month(2), 'REOPEN')]);
    expect((await api.get(hr, '/limo/api/hrTodo')).json().monthToClose).toBe(month(2));
  });

  it('gives each figure to the holder of its right only, and refuses others', async () => {
    const { token: leaveOnly } = await newStaff(app, admin, ['LEAVEAPPROVAL']);
    const res = await api.get(leaveOnly, '/limo/api/hrTodo');
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json())).toEqual(['pendingLeave']);
    expectError(await api.get(dispatcher, '/limo/api/hrTodo'), 403);
  });
});
