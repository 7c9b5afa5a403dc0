import { isValidIsoDate, operatorNow, srvText, type ZoneTravelTime, zoneKey } from '@limo/domain';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest } from '../../engine/errors.js';
import { travelRowsOf } from './travel-read.js';
import { dropoffZoneSql, pickupZoneSql } from '../orders/order-zones.js';

/*
 * learnZoneTravelTimes (issue 32, docs/scheduling.md "Travel between jobs"): the minutes drivers
 * really took between jobs. For each driver and duty date, each job followed by their next job (by
 * start) gives a trip: from the COMPLETED stamp of the one to the ARRIVED stamp of the next (POB
 * when the driver marked no ARRIVED), from the drop-off zone of the one to the pick-up zone of the
 * next, in the hour band of the COMPLETED stamp (the operator's clock). A band of a pair with at
 * least MIN_TRIPS trips gets their median, rounded half up, into the table (docs/decisions.md).
 */

export const MAX_LEARN_DAYS = 92;
export const MIN_TRIPS = 5;
/** The fixed hour bands learnt into (docs/decisions.md, issue 32): night, morning rush, day, evening rush, evening. */
export const LEARN_BANDS: readonly (readonly [number, number])[] = [
  [0, 7],
  [7, 10],
  [10, 16],
  [16, 20],
  [20, 24],
];

export interface LearnBody {
  fromDate: string;
  toDate: string;
}
type Row = ZoneTravelTime & { id: number };
export interface LearntBand extends ZoneTravelTime {
  trips: number;
}
export interface LearnAnswer {
  /** Rows written (updated or inserted), with the trips behind each. */
  written: (Row & { trips: number })[];
  /** The branch's rows left as they were. */
  kept: Row[];
  /** Bands with enough trips left unwritten: a row of their pair covers part of their hours with other bounds. */
  skipped: LearntBand[];
}

const DAY_MS = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The period's dates in order and at most MAX_LEARN_DAYS: a 400 naming toDate otherwise. */
function checkPeriod({ fromDate: from, toDate: to }: LearnBody) {
  for (const [field, value] of [
    ['fromDate', from],
    ['toDate', to],
  ] as const) {
    if (!isValidIsoDate(value)) throw badRequest(srvText('srv.notServiceDate', { field }), undefined, [{ field, value }]);
  }
  if (to < from) throw badRequest(srvText('srv.travel.endsBeforeStart', { from, to }), undefined, [{ field: 'toDate', value: to }]);
  const n = days(from, to);
  if (n > MAX_LEARN_DAYS)
    throw badRequest(srvText('srv.travel.tooLong', { from, to, max: MAX_LEARN_DAYS, days: n }), undefined, [{ field: 'toDate', value: to }]);
}

/** The median of the minutes, rounded half up. */
export function medianMinutes(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Math.floor(median + 0.5);
}

const bandOf = (hour: number) => LEARN_BANDS.find(([from, to]) => from <= hour && hour < to) as readonly [number, number];

/** The trips of the branch's driver jobs in the period, grouped by pair of zones and band. */
async function tripsOf(ex: Db | Tx, branchId: number, { fromDate, toDate }: LearnBody): Promise<Map<string, LearntBand & { all: number[] }>> {
  const j = t.driverJobs;
  const ov = t.orderVehicles;
  const ms = (column: typeof j.completedTime) => sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;
  const rows = await ex
    .select({
      driverId: j.driverId,
      dutyDate: j.dutyDate,
      completed: ms(j.completedTime),
      arrived: sql<number | null>`(extract(epoch from coalesce(${j.arrivedTime}, ${j.pobTime})) * 1000)::float8`,
      pickupZone: pickupZoneSql,
      dropoffZone: dropoffZoneSql,
    })
    .from(j)
    .innerJoin(ov, eq(ov.id, j.orderVehicleId))
    .where(and(eq(j.branchId, branchId), gte(j.dutyDate, fromDate), lte(j.dutyDate, toDate)))
    .orderBy(asc(j.driverId), asc(j.dutyDate), asc(ov.startDate), asc(ov.startTime), asc(j.id));
  const groups = new Map<string, LearntBand & { all: number[] }>();
  for (let i = 1; i < rows.length; i++) {
    const [one, next] = [rows[i - 1], rows[i]];
    if (one.driverId !== next.driverId || one.dutyDate !== next.dutyDate) continue;
    const [from, to] = [zoneKey(one.dropoffZone), zoneKey(next.pickupZone)];
    if (one.completed === null || next.arrived === null || !from || !to || next.arrived < one.completed) continue;
    const [hourFrom, hourTo] = bandOf(Math.floor(operatorNow(Number(one.completed)).minuteOfDay / 60));
    const key = `${from}\u0000${to}\u0000${hourFrom}`;
    const group = groups.get(key) ?? { fromZone: from, toZone: to, hourFrom, hourTo, minutes: 0, trips: 0, all: [] };
    group.all.push((Number(next.arrived) - Number(one.completed)) / 60_000);
    group.trips = group.all.length;
    groups.set(key, group);
  }
  return groups;
}

/** Learns the branch's travel table from the period's completed jobs, in one transaction. */
export async function learnZoneTravelTimes(db: Db, body: LearnBody, principal: Principal): Promise<LearnAnswer> {
  checkPeriod(body);
  const branchId = principal.selectedBranchId;
  return db.transaction(async (tx) => {
    // The file's writers take the same lock (zone-travel-times.ts): no band slips in between.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('zone_travel_times'), ${branchId})`);
    const [groups, existing] = [await tripsOf(tx, branchId, body), await travelRowsOf(tx, branchId)];
    const written: LearnAnswer['written'] = [];
    const skipped: LearntBand[] = [];
    const touched = new Set<number>();
    const stamp = { lastUpdateBy: principal.username, lastUpdateDt: new Date() };
    for (const g of [...groups.values()].sort((a, b) => a.fromZone.localeCompare(b.fromZone) || a.toZone.localeCompare(b.toZone) || a.hourFrom - b.hourFrom)) {
      if (g.trips < MIN_TRIPS) continue;
      const band = { fromZone: g.fromZone, toZone: g.toZone, hourFrom: g.hourFrom, hourTo: g.hourTo, minutes: medianMinutes(g.all) };
      const pair = existing.filter((r) => zoneKey(r.fromZone) === g.fromZone && zoneKey(r.toZone) === g.toZone);
      const same = pair.find((r) => r.hourFrom === g.hourFrom && r.hourTo === g.hourTo);
      if (!same && pair.some((r) => r.hourFrom < g.hourTo && g.hourFrom < r.hourTo)) {
        skipped.push({ ...band, trips: g.trips });
        continue;
      }
      const z = t.zoneTravelTimes;
      const [row] = same
        ? await tx
            .update(z)
            .set({ minutes: band.minutes, version: sql`${z.version} + 1`, ...stamp })
            .where(eq(z.id, same.id))
            .returning()
        : await tx
            .insert(z)
            .values({ ...band, branchId, createBy: principal.username, ...stamp })
            .returning();
      if (same) touched.add(same.id);
      written.push({
        id: row.id,
        fromZone: row.fromZone,
        toZone: row.toZone,
        hourFrom: row.hourFrom,
        hourTo: row.hourTo,
        minutes: row.minutes,
        trips: g.trips,
      });
    }
    return { written, kept: existing.filter((r) => !touched.has(r.id)), skipped };
  });
}
