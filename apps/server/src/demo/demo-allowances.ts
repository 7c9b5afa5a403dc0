import { nextDate, operatorToday } from '@limo/domain';
import { and, asc, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

/*
 * The demo allowance rate card (issue 16, docs/allowance.md): a version from 1 January of this year
 * and one from the first of next month paying more for airport jobs; location groups (airport,
 * cross-border, urban), vehicle-type groups (saloon, MPV, coach), day and night bands per pair and
 * a catch-all last row; part-time basics; meal, permit and fine items. A quarter of the drivers
 * work part-time; past rosters get actual off-duty times (some overtime); a few items this month.
 */

const LOCATION_GROUPS: [code: string, eng: string, chi: string, locations: string[]][] = [
  ['AIRPORT', 'Airport', '機場', ['HKG-T1', 'HKG-T2', 'HKG-SKYPIER', 'HKG-BAC']],
  ['XBORDER', 'Cross-border', '跨境', ['HZMB-HK', 'WKS', 'CHFT', 'LMC', 'SZB', 'HYW', 'MKT', 'MFT', 'SZFT-SL', 'SZX']],
];
const URBAN: [string, string, string] = ['URBAN', 'Urban', '市區'];

const VEHICLE_GROUPS: [code: string, eng: string, chi: string, types: string[], base: number][] = [
  ['SALOON', 'Saloon', '房車', ['S-CLASS', 'E-CLASS', 'TESLA'], 40],
  ['MPV', 'MPV and van', '七人車及客貨車', ['ALPHARD', 'V-CLASS', 'HIACE'], 50],
  ['COACH', 'Coach', '旅遊巴', ['COASTER', 'COACH49'], 70],
];

/** What a job adds by location group (first version, second version) to the vehicle group's base. */
const LOCATION_EXTRA: Record<string, [number, number]> = { AIRPORT: [20, 35], XBORDER: [40, 40], URBAN: [0, 0] };
const NIGHT_EXTRA = 15;
const CATCH_ALL = '30.00';

const OTHER_GROUPS: [code: string, eng: string, chi: string, sign: 1 | -1, natures: [string, string, string, string | null][]][] = [
  [
    'MEAL',
    'Meal allowance',
    '膳食津貼',
    1,
    [
      ['LUNCH', 'Lunch on duty', '當值午膳', '50.00'],
      ['SUPPER', 'Supper after 22:00', '22:00 後晚膳', '60.00'],
    ],
  ],
  [
    'PERMIT',
    'Border permits and parking',
    '過境許可及泊車',
    1,
    [
      ['XBPERMIT', 'Cross-border permit fee', '過境許可費', '150.00'],
      ['PARKING', 'Parking paid by the driver', '司機代付泊車費', null],
    ],
  ],
  [
    'FINE',
    'Fines and deductions',
    '罰款及扣減',
    -1,
    [
      ['SPEEDING', 'Speeding ticket', '超速告票', null],
      ['LATE', 'Late for duty', '遲到', '100.00'],
    ],
  ],
];

const money = (n: number) => n.toFixed(2);

export async function loadDemoAllowances(tx: Tx, today = operatorToday()) {
  const audit = { createBy: 'system', lastUpdateBy: 'system' };
  const locations = await tx.select({ id: t.locations.id, code: t.locations.locationCode }).from(t.locations);
  const types = await tx.select({ id: t.vehicleTypes.id, code: t.vehicleTypes.vehicleType }).from(t.vehicleTypes);
  if (!locations.length || !types.length) return;
  const locationId = new Map(locations.map((l) => [l.code, l.id]));
  const typeId = new Map(types.map((v) => [v.code, v.id]));
  const ids = (codes: string[], of: Map<string, number>) => codes.map((c) => of.get(c)).filter((id): id is number => id !== undefined);

  const outside = new Set(LOCATION_GROUPS.flatMap(([, , , codes]) => codes));
  const locationGroups = await tx
    .insert(t.allowanceLocations)
    .values([
      ...LOCATION_GROUPS.map(([code, eng, chi, codes]) => ({
        allowanceLocationCode: code,
        descEng: eng,
        descChi: chi,
        locationIds: ids(codes, locationId),
        ...audit,
      })),
      {
        allowanceLocationCode: URBAN[0],
        descEng: URBAN[1],
        descChi: URBAN[2],
        locationIds: locations.filter((l) => !outside.has(l.code)).map((l) => l.id),
        ...audit,
      },
    ])
    .returning({ id: t.allowanceLocations.id, code: t.allowanceLocations.allowanceLocationCode });
  const vehicleGroups = await tx
    .insert(t.allowanceVehicleTypes)
    .values(
      VEHICLE_GROUPS.map(([code, eng, chi, codes]) => ({
        allowanceVehicleTypeCode: code,
        descEng: eng,
        descChi: chi,
        vehicleTypeIds: ids(codes, typeId),
        ...audit,
      })),
    )
    .returning({ id: t.allowanceVehicleTypes.id, code: t.allowanceVehicleTypes.allowanceVehicleTypeCode });
  const vehicleGroupId = new Map(vehicleGroups.map((g) => [g.code, g.id]));

  const year = today.slice(0, 4);
  const nextMonth = nextDate(`${today.slice(0, 7)}-28`, 4).slice(0, 7);
  const versions = await tx
    .insert(t.allowanceEffDates)
    .values([
      { effDate: `${year}-01-01`, otStandardMinutes: 600, otHourlyRate: '85.00', remarks: 'Rate card of the year', ...audit },
      { effDate: `${nextMonth}-01`, otStandardMinutes: 600, otHourlyRate: '90.00', remarks: 'Higher airport rates', ...audit },
    ])
    .returning({ id: t.allowanceEffDates.id });

  const rates: (typeof t.allowanceRates.$inferInsert)[] = [];
  const basics: (typeof t.allowancePtBasics.$inferInsert)[] = [];
  versions.forEach((version, v) => {
    let seq = 0;
    for (const loc of locationGroups) {
      for (const [code, , , , base] of VEHICLE_GROUPS) {
        const day = base + LOCATION_EXTRA[loc.code][v];
        const row = { allowanceEffDateId: version.id, allowanceLocationId: loc.id, allowanceVehicleTypeId: vehicleGroupId.get(code) as number, ...audit };
        rates.push({ ...row, seq: ++seq, fromTime: '06:00:00', toTime: '22:00:00', amount: money(day), remarks: 'Day' });
        rates.push({ ...row, seq: ++seq, fromTime: '22:00:00', toTime: '06:00:00', amount: money(day + NIGHT_EXTRA), remarks: 'Night' });
      }
    }
    rates.push({ allowanceEffDateId: version.id, seq: seq + 1, amount: CATCH_ALL, remarks: 'Any other job', ...audit });
    basics.push(
      { allowanceEffDateId: version.id, seq: 1, allowanceVehicleTypeId: vehicleGroupId.get('COACH'), dailyAmount: '400.00', ...audit },
      { allowanceEffDateId: version.id, seq: 2, allowanceVehicleTypeId: vehicleGroupId.get('MPV'), dailyAmount: '350.00', ...audit },
      { allowanceEffDateId: version.id, seq: 3, allowanceVehicleTypeId: null, dailyAmount: '300.00', ...audit },
    );
  });
  await tx.insert(t.allowanceRates).values(rates);
  await tx.insert(t.allowancePtBasics).values(basics);

  const natureIds = new Map<string, number>();
  const groupIds = new Map<string, number>();
  for (const [groupCode, descEng, descChi, sign, natures] of OTHER_GROUPS) {
    const [group] = await tx
      .insert(t.allowanceOtherGroups)
      .values({ groupCode, descEng, descChi, sign, ...audit })
      .returning({ id: t.allowanceOtherGroups.id });
    groupIds.set(groupCode, group.id);
    const made = await tx
      .insert(t.allowanceOtherGroupNatures)
      .values(natures.map(([natureCode, eng, chi, defaultAmount]) => ({ natureCode, descEng: eng, descChi: chi, defaultAmount, ...audit })))
      .returning({ id: t.allowanceOtherGroupNatures.id, code: t.allowanceOtherGroupNatures.natureCode });
    for (const n of made) natureIds.set(n.code, n.id);
    await tx
      .insert(t.allowanceOtherGroupNatureMaps)
      .values(made.map((n) => ({ allowanceOtherGroupId: group.id, allowanceOtherGroupNatureId: n.id, ...audit })));
  }

  const drivers = await tx.select({ id: t.drivers.id, driverNo: t.drivers.driverNo }).from(t.drivers).orderBy(asc(t.drivers.driverNo));
  // Every fourth driver works part-time.
  const partTime = drivers.filter((_, i) => i % 4 === 2).map((d) => d.id);
  if (partTime.length) await tx.update(t.drivers).set({ employmentType: 'PT' }).where(inArray(t.drivers.id, partTime));

  // Past duties were worked: off duty at the planned end, or up to 90 minutes later (overtime for long shifts).
  await tx
    .update(t.dailyRosters)
    .set({ offDutyTime: sql`${t.dailyRosters.dutyEndTime} + make_interval(mins => (${t.dailyRosters.driverId} % 7) * 15)` })
    .where(
      and(lt(t.dailyRosters.dutyDate, today), isNotNull(t.dailyRosters.dutyTime), isNotNull(t.dailyRosters.dutyEndTime), isNull(t.dailyRosters.offDutyTime)),
    );

  // A few items this month, on days up to today.
  const day = (n: number) => {
    const date = `${today.slice(0, 7)}-${String(n).padStart(2, '0')}`;
    return date <= today ? date : `${today.slice(0, 7)}-01`;
  };
  const full = drivers.filter((d) => !partTime.includes(d.id) && d.driverNo.startsWith('D'));
  const items: [number | undefined, string, string, number, string, string | null, string | null][] = [
    [full[0]?.id, 'MEAL', 'LUNCH', 1, '1', null, null],
    [full[0]?.id, 'MEAL', 'SUPPER', 3, '1', null, 'Late airport arrivals'],
    [full[1]?.id, 'PERMIT', 'XBPERMIT', 2, '1', null, 'Lok Ma Chau run'],
    [full[2]?.id, 'PERMIT', 'PARKING', 2, '1', '85.50', 'Harbour City car park'],
    [full[3]?.id, 'FINE', 'SPEEDING', 1, '1', '320.00', 'Tsing Ma Bridge'],
    [full[4]?.id, 'FINE', 'LATE', 1, '1', null, null],
    [full[5]?.id, 'MEAL', 'LUNCH', 1, '2', null, 'Two days of long duties'],
  ];
  const rows = items
    .filter(([driverId]) => driverId !== undefined)
    .map(([driverId, group, nature, d, qty, amount, remarks]) => ({
      driverId: driverId as number,
      allowanceOtherGroupId: groupIds.get(group) as number,
      allowanceOtherGroupNatureId: natureIds.get(nature) as number,
      otherDate: day(d),
      qty,
      amount,
      remarks,
      ...audit,
    }));
  if (rows.length) await tx.insert(t.allowanceOthers).values(rows);
}
