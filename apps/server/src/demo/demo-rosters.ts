import { DEFAULT_TRAVEL_MINUTES, driverJobsClash, dutySpan, jobSpan, operatorToday, overlaps, type RosterDuty, travelRule } from '@limo/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { dropoffZoneSql, pickupZoneSql } from '../modules/orders/order-zones.js';
import { DEMO_DAYS_AHEAD, DEMO_DAYS_BACK } from './demo-order-plan.js';

/*
 * The demo roster (issue 10): every demo driver gets a usual shift, and a roster for each day of
 * the demo fortnight (a rest day a week), driving their usual car unless a driver before them
 * already holds it then. Today has one vehicle given to two drivers at once, for the roster
 * screen to show, and one vehicle change during a duty.
 */

/** Usual shift by driver position: mostly early and day shifts, some late, a few nights. */
const SHIFT_BY_POSITION = ['EARLY', 'EARLY', 'EARLY', 'DAY', 'DAY', 'DAY', 'DAY', 'LATE', 'LATE', 'NIGHT'];

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function loadDemoRosters(tx: Tx, today = operatorToday()) {
  const shifts = await tx.select().from(t.staffShiftings);
  const shiftOf = new Map(shifts.map((s) => [s.staffShiftingCode, s]));
  if (SHIFT_BY_POSITION.some((code) => !shiftOf.has(code))) return;
  const drivers = await tx
    .select({ id: t.drivers.id, branchId: t.drivers.branchId, vehicleId: t.drivers.defaultVehicleId })
    .from(t.drivers)
    .where(eq(t.drivers.driverStatus, 'A'))
    .orderBy(asc(t.drivers.id));
  const usual = drivers.map((d, i) => ({ ...d, shift: shiftOf.get(SHIFT_BY_POSITION[i % SHIFT_BY_POSITION.length]) as (typeof shifts)[number] }));
  for (const shift of shifts) {
    const ids = usual.filter((d) => d.shift.id === shift.id).map((d) => d.id);
    if (ids.length) await tx.update(t.drivers).set({ staffShiftingId: shift.id }).where(inArray(t.drivers.id, ids));
  }
  const rows: (typeof t.dailyRosters.$inferInsert)[] = [];
  for (let offset = -DEMO_DAYS_BACK; offset <= DEMO_DAYS_AHEAD; offset++) {
    const dutyDate = plusDays(today, offset);
    const day: RosterDuty[] = [];
    for (const [i, d] of usual.entries()) {
      const rest = (i + offset + 70) % 7 === 0;
      const duty: RosterDuty = {
        driverId: d.id,
        dutyDate,
        dutyTime: rest ? null : d.shift.dutyHourFrom,
        dutyEndTime: rest ? null : d.shift.dutyHourTo,
        offDutyTime: null,
        vehicleId: d.vehicleId,
      };
      const span = dutySpan(duty);
      const taken = span && day.some((o) => o.vehicleId === duty.vehicleId && overlaps(span, dutySpan(o) ?? { start: 0, end: 0 }));
      if (!span || taken) duty.vehicleId = null;
      day.push(duty);
      rows.push({ ...duty, branchId: d.branchId, staffShiftingId: rest ? null : d.shift.id, remarks: rest ? 'Rest day' : null });
    }
  }
  // Today: the fourth driver takes the first one's car (an overlap to resolve on the roster screen).
  const todays = rows.filter((r) => r.dutyDate === today && r.dutyTime);
  const [first, , , fourth] = todays;
  if (first?.vehicleId && fourth) fourth.vehicleId = first.vehicleId;
  const made: { id: number; driverId: number; dutyDate: string }[] = [];
  for (let i = 0; i < rows.length; i += 400) {
    made.push(
      ...(await tx
        .insert(t.dailyRosters)
        .values(rows.slice(i, i + 400))
        .returning({ id: t.dailyRosters.id, driverId: t.dailyRosters.driverId, dutyDate: t.dailyRosters.dutyDate })),
    );
  }
  // Today: the fifth driver swaps to a night driver's car from 12:00 to 14:00.
  const fifth = todays[4];
  const nightCar = rows.find((r) => r.dutyDate === today && r.vehicleId && r.staffShiftingId === shiftOf.get('NIGHT')?.id)?.vehicleId;
  const roster = fifth && made.find((m) => m.driverId === fifth.driverId && m.dutyDate === today);
  if (roster && nightCar)
    await tx.insert(t.dailyRosterVehicles).values({ dailyRosterId: roster.id, vehicleId: nightCar, fromTime: '12:00:00', toTime: '14:00:00' });
}

/**
 * Gives the demo fortnight's jobs to drivers on duty, as a dispatcher would have: each job to the
 * first free driver of its branch (taking turns) whose duty covers it, with their rostered car.
 * Free means the clash rule's DRIVER_BUSY does not hold, travel between zones included (issue 32).
 * About one job in eight from today on is left unassigned, for the grid to show work to do.
 */
export async function assignDemoJobs(tx: Tx, today = operatorToday(), bufferMinutes = 15) {
  const jobs = await tx
    .select({
      id: t.orderVehicles.id,
      branchId: t.orders.branchId,
      startDate: t.orderVehicles.startDate,
      startTime: t.orderVehicles.startTime,
      endDate: t.orderVehicles.endDate,
      endTime: t.orderVehicles.endTime,
      pickupZone: pickupZoneSql,
      dropoffZone: dropoffZoneSql,
    })
    .from(t.orderVehicles)
    .innerJoin(t.orders, eq(t.orders.id, t.orderVehicles.orderId))
    .where(and(eq(t.orderVehicles.orderVehicleStatus, 'A'), inArray(t.orders.orderStatus, ['A', 'P'])))
    .orderBy(asc(t.orderVehicles.startDate), asc(t.orderVehicles.startTime), asc(t.orderVehicles.id));
  const rosters = await tx.select().from(t.dailyRosters);
  const duties = rosters.flatMap((r) => {
    const span = dutySpan(r);
    return span ? [{ ...r, span }] : [];
  });
  const travelRows = await tx.select().from(t.zoneTravelTimes);
  const travelOf = new Map<number, ReturnType<typeof travelRule>>();
  const travel = (branchId: number) => {
    if (!travelOf.has(branchId))
      travelOf.set(
        branchId,
        travelRule(
          travelRows.filter((r) => r.branchId === branchId),
          DEFAULT_TRAVEL_MINUTES,
        ),
      );
    return travelOf.get(branchId);
  };
  const busy = new Map<number, (typeof jobs)[number][]>();
  let turn = 0;
  for (const job of jobs) {
    if (job.startDate >= today && job.id % 8 === 0) continue;
    const span = jobSpan(job);
    const fits = duties.filter(
      (d) =>
        d.branchId === job.branchId &&
        d.span.start <= span.start &&
        span.end <= d.span.end &&
        !(busy.get(d.driverId) ?? []).some((b) => driverJobsClash(b, job, bufferMinutes, travel(job.branchId))),
    );
    if (!fits.length) continue;
    const duty = fits[turn++ % fits.length];
    busy.set(duty.driverId, [...(busy.get(duty.driverId) ?? []), job]);
    await tx.update(t.orderVehicles).set({ driverId: duty.driverId, vehicleId: duty.vehicleId }).where(eq(t.orderVehicles.id, job.id));
  }
}

/** Demo travel times of the Hong Kong branch (issue 32): a few pairs of the demo zones, slower in the rush hours. */
export const DEMO_TRAVEL: [from: string, to: string, bands: [hourFrom: number, hourTo: number, minutes: number][]][] = [
  [
    'AIRPORT',
    'CENTRAL',
    [
      [0, 7, 30],
      [7, 10, 50],
      [10, 16, 40],
      [16, 20, 55],
      [20, 24, 35],
    ],
  ],
  [
    'CENTRAL',
    'AIRPORT',
    [
      [0, 7, 30],
      [7, 10, 50],
      [10, 16, 40],
      [16, 20, 55],
      [20, 24, 35],
    ],
  ],
  ['AIRPORT', 'TST', [[0, 24, 35]]],
  ['TST', 'AIRPORT', [[0, 24, 35]]],
  ['AIRPORT', 'AIRPORT', [[0, 24, 10]]],
  [
    'TST',
    'CENTRAL',
    [
      [7, 10, 25],
      [16, 20, 25],
    ],
  ],
  [
    'CENTRAL',
    'TST',
    [
      [7, 10, 25],
      [16, 20, 25],
    ],
  ],
];

export async function loadDemoTravel(tx: Tx, branchId: number) {
  const rows = DEMO_TRAVEL.flatMap(([fromZone, toZone, bands]) =>
    bands.map(([hourFrom, hourTo, minutes]) => ({ branchId, fromZone, toZone, hourFrom, hourTo, minutes })),
  );
  await tx.insert(t.zoneTravelTimes).values(rows);
}
