import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status, uniqueIgnoringCase } from './audit.js';
import { searchIndex } from './search.js';
import { branches, departments } from './org.js';
import { staffShiftings } from './system.js';

export const staffs = pgTable(
  'staffs',
  {
    ...auditColumns(),
    staffCode: varchar({ length: 20 }).notNull(),
    staffNameEng: varchar({ length: 100 }).notNull(),
    staffNameChi: varchar({ length: 100 }),
    username: varchar({ length: 50 }).notNull(),
    email: varchar({ length: 100 }),
    mobileNo: varchar({ length: 20 }),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    departmentId: integer().references(() => departments.id),
    staffShiftingId: integer().references(() => staffShiftings.id),
    clientGroupId: varchar({ length: 10 }),
    recordStatus: status(),
    /** Argon2id; null until a password is set. Never leaves the server. */
    passwordHash: text(),
    passwordChangedDt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIgnoringCase('staffs_staff_code_lower_unique', t.staffCode),
    uniqueIgnoringCase('staffs_username_lower_unique', t.username),
    searchIndex('staffs_search_idx', t.staffCode, t.staffNameEng, t.staffNameChi, t.username),
  ],
);

export const staffContacts = pgTable('staff_contacts', {
  ...auditColumns(),
  staffId: integer()
    .notNull()
    .references(() => staffs.id),
  contactName: varchar({ length: 100 }).notNull(),
  relationship: varchar({ length: 50 }),
  telNo: varchar({ length: 20 }).notNull(),
});

export const userGroups = pgTable(
  'user_groups',
  {
    ...auditColumns(),
    userGroup: varchar({ length: 30 }).notNull(),
    userGroupDescEng: varchar({ length: 100 }).notNull(),
    userGroupDescChi: varchar({ length: 100 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('user_groups_user_group_lower_unique', t.userGroup)],
);

export const modules = pgTable(
  'modules',
  {
    ...auditColumns(),
    moduleCode: varchar({ length: 30 }).notNull(),
    moduleDesc: varchar({ length: 100 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('modules_module_code_lower_unique', t.moduleCode)],
);

/** The branches a staff member may work in. */
export const staffBranches = pgTable(
  'staff_branches',
  {
    staffId: integer()
      .notNull()
      .references(() => staffs.id),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.branchId] })],
);

export const staffUserGroups = pgTable(
  'staff_user_groups',
  {
    staffId: integer()
      .notNull()
      .references(() => staffs.id),
    userGroupId: integer()
      .notNull()
      .references(() => userGroups.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.userGroupId] }), index('staff_user_groups_group_idx').on(t.userGroupId)],
);

/** A module granted to a user group or to one staff member (exactly one of the two). */
export const authControls = pgTable(
  'auth_controls',
  {
    ...auditColumns(),
    moduleId: integer()
      .notNull()
      .references(() => modules.id),
    userGroupId: integer().references(() => userGroups.id),
    staffId: integer().references(() => staffs.id),
  },
  (t) => [
    uniqueIndex('auth_controls_group_unique')
      .on(t.moduleId, t.userGroupId)
      .where(sql`${t.userGroupId} is not null`),
    uniqueIndex('auth_controls_staff_unique')
      .on(t.moduleId, t.staffId)
      .where(sql`${t.staffId} is not null`),
    index('auth_controls_staff_idx').on(t.staffId),
    index('auth_controls_group_idx').on(t.userGroupId),
  ],
);

/** A sign-in session: the family of its rotating refresh tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffs.id),
    createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresDt: timestamp({ withTimezone: true }).notNull(),
    revokedDt: timestamp({ withTimezone: true }),
    revokedReason: varchar({ length: 50 }),
  },
  (t) => [index('sessions_staff_idx').on(t.staffId)],
);

export const refreshTokens = pgTable('refresh_tokens', {
  /** SHA-256 of the token: the token itself is never stored. */
  tokenHash: varchar({ length: 64 }).primaryKey(),
  sessionId: uuid()
    .notNull()
    .references(() => sessions.id),
  createDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  usedDt: timestamp({ withTimezone: true }),
});

/** Failed sign-ins, per account and source address, for the limits shared by every server instance. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    username: varchar({ length: 100 }).notNull(),
    source: varchar({ length: 64 }).notNull().default(''),
    failedDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_user_idx').on(t.username, t.failedDt), index('sign_in_failures_failed_idx').on(t.failedDt)],
);

/** Calls per route and address in the current window of the per-address limits (SIGNIN_PER_IP_PER_MINUTE): shared by every instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar({ length: 300 }).primaryKey(),
    hits: integer().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);
