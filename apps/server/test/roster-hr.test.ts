import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { leaveKit } from './leave-fixtures.js';
import { crew } from './scheduling-fixtures.js';

// Roster HR (issue 16): getDriverRosterHR, updateDriverRosterHR and getDriverRosterHRLog.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let people: ReturnType<typeof crew>;
let kit: ReturnType<typeof leaveKit>;
let ft: number; // full-time, June 2030 rostered
let pt: number; // part-time
const rosterIds: Record<string, number> = {};

type Day = {
  date: string;
  dailyRosterId: number | null;
  dutyTime: string | null;
  offDutyTime: string | null;
  workedMinutes: number | null;
  otMinutes: number | null;
  leaveType: string | null;
  holiday: boolean;
  version: number | null;
};
type DriverMonth = { driverId: number; driverNo: string; driverNameEng: string; driverNameChi?: string | null; employmentType: string; days: Day[] };

async function roster(driverId: number, dutyDate: string, dutyTime: string | null, offDutyTime: string | null) {
  const [row] = await app.database.db.insert(t.dailyRosters).values({ branchId: 2, driverId, dutyDate, dutyTime, offDutyTime }).returning();
  return row.id;
}
const month = async (body: Record<string, unknown>, token = admin) => {
  const res = await api.post(token, '/limo/api/getDriverRosterHR', body);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as DriverMonth[];
};
const update = (body: Record<string, unknown>, token = admin) => api.post(token, '/limo/api/updateDriverRosterHR', body);

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  people = crew(app, admin);
  kit = leaveKit(app, admin);
  // Two allowance versions: 600 standard minutes from 2030-01-01, 480 from 2030-06-15 (rule 1).
  await app.database.db.insert(t.allowanceEffDates).values([
    { effDate: '2030-01-01', otStandardMinutes: 600, otHourlyRate: '60.00' },
    { effDate: '2030-06-15', otStandardMinutes: 480, otHourlyRate: '80.00' },
  ]);
  await kit.holiday('2030-06-05');
  [ft, pt] = [await people.driver(), await people.driver()];
  await app.database.db.update(t.drivers).set({ employmentType: 'PT' }).where(eq(t.drivers.id, pt));
  rosterIds.jun10 = await roster(ft, '2030-06-10', '08:00', '20:32');
  rosterIds.jun20 = await roster(ft, '2030-06-20', '08:00', '18:10');
  rosterIds.jun21 = await roster(ft, '2030-06-21', '22:00', '07:00');
  rosterIds.jun22 = await roster(ft, '2030-06-22', '08:00', null);
  rosterIds.may20 = await roster(ft, '2030-05-20', '08:00', '18:00');
  rosterIds.ptJun10 = await roster(pt, '2030-06-10', '08:00', '20:30');
  await kit.quota(ft, 2030, 'SL', 10);
  await kit.approved(ft, 'SL', '2030-06-25', '2030-06-26');
});
afterAll(() => app.close());

describe('getDriverRosterHR', () => {
  it('answers every date of the month with worked and overtime minutes by the version of the day, leave and holidays', async () => {
    const [me] = await month({ month: '2030-06', driverId: ft });
    expect(me).toMatchObject({ driverId: ft, employmentType: 'FT' });
    expect(me.days).toHaveLength(30);
    expect(me.days[0]).toEqual({
      date: '2030-06-01',
      dailyRosterId: null,
      dutyTime: null,
      offDutyTime: null,
      workedMinutes: null,
      otMinutes: null,
      leaveType: null,
      holiday: false,
      version: null,
    });
    const on = (date: string) => me.days.find((d) => d.date === date) as Day;
    // 752 worked - 600 = 152, floored to 15-minute blocks.
    expect(on('2030-06-10')).toMatchObject({
      dailyRosterId: rosterIds.jun10,
      dutyTime: '08:00:00',
      offDutyTime: '20:32:00',
      workedMinutes: 752,
      otMinutes: 150,
      version: 0,
    });
    // The version of 2030-06-15 on: 610 - 480 = 130, floored to 120.
    expect(on('2030-06-20')).toMatchObject({ workedMinutes: 610, otMinutes: 120 });
    // Across midnight: 22:00 to 07:00 is 540 minutes.
    expect(on('2030-06-21')).toMatchObject({ workedMinutes: 540, otMinutes: 60 });
    expect(on('2030-06-22')).toMatchObject({ dutyTime: '08:00:00', offDutyTime: null, workedMinutes: null, otMinutes: null });
    expect(on('2030-06-05').holiday).toBe(true);
    expect([on('2030-06-24').leaveType, on('2030-06-25').leaveType, on('2030-06-26').leaveType]).toEqual([null, 'SL', 'SL']);
    const [part] = await month({ month: '2030-06', driverId: pt });
    expect(part.days.find((d) => d.date === '2030-06-10')).toMatchObject({ workedMinutes: 750, otMinutes: 0 });
  });

  it("lists the selected branch's drivers by number; another branch's driver is not found", async () => {
    const all = await month({ month: '2030-06' });
    expect(all.map((d) => d.driverId)).toEqual(expect.arrayContaining([ft, pt]));
    const nos = all.map((d) => d.driverNo);
    expect(nos).toEqual([...nos].sort());
    const [sz] = await app.database.db.select().from(t.drivers).where(eq(t.drivers.branchId, 1)).limit(1);
    expect(all.some((d) => d.driverId === sz.id)).toBe(false);
    expectError(await api.post(admin, '/limo/api/getDriverRosterHR', { month: '2030-06', driverId: sz.id }), 404);
    expect((await month({ month: '2030-02', driverId: ft }))[0].days).toHaveLength(28);
  });

  it('answers the Chinese name beside the English one, null when there is none (issue 30)', async () => {
    await app.database.db.update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, ft));
    const all = await month({ month: '2030-06' });
    expect(all.find((d) => d.driverId === ft)).toMatchObject({ driverNameEng: 'Test Driver', driverNameChi: '陳大文' });
    expect(all.find((d) => d.driverId === pt)).toMatchObject({ driverNameChi: null });
  });

  it('refuses a bad month (400) and a user without DRIVERROSTERHR (403)', async () => {
    for (const m of ['2030-13', '2030-6', '30-06', '']) expectError(await api.post(admin, '/limo/api/getDriverRosterHR', { month: m }), 400);
    expectError(await api.post(await app.login('dispatcher'), '/limo/api/getDriverRosterHR', { month: '2030-06' }), 403);
    await month({ month: '2030-06', driverId: ft }, await app.login('hr'));
  });
});

describe('updateDriverRosterHR and getDriverRosterHRLog', () => {
  it('corrects the times, answers the day, and logs before and after with who and why', async () => {
    const res = await update({ dailyRosterId: rosterIds.jun22, dutyTime: '08:00', offDutyTime: '19:00', version: 0, remarks: 'Forgot to clock out' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      driverId: ft,
      date: '2030-06-22',
      dailyRosterId: rosterIds.jun22,
      dutyTime: '08:00:00',
      offDutyTime: '19:00:00',
      workedMinutes: 660,
      otMinutes: 180,
      leaveType: null,
      holiday: false,
      version: 1,
    });
    const again = await update({ dailyRosterId: rosterIds.jun22, dutyTime: '07:30', offDutyTime: '19:00', version: 1 });
    expect(again.statusCode, again.body).toBe(200);
    const log = await api.get(admin, `/limo/api/getDriverRosterHRLog/${rosterIds.jun22}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json()).toEqual([
      {
        before: { dutyTime: '08:00:00', offDutyTime: '19:00:00' },
        after: { dutyTime: '07:30:00', offDutyTime: '19:00:00' },
        remarks: null,
        doneBy: 'admin',
        doneDt: expect.any(String),
      },
      {
        before: { dutyTime: '08:00:00', offDutyTime: null },
        after: { dutyTime: '08:00:00', offDutyTime: '19:00:00' },
        remarks: 'Forgot to clock out',
        doneBy: 'admin',
        doneDt: expect.any(String),
      },
    ]);
    const [me] = await month({ month: '2030-06', driverId: ft });
    expect(me.days.find((d) => d.date === '2030-06-22')).toMatchObject({ dutyTime: '07:30:00', workedMinutes: 690, version: 2 });
  });

  it('refuses a stale version (409) and saves nothing', async () => {
    const ok = await update({ dailyRosterId: rosterIds.jun20, dutyTime: '08:00', offDutyTime: '18:40', version: 0 });
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(await update({ dailyRosterId: rosterIds.jun20, dutyTime: '09:00', offDutyTime: '18:00', version: 0 }), 409, /changed by someone else/);
    const [row] = await app.database.db.select().from(t.dailyRosters).where(eq(t.dailyRosters.id, rosterIds.jun20));
    expect([row.dutyTime, row.offDutyTime, row.version]).toEqual(['08:00:00', '18:40:00', 1]);
  });

  it('refuses a month closed for the branch (409 code MONTH_CLOSED) and logs nothing, and corrects again once reopened', async () => {
    const closed = await api.post(admin, '/limo/api/closeAllowanceMonth', { month: '2030-05' });
    expect(closed.statusCode, closed.body).toBe(200);
    const body = expectError(await update({ dailyRosterId: rosterIds.may20, dutyTime: '08:00', offDutyTime: '20:00', version: 0 }), 409) as unknown as {
      code: string;
    };
    expect(body.code).toBe('MONTH_CLOSED');
    const [row] = await app.database.db.select().from(t.dailyRosters).where(eq(t.dailyRosters.id, rosterIds.may20));
    expect(row.offDutyTime).toBe('18:00:00');
    expect((await api.get(admin, `/limo/api/getDriverRosterHRLog/${rosterIds.may20}`)).json()).toEqual([]);
    // Closed for every driver of the branch, even one with nothing to pay that month.
    const other = await roster(pt, '2030-05-21', '08:00', '18:00');
    expect((await update({ dailyRosterId: other, dutyTime: '08:00', offDutyTime: '20:00', version: 0 })).statusCode).toBe(409);
    expect((await api.post(admin, '/limo/api/reopenAllowanceMonth', { month: '2030-05' })).statusCode).toBe(200);
    expect((await update({ dailyRosterId: rosterIds.may20, dutyTime: '08:00', offDutyTime: '20:00', version: 0 })).statusCode).toBe(200);
  });

  it('refuses bad bodies (400)', async () => {
    const id = rosterIds.jun10;
    expectError(await update({ dailyRosterId: id, dutyTime: null, offDutyTime: '18:00', version: 0 }), 400, /needs a duty time/);
    expectError(await update({ dailyRosterId: id, dutyTime: '25:00', offDutyTime: null, version: 0 }), 400);
    expectError(await update({ dailyRosterId: id, dutyTime: '08:00', offDutyTime: '18:00' }), 400);
    expectError(await update({ dailyRosterId: id, dutyTime: '08:00', offDutyTime: '18:00', version: 0, extra: 1 }), 400);
    expectError(await api.get(admin, '/limo/api/getDriverRosterHRLog/abc'), 400);
  });

  it("keeps to the selected branch's rosters (404) and needs DRIVERROSTERHR (403)", async () => {
    const [sz] = await app.database.db.select().from(t.dailyRosters).where(eq(t.dailyRosters.branchId, 1)).limit(1);
    expectError(await update({ dailyRosterId: sz.id, dutyTime: '08:00', offDutyTime: '18:00', version: sz.version }), 404);
    expectError(await api.get(admin, `/limo/api/getDriverRosterHRLog/${sz.id}`), 404);
    expectError(await update({ dailyRosterId: 99_999_999, dutyTime: '08:00', offDutyTime: '18:00', version: 0 }), 404);
    const dispatcher = await app.login('dispatcher');
    expectError(await update({ dailyRosterId: rosterIds.jun21, dutyTime: '08:00', offDutyTime: '18:00', version: 0 }, dispatcher), 403);
    expectError(await api.get(dispatcher, `/limo/api/getDriverRosterHRLog/${rosterIds.jun21}`), 403);
    const hr = await app.login('hr');
    expect((await update({ dailyRosterId: rosterIds.jun21, dutyTime: '22:00', offDutyTime: '06:00', version: 0 }, hr)).json()).toMatchObject({
      workedMinutes: 480,
      otMinutes: 0,
    });
    expect((await api.get(hr, `/limo/api/getDriverRosterHRLog/${rosterIds.jun21}`)).json()[0].doneBy).toBe('hr');
  });
});
