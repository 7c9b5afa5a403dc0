/**
 * Recalculation after a rate change (issue 15, docs/order-operations.md): order vehicles of C or V
 * orders are left out entirely; manual fares and order vehicles on a live invoice are listed as
 * skipped and never changed; the total difference sums the rows not skipped. Money is a string with
 * two decimals on the wire and integer cents inside.
 */
import type { OrderStatus } from '../order/status.js';
import { centsToMoney, moneyToCents, normalizeMoney } from '../wire.js';

export const RECALC_SKIP_REASONS = ['MANUAL_FARE', 'INVOICED'] as const;
export type RecalcSkipReason = (typeof RECALC_SKIP_REASONS)[number];

/** Order statuses whose order vehicles a recalculation looks at (C and V are left out entirely). */
export const RECALC_ORDER_STATUSES = ['P', 'A'] as const;

/** True when an order of this status takes part in a recalculation at all. */
export function isRecalcCandidate(orderStatus: OrderStatus | string): boolean {
  return (RECALC_ORDER_STATUSES as readonly string[]).includes(orderStatus);
}

export interface RecalcSkipInput {
  orderStatus: OrderStatus | string;
  /** True when the fare was typed by hand (the order vehicle has a manualFareAmt). */
  fareIsManual?: boolean;
  /** The order vehicle's manual fare: set (not null) means a manual fare, like fareIsManual. */
  manualFareAmt?: string | null;
  /** True when the order vehicle is on an invoice that is not void. */
  onLiveInvoice?: boolean;
}

/**
 * Why a candidate order vehicle is listed but not re-priced, or null when it is re-priced. An
 * invoiced order vehicle is INVOICED even when its fare is also manual (the invoice is what locks
 * it). Throws for a C or V order: those are left out, not skipped (filter with isRecalcCandidate).
 */
export function recalcSkip({ orderStatus, fareIsManual, manualFareAmt, onLiveInvoice }: RecalcSkipInput): RecalcSkipReason | null {
  if (!isRecalcCandidate(orderStatus)) {
    throw new RangeError(`an order of status ${orderStatus} is left out of recalculation entirely: filter with isRecalcCandidate first`);
  }
  if (onLiveInvoice) return 'INVOICED';
  if (fareIsManual || (manualFareAmt !== null && manualFareAmt !== undefined)) return 'MANUAL_FARE';
  return null;
}

function cents(value: string, name: string): number {
  const money = normalizeMoney(value);
  if (money === undefined) throw new RangeError(`${name} is not an amount of money: ${value}`);
  return moneyToCents(money);
}

/** The difference new - old of one row, exact to the cent ('100.05', '99.10' -> '-0.95'). */
export function recalcRow(oldAmt: string, newAmt: string): string {
  return centsToMoney(cents(newAmt, 'newAmt') - cents(oldAmt, 'oldAmt'));
}

export interface RecalcTotalRow {
  diffAmt: string;
  /** Absent or null for a row that is re-priced. */
  skipped?: RecalcSkipReason | null;
}

/** totalDiffAmt: the sum of the rows not skipped, exact to the cent. */
export function recalcTotal(rows: readonly RecalcTotalRow[]): string {
  let total = 0;
  for (const row of rows) if (!row.skipped) total += cents(row.diffAmt, 'diffAmt');
  return centsToMoney(total);
}
