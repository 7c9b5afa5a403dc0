import { DAY_PLAN_DEFAULT_SECONDS, holdsResources, nextDate, type ScheduledJob, type ScheduleRow, srvText } from '@limo/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest } from '../../engine/errors.js';
import { approvedLeavesOf } from '../leave/leave-read.js';
import { ScheduleService } from '../orders/schedules.service.js';
import { rostersOf } from '../scheduling/clash-context.js';
import { readTravel } from '../scheduling/travel-read.js';
import { readParameters } from '../system/parameters.service.js';
import type { PlanJob } from './plan-problem.js';
import type { PlanInput } from './plan-thread.js';
import type { PlanBody } from './plan.schemas.js';

/*
 * The day planner's problem as the database holds it (issue 32): the open jobs of the service date
 * (the grid's day) of the selected branch, the jobs that stay with their drivers and vehicles (the
 * days either side too, second calls as jobs of their driver), rosters, approved leave, the
 * branch's vehicles and travel table.
 */

/** A job the planner may give: active, not outsourced, no second call, and without a driver (or, when allowed, one not acknowledged). */
export function plannable(row: ScheduleRow, keepAssigned: boolean): boolean {
  if (row.orderStatus !== 'A' || row.isOutsource || (row.secondCalls ?? []).length) return false;
  if (row.driverId === null) return true;
  return !keepAssigned && !row.jobStatus;
}

/** What the clash and travel rules read of a row: its span, status and zones. */
const spanOf = (row: ScheduleRow) => ({
  orderVehicleId: row.orderVehicleId,
  startDate: row.startDate,
  startTime: row.startTime,
  endDate: row.endDate,
  endTime: row.endTime,
  orderStatus: row.orderStatus,
  pickupZone: row.pickupZone ?? null,
  dropoffZone: row.dropoffZone ?? null,
});

/** The jobs of a row that hold someone: its main driver and vehicle, and each second call. */
function heldJobs(row: ScheduleRow): ScheduledJob[] {
  const base = spanOf(row);
  const main = row.driverId !== null || (row.vehicleId ?? null) !== null ? [{ ...base, driverId: row.driverId, vehicleId: row.vehicleId ?? null }] : [];
  // A second call holds its driver and car for the same span; its own id keeps it apart from the main job.
  const calls = (row.secondCalls ?? [])
    .filter((c) => c.driverId !== null || c.vehicleId !== null)
    .map((c) => ({ ...base, orderVehicleId: -c.id, driverId: c.driverId, vehicleId: c.vehicleId }));
  return [...main, ...calls];
}

/** The problem as data (the travel rule as its rows), to cross into the planner's thread. */
export async function readPlanInput(db: Db, body: PlanBody, principal: Principal): Promise<PlanInput> {
  const branchId = principal.selectedBranchId;
  const schedules = new ScheduleService(db);
  const keepAssigned = body.keepAssigned !== false;
  const [before, day, after, rosters, params, travel, drivers, vehicles] = await Promise.all([
    schedules.schedules(nextDate(body.date, -1), principal),
    schedules.schedules(body.date, principal),
    schedules.schedules(nextDate(body.date, 1), principal),
    rostersOf(db, branchId, nextDate(body.date, -1), nextDate(body.date, 1)),
    readParameters(db),
    readTravel(db, branchId),
    db
      .select({ id: t.drivers.id })
      .from(t.drivers)
      .where(and(eq(t.drivers.branchId, branchId), eq(t.drivers.driverStatus, 'A'))),
    db
      .select({ id: t.vehicles.id, vehicleTypeId: t.vehicles.vehicleTypeId })
      .from(t.vehicles)
      .where(and(eq(t.vehicles.branchId, branchId), eq(t.vehicles.vehicleStatus, 'A'))),
  ]);
  const open = day.filter((r) => plannable(r, keepAssigned));
  let chosen = open;
  if (body.orderVehicleIds) {
    const openIds = new Set(open.map((r) => r.orderVehicleId));
    const wrong = body.orderVehicleIds.filter((id) => !openIds.has(id));
    if (wrong.length) {
      throw badRequest(srvText('srv.plan.notOpen', { ids: wrong.join(', '), date: body.date }), undefined, [{ field: 'orderVehicleIds', value: wrong }]);
    }
    const asked = new Set(body.orderVehicleIds);
    chosen = open.filter((r) => asked.has(r.orderVehicleId));
  }
  const planned = new Set(chosen.map((r) => r.orderVehicleId));
  const jobs: PlanJob[] = chosen.map((r) => ({
    ...spanOf(r),
    version: r.version ?? 0,
    vehicleTypeId: r.vehicleTypeId,
    driverId: r.driverId,
    vehicleId: r.vehicleId ?? null,
  }));
  // A row is on one grid day only (by its start), so the three days hold no row twice.
  const kept = [...before, ...day, ...after].filter((r) => !planned.has(r.orderVehicleId) && holdsResources(r)).flatMap(heldJobs);
  const driverIds = drivers.map((d) => d.id);
  return {
    date: body.date,
    jobs,
    kept,
    rosters,
    leaves: await approvedLeavesOf(db, driverIds, nextDate(body.date, -2), nextDate(body.date, 2)),
    vehicleTypes: new Map(vehicles.filter((v) => v.vehicleTypeId !== null).map((v) => [v.id, v.vehicleTypeId as number])),
    driverIds,
    bufferMinutes: params.turnaroundMinutes,
    travelRows: travel.rows.map(({ fromZone, toZone, hourFrom, hourTo, minutes }) => ({ fromZone, toZone, hourFrom, hourTo, minutes })),
    defaultTravelMinutes: travel.defaultMinutes,
    baseZone: travel.baseZone,
    timeLimitSeconds: body.timeLimitSeconds ?? DAY_PLAN_DEFAULT_SECONDS,
  };
}
