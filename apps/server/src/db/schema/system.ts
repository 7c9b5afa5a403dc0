import { integer, pgTable, time, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status } from './audit.js';

export const sysParameters = pgTable('sys_parameters', {
  ...auditColumns(),
  parmKey: varchar({ length: 50 }).notNull().unique(),
  parmValue: varchar({ length: 500 }),
  parmDesc: varchar({ length: 200 }),
});

export const cancelReasons = pgTable('cancel_reasons', {
  ...auditColumns(),
  cancelReasonCode: varchar({ length: 10 }).notNull().unique(),
  cancelReasonDescEng: varchar({ length: 100 }).notNull(),
  cancelReasonDescChi: varchar({ length: 100 }),
  displaySeq: integer().notNull().default(0),
  recordStatus: status(),
});

export const titles = pgTable('titles', {
  ...auditColumns(),
  titleCode: varchar({ length: 10 }).notNull().unique(),
  titleDescEng: varchar({ length: 30 }).notNull(),
  titleDescChi: varchar({ length: 30 }),
  displaySeq: integer().notNull().default(0),
  recordStatus: status(),
});

export const staffShiftings = pgTable('staff_shiftings', {
  ...auditColumns(),
  staffShiftingCode: varchar({ length: 10 }).notNull().unique(),
  staffShiftingDesc: varchar({ length: 100 }).notNull(),
  dutyHourFrom: time().notNull(),
  dutyHourTo: time().notNull(),
  recordStatus: status(),
});

export const fleets = pgTable('fleets', {
  ...auditColumns(),
  fleetCode: varchar({ length: 10 }).notNull().unique(),
  fleetDescEng: varchar({ length: 100 }).notNull(),
  fleetDescChi: varchar({ length: 100 }),
  recordStatus: status(),
});
