import { LEAVE_TYPES, normalizeTime } from '@limo/domain';
import { z } from 'zod';
import { wireId } from '../../engine/wire-schemas.js';

/* The roster HR calls' bodies and answers (issue 16, the contract's "Roster HR" calls). */

const id = (what: string) =>
  z
    .number({ error: `${what} must be an id` })
    .int(`${what} must be an id`)
    .positive(`${what} must be an id`);
const time = (what: string) =>
  z
    .string({ error: `${what} must be a time HH:mm` })
    .refine((v) => normalizeTime(v) !== undefined, `${what} must be a time HH:mm`)
    .transform((v) => normalizeTime(v) as string);
export const month = z
  .string({ error: 'month must be a month YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month YYYY-MM')
  .refine((v) => v >= '2000-01' && v <= '2100-12', 'month must be a month YYYY-MM');

export const rosterHrBody = z.strictObject({ month, driverId: id('driverId').optional() });

export const updateRosterHrBody = z.strictObject({
  dailyRosterId: id('dailyRosterId'),
  dutyTime: time('dutyTime').nullable(),
  offDutyTime: time('offDutyTime').nullable(),
  version: z.number({ error: 'version must be the version read' }).int('version must be the version read').min(0),
  remarks: z.string({ error: 'remarks must be text' }).trim().max(500, 'remarks is at most 500 characters').nullable().optional(),
});
export type UpdateRosterHrBody = z.output<typeof updateRosterHrBody>;

export const hrDay = z.strictObject({
  date: z.string(),
  dailyRosterId: wireId().nullable(),
  dutyTime: z.string().nullable(),
  offDutyTime: z.string().nullable(),
  workedMinutes: z.int().nullable(),
  otMinutes: z.int().nullable().describe('null without both times or without an allowance version in effect'),
  leaveType: z.enum(LEAVE_TYPES).nullable().describe('approved leave of the day'),
  holiday: z.boolean().describe('a public holiday of the holiday area'),
  version: z.int().nullable().describe("the roster's version, for updateDriverRosterHR"),
});

export const rosterHrAnswer = z.array(
  z.strictObject({
    driverId: wireId(),
    driverNo: z.string(),
    driverNameEng: z.string(),
    driverNameChi: z.string().nullable().optional().describe('the Chinese name, shown in zh-HK (issue 30)'),
    employmentType: z.string().describe('FT or PT (part-time drivers earn no overtime)'),
    days: z.array(hrDay).describe('every date of the month'),
  }),
);

export const updateRosterHrAnswer = hrDay.extend({ driverId: wireId() });

const times = z.strictObject({ dutyTime: z.string().nullable(), offDutyTime: z.string().nullable() });
export const rosterHrLogAnswer = z
  .array(z.strictObject({ before: times, after: times, remarks: z.string().nullable(), doneBy: z.string(), doneDt: z.iso.datetime() }))
  .describe('newest first');
