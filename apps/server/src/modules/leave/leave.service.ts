import { type LeaveType, leaveDays, nextDate, quotaProblem, RESOURCES, srvText, REFUSAL_NAMES } from '@limo/domain';
import { and, asc, desc, eq, gte, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { badRequest, conflict, HttpError, notFound } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import { holidayDatesBetween } from './leave-read.js';
import { type DriverLeaveBody, MAX_LEAVE_DAYS } from './leave.schemas.js';
import { takenDays } from './quota.service.js';

/*
 * Leave requests and their decisions (issue 16 rule 10). Each change locks the driver's row first,
 * as updateOrderVehicle does before it reads the driver's jobs: two approvals of one driver's leave
 * are served one after the other, so the second sees the first's days against the quota, and an
 * assignment racing an approval sees the approved leave (the ON_LEAVE clash).
 */

const l = t.leaves;
const ov = t.orderVehicles;
type LeaveRow = typeof l.$inferSelect;

export const leaveWire = (row: LeaveRow) => toWire(RESOURCES.leaves, row);

/** Who made a change, as the audit columns keep it: the staff's username, or driver:<login> from the driver page. */
export type Actor = string;

/** The driver of the branch, locked for the change; another branch's driver is not found. */
async function lockDriver(tx: Tx, driverId: number, branchId: number) {
  const [d] = await tx
    .select({ id: t.drivers.id, status: t.drivers.driverStatus })
    .from(t.drivers)
    .where(and(eq(t.drivers.id, driverId), eq(t.drivers.branchId, branchId)))
    .for('update');
  if (!d) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.driver, id: driverId }));
  return d;
}

/** A request's days (the dates of its range that are not public holidays); 400 when there is none. */
async function daysOf(ex: Db | Tx, dateFrom: string, dateTo: string) {
  if (dateTo < dateFrom) throw badRequest(srvText('srv.dateOrder', { from: 'dateFrom', to: 'dateTo' }), undefined, [{ field: 'dateTo', value: dateTo }]);
  if (nextDate(dateFrom, MAX_LEAVE_DAYS) <= dateTo)
    throw badRequest(srvText('srv.leave.maxDays', { max: MAX_LEAVE_DAYS }), undefined, [{ field: 'dateTo', value: dateTo }]);
  const days = leaveDays(dateFrom, dateTo, await holidayDatesBetween(ex, dateFrom, dateTo));
  if (!days.length) throw badRequest(srvText('srv.leave.noWorkingDay', { from: dateFrom, to: dateTo }), undefined, [{ field: 'dateFrom', value: dateFrom }]);
  return days.length;
}

/** Another pending or approved request of the driver over some of the same dates is a 409. */
async function refuseOverlap(tx: Tx, driverId: number, dateFrom: string, dateTo: string, except?: number) {
  const [other] = await tx
    .select({ id: l.id, dateFrom: l.dateFrom, dateTo: l.dateTo, status: l.status })
    .from(l)
    .where(
      and(eq(l.driverId, driverId), inArray(l.status, ['P', 'A']), lte(l.dateFrom, dateTo), gte(l.dateTo, dateFrom), except ? ne(l.id, except) : undefined),
    )
    .limit(1);
  if (other) {
    const params = { from: other.dateFrom, to: other.dateTo, id: other.id };
    throw conflict(srvText(other.status === 'A' ? 'srv.lv.overlapApproved' : 'srv.lv.overlapPending', params));
  }
}

export class LeaveService {
  constructor(private readonly db: Db) {}

  /** A new request (status P) of a driver of the branch; its days are computed here. */
  async create(driverId: number, branchId: number, body: DriverLeaveBody, actor: Actor) {
    return this.db.transaction(async (tx) => {
      const driver = await lockDriver(tx, driverId, branchId);
      if (driver.status !== 'A')
        throw badRequest(srvText('srv.inactive', { what: RESOURCES.drivers.label, id: driverId }), undefined, [{ field: 'driverId', value: driverId }]);
      const days = await daysOf(tx, body.dateFrom, body.dateTo);
      await refuseOverlap(tx, driverId, body.dateFrom, body.dateTo);
      const [row] = await tx
        .insert(l)
        .values({
          driverId,
          leaveType: body.leaveType,
          dateFrom: body.dateFrom,
          dateTo: body.dateTo,
          days,
          reason: body.reason || null,
          status: 'P',
          createBy: actor,
          lastUpdateBy: actor,
        })
        .returning();
      return leaveWire(row);
    });
  }

  /** approveLeave/{id}: within the quota of the year of dateFrom (AL, SL); answers the driver's jobs already given in those days. */
  async approve(id: number, branchId: number, remarks: string | null | undefined, actor: Actor) {
    return this.db.transaction(async (tx) => {
      const leave = await this.lockPending(tx, id, branchId);
      await lockDriver(tx, leave.driverId, branchId);
      // Holidays may have been added since the request: its days are counted again now.
      const days = await daysOf(tx, leave.dateFrom, leave.dateTo);
      await refuseOverlap(tx, leave.driverId, leave.dateFrom, leave.dateTo, leave.id);
      const year = Number(leave.dateFrom.slice(0, 4));
      const type = leave.leaveType as LeaveType;
      const [quota] = await tx
        .select({ quotaDays: t.leaveQuotas.quotaDays })
        .from(t.leaveQuotas)
        .where(and(eq(t.leaveQuotas.driverId, leave.driverId), eq(t.leaveQuotas.year, year), eq(t.leaveQuotas.leaveType, type)));
      const taken = (await takenDays(tx, [leave.driverId], year)).get(`${leave.driverId}:${type}`) ?? 0;
      const problem = quotaProblem(type, days, quota?.quotaDays ?? 0, taken);
      if (problem) throw new HttpError(409, problem.text).withExtra({ code: problem.code });
      const row = await this.decide(tx, leave, 'A', remarks, actor, days);
      return { leave: leaveWire(row), jobs: await jobsOf(tx, leave.driverId, leave.dateFrom, leave.dateTo) };
    });
  }

  /** rejectLeave/{id}. */
  async reject(id: number, branchId: number, remarks: string | null | undefined, actor: Actor) {
    return this.db.transaction(async (tx) => {
      const leave = await this.lockPending(tx, id, branchId);
      return { leave: leaveWire(await this.decide(tx, leave, 'R', remarks, actor, leave.days)) };
    });
  }

  /** leaveJobs/{id}: the driver's live jobs in a request's dates, before deciding it. */
  async jobs(id: number, branchId: number) {
    const [row] = await this.db
      .select({ driverId: l.driverId, dateFrom: l.dateFrom, dateTo: l.dateTo })
      .from(l)
      .innerJoin(t.drivers, eq(t.drivers.id, l.driverId))
      .where(and(eq(l.id, id), eq(t.drivers.branchId, branchId)));
    if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.leave, id: id }));
    return jobsOf(this.db, row.driverId, row.dateFrom, row.dateTo);
  }

  /** The driver's own requests, newest first (the driver page). */
  async ofDriver(driverId: number) {
    const rows = await this.db.select().from(l).where(eq(l.driverId, driverId)).orderBy(desc(l.createDt), desc(l.id));
    return rows.map(leaveWire);
  }

  /** The request of a driver of the branch, locked; 404 for another branch's, 409 unless pending. */
  private async lockPending(tx: Tx, id: number, branchId: number): Promise<LeaveRow> {
    const [row] = await tx
      .select({ leave: l })
      .from(l)
      .innerJoin(t.drivers, eq(t.drivers.id, l.driverId))
      .where(and(eq(l.id, id), eq(t.drivers.branchId, branchId)))
      .for('update', { of: l });
    if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.leave, id: id }));
    if (row.leave.status !== 'P') throw conflict(srvText(row.leave.status === 'A' ? 'srv.lv.alreadyApproved' : 'srv.lv.alreadyRejected', { id }));
    return row.leave;
  }

  private async decide(tx: Tx, leave: LeaveRow, status: 'A' | 'R', remarks: string | null | undefined, actor: Actor, days: number) {
    const [row] = await tx
      .update(l)
      .set({
        status,
        days,
        remarks: remarks === undefined ? leave.remarks : remarks || null,
        decidedBy: actor,
        decidedDt: new Date(),
        version: sql`${l.version} + 1`,
        lastUpdateBy: actor,
        lastUpdateDt: new Date(),
      })
      .where(eq(l.id, leave.id))
      .returning();
    return row;
  }
}

/** The driver's live jobs (main driver or second call) picked up in [dateFrom, dateTo], in pick-up order. */
export async function jobsOf(ex: Db | Tx, driverId: number, dateFrom: string, dateTo: string) {
  const live = and(eq(ov.orderVehicleStatus, 'A'), notInArray(t.orders.orderStatus, ['C', 'V']), gte(ov.pickupDate, dateFrom), lte(ov.pickupDate, dateTo));
  const cols = { orderVehicleId: ov.id, orderRefId: t.orders.orderRefId, pickupDate: ov.pickupDate, pickupTime: ov.pickupTime };
  const [mains, calls] = await Promise.all([
    ex
      .select(cols)
      .from(ov)
      .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
      .where(and(live, eq(ov.driverId, driverId)))
      .orderBy(asc(ov.pickupDate), asc(ov.pickupTime), asc(ov.id)),
    ex
      .select(cols)
      .from(t.orderDriverVehicles)
      .innerJoin(ov, eq(ov.id, t.orderDriverVehicles.orderVehicleId))
      .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
      .where(and(live, eq(t.orderDriverVehicles.driverId, driverId))),
  ]);
  const seen = new Set<number>();
  return [...mains, ...calls]
    .filter((j) => !seen.has(j.orderVehicleId) && seen.add(j.orderVehicleId))
    .sort((a, b) => `${a.pickupDate} ${a.pickupTime}`.localeCompare(`${b.pickupDate} ${b.pickupTime}`) || a.orderVehicleId - b.orderVehicleId);
}
