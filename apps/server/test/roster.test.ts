import { operatorToday } from '@limo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, embedded, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { crew } from './scheduling-fixtures.js';

// The daily roster's calls (issue 10, docs/scheduling.md): upsert, generate, reads, overlaps, vehicle maps.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let people: ReturnType<typeof crew>;
const DAY = '2030-06-10';
const rostersOn = async (date: string) => app.database.db.select().from(t.dailyRosters).where(eq(t.dailyRosters.dutyDate, date));

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  people = crew(app, admin);
});
afterAll(() => app.close());

describe('upsertDailyRosters/{date}', () => {
  it("inserts a driver's roster, updates it on the next save, replaces its vehicle changes, and answers the day", async () => {
    const [driver, car, spare] = [await people.driver(), await people.vehicle(), await people.vehicle()];
    const first = await api.post(admin, `/limo/api/upsertDailyRosters/${DAY}`, {
      dailyRosters: [{ driverId: driver, dutyTime: '08:00', dutyEndTime: '17:00', vehicleId: car }],
    });
    const mine = embedded(first, 'dailyRosters').find((r) => r.driverId === driver);
    expect(mine).toMatchObject({ dutyDate: DAY, dutyTime: '08:00:00', dutyEndTime: '17:00:00', offDutyTime: null, vehicleId: car, version: 0, vehicles: [] });
    const again = await api.post(admin, `/limo/api/upsertDailyRosters/${DAY}`, {
      dailyRosters: [
        { driverId: driver, dutyTime: '09:00', vehicleId: car, offDutyTime: '15:00', vehicles: [{ vehicleId: spare, fromTime: '12:00', toTime: '13:00' }] },
      ],
    });
    const updated = embedded(again, 'dailyRosters').find((r) => r.driverId === driver);
    expect(updated).toMatchObject({
      id: mine?.id,
      version: 1,
      dutyTime: '09:00:00',
      offDutyTime: '15:00:00',
      vehicles: [{ vehicleId: spare, fromTime: '12:00:00', toTime: '13:00:00' }],
    });
    expect((await rostersOn(DAY)).filter((r) => r.driverId === driver)).toHaveLength(1);
  });

  it('refuses a bad row naming it, and saves none of the rows', async () => {
    const [a, b] = [await people.driver(), await people.driver()];
    const before = (await rostersOn('2030-06-11')).length;
    const bad = async (rows: unknown, field: string, status = 400) => {
      const res = expectError(await api.post(admin, '/limo/api/upsertDailyRosters/2030-06-11', rows), status);
      expect(res.invalidValues.map((v) => v.field)).toContain(field);
    };
    await bad(
      {
        dailyRosters: [
          { driverId: a, dutyTime: '08:00' },
          { driverId: b, dutyTime: '27:00' },
        ],
      },
      'dailyRosters[1].dutyTime',
    );
    await bad(
      {
        dailyRosters: [
          { driverId: a, dutyTime: '08:00' },
          { driverId: a, dutyTime: '09:00' },
        ],
      },
      'dailyRosters[1].driverId',
    );
    await bad(
      {
        dailyRosters: [
          { driverId: a, dutyTime: '08:00' },
          { driverId: 99_999_999, dutyTime: '09:00' },
        ],
      },
      'dailyRosters[1].driverId',
    );
    await bad({ dailyRosters: [{ driverId: a, offDutyTime: '17:00' }] }, 'dailyRosters[0].offDutyTime');
    const [szCar] = await app.database.db.select().from(t.vehicles).where(eq(t.vehicles.branchId, 1)).limit(1);
    await bad({ dailyRosters: [{ driverId: a, dutyTime: '08:00', vehicleId: szCar.id }] }, 'dailyRosters[0].vehicleId');
    expect((await rostersOn('2030-06-11')).length).toBe(before);
    expectError(await api.post(admin, '/limo/api/upsertDailyRosters/2030-02-30', { dailyRosters: [] }), 400);
    expectError(await api.post(await app.login('hr'), '/limo/api/upsertDailyRosters/2030-06-11', { dailyRosters: [] }), 403);
  });
});

describe('genDailyRoster', () => {
  it("rosters each active driver with a usual shift from it and their usual car; keeps the day's rows unless told to overwrite", async () => {
    const date = '2030-06-20';
    const [driver, car] = [await people.driver(), await people.vehicle()];
    const [shift] = await app.database.db.select().from(t.staffShiftings).where(eq(t.staffShiftings.staffShiftingCode, 'DAY'));
    await app.database.db.update(t.drivers).set({ staffShiftingId: shift.id, defaultVehicleId: car }).where(eq(t.drivers.id, driver));
    const noShift = await people.driver();
    const gen = await api.post(admin, '/limo/node/api/genDailyRoster', { dutyDate: date });
    expect(gen.statusCode, gen.body).toBe(200);
    const body = gen.json();
    expect(body.created).toBeGreaterThan(10);
    expect(body.dailyRosters.find((r: { driverId: number }) => r.driverId === driver)).toMatchObject({
      dutyTime: shift.dutyHourFrom,
      dutyEndTime: shift.dutyHourTo,
      vehicleId: car,
      staffShiftingId: shift.id,
    });
    expect(body.skipped).toContainEqual(expect.objectContaining({ driverId: noShift, reason: 'no usual shift' }));
    await api.post(admin, `/limo/api/upsertDailyRosters/${date}`, { dailyRosters: [{ driverId: driver, dutyTime: '11:00', vehicleId: car }] });
    const kept = (await api.post(admin, '/limo/node/api/genDailyRoster', { dutyDate: date })).json();
    expect(kept.created).toBe(0);
    expect(kept.dailyRosters.find((r: { driverId: number }) => r.driverId === driver).dutyTime).toBe('11:00:00');
    const redone = (await api.post(admin, '/limo/node/api/genDailyRoster', { dutyDate: date, overwrite: true })).json();
    expect(redone.updated).toBeGreaterThan(10);
    expect(redone.dailyRosters.find((r: { driverId: number }) => r.driverId === driver).dutyTime).toBe(shift.dutyHourFrom);
  });

  it('run twice at once makes one roster per driver', async () => {
    const date = '2030-06-21';
    const runs = await Promise.all([1, 2, 3].map(() => api.post(admin, '/limo/node/api/genDailyRoster', { dutyDate: date })));
    for (const run of runs) expect(run.statusCode, run.body).toBe(200);
    const rows = await rostersOn(date);
    expect(new Set(rows.map((r) => r.driverId)).size).toBe(rows.length);
    expect(runs.reduce((n, r) => n + r.json().created, 0)).toBe(rows.length);
    expectError(await api.post(admin, '/limo/node/api/genDailyRoster', { dutyDate: 'today' }), 400);
  });
});

describe('roster reads', () => {
  it('lists by driver and by vehicle over a range, one driver or vehicle when asked; at most 62 days', async () => {
    const [driver, car] = [await people.driver(), await people.vehicle()];
    for (const date of ['2030-07-01', '2030-07-02'])
      await api.post(admin, `/limo/api/upsertDailyRosters/${date}`, { dailyRosters: [{ driverId: driver, dutyTime: '08:00', vehicleId: car }] });
    const byDriver = embedded(
      await api.post(admin, '/limo/api/getRosterByDriver', { fromDate: '2030-07-01', toDate: '2030-07-02', driverId: driver }),
      'dailyRosters',
    );
    expect(byDriver.map((r) => r.dutyDate)).toEqual(['2030-07-01', '2030-07-02']);
    const byVehicle = embedded(
      await api.post(admin, '/limo/api/getRosterByVehicle', { fromDate: '2030-07-01', toDate: '2030-07-01', vehicleId: car }),
      'dailyRosters',
    );
    expect(byVehicle).toEqual([expect.objectContaining({ driverId: driver, licensePlateNo: expect.any(String) })]);
    expectError(await api.post(admin, '/limo/api/getRosterByDriver', { fromDate: '2030-07-01', toDate: '2030-09-30' }), 400);
    expectError(await api.post(admin, '/limo/api/getRosterByDriver', { fromDate: '2030-07-02', toDate: '2030-07-01' }), 400);
  });

  it('finds a vehicle given to two drivers at once, counting a night duty of the day before', async () => {
    const [a, b, c, car] = [await people.driver(), await people.driver(), await people.driver(), await people.vehicle()];
    await api.post(admin, '/limo/api/upsertDailyRosters/2030-07-10', {
      dailyRosters: [{ driverId: a, dutyTime: '20:00', dutyEndTime: '07:00', vehicleId: car }],
    });
    await api.post(admin, '/limo/api/upsertDailyRosters/2030-07-11', {
      dailyRosters: [
        { driverId: b, dutyTime: '06:30', dutyEndTime: '15:00', vehicleId: car },
        { driverId: c, dutyTime: '15:00', dutyEndTime: '22:00', vehicleId: car },
      ],
    });
    const res = await api.post(admin, '/limo/api/getRosterOverlaps', { fromDate: '2030-07-11' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().overlaps.filter((o: { vehicleId: number }) => o.vehicleId === car);
    expect(mine).toEqual([expect.objectContaining({ driverIds: [a, b], dutyDate: '2030-07-11', from: '2030-07-11 06:30', to: '2030-07-11 07:00' })]);
  });

  it('maps each roster of a date to the vehicles it holds (dailyRosterVehicleMaps by startDate)', async () => {
    const [driver, car, spare] = [await people.driver(), await people.vehicle(), await people.vehicle()];
    await api.post(admin, '/limo/api/upsertDailyRosters/2030-07-20', {
      dailyRosters: [
        { driverId: driver, dutyTime: '08:00', dutyEndTime: '18:00', vehicleId: car, vehicles: [{ vehicleId: spare, fromTime: '12:00', toTime: '14:00' }] },
      ],
    });
    const maps = embedded(await api.get(admin, '/limo/api/dailyRosterVehicleMaps?startDate=2030-07-20'), 'dailyRosterVehicleMaps').filter(
      (m) => m.driverId === driver,
    );
    expect(maps.map((m) => [m.vehicleId, m.fromTime, m.toTime])).toEqual([
      [car, '08:00:00', '12:00:00'],
      [spare, '12:00:00', '14:00:00'],
      [car, '14:00:00', '18:00:00'],
    ]);
    expectError(await api.get(admin, '/limo/api/dailyRosterVehicleMaps'), 400);
  });

  it('the demo data rosters the fortnight, with one overlap today', async () => {
    const today = operatorToday();
    const rows = await app.database.db
      .select()
      .from(t.dailyRosters)
      .where(and(eq(t.dailyRosters.dutyDate, today), eq(t.dailyRosters.branchId, 2)));
    expect(rows.length).toBeGreaterThan(30);
    const overlaps = (await api.post(admin, '/limo/api/getRosterOverlaps', { fromDate: today })).json().overlaps;
    expect(overlaps.length).toBeGreaterThanOrEqual(1);
  });
});

describe('getRosterWeek (issue 30 part 8b)', () => {
  it("answers Monday to Sunday of the date's week, each driver's roster, shift and approved leave per day", async () => {
    const [driver, other] = [await people.driver(), await people.driver()];
    const db = app.database.db;
    await db.update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, driver));
    const [shift] = await db.select().from(t.staffShiftings).where(eq(t.staffShiftings.staffShiftingCode, 'DAY'));
    // 2030-07-03 is a Wednesday: its week runs 2030-07-01 to 2030-07-07.
    await api.post(admin, '/limo/api/upsertDailyRosters/2030-07-01', {
      dailyRosters: [{ driverId: driver, dutyTime: '08:00', dutyEndTime: '17:00', staffShiftingId: shift.id }],
    });
    await api.post(admin, '/limo/api/upsertDailyRosters/2030-07-08', { dailyRosters: [{ driverId: driver, dutyTime: '09:00' }] });
    await db.insert(t.leaves).values({ driverId: other, leaveType: 'AL', dateFrom: '2030-07-06', dateTo: '2030-07-09', days: 4, status: 'A' });
    await db.insert(t.leaves).values({ driverId: driver, leaveType: 'SL', dateFrom: '2030-07-04', dateTo: '2030-07-04', days: 1, status: 'P' });
    const res = await api.post(admin, '/limo/api/getRosterWeek', { date: '2030-07-03' });
    expect(res.statusCode, res.body).toBe(200);
    const week = res.json();
    expect(week.dates).toEqual(['2030-07-01', '2030-07-02', '2030-07-03', '2030-07-04', '2030-07-05', '2030-07-06', '2030-07-07']);
    expect([week.fromDate, week.toDate]).toEqual(['2030-07-01', '2030-07-07']);
    type Day = { dutyDate: string; rosterId: number | null; dutyTime: string | null; staffShiftingCode: string | null; onLeave?: string };
    const row = (id: number) => week.drivers.find((d: { driverId: number }) => d.driverId === id) as { driverNameChi: string | null; days: Day[] };
    const mine = row(driver);
    expect(mine.driverNameChi).toBe('陳大文');
    expect(mine.days.map((d) => d.dutyDate)).toEqual(week.dates);
    expect(mine.days[0]).toMatchObject({ dutyTime: '08:00:00', staffShiftingCode: 'DAY' });
    expect(mine.days[0].rosterId).toBeGreaterThan(0);
    // Next Monday's roster is not in the week; a pending leave is not shown.
    expect(mine.days.slice(1).every((d) => d.rosterId === null && d.onLeave === undefined)).toBe(true);
    expect(row(other).days.map((d) => d.onLeave ?? '')).toEqual(['', '', '', '', '', 'AL', 'AL']);
    expect(row(other).driverNameChi).toBeNull();
  });

  it('refuses a bad date and a user without the roster or scheduling right', async () => {
    expectError(await api.post(admin, '/limo/api/getRosterWeek', { date: '2030-02-30' }), 400);
    expectError(await api.post(admin, '/limo/api/getRosterWeek', {}), 400);
    expectError(await api.post(await app.login('hr'), '/limo/api/getRosterWeek', { date: '2030-07-03' }), 403);
  });
});
