/** What the engine answers (the getOrderTariff and getOcAmt bodies) and how it refuses. */
import type { ServerText } from '../../i18n/serverText.js';
import type { PriceLineKind, RateSource } from './types.js';

export interface PriceLine {
  kind: PriceLineKind;
  code: string;
  description: string;
  qty: number;
  /** The unit price (a percent line: its amount), two decimals. */
  unitAmount: string;
  /** Rounded to the priceRoundingUnit, two decimals. */
  amount: string;
  /** Which rule and which row made the line, for a person checking it. */
  rule: string;
  /** The key and parameters of the description (issue 30), so it is worded in any language; none on lines saved before. */
  textCode?: string;
  textParams?: ServerText['params'];
  /** The key and parameters of the rule. */
  ruleCode?: string;
  ruleParams?: ServerText['params'];
}

export interface PricingResult {
  tariffId: number;
  tariffCode: string;
  rateSource: RateSource;
  rateId: number;
  lines: PriceLine[];
  /** The sum of the lines, never below 0.00. */
  total: string;
}

export interface OcAmountResult {
  amount: string;
  rule: string;
}

export type PricingErrorCode = 'INVALID_INPUT' | 'NO_TARIFF' | 'NO_RATE' | 'NO_ROUTE_PRICE' | 'NO_HIRE_PRICE' | 'NO_OC_AMOUNT' | 'BAD_RATE_CARD';

/** A request the rate card cannot price; the server answers 400 with `problems` as its errors. */
export class PricingError extends Error {
  readonly code: PricingErrorCode;
  readonly problems: string[];

  constructor(code: PricingErrorCode, problems: string | string[]) {
    const list = Array.isArray(problems) ? problems : [problems];
    super(list.join('; '));
    this.name = 'PricingError';
    this.code = code;
    this.problems = list;
  }
}
