import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { readTravel } from '../src/modules/scheduling/travel-read.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client, embedded, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { uniqueCode } from './samples.js';
import { crew } from './scheduling-fixtures.js';

// Travel between jobs (issue 32): the zoneTravelTimes file's rules and rights, and DRIVER_BUSY
// counting the travel from a job's drop-off zone to the next job's pick-up zone.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let make: ReturnType<typeof orderMaker>;
let people: ReturnType<typeof crew>;
const DAY = '2030-09-02';
// Zones of this file alone, so the demo's rows never answer for them.
const ZA = `ZA${uniqueCode(6)}`;
const ZB = `ZB${uniqueCode(6)}`;
const ZC = `ZC${uniqueCode(6)}`;

type Job = { orderVehicleId: number; version: number };
/** A job of DAY from `pickupZone` to `dropoffZone` (free addresses with their chosen zones). */
const job = async (pickupZone: string, dropoffZone: string): Promise<Job> => {
  const order = await make.create(card.c1, [make.vehicle({ pickupDate: DAY, pickupTime: '09:00' })]);
  const ov = order.orderVehicles[0];
  await app.database.db
    .update(t.orderVehicles)
    .set({ pickupLocationId: null, pickupAddress: 'Somewhere', pickupZone, dropoffLocationId: null, dropoffAddress: 'Elsewhere', dropoffZone })
    .where(eq(t.orderVehicles.id, ov.id));
  return { orderVehicleId: ov.id, version: ov.version };
};
const assign = (j: Job, driverId: number, start: string, end: string) =>
  api.post(admin, '/limo/api/updateOrderVehicle', {
    orderVehicleId: j.orderVehicleId,
    version: j.version,
    driverId,
    startDate: DAY,
    startTime: start,
    endDate: DAY,
    endTime: end,
  });
/** A driver on duty all DAY with a car, and their first job from 09:00 to 10:00 ending in `zone`. */
const driverWithFirstJob = async (zone: string) => {
  const [driver, car] = [await people.driver(), await people.vehicle()];
  await people.roster(driver, DAY, '07:00', '22:00', car);
  const first = await job(ZC, zone);
  const res = await assign(first, driver, '09:00', '10:00');
  expect(res.statusCode, res.body).toBe(200);
  return { driver, first };
};
const band = (body: Record<string, unknown>, token = admin, headers?: Record<string, string>) => api.post(token, '/limo/api/zoneTravelTimes', body, headers);

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  make = orderMaker(app, admin, card);
  people = crew(app, admin);
});
afterAll(() => app.close());

describe('the zoneTravelTimes file', () => {
  it('keeps a band of a pair of zones, and refuses one ending before it starts or overlapping another of the pair (400, nothing saved)', async () => {
    const [x, y] = [`X${uniqueCode(6)}`, `Y${uniqueCode(6)}`];
    const ok = await band({ fromZone: x, toZone: y, hourFrom: 7, hourTo: 10, minutes: 40 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ branchId: 2, fromZone: x, toZone: y, hourFrom: 7, hourTo: 10, minutes: 40 });
    expectError(await band({ fromZone: x, toZone: y, hourFrom: 12, hourTo: 12, minutes: 10 }), 400, /must end \(12\) after it starts \(12\)/);
    expectError(await band({ fromZone: x, toZone: y, hourFrom: 14, hourTo: 11, minutes: 10 }), 400, /hourTo/);
    // The pair compares as the rule does: case and spaces ignored.
    expectError(await band({ fromZone: ` ${x.toLowerCase()}`, toZone: y, hourFrom: 9, hourTo: 12, minutes: 10 }), 400, /overlap the band 7 to 10/);
    for (const bad of [
      { hourFrom: 24, hourTo: 24 },
      { hourFrom: 0, hourTo: 25 },
      { hourFrom: 0, hourTo: 3, minutes: 601 },
    ]) {
      expect((await band({ fromZone: x, toZone: y, minutes: 10, ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Touching bands, the reverse pair and the same hours in another branch are all kept.
    expect((await band({ fromZone: x, toZone: y, hourFrom: 10, hourTo: 16, minutes: 30 })).statusCode).toBe(201);
    expect((await band({ fromZone: y, toZone: x, hourFrom: 7, hourTo: 10, minutes: 30 })).statusCode).toBe(201);
    expect((await band({ fromZone: x, toZone: y, hourFrom: 7, hourTo: 10, minutes: 30 }, admin, { 'x-branch-id': '1' })).statusCode).toBe(201);
    const rows = await app.database.db.select().from(t.zoneTravelTimes).where(eq(t.zoneTravelTimes.fromZone, x));
    expect(rows.map((r) => [r.branchId, r.hourFrom, r.hourTo]).sort()).toEqual([
      [1, 7, 10],
      [2, 10, 16],
      [2, 7, 10],
    ]);
    // A patch into another band of its pair is refused too; moving within its own hours is not.
    const id = ok.json().id as number;
    expectError(await api.patch(admin, `/limo/api/zoneTravelTimes/${id}`, { hourTo: 11 }), 400, /overlap/);
    expect((await api.patch(admin, `/limo/api/zoneTravelTimes/${id}`, { hourFrom: 8, minutes: 45 })).statusCode).toBe(200);
  });

  it('is read with SCHEDULING or SCHEDULINGWRITE and written with SCHEDULINGWRITE only', async () => {
    const reader = await newStaff(app, admin, ['SCHEDULING']);
    const writer = await newStaff(app, admin, ['SCHEDULINGWRITE']);
    const other = await newStaff(app, admin, ['DRIVERROSTER']);
    expect(embedded(await api.get(reader.token, '/limo/api/zoneTravelTimes'), 'zoneTravelTimes').length).toBeGreaterThan(0);
    expect(embedded(await api.get(writer.token, '/limo/api/zoneTravelTimes'), 'zoneTravelTimes').length).toBeGreaterThan(0);
    expectError(await api.get(other.token, '/limo/api/zoneTravelTimes'), 403);
    const body = { fromZone: `R${uniqueCode(6)}`, toZone: 'Q', hourFrom: 0, hourTo: 24, minutes: 20 };
    expectError(await band(body, reader.token), 403);
    expect((await band(body, writer.token)).statusCode).toBe(201);
  });

  it("readTravel: the branch's rows, the default parameter and the base zone (the branch's, else the first airport location's)", async () => {
    const travel = await readTravel(app.database.db, 2);
    expect(travel.defaultMinutes).toBe(30);
    const [airport] = await app.database.db.select().from(t.locations).where(eq(t.locations.airportFlag, 1)).orderBy(t.locations.locationCode).limit(1);
    expect(travel.baseZone).toBe(airport.contractLabel);
    expect(travel.travel(ZA, ZB, 9)).toBe(30);
    expect(travel.travel(ZA, ZA, 9)).toBe(15);
    await app.database.db.update(t.branches).set({ baseZone: 'DEPOT' }).where(eq(t.branches.id, 2));
    expect((await readTravel(app.database.db, 2)).baseZone).toBe('DEPOT');
    await app.database.db.update(t.branches).set({ baseZone: null }).where(eq(t.branches.id, 2));
  });
});

describe('DRIVER_BUSY with travel', () => {
  it('refuses a next job starting before the end + turnaround (15) + default travel (30), and takes one just in time', async () => {
    const { driver, first } = await driverWithFirstJob(ZA);
    const early = await job(ZB, ZC);
    const body = expectError(await assign(early, driver, '10:44', '11:30'), 409) as unknown as {
      code: string;
      clashes: { kind: string; orderVehicleId: number }[];
    };
    expect(body.clashes).toEqual([expect.objectContaining({ kind: 'DRIVER_BUSY', orderVehicleId: first.orderVehicleId })]);
    const [row] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, early.orderVehicleId));
    expect(row.driverId).toBeNull();
    const res = await assign(early, driver, '10:45', '11:30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ driverId: driver, pickupZone: ZB, dropoffZone: ZC });
  });

  it('takes the band of the hour the earlier job ends instead of the default, and 15 minutes within one zone', async () => {
    expect((await band({ fromZone: ZA, toZone: ZB, hourFrom: 10, hourTo: 11, minutes: 5 })).statusCode).toBe(201);
    const { driver } = await driverWithFirstJob(ZA);
    const next = await job(ZB, ZC);
    expect((await assign(next, driver, '10:19', '11:00')).statusCode).toBe(409);
    expect((await assign(next, driver, '10:20', '11:00')).statusCode).toBe(200);
    const same = await driverWithFirstJob(ZC);
    const inZone = await job(ZC, ZA);
    expect((await assign(inZone, same.driver, '10:29', '11:00')).statusCode).toBe(409);
    expect((await assign(inZone, same.driver, '10:30', '11:00')).statusCode).toBe(200);
  });

  it('counts the travel after the new job too (it must end in time for the next), and for a second call', async () => {
    const { driver, first } = await driverWithFirstJob(ZA);
    // A job before the first: it ends in ZB, the first picks up in ZC at 09:00 (default 30 + 15).
    const before = await job(ZA, ZB);
    expect((await assign(before, driver, '07:30', '08:16')).statusCode).toBe(409);
    expect((await assign(before, driver, '07:30', '08:15')).statusCode).toBe(200);
    const [other, car] = [await people.driver(), await people.vehicle()];
    await people.roster(other, DAY, '07:00', '22:00', car);
    const second = await job(ZC, ZB);
    expect((await assign(second, other, '10:40', '11:30')).statusCode).toBe(200);
    const call = await api.post(admin, `/limo/api/secondCallAssign/${second.orderVehicleId}`, { driverId: driver });
    expect((expectError(call, 409) as unknown as { clashes: { kind: string; orderVehicleId: number }[] }).clashes).toEqual([
      expect.objectContaining({ kind: 'DRIVER_BUSY', orderVehicleId: first.orderVehicleId }),
    ]);
  });

  it("answers the zones on the grid's day with the table and the default", async () => {
    const res = await api.get(admin, `/limo/api/scheduling/day/${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json() as {
      schedules: { pickupZone: string | null }[];
      zoneTravelTimes: { fromZone: string }[];
      parameters: { defaultTravelMinutes: number };
    };
    expect(day.parameters.defaultTravelMinutes).toBe(30);
    expect(day.zoneTravelTimes.some((r) => r.fromZone === ZA)).toBe(true);
    expect(day.schedules.some((s) => s.pickupZone === ZB)).toBe(true);
  });

  it('a job without a drop-off ends in its last stop’s zone, else its pick-up’s (as its bar ends on the grid)', async () => {
    const [withStops, bare] = [await job(ZA, ZB), await job(ZC, ZB)];
    const noDropoff = { dropoffLocationId: null, dropoffAddress: null, dropoffZone: null };
    await app.database.db.update(t.orderVehicles).set(noDropoff).where(eq(t.orderVehicles.id, withStops.orderVehicleId));
    await app.database.db.update(t.orderVehicles).set(noDropoff).where(eq(t.orderVehicles.id, bare.orderVehicleId));
    await app.database.db.insert(t.orderVehicleStops).values([
      { orderVehicleId: withStops.orderVehicleId, seq: 1, address: 'First stop', zone: ZC },
      { orderVehicleId: withStops.orderVehicleId, seq: 2, address: 'Last stop', zone: ZB },
    ]);
    const rows = (await api.get(admin, `/limo/api/scheduling/day/${DAY}`)).json().schedules as { orderVehicleId: number; dropoffZone: string | null }[];
    const zoneOf = (id: number) => rows.find((r) => r.orderVehicleId === id)?.dropoffZone;
    expect([zoneOf(withStops.orderVehicleId), zoneOf(bare.orderVehicleId)]).toEqual([ZB, ZC]);
  });
});
