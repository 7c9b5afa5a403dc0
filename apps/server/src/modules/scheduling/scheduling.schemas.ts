import { CLASH_KINDS, isValidIsoDate, LEAVE_TYPES, normalizeMoney, normalizeTime } from '@limo/domain';
import { z } from 'zod';
import { documentAs, zodDoc } from '../../engine/openapi.js';
import { readWith } from '../../engine/route-schema.js';
import { parseBody } from '../../engine/store.js';
import { halListSchema, wireId } from '../../engine/wire-schemas.js';
import { scheduleRow } from '../orders/enquiry.schemas.js';

/* The scheduling calls' bodies and answers (issue 10, docs/scheduling.md); names are a wire contract. */

const id = (what: string) =>
  z
    .number({ error: `${what} must be an id` })
    .int(`${what} must be an id`)
    .positive(`${what} must be an id`);
const isoDate = (what: string) => z.string().refine(isValidIsoDate, `${what} must be a date YYYY-MM-DD`);
const time = (what: string) =>
  z
    .string()
    .refine((v) => normalizeTime(v) !== undefined, `${what} must be a time HH:mm`)
    .transform((v) => normalizeTime(v) as string);
const onLeave = z.enum(LEAVE_TYPES);
const outsourceName = z.string().trim().max(100, 'outsourceDriverName is at most 100 characters');
const COST = 'outsourceCost must be an amount of 0.00 or more with at most two decimals, as text';
/** What the vendor charges for the job (issue 17): money as text, 0.00 or more. */
const outsourceCost = z.string({ error: COST }).transform((v, ctx) => {
  const money = normalizeMoney(v);
  if (money === undefined || money.startsWith('-')) {
    ctx.addIssue({ code: 'custom', message: COST });
    return z.NEVER;
  }
  return money;
});

/** A field left out is unchanged; null clears it. */
export const updateOrderVehicleBody = z.strictObject({
  orderVehicleId: id('orderVehicleId'),
  version: z.number({ error: 'version must be the version read' }).int().min(0).optional(),
  driverId: id('driverId').nullable().optional(),
  vehicleId: id('vehicleId').nullable().optional(),
  startDate: isoDate('startDate').optional(),
  startTime: time('startTime').optional(),
  endDate: isoDate('endDate').optional(),
  endTime: time('endTime').optional(),
  outsourceVendorId: id('outsourceVendorId').nullable().optional(),
  outsourceDriverName: outsourceName.nullable().optional(),
  outsourceCost: outsourceCost
    .nullable()
    .optional()
    .describe(
      'what the vendor charges (issue 17): with an outsource vendor only; cleared when the outsourcing is removed or the vendor changes without a new cost',
    ),
  override: z.boolean().optional().describe('save despite the clashes (written to the order history)'),
});
export type UpdateOrderVehicleBody = z.output<typeof updateOrderVehicleBody>;

export const secondCallBody = z.strictObject({
  driverId: id('driverId').nullable().optional(),
  vehicleId: id('vehicleId').nullable().optional(),
  outsourceVendorId: id('outsourceVendorId').nullable().optional(),
  outsourceDriverName: outsourceName.nullable().optional(),
  override: z.boolean().optional(),
});
export type SecondCallBody = z.output<typeof secondCallBody>;

const SECOND_CALL_IDS = new Set(['driverId', 'vehicleId', 'outsourceVendorId']);
/** The spec's GET form of secondCallAssign (the POST form's body in the query, as text), as documented. */
export const secondCallQuery = z.strictObject({
  driverId: z.string().regex(/^\d*$/).optional(),
  vehicleId: z.string().regex(/^\d*$/).optional(),
  outsourceVendorId: z.string().regex(/^\d*$/).optional(),
  outsourceDriverName: z.string().optional(),
  override: z.enum(['true', 'false']).optional(),
});
/** The query read as the POST form's body: ids as numbers (empty: none), override as a boolean; the rest as sent, for the body's checks. */
export const secondCallOfQuery = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query).map(([k, v]) => {
      if (SECOND_CALL_IDS.has(k) && typeof v === 'string') return [k, v === '' ? null : /^\d+$/.test(v) ? Number(v) : v];
      if (k === 'override' && (v === 'true' || v === 'false')) return [k, v === 'true'];
      return [k, v];
    }),
  );

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';
/** The GET form's query as a route schema: read as the POST form's body and refused as that body is. */
export const secondCallQueryInput = documentAs(
  readWith(z.custom<Record<string, unknown>>(isObject), (query) => parseBody(undefined, secondCallBody, secondCallOfQuery(query))),
  zodDoc(secondCallQuery),
);

export const clash = z.strictObject({ kind: z.enum(CLASH_KINDS), orderVehicleId: wireId(), message: z.string() });

const rosterDuty = z.strictObject({
  id: wireId(),
  driverId: wireId(),
  dutyDate: z.string(),
  dutyTime: z.string().nullable(),
  dutyEndTime: z.string().nullable(),
  offDutyTime: z.string().nullable(),
  vehicleId: wireId().nullable(),
  vehicles: z.array(z.strictObject({ vehicleId: wireId(), fromTime: z.string(), toTime: z.string().nullable() })),
  onLeave: onLeave.optional().describe('the type of approved leave the driver is on that duty date (issue 16)'),
});

export const dayAnswer = z.strictObject({
  date: z.string(),
  schedules: z.array(scheduleRow),
  rosters: z.array(rosterDuty).describe('the rosters of the day before, the day and the day after'),
  drivers: z.array(
    z.strictObject({
      id: wireId(),
      driverNo: z.string(),
      driverNameEng: z.string(),
      driverNameChi: z.string().nullable(),
      mobileNo: z.string(),
      onLeave: onLeave.optional().describe('the type of approved leave the driver is on that date (issue 16)'),
    }),
  ),
  vehicles: z.array(z.strictObject({ id: wireId(), licensePlateNo: z.string(), vehicleTypeId: wireId() })),
  vehicleTypes: z.array(z.strictObject({ id: wireId(), vehicleType: z.string(), maxCapacity: z.number().int().nullable() })),
  vendors: z.array(
    z.strictObject({
      id: wireId(),
      clientCode: z.string(),
      clientNameEng: z.string(),
      clientNameChi: z.string().nullable().optional().describe('the Chinese name, shown in zh-HK (issue 30)'),
    }),
  ),
  leaves: z
    .array(z.strictObject({ driverId: wireId(), leaveType: onLeave, fromDate: z.string(), toDate: z.string() }))
    .optional()
    .describe("approved leave of the branch's drivers touching the day before to the day after: the ON_LEAVE clash (issue 16)"),
  zoneTravelTimes: z
    .array(
      z.strictObject({
        id: wireId(),
        fromZone: z.string(),
        toZone: z.string(),
        hourFrom: z.number().int(),
        hourTo: z.number().int(),
        minutes: z.number().int(),
      }),
    )
    .optional()
    .describe("the branch's travel minutes between zones by hour band: the DRIVER_BUSY travel (issue 32)"),
  parameters: z.strictObject({
    turnaroundMinutes: z.number().int(),
    smallVehicleMaxCapacity: z.number().int(),
    specialClientIds: z.array(z.number().int()),
    filterClientIds: z.array(z.number().int()),
    defaultTravelMinutes: z.number().int().optional().describe('minutes between two zones without a travel row (issue 32)'),
  }),
});

export const schedulesList = halListSchema('schedules', scheduleRow);

/* learnZoneTravelTimes (issue 32): the period learnt from, and the rows written, kept and skipped. */
export const learnTravelBody = z.strictObject({
  fromDate: isoDate('fromDate').describe('the first duty date of the completed jobs learnt from'),
  toDate: isoDate('toDate').describe('the last duty date (at most 92 days in all)'),
});
const travelBand = {
  fromZone: z.string(),
  toZone: z.string(),
  hourFrom: z.number().int(),
  hourTo: z.number().int(),
  minutes: z.number().int(),
};
export const learnTravelAnswer = z.strictObject({
  written: z.array(z.strictObject({ id: wireId(), ...travelBand, trips: z.number().int() })).describe('rows updated or added: the median of at least 5 trips'),
  kept: z.array(z.strictObject({ id: wireId(), ...travelBand })).describe("the branch's rows left as they were"),
  skipped: z
    .array(z.strictObject({ ...travelBand, trips: z.number().int() }))
    .describe('bands learnt from enough trips but not written: a row of their pair covers part of their hours with other bounds'),
});
