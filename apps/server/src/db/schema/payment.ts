import { date, integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status } from './audit.js';

export const banks = pgTable('banks', {
  ...auditColumns(),
  bankCode: varchar({ length: 10 }).notNull().unique(),
  bankNameEng: varchar({ length: 100 }).notNull(),
  bankNameChi: varchar({ length: 100 }),
  swiftCode: varchar({ length: 11 }),
  recordStatus: status(),
});

export const cardTypes = pgTable('card_types', {
  ...auditColumns(),
  cardTypeCode: varchar({ length: 10 }).notNull().unique(),
  cardTypeDescEng: varchar({ length: 100 }).notNull(),
  cardTypeDescChi: varchar({ length: 100 }),
  discountPercent: numeric({ precision: 7, scale: 4 }).notNull().default('0'),
  effectiveDate: date(),
  expiryDate: date(),
  recordStatus: status(),
});

export const paymentMethods = pgTable('payment_methods', {
  ...auditColumns(),
  paymentMethodCode: varchar({ length: 10 }).notNull().unique(),
  paymentMethodDescEng: varchar({ length: 100 }).notNull(),
  paymentMethodDescChi: varchar({ length: 100 }),
  cashFlag: smallint().notNull().default(0),
  displaySeq: integer().notNull().default(0),
  recordStatus: status(),
});

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
