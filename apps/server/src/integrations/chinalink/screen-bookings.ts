import { srvText, type Bilingual, REFUSAL_NAMES } from '@limo/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, conflict, notFound } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import type { AssignmentService } from '../../modules/scheduling/assignment.service.js';
import { CHINALINK } from './outbox.js';
import { acceptBooking } from './partner-bookings.js';
import type { AssignDriverBody, BookingPatchBody, BookingRow, BookingsQuery } from './screen-schemas.js';

/*
 * The dispatcher's side of the partner's bookings (issue 18, docs/partner-feed.md): the list, accept,
 * reject, the vehicle type mapping, and the driver. Every call sees the selected branch's bookings only.
 */

const b = t.partnerBookings;
const ov = t.orderVehicles;
export const BOOKING_LABEL = REFUSAL_NAMES.partnerBooking;

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : time);

/** The screen's rows, by pick-up; `id` narrows to one booking. */
async function readRows(db: Db | Tx, branchId: number, where: SQL[]): Promise<BookingRow[]> {
  const rows = await db
    .select({
      id: b.id,
      partnerOrderId: b.partnerOrderId,
      status: b.status,
      orderId: b.orderId,
      orderRefId: t.orders.orderRefId,
      pickupDate: b.pickupDate,
      pickupTime: b.pickupTime,
      vehicleTypeCode: b.vehicleTypeCode,
      vehicleTypeId: b.vehicleTypeId,
      rejectReason: b.rejectReason,
      vehicleType: t.vehicleTypes.vehicleType,
      serviceType: b.serviceType,
      flightNo: b.flightNo,
      pickupLocationCode: b.pickupLocationCode,
      pickupAddress: b.pickupAddress,
      dropoffLocationCode: b.dropoffLocationCode,
      dropoffAddress: b.dropoffAddress,
      paxCount: b.paxCount,
      paxName: b.paxName,
      paxTel: b.paxTel,
      remarks: b.remarks,
      orderVehicleId: b.orderVehicleId,
      driverId: ov.driverId,
      driverName: t.drivers.driverNameEng,
      driverMobile: t.drivers.mobileNo,
      vehicleId: ov.vehicleId,
      plate: t.vehicles.licensePlateNo,
      jobStatus: ov.jobStatus,
      createDt: b.createDt,
    })
    .from(b)
    .leftJoin(t.orders, eq(t.orders.id, b.orderId))
    .leftJoin(ov, eq(ov.id, b.orderVehicleId))
    .leftJoin(t.drivers, eq(t.drivers.id, ov.driverId))
    .leftJoin(t.vehicles, eq(t.vehicles.id, ov.vehicleId))
    .leftJoin(t.vehicleTypes, eq(t.vehicleTypes.id, b.vehicleTypeId))
    .where(and(eq(b.partner, CHINALINK), eq(b.branchId, branchId), ...where))
    .orderBy(asc(b.pickupDate), asc(b.pickupTime), asc(b.id));
  return rows.map((r) => ({
    ...r,
    status: r.status as BookingRow['status'],
    pickupTime: hhmm(r.pickupTime) as string,
    createDt: r.createDt.toISOString(),
  }));
}

export async function listBookings(db: Db, principal: Principal, query: BookingsQuery): Promise<BookingRow[]> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(b.status, query.status));
  if (query.date) where.push(eq(b.pickupDate, query.date));
  return readRows(db, principal.selectedBranchId, where);
}

/** One booking of the selected branch (another branch's is "not found"). */
export async function oneBooking(db: Db | Tx, principal: Principal, id: number): Promise<BookingRow> {
  const [row] = await readRows(db, principal.selectedBranchId, [eq(b.id, id)]);
  if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.partnerBooking, id }));
  return row;
}

/** The booking locked for a change, in the selected branch. */
async function lockBooking(tx: Tx, principal: Principal, id: number) {
  const [row] = await tx
    .select()
    .from(b)
    .where(and(eq(b.id, id), eq(b.partner, CHINALINK), eq(b.branchId, principal.selectedBranchId)))
    .for('update');
  if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.partnerBooking, id }));
  return row;
}

const notNew = (row: { partnerOrderId: string; status: string }, what: Bilingual) =>
  conflict(srvText('srv.cl.onlyNew', { id: row.partnerOrderId, status: row.status, what }));

/** Accept: our order is made from the booking (acceptBooking, the same code as the automatic acceptance). */
export async function acceptFromScreen(db: Db, events: Events, principal: Principal, id: number, log?: FastifyBaseLogger): Promise<BookingRow> {
  const row = await oneBooking(db, principal, id);
  if (row.status !== 'NEW') throw notNew(row, REFUSAL_NAMES.accepted);
  if (row.vehicleTypeId === null) {
    throw conflict(srvText('srv.cl.noType', { id: row.partnerOrderId, code: row.vehicleTypeCode }));
  }
  await acceptBooking(db, events, id, principal, log);
  return oneBooking(db, principal, id);
}

/** Reject with a reason, or change the vehicle type it maps to; both only while NEW. */
export async function patchBooking(db: Db, principal: Principal, id: number, body: BookingPatchBody): Promise<BookingRow> {
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, principal, id);
    const stamp = { version: row.version + 1, lastUpdateBy: principal.username, lastUpdateDt: new Date() };
    if ('status' in body) {
      if (row.status !== 'NEW') throw notNew(row, REFUSAL_NAMES.rejected);
      // The partner reads REJECTED and the reason from GET /limo/partner/v1/orders: the contract has no such event.
      await tx
        .update(b)
        .set({ status: 'REJECTED', rejectReason: body.rejectReason, ...stamp })
        .where(eq(b.id, id));
      return;
    }
    if (row.status !== 'NEW') throw notNew(row, REFUSAL_NAMES.givenAnotherType);
    const [type] = await tx
      .select({ id: t.vehicleTypes.id, status: t.vehicleTypes.recordStatus })
      .from(t.vehicleTypes)
      .where(eq(t.vehicleTypes.id, body.vehicleTypeId));
    if (!type || type.status !== 'A') {
      throw badRequest(srvText('srv.cl.noActiveType', { id: body.vehicleTypeId }), undefined, [{ field: 'vehicleTypeId', value: body.vehicleTypeId }]);
    }
    await tx
      .update(b)
      .set({ vehicleTypeId: body.vehicleTypeId, ...stamp })
      .where(eq(b.id, id));
  });
  return oneBooking(db, principal, id);
}

/**
 * Gives an accepted booking's job to a driver through updateOrderVehicle, so its clash rules, its
 * 409, its ASSIGNED event for the partner and its row on the grids are exactly the grid's.
 */
export async function assignBookingDriver(db: Db, assignments: AssignmentService, principal: Principal, body: AssignDriverBody): Promise<BookingRow> {
  const row = await oneBooking(db, principal, body.id);
  if (row.status !== 'ACCEPTED' || row.orderVehicleId === null) {
    throw conflict(srvText('srv.cl.notAccepted', { id: row.partnerOrderId, status: row.status }));
  }
  const [job] = await db.select({ version: ov.version }).from(ov).where(eq(ov.id, row.orderVehicleId));
  await assignments.updateOrderVehicle(
    {
      orderVehicleId: row.orderVehicleId,
      version: job.version,
      driverId: body.driverId,
      ...(body.vehicleId === undefined ? {} : { vehicleId: body.vehicleId }),
      ...(body.override === undefined ? {} : { override: body.override }),
    },
    principal,
  );
  return oneBooking(db, principal, body.id);
}
