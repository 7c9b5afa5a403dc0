/** Price lines inside the engine (integer cents) and on the wire (money text). */
import { money, roundRatio } from './money.js';
import type { PriceLine } from './result.js';
import type { PriceLineKind } from './types.js';

export interface Line {
  kind: PriceLineKind;
  code: string;
  description: string;
  qty: number;
  /** The unit price in cents, as the row gives it (not rounded). */
  unitCents: number;
  /** The line's amount in cents, rounded to the priceRoundingUnit. */
  cents: number;
  rule: string;
  /** The other charge an OC line is for, so the order's own discounts find it. */
  tariffOcId?: number;
}

type LineText = Pick<Line, 'kind' | 'code' | 'description' | 'rule'>;

/** qty × unitCents, rounded to the unit. */
export function qtyLine(text: LineText, qty: number, unitCents: number, unit: number): Line {
  return { ...text, qty, unitCents, cents: roundRatio(BigInt(qty) * BigInt(unitCents), 1n, unit) };
}

/** A line of one exact amount (num/den cents: a percent, a part hour), rounded to the unit; its unit price is its amount. */
export function exactLine(text: LineText, num: bigint, den: bigint, unit: number): Line {
  const cents = roundRatio(num, den, unit);
  return { ...text, qty: 1, unitCents: cents, cents };
}

export const sumCents = (lines: readonly Line[]): number => lines.reduce((sum, l) => sum + l.cents, 0);

export function toWireLine(line: Line): PriceLine {
  return {
    kind: line.kind,
    code: line.code,
    description: line.description,
    qty: line.qty,
    unitAmount: money(line.unitCents),
    amount: money(line.cents),
    rule: line.rule,
  };
}
