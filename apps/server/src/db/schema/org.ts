import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status } from './audit.js';

export const companies = pgTable('companies', {
  ...auditColumns(),
  companyCode: varchar({ length: 10 }).notNull().unique(),
  companyNameEng: varchar({ length: 100 }).notNull(),
  companyNameChi: varchar({ length: 100 }),
  brNo: varchar({ length: 30 }),
  address: varchar({ length: 200 }),
  telNo: varchar({ length: 20 }),
  faxNo: varchar({ length: 20 }),
  email: varchar({ length: 100 }),
  recordStatus: status(),
});

export const branches = pgTable('branches', {
  ...auditColumns(),
  branchCode: varchar({ length: 10 }).notNull().unique(),
  branchNameEng: varchar({ length: 100 }).notNull(),
  branchNameChi: varchar({ length: 100 }),
  companyId: integer().references(() => companies.id),
  address: varchar({ length: 200 }),
  telNo: varchar({ length: 20 }),
  recordStatus: status(),
});

export const departments = pgTable(
  'departments',
  {
    ...auditColumns(),
    departmentCode: varchar({ length: 10 }).notNull(),
    departmentDescEng: varchar({ length: 100 }).notNull(),
    departmentDescChi: varchar({ length: 100 }),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    recordStatus: status(),
  },
  (t) => [uniqueIndex('departments_branch_code_unique').on(t.branchId, t.departmentCode)],
);
