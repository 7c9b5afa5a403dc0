import { operatorToday } from '@limo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { leaveKit } from './leave-fixtures.js';
import { crew } from './scheduling-fixtures.js';

// GET, POST and PUT /limo/node/api/leaveQuota/{year} (issue 16 rule 10).

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let people: ReturnType<typeof crew>;
let kit: ReturnType<typeof leaveKit>;
const URL = '/limo/node/api/leaveQuota/2032';
type QuotaRow = { driverId: number; driverNo: string; year: number; leaveType: string; quotaDays: number; takenDays: number; balanceDays: number };

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  people = crew(app, admin);
  kit = leaveKit(app, admin);
});
afterAll(() => app.close());

const rowsOf = async (token = admin, url = URL, headers?: Record<string, string>) => {
  const res = await api.get(token, url, headers);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as QuotaRow[];
};
const quotaRows = (driverId: number) =>
  app.database.db
    .select()
    .from(t.leaveQuotas)
    .where(and(eq(t.leaveQuotas.driverId, driverId), eq(t.leaveQuotas.year, 2032)));

describe('GET leaveQuota/{year}', () => {
  it('answers every driver of the branch x AL and SL, 0 when no quota is kept, with the days taken and the balance', async () => {
    const driver = await people.driver();
    const rows = await rowsOf();
    const mine = rows.filter((r) => r.driverId === driver);
    expect(mine).toEqual([
      expect.objectContaining({ driverId: driver, year: 2032, leaveType: 'AL', quotaDays: 0, takenDays: 0, balanceDays: 0, driverNameEng: 'Test Driver' }),
      expect.objectContaining({ driverId: driver, leaveType: 'SL', quotaDays: 0, takenDays: 0, balanceDays: 0 }),
    ]);
    const [sz] = await app.database.db.select().from(t.drivers).where(eq(t.drivers.branchId, 1)).limit(1);
    expect(rows.some((r) => r.driverId === sz.id)).toBe(false);
    expect((await rowsOf(admin, URL, { 'x-branch-id': '1' })).some((r) => r.driverId === sz.id)).toBe(true);
    // Sorted by driver number, AL before SL.
    const keys = rows.map((r) => `${r.driverNo}|${r.leaveType}`);
    expect(keys).toEqual([...keys].sort());
  });

  it("gives each driver's Chinese name beside the English one, null when there is none (issue 30 part 2)", async () => {
    const named = await people.driver();
    const unnamed = await people.driver();
    await app.database.db.update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, named));
    const rows = (await rowsOf()) as (QuotaRow & { driverNameChi?: string | null })[];
    expect(rows.filter((r) => r.driverId === named).map((r) => r.driverNameChi)).toEqual(['陳大文', '陳大文']);
    expect(rows.filter((r) => r.driverId === unnamed).map((r) => r.driverNameChi)).toEqual([null, null]);
  });

  it('counts approved leave starting in the year only: pending, rejected and other years do not count', async () => {
    const driver = await people.driver();
    await kit.quota(driver, 2032, 'AL', 10);
    await kit.quota(driver, 2031, 'AL', 10);
    await kit.approved(driver, 'AL', '2032-03-01', '2032-03-03');
    await kit.request(driver, 'AL', '2032-04-01', '2032-04-02');
    const rejected = await kit.request(driver, 'AL', '2032-05-03', '2032-05-04');
    expect((await api.post(admin, `/limo/api/rejectLeave/${rejected.id}`, {})).statusCode).toBe(200);
    await kit.approved(driver, 'AL', '2031-12-31', '2032-01-01');
    const row = (await rowsOf()).find((r) => r.driverId === driver && r.leaveType === 'AL');
    expect(row).toMatchObject({ quotaDays: 10, takenDays: 3, balanceDays: 7 });
  });

  it('opens to LEAVEAPPROVAL or DRIVERROSTERHR; a bad year is a 400', async () => {
    expectError(await api.get(await app.login('dispatcher'), URL), 403);
    const approver = await newStaff(app, admin, ['LEAVEAPPROVAL']);
    await rowsOf(approver.token);
    await rowsOf(await app.login('hr'));
    expectError(await api.get(admin, '/limo/node/api/leaveQuota/32'), 400);
    expectError(await api.get(admin, '/limo/node/api/leaveQuota/1999'), 400);
    expectError(await api.get(admin, '/limo/node/api/leaveQuota/abcd'), 400);
  });
});

describe('POST and PUT leaveQuota/{year}', () => {
  it('creates new quotas (201 with the rows), refuses one that exists (409), and saves nothing of a refused list', async () => {
    const [a, b] = [await people.driver(), await people.driver()];
    const made = await api.post(admin, URL, [
      { driverId: a, leaveType: 'AL', quotaDays: 14 },
      { driverId: a, leaveType: 'SL', quotaDays: 10 },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual([
      expect.objectContaining({ driverId: a, leaveType: 'AL', quotaDays: 14, takenDays: 0, balanceDays: 14 }),
      expect.objectContaining({ driverId: a, leaveType: 'SL', quotaDays: 10 }),
    ]);
    expectError(
      await api.post(admin, URL, [
        { driverId: b, leaveType: 'AL', quotaDays: 12 },
        { driverId: a, leaveType: 'AL', quotaDays: 20 },
      ]),
      409,
      /already has a AL quota/,
    );
    expect(await quotaRows(b)).toEqual([]);
    expect((await quotaRows(a)).find((q) => q.leaveType === 'AL')?.quotaDays).toBe(14);
  });

  it('changes existing quotas (200), and answers 404 for a missing one, saving nothing', async () => {
    const [a, b] = [await people.driver(), await people.driver()];
    await kit.quota(a, 2032, 'AL', 14);
    const changed = await api.put(admin, URL, [{ driverId: a, leaveType: 'AL', quotaDays: 18 }]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual([expect.objectContaining({ driverId: a, leaveType: 'AL', quotaDays: 18, balanceDays: 18 })]);
    expectError(
      await api.put(admin, URL, [
        { driverId: a, leaveType: 'AL', quotaDays: 1 },
        { driverId: b, leaveType: 'SL', quotaDays: 5 },
      ]),
      404,
      /no SL quota/,
    );
    expect((await quotaRows(a))[0].quotaDays).toBe(18);
  });

  it('refuses bad rows (400): NP, negative days, a driver twice, not a list', async () => {
    const a = await people.driver();
    expectError(await api.post(admin, URL, [{ driverId: a, leaveType: 'NP', quotaDays: 1 }]), 400);
    expectError(await api.post(admin, URL, [{ driverId: a, leaveType: 'AL', quotaDays: -1 }]), 400);
    expectError(await api.post(admin, URL, [{ driverId: a, leaveType: 'AL', quotaDays: 1.5 }]), 400);
    expectError(
      await api.post(admin, URL, [
        { driverId: a, leaveType: 'AL', quotaDays: 1 },
        { driverId: a, leaveType: 'AL', quotaDays: 2 },
      ]),
      400,
      /twice/,
    );
    expectError(await api.post(admin, URL, { driverId: a, leaveType: 'AL', quotaDays: 1 }), 400);
    expect(await quotaRows(a)).toEqual([]);
  });

  it("keeps the selected branch's drivers only (404), and needs DRIVERROSTERHR", async () => {
    const [sz] = await app.database.db.select().from(t.drivers).where(eq(t.drivers.branchId, 1)).limit(1);
    expectError(await api.post(admin, URL, [{ driverId: sz.id, leaveType: 'AL', quotaDays: 3 }]), 404);
    expectError(await api.put(admin, URL, [{ driverId: sz.id, leaveType: 'AL', quotaDays: 3 }]), 404);
    const a = await people.driver();
    const approver = await newStaff(app, admin, ['LEAVEAPPROVAL']);
    expectError(await api.post(approver.token, URL, [{ driverId: a, leaveType: 'AL', quotaDays: 3 }]), 403);
    expectError(await api.put(approver.token, URL, [{ driverId: a, leaveType: 'AL', quotaDays: 3 }]), 403);
    const hr = await app.login('hr');
    expect((await api.post(hr, URL, [{ driverId: a, leaveType: 'AL', quotaDays: 3 }])).statusCode).toBe(201);
    expect((await api.put(hr, URL, [{ driverId: a, leaveType: 'AL', quotaDays: 4 }])).statusCode).toBe(200);
  });
});

describe('the demo leave', () => {
  it("gives every demo driver this year's AL 14 and SL 10, and has pending and approved requests taking the drivers off those rosters", async () => {
    const year = operatorToday().slice(0, 4);
    const rows = await rowsOf(admin, `/limo/node/api/leaveQuota/${year}`);
    const d001 = rows.filter((r) => r.driverNo === 'D001');
    expect(d001.map((r) => [r.leaveType, r.quotaDays])).toEqual([
      ['AL', 14],
      ['SL', 10],
    ]);
    // The demo's (the tests above add their own, made by admin).
    const leaves = await app.database.db.select().from(t.leaves).where(eq(t.leaves.createBy, 'system'));
    expect(leaves.filter((l) => l.status === 'P').length).toBeGreaterThanOrEqual(3);
    const approved = leaves.filter((l) => l.status === 'A');
    expect(approved.length).toBeGreaterThanOrEqual(3);
    for (const l of approved) {
      const rosters = await app.database.db.select().from(t.dailyRosters).where(eq(t.dailyRosters.driverId, l.driverId));
      const during = rosters.filter((r) => r.dutyDate >= l.dateFrom && r.dutyDate <= l.dateTo);
      expect(during.length).toBeGreaterThan(0);
      for (const r of during) expect(r.dutyTime, `${l.driverId} ${r.dutyDate}`).toBeNull();
    }
  });
});
