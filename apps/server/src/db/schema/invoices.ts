import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, numeric, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, status } from './audit.js';
import { clientInvoiceMiscs, clients, invoiceHeaders } from './clients.js';
import { orders, orderVehicles } from './orders.js';
import { branches } from './org.js';

/* Invoices (issue 17, docs/invoicing.md): numbered per branch and year, voided but never deleted. */

const money = () => numeric({ precision: 12, scale: 2 });

export const invoices = pgTable(
  'invoices',
  {
    ...auditColumns(),
    invoiceNo: varchar({ length: 20 }).notNull(),
    invoiceSeq: integer().notNull(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    // The letterhead printed (the branch's invoice header when the invoice was issued).
    invoiceHeaderId: integer().references(() => invoiceHeaders.id),
    invoiceDate: date().notNull(),
    dueDate: date().notNull(),
    dateFrom: date().notNull(),
    dateTo: date().notNull(),
    status: status(),
    subtotal: money().notNull(),
    miscTotal: money().notNull(),
    total: money().notNull(),
    voidReason: varchar({ length: 200 }),
    voidBy: varchar({ length: 50 }),
    voidDt: timestamp({ withTimezone: true }),
    // A document of record keeps the language it was issued in (issue 30): its PDF is printed in it.
    language: varchar({ length: 5 }).notNull().default('en'),
  },
  (t) => [
    uniqueIndex('invoices_branch_no_unique').on(t.branchId, t.invoiceNo),
    index('invoices_client_date_idx').on(t.clientId, t.invoiceDate),
    index('invoices_branch_date_idx').on(t.branchId, t.invoiceDate),
  ],
);

/** An invoice's lines: an order vehicle's fare (ORDER) or a client's standing line (MISC). */
export const invoiceDtls = pgTable(
  'invoice_dtls',
  {
    ...auditColumns(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    seq: integer().notNull(),
    lineType: varchar({ length: 5 }).notNull(),
    orderVehicleId: integer().references(() => orderVehicles.id),
    clientInvoiceMiscId: integer().references(() => clientInvoiceMiscs.id),
    // Unbounded: a trip's route (free addresses of up to 200 characters each) and passengers are never cut (issue 30 part 8b).
    description: text().notNull(),
    // The description's text key and parameters (issue 30): the line is worded again in any language; null on lines typed by a person.
    textCode: varchar({ length: 60 }),
    textParams: jsonb(),
    amount: money().notNull(),
  },
  (t) => [uniqueIndex('invoice_dtls_invoice_seq_unique').on(t.invoiceId, t.seq)],
);

/**
 * Which invoice an order vehicle is on. liveFlag 1 while the invoice is live, 0 once voided: the
 * partial unique index lets an order vehicle be on one live invoice only, so racing invoices cannot both take it.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    ...auditColumns(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    orderVehicleId: integer()
      .notNull()
      .references(() => orderVehicles.id),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    liveFlag: smallint().notNull().default(1),
  },
  (t) => [
    uniqueIndex('order_invoices_live_unique')
      .on(t.orderVehicleId)
      .where(sql`${t.liveFlag} = 1`),
    index('order_invoices_invoice_idx').on(t.invoiceId),
    index('order_invoices_order_idx').on(t.orderId),
  ],
);

/** The last invoiceSeq issued per branch and year, taken in the invoice's own transaction: no gap, no reuse. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    year: integer().notNull(),
    lastSeq: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.year] })],
);
