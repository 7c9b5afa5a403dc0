import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { basics, expectTotalsAreSums, makeClient, makeOrder, reporter } from './reports-more-fixtures.js';
import { uniqueCode } from './samples.js';

/* reports/refuel (issue 17, docs/reports.md): job and roster fuel, a receipt entered twice counted once, km from the jobs' mileage. */

let app: TestApp;
let admin: string;
let report: ReturnType<typeof reporter>;
const period = { dateFrom: '2031-09-01', dateTo: '2031-09-30' };
const call = 'reports/refuel';
const ids = { d1: 0, d2: 0, p1: 0, p2: 0 };
const plates = { p1: '', p2: '' };

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  report = reporter(app);
  const db = app.database.db;
  const { vehicleTypeId } = await basics(db);
  const driver = async (branchId: number) =>
    (
      await db
        .insert(t.drivers)
        .values({ driverNo: uniqueCode(8), driverNameEng: 'Fuel Driver', mobileNo: '+852 9123 4567', branchId })
        .returning()
    )[0].id;
  const vehicle = async (key: 'p1' | 'p2') => {
    plates[key] = uniqueCode(7);
    return (await db.insert(t.vehicles).values({ licensePlateNo: plates[key], vehicleTypeId, branchId: 2 }).returning())[0].id;
  };
  ids.d1 = await driver(2);
  ids.d2 = await driver(2);
  const d3 = await driver(1);
  ids.p1 = await vehicle('p1');
  ids.p2 = await vehicle('p2');
  const clientId = (await makeClient(db)).id;
  const { vehicleIds } = await makeOrder(db, {
    branchId: 2,
    clientId,
    vehicles: [
      { pickupDate: '2031-09-02', fareAmt: '1.00', driverId: ids.d1, vehicleId: ids.p1 },
      { pickupDate: '2031-09-03', fareAmt: '1.00', driverId: ids.d1, vehicleId: ids.p1 },
      { pickupDate: '2031-09-02', fareAmt: '1.00', driverId: ids.d2, vehicleId: ids.p2 },
      { pickupDate: '2031-10-01', fareAmt: '1.00', driverId: ids.d1, vehicleId: ids.p1 },
    ],
  });
  const job = async (driverId: number, dutyDate: string, orderVehicleId: number, km: [number | null, number | null] | null) => {
    const [j] = await db.insert(t.driverJobs).values({ branchId: 2, driverId, dutyDate, orderVehicleId }).returning();
    if (km) await db.insert(t.driverJobMileages).values({ driverJobId: j.id, startMileage: km[0], endMileage: km[1] });
    return j.id;
  };
  const jobA = await job(ids.d1, '2031-09-02', vehicleIds[0], [1000, 1120]);
  await job(ids.d1, '2031-09-03', vehicleIds[1], [1120, 1200]);
  const jobC = await job(ids.d2, '2031-09-02', vehicleIds[2], [500, null]);
  const jobLate = await job(ids.d1, '2031-10-01', vehicleIds[3], [1200, 1300]);
  // The job's petrol without a vehicle of its own is the job's vehicle (P1).
  await db.insert(t.driverJobPetrols).values([
    { driverJobId: jobA, litres: '30.00', amount: '450.00', receiptNo: 'R-1' },
    { driverJobId: jobC, vehicleId: ids.p2, litres: '10.50', amount: '160.00' },
    { driverJobId: jobLate, litres: '10.00', amount: '150.00' },
  ]);
  const roster = async (driverId: number, dutyDate: string, branchId = 2) =>
    (await db.insert(t.dailyRosters).values({ branchId, driverId, dutyDate }).returning())[0].id;
  const r1 = await roster(ids.d1, '2031-09-02');
  const r2 = await roster(ids.d2, '2031-09-03');
  const r3 = await roster(d3, '2031-09-02', 1);
  await db.insert(t.dailyRosterPetrols).values([
    // The job's receipt R-1 entered again by the office: counted once.
    { dailyRosterId: r1, vehicleId: ids.p1, litres: '30.00', amount: '450.00', receiptNo: ' r-1 ' },
    { dailyRosterId: r1, vehicleId: ids.p1, litres: '20.25', amount: '300.00', receiptNo: 'R-2' },
    { dailyRosterId: r2, vehicleId: ids.p2, litres: '5.00', amount: '80.00' },
    { dailyRosterId: r3, vehicleId: ids.p1, litres: '40.00', amount: '600.00' },
  ]);
});

afterAll(() => app.close());

const pick = (r: Record<string, unknown>) => [r.licensePlateNo, r.driverId, r.litres, r.petrolAmount, r.kmDriven, r.kmPerLitre];

describe('reports/refuel', () => {
  it('sums fuel and km per vehicle and driver; km per litre only with both', async () => {
    const a = await report(admin, call, period);
    expect(a.rows.map(pick)).toEqual(
      [
        [plates.p1, ids.d1, 50.25, '750.00', 200, 3.98],
        [plates.p2, ids.d2, 15.5, '240.00', 0, null],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    expect(a.totals).toEqual({ litres: 65.75, petrolAmount: '990.00', kmDriven: 200 });
    expectTotalsAreSums(call, a);
  });

  it('filters by vehicle and by driver', async () => {
    expect((await report(admin, call, { ...period, vehicleId: ids.p2 })).rows.map(pick)).toEqual([[plates.p2, ids.d2, 15.5, '240.00', 0, null]]);
    expect((await report(admin, call, { ...period, driverId: ids.d1 })).rows.map(pick)).toEqual([[plates.p1, ids.d1, 50.25, '750.00', 200, 3.98]]);
  });

  it('counts the selected branch only', async () => {
    const a = await report(admin, call, period, 1);
    expect(a.rows.map((r) => [r.licensePlateNo, r.litres])).toEqual([[plates.p1, 40]]);
  });

  it('is refused without REFUELRPT (403)', async () => {
    await report(await app.login('hr'), call, period, 2, 403);
  });
});
