import { centsToMoney, moneyToCents } from '@limo/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import type { ReportRow, ReportSource } from '../report-source.js';
import { filterId } from './shared.js';

/*
 * The invoice report (issue 17, docs/reports.md): every invoice of the branch dated in the period,
 * void ones too (with their reason) so the numbers run without a gap; the totals leave the void out.
 */

const inv = t.invoices;

export const invoiceReport: ReportSource = {
  kind: 'all',
  rows: (db, input) => {
    const clientId = filterId(input, 'clientId');
    const status = input.filters.status as string | undefined;
    return db
      .select({
        invoiceId: inv.id,
        invoiceNo: inv.invoiceNo,
        clientId: inv.clientId,
        clientCode: t.clients.clientCode,
        invoiceDate: inv.invoiceDate,
        dueDate: inv.dueDate,
        total: inv.total,
        status: inv.status,
        voidReason: inv.voidReason,
      })
      .from(inv)
      .innerJoin(t.clients, eq(t.clients.id, inv.clientId))
      .where(
        and(
          eq(inv.branchId, input.branchId),
          gte(inv.invoiceDate, input.dateFrom),
          lte(inv.invoiceDate, input.dateTo),
          clientId === undefined ? undefined : eq(inv.clientId, clientId),
          status === undefined ? undefined : eq(inv.status, status),
        ),
      )
      .orderBy(asc(inv.invoiceDate), asc(inv.invoiceSeq), asc(inv.id));
  },
  totals: (rows: ReportRow[]) => ({
    total: centsToMoney(rows.filter((r) => r.status !== 'V').reduce((s, r) => s + moneyToCents(String(r.total)), 0)),
  }),
};
