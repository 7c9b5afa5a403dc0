import { integer, pgTable, time, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status, uniqueIgnoringCase } from './audit.js';

export const sysParameters = pgTable(
  'sys_parameters',
  {
    ...auditColumns(),
    parmKey: varchar({ length: 50 }).notNull(),
    parmValue: varchar({ length: 500 }),
    parmDesc: varchar({ length: 200 }),
  },
  (t) => [uniqueIgnoringCase('sys_parameters_parm_key_lower_unique', t.parmKey)],
);

export const cancelReasons = pgTable(
  'cancel_reasons',
  {
    ...auditColumns(),
    cancelReasonCode: varchar({ length: 10 }).notNull(),
    cancelReasonDescEng: varchar({ length: 100 }).notNull(),
    cancelReasonDescChi: varchar({ length: 100 }),
    displaySeq: integer().notNull().default(0),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('cancel_reasons_cancel_reason_code_lower_unique', t.cancelReasonCode)],
);

export const titles = pgTable(
  'titles',
  {
    ...auditColumns(),
    titleCode: varchar({ length: 10 }).notNull(),
    titleDescEng: varchar({ length: 30 }).notNull(),
    titleDescChi: varchar({ length: 30 }),
    displaySeq: integer().notNull().default(0),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('titles_title_code_lower_unique', t.titleCode)],
);

export const staffShiftings = pgTable(
  'staff_shiftings',
  {
    ...auditColumns(),
    staffShiftingCode: varchar({ length: 10 }).notNull(),
    staffShiftingDesc: varchar({ length: 100 }).notNull(),
    dutyHourFrom: time().notNull(),
    dutyHourTo: time().notNull(),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('staff_shiftings_staff_shifting_code_lower_unique', t.staffShiftingCode)],
);

export const fleets = pgTable(
  'fleets',
  {
    ...auditColumns(),
    fleetCode: varchar({ length: 10 }).notNull(),
    fleetDescEng: varchar({ length: 100 }).notNull(),
    fleetDescChi: varchar({ length: 100 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('fleets_fleet_code_lower_unique', t.fleetCode)],
);
