import { moneyToCents, normalizeMoney } from '../wire.js';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Current revenue as the dashboard shows it (spec section 9): thousands, rounded up, with comma
 * grouping and a K. Counted in integer cents so 1000.01 is 2K, never a float's 1K.
 */
export function revenueInK(amount: string | number): string {
  const text = normalizeMoney(String(amount));
  if (text === undefined) throw new Error(`Revenue is not an amount: "${String(amount)}"`);
  const c = BigInt(moneyToCents(text));
  const perK = 100_000n;
  const k = c >= 0n ? (c + perK - 1n) / perK : -(-c / perK);
  return `${grouping.format(k)}K`;
}
