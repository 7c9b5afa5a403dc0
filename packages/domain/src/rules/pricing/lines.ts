/** Price lines inside the engine (integer cents) and on the wire (money text). */
import { type ServerLanguage } from '../../i18n/serverMessages.js';
import { renderServerText, type ServerText } from '../../i18n/serverText.js';
import { shownText } from '../../i18n/storedText.js';
import { money, roundRatio } from './money.js';
import type { PriceLine } from './result.js';
import type { PriceLineKind } from './types.js';

export interface Line {
  kind: PriceLineKind;
  code: string;
  /** The description as a text (issue 30): worded in the reader's language. */
  text: ServerText;
  qty: number;
  /** The unit price in cents, as the row gives it (not rounded). */
  unitCents: number;
  /** The line's amount in cents, rounded to the priceRoundingUnit. */
  cents: number;
  /** Which rule and row made the line, as a text. */
  ruleText: ServerText;
  /** The other charge an OC line is for, so the order's own discounts find it. */
  tariffOcId?: number;
}

type LineText = Pick<Line, 'kind' | 'code' | 'text' | 'ruleText'>;

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

/** The wire line: description and rule in English (as before), with their keys and parameters to word them again. */
export function toWireLine(line: Line): PriceLine {
  return {
    kind: line.kind,
    code: line.code,
    description: renderServerText('en', line.text),
    qty: line.qty,
    unitAmount: money(line.unitCents),
    amount: money(line.cents),
    rule: renderServerText('en', line.ruleText),
    textCode: line.text.key,
    textParams: line.text.params ?? {},
    ruleCode: line.ruleText.key,
    ruleParams: line.ruleText.params ?? {},
  };
}

/** A price line (answered or stored) with its description and rule in `lang`; a line without keys keeps its texts. */
export function priceLineIn<L extends Pick<PriceLine, 'description' | 'rule' | 'textCode' | 'textParams' | 'ruleCode' | 'ruleParams'>>(
  lang: ServerLanguage,
  line: L,
): L {
  return {
    ...line,
    description: shownText(lang, line.textCode, line.textParams, line.description),
    rule: shownText(lang, line.ruleCode, line.ruleParams, line.rule),
  };
}
