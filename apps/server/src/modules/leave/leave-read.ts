import type { DriverLeave, LeaveType } from '@limo/domain';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { anyOf } from '../orders/enquiry.service.js';

/*
 * Reads the leave calls share with the grid, the rosters and roster HR (issue 16 rule 10): approved
 * leave of drivers over dates, and the public holidays of the holiday area.
 */

const l = t.leaves;

/** An approved leave as the grid and the clash rules read it, with its type. */
export interface ApprovedLeave extends DriverLeave {
  leaveType: LeaveType;
}

/** The approved leaves of these drivers (all drivers when `driverIds` is undefined) that touch [fromDate, toDate]. */
export async function approvedLeavesOf(ex: Db | Tx, driverIds: number[] | undefined, fromDate: string, toDate: string): Promise<ApprovedLeave[]> {
  if (driverIds && !driverIds.length) return [];
  const rows = await ex
    .select({ driverId: l.driverId, leaveType: l.leaveType, fromDate: l.dateFrom, toDate: l.dateTo })
    .from(l)
    .where(and(eq(l.status, 'A'), lte(l.dateFrom, toDate), gte(l.dateTo, fromDate), driverIds ? anyOf(l.driverId, driverIds) : undefined))
    .orderBy(asc(l.dateFrom), asc(l.id));
  return rows as ApprovedLeave[];
}

/** The type of the approved leave the driver is on that day, if any. */
export function leaveTypeOn(leaves: readonly ApprovedLeave[], driverId: number, date: string): LeaveType | undefined {
  return leaves.find((x) => x.driverId === driverId && x.fromDate <= date && date <= x.toDate)?.leaveType;
}

/** The approved leaves of the branch's drivers that touch [fromDate, toDate]. */
export async function branchLeavesOf(ex: Db | Tx, branchId: number, fromDate: string, toDate: string): Promise<ApprovedLeave[]> {
  const rows = await ex
    .select({ driverId: l.driverId, leaveType: l.leaveType, fromDate: l.dateFrom, toDate: l.dateTo })
    .from(l)
    .innerJoin(t.drivers, eq(t.drivers.id, l.driverId))
    .where(and(eq(l.status, 'A'), lte(l.dateFrom, toDate), gte(l.dateTo, fromDate), eq(t.drivers.branchId, branchId)))
    .orderBy(asc(l.dateFrom), asc(l.id));
  return rows as ApprovedLeave[];
}

/** The public holidays in [fromDate, toDate] of the area of the system parameter holidayArea (HK when empty), as pricing reads them. */
export async function holidayDatesBetween(ex: Db | Tx, fromDate: string, toDate: string): Promise<string[]> {
  const area = sql`(select upper(coalesce(nullif(trim(${t.sysParameters.parmValue}), ''), 'HK')) from ${t.sysParameters} where lower(${t.sysParameters.parmKey}) = 'holidayarea')`;
  const rows = await ex
    .select({ date: t.holidays.holidayDate })
    .from(t.holidays)
    .where(and(gte(t.holidays.holidayDate, fromDate), lte(t.holidays.holidayDate, toDate), sql`upper(${t.holidays.areaInitial}) = coalesce(${area}, 'HK')`))
    .orderBy(asc(t.holidays.holidayDate));
  return rows.map((r) => r.date);
}
