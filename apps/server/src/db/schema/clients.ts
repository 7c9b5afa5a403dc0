import { date, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status, uniqueIgnoringCase } from './audit.js';
import { searchCopiesIndex, searchCopy } from './search.js';
import { contractTermTypes } from './contract-terms.js';
import { vehicleTypes } from './fleet.js';
import { branches } from './org.js';
import { paymentMethods } from './payment.js';
import { staffs } from './security.js';

export const clientTypes = pgTable(
  'client_types',
  {
    ...auditColumns(),
    clientTypeCode: varchar({ length: 10 }).notNull(),
    clientTypeDescEng: varchar({ length: 100 }).notNull(),
    clientTypeDescChi: varchar({ length: 100 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('client_types_client_type_code_lower_unique', t.clientTypeCode)],
);

export const clientTypeGroups = pgTable(
  'client_type_groups',
  {
    ...auditColumns(),
    clientTypeGroupCode: varchar({ length: 10 }).notNull(),
    clientTypeGroupDescEng: varchar({ length: 100 }).notNull(),
    clientTypeGroupDescChi: varchar({ length: 100 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('client_type_groups_client_type_group_code_lower_unique', t.clientTypeGroupCode)],
);

export const clientTypeGroupClientTypeMaps = pgTable(
  'client_type_group_client_type_maps',
  {
    ...auditColumns(),
    clientTypeGroupId: integer()
      .notNull()
      .references(() => clientTypeGroups.id),
    clientTypeId: integer()
      .notNull()
      .references(() => clientTypes.id),
  },
  (t) => [uniqueIndex('client_type_group_maps_unique').on(t.clientTypeGroupId, t.clientTypeId)],
);

export const clientGroups = pgTable(
  'client_groups',
  {
    ...auditColumns(),
    clientGroupCode: varchar({ length: 10 }).notNull(),
    clientGroupDescEng: varchar({ length: 100 }).notNull(),
    clientGroupDescChi: varchar({ length: 100 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('client_groups_client_group_code_lower_unique', t.clientGroupCode)],
);

export const clients = pgTable(
  'clients',
  {
    ...auditColumns(),
    clientCode: varchar({ length: 20 }).notNull(),
    clientShortName: varchar({ length: 30 }).notNull(),
    clientNameEng: varchar({ length: 150 }).notNull(),
    clientNameChi: varchar({ length: 150 }),
    clientTypeId: integer()
      .notNull()
      .references(() => clientTypes.id),
    staffId: integer().references(() => staffs.id),
    paymentMethodId: integer().references(() => paymentMethods.id),
    creditTermDays: integer().notNull().default(30),
    creditLimit: numeric({ precision: 12, scale: 2 }),
    contractTermTypeId: integer().references(() => contractTermTypes.id),
    address: varchar({ length: 200 }),
    telNo: varchar({ length: 20 }),
    email: varchar({ length: 100 }),
    resReminder: varchar({ length: 500 }),
    irregularRate: smallint().notNull().default(0),
    defaultRequest: varchar({ length: 500 }),
    portalEnabled: smallint().notNull().default(0),
    portalAutoConfirm: smallint().notNull().default(0),
    portalCutoffMinutes: integer().notNull().default(120),
    // The language its invoices are issued in unless the clerk chooses another (issue 30 part 1).
    language: varchar({ length: 5 }).notNull().default('en'),
    recordStatus: status(),
    clientCodeSearch: searchCopy('client_code'),
    clientShortNameSearch: searchCopy('client_short_name'),
    clientNameEngSearch: searchCopy('client_name_eng'),
    clientNameChiSearch: searchCopy('client_name_chi'),
  },
  (t) => [
    uniqueIgnoringCase('clients_client_code_lower_unique', t.clientCode),
    searchCopiesIndex('clients_search_idx', t.clientCodeSearch, t.clientShortNameSearch, t.clientNameEngSearch, t.clientNameChiSearch),
  ],
);

export const clientGroupClientMaps = pgTable(
  'client_group_client_maps',
  {
    ...auditColumns(),
    clientGroupId: integer()
      .notNull()
      .references(() => clientGroups.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
  },
  (t) => [uniqueIndex('client_group_client_maps_unique').on(t.clientGroupId, t.clientId)],
);

export const clientContacts = pgTable('client_contacts', {
  ...auditColumns(),
  clientId: integer()
    .notNull()
    .references(() => clients.id),
  contactName: varchar({ length: 100 }).notNull(),
  position: varchar({ length: 50 }),
  telNo: varchar({ length: 20 }),
  mobileNo: varchar({ length: 20 }),
  email: varchar({ length: 100 }),
  invoiceFlag: smallint().notNull().default(0),
});

export const clientDiscounts = pgTable('client_discounts', {
  ...auditColumns(),
  clientId: integer()
    .notNull()
    .references(() => clients.id),
  vehicleTypeId: integer().references(() => vehicleTypes.id),
  serviceType: varchar({ length: 10 }),
  discountPercent: numeric({ precision: 7, scale: 4 }).notNull(),
  effectiveDate: date().notNull(),
  expiryDate: date(),
});

export const clientInvoiceMiscs = pgTable('client_invoice_miscs', {
  ...auditColumns(),
  clientId: integer()
    .notNull()
    .references(() => clients.id),
  description: varchar({ length: 200 }).notNull(),
  // Exactly one of amount and percent (of the invoice's order lines) is set (issue 17).
  amount: numeric({ precision: 12, scale: 2 }),
  percent: numeric({ precision: 7, scale: 4 }),
  monthlyFlag: smallint().notNull().default(1),
  // A one-off line (monthlyFlag 0) is bound to the invoice that billed it; a void frees it. No foreign key:
  // invoices.ts imports this file.
  invoiceId: integer(),
});

export const vouchers = pgTable(
  'vouchers',
  {
    ...auditColumns(),
    voucherNo: varchar({ length: 20 }).notNull(),
    clientId: integer().references(() => clients.id),
    vehicleTypeId: integer().references(() => vehicleTypes.id),
    amount: numeric({ precision: 12, scale: 2 }),
    issueDate: date(),
    expiryDate: date(),
    serviceDate: date(),
    remarks: varchar({ length: 200 }),
    voucherStatus: varchar({ length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIgnoringCase('vouchers_voucher_no_lower_unique', t.voucherNo)],
);

export const invoiceHeaders = pgTable(
  'invoice_headers',
  {
    ...auditColumns(),
    invoiceHeaderCode: varchar({ length: 10 }).notNull(),
    companyNameEng: varchar({ length: 150 }).notNull(),
    companyNameChi: varchar({ length: 150 }),
    address: varchar({ length: 200 }),
    telNo: varchar({ length: 20 }),
    bankAccount: varchar({ length: 100 }),
    footerText: varchar({ length: 500 }),
    // The branch whose invoices print on this letterhead (issue 17).
    branchId: integer().references(() => branches.id),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('invoice_headers_invoice_header_code_lower_unique', t.invoiceHeaderCode)],
);
