/** The entry points: price one order vehicle (getOrderTariff) and one other charge (getOcAmt). */
import type { ServerLanguage } from '../../i18n/serverMessages.js';
import { srvText } from '../../i18n/serverText.js';
import type { OcRateCard, RateCardInput } from './card.js';
import { clientDiscountLine, chooseClientDiscount } from './discount.js';
import { holidayLines, stopLines, timeLines, waitingLines } from './extras.js';
import { locationsOf } from './free-places.js';
import { hireLines } from './hire.js';
import { checkOcInput, checkPricingInput } from './known.js';
import { type Line, sumCents, toWireLine } from './lines.js';
import { money, roundingUnit } from './money.js';
import { ocLines, orderOcDiscountLines } from './oc-lines.js';
import { ocAmountOf } from './other-charges.js';
import { chooseRate, chooseSpecialRate, clientLabel } from './rate.js';
import type { OcAmountResult, PricingResult } from './result.js';
import { routeBase } from './route.js';
import { chooseTariff } from './tariff.js';
import type { LocationRow, OcAmountRequest, PricingRequest } from './types.js';
import { voucherLines } from './voucher-line.js';
import type { PricingContext } from './context.js';

/**
 * Prices one order vehicle as lines a person can check (rules 1 to 8 of docs/pricing.md).
 * Throws PricingError (the server's 400) when the input is unknown or the rate card has no price.
 */
export function priceOrderVehicle(request: PricingRequest, card: RateCardInput): PricingResult {
  checkPricingInput(request, card);
  const unit = roundingUnit(card.priceRoundingUnit);
  const { tariff } = chooseTariff(card, request.serviceDate, clientLabel(card.client, request.clientId));
  const rate = chooseRate(card, tariff, request);
  const byId = new Map<number, LocationRow>(locationsOf(card, request).map((l) => [l.id, l]));
  const ctx: PricingContext = { request, card, tariff, rate, unit, location: (id) => byId.get(id)! };

  const base = request.serviceType === 'Hire' ? hireLines(ctx) : [routeBase(ctx)];
  const baseCents = base[0].cents;
  const extras = [...stopLines(ctx), ...waitingLines(ctx), ...timeLines(ctx, baseCents), ...holidayLines(ctx, baseCents)];
  const voucher = voucherLines(request.voucherNo, base);
  const discountRow = chooseClientDiscount(card.clientDiscounts, request);
  const discount = voucher.length
    ? clientDiscountLine(discountRow, extras, srvText('srv.price.coversExtras'), unit)
    : clientDiscountLine(discountRow, [...base, ...extras], srvText('srv.price.coversAll'), unit);
  const charges = ocLines(ctx);
  const lines: Line[] = [...base, ...extras, ...voucher, ...discount, ...charges, ...orderOcDiscountLines(ctx, charges)];

  return {
    tariffId: tariff.id,
    tariffCode: tariff.tariffCode,
    rateSource: rate.source,
    rateId: rate.rate.id,
    lines: lines.map(toWireLine),
    total: money(Math.max(0, sumCents(lines))),
  };
}

/** getOcAmt: the unit amount of a charge by rule 5, its rule in `lang` (no amount given on an order; the client's special rate valid on the date). */
export function ocAmount(request: OcAmountRequest, card: OcRateCard, lang: ServerLanguage = 'en'): OcAmountResult {
  checkOcInput(request, card);
  const oc = card.tariffOCs.find((o) => o.id === request.tariffOcId)!;
  const special = chooseSpecialRate(card.tariffSPRates, request) ?? null;
  return ocAmountOf(card, oc, special, request, lang);
}
