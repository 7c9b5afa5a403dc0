import { isValidIsoDate, LEAVE_TYPES, normalizeTime } from '@limo/domain';
import { z } from 'zod';
import { wireId } from '../../engine/wire-schemas.js';

/* The roster calls' bodies and answers (issue 10, docs/scheduling.md). */

const id = (what: string) =>
  z
    .number({ error: `${what} must be an id` })
    .int(`${what} must be an id`)
    .positive(`${what} must be an id`);
export const isoDate = (what: string) => z.string({ error: `${what} must be a date YYYY-MM-DD` }).refine(isValidIsoDate, `${what} must be a date YYYY-MM-DD`);
const time = (what: string) =>
  z
    .string({ error: `${what} must be a time HH:mm` })
    .refine((v) => normalizeTime(v) !== undefined, `${what} must be a time HH:mm`)
    .transform((v) => normalizeTime(v) as string);

/** Most rows one upsert takes: a branch's drivers for a day. */
export const MAX_ROSTER_ROWS = 1000;
/** Widest date range of the roster reads. */
export const MAX_ROSTER_DAYS = 62;

export const rosterRowBody = z.strictObject({
  id: id('id').optional(),
  driverId: id('driverId'),
  dutyTime: time('dutyTime').nullable().optional(),
  dutyEndTime: time('dutyEndTime').nullable().optional(),
  offDutyTime: time('offDutyTime').nullable().optional(),
  vehicleId: id('vehicleId').nullable().optional(),
  staffShiftingId: id('staffShiftingId').nullable().optional(),
  remarks: z.string().max(500, 'remarks is at most 500 characters').nullable().optional(),
  vehicles: z
    .array(z.strictObject({ vehicleId: id('vehicleId'), fromTime: time('fromTime'), toTime: time('toTime').nullable().optional() }))
    .max(20)
    .optional()
    .describe('vehicle changes during the duty; given, they replace the roster’s'),
});
export const upsertRostersBody = z.strictObject({
  dailyRosters: z.array(rosterRowBody).max(MAX_ROSTER_ROWS, `At most ${MAX_ROSTER_ROWS} rosters at once`).describe('one row per driver of the duty date'),
});
export type RosterRowBody = z.output<typeof rosterRowBody>;

export const genRosterBody = z.strictObject({ dutyDate: isoDate('dutyDate'), overwrite: z.boolean().optional() });
export const rosterRangeBody = z.strictObject({
  fromDate: isoDate('fromDate'),
  toDate: isoDate('toDate'),
  driverId: id('driverId').optional(),
  vehicleId: id('vehicleId').optional(),
});
export const overlapsBody = z.strictObject({ fromDate: isoDate('fromDate'), toDate: isoDate('toDate').optional() });

const rosterVehicle = z.strictObject({ vehicleId: wireId(), fromTime: z.string(), toTime: z.string().nullable() });
export const rosterAnswerRow = z.strictObject({
  id: wireId(),
  version: z.number().int(),
  branchId: wireId(),
  driverId: wireId(),
  driverNo: z.string(),
  driverNameEng: z.string(),
  dutyDate: z.string(),
  dutyTime: z.string().nullable(),
  dutyEndTime: z.string().nullable(),
  offDutyTime: z.string().nullable(),
  vehicleId: wireId().nullable(),
  licensePlateNo: z.string().nullable(),
  staffShiftingId: wireId().nullable(),
  remarks: z.string().nullable(),
  vehicles: z.array(rosterVehicle),
  onLeave: z.enum(LEAVE_TYPES).optional().describe('the type of approved leave the driver is on that duty date (issue 16)'),
});

export const genAnswer = z.strictObject({
  dutyDate: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.array(z.strictObject({ driverId: wireId(), driverNo: z.string(), reason: z.string() })),
  dailyRosters: z.array(rosterAnswerRow),
});

export const overlapsAnswer = z.strictObject({
  overlaps: z.array(
    z.strictObject({
      vehicleId: wireId(),
      licensePlateNo: z.string(),
      dutyDate: z.string(),
      rosterIds: z.array(wireId()),
      driverIds: z.array(wireId()),
      driverNos: z.array(z.string()),
      from: z.string(),
      to: z.string(),
    }),
  ),
});

export const vehicleMapRow = z.strictObject({
  dailyRosterId: wireId(),
  vehicleId: wireId(),
  driverId: wireId(),
  dutyDate: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
});
