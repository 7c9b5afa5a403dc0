import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status, uniqueIgnoringCase } from './audit.js';

// Apart from tariffs.ts: clients refer to it, and tariffs.ts refers to clients.
export const contractTermTypes = pgTable(
  'contract_term_types',
  {
    ...auditColumns(),
    contractTermTypeCode: varchar({ length: 10 }).notNull(),
    contractTermTypeDescEng: varchar({ length: 100 }).notNull(),
    contractTermTypeDescChi: varchar({ length: 100 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('contract_term_types_contract_term_type_code_lower_unique', t.contractTermTypeCode)],
);
