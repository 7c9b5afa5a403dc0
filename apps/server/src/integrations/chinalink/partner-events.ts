import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Events } from '../../engine/events.js';
import { enqueuePartnerMessage } from './outbox.js';

/*
 * The status events the partner gets for its bookings (issue 18, docs/partner-feed.md). They are
 * written in the transaction of the change, so an event exists exactly when the change commits.
 */

export const PARTNER_EVENTS = ['ASSIGNED', 'ACK', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW', 'CANCELLED'] as const;
export type PartnerEvent = (typeof PARTNER_EVENTS)[number];

export interface EventFacts {
  driverName?: string | null;
  driverMobile?: string | null;
  plate?: string | null;
  /** When it happened; now when left out. */
  at?: string | Date;
}

export interface BookingRef {
  partnerOrderId: string;
  orderId: number | null;
  orderVehicleId: number | null;
}

/** The booking an order vehicle came from: one indexed lookup (partner_bookings_order_vehicle_idx). */
export async function bookingOfOrderVehicle(tx: Tx, orderVehicleId: number): Promise<BookingRef | undefined> {
  const found = await tx.execute<{ partner_order_id: string; order_id: number | null }>(
    sql`select partner_order_id, order_id from partner_bookings where order_vehicle_id = ${orderVehicleId} limit 1`,
  );
  const row = found.rows[0];
  return row && { partnerOrderId: row.partner_order_id, orderId: row.order_id == null ? null : Number(row.order_id), orderVehicleId };
}

/** The driver's name and mobile and the plate of the order vehicle as it is now in this transaction. */
export async function driverFacts(tx: Tx, orderVehicleId: number): Promise<EventFacts> {
  const found = await tx.execute<{ driver_name: string | null; mobile_no: string | null; plate: string | null }>(sql`
    select d.driver_name_eng as driver_name, d.mobile_no, v.license_plate_no as plate
    from order_vehicles ov left join drivers d on d.id = ov.driver_id left join vehicles v on v.id = ov.vehicle_id
    where ov.id = ${orderVehicleId}`);
  const row = found.rows[0];
  return { driverName: row?.driver_name ?? null, driverMobile: row?.mobile_no ?? null, plate: row?.plate ?? null };
}

/** Enqueues the event of a known booking on its stream; answers the eventId. */
export async function bookingEventFor(tx: Tx, booking: BookingRef, event: PartnerEvent, facts: EventFacts = {}): Promise<string> {
  let { driverName, driverMobile, plate } = facts;
  if (event === 'ASSIGNED' && driverName === undefined && booking.orderVehicleId !== null) {
    ({ driverName, driverMobile, plate } = await driverFacts(tx, booking.orderVehicleId));
  }
  const at = facts.at === undefined ? new Date() : new Date(facts.at);
  const payload: Record<string, unknown> = { partnerOrderId: booking.partnerOrderId, event };
  if (driverName) payload.driverName = driverName;
  if (driverMobile) payload.driverMobile = driverMobile;
  if (plate) payload.plate = plate;
  payload.at = at.toISOString();
  return enqueuePartnerMessage(tx, { streamKey: `booking:${booking.partnerOrderId}`, path: '/events', payload, orderId: booking.orderId });
}

/**
 * In the caller's transaction: when the order vehicle came from a partner booking, enqueues the
 * event for the partner and answers its eventId; otherwise does nothing and answers null.
 * ASSIGNED without facts reads the driver and the plate from the order vehicle.
 */
export async function bookingEvent(tx: Tx, orderVehicleId: number, event: PartnerEvent, facts?: EventFacts): Promise<string | null> {
  const booking = await bookingOfOrderVehicle(tx, orderVehicleId);
  return booking ? bookingEventFor(tx, booking, event, facts) : null;
}

/**
 * Our order of partner bookings was cancelled or voided by us: its still ACCEPTED bookings become
 * CANCELLED and the partner gets CANCELLED. A booking the partner cancelled itself is CANCELLED
 * already (it tells the partner on its own), so it is not told twice.
 */
export async function bookingsOfOrderCancelled(tx: Tx, orderId: number, who: string): Promise<number> {
  const found = await tx.execute<{ partner_order_id: string; order_vehicle_id: number | null }>(sql`
    update partner_bookings set status = 'CANCELLED', version = version + 1, last_update_by = ${who}, last_update_dt = now()
    where order_id = ${orderId} and status = 'ACCEPTED'
    returning partner_order_id, order_vehicle_id`);
  for (const row of found.rows) {
    const orderVehicleId = row.order_vehicle_id == null ? null : Number(row.order_vehicle_id);
    await bookingEventFor(tx, { partnerOrderId: row.partner_order_id, orderId, orderVehicleId }, 'CANCELLED');
  }
  return found.rows.length;
}

/** The partner's outbox listens to our changes in their transactions (issue 29): a job's driver, its status, a cancelled order. */
export function tellPartnerOfChanges(events: Events) {
  events.inTransaction('driverAssigned', (tx, e) => bookingEvent(tx, e.orderVehicleId, 'ASSIGNED'));
  events.inTransaction('jobStatusChanged', async (tx, e) => {
    if (e.jobStatus !== null) await bookingEvent(tx, e.orderVehicleId, e.jobStatus, { at: e.at ?? undefined });
  });
  events.inTransaction('orderCancelled', (tx, e) => bookingsOfOrderCancelled(tx, e.orderId, e.by));
}
