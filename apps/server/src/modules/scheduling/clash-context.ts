import { type ClashContext, nextDate, type RosterDuty, type ScheduledJob } from '@limo/domain';
import { and, asc, eq, gte, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { anyOf } from '../orders/enquiry.service.js';
import { approvedLeavesOf } from '../leave/leave-read.js';
import { readTravel } from './travel-read.js';
import { dropoffZoneSql, pickupZoneSql } from '../orders/order-zones.js';

/*
 * What the clash rules read around one job (docs/scheduling.md, "Clashes"): the jobs of the drivers
 * and vehicles concerned two days either side (second calls count as jobs of their driver), and the
 * branch's rosters of the day before to the day after, with their vehicle changes, and the branch's
 * travel between zones (issue 32) with each job's zones.
 */

const ov = t.orderVehicles;
const held = (ids: number[]) => ids.filter((i) => Number.isInteger(i) && i > 0);

/** The vehicle changes of these rosters, by roster, in the order they happen. */
export async function vehicleChangesOf(ex: Db | Tx, rosterIds: number[]): Promise<Map<number, NonNullable<RosterDuty['vehicles']>>> {
  const byRoster = new Map<number, NonNullable<RosterDuty['vehicles']>>();
  if (!rosterIds.length) return byRoster;
  const rows = await ex
    .select({
      rosterId: t.dailyRosterVehicles.dailyRosterId,
      vehicleId: t.dailyRosterVehicles.vehicleId,
      fromTime: t.dailyRosterVehicles.fromTime,
      toTime: t.dailyRosterVehicles.toTime,
    })
    .from(t.dailyRosterVehicles)
    .where(anyOf(t.dailyRosterVehicles.dailyRosterId, rosterIds))
    .orderBy(asc(t.dailyRosterVehicles.fromTime));
  for (const { rosterId, ...c } of rows) byRoster.set(rosterId, [...(byRoster.get(rosterId) ?? []), c]);
  return byRoster;
}

/** The branch's rosters of these duty dates, as the rules read them. */
export async function rostersOf(ex: Db | Tx, branchId: number, fromDate: string, toDate: string): Promise<(RosterDuty & { id: number })[]> {
  const r = t.dailyRosters;
  const rows = await ex
    .select({
      id: r.id,
      driverId: r.driverId,
      dutyDate: r.dutyDate,
      dutyTime: r.dutyTime,
      dutyEndTime: r.dutyEndTime,
      offDutyTime: r.offDutyTime,
      vehicleId: r.vehicleId,
    })
    .from(r)
    .where(and(eq(r.branchId, branchId), gte(r.dutyDate, fromDate), lte(r.dutyDate, toDate)))
    .orderBy(asc(r.dutyDate), asc(r.driverId));
  if (!rows.length) return [];
  const byRoster = await vehicleChangesOf(
    ex,
    rows.map((x) => x.id),
  );
  return rows.map((x) => ({ ...x, vehicles: byRoster.get(x.id) ?? [] }));
}

/** The jobs and rosters the clash rules need for a job starting on `startDate` given to these drivers and vehicles. */
export async function clashContext(
  ex: Db | Tx,
  branchId: number,
  startDate: string,
  driverIds: number[],
  vehicleIds: number[],
  bufferMinutes: number,
): Promise<ClashContext> {
  const drivers = held(driverIds);
  const vehicles = held(vehicleIds);
  const [from, to] = [nextDate(startDate, -2), nextDate(startDate, 2)];
  const who = (d: SQL | undefined, v: SQL | undefined) => or(...[drivers.length ? d : undefined, vehicles.length ? v : undefined].filter(Boolean));
  const live = and(eq(ov.orderVehicleStatus, 'A'), gte(ov.startDate, from), lte(ov.startDate, to), notInArray(t.orders.orderStatus, ['C', 'V']));
  const span = {
    orderVehicleId: ov.id,
    startDate: ov.startDate,
    startTime: ov.startTime,
    endDate: ov.endDate,
    endTime: ov.endTime,
    orderStatus: t.orders.orderStatus,
    pickupZone: pickupZoneSql,
    dropoffZone: dropoffZoneSql,
  };
  const [mains, calls, rosters, leaves, { travel }] = await Promise.all([
    drivers.length || vehicles.length
      ? ex
          .select({ ...span, driverId: ov.driverId, vehicleId: ov.vehicleId })
          .from(ov)
          .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
          .where(and(live, who(inArray(ov.driverId, drivers), inArray(ov.vehicleId, vehicles))))
      : [],
    drivers.length || vehicles.length
      ? ex
          .select({ ...span, driverId: t.orderDriverVehicles.driverId, vehicleId: t.orderDriverVehicles.vehicleId })
          .from(t.orderDriverVehicles)
          .innerJoin(ov, eq(ov.id, t.orderDriverVehicles.orderVehicleId))
          .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
          .where(and(live, who(inArray(t.orderDriverVehicles.driverId, drivers), inArray(t.orderDriverVehicles.vehicleId, vehicles))))
      : [],
    rostersOf(ex, branchId, nextDate(startDate, -1), nextDate(startDate, 1)),
    // Approved leave of the drivers concerned: the ON_LEAVE clash (issue 16 rule 10).
    approvedLeavesOf(ex, drivers, from, to),
    readTravel(ex, branchId),
  ]);
  const jobs: ScheduledJob[] = [...mains, ...calls];
  return { jobs, rosters, leaves, bufferMinutes, travel };
}

/** Names for clash messages: driver numbers and plates. */
export async function namesFor(ex: Db | Tx, driverIds: number[], vehicleIds: number[]) {
  const [drivers, vehicles] = await Promise.all([
    held(driverIds).length
      ? ex
          .select({ id: t.drivers.id, name: t.drivers.driverNo })
          .from(t.drivers)
          .where(inArray(t.drivers.id, held(driverIds)))
      : [],
    held(vehicleIds).length
      ? ex
          .select({ id: t.vehicles.id, name: t.vehicles.licensePlateNo })
          .from(t.vehicles)
          .where(inArray(t.vehicles.id, held(vehicleIds)))
      : [],
  ]);
  const d = new Map(drivers.map((x) => [x.id, x.name]));
  const v = new Map(vehicles.map((x) => [x.id, x.name]));
  return { driverName: (id: number) => d.get(id) ?? String(id), vehicleName: (id: number) => v.get(id) ?? `#${id}` };
}
