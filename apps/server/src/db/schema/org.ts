import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status, uniqueIgnoringCase } from './audit.js';

export const companies = pgTable(
  'companies',
  {
    ...auditColumns(),
    companyCode: varchar({ length: 10 }).notNull(),
    companyNameEng: varchar({ length: 100 }).notNull(),
    companyNameChi: varchar({ length: 100 }),
    brNo: varchar({ length: 30 }),
    address: varchar({ length: 200 }),
    telNo: varchar({ length: 20 }),
    faxNo: varchar({ length: 20 }),
    email: varchar({ length: 100 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('companies_company_code_lower_unique', t.companyCode)],
);

export const branches = pgTable(
  'branches',
  {
    ...auditColumns(),
    branchCode: varchar({ length: 10 }).notNull(),
    branchNameEng: varchar({ length: 100 }).notNull(),
    branchNameChi: varchar({ length: 100 }),
    companyId: integer().references(() => companies.id),
    address: varchar({ length: 200 }),
    telNo: varchar({ length: 20 }),
    baseZone: varchar({ length: 50 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('branches_branch_code_lower_unique', t.branchCode)],
);

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
  (t) => [uniqueIgnoringCase('departments_branch_code_unique', t.departmentCode, t.branchId)],
);
