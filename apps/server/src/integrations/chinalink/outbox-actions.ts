import { JOB_STATUS_TIME, isJobStatus, REFUSAL_NAMES, srvText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Principal } from '../../engine/auth.js';
import { conflict, notFound } from '../../engine/errors.js';
import { CHINALINK } from './outbox.js';
import { bookingEventFor, driverFacts, type PartnerEvent } from './partner-events.js';

/* The dispatcher's hand on the outbox (issue 18): resend a booking's status, retry a message now. */

export interface RetryAnswer {
  id: number;
  eventId: string;
  status: string;
  nextAttemptAt: string;
}

export interface ResendAnswer {
  id: number;
  partnerOrderId: string;
  event: PartnerEvent;
  eventId: string;
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** updateDriverJobs: a new event (new eventId) with the booking's current status: the job's mark, else ASSIGNED, or CANCELLED. */
export async function resendStatus(db: Db, principal: Principal, bookingId: number): Promise<ResendAnswer> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ partner_order_id: string; status: string; order_id: number | null; order_vehicle_id: number | null }>(sql`
      select partner_order_id, status, order_id, order_vehicle_id from partner_bookings
      where id = ${bookingId} and partner = ${CHINALINK} and branch_id = ${principal.selectedBranchId}`);
    const row = found.rows[0];
    if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.partnerBooking, id: bookingId }));
    const booking = {
      partnerOrderId: row.partner_order_id,
      orderId: row.order_id == null ? null : Number(row.order_id),
      orderVehicleId: row.order_vehicle_id == null ? null : Number(row.order_vehicle_id),
    };
    const answer = (event: PartnerEvent, eventId: string) => ({ id: bookingId, partnerOrderId: booking.partnerOrderId, event, eventId });
    if (row.status === 'CANCELLED') return answer('CANCELLED', await bookingEventFor(tx, booking, 'CANCELLED'));
    const job = booking.orderVehicleId === null ? undefined : await currentJob(tx, booking.orderVehicleId);
    if (!job || (job.driverId === null && job.jobStatus === null)) {
      throw conflict(srvText('srv.cl.nothingToSend', { id: booking.partnerOrderId }));
    }
    const facts = await driverFacts(tx, booking.orderVehicleId as number);
    const event: PartnerEvent = job.jobStatus ?? 'ASSIGNED';
    return answer(event, await bookingEventFor(tx, booking, event, { ...facts, at: job.at ?? undefined }));
  });
}

/** The main driver and their job's status on the order vehicle, with the time of that mark when kept. */
async function currentJob(tx: Tx, orderVehicleId: number) {
  const found = await tx.execute<{ driver_id: number | null; job_status: string | null }>(
    sql`select driver_id, job_status from order_vehicles where id = ${orderVehicleId}`,
  );
  const ov = found.rows[0];
  if (!ov) return undefined;
  const driverId = ov.driver_id == null ? null : Number(ov.driver_id);
  const jobStatus = isJobStatus(ov.job_status) ? ov.job_status : null;
  let at: string | null = null;
  if (jobStatus && driverId !== null) {
    const column = sql.raw(snake(JOB_STATUS_TIME[jobStatus]));
    const stamp = await tx.execute<{ at: string | Date | null }>(
      sql`select ${column} as at from driver_jobs where order_vehicle_id = ${orderVehicleId} and driver_id = ${driverId}`,
    );
    const value = stamp.rows[0]?.at;
    at = value == null ? null : new Date(value).toISOString();
  }
  return { driverId, jobStatus, at };
}

/** A message of the selected branch's orders (or of no order) that is not sent yet becomes due now. */
export async function retryOutbox(db: Db, principal: Principal, outboxId: number): Promise<RetryAnswer> {
  const result = await db.transaction(async (tx) => {
    const found = await tx.execute<{ id: number; status: string }>(sql`
      select o.id, o.status from partner_outbox o left join orders ord on ord.id = o.order_id
      where o.id = ${outboxId} and (o.order_id is null or ord.branch_id = ${principal.selectedBranchId})
      for update of o`);
    const row = found.rows[0];
    if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.outboxMessage, id: outboxId }));
    if (row.status === 'SENT') throw conflict(srvText('srv.cl.outboxSent', { id: outboxId }));
    return tx.execute<{ id: number; event_id: string; status: string; next_attempt_at: string | Date }>(sql`
      update partner_outbox set status = 'PENDING', next_attempt_at = now() where id = ${outboxId}
      returning id, event_id, status, next_attempt_at`);
  });
  const r = result.rows[0];
  return { id: Number(r.id), eventId: r.event_id, status: r.status, nextAttemptAt: new Date(r.next_attempt_at).toISOString() };
}

/** The message an outbound log row tried to deliver: by the eventId (events) or the tripId (trips) of its request body. */
export async function retryFromLog(db: Db, principal: Principal, apiHistoryId: number): Promise<RetryAnswer> {
  const found = await db.execute<{ request_body: string | null; direction: string }>(
    sql`select request_body, direction from api_histories where id = ${apiHistoryId}`,
  );
  const log = found.rows[0];
  if (!log) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.apiLogRow, id: apiHistoryId }));
  if (log.direction !== 'OUT') throw conflict(srvText('srv.cl.logInbound', { id: apiHistoryId }));
  const body = parseBody(log.request_body);
  const key =
    typeof body.eventId === 'string'
      ? sql`event_id::text = ${body.eventId}`
      : typeof body.tripId === 'string'
        ? sql`path = '/trips' and payload->>'tripId' = ${body.tripId}`
        : undefined;
  if (!key) throw conflict(srvText('srv.cl.logNotOutbox', { id: apiHistoryId }));
  const outbox = await db.execute<{ id: number }>(sql`select id from partner_outbox where ${key} order by id desc limit 1`);
  if (!outbox.rows[0]) throw notFound(srvText('srv.cl.outboxGone', { id: apiHistoryId }));
  return retryOutbox(db, principal, Number(outbox.rows[0].id));
}

function parseBody(text: string | null): Record<string, unknown> {
  try {
    const v = text ? JSON.parse(text) : null;
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}
