import type { AllowanceDriver, AllowanceInput, AllowanceJob, EmploymentType, OtherItem, RosterDay } from '@limo/domain';
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/*
 * Loads what the allowance rules need for a period of one branch (issue 16 rules 1-7): the branch's
 * drivers, their jobs (rule 3), rosters, other items and the rate card versions in effect.
 * computeAllowance (packages/domain) does the arithmetic.
 */

type Ex = Db | Tx;
const ov = t.orderVehicles;

export interface LoadScope {
  branchId: number;
  dateFrom: string;
  dateTo: string;
  driverId?: number;
  /** Overtime only (the overtime report): no jobs and no other items are read. */
  overtimeOnly?: boolean;
}

/** The branch's drivers (any status: one who left mid-month is still paid), or the one asked. */
export async function branchDrivers(ex: Ex, branchId: number, driverId?: number): Promise<(AllowanceDriver & { driverNameChi: string | null })[]> {
  const rows = await ex
    .select({
      driverId: t.drivers.id,
      driverNo: t.drivers.driverNo,
      driverNameEng: t.drivers.driverNameEng,
      driverNameChi: t.drivers.driverNameChi,
      employmentType: t.drivers.employmentType,
    })
    .from(t.drivers)
    .where(and(eq(t.drivers.branchId, branchId), driverId === undefined ? undefined : eq(t.drivers.id, driverId)))
    .orderBy(asc(t.drivers.driverNo));
  return rows.map((d) => ({ ...d, employmentType: (d.employmentType === 'PT' ? 'PT' : 'FT') as EmploymentType }));
}

/** The one driver asked for, when one is. */
const oneDriver = (column: PgColumn, scope: LoadScope) => (scope.driverId === undefined ? undefined : eq(column, scope.driverId));

/** Rule 3: order vehicles driven by the branch's drivers, not outsourced, of live orders (status A), picked up in the period. */
async function jobsOf(ex: Ex, scope: LoadScope): Promise<AllowanceJob[]> {
  const rows = await ex
    .select({
      orderVehicleId: ov.id,
      driverId: ov.driverId,
      date: ov.pickupDate,
      pickupTime: ov.pickupTime,
      pickupLocationId: ov.pickupLocationId,
      dropoffLocationId: ov.dropoffLocationId,
      vehicleTypeId: ov.vehicleTypeId,
      serviceType: ov.serviceType,
      orderRefId: t.orders.orderRefId,
    })
    .from(ov)
    .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
    .innerJoin(t.drivers, eq(t.drivers.id, ov.driverId))
    .where(
      and(
        eq(t.drivers.branchId, scope.branchId),
        oneDriver(ov.driverId, scope),
        gte(ov.pickupDate, scope.dateFrom),
        lte(ov.pickupDate, scope.dateTo),
        isNull(ov.outsourceVendorId),
        eq(ov.orderVehicleStatus, 'A'),
        eq(t.orders.orderStatus, 'A'),
      ),
    );
  return rows.map((r) => ({ ...r, driverId: r.driverId as number }));
}

async function rostersOf(ex: Ex, scope: LoadScope): Promise<RosterDay[]> {
  const r = t.dailyRosters;
  return ex
    .select({ driverId: r.driverId, dutyDate: r.dutyDate, dutyTime: r.dutyTime, offDutyTime: r.offDutyTime })
    .from(r)
    .innerJoin(t.drivers, eq(t.drivers.id, r.driverId))
    .where(and(eq(t.drivers.branchId, scope.branchId), oneDriver(r.driverId, scope), gte(r.dutyDate, scope.dateFrom), lte(r.dutyDate, scope.dateTo)));
}

async function othersOf(ex: Ex, scope: LoadScope): Promise<OtherItem[]> {
  const o = t.allowanceOthers;
  return ex
    .select({
      id: o.id,
      driverId: o.driverId,
      allowanceOtherGroupId: o.allowanceOtherGroupId,
      allowanceOtherGroupNatureId: o.allowanceOtherGroupNatureId,
      otherDate: o.otherDate,
      qty: o.qty,
      amount: o.amount,
      remarks: o.remarks,
    })
    .from(o)
    .innerJoin(t.drivers, eq(t.drivers.id, o.driverId))
    .where(and(eq(t.drivers.branchId, scope.branchId), oneDriver(o.driverId, scope), gte(o.otherDate, scope.dateFrom), lte(o.otherDate, scope.dateTo)));
}

/** Rule 1: the versions that may be in effect on a date of the period (the one at dateFrom and any starting later in it). */
export async function versionsOf(ex: Ex, dateFrom: string, dateTo: string) {
  const all = await ex
    .select({
      id: t.allowanceEffDates.id,
      effDate: t.allowanceEffDates.effDate,
      otStandardMinutes: t.allowanceEffDates.otStandardMinutes,
      otHourlyRate: t.allowanceEffDates.otHourlyRate,
    })
    .from(t.allowanceEffDates)
    .where(lte(t.allowanceEffDates.effDate, dateTo))
    .orderBy(asc(t.allowanceEffDates.effDate));
  const atStart = all.filter((v) => v.effDate <= dateFrom).pop();
  return all.filter((v) => v === atStart || v.effDate > dateFrom);
}

/** Everything computeAllowance needs for the scope. */
export async function loadAllowanceInput(ex: Ex, scope: LoadScope): Promise<AllowanceInput> {
  const versions = await versionsOf(ex, scope.dateFrom, scope.dateTo);
  const versionIds = [...versions.map((v) => v.id), 0];
  const full = !scope.overtimeOnly;
  const [drivers, jobs, rosters, others, rates, ptBasics, locationGroups, vehicleTypeGroups, otherGroups, otherNatures] = await Promise.all([
    branchDrivers(ex, scope.branchId, scope.driverId),
    full ? jobsOf(ex, scope) : [],
    rostersOf(ex, scope),
    full ? othersOf(ex, scope) : [],
    full
      ? ex
          .select({
            id: t.allowanceRates.id,
            allowanceEffDateId: t.allowanceRates.allowanceEffDateId,
            seq: t.allowanceRates.seq,
            allowanceLocationId: t.allowanceRates.allowanceLocationId,
            allowanceVehicleTypeId: t.allowanceRates.allowanceVehicleTypeId,
            serviceType: t.allowanceRates.serviceType,
            fromTime: t.allowanceRates.fromTime,
            toTime: t.allowanceRates.toTime,
            amount: t.allowanceRates.amount,
          })
          .from(t.allowanceRates)
          .where(inArray(t.allowanceRates.allowanceEffDateId, versionIds))
      : [],
    full
      ? ex
          .select({
            id: t.allowancePtBasics.id,
            allowanceEffDateId: t.allowancePtBasics.allowanceEffDateId,
            seq: t.allowancePtBasics.seq,
            allowanceVehicleTypeId: t.allowancePtBasics.allowanceVehicleTypeId,
            dailyAmount: t.allowancePtBasics.dailyAmount,
          })
          .from(t.allowancePtBasics)
          .where(inArray(t.allowancePtBasics.allowanceEffDateId, versionIds))
      : [],
    full
      ? ex
          .select({
            id: t.allowanceLocations.id,
            ids: t.allowanceLocations.locationIds,
            code: t.allowanceLocations.allowanceLocationCode,
            nameChi: t.allowanceLocations.descChi,
          })
          .from(t.allowanceLocations)
      : [],
    full
      ? ex
          .select({
            id: t.allowanceVehicleTypes.id,
            ids: t.allowanceVehicleTypes.vehicleTypeIds,
            code: t.allowanceVehicleTypes.allowanceVehicleTypeCode,
            nameChi: t.allowanceVehicleTypes.descChi,
          })
          .from(t.allowanceVehicleTypes)
      : [],
    full
      ? ex
          .select({
            id: t.allowanceOtherGroups.id,
            groupCode: t.allowanceOtherGroups.groupCode,
            descEng: t.allowanceOtherGroups.descEng,
            descChi: t.allowanceOtherGroups.descChi,
            sign: t.allowanceOtherGroups.sign,
          })
          .from(t.allowanceOtherGroups)
      : [],
    full
      ? ex
          .select({
            id: t.allowanceOtherGroupNatures.id,
            natureCode: t.allowanceOtherGroupNatures.natureCode,
            descEng: t.allowanceOtherGroupNatures.descEng,
            descChi: t.allowanceOtherGroupNatures.descChi,
            defaultAmount: t.allowanceOtherGroupNatures.defaultAmount,
          })
          .from(t.allowanceOtherGroupNatures)
      : [],
  ]);
  return {
    dateFrom: scope.dateFrom,
    dateTo: scope.dateTo,
    versions,
    rates,
    ptBasics,
    locationGroups,
    vehicleTypeGroups,
    drivers,
    jobs,
    rosters,
    otherGroups: otherGroups.map((g) => ({ ...g, sign: g.sign === -1 ? -1 : 1 })),
    otherNatures,
    others,
  };
}
