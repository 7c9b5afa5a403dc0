import { nextDate } from '@limo/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { startingWith } from '../../engine/query.js';
import { ScheduleService } from '../orders/schedules.service.js';
import { readParameters } from '../system/parameters.service.js';
import { branchLeavesOf, leaveTypeOn } from '../leave/leave-read.js';
import { rostersOf } from './clash-context.js';
import { travelRowsOf } from './travel-read.js';

/** Everything the scheduling grid shows for one service date of the selected branch, in one answer. */
export async function scheduleDay(db: Db, day: string, principal: Principal) {
  const branchId = principal.selectedBranchId;
  const params = await readParameters(db);
  const [schedules, rosters, drivers, vehicles, vehicleTypes, vendors, leaves, travelRows] = await Promise.all([
    new ScheduleService(db).schedules(day, principal),
    rostersOf(db, branchId, nextDate(day, -1), nextDate(day, 1)),
    db
      .select({
        id: t.drivers.id,
        driverNo: t.drivers.driverNo,
        driverNameEng: t.drivers.driverNameEng,
        driverNameChi: t.drivers.driverNameChi,
        mobileNo: t.drivers.mobileNo,
      })
      .from(t.drivers)
      .where(and(eq(t.drivers.branchId, branchId), eq(t.drivers.driverStatus, 'A')))
      .orderBy(asc(t.drivers.driverNo)),
    db
      .select({ id: t.vehicles.id, licensePlateNo: t.vehicles.licensePlateNo, vehicleTypeId: t.vehicles.vehicleTypeId })
      .from(t.vehicles)
      .where(and(eq(t.vehicles.branchId, branchId), eq(t.vehicles.vehicleStatus, 'A')))
      .orderBy(asc(t.vehicles.licensePlateNo)),
    db
      .select({ id: t.vehicleTypes.id, vehicleType: t.vehicleTypes.vehicleType, maxCapacity: t.vehicleTypes.maxCapacity })
      .from(t.vehicleTypes)
      .orderBy(asc(t.vehicleTypes.displaySeq), asc(t.vehicleTypes.id)),
    db
      .select({ id: t.clients.id, clientCode: t.clients.clientCode, clientNameEng: t.clients.clientNameEng, clientNameChi: t.clients.clientNameChi })
      .from(t.clients)
      .where(and(like(t.clients.clientCode, startingWith(params.vendorPrefix)), eq(t.clients.recordStatus, 'A')))
      .orderBy(asc(t.clients.clientNameEng)),
    branchLeavesOf(db, branchId, nextDate(day, -1), nextDate(day, 1)),
    travelRowsOf(db, branchId),
  ]);
  // Approved leave (issue 16): marked on the rosters and drivers, and listed for the ON_LEAVE clash marks.
  const onLeave = (driverId: number, date: string) => {
    const type = leaveTypeOn(leaves, driverId, date);
    return type ? { onLeave: type } : {};
  };
  return {
    date: day,
    schedules,
    rosters: rosters.map((r) => ({ ...r, ...onLeave(r.driverId, r.dutyDate) })),
    drivers: drivers.map((d) => ({ ...d, ...onLeave(d.id, day) })),
    vehicles: vehicles.map((v) => ({ ...v, vehicleTypeId: v.vehicleTypeId as number })),
    vehicleTypes,
    vendors,
    leaves,
    // The travel rule's table (issue 32): the grid marks the DRIVER_BUSY the server refuses.
    zoneTravelTimes: travelRows,
    parameters: {
      turnaroundMinutes: params.turnaroundMinutes,
      smallVehicleMaxCapacity: params.smallVehicleMaxCapacity,
      specialClientIds: params.specialClientIds,
      filterClientIds: params.filterClientIds,
      defaultTravelMinutes: params.defaultTravelMinutes,
    },
  };
}
