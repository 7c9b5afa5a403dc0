import { absoluteMinute, findClashes, holdsResources, renderMessage, RESOURCES, type ScheduleRow, srvText, vehicleForJob, REFUSAL_NAMES } from '@limo/domain';
import { and, eq, like } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, conflict, HttpError, notFound, type Text } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { startingWith } from '../../engine/query.js';
import { diffRows, type HistoryRow, writeHistory } from '../orders/order-history.js';
import { ScheduleService } from '../orders/schedules.service.js';
import { readParameters } from '../system/parameters.service.js';
import { clashOverrideRow, planRow, secondCallRow } from './assignment-history.js';
import { clashContext, namesFor } from './clash-context.js';
import { dropoffZoneSql, pickupZoneSql } from '../orders/order-zones.js';
import type { SecondCallBody, UpdateOrderVehicleBody } from './scheduling.schemas.js';

/*
 * Giving jobs to drivers, vehicles and vendors (issue 10, docs/scheduling.md). Each change locks
 * the driver's and the vehicle's rows before it reads their other jobs, so two dispatchers giving
 * clashing jobs at once are served one after the other: the second sees the first's job and is
 * refused. A clash is a 409 listing them unless the dispatcher overrides, which the history keeps.
 */

const ov = t.orderVehicles;
const ASSIGNMENT_FIELDS = [
  'driverId',
  'vehicleId',
  'outsourceVendorId',
  'outsourceDriverName',
  'outsourceCost',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
] as const;

type Assignment = Pick<typeof ov.$inferSelect, (typeof ASSIGNMENT_FIELDS)[number]>;
interface Target extends Assignment {
  id: number;
  version: number;
  orderId: number;
  orderRefId: string;
  orderStatus: string;
  branchId: number;
  vehicleStatus: string;
  /** The job's zones for the travel rule (issue 32). */
  pickupZone: string | null;
  dropoffZone: string | null;
}

export class AssignmentService {
  private readonly schedules: ScheduleService;

  constructor(
    private readonly db: Db,
    private readonly events: Events,
  ) {
    this.schedules = new ScheduleService(db);
  }

  /** updateOrderVehicle: assign, unassign, outsource or move a job; answers its schedule row. */
  async updateOrderVehicle(input: UpdateOrderVehicleBody, principal: Principal, via?: { planId: number }): Promise<ScheduleRow> {
    if (input.version === undefined) throw new HttpError(428, srvText('srv.sch.versionRequired'));
    const params = await readParameters(this.db);
    const id = await this.events.transaction(this.db, undefined, async (tx) => {
      const before = await this.lockTarget(tx, input.orderVehicleId, principal);
      if (before.version !== input.version) {
        throw new HttpError(412, srvText('srv.sch.stale', { order: before.orderRefId, id: before.id, version: before.version }));
      }
      const after = nextAssignment(before, input);
      await this.checkParties(tx, before.branchId, after, params.vendorPrefix);
      const driverOrVehicleChanged = after.driverId !== before.driverId || after.vehicleId !== before.vehicleId;
      const timesChanged = ['startDate', 'startTime', 'endDate', 'endTime'].some((k) => after[k as keyof Assignment] !== before[k as keyof Assignment]);
      const history: HistoryRow[] = [];
      if ((driverOrVehicleChanged || timesChanged) && (after.driverId !== null || after.vehicleId !== null)) {
        await lockParties(tx, after.driverId, after.vehicleId);
        const around = (vehicleId: number | null) =>
          clashContext(tx, before.branchId, after.startDate, [after.driverId ?? 0], [vehicleId ?? 0], params.turnaroundMinutes);
        let ctx = await around(after.vehicleId);
        if (after.driverId !== null && after.vehicleId === null && input.vehicleId === undefined) {
          after.vehicleId = vehicleForJob({ ...after, orderVehicleId: before.id, orderStatus: before.orderStatus }, after.driverId, null, ctx.rosters);
          if (after.vehicleId !== null) {
            await lockParties(tx, null, after.vehicleId);
            ctx = await around(after.vehicleId);
          }
        }
        const job = { ...after, orderVehicleId: before.id, orderStatus: before.orderStatus, pickupZone: before.pickupZone, dropoffZone: before.dropoffZone };
        const names = await namesFor(tx, [after.driverId ?? 0, ...ctx.rosters.map((r) => r.driverId)], [after.vehicleId ?? 0]);
        const clashes = holdsResources(job) ? findClashes(job, after.driverId, after.vehicleId, { ...ctx, ...names }) : [];
        if (clashes.length && !input.override) throw clashError(clashes);
        if (clashes.length) history.push(clashOverrideRow(before, clashes));
      }
      history.unshift(...diffRows(before.orderId, before.id, ASSIGNMENT_FIELDS, { ...before }, { ...after }));
      if (!history.length) return before.id;
      if (via) history.push(planRow(before, via.planId));
      await tx
        .update(ov)
        .set({ ...after, version: before.version + 1, lastUpdateBy: principal.username, lastUpdateDt: new Date() })
        .where(and(eq(ov.id, before.id), eq(ov.version, before.version)));
      // In this transaction: a partner's booking tells the partner the driver and the car (issue 18).
      if (driverOrVehicleChanged && after.driverId !== null) await this.events.publish(tx, 'driverAssigned', { orderVehicleId: before.id });
      await writeHistory(tx, history, principal);
      return before.id;
    });
    return this.committedRow(id, principal);
  }

  /** secondCallAssign: another driver, vehicle or vendor called to the same job. */
  async secondCallAssign(orderVehicleId: number, input: SecondCallBody, principal: Principal): Promise<ScheduleRow> {
    const call = {
      driverId: input.driverId ?? null,
      vehicleId: input.vehicleId ?? null,
      outsourceVendorId: input.outsourceVendorId ?? null,
      outsourceDriverName: input.outsourceDriverName || null,
    };
    if (call.driverId === null && call.vehicleId === null && call.outsourceVendorId === null) {
      throw badRequest(srvText('srv.sch.secondCallEmpty'), undefined, [{ field: 'driverId', value: null }]);
    }
    if (call.outsourceVendorId !== null && (call.driverId !== null || call.vehicleId !== null)) {
      throw badRequest(srvText('srv.sch.secondCallBoth'), undefined, [{ field: 'outsourceVendorId', value: call.outsourceVendorId }]);
    }
    if (call.outsourceDriverName && call.outsourceVendorId === null) {
      throw badRequest(srvText('srv.sch.driverNeedsVendor'), undefined, [{ field: 'outsourceDriverName', value: call.outsourceDriverName }]);
    }
    const params = await readParameters(this.db);
    await this.events.transaction(this.db, undefined, async (tx) => {
      const target = await this.lockTarget(tx, orderVehicleId, principal);
      await this.checkParties(tx, target.branchId, call, params.vendorPrefix);
      const history: HistoryRow[] = [];
      if (call.driverId !== null || call.vehicleId !== null) {
        await lockParties(tx, call.driverId, call.vehicleId);
        const ctx = await clashContext(tx, target.branchId, target.startDate, [call.driverId ?? 0], [call.vehicleId ?? 0], params.turnaroundMinutes);
        const names = await namesFor(tx, [call.driverId ?? 0, ...ctx.rosters.map((r) => r.driverId)], [call.vehicleId ?? 0]);
        const job = { ...target, orderVehicleId: target.id };
        const clashes = findClashes(job, call.driverId, call.vehicleId, { ...ctx, ...names });
        if (clashes.length && !input.override) throw clashError(clashes);
        if (clashes.length) history.push(clashOverrideRow(target, clashes));
      }
      const stamp = { createBy: principal.username, lastUpdateBy: principal.username };
      await tx.insert(t.orderDriverVehicles).values({ ...call, orderId: target.orderId, orderVehicleId: target.id, ...stamp });
      await bumpVersion(tx, target, principal);
      history.unshift(secondCallRow(target, call));
      await writeHistory(tx, history, principal);
    });
    return this.committedRow(orderVehicleId, principal);
  }

  /** secondCallRemove: takes a second call off its job. */
  async secondCallRemove(secondCallId: number, principal: Principal): Promise<ScheduleRow> {
    const orderVehicleId = await this.events.transaction(this.db, undefined, async (tx) => {
      const [call] = await tx.select().from(t.orderDriverVehicles).where(eq(t.orderDriverVehicles.id, secondCallId));
      if (!call) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.secondCall, id: secondCallId }));
      const target = await this.lockTarget(tx, call.orderVehicleId, principal, srvText('srv.notFound', { what: REFUSAL_NAMES.secondCall, id: secondCallId }));
      await tx.delete(t.orderDriverVehicles).where(eq(t.orderDriverVehicles.id, secondCallId));
      await bumpVersion(tx, target, principal);
      await writeHistory(tx, [secondCallRow(target, call, true)], principal);
      return target.id;
    });
    return this.committedRow(orderVehicleId, principal);
  }

  /**
   * The job's row after the commit, also sent to the branch's grids: read outside the transaction, so
   * the driver and the vehicle are locked no longer than the change needs.
   */
  private async committedRow(id: number, principal: Principal): Promise<ScheduleRow> {
    const [row] = await this.schedules.rowsFor([id], principal.selectedBranchId);
    await this.events.committed('scheduleChanged', { branchId: principal.selectedBranchId, rows: [row] });
    return row;
  }

  /** The order vehicle of the selected branch, locked for the change; a cancelled or void order's jobs do not move. */
  private async lockTarget(
    tx: Tx,
    id: number,
    principal: Principal,
    missing: Text = srvText('srv.notFound', { what: REFUSAL_NAMES.orderVehicle, id }),
  ): Promise<Target> {
    const [row] = await tx
      .select({
        id: ov.id,
        version: ov.version,
        orderId: ov.orderId,
        vehicleStatus: ov.orderVehicleStatus,
        driverId: ov.driverId,
        vehicleId: ov.vehicleId,
        outsourceVendorId: ov.outsourceVendorId,
        outsourceDriverName: ov.outsourceDriverName,
        outsourceCost: ov.outsourceCost,
        startDate: ov.startDate,
        startTime: ov.startTime,
        endDate: ov.endDate,
        endTime: ov.endTime,
        orderRefId: t.orders.orderRefId,
        orderStatus: t.orders.orderStatus,
        branchId: t.orders.branchId,
        pickupZone: pickupZoneSql,
        dropoffZone: dropoffZoneSql,
      })
      .from(ov)
      .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
      .where(and(eq(ov.id, id), eq(t.orders.branchId, principal.selectedBranchId)))
      .for('update', { of: ov });
    if (!row) throw notFound(missing);
    if (row.vehicleStatus !== 'A') throw conflict(srvText('srv.sch.removed', { id: row.id, ref: row.orderRefId }));
    if (row.orderStatus === 'C' || row.orderStatus === 'V') {
      throw conflict(srvText(row.orderStatus === 'C' ? 'srv.sch.cancelled' : 'srv.sch.void', { ref: row.orderRefId }));
    }
    return row;
  }

  /** The driver, vehicle and vendor exist, are active and belong to the order's branch (another branch's is "no such"). */
  private async checkParties(tx: Tx, branchId: number, a: Pick<Assignment, 'driverId' | 'vehicleId' | 'outsourceVendorId'>, vendorPrefix: string) {
    if (a.driverId !== null) {
      const [d] = await tx
        .select({ status: t.drivers.driverStatus })
        .from(t.drivers)
        .where(and(eq(t.drivers.id, a.driverId), eq(t.drivers.branchId, branchId)));
      if (!d)
        throw badRequest(srvText('srv.noSuchRef', { field: 'driverId', what: RESOURCES.drivers.label, id: a.driverId }), undefined, [
          { field: 'driverId', value: a.driverId },
        ]);
      if (d.status !== 'A')
        throw badRequest(srvText('srv.notActive', { field: 'driverId', what: RESOURCES.drivers.label, id: a.driverId }), undefined, [
          { field: 'driverId', value: a.driverId },
        ]);
    }
    if (a.vehicleId !== null) {
      const [v] = await tx
        .select({ status: t.vehicles.vehicleStatus })
        .from(t.vehicles)
        .where(and(eq(t.vehicles.id, a.vehicleId), eq(t.vehicles.branchId, branchId)));
      if (!v)
        throw badRequest(srvText('srv.noSuchRef', { field: 'vehicleId', what: RESOURCES.vehicles.label, id: a.vehicleId }), undefined, [
          { field: 'vehicleId', value: a.vehicleId },
        ]);
      if (v.status !== 'A')
        throw badRequest(srvText('srv.notActive', { field: 'vehicleId', what: RESOURCES.vehicles.label, id: a.vehicleId }), undefined, [
          { field: 'vehicleId', value: a.vehicleId },
        ]);
    }
    if (a.outsourceVendorId !== null) {
      const [c] = await tx
        .select({ id: t.clients.id })
        .from(t.clients)
        .where(and(eq(t.clients.id, a.outsourceVendorId), like(t.clients.clientCode, startingWith(vendorPrefix)), eq(t.clients.recordStatus, 'A')));
      if (!c) {
        throw badRequest(srvText('srv.sch.noVendor', { prefix: vendorPrefix, id: a.outsourceVendorId }), undefined, [
          { field: 'outsourceVendorId', value: a.outsourceVendorId },
        ]);
      }
    }
  }
}

/** The assignment after the body: left out unchanged, null cleared; a driver and a vendor exclude each other. */
export function nextAssignment(before: Assignment, input: UpdateOrderVehicleBody): Assignment {
  const pick = <K extends keyof Assignment>(k: K): Assignment[K] => (input[k] === undefined ? before[k] : (input[k] as Assignment[K]));
  const next: Assignment = {
    driverId: pick('driverId'),
    vehicleId: pick('vehicleId'),
    outsourceVendorId: pick('outsourceVendorId'),
    outsourceDriverName: pick('outsourceDriverName') || null,
    outsourceCost: pick('outsourceCost'),
    startDate: pick('startDate'),
    startTime: pick('startTime'),
    endDate: pick('endDate'),
    endTime: pick('endTime'),
  };
  const outsourcing = input.outsourceVendorId !== undefined && input.outsourceVendorId !== null;
  const driving = (input.driverId !== undefined && input.driverId !== null) || (input.vehicleId !== undefined && input.vehicleId !== null);
  if (outsourcing && driving) {
    throw badRequest(srvText('srv.sch.jobBoth'), undefined, [{ field: 'outsourceVendorId', value: input.outsourceVendorId }]);
  }
  if (outsourcing) Object.assign(next, { driverId: null, vehicleId: null });
  if (driving) Object.assign(next, { outsourceVendorId: null, outsourceDriverName: null });
  // Taking the driver off takes the car they were to bring, unless the body keeps one; another driver brings their own.
  if (input.vehicleId === undefined && input.driverId !== undefined && input.driverId !== before.driverId) next.vehicleId = null;
  if (next.outsourceVendorId === null) next.outsourceDriverName = null;
  if (input.outsourceDriverName && next.outsourceVendorId === null) {
    throw badRequest(srvText('srv.sch.driverNeedsVendor'), undefined, [{ field: 'outsourceDriverName', value: input.outsourceDriverName }]);
  }
  // The vendor's cost (issue 17) goes with the outsourcing: gone with it, and another vendor's price is not the last one's.
  if (input.outsourceCost !== undefined && input.outsourceCost !== null && next.outsourceVendorId === null) {
    throw badRequest(srvText('srv.sch.costNeedsVendor'), undefined, [{ field: 'outsourceCost', value: input.outsourceCost }]);
  }
  if (next.outsourceVendorId === null || (next.outsourceVendorId !== before.outsourceVendorId && input.outsourceCost === undefined)) next.outsourceCost = null;
  if (absoluteMinute(next.endDate, next.endTime) <= absoluteMinute(next.startDate, next.startTime)) {
    throw badRequest(srvText('srv.sch.endBeforeStart'), undefined, [
      { field: 'endDate', value: next.endDate },
      { field: 'endTime', value: next.endTime },
    ]);
  }
  return next;
}

/** Locks the driver's and the vehicle's rows (always in this order) until the transaction ends. */
async function lockParties(tx: Tx, driverId: number | null, vehicleId: number | null) {
  if (driverId !== null) await tx.select({ id: t.drivers.id }).from(t.drivers).where(eq(t.drivers.id, driverId)).for('update');
  if (vehicleId !== null) await tx.select({ id: t.vehicles.id }).from(t.vehicles).where(eq(t.vehicles.id, vehicleId)).for('update');
}

async function bumpVersion(tx: Tx, target: Target, principal: Principal) {
  await tx
    .update(ov)
    .set({ version: target.version + 1, lastUpdateBy: principal.username, lastUpdateDt: new Date() })
    .where(eq(ov.id, target.id));
}

/** The 409 of clashes: code the first clash's kind, every text (the list's too) in the request's language. */
function clashError(clashes: ReturnType<typeof findClashes>) {
  const texts = clashes.map((c) => c.text);
  const first = clashes.length === 1 ? texts[0] : ({ key: 'srv.clash.many', params: { count: clashes.length, first: texts[0] } } as const);
  return new HttpError(409, first, texts).withCode(clashes[0].kind).withExtraIn((lang) => ({
    clashes: clashes.map((c) => ({ kind: c.kind, orderVehicleId: c.orderVehicleId, message: renderMessage(lang, c.text) })),
  }));
}
