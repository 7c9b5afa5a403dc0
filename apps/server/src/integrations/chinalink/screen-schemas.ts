import { isValidIsoDate, srvText } from '@limo/domain';
import { z } from 'zod';
import { badRequest } from '../../engine/errors.js';
import { parseBody } from '../../engine/store.js';
import { wireId } from '../../engine/wire-schemas.js';
import { BOOKING_STATUSES } from './partner-booking-body.js';
import { documentAs, zodDoc } from '../../engine/openapi.js';
import { readWith } from '../../engine/route-schema.js';

/* The bodies and answers of the order API screen's calls (issue 18, docs/partner-feed.md); names are a wire contract. */

const id = (what: string) =>
  z
    .number({ error: `${what} must be an id` })
    .int(`${what} must be an id`)
    .positive(`${what} must be an id`);
const isoDate = (what: string) => z.string({ error: `${what} must be a date YYYY-MM-DD` }).refine(isValidIsoDate, `${what} must be a date YYYY-MM-DD`);

export const bookingsQuery = z.strictObject({
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
  date: isoDate('date').optional().describe("the booking's pick-up date"),
});
export type BookingsQuery = z.output<typeof bookingsQuery>;

const rejectBody = z.strictObject({
  status: z.literal('REJECTED', { error: 'status can only be set to REJECTED' }),
  rejectReason: z
    .string({ error: 'rejectReason is required to reject a booking' })
    .trim()
    .min(1, 'rejectReason is required to reject a booking')
    .max(300, 'rejectReason is at most 300 characters'),
});
const mappingBody = z.strictObject({ vehicleTypeId: id('vehicleTypeId') });

/** Reject (from NEW) or change the vehicle type mapping (while NEW); one or the other (documented as one object). */
export const bookingPatchBody = z
  .strictObject({
    status: rejectBody.shape.status.optional(),
    rejectReason: z.string().optional().describe('required with status REJECTED'),
    vehicleTypeId: mappingBody.shape.vehicleTypeId.optional(),
  })
  .describe('{status: "REJECTED", rejectReason} or {vehicleTypeId}');

/** The body read by its kind, so its problems are the kind's own (a union would only say "neither"). */
export function parseBookingPatch(body: unknown): BookingPatchBody {
  const rejecting = body !== null && typeof body === 'object' && 'status' in body;
  const empty = body === null || typeof body !== 'object' || Object.keys(body).length === 0;
  if (empty) throw badRequest(srvText('srv.cl.patchEmpty'));
  return rejecting ? parseBody(undefined, rejectBody, body) : parseBody(undefined, mappingBody, body);
}
export type BookingPatchBody = z.output<typeof rejectBody> | z.output<typeof mappingBody>;
/** The route's body: read by parseBookingPatch, documented as bookingPatchBody. */
export const bookingPatchInput = documentAs(readWith(z.unknown(), parseBookingPatch), zodDoc(bookingPatchBody));

export const assignDriverBody = z.strictObject({
  id: id('id').describe("the booking row's id"),
  driverId: id('driverId'),
  vehicleId: id('vehicleId').optional().describe("the car; left out, the driver's roster car"),
  override: z.boolean({ error: 'override must be true or false' }).optional().describe('assign despite the clashes (written to the order history)'),
});
export type AssignDriverBody = z.output<typeof assignDriverBody>;

export const tripsBody = z.strictObject({ date: isoDate('date') });

const text = () => z.string().nullable();

export const bookingRow = z.strictObject({
  id: wireId(),
  partnerOrderId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  orderId: wireId().nullable(),
  orderRefId: text(),
  pickupDate: z.string(),
  pickupTime: z.string().describe('HH:mm'),
  vehicleTypeCode: z.string().describe("the partner's code (apiVehicleTypes)"),
  vehicleTypeId: wireId().nullable().describe('our vehicle type it maps to; null when none or several'),
  rejectReason: text(),
  vehicleType: text().describe("our vehicle type's name"),
  serviceType: z.string(),
  flightNo: text(),
  pickupLocationCode: text(),
  pickupAddress: text(),
  dropoffLocationCode: text(),
  dropoffAddress: text(),
  paxCount: z.int(),
  paxName: z.string(),
  paxTel: text(),
  remarks: text(),
  orderVehicleId: wireId().nullable(),
  driverId: wireId().nullable(),
  driverName: text(),
  driverMobile: text(),
  vehicleId: wireId().nullable(),
  plate: text(),
  jobStatus: text(),
  createDt: z.string(),
});
export type BookingRow = z.output<typeof bookingRow>;

export const tripRow = z.strictObject({
  id: wireId(),
  tripId: z.string(),
  orderId: wireId(),
  orderRefId: z.string(),
  orderVehicleId: wireId(),
  tripDate: z.string(),
  status: z.string().describe('NEW until the partner answers a status in getTrips'),
  driverName: text(),
  driverMobile: text(),
  plate: text(),
  outsourceDriverName: text().describe("the order vehicle's outsource driver text (name@mobile) the grid shows"),
  payload: z.record(z.string(), z.unknown()).describe('the trip body sent to the partner'),
});
export type TripRow = z.output<typeof tripRow>;

export const tripsAnswer = z.strictObject({
  date: z.string(),
  generated: z.int().optional().describe('genTrips: trips made by this call (a trip already generated is not made again)'),
  updated: z.int().optional().describe('getTrips: trips whose status or driver the partner changed'),
  trips: z.array(tripRow).describe("the date's trips of the selected branch"),
});

export const settingsAnswer = z.strictObject({
  urlSet: z.boolean().describe('CHINALINK_URL is set (the URL and the token are never shown)'),
  branchCode: text(),
  autoAccept: z.boolean(),
  clientCode: text(),
  historyDays: z.int().nullable(),
});

/** What the partner answers to GET {base}/trips?date= (more fields are ignored). */
export const partnerTripsAnswer = z.array(
  z.object({
    tripId: z.string().min(1).max(50),
    status: z.string().max(20).nullable().optional(),
    driverName: z.string().max(100).nullable().optional(),
    driverMobile: z.string().max(30).nullable().optional(),
    plate: z.string().max(20).nullable().optional(),
  }),
);

/** GET /node/api/apiHistories/{id}: one call of the API log as an object (no secret is ever stored in it). */
export const apiHistoryRow = z.strictObject({
  id: wireId(),
  partner: z.string(),
  direction: z.enum(['IN', 'OUT']),
  method: z.string(),
  url: z.string(),
  requestBody: text(),
  responseStatus: z.int().nullable(),
  responseBody: text(),
  durationMs: z.int().nullable(),
  orderId: wireId().nullable(),
  createDt: z.string(),
  attempt: z.int(),
});
