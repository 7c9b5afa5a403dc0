import { ALLOWANCE_LINE_KINDS, isValidIsoDate, isValidIsoMonth } from '@limo/domain';
import { z } from 'zod';
import { wireId } from '../../engine/wire-schemas.js';

/* The allowance calls' bodies and answers (issue 16, docs/allowance.md; contract in the issue). */

export const id = (what: string) =>
  z
    .number({ error: `${what} must be an id` })
    .int(`${what} must be an id`)
    .positive(`${what} must be an id`)
    .max(2147483647, `${what} must be an id`);
export const isoDate = (what: string) => z.string({ error: `${what} must be a date YYYY-MM-DD` }).refine(isValidIsoDate, `${what} must be a date YYYY-MM-DD`);
/** A month whose days PostgreSQL holds (0000-01 is none: issue 31). */
export const monthText = (what = 'month') => z.string({ error: `${what} must be a month YYYY-MM` }).refine(isValidIsoMonth, `${what} must be a month YYYY-MM`);

/** Widest period of the allowance and overtime reads: a quarter. */
export const MAX_PERIOD_DAYS = 92;

export const periodBody = z.strictObject({
  dateFrom: isoDate('dateFrom'),
  dateTo: isoDate('dateTo'),
  driverId: id('driverId').optional().describe("one driver of the selected branch; without it every driver's"),
});
export type PeriodBody = z.output<typeof periodBody>;

export const monthBody = z.strictObject({ month: monthText() });

export const xlsxQuery = z.strictObject({ format: z.enum(['xlsx'], { error: 'format must be xlsx' }).optional() });
export const reportQuery = z.strictObject({ format: z.enum(['xlsx', 'pdf'], { error: 'format must be xlsx or pdf' }).optional() });

const money = () => z.string().regex(/^-?\d+\.\d{2}$/);

export const detailLine = z.strictObject({
  driverId: wireId(),
  date: z.iso.date(),
  kind: z.enum(ALLOWANCE_LINE_KINDS),
  orderVehicleId: wireId().nullable(),
  allowanceRateId: wireId().nullable(),
  description: z.string(),
  qty: z.number().describe('JOB and PT_BASIC 1, OT the overtime minutes, OTHER the quantity'),
  amount: money(),
  driverNo: z.string().optional(),
  orderRefId: z.string().optional(),
  pickupTime: z.string().optional(),
  noRate: z.boolean().optional().describe('a JOB (or PT_BASIC) line no rate row matched: 0, for HR to fix the card'),
  allowanceOtherId: wireId().optional(),
  allowancePtBasicId: wireId().optional(),
});

const figures = {
  jobs: z.int(),
  jobAmount: money(),
  ptDays: z.int(),
  ptAmount: money(),
  otMinutes: z.int(),
  otAmount: money(),
  otherAmount: money(),
  total: money(),
};
export const footerAnswer = z.strictObject(figures);
export const summaryRow = z.strictObject({
  driverId: wireId(),
  driverNo: z.string(),
  driverNameEng: z.string(),
  driverNameChi: z.string().nullable().optional().describe('the Chinese name, shown in zh-HK (issue 30)'),
  ...figures,
});
export const monthlyRow = z.strictObject({
  driverId: wireId(),
  date: z.iso.date(),
  jobs: z.int(),
  jobAmount: money(),
  ptAmount: money(),
  otMinutes: z.int(),
  otAmount: money(),
  otherAmount: money(),
  total: money(),
});
export const headerAnswer = z.strictObject({
  dateFrom: z.iso.date(),
  dateTo: z.iso.date(),
  branchId: wireId(),
  drivers: z.int().describe('drivers with anything in the period'),
  total: money(),
  closed: z.boolean().describe('the period is one whole calendar month, closed for the branch'),
});
export const driverRow = z.strictObject({
  driverId: wireId(),
  driverNo: z.string(),
  driverNameEng: z.string(),
  driverNameChi: z.string().nullable(),
  employmentType: z.string(),
});

export const closeAnswer = z.strictObject({
  month: z.string(),
  branchId: wireId(),
  drivers: z.int(),
  total: money(),
  closedBy: z.string(),
  closedDt: z.iso.datetime(),
});
export const reopenAnswer = z.strictObject({ month: z.string(), branchId: wireId(), reopened: z.int() });

export const otRow = z.strictObject({
  driverId: wireId(),
  driverNo: z.string(),
  driverNameEng: z.string(),
  driverNameChi: z.string().nullable().optional().describe('the Chinese name, shown in zh-HK (issue 30)'),
  date: z.iso.date(),
  dutyTime: z.string().nullable(),
  offDutyTime: z.string().nullable(),
  workedMinutes: z.int().nullable(),
  otMinutes: z.int(),
  otAmount: money(),
});
export const otAnswer = z.strictObject({
  _embedded: z.strictObject({ driverOTResults: z.array(otRow) }),
  totals: z.strictObject({ otMinutes: z.int(), otAmount: money() }),
});
