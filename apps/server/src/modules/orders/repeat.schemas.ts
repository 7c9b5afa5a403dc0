import { DUPLICATE_BOOKING_WINDOW_MINUTES, idSchema, isValidIsoDate, normalizeTime, RECENT_TRIPS_LIMIT, RECENT_TRIPS_MIN_QUERY } from '@limo/domain';
import { z } from 'zod';

/* The order form's reads about the person booked (issue 30 part 8b): likely duplicates, recent trips. */

/** The most pick-ups, names or phones a duplicate check takes (a form holds far fewer). */
export const MAX_DRAFT_ITEMS = 50;

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), 'must not hold a NUL character');
const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' }).max(MAX_DRAFT_ITEMS, `must hold at most ${MAX_DRAFT_ITEMS} entries`);
const isoDate = z
  .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a date YYYY-MM-DD') })
  .refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
const time = z
  .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a time HH:mm') })
  .refine((v) => normalizeTime(v) !== undefined, 'must be a time HH:mm')
  .transform((v) => normalizeTime(v) as string);

export const duplicateBody = z.strictObject({
  clientId: idSchema().describe("the draft's client"),
  paxNames: list(text(100)).default([]).describe("the draft's passenger names (compared trimmed, ignoring case)"),
  phones: list(text(30)).default([]).describe("the draft's contact phone and passenger phones (compared by their last 8 digits)"),
  pickups: list(z.strictObject({ pickupDate: isoDate, pickupTime: time })).describe("the draft's pick-ups, operator's wall clock"),
  excludeOrderId: idSchema().nullish().describe('the order being edited: its own vehicles are not duplicates'),
});
export type DuplicateBody = z.output<typeof duplicateBody>;

const orderVehicleRef = {
  orderId: z.number(),
  orderRefId: z.string(),
  orderVehicleId: z.number(),
  seqNo: z.number(),
  pickupDate: z.string(),
  pickupTime: z.string().describe('HH:mm:ss'),
  paxNames: z.array(z.string()),
  contactName: z.string().nullable(),
  contactTel: z.string().nullable(),
};

export const duplicateAnswer = z.strictObject({
  windowMinutes: z.number().describe(`how far apart pick-ups count as the same booking (${DUPLICATE_BOOKING_WINDOW_MINUTES})`),
  orderVehicles: z
    .array(z.strictObject({ ...orderVehicleRef, matchedBy: z.enum(['paxName', 'phone']).describe('what the draft shares with it') }))
    .describe('active order vehicles of the selected branch, same client, a shared passenger name or phone, pick-up within windowMinutes'),
});
export type DuplicateAnswer = z.output<typeof duplicateAnswer>;

export const recentTripsQuery = z.strictObject({
  q: z
    .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(RECENT_TRIPS_MIN_QUERY, `must be at least ${RECENT_TRIPS_MIN_QUERY} characters`)
    .max(100, 'must be at most 100 characters')
    .refine((v) => !v.includes('\u0000'), 'must not hold a NUL character')
    .describe('a passenger name (part of it) or a phone (its digits)'),
  clientId: z
    .string({ error: 'must be the id of a record' })
    .regex(/^\d{1,10}$/, 'must be the id of a record')
    .transform(Number)
    .pipe(idSchema())
    .optional()
    .describe("only this client's trips"),
});
export type RecentTripsQuery = z.output<typeof recentTripsQuery>;

export const recentTripsAnswer = z.strictObject({
  trips: z
    .array(
      z.strictObject({
        ...orderVehicleRef,
        clientId: z.number(),
        serviceType: z.string(),
        pickupLocationId: z.number().nullable(),
        pickupLocation: z.string().describe("the pick-up location's English description, or the free address"),
        pickupAddress: z.string().nullable().describe('a free pick-up address (issue 30 part 3)'),
        pickupZone: z.string().nullable(),
        dropoffLocationId: z.number().nullable(),
        dropoffLocation: z.string().nullable(),
        dropoffAddress: z.string().nullable(),
        dropoffZone: z.string().nullable(),
        stops: z
          .array(z.union([z.number(), z.strictObject({ locationId: z.null(), address: z.string().nullable(), zone: z.string().nullable() })]))
          .describe('the stops between, in order: a location id or {locationId: null, address, zone}'),
        vehicleTypeId: z.number(),
        vehicleType: z.string(),
        paxName: z.string().nullable().describe('the passenger the search found (null when found by the contact phone)'),
        paxTel: z.string().nullable(),
      }),
    )
    .describe(`the person's last trips (at most ${RECENT_TRIPS_LIMIT}), latest pick-up first`),
});
export type RecentTrip = z.output<typeof recentTripsAnswer>['trips'][number];
