import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { leaveKit } from './leave-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';

// Approved leave on the grid (issue 16 rule 10): the ON_LEAVE clash of updateOrderVehicle and
// secondCallAssign, the jobs the approval lists, and onLeave on the grid's and the roster's rows.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let make: ReturnType<typeof orderMaker>;
let people: ReturnType<typeof crew>;
let kit: ReturnType<typeof leaveKit>;
const DAY = '2030-08-05';
let away: number; // on duty DAY with a car, on approved AL DAY to DAY+1
let car: number;

type Job = { orderVehicleId: number; version: number; orderRefId: string };
const job = async (pickupTime: string, date = DAY): Promise<Job> => {
  const order = await make.create(card.c1, [make.vehicle({ pickupDate: date, pickupTime })]);
  return { orderVehicleId: order.orderVehicles[0].id, version: order.orderVehicles[0].version, orderRefId: order.orderRefId };
};
const assign = (body: Record<string, unknown>) => api.post(admin, '/limo/api/updateOrderVehicle', body);
type ClashBody = { clashes: { kind: string; orderVehicleId: number; message: string }[] };

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  make = orderMaker(app, admin, card);
  people = crew(app, admin);
  kit = leaveKit(app, admin);
  [away, car] = [await people.driver(), await people.vehicle()];
  await people.roster(away, DAY, '07:00', '19:00', car);
  await people.roster(away, '2030-08-04', '07:00', '19:00', car);
  await kit.quota(away, 2030, 'AL', 14);
  await kit.approved(away, 'AL', DAY, '2030-08-06');
});
afterAll(() => app.close());

describe('the ON_LEAVE clash', () => {
  it('refuses giving a job to a driver on approved leave (409 ON_LEAVE), and saves it with override, keeping the clash in the history', async () => {
    const j = await job('10:00');
    const body = expectError(
      await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: away }),
      409,
      /on approved leave/,
    ) as unknown as ClashBody;
    expect(body.clashes).toEqual([{ kind: 'ON_LEAVE', orderVehicleId: j.orderVehicleId, message: expect.stringContaining('on approved leave on 05/08/2030') }]);
    const [row] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, j.orderVehicleId));
    expect(row.driverId).toBeNull();
    const saved = await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: away, override: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ driverId: away, vehicleId: car });
    const history = await app.database.db
      .select()
      .from(t.orderHistories)
      .where(and(eq(t.orderHistories.orderVehicleId, j.orderVehicleId), eq(t.orderHistories.fieldName, 'clashOverride')));
    expect(history[0]?.newValue).toContain('on approved leave');
  });

  it('is a clash of a second call too', async () => {
    const j = await job('15:00');
    const res = await api.post(admin, `/limo/api/secondCallAssign/${j.orderVehicleId}`, { driverId: away });
    expect((expectError(res, 409) as unknown as ClashBody).clashes.map((c) => c.kind)).toContain('ON_LEAVE');
  });

  it('leaves the days around, pending and rejected leave alone', async () => {
    const before = await job('10:00', '2030-08-04');
    expect((await assign({ orderVehicleId: before.orderVehicleId, version: before.version, driverId: away })).statusCode).toBe(200);
    const [pending, rejected, pendingCar, rejectedCar] = [await people.driver(), await people.driver(), await people.vehicle(), await people.vehicle()];
    await people.roster(pending, DAY, '07:00', '19:00', pendingCar);
    await people.roster(rejected, DAY, '07:00', '19:00', rejectedCar);
    await kit.request(pending, 'NP', DAY, DAY);
    const no = await kit.request(rejected, 'NP', DAY, DAY);
    expect((await api.post(admin, `/limo/api/rejectLeave/${no.id}`, {})).statusCode).toBe(200);
    for (const driverId of [pending, rejected]) {
      const j = await job('11:00');
      const res = await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe("the approval's jobs", () => {
  it("lists the driver's live jobs picked up in the leave's dates, main or second call, in pick-up order", async () => {
    const [driver, other, cx, co] = [await people.driver(), await people.driver(), await people.vehicle(), await people.vehicle()];
    for (const d of ['2030-08-12', '2030-08-13', '2030-08-14']) {
      await people.roster(driver, d, '07:00', '19:00', cx);
      await people.roster(other, d, '07:00', '19:00', co);
    }
    const give = async (j: Job, driverId: number) => {
      const res = await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId });
      expect(res.statusCode, res.body).toBe(200);
    };
    const [late, early, outside, second] = [
      await job('16:00', '2030-08-13'),
      await job('09:00', '2030-08-12'),
      await job('09:00', '2030-08-14'),
      await job('12:00', '2030-08-12'),
    ];
    await give(late, driver);
    await give(early, driver);
    await give(outside, driver);
    await give(second, other);
    expect((await api.post(admin, `/limo/api/secondCallAssign/${second.orderVehicleId}`, { driverId: driver })).statusCode).toBe(200);
    const leave = await kit.request(driver, 'NP', '2030-08-12', '2030-08-13');
    // Before deciding: the same list, to LEAVEAPPROVAL alone (no order rights needed).
    const hr = await app.login('hr');
    const preview = await api.get(hr, `/limo/api/leaveJobs/${leave.id}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().map((j: Job) => j.orderVehicleId)).toEqual([early.orderVehicleId, second.orderVehicleId, late.orderVehicleId]);
    expectError(await api.get(await app.login('dispatcher'), `/limo/api/leaveJobs/${leave.id}`), 403);
    expectError(await api.get(admin, `/limo/api/leaveJobs/${leave.id}`, { 'x-branch-id': '1' }), 404);
    const res = await api.post(admin, `/limo/api/approveLeave/${leave.id}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobs).toEqual([
      { orderVehicleId: early.orderVehicleId, orderRefId: early.orderRefId, pickupDate: '2030-08-12', pickupTime: '09:00:00' },
      { orderVehicleId: second.orderVehicleId, orderRefId: second.orderRefId, pickupDate: '2030-08-12', pickupTime: '12:00:00' },
      { orderVehicleId: late.orderVehicleId, orderRefId: late.orderRefId, pickupDate: '2030-08-13', pickupTime: '16:00:00' },
    ]);
  });
});

describe('leave on the grid and the rosters', () => {
  it('marks onLeave on the roster and the driver of the grid day, and lists the leave for the clash marks', async () => {
    const res = await api.get(admin, `/limo/api/scheduling/day/${DAY}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const day = res.json() as {
      rosters: { driverId: number; dutyDate: string; onLeave?: string }[];
      drivers: { id: number; onLeave?: string }[];
      leaves: { driverId: number; leaveType: string; fromDate: string; toDate: string }[];
    };
    expect(day.rosters.find((r) => r.driverId === away && r.dutyDate === DAY)?.onLeave).toBe('AL');
    expect(day.rosters.find((r) => r.driverId === away && r.dutyDate === '2030-08-04')).not.toHaveProperty('onLeave');
    expect(day.drivers.find((d) => d.id === away)?.onLeave).toBe('AL');
    expect(day.drivers.filter((d) => d.onLeave).map((d) => d.id)).toEqual([away]);
    expect(day.leaves).toContainEqual({ driverId: away, leaveType: 'AL', fromDate: DAY, toDate: '2030-08-06' });
  });

  it('marks onLeave on the roster rows of the driver on leave', async () => {
    const res = await api.post(admin, '/limo/api/getRosterByDriver', { fromDate: '2030-08-04', toDate: '2030-08-06', driverId: away });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const rows = res.json()._embedded.dailyRosters as { dutyDate: string; onLeave?: string }[];
    expect(rows.map((r) => [r.dutyDate, r.onLeave ?? null])).toEqual([
      ['2030-08-04', null],
      [DAY, 'AL'],
    ]);
  });

  it('gives a driver on approved leave no duty when the day is rostered from the usual shifts', async () => {
    const [{ id: shiftId }] = await app.database.db.select({ id: t.staffShiftings.id }).from(t.staffShiftings).limit(1);
    const rested = await people.driver();
    await app.database.db.update(t.drivers).set({ staffShiftingId: shiftId }).where(eq(t.drivers.id, rested));
    await kit.quota(rested, 2030, 'AL', 14);
    await kit.approved(rested, 'AL', '2030-08-12', '2030-08-12');
    const gen = await api.post(admin, '/limo/node/api/genDailyRoster', { dutyDate: '2030-08-12' });
    expect(gen.statusCode, gen.body).toBe(200);
    const answer = gen.json() as { skipped: { driverId: number; reason: string }[]; dailyRosters: { driverId: number }[] };
    expect(answer.skipped).toContainEqual(expect.objectContaining({ driverId: rested, reason: 'on leave (AL)' }));
    expect(answer.dailyRosters.map((r) => r.driverId)).not.toContain(rested);
    // The day after the leave, the same driver is rostered from the shift.
    const next = (await api.post(admin, '/limo/node/api/genDailyRoster', { dutyDate: '2030-08-13' })).json() as typeof answer;
    expect(next.dailyRosters.map((r) => r.driverId)).toContain(rested);
  });
});
