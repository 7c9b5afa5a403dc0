import { isValidIsoDate, MAX_ID, ORDER_STATUSES, RECALC_SKIP_REASONS, SERVICE_TYPES } from '@limo/domain';
import { z } from 'zod';
import { wireId } from '../../engine/wire-schemas.js';

/* The bodies and answers of the batch void and recalculation calls (issue 15, docs/order-operations.md). */

/** Most orders one batch void takes, and most orders one preview lists (as a batch create). */
export const MAX_BATCH_ORDERS = 2000;
/** Most order vehicles one recalculation looks at: beyond it the period or the client must be narrowed. */
export const MAX_RECALC_ROWS = 5000;
/** The longest period of a preview or a recalculation, in days. */
export const MAX_PERIOD_DAYS = 366;

const id = (what: string) =>
  z
    .number({ error: `${what} must be an id` })
    .int(`${what} must be an id`)
    .min(1, `${what} must be an id`)
    .max(MAX_ID, `${what} must be an id`);
const isoDate = (what: string) => z.string({ error: `${what} must be a date YYYY-MM-DD` }).refine(isValidIsoDate, `${what} must be a date YYYY-MM-DD`);
const money = () => z.string().regex(/^-?\d+\.\d{2}$/);

const dayNumber = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / 86_400_000;

/** dateFrom..dateTo, in order and at most MAX_PERIOD_DAYS days (both days counted). */
const period = <T extends { dateFrom: string; dateTo: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((b) => b.dateFrom <= b.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] })
    .refine((b) => dayNumber(b.dateTo) - dayNumber(b.dateFrom) < MAX_PERIOD_DAYS, {
      message: `must be at most ${MAX_PERIOD_DAYS} days after dateFrom (both days counted)`,
      path: ['dateTo'],
    });

const idList = (what: string, max: number) =>
  z
    .array(id(what), { error: `${what} must be a list of ids` })
    .min(1, `${what} must name at least one record`)
    .max(max, `${what} holds at most ${max} ids`);

export const genBatchVoidBody = period(
  z.strictObject({
    clientId: id('clientId').nullable().optional(),
    dateFrom: isoDate('dateFrom'),
    dateTo: isoDate('dateTo'),
    serviceType: z
      .enum(SERVICE_TYPES, { error: `serviceType must be one of ${SERVICE_TYPES.join(', ')}` })
      .nullable()
      .optional(),
  }),
);
export type GenBatchVoidBody = z.output<typeof genBatchVoidBody>;

export const batchVoidRow = z.strictObject({
  orderId: wireId(),
  orderRefId: z.string(),
  pickupDate: z.iso.date().describe("the order's first pick-up date (vehicles not cancelled)"),
  orderStatus: z.enum(ORDER_STATUSES),
  fareAmt: money().describe('the sum of the fares of its vehicles not cancelled'),
  voidable: z.boolean(),
  reason: z.string().optional().describe('why the order cannot be voided (absent when it can)'),
});
export const genBatchVoidAnswer = z.strictObject({
  orders: z.array(batchVoidRow).describe('the pending and active orders of the branch with a vehicle of the period (and service type), by first pick-up'),
});

export const voidOrderBatchBody = z.strictObject({
  orderIds: idList('orderIds', MAX_BATCH_ORDERS),
  cancelReasonId: id('cancelReasonId'),
});
export const voidOrderBatchAnswer = z.strictObject({ voided: z.int().min(0).describe('how many orders were voided') });

const recalcFilter = {
  clientId: id('clientId').nullable().optional(),
  tariffId: id('tariffId').nullable().optional().describe('only the order vehicles the engine prices on this tariff today'),
  dateFrom: isoDate('dateFrom'),
  dateTo: isoDate('dateTo'),
  orderVehicleIds: idList('orderVehicleIds', MAX_RECALC_ROWS).nullable().optional().describe('with apply: only these rows are applied (default all)'),
};
export const recalcOrdersBody = period(
  z.strictObject({ ...recalcFilter, apply: z.boolean({ error: 'apply must be true or false' }).describe('true: re-price the rows as updateOrderTariff does') }),
);
export type RecalcOrdersBody = z.output<typeof recalcOrdersBody>;
export const createRecalcsBody = period(z.strictObject(recalcFilter));
export const updateRecalcsBody = z
  .strictObject({ orderVehicleIds: recalcFilter.orderVehicleIds })
  .describe("applies the stored run's rows (all not skipped, or only these) at today's prices");

export const recalcRow = z.strictObject({
  orderVehicleId: wireId(),
  orderId: wireId(),
  orderRefId: z.string().describe("the order's reference, for people"),
  pickupDate: z.iso.date(),
  pickupTime: z.string().describe('HH:MM:SS'),
  oldAmt: money().describe('the fare saved on the order vehicle'),
  newAmt: money().describe("the engine's price today (getOrderTariff's total)"),
  diffAmt: money().describe('newAmt - oldAmt'),
  skipped: z.enum(RECALC_SKIP_REASONS).optional().describe('listed but never changed: a manual fare, or on a live invoice'),
});
export const recalcAnswer = z.strictObject({
  recalcId: wireId(),
  rows: z.array(recalcRow),
  totalDiffAmt: money().describe('the sum of diffAmt of the rows not skipped'),
  unpriced: z
    .array(z.strictObject({ orderVehicleId: wireId(), orderId: wireId(), message: z.string() }))
    .describe('order vehicles of the period the engine cannot price today (left out of rows, never changed)'),
});
export type RecalcAnswer = z.output<typeof recalcAnswer>;
export type RecalcRowWire = z.output<typeof recalcRow>;
