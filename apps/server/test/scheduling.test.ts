import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { type Order, orderMaker } from './enquiry-fixtures.js';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';

// updateOrderVehicle, secondCallAssign/Remove and the grid's day call (issue 10, docs/scheduling.md).

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let make: ReturnType<typeof orderMaker>;
let people: ReturnType<typeof crew>;
const DAY = '2030-03-05';
let d1: number; // on duty 07:00-19:00 with car1
let d2: number; // on duty 07:00-19:00 with car2
let idle: number; // no roster
let car1: number;
let car2: number;
let car3: number;

type Row = Record<string, unknown> & { orderVehicleId: number; version: number; driverId: number | null; vehicleId: number | null };
const job = async (pickupTime: string, date = DAY): Promise<Row> => {
  const order: Order = await make.create(card.c1, [make.vehicle({ pickupDate: date, pickupTime })]);
  const [row] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, order.orderVehicles[0].id));
  return { ...row, orderVehicleId: row.id } as unknown as Row;
};
const assign = (body: Record<string, unknown>, token = admin) => api.post(token, '/limo/api/updateOrderVehicle', body);
const history = async (orderVehicleId: number) => app.database.db.select().from(t.orderHistories).where(eq(t.orderHistories.orderVehicleId, orderVehicleId));

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  make = orderMaker(app, admin, card);
  people = crew(app, admin);
  [d1, d2, idle] = [await people.driver(), await people.driver(), await people.driver()];
  [car1, car2, car3] = [await people.vehicle(), await people.vehicle(), await people.vehicle()];
  await people.roster(d1, DAY, '07:00', '19:00', car1);
  await people.roster(d2, DAY, '07:00', '19:00', car2);
});
afterAll(() => app.close());

describe('updateOrderVehicle: assigning', () => {
  it('gives a job to an on-duty driver with the car of their roster, answers the row with its new version, and keeps the change in the history', async () => {
    const j = await job('09:00');
    const res = await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: d1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderVehicleId: j.orderVehicleId, driverId: d1, vehicleId: car1, version: j.version + 1, isOutsource: false });
    const fields = (await history(j.orderVehicleId)).map((h) => [h.fieldName, h.newValue]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['driverId', String(d1)],
        ['vehicleId', String(car1)],
      ]),
    );
  });

  it("moves a job from one driver to another with the second driver's car, not the first one's", async () => {
    const [x, y, cx, cy] = [await people.driver(), await people.driver(), await people.vehicle(), await people.vehicle()];
    await people.roster(x, '2030-03-08', '07:00', '19:00', cx);
    await people.roster(y, '2030-03-08', '07:00', '19:00', cy);
    const j = await job('10:00', '2030-03-08');
    const first = (await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: x })).json();
    expect(first).toMatchObject({ driverId: x, vehicleId: cx });
    const moved = await assign({ orderVehicleId: j.orderVehicleId, version: first.version, driverId: y });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ driverId: y, vehicleId: cy });
  });

  it('takes the driver off, and the car with them; moves the times', async () => {
    const j = await job('10:00');
    const given = (await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: d2 })).json();
    const off = await assign({ orderVehicleId: j.orderVehicleId, version: given.version, driverId: null });
    expect(off.json()).toMatchObject({ driverId: null, vehicleId: null });
    const moved = await assign({ orderVehicleId: j.orderVehicleId, version: off.json().version, startTime: '10:30', endTime: '11:45' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: '10:30:00', endTime: '11:45:00' });
  });

  it('outsources to a vendor with the driver as name@mobile, which takes the job off the driver', async () => {
    const vendor = await people.vendor();
    const j = await job('11:00');
    const given = (await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: d1, override: true })).json();
    const res = await assign({
      orderVehicleId: j.orderVehicleId,
      version: given.version,
      outsourceVendorId: vendor,
      outsourceDriverName: 'Chan Siu Ming@+852 9876 5432',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      driverId: null,
      vehicleId: null,
      outsourceVendorId: vendor,
      isOutsource: true,
      outsourceName: 'Chan Siu Ming',
      outsourceMobile: '+852 9876 5432',
    });
  });
});

describe('updateOrderVehicle: refusals change nothing', () => {
  it('a stale version is 412, a missing one 428, an unknown vehicle 404', async () => {
    const j = await job('12:00');
    expectError(await assign({ orderVehicleId: j.orderVehicleId, version: j.version + 5, driverId: d1 }), 412);
    expectError(await assign({ orderVehicleId: j.orderVehicleId, driverId: d1 }), 428);
    expectError(await assign({ orderVehicleId: 99_999_999, version: 0, driverId: d1 }), 404);
    const [after] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, j.orderVehicleId));
    expect(after).toMatchObject({ version: j.version, driverId: null });
  });

  it('bad values are 400 naming the field', async () => {
    const j = await job('12:00');
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = expectError(await assign({ orderVehicleId: j.orderVehicleId, version: j.version, ...body }), 400);
      expect(res.invalidValues.map((v) => v.field)).toContain(field);
    };
    await bad({ driverId: 'D01' }, 'driverId');
    await bad({ startTime: '25:00' }, 'startTime');
    await bad({ startDate: '0000-01-01' }, 'startDate');
    await bad({ colour: 'red' }, 'colour');
    await bad({ driverId: 99_999_999 }, 'driverId');
    await bad({ outsourceVendorId: card.c1 }, 'outsourceVendorId');
    await bad({ outsourceDriverName: 'Ah Keung@9123' }, 'outsourceDriverName');
    await bad({ endTime: '11:00' }, 'endDate');
    await bad({ driverId: d1, outsourceVendorId: await people.vendor() }, 'outsourceVendorId');
    const [after] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, j.orderVehicleId));
    expect(after.version).toBe(j.version);
  });

  it("another branch's driver is no such driver; a job of another branch is not found", async () => {
    const j = await job('12:00');
    const [szDriver] = await app.database.db.select().from(t.drivers).where(eq(t.drivers.branchId, 1)).limit(1);
    expectError(await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: szDriver.id }), 400, /there is no Driver/);
    const sz = await make.create(card.c1, [make.vehicle({ pickupDate: DAY, vehicleTypeId: card.vt1 })], {}, { 'x-branch-id': '1' });
    expectError(await assign({ orderVehicleId: sz.orderVehicles[0].id, version: sz.orderVehicles[0].version, driverId: d1 }), 404);
  });

  it('needs SCHEDULINGWRITE: HR and a read-only scheduler are refused', async () => {
    const j = await job('12:00');
    expectError(await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: d1 }, await app.login('hr')), 403);
    const reader = await newStaff(app, admin, ['SCHEDULING'], 2);
    expectError(await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: d1 }, reader.token), 403);
    expect((await api.get(reader.token, `/limo/api/scheduling/day/${DAY}`)).statusCode).toBe(200);
  });

  it("a cancelled order's job is not scheduled (409)", async () => {
    const reason = await api.post(admin, '/limo/api/cancelReasons', { cancelReasonCode: 'SCHED409', cancelReasonDescEng: 'Test' });
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: DAY, pickupTime: '13:00' })]);
    const cancelled = await make.update(order, { orderStatus: 'C', cancelReasonId: reason.json().id });
    const v = cancelled.orderVehicles[0];
    expectError(await assign({ orderVehicleId: v.id, version: v.version, driverId: d1 }), 409, /cancelled/);
  });
});

describe('updateOrderVehicle: clashes', () => {
  it('DRIVER_BUSY: a second job overlapping the turnaround is a 409 listing the clash, and nothing changes', async () => {
    const first = await job('14:00');
    expect((await assign({ orderVehicleId: first.orderVehicleId, version: first.version, driverId: d2 })).statusCode).toBe(200);
    const second = await job('15:00'); // the first ends 15:00 (60 minutes), the turnaround is 15
    const res = await assign({ orderVehicleId: second.orderVehicleId, version: second.version, driverId: d2 });
    const body = expectError(res, 409) as unknown as { clashes: { kind: string; orderVehicleId: number; message: string }[] };
    expect(body.clashes).toEqual([{ kind: 'DRIVER_BUSY', orderVehicleId: first.orderVehicleId, message: expect.stringContaining('is busy 14:00-15:00') }]);
    const [after] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, second.orderVehicleId));
    expect(after).toMatchObject({ driverId: null, version: second.version });
  });

  it("DRIVER_BUSY in the request's language: the message, errors and the clash list in Chinese or English, the same code (issue 30 part 1)", async () => {
    // Clear of d2's 14:00 job: the second ends 10:30 in TST, then 15 min turnaround and 35 min demo travel to the airport (issue 32).
    const first = await job('09:00');
    expect((await assign({ orderVehicleId: first.orderVehicleId, version: first.version, driverId: d2 })).statusCode).toBe(200);
    const second = await job('09:30');
    const refuse = (lang: string) =>
      api.post(
        admin,
        '/limo/api/updateOrderVehicle',
        { orderVehicleId: second.orderVehicleId, version: second.version, driverId: d2 },
        { 'accept-language': lang },
      );
    const zh = expectError(await refuse('zh-HK'), 409) as unknown as {
      code: string;
      message: string;
      errors: string[];
      clashes: { kind: string; message: string }[];
    };
    const en = expectError(await refuse('en'), 409) as unknown as typeof zh;
    expect(zh.code).toBe('DRIVER_BUSY');
    expect(en.code).toBe('DRIVER_BUSY');
    expect(zh.message).toMatch(/^司機 \S+ 於 09:00-10:00 已有工作（轉場時間 15 分鐘，由 TST 往 AIRPORT 車程 35 分鐘）$/);
    expect(en.message).toMatch(/^Driver \S+ is busy 09:00-10:00 with another job \(15 min turnaround and 35 min travel from TST to AIRPORT\)$/);
    expect(zh.errors).toEqual([zh.message]);
    expect(zh.clashes).toEqual([{ kind: 'DRIVER_BUSY', orderVehicleId: first.orderVehicleId, message: zh.message }]);
    expect(en.clashes).toEqual([{ kind: 'DRIVER_BUSY', orderVehicleId: first.orderVehicleId, message: en.message }]);
    // zh-Hant and zh-TW read as Chinese; anything else as English.
    expect((await refuse('zh-Hant')).json().message).toBe(zh.message);
    expect((await refuse('fr, zh-TW;q=0.5')).json().message).toBe(zh.message);
    expect((await refuse('de')).json().message).toBe(en.message);
  });

  it('OFF_DUTY: a driver with no roster; VEHICLE_BUSY: a car rostered to another driver', async () => {
    const j = await job('16:00');
    const off = expectError(await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: idle }), 409) as unknown as {
      clashes: { kind: string }[];
    };
    expect(off.clashes.map((c) => c.kind)).toEqual(['OFF_DUTY']);
    const busyCar = expectError(await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: d1, vehicleId: car2 }), 409) as unknown as {
      clashes: { kind: string; orderVehicleId: number }[];
    };
    expect(busyCar.clashes).toEqual([expect.objectContaining({ kind: 'VEHICLE_BUSY', orderVehicleId: j.orderVehicleId })]);
  });

  it('an override saves despite the clashes and writes them into the order history', async () => {
    const j = await job('17:00');
    const res = await assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: idle, vehicleId: car3, override: true });
    expect(res.statusCode, res.body).toBe(200);
    const kept = (await history(j.orderVehicleId)).find((h) => h.fieldName === 'clashOverride');
    expect(kept?.newValue).toContain('no duty rostered');
  });

  it('of 20 dispatchers giving one driver 20 jobs at the same time, exactly one wins', async () => {
    const [driver, car] = [await people.driver(), await people.vehicle()];
    await people.roster(driver, '2030-03-06', '07:00', '19:00', car);
    const jobs = await Promise.all(Array.from({ length: 20 }, () => job('09:00', '2030-03-06')));
    const answers = await Promise.all(jobs.map((j) => assign({ orderVehicleId: j.orderVehicleId, version: j.version, driverId: driver })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const held = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.driverId, driver));
    expect(held).toHaveLength(1);
  });
});

describe('second calls', () => {
  it('calls a further driver to a job and takes the call off again, each in the row and the history', async () => {
    const j = await job('07:00');
    const added = await api.post(admin, `/limo/api/secondCallAssign/${j.orderVehicleId}`, { driverId: d1 });
    expect(added.statusCode, added.body).toBe(200);
    const calls = added.json().secondCalls as { id: number; driverId: number; vehicleId: number | null }[];
    expect(calls).toEqual([expect.objectContaining({ driverId: d1 })]);
    const removed = await api.post(admin, `/limo/api/secondCallRemove/${calls[0].id}`, {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().secondCalls).toEqual([]);
    expect((await history(j.orderVehicleId)).filter((h) => h.fieldName === 'secondCall')).toHaveLength(2);
    expectError(await api.post(admin, `/limo/api/secondCallRemove/${calls[0].id}`, {}), 404);
  });

  it("answers the spec's GET forms too, the call in the query: GET secondCallAssign/{id}?driverId= and GET secondCallRemove/{id} (issue 31)", async () => {
    const j = await job('13:30');
    const added = await api.get(admin, `/limo/api/secondCallAssign/${j.orderVehicleId}?driverId=${d1}&override=false`);
    expect(added.statusCode, added.body).toBe(200);
    const calls = added.json().secondCalls as { id: number; driverId: number }[];
    expect(calls).toEqual([expect.objectContaining({ driverId: d1 })]);
    expectError(await api.get(admin, `/limo/api/secondCallAssign/${j.orderVehicleId}?driverId=first`), 400);
    expectError(await api.get(admin, `/limo/api/secondCallAssign/${j.orderVehicleId}?pilot=1`), 400);
    const removed = await api.get(admin, `/limo/api/secondCallRemove/${calls[0].id}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().secondCalls).toEqual([]);
  });

  it('refuses a busy driver as a second call (409) and an empty call (400)', async () => {
    const first = await job('18:00');
    await assign({ orderVehicleId: first.orderVehicleId, version: first.version, driverId: d1, override: true });
    const j = await job('18:15');
    const res = await api.post(admin, `/limo/api/secondCallAssign/${j.orderVehicleId}`, { driverId: d1 });
    expect((expectError(res, 409) as unknown as { clashes: { kind: string }[] }).clashes.map((c) => c.kind)).toContain('DRIVER_BUSY');
    expectError(await api.post(admin, `/limo/api/secondCallAssign/${j.orderVehicleId}`, {}), 400);
  });
});

describe('scheduling/day', () => {
  it("answers each vendor's Chinese name beside the English one (issue 30)", async () => {
    const vendor = await people.vendor();
    await app.database.db.update(t.clients).set({ clientNameChi: '外判車行' }).where(eq(t.clients.id, vendor));
    const res = await api.get(admin, `/limo/api/scheduling/day/${DAY}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().vendors.find((v: { id: number }) => v.id === vendor)).toMatchObject({ clientNameChi: '外判車行' });
  });

  it("answers the day's rows, the rosters around it, the branch's drivers, vehicles and vendors, and the parameters", async () => {
    const mine = await job('05:00');
    const res = await api.get(admin, `/limo/api/scheduling/day/${DAY}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const day = res.json();
    expect(day.date).toBe(DAY);
    expect(day.schedules.map((r: { orderVehicleId: number }) => r.orderVehicleId)).toContain(mine.orderVehicleId);
    for (const row of day.schedules) expect(row).toMatchObject({ orderId: expect.any(Number), version: expect.any(Number), secondCalls: expect.any(Array) });
    expect(day.rosters.map((r: { driverId: number }) => r.driverId)).toEqual(expect.arrayContaining([d1, d2]));
    expect(day.drivers.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining([d1, d2, idle]));
    expect(day.vehicles.map((v: { id: number }) => v.id)).toEqual(expect.arrayContaining([car1, car2, car3]));
    for (const v of day.vendors) expect(v.clientCode).toMatch(/^OUS/);
    expect(day.parameters, JSON.stringify(day.parameters)).toEqual({
      turnaroundMinutes: 15,
      smallVehicleMaxCapacity: 8,
      specialClientIds: expect.any(Array),
      filterClientIds: expect.any(Array),
      defaultTravelMinutes: 30,
    });
    expectError(await api.get(admin, '/limo/api/scheduling/day/2030-02-30'), 400);
    expectError(await api.get(await app.login('hr'), `/limo/api/scheduling/day/${DAY}`), 403);
  });
});
