import { PRICE_LINE_KINDS } from '@limo/domain';
import { z } from 'zod';
import { wireId } from '../../engine/wire-schemas.js';

/** Money on the wire: two decimals, a minus for discounts and vouchers. */
const money = (what: string) =>
  z
    .string()
    .regex(/^-?\d+\.\d{2}$/)
    .describe(what);

const line = z.strictObject({
  kind: z.enum(PRICE_LINE_KINDS).describe('what the line charges or takes off'),
  code: z.string().describe('the row or charge behind the line: L, B, TRANSFER, HIRE, an extra, stop or charge code, CLIENT, the voucher number'),
  description: z.string(),
  qty: z.number().describe('stops, blocks, hours of the package or charges; 1 for a percent'),
  unitAmount: money('the unit price (unrounded), or the amount of a percent, discount or voucher line'),
  amount: money('rounded half away from zero to the priceRoundingUnit'),
  rule: z.string().describe('which rule and which row made the line, for a person checking it'),
  textCode: z.string().optional().describe("the description's message key: the description is rendered from it in the request's language"),
  textParams: z.record(z.string(), z.unknown()).optional().describe("the description's parameters"),
  ruleCode: z.string().optional().describe("the rule's message key"),
  ruleParams: z.record(z.string(), z.unknown()).optional().describe("the rule's parameters"),
});

/** getOrderTariff's answer: the chosen tariff and rate, the lines and their total (docs/pricing.md). */
export const orderTariffAnswer = z.strictObject({
  tariffId: wireId(),
  tariffCode: z.string(),
  rateSource: z.enum(['CLASS', 'SPECIAL']).describe('a class rate of the tariff, or a special rate of the client'),
  rateId: wireId().describe('the id of the tariffRates or tariffSPRates row'),
  lines: z.array(line),
  total: money('the sum of the lines, never below 0.00'),
});

/** getOcAmt's answer: the unit amount of one charge and where it came from. */
export const ocAmountAnswer = z.strictObject({
  amount: money('the unit amount (not rounded: a unit price)'),
  rule: z.string().describe('the source of the amount (client or contract term parameter, special rate, amount for the vehicle type)'),
});
