/** The bodies of getOrderTariff and getOcAmt: every problem listed at once (the server's 400). */
import { z } from 'zod';
import { idSchema, onAnyObject } from '../../schema.js';
import { isValidIsoDate, normalizeMoney, normalizeTime } from '../wire.js';
import { addPlaceIssues, addressSchema, stopSchema, zoneSchema } from '../order/place.js';
import { FREE_PLACE_ID, placeId } from './free-places.js';
import { type LocationRow, type OcAmountRequest, type PricingRequest, SERVICE_TYPES } from './types.js';

/** Booking limits: a week's hire, a day's waiting, 20 stops, 50 charges. */
export const MAX_HIRE_MINUTES = 7 * 24 * 60;
export const MAX_WAITING_MINUTES = 24 * 60;
export const MAX_STOPS = 20;
export const MAX_OCS = 50;

const required = (message: string) => (iss: { input: unknown }) => (iss.input === undefined ? 'is required' : message);
const isoDate = () => z.string({ error: required('must be a date YYYY-MM-DD') }).refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
const minutes = (max: number) =>
  z
    .number({ error: `must be a whole number of minutes from 0 to ${max}` })
    .int(`must be a whole number of minutes from 0 to ${max}`)
    .min(0, `must be a whole number of minutes from 0 to ${max}`)
    .max(max, `must be a whole number of minutes from 0 to ${max}`)
    .nullish()
    .transform((v) => v ?? 0);

const AMOUNT = 'must be an amount of at least 0.00 with at most two decimals';
const amount = z
  .union([z.string(), z.number()], { error: AMOUNT })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const text = normalizeMoney(v);
    if (text === undefined || text.startsWith('-')) {
      ctx.addIssue({ code: 'custom', message: AMOUNT });
      return z.NEVER;
    }
    return text;
  });

const ocSchema = z.object(
  {
    tariffOcId: idSchema(),
    qty: z
      .number({ error: 'must be a whole number from 1 to 999' })
      .int('must be a whole number from 1 to 999')
      .min(1, 'must be a whole number from 1 to 999')
      .max(999, 'must be a whole number from 1 to 999')
      .default(1),
    amount,
  },
  { error: 'must be an object {tariffOcId, qty, amount?}' },
);

const objectError = { error: 'must be an object' };
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
// Cross-field rules run even when other fields are broken, so one answer lists every problem.
const always = onAnyObject;

export const pricingRequestSchema: z.ZodType<PricingRequest> = z
  .object(
    {
      clientId: idSchema(),
      vehicleTypeId: idSchema(),
      serviceType: z.enum(SERVICE_TYPES, { error: required(`must be one of ${SERVICE_TYPES.join(', ')}`) }),
      serviceDate: isoDate(),
      pickupTime: z
        .string({ error: required('must be a time HH:mm:ss') })
        .transform((v, ctx) => normalizeTime(v.trim()) ?? (ctx.addIssue({ code: 'custom', message: 'must be a time HH:mm:ss' }), z.NEVER)),
      pickupLocationId: idSchema()
        .nullish()
        .transform((v) => v ?? null),
      pickupAddress: addressSchema(),
      pickupZone: zoneSchema(),
      dropoffLocationId: idSchema()
        .nullish()
        .transform((v) => v ?? null),
      dropoffAddress: addressSchema(),
      dropoffZone: zoneSchema(),
      stops: z
        .array(stopSchema, { error: 'must be a list of location ids or {locationId?, address?, zone?}' })
        .max(MAX_STOPS, `must hold at most ${MAX_STOPS} stops`)
        .nullish()
        .transform((v) => v ?? []),
      hireMinutes: minutes(MAX_HIRE_MINUTES),
      waitingMinutes: minutes(MAX_WAITING_MINUTES),
      ocs: z
        .array(ocSchema, { error: 'must be a list of {tariffOcId, qty, amount?}' })
        .max(MAX_OCS, `must hold at most ${MAX_OCS} charges`)
        .nullish()
        .transform((v) => v ?? []),
      voucherNo: z
        .string({ error: 'must be text' })
        .trim()
        .max(20, 'must be at most 20 characters')
        .nullish()
        .transform((v) => (v ? v.toUpperCase() : null)),
    },
    objectError,
  )
  .superRefine((v, ctx) => {
    if (isObject(v)) addPlaceIssues(v, ctx);
  }, always)
  .refine((v) => !isObject(v) || v.serviceType === 'Hire' || (v.dropoffLocationId ?? null) !== null || Boolean(v.dropoffAddress), {
    ...always,
    path: ['dropoffLocationId'],
    message: 'is required for an Arrival, Departure or Transfer',
  })
  .refine((v) => !isObject(v) || v.serviceType !== 'Hire' || (typeof v.hireMinutes === 'number' && v.hireMinutes > 0), {
    ...always,
    path: ['hireMinutes'],
    message: 'is required for a Hire (minutes above 0)',
  })
  .transform(({ pickupAddress, pickupZone, dropoffAddress, dropoffZone, ...v }): PricingRequest => {
    // Free addresses become locations of their zones, named by negative ids (free-places.ts).
    const freePlaces: LocationRow[] = [];
    const pickup = placeId({ locationId: v.pickupLocationId, address: pickupAddress, zone: pickupZone }, FREE_PLACE_ID.pickup, freePlaces);
    const dropoff = placeId({ locationId: v.dropoffLocationId, address: dropoffAddress, zone: dropoffZone }, FREE_PLACE_ID.dropoff, freePlaces);
    const stops = v.stops.map((s, i) => placeId(s, FREE_PLACE_ID.stop(i), freePlaces) as number);
    return { ...v, pickupLocationId: pickup as number, dropoffLocationId: dropoff, stops, ...(freePlaces.length ? { freePlaces } : {}) };
  });

export const ocAmountRequestSchema: z.ZodType<OcAmountRequest> = z.object(
  { clientId: idSchema(), vehicleTypeId: idSchema(), tariffOcId: idSchema(), serviceDate: isoDate() },
  objectError,
);
