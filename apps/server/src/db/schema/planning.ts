import { date, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { branches } from './org.js';

/* The day planner's proposals (issue 32, docs/scheduling.md "Plan the day"): kept 7 days. */

/** One plan as answered: its assignments, unassigned jobs and metrics, and the jobs applied from it. */
export const schedulingPlans = pgTable(
  'scheduling_plans',
  {
    ...auditColumns(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    planDate: date().notNull(),
    status: varchar({ length: 10 }).notNull().default('PROPOSED'),
    /** `{assignments, unassigned, metrics}` exactly as answered. */
    answer: jsonb().notNull(),
    /** Order vehicle ids applied from this plan, in the order applied. */
    appliedIds: jsonb().notNull().default([]),
  },
  (t) => [index('scheduling_plans_branch_date_idx').on(t.branchId, t.planDate), index('scheduling_plans_create_idx').on(t.createDt)],
);
