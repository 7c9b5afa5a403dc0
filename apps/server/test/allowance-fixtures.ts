import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, code } from './files-helpers.js';
import type { TestApp } from './harness.js';

/*
 * A small allowance month of branch 2 for the issue 16 tests: its own rate card version from the
 * month's first day, two drivers (A full-time, B part-time), their jobs, rosters and other items.
 * The figures the tests expect are worked out by hand in HAND_TOTALS (docs/allowance.md rules).
 */

export interface AllowanceFixture {
  month: string;
  day: (n: number) => string;
  versionId: number;
  rates: { nightAirportSaloon: number; airport: number; coach: number; hire: number };
  driverA: number;
  driverB: number;
  driverNoA: string;
  driverNoB: string;
  groups: { plus: number; minus: number };
  natures: { meal: number; half: number; fine: number; unlinked: number };
  otherIds: number[];
}

/**
 * The hand-computed month (version: otStandardMinutes 600, otHourlyRate 85.50):
 * A (FT): jobs A1 night airport saloon 75.00, A2 airport 60.00, A3 no rate 0.00, A4 Hire 45.50 = 180.50;
 *   overtime day 3 08:00-19:20 worked 680, over 80, 75 min x 85.50/h = 106.875 -> 106.88,
 *   day 4 22:00-09:10 worked 670, over 70, 60 min = 85.50; 135 min, 192.38;
 *   items meal 50.00, fine -120.00 = -70.00; total 180.50 + 192.38 - 70.00 = 302.88.
 * B (PT): jobs B1 coach 90.00, B2 airport (seq 2 before coach) 60.00, B3 no rate 0.00 = 150.00;
 *   basics day 3 first job coach 400.00, day 4 first job saloon 300.00 = 700.00; no overtime;
 *   item 1.5 x 33.33 = 49.995 -> 50.00; total 900.00.
 */
export const HAND_TOTALS = {
  a: { jobs: 4, jobAmount: '180.50', ptDays: 0, ptAmount: '0.00', otMinutes: 135, otAmount: '192.38', otherAmount: '-70.00', total: '302.88' },
  b: { jobs: 3, jobAmount: '150.00', ptDays: 2, ptAmount: '700.00', otMinutes: 0, otAmount: '0.00', otherAmount: '50.00', total: '900.00' },
  footer: { jobs: 7, jobAmount: '330.50', ptDays: 2, ptAmount: '700.00', otMinutes: 135, otAmount: '192.38', otherAmount: '-20.00', total: '1202.88' },
};

/** Every call of the allowance module (issue 16), as the OpenAPI document names them (checked by allowance-docs.test.ts). */
export const ALLOWANCE_ROUTES = [
  'GET /limo/api/getAllowanceEffDates',
  'POST /limo/api/getAllowanceRates',
  'GET /limo/api/getAllowanceRate/{id}',
  'POST /limo/api/upsertAllowanceRate',
  'POST /limo/api/reseqAllowanceRates',
  'POST /limo/api/copyAllowanceRates',
  'POST /limo/api/upsertAllowanceOtherGroup',
  'POST /limo/api/upsertAllowanceOtherGroupNature',
  'GET /limo/api/allowanceOtherGroupNature/{id}',
  'POST /limo/api/getAllowanceOthers',
  'GET /limo/api/getAllowanceOther/{id}',
  'POST /limo/api/upsertAllowanceOther',
  'POST /limo/api/getAllowanceHeader',
  'POST /limo/api/getAllowanceDriver',
  'POST /limo/api/getAllowanceDetail',
  'POST /limo/api/getAllowanceDriverSummary',
  'POST /limo/api/getAllowanceDriverFooter',
  'POST /limo/api/getAllowanceDetailMonthly',
  'POST /limo/api/closeAllowanceMonth',
  'POST /limo/api/reopenAllowanceMonth',
  'POST /limo/api/reports/driverOT',
];

let fixtures = 0;

export async function allowanceMonth(app: TestApp, admin: string, month: string): Promise<AllowanceFixture> {
  const api = client(app);
  const db = app.database.db;
  const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  const ok = async (res: Awaited<ReturnType<typeof api.post>>, status = 201) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json().id as number;
  };
  const locs = await db
    .select({ id: t.locations.id, code: t.locations.locationCode })
    .from(t.locations)
    .where(inArray(t.locations.locationCode, ['HKG-T1', 'PEN']));
  const loc = Object.fromEntries(locs.map((l) => [l.code, l.id]));
  const types = await db
    .select({ id: t.vehicleTypes.id, code: t.vehicleTypes.vehicleType })
    .from(t.vehicleTypes)
    .where(inArray(t.vehicleTypes.vehicleType, ['S-CLASS', 'COASTER']));
  const vt = Object.fromEntries(types.map((v) => [v.code, v.id]));

  const versionId = await ok(await api.post(admin, '/limo/api/allowanceEffDates', { effDate: day(1), otStandardMinutes: 600, otHourlyRate: '85.50' }));
  const airport = await ok(
    await api.post(admin, '/limo/api/allowanceLocations', { allowanceLocationCode: code('AP'), descEng: 'Airport', locationIds: [loc['HKG-T1']] }),
  );
  const saloon = await ok(
    await api.post(admin, '/limo/api/allowanceVehicleTypes', { allowanceVehicleTypeCode: code('SA'), descEng: 'Saloon', vehicleTypeIds: [vt['S-CLASS']] }),
  );
  const coach = await ok(
    await api.post(admin, '/limo/api/allowanceVehicleTypes', { allowanceVehicleTypeCode: code('CO'), descEng: 'Coach', vehicleTypeIds: [vt.COASTER] }),
  );
  const rate = async (row: Record<string, unknown>) => ok(await api.post(admin, '/limo/api/upsertAllowanceRate', { allowanceEffDateId: versionId, ...row }));
  const rates = {
    nightAirportSaloon: await rate({ allowanceLocationId: airport, allowanceVehicleTypeId: saloon, fromTime: '22:00', toTime: '06:00', amount: '75.00' }),
    airport: await rate({ allowanceLocationId: airport, amount: '60.00' }),
    coach: await rate({ allowanceVehicleTypeId: coach, amount: '90.00' }),
    hire: await rate({ serviceType: 'Hire', amount: '45.50' }),
  };
  await ok(
    await api.post(admin, '/limo/api/allowancePtBasics', { allowanceEffDateId: versionId, seq: 1, allowanceVehicleTypeId: coach, dailyAmount: '400.00' }),
  );
  await ok(await api.post(admin, '/limo/api/allowancePtBasics', { allowanceEffDateId: versionId, seq: 2, dailyAmount: '300.00' }));

  fixtures += 1;
  const base = `Z${fixtures}${code('', 6)}`;
  const [driverNoA, driverNoB] = [`${base}A`, `${base}B`];
  const driverA = await ok(
    await api.post(admin, '/limo/api/drivers', { driverNo: driverNoA, driverNameEng: 'Allowance Full-time', mobileNo: '+852 9123 4567' }),
  );
  const driverB = await ok(
    await api.post(admin, '/limo/api/drivers', { driverNo: driverNoB, driverNameEng: 'Allowance Part-time', mobileNo: '+852 9123 4568', employmentType: 'PT' }),
  );

  // Jobs: written directly (orders and their vehicles), as the scheduling grid would leave them.
  const [clientRow] = await db.select({ id: t.clients.id }).from(t.clients).where(eq(t.clients.recordStatus, 'A')).limit(1);
  const order = async (status: string) => {
    const [o] = await db
      .insert(t.orders)
      .values({ orderRefId: code('AL', 20), branchId: 2, clientId: clientRow.id, orderStatus: status })
      .returning({ id: t.orders.id });
    return o.id;
  };
  const live = await order('A');
  const cancelled = await order('C');
  let seqNo = 0;
  const job = async (driverId: number, d: number, time: string, from: string, to: string, type: string, serviceType: string, extra: object = {}) => {
    const [v] = await db
      .insert(t.orderVehicles)
      .values({
        orderId: live,
        seqNo: ++seqNo,
        serviceType,
        pickupDate: day(d),
        pickupTime: time,
        pickupLocationId: loc[from],
        dropoffLocationId: loc[to],
        vehicleTypeId: vt[type],
        startDate: day(d),
        startTime: time,
        endDate: day(d),
        endTime: time,
        driverId,
        ...extra,
      })
      .returning({ id: t.orderVehicles.id });
    return v.id;
  };
  await job(driverA, 3, '23:30:00', 'PEN', 'HKG-T1', 'S-CLASS', 'Transfer');
  await job(driverA, 3, '10:00:00', 'HKG-T1', 'PEN', 'S-CLASS', 'Arrival');
  await job(driverA, 4, '14:00:00', 'PEN', 'PEN', 'S-CLASS', 'Transfer');
  await job(driverA, 5, '09:00:00', 'PEN', 'PEN', 'S-CLASS', 'Hire');
  // Not jobs of rule 3: outsourced, a vehicle taken off its order, an order cancelled.
  const [vendor] = await db.select({ id: t.clients.id }).from(t.clients).limit(1);
  await job(driverA, 5, '11:00:00', 'PEN', 'PEN', 'S-CLASS', 'Transfer', { outsourceVendorId: vendor.id });
  await job(driverA, 5, '12:00:00', 'PEN', 'PEN', 'S-CLASS', 'Transfer', { orderVehicleStatus: 'C' });
  const gone = await job(driverA, 5, '13:00:00', 'PEN', 'PEN', 'S-CLASS', 'Transfer');
  await db.update(t.orderVehicles).set({ orderId: cancelled }).where(eq(t.orderVehicles.id, gone));
  await job(driverB, 3, '08:00:00', 'PEN', 'PEN', 'COASTER', 'Transfer');
  await job(driverB, 3, '12:00:00', 'HKG-T1', 'PEN', 'COASTER', 'Arrival');
  await job(driverB, 4, '07:00:00', 'PEN', 'PEN', 'S-CLASS', 'Transfer');

  await db.insert(t.dailyRosters).values([
    { branchId: 2, driverId: driverA, dutyDate: day(3), dutyTime: '08:00:00', offDutyTime: '19:20:00' },
    { branchId: 2, driverId: driverA, dutyDate: day(4), dutyTime: '22:00:00', offDutyTime: '09:10:00' },
    { branchId: 2, driverId: driverA, dutyDate: day(5), dutyTime: '09:00:00', offDutyTime: '18:00:00' },
    { branchId: 2, driverId: driverA, dutyDate: day(6), dutyTime: '09:00:00', offDutyTime: null },
    { branchId: 2, driverId: driverB, dutyDate: day(3), dutyTime: '07:00:00', offDutyTime: '20:00:00' },
  ]);

  const nature = async (defaultAmount: string | null) =>
    ok(await api.post(admin, '/limo/api/upsertAllowanceOtherGroupNature', { natureCode: code('N'), descEng: 'Nature', defaultAmount }));
  const natures = { meal: await nature('50.00'), half: await nature('33.33'), fine: await nature(null), unlinked: await nature('10.00') };
  const group = async (sign: number, natureIds: number[]) =>
    ok(await api.post(admin, '/limo/api/upsertAllowanceOtherGroup', { groupCode: code('G'), descEng: 'Group', sign, natureIds }));
  const groups = { plus: await group(1, [natures.meal, natures.half]), minus: await group(-1, [natures.fine]) };
  const other = async (body: Record<string, unknown>) => ok(await api.post(admin, '/limo/api/upsertAllowanceOther', body));
  const otherIds = [
    await other({ driverId: driverA, allowanceOtherGroupId: groups.plus, allowanceOtherGroupNatureId: natures.meal, otherDate: day(5) }),
    await other({ driverId: driverA, allowanceOtherGroupId: groups.minus, allowanceOtherGroupNatureId: natures.fine, otherDate: day(5), amount: '120.00' }),
    await other({ driverId: driverB, allowanceOtherGroupId: groups.plus, allowanceOtherGroupNatureId: natures.half, otherDate: day(4), qty: 1.5 }),
  ];
  return { month, day, versionId, rates, driverA, driverB, driverNoA, driverNoB, groups, natures, otherIds };
}

/** The month's log lines of branch 2. */
export async function monthLogs(app: TestApp, month: string) {
  return app.database.db
    .select()
    .from(t.allowanceMonthLogs)
    .where(and(eq(t.allowanceMonthLogs.branchId, 2), eq(t.allowanceMonthLogs.month, month)));
}
