import { centsToMoney, moneyToCents } from '@limo/domain';
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import { lineShown } from '../../invoices/invoice-lines.js';
import type { ReportInput, ReportRow, ReportSource } from '../report-source.js';
import { filterId } from './shared.js';

/*
 * The invoice report (issue 17, docs/reports.md): every invoice of the branch dated in the period,
 * void ones too (with their reason) so the numbers run without a gap; the totals leave the void out.
 * Its lines view (issue 30 part 8b) lists each line as printed: in the invoice's own language, with
 * the trip's route and passengers.
 */

const inv = t.invoices;

/** The invoices of the branch dated in the period, of the client and status asked for. */
function invoicesOf(input: ReportInput): SQL | undefined {
  const clientId = filterId(input, 'clientId');
  const status = input.filters.status as string | undefined;
  return and(
    eq(inv.branchId, input.branchId),
    gte(inv.invoiceDate, input.dateFrom),
    lte(inv.invoiceDate, input.dateTo),
    clientId === undefined ? undefined : eq(inv.clientId, clientId),
    status === undefined ? undefined : eq(inv.status, status),
  );
}

/** What both views show of an invoice. */
const invoiceFields = {
  invoiceId: inv.id,
  invoiceNo: inv.invoiceNo,
  clientId: inv.clientId,
  clientCode: t.clients.clientCode,
  invoiceDate: inv.invoiceDate,
  status: inv.status,
};

/** The sum of `name` over the rows of live invoices. */
const liveTotal = (rows: ReportRow[], name: string) =>
  centsToMoney(rows.filter((r) => r.status !== 'V').reduce((s, r) => s + moneyToCents(String(r[name])), 0));

export const invoiceReport: ReportSource = {
  kind: 'all',
  rows: (db, input) =>
    db
      .select({ ...invoiceFields, dueDate: inv.dueDate, total: inv.total, voidReason: inv.voidReason })
      .from(inv)
      .innerJoin(t.clients, eq(t.clients.id, inv.clientId))
      .where(invoicesOf(input))
      .orderBy(asc(inv.invoiceDate), asc(inv.invoiceSeq), asc(inv.id)),
  totals: (rows) => ({ total: liveTotal(rows, 'total') }),
};

const dtl = t.invoiceDtls;

export const invoiceLineReport: ReportSource = {
  kind: 'all',
  rows: async (db, input) => {
    const rows = await db
      .select({
        ...invoiceFields,
        language: inv.language,
        seq: dtl.seq,
        description: dtl.description,
        textCode: dtl.textCode,
        textParams: dtl.textParams,
        amount: dtl.amount,
      })
      .from(dtl)
      .innerJoin(inv, eq(inv.id, dtl.invoiceId))
      .innerJoin(t.clients, eq(t.clients.id, inv.clientId))
      .where(invoicesOf(input))
      .orderBy(asc(inv.invoiceDate), asc(inv.invoiceSeq), asc(inv.id), asc(dtl.seq));
    // A document of record: each line worded in its invoice's language, whoever exports it.
    return rows.map(({ textCode, textParams, ...r }) => ({
      ...r,
      description: lineShown(r.language === 'zh-HK' ? 'zh-HK' : 'en', { description: r.description, textCode, textParams }),
    }));
  },
  totals: (rows) => ({ amount: liveTotal(rows, 'amount') }),
};
