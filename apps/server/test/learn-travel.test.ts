import { operatorInstant } from '@limo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { medianMinutes } from '../src/modules/scheduling/learn-travel.service.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { uniqueCode } from './samples.js';
import { crew } from './scheduling-fixtures.js';

// learnZoneTravelTimes (issue 32): the median minutes from a driver's COMPLETED to their next job's
// ARRIVED (or POB), per pair of zones and fixed hour band, written where 5 trips or more exist.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let people: ReturnType<typeof crew>;
const DAY = '2030-10-07';
const [ZA, ZB, ZC, ZD, ZE, ZF] = ['A', 'B', 'C', 'D', 'E', 'F'].map((z) => `L${z}${uniqueCode(6)}`);
const at = (time: string) => operatorInstant(DAY, time);
const plus = (time: string, minutes: number) => new Date(Date.parse(at(time)) + minutes * 60_000).toISOString();

/** `count` order vehicles of DAY, one an hour from 10:00, each picking up in `pickupZone` and dropping off in `dropoffZone`. */
async function jobs(count: number, pickupZone: string, dropoffZone: string): Promise<number[]> {
  const make = orderMaker(app, admin, card);
  const order = await make.create(
    card.c1,
    Array.from({ length: count }, (_, i) => make.vehicle({ pickupDate: DAY, pickupTime: `${10 + i}:00` })),
  );
  const ids = order.orderVehicles.map((v) => v.id).sort((a, b) => a - b);
  for (const [i, id] of ids.entries()) {
    await app.database.db
      .update(t.orderVehicles)
      .set({
        startTime: `${10 + i}:00:00`,
        pickupLocationId: null,
        pickupAddress: 'Here',
        pickupZone,
        dropoffLocationId: null,
        dropoffAddress: 'There',
        dropoffZone,
      })
      .where(eq(t.orderVehicles.id, id));
  }
  return ids;
}

type Stamps = { completed?: string; arrived?: string; pob?: string };
/** A new driver's progress on these order vehicles of DAY, with the stamps given. */
async function driven(ids: number[], stamps: Stamps[]) {
  const driverId = await people.driver();
  await app.database.db.insert(t.driverJobs).values(
    ids.map((orderVehicleId, i) => ({
      branchId: 2,
      driverId,
      dutyDate: DAY,
      orderVehicleId,
      jobStatus: 'COMPLETED',
      completedTime: stamps[i]?.completed ?? null,
      arrivedTime: stamps[i]?.arrived ?? null,
      pobTime: stamps[i]?.pob ?? null,
    })),
  );
}

/** Trips k = 0.. of `minutes[k]`: job k completed at (10 + k):30, job k + 1 arrived that many minutes later. */
const chain = (minutes: number[]): Stamps[] =>
  Array.from({ length: minutes.length + 1 }, (_, k) => ({
    completed: at(`${10 + k}:30`),
    arrived: k === 0 ? at('10:00') : plus(`${9 + k}:30`, minutes[k - 1]),
  }));

const learn = (body: unknown, token = admin, headers?: Record<string, string>) => api.post(token, '/limo/api/learnZoneTravelTimes', body, headers);
type Band = { id?: number; fromZone: string; toZone: string; hourFrom: number; hourTo: number; minutes: number; trips?: number };

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  people = crew(app, admin);
});
afterAll(() => app.close());

describe('medianMinutes', () => {
  it('takes the middle, or the mean of the two middles rounded half up', () => {
    expect(medianMinutes([30, 10, 20])).toBe(20);
    expect(medianMinutes([10, 11, 14, 15, 20, 30])).toBe(15);
    expect(medianMinutes([10, 11])).toBe(11);
    expect(medianMinutes([10.2, 10.4])).toBe(10);
  });
});

describe('learnZoneTravelTimes', () => {
  let existing: number;
  let night: number;

  beforeAll(async () => {
    const z = t.zoneTravelTimes;
    const rows = await app.database.db
      .insert(z)
      .values([
        { branchId: 2, fromZone: ZA, toZone: ZB, hourFrom: 10, hourTo: 16, minutes: 99 },
        { branchId: 2, fromZone: ZA, toZone: ZB, hourFrom: 0, hourTo: 7, minutes: 25 },
        { branchId: 2, fromZone: ZE, toZone: ZF, hourFrom: 8, hourTo: 12, minutes: 45 },
      ])
      .returning({ id: z.id });
    [existing, night] = [rows[0].id, rows[1].id];
    // A to B: six trips in 10-16. The third's next job has ARRIVED and a later POB (ARRIVED counts);
    // the fourth's has POB alone (it counts). Sorted 10 11 14 15 20 30: the median 14.5, written 15.
    const ab = await jobs(7, ZB, ZA);
    const stamps = chain([10, 11, 14, 15, 20, 30]);
    stamps[3] = { ...stamps[3], pob: plus('12:30', 40) };
    stamps[4] = { completed: stamps[4].completed, pob: plus('13:30', 15) };
    await driven(ab, stamps);
    // C to D: four trips only.
    await driven(await jobs(5, ZD, ZC), chain([5, 5, 5, 5]));
    // E to F: five trips in 10-16, but a hand-made band 8-12 of the pair covers part of it.
    await driven(await jobs(6, ZF, ZE), chain([7, 7, 7, 7, 7]));
  });

  it('writes the median of a band with 5 trips or more over its row, keeps the others, and skips a band another row cuts across', async () => {
    const res = await learn({ fromDate: DAY, toDate: DAY });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { written: Band[]; kept: Band[]; skipped: Band[] };
    expect(answer.written).toEqual([{ id: existing, fromZone: ZA.toUpperCase(), toZone: ZB.toUpperCase(), hourFrom: 10, hourTo: 16, minutes: 15, trips: 6 }]);
    expect(answer.kept.map((r) => r.id)).toEqual(expect.arrayContaining([night]));
    expect(answer.kept.map((r) => r.id)).not.toContain(existing);
    expect(answer.kept.some((r) => r.fromZone === ZC)).toBe(false);
    expect(answer.skipped).toEqual([{ fromZone: ZE.toUpperCase(), toZone: ZF.toUpperCase(), hourFrom: 10, hourTo: 16, minutes: 7, trips: 5 }]);
    const stored = await app.database.db.select().from(t.zoneTravelTimes).where(eq(t.zoneTravelTimes.id, existing));
    expect(stored[0]).toMatchObject({ minutes: 15, version: 1, lastUpdateBy: 'admin' });
    const cd = await app.database.db
      .select()
      .from(t.zoneTravelTimes)
      .where(and(eq(t.zoneTravelTimes.fromZone, ZC.toUpperCase())));
    expect(cd).toEqual([]);
  });

  it('adds a row for a pair without one, and learns nothing from another branch', async () => {
    const [g, h] = [`LG${uniqueCode(6)}`, `LH${uniqueCode(6)}`];
    await driven(await jobs(6, h, g), chain([9, 9, 9, 9, 9]));
    const other = await learn({ fromDate: DAY, toDate: DAY }, admin, { 'x-branch-id': '1' });
    expect(other.statusCode, other.body).toBe(200);
    const none = other.json() as { written: Band[]; kept: Band[] };
    expect(none.written).toEqual([]);
    expect(none.kept.some((r) => r.fromZone === ZA || r.fromZone === g)).toBe(false);
    const res = await learn({ fromDate: DAY, toDate: DAY });
    const written = (res.json() as { written: Band[] }).written;
    expect(written.find((r) => r.fromZone === g)).toMatchObject({ toZone: h, hourFrom: 10, hourTo: 16, minutes: 9, trips: 5 });
    const rows = await app.database.db.select().from(t.zoneTravelTimes).where(eq(t.zoneTravelTimes.fromZone, g));
    expect(rows.map((r) => [r.branchId, r.minutes])).toEqual([[2, 9]]);
  });

  it('refuses bad periods with a 400, changing nothing, and takes 92 days', async () => {
    expectError(await learn({ fromDate: '2030-02-30', toDate: DAY }), 400, /fromDate/);
    expectError(await learn({ fromDate: DAY, toDate: '2030-10-06' }), 400, /ends \(2030-10-06\) before it starts/);
    expectError(await learn({ fromDate: '2030-07-07', toDate: DAY }), 400, /at most 92 days; 2030-07-07 to 2030-10-07 is 93/);
    expectError(await learn({ fromDate: DAY }), 400);
    expect((await learn({ fromDate: '2030-07-08', toDate: DAY })).statusCode).toBe(200);
  });

  it('needs SCHEDULINGWRITE: SCHEDULING alone is 403', async () => {
    const reader = await newStaff(app, admin, ['SCHEDULING']);
    expectError(await learn({ fromDate: DAY, toDate: DAY }, reader.token), 403);
    const writer = await newStaff(app, admin, ['SCHEDULINGWRITE']);
    expect((await learn({ fromDate: DAY, toDate: DAY }, writer.token)).statusCode).toBe(200);
  });
});
