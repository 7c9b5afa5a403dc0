import { percentOf, percentUnits } from '../pricing/money.js';
import { centsToMoney, moneyToCents } from '../wire.js';

/*
 * A payment method's fee on a payment (issue 17, the cash report; docs/reports.md): the method's
 * paymentMethodFees row effective that day (the latest effectiveDate on or before the payment date)
 * takes feePercent % of the amount, rounded half away from zero to cents, and at least its minFee.
 * No row that day: no fee. A refund (a negative amount) or a zero amount: no fee, since the fee is
 * what the acquirer keeps of money received and a refund receives none.
 */

export interface PaymentMethodFee {
  effectiveDate: string;
  /** Percent with up to four decimals, e.g. '2.5000'. */
  feePercent: string;
  /** Money text, e.g. '3.00'. */
  minFee: string;
}

/** The row effective on `date`: the latest effectiveDate on or before it (rows in any order); undefined when none. */
export function feeRowOn<F extends Pick<PaymentMethodFee, 'effectiveDate'>>(rows: readonly F[], date: string): F | undefined {
  let best: F | undefined;
  for (const r of rows) if (r.effectiveDate <= date && (!best || r.effectiveDate > best.effectiveDate)) best = r;
  return best;
}

/** The fee in cents of a payment of `amountCents` under `row` (none: 0). */
export function paymentFeeCents(amountCents: number, row: Pick<PaymentMethodFee, 'feePercent' | 'minFee'> | undefined): number {
  if (!row || amountCents <= 0) return 0;
  const byPercent = percentOf(amountCents, percentUnits(row.feePercent, 'feePercent'), 1);
  return Math.max(byPercent, moneyToCents(row.minFee));
}

/** Amount, fee and net (amount − fee) as money texts. */
export function paymentFee(amount: string, row: Pick<PaymentMethodFee, 'feePercent' | 'minFee'> | undefined): { amount: string; fee: string; net: string } {
  const cents = moneyToCents(amount);
  const fee = paymentFeeCents(cents, row);
  return { amount: centsToMoney(cents), fee: centsToMoney(fee), net: centsToMoney(cents - fee) };
}
