import { date, integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status, uniqueIgnoringCase } from './audit.js';

export const banks = pgTable(
  'banks',
  {
    ...auditColumns(),
    bankCode: varchar({ length: 10 }).notNull(),
    bankNameEng: varchar({ length: 100 }).notNull(),
    bankNameChi: varchar({ length: 100 }),
    swiftCode: varchar({ length: 11 }),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('banks_bank_code_lower_unique', t.bankCode)],
);

export const cardTypes = pgTable(
  'card_types',
  {
    ...auditColumns(),
    cardTypeCode: varchar({ length: 10 }).notNull(),
    cardTypeDescEng: varchar({ length: 100 }).notNull(),
    cardTypeDescChi: varchar({ length: 100 }),
    discountPercent: numeric({ precision: 7, scale: 4 }).notNull().default('0'),
    effectiveDate: date(),
    expiryDate: date(),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('card_types_card_type_code_lower_unique', t.cardTypeCode)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    ...auditColumns(),
    paymentMethodCode: varchar({ length: 10 }).notNull(),
    paymentMethodDescEng: varchar({ length: 100 }).notNull(),
    paymentMethodDescChi: varchar({ length: 100 }),
    cashFlag: smallint().notNull().default(0),
    displaySeq: integer().notNull().default(0),
    recordStatus: status(),
  },
  (t) => [uniqueIgnoringCase('payment_methods_payment_method_code_lower_unique', t.paymentMethodCode)],
);

export const paymentMethodFees = pgTable('payment_method_fees', {
  ...auditColumns(),
  paymentMethodId: integer()
    .notNull()
    .references(() => paymentMethods.id),
  effectiveDate: date().notNull(),
  feePercent: numeric({ precision: 7, scale: 4 }).notNull(),
  minFee: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
});

export const paymentMethodRefunds = pgTable('payment_method_refunds', {
  ...auditColumns(),
  paymentMethodId: integer()
    .notNull()
    .references(() => paymentMethods.id),
  effectiveDate: date().notNull(),
  refundPercent: numeric({ precision: 7, scale: 4 }).notNull(),
  refundDays: integer().notNull().default(0),
});
