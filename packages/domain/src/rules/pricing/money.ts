/**
 * Integer money for the pricing rules (rule 8): cents as whole numbers, percents as
 * millionths of the whole (12.5% = 125000), products in bigint so nothing is ever a float.
 */
import { centsToMoney, moneyToCents, normalizeMoney } from '../wire.js';
import { PricingError } from './result.js';

/** 100% in the units percentUnits answers. */
export const WHOLE = 1_000_000n;

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** True when a money or percent field of a row holds something. */
export const hasValue = (value: unknown): boolean => !isEmpty(value);

/** Cents of a money text ('123.00'); a PricingError naming `what` when it is no amount. */
export function cents(value: string | number, what: string): number {
  const text = normalizeMoney(typeof value === 'number' ? String(value) : value);
  if (text === undefined) throw new PricingError('BAD_RATE_CARD', `${what} is not an amount: "${String(value)}"`);
  return moneyToCents(text);
}

/** A percent text with up to four decimals ('12.5000'; more trailing zeros are fine) in millionths of the whole. */
export function percentUnits(value: string | number, what: string): number {
  const m = /^(-?)(\d{1,3})(?:\.(\d{1,4})0*)?$/.exec(String(value).trim());
  if (!m) throw new PricingError('BAD_RATE_CARD', `${what} is not a percent: "${String(value)}"`);
  const units = Number(m[2]) * 10_000 + Number((m[3] ?? '').padEnd(4, '0'));
  return m[1] ? -units : units;
}

/** A percent for a person: '12.5000' → '12.5'. */
export function showPercent(units: number): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const frac = String(abs % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 10_000)}${frac ? `.${frac}` : ''}`;
}

/** num/den cents rounded half away from zero to a multiple of `unit` cents. */
export function roundRatio(num: bigint, den: bigint, unit: number): number {
  if (den <= 0n) throw new RangeError('den must be positive');
  const u = BigInt(unit);
  const abs = num < 0n ? -num : num;
  const steps = (2n * abs + u * den) / (2n * u * den);
  const rounded = Number(steps * u);
  return num < 0n && rounded !== 0 ? -rounded : rounded;
}

/** `units` millionths of `amount` cents, rounded half away from zero to `unit` cents. */
export function percentOf(amount: number, units: number, unit: number): number {
  return roundRatio(BigInt(amount) * BigInt(units), WHOLE, unit);
}

/** The system parameter priceRoundingUnit in cents: '1.00' (whole dollars) when absent. */
export function roundingUnit(value: string | null | undefined): number {
  if (isEmpty(value)) return 100;
  const text = normalizeMoney(String(value));
  const unit = text === undefined ? 0 : moneyToCents(text);
  if (unit <= 0) throw new PricingError('BAD_RATE_CARD', `The system parameter priceRoundingUnit must be an amount above 0.00, not "${String(value)}"`);
  return unit;
}

/** Cents as the wire's money text. */
export const money = centsToMoney;
