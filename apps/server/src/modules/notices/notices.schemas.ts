import { z } from 'zod';
import { MAX_ID } from '../../engine/ids.js';
import { wireId } from '../../engine/wire-schemas.js';

/* The answers and query of the departure notices and airport signs (issue 15, docs/order-operations.md). */

const hhmm = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .describe('HH:mm');
const names = z.array(z.string()).describe("the order vehicle's passengers, in the order they were entered");

/** orderVehicleIds=12,15 keeps these rows only (the screen's selection); absent: every row of the date. */
const ids = z
  .string({ error: 'must be order vehicle ids separated by commas' })
  .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, 'must be at most 500 order vehicle ids separated by commas')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  // An id beyond the column's range names no row (ten digits may pass 2,147,483,647: a 500 before).
  .refine((list) => list.every((n) => n >= 1 && n <= MAX_ID), 'must be order vehicle ids separated by commas')
  .optional()
  .describe('order vehicle ids separated by commas: the rows to keep (the screen’s selection)');
const format = z.enum(['pdf'], { error: 'format must be pdf' }).optional().describe('pdf: the rows as a PDF, one page each');

export const noticeQuery = z.strictObject({ format, orderVehicleIds: ids });
export const signQuery = z.strictObject({
  format,
  orderVehicleIds: ids,
  lang: z.enum(['en', 'zh'], { error: 'lang must be en or zh' }).optional().describe('the PDF’s name in English (default) or Chinese'),
});
export type NoticeQuery = z.output<typeof noticeQuery>;
export type SignQuery = z.output<typeof signQuery>;

/** The fields both rows share. */
const common = {
  orderVehicleId: wireId(),
  orderId: wireId(),
  orderRefId: z.string(),
  pickupDate: z.iso.date(),
  pickupTime: hhmm,
  flightNo: z.string().nullable(),
  terminal: z.string().nullable().describe("the flight's terminal in the operator's timetable (flightSchedules), when it knows the flight that day"),
  paxNames: names,
  paxCount: z.int().min(0),
};

export const noticeRow = z.strictObject({
  ...common,
  pickupLocation: z.string().describe('where the car picks up (English name)'),
  pickupLocationChi: z.string().nullable(),
  dropoffLocation: z.string().nullable().describe('where it goes (English name)'),
  dropoffLocationChi: z.string().nullable(),
  flightDate: z.iso.date().nullable(),
  flightTime: hhmm.nullable().describe("the order's flight time when typed, else the timetable's scheduled departure that day"),
  driverName: z.string().nullable().describe('the driver (English name), or the outsourced driver'),
  driverNameChi: z.string().nullable(),
  driverMobile: z.string().nullable(),
  plate: z.string().nullable(),
  vehicleType: z.string().describe('the vehicle type code'),
  vehicleTypeDesc: z.string(),
  clientName: z.string(),
  clientNameChi: z.string().nullable(),
  remarks: z.string().nullable().describe("the order vehicle's remarks"),
});
export type NoticeRow = z.output<typeof noticeRow>;

export const signRow = z.strictObject({
  ...common,
  paxNameEng: z
    .string()
    .nullable()
    .describe("the lead passenger's name (the first; the order's contact when none is named) without its Chinese characters, if it has others"),
  paxNameChi: z.string().nullable().describe("the Chinese characters of the lead passenger's name, if it has some"),
  clientNameEng: z.string(),
  clientNameChi: z.string().nullable(),
  flightEtaDate: z.iso.date().nullable(),
  flightEtaTime: hhmm.nullable(),
  origin: z.string().nullable().describe("the flight's origin in the operator's timetable"),
  pickupLocation: z.string(),
});
export type SignRow = z.output<typeof signRow>;

export const noticesAnswer = z.array(noticeRow);
export const signsAnswer = z.array(signRow);
