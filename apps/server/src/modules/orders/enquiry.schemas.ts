import { isValidIsoDate, JOB_STATUSES, ORDER_STATUSES, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../../engine/query.js';
import { halListOrPageSchema, halListSchema, wireFieldSchema, wireId, wireRecordSchema } from '../../engine/wire-schemas.js';

/* The order enquiry's body and answers, and the service-date reads' answers (issue 9). */

/** What enqOrders may sort by, as the answer's field names. */
export const ENQUIRY_SORTS = ['orderRefId', 'pickupDate', 'clientCode', 'orderStatus'] as const;
export type EnquirySortField = (typeof ENQUIRY_SORTS)[number];
export interface EnquirySort {
  field: EnquirySortField;
  dir: 'asc' | 'desc';
}

/** A form sends empty fields as '' or null: both mean "not asked". */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());

const text = (max: number) =>
  optional(
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, `must be at most ${max} characters`)
      .refine((v) => !v.includes('\u0000'), 'must not hold a NUL character'),
  ).transform((v) => (v ? v : undefined));
const date = optional(z.string({ error: 'must be a date YYYY-MM-DD' }).refine(isValidIsoDate, 'must be a date YYYY-MM-DD'));
const id = optional(
  z
    .number({ error: 'must be the id of a record' })
    .int('must be the id of a record')
    .min(1, 'must be the id of a record')
    .max(2147483647, 'must be the id of a record'),
);

/** One sort, field,dir: the problem with it, or the sort. */
function readSort(s: string): EnquirySort | string {
  const parts = s.split(',').map((x) => x.trim());
  const [field, dir = 'asc'] = parts;
  if (parts.length > 2) return `must be field,asc or field,desc, not ${s}`;
  if (!(ENQUIRY_SORTS as readonly string[]).includes(field)) return `cannot be ${field}: the enquiry sorts by ${ENQUIRY_SORTS.join(', ')}`;
  if (!['asc', 'desc'].includes(dir.toLowerCase())) return `direction must be asc or desc, not ${dir}`;
  return { field: field as EnquirySortField, dir: dir.toLowerCase() as EnquirySort['dir'] };
}

/** A sort or a list of them; every problem is named under "sort". */
const sorts = z.union([z.string(), z.array(z.string())], { error: 'must be field,asc or field,desc, or a list of them' }).transform((v, ctx) => {
  const out: EnquirySort[] = [];
  for (const s of (Array.isArray(v) ? v : [v]).filter((x) => x.trim() !== '')) {
    const sort = readSort(s);
    if (typeof sort === 'string') ctx.addIssue({ code: 'custom', message: sort });
    else out.push(sort);
  }
  return out;
});

export const enquiryBody = z
  .strictObject({
    dateFrom: date.describe('first pick-up date (of any vehicle of the order)'),
    dateTo: date.describe('last pick-up date (of any vehicle of the order)'),
    clientId: id,
    orderStatus: optional(z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` })),
    orderRefId: text(30).describe('a part of the reference, ignoring case'),
    agentRef: text(50).describe("a part of an agent's reference, ignoring case"),
    flightNo: text(10).describe('a part of a flight number, ignoring case'),
    paxName: text(100).describe("a part of a passenger's name, ignoring case"),
    driverId: id,
    vehicleId: id,
    page: optional(z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(MAX_PAGE)),
    size: optional(
      z
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be 1 or more')
        .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`),
    ),
    sort: optional(sorts).describe(`field,asc or field,desc (or a list of them); fields: ${ENQUIRY_SORTS.join(', ')}`),
  })
  .refine((b) => !b.dateFrom || !b.dateTo || b.dateFrom <= b.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] });
export type EnquiryBody = z.output<typeof enquiryBody>;

export const enquiryQuery = z.strictObject({
  format: z.enum(['xlsx', 'csv'], { error: 'must be xlsx or csv' }).optional().describe('the whole result (not a page) as a file'),
});

const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const enquiryRow = wireRecordSchema(RESOURCES.orders).extend({
  clientCode: z.string(),
  clientNameEng: z.string().optional().describe("the client's English name"),
  clientNameChi: z.string().nullable().optional().describe("the client's Chinese name"),
  pickupDate: z.iso.date().nullable().describe("the order's first pick-up date (of its vehicles not cancelled)"),
  pickupTime: z.string().nullable().describe('the first pick-up time, HH:mm:ss'),
  vehicleCount: z.int().min(0).describe('vehicles not cancelled'),
  flightNos: z.array(z.string()).describe('flight numbers of those vehicles, in pick-up order'),
  paxNames: z.array(z.string()).describe("the order's passengers"),
  agentRefs: z.array(z.string()).describe("the order's agent references"),
  totalFareAmt: money.describe('the sum of fareAmt of the vehicles not cancelled'),
});
export type EnquiryRow = z.output<typeof enquiryRow>;

export const enquiryAnswer = halListOrPageSchema('orders', enquiryRow);

export const serviceDateParams = z.strictObject({ date: z.string().describe('service date YYYY-MM-DD (its grid runs 04:00 to 03:59 of the next day)') });

export const ordersByServiceDateAnswer = halListSchema('orders', wireRecordSchema(RESOURCES.orders));

const ov = (name: string) => wireFieldSchema(RESOURCES.orderVehicles, name);

/** Spec section 3's schedule row, then the derived fields it names. */
export const scheduleRow = z.strictObject({
  orderVehicleId: wireId(),
  flightEtaDate: ov('flightEtaDate'),
  flightEtaTime: ov('flightEtaTime'),
  pickupDate: ov('pickupDate'),
  pickupTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .describe('HH:mm (trimmed)'),
  clientTypeId: wireFieldSchema(RESOURCES.clients, 'clientTypeId'),
  orderStatus: wireFieldSchema(RESOURCES.orders, 'orderStatus'),
  noshowFlag: ov('noshowFlag'),
  startDate: ov('startDate'),
  endDate: ov('endDate'),
  startTime: ov('startTime'),
  endTime: ov('endTime'),
  clientId: wireFieldSchema(RESOURCES.orders, 'clientId'),
  vehicleTypeId: ov('vehicleTypeId'),
  driverId: ov('driverId'),
  serviceType: ov('serviceType'),
  pickupLocationId: ov('pickupLocationId'),
  dropoffLocationId: ov('dropoffLocationId'),
  flightNo: ov('flightNo'),
  outsourceDriverName: ov('outsourceDriverName'),
  outsourceVendorId: ov('outsourceVendorId'),
  isOutsource: z.boolean().describe('an outsource vendor is set'),
  outsourceName: z.string().nullable().describe("the name part of outsourceDriverName ('name@mobile')"),
  outsourceMobile: z.string().nullable().describe("the mobile part of outsourceDriverName ('name@mobile')"),
  startLocationId: wireId().nullable().describe('where the job starts: the pick-up (null for a free address)'),
  startLocationCode: z.string().describe("the location's code, or the free address (issue 30 part 3)"),
  endLocationId: wireId().nullable().describe('where it ends: the drop-off, else the last stop, else the pick-up (null for a free address)'),
  endLocationCode: z.string(),
  // Optional additions of issue 10: what the grid needs to label, assign and open a bar.
  orderId: wireId().optional(),
  orderRefId: z.string().optional(),
  version: z.number().int().optional().describe('the order vehicle’s version, for updateOrderVehicle'),
  vehicleId: ov('vehicleId').optional(),
  clientCode: z.string().optional(),
  clientShortName: z.string().nullable().optional(),
  secondCalls: z
    .array(
      z.strictObject({
        id: wireId(),
        driverId: wireFieldSchema(RESOURCES.orderDriverVehicles, 'driverId'),
        vehicleId: wireFieldSchema(RESOURCES.orderDriverVehicles, 'vehicleId'),
        outsourceVendorId: wireFieldSchema(RESOURCES.orderDriverVehicles, 'outsourceVendorId'),
        outsourceDriverName: wireFieldSchema(RESOURCES.orderDriverVehicles, 'outsourceDriverName'),
      }),
    )
    .optional()
    .describe('second calls: further drivers and vehicles called to the same job'),
  // Issue 17: what the vendor charges for an outsourced job (the assign dialog shows and edits it).
  outsourceCost: ov('outsourceCost').optional(),
  // Issue 11: the main driver's progress on the job.
  jobStatus: z.enum(JOB_STATUSES).nullable().optional().describe("the main driver's progress: ACK, ON_THE_WAY, ARRIVED, POB, COMPLETED, NO_SHOW"),
  pickupZone: z.string().nullable().optional().describe("the pick-up's zone (the location's contract label, or a free address's zone): the travel rule's"),
  dropoffZone: z.string().nullable().optional().describe("the drop-off's zone, likewise"),
});
export type ScheduleRow = z.output<typeof scheduleRow>;

export const schedulesAnswer = halListSchema('schedules', scheduleRow);
