/**
 * The bodies of createOrder and updateOrder (issue 9's wire contract). Every problem is listed at
 * once, each named by its place: `orderVehicles[1].pickupLocationId`. Unknown keys are dropped, so
 * an editor may send back what getOrder answered (fareLines, fareAmt, driverId...).
 */
import { z } from 'zod';
import { idSchema, onAnyObject } from '../../schema.js';
import { MAX_HIRE_MINUTES, MAX_OCS, MAX_STOPS, MAX_WAITING_MINUTES } from '../pricing/request.js';
import { SERVICE_TYPES } from '../pricing/types.js';
import { isValidIsoDate, normalizeMoney, normalizeTime } from '../wire.js';
import { addPlaceIssues, addressSchema, stopSchema, zoneSchema } from './place.js';
import { ORDER_STATUSES } from './status.js';

/** At most this many vehicles on one order, passengers on one vehicle. */
export const MAX_ORDER_VEHICLES = 50;
export const MAX_PAXES = 30;

/** The longest text each field takes (refused beyond, never cut): the order form shows and checks the same limits. */
export const ORDER_TEXT_MAX = { contactName: 100, contactTel: 30, remarks: 1000, orderRefId: 30 } as const;
export const ORDER_VEHICLE_TEXT_MAX = { flightNo: 10, voucherNo: 20, manualFareReason: 200, capacityOverrideReason: 200, remarks: 1000 } as const;
export const ORDER_PAX_TEXT_MAX = { paxName: 100, paxTel: 30 } as const;

const required = (message: string) => (iss: { input: unknown }) => (iss.input === undefined ? 'is required' : message);
const nullish = <T extends z.ZodType>(s: T) => s.nullish().transform((v) => v ?? null);
const isoDate = () => z.string({ error: required('must be a date YYYY-MM-DD') }).refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
const hhmmss = () =>
  z
    .string({ error: required('must be a time HH:mm') })
    .transform((v, ctx) => normalizeTime(v.trim()) ?? (ctx.addIssue({ code: 'custom', message: 'must be a time HH:mm' }), z.NEVER));
const textMax = (max: number) =>
  nullish(
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, `must be at most ${max} characters`)
      .transform((v) => (v === '' ? null : v)),
  );
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: required(`must be a whole number from ${min} to ${max}`) })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

/** Money of at least 0.00 with two decimals, as text; empty is null. */
export const moneySchema = (what = 'an amount of at least 0.00 with at most two decimals') =>
  z
    .union([z.string(), z.number()], { error: `must be ${what}` })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const text = normalizeMoney(v);
      if (text === undefined || text.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message: `must be ${what}` });
        return z.NEVER;
      }
      return text;
    });

const PERCENT = 'must be a percent from 0 to 100';

const orderMiscSchema = z.object(
  { tariffOcId: idSchema(), qty: wholeNumber(1, 999).default(1), amount: moneySchema() },
  { error: 'must be an object {tariffOcId, qty, amount?}' },
);

const orderPaxSchema = z.object(
  {
    paxName: z
      .string({ error: required('must be text') })
      .trim()
      .min(1, 'is required')
      .max(ORDER_PAX_TEXT_MAX.paxName, `must be at most ${ORDER_PAX_TEXT_MAX.paxName} characters`),
    paxTel: textMax(ORDER_PAX_TEXT_MAX.paxTel),
  },
  { error: 'must be an object {paxName, paxTel?}' },
);

const ocDiscountSchema = z
  .object(
    {
      tariffOcId: idSchema(),
      discountPercent: nullish(z.number({ error: PERCENT }).min(0, PERCENT).max(100, PERCENT)),
      discountAmt: moneySchema(),
    },
    { error: 'must be an object {tariffOcId, discountPercent?, discountAmt?}' },
  )
  .refine((d) => d.discountPercent !== null || d.discountAmt !== null, { path: ['discountAmt'], message: 'or discountPercent is required' });

export const orderVehicleBodySchema = z
  .object(
    {
      id: nullish(idSchema()),
      serviceType: z.enum(SERVICE_TYPES, { error: required(`must be one of ${SERVICE_TYPES.join(', ')}`) }),
      pickupDate: isoDate(),
      pickupTime: hhmmss(),
      flightNo: nullish(
        z
          .string({ error: 'must be text' })
          .trim()
          .toUpperCase()
          .max(ORDER_VEHICLE_TEXT_MAX.flightNo, `must be at most ${ORDER_VEHICLE_TEXT_MAX.flightNo} characters`)
          .transform((v) => (v === '' ? null : v.replace(/\s+/g, ''))),
      ),
      flightEtaDate: nullish(isoDate()),
      flightEtaTime: nullish(hhmmss()),
      pickupLocationId: nullish(idSchema()),
      pickupAddress: addressSchema(),
      pickupZone: zoneSchema(),
      dropoffLocationId: nullish(idSchema()),
      dropoffAddress: addressSchema(),
      dropoffZone: zoneSchema(),
      stops: z
        .array(stopSchema, { error: 'must be a list of location ids or {locationId?, address?, zone?}' })
        .max(MAX_STOPS, `must hold at most ${MAX_STOPS} stops`)
        .nullish()
        .transform((v) => v ?? []),
      vehicleTypeId: idSchema(),
      paxCount: wholeNumber(1, 99),
      luggageCount: nullish(wholeNumber(0, 99)),
      hireMinutes: nullish(wholeNumber(0, MAX_HIRE_MINUTES)),
      waitingMinutes: nullish(wholeNumber(0, MAX_WAITING_MINUTES)),
      voucherNo: nullish(
        z
          .string({ error: 'must be text' })
          .trim()
          .max(ORDER_VEHICLE_TEXT_MAX.voucherNo, `must be at most ${ORDER_VEHICLE_TEXT_MAX.voucherNo} characters`)
          .transform((v) => (v === '' ? null : v.toUpperCase())),
      ),
      manualFareAmt: moneySchema(),
      manualFareReason: textMax(ORDER_VEHICLE_TEXT_MAX.manualFareReason),
      // Optional (issue 30 part 7): why a type smaller than the passengers or luggage is kept.
      capacityOverrideReason: textMax(ORDER_VEHICLE_TEXT_MAX.capacityOverrideReason),
      remarks: textMax(ORDER_VEHICLE_TEXT_MAX.remarks),
      startDate: nullish(isoDate()),
      startTime: nullish(hhmmss()),
      endDate: nullish(isoDate()),
      endTime: nullish(hhmmss()),
      noshowFlag: nullish(z.union([z.literal(0), z.literal(1)], { error: 'must be 1 or 0' })),
      orderMiscs: z
        .array(orderMiscSchema, { error: 'must be a list of {tariffOcId, qty, amount?}' })
        .max(MAX_OCS, `must hold at most ${MAX_OCS} charges`)
        .nullish()
        .transform((v) => v ?? []),
      orderPaxes: z
        .array(orderPaxSchema, { error: 'must be a list of {paxName, paxTel?}' })
        .max(MAX_PAXES, `must hold at most ${MAX_PAXES} passengers`)
        .nullish()
        .transform((v) => v ?? []),
      orderOCDiscounts: z
        .array(ocDiscountSchema, { error: 'must be a list of {tariffOcId, discountPercent?, discountAmt?}' })
        .max(MAX_OCS, `must hold at most ${MAX_OCS} discounts`)
        .nullish()
        .transform((v) => v ?? []),
    },
    { error: 'must be an object' },
  )
  // A location or a free address with its zone (issue 30 part 3); checked even when other fields are broken.
  .superRefine((v, ctx) => {
    if (v && typeof v === 'object') addPlaceIssues(v, ctx);
  }, onAnyObject)
  .refine((v) => v.serviceType === 'Hire' || v.dropoffLocationId !== null || Boolean(v.dropoffAddress), {
    ...onAnyObject,
    path: ['dropoffLocationId'],
    message: 'is required for an Arrival, Departure or Transfer',
  })
  .refine((v) => v.serviceType !== 'Hire' || (typeof v.hireMinutes === 'number' && v.hireMinutes > 0), {
    ...onAnyObject,
    path: ['hireMinutes'],
    message: 'is required for a Hire (minutes above 0)',
  })
  .refine((v) => v.manualFareAmt === null || v.manualFareAmt === undefined || Boolean(v.manualFareReason), {
    ...onAnyObject,
    path: ['manualFareReason'],
    message: 'is required with a manual fare',
  })
  .refine((v) => !v.flightEtaTime || Boolean(v.flightEtaDate), { ...onAnyObject, path: ['flightEtaDate'], message: 'is required with a flight ETA time' })
  .refine(
    (v) =>
      [v.startDate, v.startTime, v.endDate, v.endTime].every((x) => x === null || x === undefined) ||
      [v.startDate, v.startTime, v.endDate, v.endTime].every(Boolean),
    {
      ...onAnyObject,
      path: ['startDate'],
      message: 'startDate, startTime, endDate and endTime are given together or not at all',
    },
  )
  .refine((v) => !v.startDate || !v.endDate || !v.startTime || !v.endTime || `${v.endDate} ${v.endTime}` > `${v.startDate} ${v.startTime}`, {
    ...onAnyObject,
    path: ['endTime'],
    message: 'must be after the start',
  });

export const orderBodySchema = z.object(
  {
    clientId: idSchema(),
    orderStatus: z.enum(ORDER_STATUSES, { error: required(`must be one of ${ORDER_STATUSES.join(', ')}`) }),
    contactName: textMax(ORDER_TEXT_MAX.contactName),
    contactTel: z
      .string({ error: 'must be text' })
      .trim()
      .max(ORDER_TEXT_MAX.contactTel, `must be at most ${ORDER_TEXT_MAX.contactTel} characters`)
      .regex(/^[0-9 +()-]*$/, 'may hold digits, spaces, +, ( ) and - only')
      .nullish()
      .transform((v) => (v ? v : null)),
    orderEventId: nullish(idSchema()),
    cancelReasonId: nullish(idSchema()),
    remarks: textMax(ORDER_TEXT_MAX.remarks),
    orderRefId: textMax(ORDER_TEXT_MAX.orderRefId),
    version: nullish(z.number({ error: 'must be a whole number' }).int('must be a whole number')),
    orderVehicles: z
      .array(orderVehicleBodySchema, { error: 'must be a list of order vehicles' })
      .min(1, 'must hold at least one vehicle')
      .max(MAX_ORDER_VEHICLES, `must hold at most ${MAX_ORDER_VEHICLES} vehicles`),
  },
  { error: 'must be an object' },
);

export type OrderBody = z.output<typeof orderBodySchema>;
export type OrderVehicleBody = z.output<typeof orderVehicleBodySchema>;

/** A zod issue path the way the contract names places: `orderVehicles[1].pickupLocationId`. */
export function orderFieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out || 'body';
}
