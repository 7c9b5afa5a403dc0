/**
 * Exact decimal arithmetic for the allowance lines (rule 8): quantities and amounts are read as
 * integers scaled by a power of ten, multiplied in bigint, and each line rounded once to cents
 * half away from zero. No binary float ever holds money.
 */
import { roundRatio } from '../pricing/money.js';

/** A figure from the rows the server loads that cannot be read (a rate that is no amount, a time that is no time). */
export class AllowanceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AllowanceError';
  }
}

/** units / 10^scale. */
export interface Decimal {
  units: bigint;
  scale: number;
}

/** '1.5', '-12.345', 2 → a Decimal; an AllowanceError naming `what` when it is no number. */
export function parseDecimal(value: string | number, what: string): Decimal {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && !m[3])) throw new AllowanceError(`${what} is not a number: "${String(value)}"`);
  const frac = m[3] ?? '';
  const units = BigInt(`${m[2] || '0'}${frac}`);
  return { units: m[1] === '-' ? -units : units, scale: frac.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

/**
 * The cents of factors[0] x factors[1] x ... x num / den (den > 0), rounded half away from zero.
 * Amounts are factors in dollars: 1.5 x 33.33 → 4999.5 cents → 5000.
 */
export function productCents(factors: readonly Decimal[], num = 1n, den = 1n): number {
  let top = 100n * num;
  let scale = 0;
  for (const f of factors) {
    top *= f.units;
    scale += f.scale;
  }
  return roundRatio(top, den * pow10(scale), 1);
}

/** The cents of an amount text, rounded half away from zero when it has more than two decimals. */
export const amountCents = (value: string | number, what: string): number => productCents([parseDecimal(value, what)]);

/** A quantity for the wire: exact for the few decimals a quantity has ('1.50' → 1.5). */
export const qtyNumber = (qty: Decimal): number => Number(qty.units) / Number(pow10(qty.scale));
