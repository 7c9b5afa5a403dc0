import { isValidIsoDate, normalizeTime, onAnyObject } from '@limo/domain';
import { z } from 'zod';

/* The partner's booking bodies (issue 18's wire contract). Every problem is listed at once, by field. */

/** The partner's services: a Hire has no duration field in the contract, so it cannot be priced. */
export const PARTNER_SERVICE_TYPES = ['Arrival', 'Departure', 'Transfer'] as const;
export const BOOKING_STATUSES = ['NEW', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;

const required = (message: string) => (iss: { input: unknown }) => (iss.input === undefined ? 'is required' : message);
const textOf = (max: number, message = 'must be text') =>
  z
    .string({ error: required(message) })
    .trim()
    .max(max, `must be at most ${max} characters`)
    // PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
    .refine((v) => !v.includes('\u0000'), 'must not hold a NUL character');
/** Optional text: empty is absent. */
const optionalText = (max: number) =>
  textOf(max)
    .nullish()
    .transform((v) => (v ? v : null));
const isoDate = () => z.string({ error: required('must be a date YYYY-MM-DD') }).refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
const time = () =>
  z
    .string({ error: required('must be a time HH:mm') })
    .transform((v, ctx) => normalizeTime(v.trim()) ?? (ctx.addIssue({ code: 'custom', message: 'must be a time HH:mm' }), z.NEVER));
const paxCount = () =>
  z
    .number({ error: required('must be a whole number from 1 to 99') })
    .int('must be a whole number from 1 to 99')
    .min(1, 'must be a whole number from 1 to 99')
    .max(99, 'must be a whole number from 1 to 99');
const flightNo = () =>
  textOf(10)
    .toUpperCase()
    .transform((v) => v.replace(/\s+/g, '') || null)
    .nullish()
    .transform((v) => v ?? null);

export const bookingBody = z
  .object(
    {
      partnerOrderId: textOf(50).min(1, 'is required'),
      serviceType: z
        .string({ error: required(`must be one of ${PARTNER_SERVICE_TYPES.join(', ')}`) })
        .transform(
          (v, ctx) =>
            PARTNER_SERVICE_TYPES.find((s) => s.toLowerCase() === v.trim().toLowerCase()) ??
            (ctx.addIssue({ code: 'custom', message: `must be one of ${PARTNER_SERVICE_TYPES.join(', ')}` }), z.NEVER),
        ),
      pickupDate: isoDate(),
      pickupTime: time(),
      flightNo: flightNo(),
      pickupLocationCode: optionalText(20),
      pickupAddress: optionalText(300),
      dropoffLocationCode: optionalText(20),
      dropoffAddress: optionalText(300),
      vehicleTypeCode: textOf(30).min(1, 'is required'),
      paxCount: paxCount(),
      paxName: textOf(100).min(1, 'is required'),
      paxTel: optionalText(30),
      remarks: optionalText(1000),
    },
    { error: 'must be an object' },
  )
  .refine((b) => b.pickupLocationCode || b.pickupAddress, { ...onAnyObject, path: ['pickupLocationCode'], message: 'or pickupAddress is required' })
  .refine((b) => b.dropoffLocationCode || b.dropoffAddress, { ...onAnyObject, path: ['dropoffLocationCode'], message: 'or dropoffAddress is required' });
export type BookingBody = z.output<typeof bookingBody>;

/** PATCH: the fields the partner may change before the job starts; any other field is a problem, not silently dropped. */
export const bookingPatchBody = z.strictObject(
  {
    pickupDate: isoDate().optional(),
    pickupTime: time().optional(),
    flightNo: flightNo().optional(),
    paxCount: paxCount().optional(),
    remarks: optionalText(1000).optional(),
    cancel: z.boolean({ error: 'must be true or false' }).optional(),
  },
  { error: 'must be an object' },
);
export type BookingPatch = z.output<typeof bookingPatchBody>;

export const bookingAnswer = z.object({
  partnerOrderId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  orderId: z.number().int().optional().describe('our order, once accepted'),
  orderRefId: z.string().optional().describe("our order's reference, once accepted"),
});

export const bookingStatusAnswer = bookingAnswer.extend({
  driverName: z.string().optional().describe('once a driver is assigned'),
  driverMobile: z.string().optional(),
  plate: z.string().optional(),
  jobStatus: z.string().nullable().optional().describe('ACK, ON_THE_WAY, ARRIVED, POB, COMPLETED or NO_SHOW; null before the first mark'),
});
