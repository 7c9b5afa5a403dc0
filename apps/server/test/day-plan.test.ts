import { eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client, embedded, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';
import { uniqueCode } from './samples.js';

// The day planner's calls (issue 32, docs/scheduling.md "Plan the day"): plan, read, apply.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let make: ReturnType<typeof orderMaker>;
let people: ReturnType<typeof crew>;

type Plan = {
  id: number;
  date: string;
  status: string;
  createdDt: string;
  assignments: { orderVehicleId: number; driverId: number; vehicleId: number; version: number; deadheadMinutes: number }[];
  unassigned: { orderVehicleId: number; reasons: string[] }[];
  metrics: Record<string, unknown> & { baseline: { assigned: number; deadheadMinutes: number } };
};

/** A vehicle of the card's type (the planner gives a job only to a car of its type). */
async function car(): Promise<number> {
  const res = await api.post(admin, '/limo/api/vehicles', { licensePlateNo: uniqueCode(7), vehicleTypeId: card.vt, vehicleStatus: 'A' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
/** A driver on duty on `day` (from-to) with a car of their own. */
async function onDuty(day: string, from = '07:00', to = '20:00') {
  const [driverId, vehicleId] = [await people.driver(), await car()];
  await people.roster(driverId, day, from, to, vehicleId);
  return { driverId, vehicleId };
}
const job = async (day: string, pickupTime: string): Promise<{ id: number; version: number }> => {
  const order = await make.create(card.c1, [make.vehicle({ pickupDate: day, pickupTime })]);
  const [row] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, order.orderVehicles[0].id));
  return { id: row.id, version: row.version };
};
const plan = (body: Record<string, unknown>, token = admin, headers?: Record<string, string>) => api.post(token, '/limo/api/scheduling/plans', body, headers);
const apply = (id: number, body: Record<string, unknown> = {}, token = admin) => api.post(token, `/limo/api/scheduling/plans/${id}/apply`, body);
const rowsOf = (ids: number[]) => app.database.db.select().from(t.orderVehicles).where(inArray(t.orderVehicles.id, ids));

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  make = orderMaker(app, admin, card);
  people = crew(app, admin);
});
afterAll(() => app.close());

describe('POST plans, GET plans/{id}, apply', () => {
  it('proposes a driver and car for every open job, reads back as answered, applies all with "assigned by plan N", and applies nothing twice', async () => {
    const DAY = '2031-04-01';
    const crewOf = [await onDuty(DAY), await onDuty(DAY)];
    const jobs = [await job(DAY, '08:00'), await job(DAY, '08:00'), await job(DAY, '13:00')];
    const res = await plan({ date: DAY });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Plan;
    expect(made).toMatchObject({ date: DAY, status: 'PROPOSED', unassigned: [] });
    expect(Number.isNaN(Date.parse(made.createdDt))).toBe(false);
    expect(made.assignments.map((a) => a.orderVehicleId).sort()).toEqual(jobs.map((j) => j.id).sort());
    for (const a of made.assignments) {
      const driver = crewOf.find((c) => c.driverId === a.driverId);
      expect(driver, `job ${a.orderVehicleId} to a rostered driver`).toBeDefined();
      expect(a.vehicleId).toBe(driver?.vehicleId);
      expect(a.version).toBe(jobs.find((j) => j.id === a.orderVehicleId)?.version);
    }
    // The two 08:00 jobs go to different drivers.
    const early = made.assignments.filter((a) => a.orderVehicleId !== jobs[2].id).map((a) => a.driverId);
    expect(new Set(early).size).toBe(2);
    expect(made.metrics).toMatchObject({ jobs: 3, assigned: 3, unassigned: 0 });

    const read = await api.get(admin, `/limo/api/scheduling/plans/${made.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ ...made, appliedOrderVehicleIds: [] });

    const applied = await apply(made.id);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().refused).toEqual([]);
    expect([...applied.json().applied].sort()).toEqual(jobs.map((j) => j.id).sort());
    for (const row of await rowsOf(jobs.map((j) => j.id))) {
      const a = made.assignments.find((x) => x.orderVehicleId === row.id);
      expect([row.driverId, row.vehicleId, row.version]).toEqual([a?.driverId, a?.vehicleId, (a?.version ?? 0) + 1]);
      const history = await app.database.db.select().from(t.orderHistories).where(eq(t.orderHistories.orderVehicleId, row.id));
      expect(history.map((h) => [h.fieldName, h.newValue])).toContainEqual(['plan', `assigned by plan ${made.id}`]);
    }
    expect((await api.get(admin, `/limo/api/scheduling/plans/${made.id}`)).json().appliedOrderVehicleIds.sort()).toEqual(jobs.map((j) => j.id).sort());

    const again = await apply(made.id);
    expect(again.json().applied).toEqual([]);
    expect(again.json().refused.map((r: { code: string }) => r.code)).toEqual(['STALE', 'STALE', 'STALE']);
    // The order history shows the plan's row in the reader's language.
    const orderId = (await rowsOf([jobs[0].id]))[0].orderId;
    const zh = embedded(await api.get(admin, `/limo/api/orderHistories?orderId=${orderId}&size=100`, { 'accept-language': 'zh-HK' }), 'orderHistories');
    expect(zh.filter((h) => h.fieldName === 'plan').map((h) => [h.fieldLabel, h.newText])).toEqual([['全日規劃', `由全日規劃 ${made.id} 指派`]]);
  });

  it('refuses a job changed since the plan as STALE and one that now clashes with its clash code, applying the rest', async () => {
    const DAY = '2031-04-02';
    const a = await onDuty(DAY, '07:00', '12:00');
    const [j1, j2] = [await job(DAY, '08:00'), await job(DAY, '10:30')];
    const made = (await plan({ date: DAY })).json() as Plan;
    expect(made.assignments.map((x) => x.driverId)).toEqual([a.driverId, a.driverId]);
    // Between plan and apply: j1 moves (its version changes); a new job is given to the driver over j2's time.
    const moved = await api.post(admin, '/limo/api/updateOrderVehicle', { orderVehicleId: j1.id, version: j1.version, startTime: '08:15', endTime: '09:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    const j3 = await job(DAY, '10:30');
    const given = await api.post(admin, '/limo/api/updateOrderVehicle', { orderVehicleId: j3.id, version: j3.version, driverId: a.driverId });
    expect(given.statusCode, given.body).toBe(200);

    const res = await apply(made.id, {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().applied).toEqual([]);
    const refused = res.json().refused as { orderVehicleId: number; code: string; message: string }[];
    expect(refused.map((r) => [r.orderVehicleId, r.code])).toEqual([
      [j1.id, 'STALE'],
      [j2.id, 'DRIVER_BUSY'],
    ]);
    expect(refused[0].message).toMatch(/changed after the plan/);
    const [r1, r2] = await rowsOf([j1.id, j2.id]).then((rows) => rows.sort((x, y) => x.id - y.id));
    expect([r1.driverId, r2.driverId]).toEqual([null, null]);
  });

  it('two dispatchers applying the same plan at once: each job applied exactly once, the other refused STALE', async () => {
    const DAY = '2031-04-03';
    await onDuty(DAY);
    await onDuty(DAY);
    const jobs = [await job(DAY, '08:00'), await job(DAY, '09:00'), await job(DAY, '14:00'), await job(DAY, '16:00')];
    const made = (await plan({ date: DAY })).json() as Plan;
    expect(made.assignments).toHaveLength(4);
    const other = (await newStaff(app, admin, ['SCHEDULINGWRITE'])).token;
    const [x, y] = await Promise.all([apply(made.id, {}, admin), apply(made.id, {}, other)]);
    const [ax, ay] = [x.json(), y.json()];
    expect([...ax.applied, ...ay.applied].sort()).toEqual(jobs.map((j) => j.id).sort());
    for (const j of jobs) {
      const winners = [ax.applied.includes(j.id), ay.applied.includes(j.id)].filter(Boolean).length;
      expect(winners, `job ${j.id} applied once`).toBe(1);
      const lost = [...ax.refused, ...ay.refused].filter((r: { orderVehicleId: number }) => r.orderVehicleId === j.id);
      expect(lost.map((r: { code: string }) => r.code)).toEqual(['STALE']);
    }
  });

  it('applies single jobs; keepAssigned false moves a job whose driver has not acknowledged it, never an acknowledged one', async () => {
    const DAY = '2031-04-04';
    const a = await onDuty(DAY);
    await onDuty(DAY);
    const [j1, j2, j3] = [await job(DAY, '08:00'), await job(DAY, '11:00'), await job(DAY, '15:00')];
    const made = (await plan({ date: DAY, orderVehicleIds: [j1.id, j2.id] })).json() as Plan;
    expect(made.assignments.map((x) => x.orderVehicleId).sort()).toEqual([j1.id, j2.id].sort());
    const one = await apply(made.id, { orderVehicleIds: [j2.id] });
    expect(one.json()).toEqual({ applied: [j2.id], refused: [] });
    expect((await rowsOf([j1.id]))[0].driverId).toBeNull();

    // j3 given by hand and acknowledged; j2 given (by the plan) but not acknowledged.
    const j3row = (await rowsOf([j3.id]))[0];
    expect((await api.post(admin, '/limo/api/updateOrderVehicle', { orderVehicleId: j3.id, version: j3row.version, driverId: a.driverId })).statusCode).toBe(
      200,
    );
    await app.database.db.update(t.orderVehicles).set({ jobStatus: 'ACK' }).where(eq(t.orderVehicles.id, j3.id));
    const kept = (await plan({ date: DAY })).json() as Plan;
    expect(kept.assignments.map((x) => x.orderVehicleId)).toEqual([j1.id]);
    const moving = (await plan({ date: DAY, keepAssigned: false })).json() as Plan;
    expect(moving.assignments.map((x) => x.orderVehicleId).sort()).toEqual([j1.id, j2.id].sort());
    expectError(await plan({ date: DAY, keepAssigned: false, orderVehicleIds: [j3.id] }), 400, new RegExp(String(j3.id)));
  });
});

describe('unassigned jobs and their reasons', () => {
  it('names why: no driver on duty, no vehicle of the type, on leave, all busy', async () => {
    const DAY = '2031-04-05';
    const a = await onDuty(DAY, '08:00', '12:00');
    const night = await job(DAY, '22:00');
    const [busy1, busy2] = [await job(DAY, '09:00'), await job(DAY, '09:00')];
    const made = (await plan({ date: DAY })).json() as Plan;
    expect(made.assignments.map((x) => x.driverId)).toEqual([a.driverId]);
    const reasons = new Map(made.unassigned.map((u) => [u.orderVehicleId, u.reasons]));
    expect(reasons.get(night.id)).toEqual(['NO_DRIVER_ON_DUTY']);
    const lost = [busy1.id, busy2.id].find((id) => reasons.has(id)) as number;
    expect(reasons.get(lost)).toEqual(['ALL_BUSY']);
    expect(made.metrics).toMatchObject({ jobs: 3, assigned: 1, unassigned: 2 });
  });

  it('no vehicle of the type (the only driver on duty drives another type), on leave (the only fitting driver)', async () => {
    const DAY = '2031-04-09';
    const otherType = await people.driver();
    const [type] = await app.database.db.select({ id: t.vehicleTypes.id }).from(t.vehicleTypes).where(ne(t.vehicleTypes.id, card.vt)).limit(1);
    const van = await api.post(admin, '/limo/api/vehicles', { licensePlateNo: uniqueCode(7), vehicleTypeId: type.id, vehicleStatus: 'A' });
    expect(van.statusCode, van.body).toBe(201);
    await people.roster(otherType, DAY, '07:00', '12:00', van.json().id);
    const away = await onDuty(DAY, '13:00', '20:00');
    await app.database.db.insert(t.leaves).values({ driverId: away.driverId, leaveType: 'AL', dateFrom: DAY, dateTo: DAY, days: 1, status: 'A' });
    const [morning, afternoon] = [await job(DAY, '09:00'), await job(DAY, '15:00')];
    const made = (await plan({ date: DAY })).json() as Plan;
    expect(made.assignments).toEqual([]);
    expect(new Map(made.unassigned.map((u) => [u.orderVehicleId, u.reasons]))).toEqual(
      new Map([
        [morning.id, ['NO_VEHICLE_OF_TYPE']],
        [afternoon.id, ['ON_LEAVE']],
      ]),
    );
  });
});

describe('refusals', () => {
  it('bad bodies are 400 and keep nothing; an unknown, expired or other branch plan is 404', async () => {
    const DAY = '2031-04-06';
    const before = await app.database.db.select().from(t.schedulingPlans);
    expectError(await plan({ date: '2031-02-30' }), 400, /date/);
    expectError(await plan({}), 400, /date/);
    expectError(await plan({ date: DAY, timeLimitSeconds: 0 }), 400, /timeLimitSeconds/);
    expectError(await plan({ date: DAY, keepAssigned: 'yes' }), 400, /keepAssigned/);
    expectError(await plan({ date: DAY, orderVehicleIds: [] }), 400, /orderVehicleIds/);
    expectError(await plan({ date: DAY, orderVehicleIds: [99_999_999] }), 400, /99999999/);
    expectError(await plan({ date: DAY, colour: 'red' }), 400);
    expect(await app.database.db.select().from(t.schedulingPlans)).toHaveLength(before.length);

    expectError(await api.get(admin, '/limo/api/scheduling/plans/99999999'), 404);
    const j = await job(DAY, '09:00');
    const made = (await plan({ date: DAY })).json() as Plan;
    expectError(await apply(made.id, { orderVehicleIds: [j.id + 1000] }), 400, /not in plan/);
    const otherBranch = (await newStaff(app, admin, ['SCHEDULINGWRITE'], 1)).token;
    expectError(await api.get(otherBranch, `/limo/api/scheduling/plans/${made.id}`), 404);
    expectError(await apply(made.id, {}, otherBranch), 404);
    await app.database.db
      .update(t.schedulingPlans)
      .set({ createDt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(t.schedulingPlans.id, made.id));
    expectError(await api.get(admin, `/limo/api/scheduling/plans/${made.id}`), 404);
  });

  it('rights: SCHEDULING reads a plan but neither plans nor applies; no right, no plan', async () => {
    const DAY = '2031-04-07';
    await job(DAY, '09:00');
    const made = (await plan({ date: DAY })).json() as Plan;
    const reader = (await newStaff(app, admin, ['SCHEDULING'])).token;
    const nobody = (await newStaff(app, admin, ['ORDERENQUIRY'])).token;
    expectError(await plan({ date: DAY }, reader), 403);
    expect((await api.get(reader, `/limo/api/scheduling/plans/${made.id}`)).statusCode).toBe(200);
    expectError(await apply(made.id, {}, reader), 403);
    expectError(await api.get(nobody, `/limo/api/scheduling/plans/${made.id}`), 403);
  });

  it("plans only the x-branch-id branch's jobs", async () => {
    const DAY = '2031-04-08';
    const mine = await job(DAY, '09:00');
    const branch1 = (await newStaff(app, admin, ['SCHEDULINGWRITE'], 1)).token;
    const theirs = (await plan({ date: DAY }, branch1)).json() as Plan;
    expect(theirs.metrics.jobs).toBe(0);
    const ours = (await plan({ date: DAY })).json() as Plan;
    expect([...ours.assignments.map((a) => a.orderVehicleId), ...ours.unassigned.map((u) => u.orderVehicleId)]).toEqual([mine.id]);
  });
});
