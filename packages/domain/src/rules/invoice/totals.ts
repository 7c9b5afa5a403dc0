import { centsToMoney, moneyToCents } from '../wire.js';
import { percentOf, percentUnits } from '../pricing/money.js';

/*
 * An invoice's money (issue 17 rules 2 and 3, docs/invoicing.md): order lines at their fare, standing
 * lines as an amount or a percent of the order lines' subtotal, each line in cents rounded half away
 * from zero, totals as sums of the rounded lines. Integer cents only, never floats.
 */

/** A client's standing invoice line: exactly one of amount and percent is set. */
export interface StandingLine {
  clientInvoiceMiscId: number;
  description: string;
  amount: string | null;
  percent: string | null;
}

export interface InvoiceMoney {
  subtotal: string;
  miscs: { clientInvoiceMiscId: number; description: string; amount: string; percent: string | null }[];
  miscTotal: string;
  total: string;
}

/** The standing line's amount in cents for an invoice whose order lines come to `subtotalCents`. */
export function standingLineCents(line: Pick<StandingLine, 'amount' | 'percent'>, subtotalCents: number): number {
  const hasAmount = line.amount !== null && line.amount !== '';
  const hasPercent = line.percent !== null && line.percent !== '';
  if (hasAmount === hasPercent) throw new RangeError('A standing line needs exactly one of amount and percent');
  if (hasAmount) return moneyToCents(line.amount as string);
  return percentOf(subtotalCents, percentUnits(line.percent as string, 'percent'), 1);
}

/** Subtotal, standing lines, their total and the invoice's total for these order line amounts. */
export function invoiceMoney(orderAmounts: readonly string[], standing: readonly StandingLine[]): InvoiceMoney {
  const subtotalCents = orderAmounts.reduce((sum, a) => sum + moneyToCents(a), 0);
  let miscCents = 0;
  const miscs = standing.map((s) => {
    const cents = standingLineCents(s, subtotalCents);
    miscCents += cents;
    return { clientInvoiceMiscId: s.clientInvoiceMiscId, description: s.description, amount: centsToMoney(cents), percent: s.percent ?? null };
  });
  return { subtotal: centsToMoney(subtotalCents), miscs, miscTotal: centsToMoney(miscCents), total: centsToMoney(subtotalCents + miscCents) };
}

/** The invoice number: {branchCode}-{yyyy}-{seq, 5 digits}, e.g. HK-2026-00042. */
export function invoiceNo(branchCode: string, year: number, seq: number): string {
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError(`An invoice sequence starts at 1, not ${seq}`);
  return `${branchCode}-${year}-${String(seq).padStart(5, '0')}`;
}

/** The due date: the invoice date plus the client's credit days (calendar dates, no time zone involved). */
export function dueDate(invoiceDate: string, creditTermDays: number): string {
  const [y, m, d] = invoiceDate.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d + creditTermDays));
  return at.toISOString().slice(0, 10);
}
