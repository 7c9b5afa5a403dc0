import { REFUSAL_NAMES, srvText } from '@limo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, conflict, HttpError, notFound } from '../../engine/errors.js';
import { fieldLabel, issueText } from '../../engine/field-text.js';
import type { Events } from '../../engine/events.js';
import { readOrder } from '../../modules/orders/order-read.js';
import { OrderService } from '../../modules/orders/order.service.js';
import { CHINALINK, enqueuePartnerMessage } from './outbox.js';
import { type BookingBody, bookingBody, type BookingPatch } from './partner-booking-body.js';
import {
  acceptProblems,
  hasBareAddress,
  locationsByCode,
  mappedVehicleType,
  orderBodyOf,
  partnerCancelReason,
  partnerPrincipal,
  type PartnerSettings,
  partnerSettings,
  vehicleRemarks,
} from './partner-booking-order.js';

/*
 * The partner's bookings (issue 18, docs/partner-feed.md): taken idempotently by partnerOrderId,
 * accepted into our order book (by themselves when every field maps), changed or cancelled until
 * the driver's first mark.
 */

type Booking = typeof t.partnerBookings.$inferSelect;

export interface BookingAnswer {
  partnerOrderId: string;
  status: 'NEW' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';
  orderId?: number;
  orderRefId?: string;
}

/** A call's answer, and our order for the API log. */
export interface BookingOutcome {
  answer: BookingAnswer;
  /** Our order, when the booking has one. */
  orderId: number | null;
}

const byPartnerId = (partnerOrderId: string) => and(eq(t.partnerBookings.partner, CHINALINK), eq(t.partnerBookings.partnerOrderId, partnerOrderId));

async function findBooking(db: Db | Tx, partnerOrderId: string): Promise<Booking | undefined> {
  // No booking id holds NUL (PostgreSQL text cannot): none is found, without asking the database.
  if (partnerOrderId.includes('\u0000')) return undefined;
  const [row] = await db.select().from(t.partnerBookings).where(byPartnerId(partnerOrderId));
  return row;
}

/** The wire answer of a booking: its status and, once accepted, our order. */
export async function answerOf(db: Db | Tx, b: Booking): Promise<BookingAnswer> {
  const answer: BookingAnswer = { partnerOrderId: b.partnerOrderId, status: b.status as BookingAnswer['status'] };
  if (b.orderId === null) return answer;
  const [order] = await db.select({ orderRefId: t.orders.orderRefId }).from(t.orders).where(eq(t.orders.id, b.orderId));
  return { ...answer, orderId: b.orderId, ...(order ? { orderRefId: order.orderRefId } : {}) };
}

const outcome = async (db: Db | Tx, b: Booking): Promise<BookingOutcome> => ({ answer: await answerOf(db, b), orderId: b.orderId });

/** The body's problems, every one: the shape, then location codes that name none of our locations. */
async function parseBooking(db: Db, body: unknown): Promise<BookingBody> {
  const parsed = bookingBody.safeParse(body);
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => {
        const field = i.path.map(String).join('.') || 'body';
        return { field, value: raw[field], text: issueText(i, `${field} ${i.message}`, fieldLabel(field)) };
      });
  const codes = (['pickupLocationCode', 'dropoffLocationCode'] as const).flatMap((field) => {
    const v = raw[field];
    // A code with NUL is already refused by the schema (and PostgreSQL could not look it up).
    return typeof v === 'string' && v.trim() && !v.includes('\u0000') ? [{ field, code: v.trim() }] : [];
  });
  const known = await locationsByCode(
    db,
    codes.map((c) => c.code),
  );
  for (const c of codes)
    if (!known.has(c.code.toLowerCase()))
      problems.push({ field: c.field, value: c.code, text: srvText('srv.cl.notOurLocation', { field: c.field, code: c.code }) });
  if (problems.length)
    throw badRequest(
      problems[0].text,
      problems.map((p) => p.text),
      problems.map((p) => ({ field: p.field, value: p.value })),
    );
  return (parsed as { data: BookingBody }).data;
}

/**
 * POST /limo/partner/v1/orders. A partnerOrderId already taken answers that booking as it is now
 * (`created` false), whatever the body says; a new one is saved NEW and, when the settings say so and
 * every field maps, accepted in the same transaction.
 */
export async function createBooking(db: Db, events: Events, body: unknown, log?: FastifyBaseLogger): Promise<BookingOutcome & { created: boolean }> {
  const given = (body as { partnerOrderId?: unknown } | null)?.partnerOrderId;
  if (typeof given === 'string' && given.trim()) {
    const prior = await findBooking(db, given.trim());
    if (prior) return { ...(await outcome(db, prior)), created: false };
  }
  const b = await parseBooking(db, body);
  const settings = await partnerSettings(db);
  const vehicleTypeId = await mappedVehicleType(db, b.vehicleTypeCode);
  const saved = await events.transaction(db, log, async (tx) => {
    const [row] = await tx
      .insert(t.partnerBookings)
      .values({ ...b, partner: CHINALINK, branchId: settings.branchId, vehicleTypeId, createBy: CHINALINK, lastUpdateBy: CHINALINK })
      .onConflictDoNothing()
      .returning();
    // A concurrent call with the same partnerOrderId got in first: answer its booking.
    if (!row) return undefined;
    if (!settings.autoAccept || row.vehicleTypeId === null || hasBareAddress(row)) return row;
    try {
      // A savepoint: a booking that cannot be priced or saved as an order stays NEW for the dispatcher.
      return await events.transaction(tx, log, (sp) => acceptIn(events, sp, row, settings, partnerPrincipal(row.branchId)));
    } catch (err) {
      if (err instanceof HttpError && err.status < 500) return row;
      throw err;
    }
  });
  if (!saved) {
    const prior = await findBooking(db, b.partnerOrderId);
    if (!prior) throw new Error(`booking ${b.partnerOrderId} was neither saved nor found`);
    return { ...(await outcome(db, prior)), created: false };
  }
  return { ...(await outcome(db, saved)), created: true };
}

/** Makes our order of a NEW booking and marks it ACCEPTED, in the caller's transaction. */
async function acceptIn(events: Events, tx: Tx, booking: Booking, settings: PartnerSettings, principal: Principal): Promise<Booking> {
  const { problems, places } = await acceptProblems(tx, booking, settings);
  if (problems.length) throw badRequest(problems[0], problems);
  // The order service on the caller's transaction: its own transaction becomes a savepoint of this one.
  const orders = new OrderService(tx as unknown as Db, events);
  const { id } = await orders.createId(orderBodyOf(booking, settings.clientId as number, places), { ...principal, selectedBranchId: booking.branchId });
  const [vehicle] = await tx
    .select({ id: t.orderVehicles.id })
    .from(t.orderVehicles)
    .where(eq(t.orderVehicles.orderId, id))
    .orderBy(asc(t.orderVehicles.seqNo))
    .limit(1);
  const [row] = await tx
    .update(t.partnerBookings)
    .set({
      status: 'ACCEPTED',
      orderId: id,
      orderVehicleId: vehicle.id,
      version: booking.version + 1,
      lastUpdateBy: principal.username,
      lastUpdateDt: new Date(),
    })
    .where(and(eq(t.partnerBookings.id, booking.id), eq(t.partnerBookings.status, 'NEW')))
    .returning();
  if (!row) throw conflict(srvText('srv.cl.noLongerNew', { id: booking.partnerOrderId }));
  return row;
}

/**
 * Accepts a NEW booking (the screen's accept): our order, made in the booking's branch by `principal`,
 * and the booking ACCEPTED, in one transaction. 404 unknown or of a branch the principal may not work
 * in, 409 not NEW, 400 listing why it cannot become an order.
 */
export async function acceptBooking(db: Db, events: Events, bookingId: number, principal: Principal, log?: FastifyBaseLogger): Promise<BookingAnswer> {
  const settings = await partnerSettings(db);
  return events.transaction(db, log, async (tx) => {
    const [b] = await tx.select().from(t.partnerBookings).where(eq(t.partnerBookings.id, bookingId)).for('update');
    if (!b || (principal.staffId !== 0 && !principal.branches.includes(b.branchId)))
      throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.partnerBooking, id: bookingId }));
    if (b.status !== 'NEW') throw conflict(srvText('srv.cl.onlyNew', { id: b.partnerOrderId, status: b.status, what: REFUSAL_NAMES.accepted }));
    return answerOf(tx, await acceptIn(events, tx, b, settings, principal));
  });
}

/**
 * PATCH /limo/partner/v1/orders/{partnerOrderId}: the changes go to the booking and, once accepted, to
 * our order (as updateOrder makes them); `cancel: true` cancels both and tells the partner. Once the
 * driver's first mark is in (ACK or later), every PATCH is a 409.
 */
export async function patchBooking(db: Db, events: Events, partnerOrderId: string, patch: BookingPatch, log?: FastifyBaseLogger): Promise<BookingOutcome> {
  return events.transaction(db, log, async (tx) => {
    const [b] = await tx.select().from(t.partnerBookings).where(byPartnerId(partnerOrderId)).for('update');
    if (!b) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.booking, id: partnerOrderId }));
    if (b.status === 'CANCELLED' && patch.cancel && Object.keys(patch).length === 1) return outcome(tx, b);
    if (b.status === 'CANCELLED' || b.status === 'REJECTED') throw conflict(srvText('srv.cl.closed', { id: partnerOrderId, status: b.status }));
    if (b.orderVehicleId !== null) {
      // Locked: a driver's mark waits for this change, or this change sees the mark.
      const [job] = await tx
        .select({ jobStatus: t.orderVehicles.jobStatus })
        .from(t.orderVehicles)
        .where(eq(t.orderVehicles.id, b.orderVehicleId))
        .for('update');
      if (job?.jobStatus) throw conflict(srvText('srv.cl.started', { id: partnerOrderId, status: job.jobStatus }));
    }
    const changes = bookingChanges(patch);
    const [row] = await tx
      .update(t.partnerBookings)
      .set({ ...changes, ...(patch.cancel ? { status: 'CANCELLED' } : {}), version: b.version + 1, lastUpdateBy: CHINALINK, lastUpdateDt: new Date() })
      .where(eq(t.partnerBookings.id, b.id))
      .returning();
    if (b.orderId !== null && (patch.cancel || Object.keys(changes).length)) await changeOrder(events, tx, row, patch.cancel === true);
    if (patch.cancel)
      await enqueuePartnerMessage(tx, {
        streamKey: `booking:${partnerOrderId}`,
        path: '/events',
        payload: { partnerOrderId, event: 'CANCELLED', at: new Date().toISOString() },
        orderId: b.orderId,
      });
    return outcome(tx, row);
  });
}

function bookingChanges(patch: BookingPatch) {
  const { cancel: _cancel, ...fields } = patch;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<Omit<BookingPatch, 'cancel'>>;
}

/** Our order after the booking changed: its vehicle's date, time, flight, passengers and remarks, or cancelled. */
async function changeOrder(events: Events, tx: Tx, b: Booking, cancel: boolean) {
  const principal = partnerPrincipal(b.branchId);
  const wire = await readOrder(tx, b.orderId as number, b.branchId);
  const orderVehicles = wire.orderVehicles.map((v) =>
    v.id === b.orderVehicleId
      ? { ...v, pickupDate: b.pickupDate, pickupTime: b.pickupTime, flightNo: b.flightNo, paxCount: b.paxCount, remarks: vehicleRemarks(b) }
      : v,
  );
  const cancelling = cancel ? { orderStatus: 'C', cancelReasonId: await partnerCancelReason(tx) } : {};
  await new OrderService(tx as unknown as Db, events).update(wire.id, { ...wire, ...cancelling, orderVehicles }, principal, wire.version);
}

/** GET /limo/partner/v1/orders/{partnerOrderId}: the status and, once a driver is assigned, the driver, plate and job status. */
export async function getBooking(db: Db, partnerOrderId: string) {
  const b = await findBooking(db, partnerOrderId);
  if (!b) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.booking, id: partnerOrderId }));
  const answer = await answerOf(db, b);
  if (b.orderVehicleId === null) return { answer, orderId: null };
  const [job] = await db
    .select({ driverName: t.drivers.driverNameEng, driverMobile: t.drivers.mobileNo, plate: t.vehicles.licensePlateNo, jobStatus: t.orderVehicles.jobStatus })
    .from(t.orderVehicles)
    .innerJoin(t.drivers, eq(t.drivers.id, t.orderVehicles.driverId))
    .leftJoin(t.vehicles, eq(t.vehicles.id, t.orderVehicles.vehicleId))
    .where(eq(t.orderVehicles.id, b.orderVehicleId));
  if (!job) return { answer, orderId: b.orderId };
  return {
    answer: { ...answer, driverName: job.driverName, driverMobile: job.driverMobile, ...(job.plate ? { plate: job.plate } : {}), jobStatus: job.jobStatus },
    orderId: b.orderId,
  };
}
