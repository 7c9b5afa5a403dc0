import { isValidIsoDate, LEAVE_TYPES, QUOTA_LEAVE_TYPES, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { wireId, wireRecordSchema } from '../../engine/wire-schemas.js';

/* The leave calls' bodies and answers (issue 16 rule 10, the contract's "Leave" calls). */

const id = (what: string) =>
  z
    .number({ error: `${what} must be an id` })
    .int(`${what} must be an id`)
    .positive(`${what} must be an id`);
export const isoDate = (what: string) => z.string({ error: `${what} must be a date YYYY-MM-DD` }).refine(isValidIsoDate, `${what} must be a date YYYY-MM-DD`);
const leaveType = z.enum(LEAVE_TYPES, { error: `leaveType must be one of ${LEAVE_TYPES.join(', ')}` });
const quotaType = z.enum(QUOTA_LEAVE_TYPES, { error: `leaveType must be one of ${QUOTA_LEAVE_TYPES.join(', ')} (NP has no quota)` });
const text = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(500, `${what} is at most 500 characters`);

/** The longest leave request, in calendar days. */
export const MAX_LEAVE_DAYS = 366;
/** Most quota rows one call takes (a branch's drivers times two types). */
export const MAX_QUOTA_ROWS = 2000;

/** What a driver asks for (the driver page) and what the office enters for a driver. */
export const driverLeaveBody = z.strictObject({
  leaveType,
  dateFrom: isoDate('dateFrom'),
  dateTo: isoDate('dateTo'),
  reason: text('reason').nullable().optional(),
});
export const leaveBody = driverLeaveBody.extend({ driverId: id('driverId') });
export type DriverLeaveBody = z.output<typeof driverLeaveBody>;

export const decideBody = z.strictObject({ remarks: text('remarks').nullable().optional() }).describe('optional remarks of the decision');

export const quotaRowBody = z.strictObject({
  driverId: id('driverId'),
  leaveType: quotaType,
  quotaDays: z
    .number({ error: 'quotaDays must be a whole number of days' })
    .int('quotaDays must be a whole number of days')
    .min(0, 'quotaDays must not be negative')
    .max(366, 'quotaDays is at most 366'),
});
export const quotaBody = z.array(quotaRowBody).max(MAX_QUOTA_ROWS, `At most ${MAX_QUOTA_ROWS} rows at once`).describe('one row per driver and leave type');
export type QuotaRowBody = z.output<typeof quotaRowBody>;

export const leaveAnswer = wireRecordSchema(RESOURCES.leaves);

export const leaveJob = z.strictObject({ orderVehicleId: wireId(), orderRefId: z.string(), pickupDate: z.string(), pickupTime: z.string() });
export const approveAnswer = z.strictObject({
  leave: leaveAnswer,
  jobs: z.array(leaveJob).describe("the driver's jobs already assigned in the leave's dates (main driver or second call), to give to others"),
});
export const leaveJobsAnswer = z.array(leaveJob);
export const rejectAnswer = z.strictObject({ leave: leaveAnswer });

export const quotaAnswerRow = z.strictObject({
  driverId: wireId(),
  driverNo: z.string(),
  driverNameEng: z.string(),
  driverNameChi: z.string().nullable().optional().describe('the Chinese name, for a zh-HK reader (issue 30 part 2)'),
  year: z.int(),
  leaveType: quotaType,
  quotaDays: z.int(),
  takenDays: z.int().describe('days of approved leave of the type starting in the year'),
  balanceDays: z.int().describe('quotaDays - takenDays (negative when more was taken)'),
});
export const quotaAnswer = z.array(quotaAnswerRow);
export const driverLeavesAnswer = z.array(leaveAnswer).describe("the driver's own requests, newest first");
