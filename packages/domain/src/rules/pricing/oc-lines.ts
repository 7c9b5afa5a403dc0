/** OC lines (rule 5) and the order's own discounts on them (rule 6: the client discount never covers them). */
import { srvText } from '../../i18n/serverText.js';
import type { PricingContext } from './context.js';
import { exactLine, type Line, qtyLine, sumCents } from './lines.js';
import { cents, hasValue, money, percentUnits, roundRatio, showPercent, WHOLE } from './money.js';
import { findOcUnit, noOcAmount, ocRule } from './other-charges.js';
import { PricingError } from './result.js';

export function ocLines(ctx: PricingContext): Line[] {
  const { card, request, rate } = ctx;
  const missing: string[] = [];
  const lines: Line[] = [];
  for (const booked of request.ocs) {
    const oc = card.tariffOCs.find((o) => o.id === booked.tariffOcId)!;
    const unit = findOcUnit(card, oc, rate.special, { clientId: request.clientId, vehicleTypeId: request.vehicleTypeId, amount: booked.amount });
    if (!unit) {
      missing.push(noOcAmount(card, oc, request.vehicleTypeId));
      continue;
    }
    const en = oc.ocDescEng?.trim() || oc.ocCode;
    const name = srvText('srv.price.own', { name: { en, zh: oc.ocDescChi?.trim() || en } });
    const text = { kind: 'OC' as const, code: oc.ocCode, text: name, ruleText: ocRule(oc, unit) };
    lines.push({ ...qtyLine(text, booked.qty, unit.cents, ctx.unit), tariffOcId: oc.id });
  }
  if (missing.length) throw new PricingError('NO_OC_AMOUNT', missing);
  return lines;
}

/**
 * One DISCOUNT line per order OC discount on a booked charge: its percent, else its amount.
 * Together they never take more than the charge (two discounts on one charge share it).
 */
export function orderOcDiscountLines(ctx: PricingContext, charges: readonly Line[]): Line[] {
  const out: Line[] = [];
  const left = new Map<number, number>();
  for (const d of ctx.card.orderOCDiscounts ?? []) {
    const on = charges.filter((l) => l.tariffOcId === d.tariffOcId);
    const charged = sumCents(on);
    const remaining = left.get(d.tariffOcId) ?? charged;
    if (on.length === 0 || remaining <= 0) continue;
    const code = on[0].code;
    const pct = hasValue(d.discountPercent) ? percentUnits(d.discountPercent!, `The order's discount percent on ${code}`) : 0;
    let line: Line | undefined;
    if (pct !== 0) {
      const percent = showPercent(pct);
      const ruleText = srvText('srv.price.ruleOcDiscountPercent', { code, percent, amount: money(charged) });
      line = exactLine(
        { kind: 'DISCOUNT', code, text: srvText('srv.price.ocDiscountPercent', { code, percent }), ruleText },
        -BigInt(charged) * BigInt(pct),
        WHOLE,
        ctx.unit,
      );
    } else if (hasValue(d.discountAmt)) {
      const given = cents(d.discountAmt!, `The order's discount amount on ${code}`);
      const off = roundRatio(BigInt(given), 1n, ctx.unit);
      const ruleText = srvText('srv.price.ruleOcDiscount', { code, amount: money(given) });
      line = { kind: 'DISCOUNT', code, text: srvText('srv.price.ocDiscount', { code }), qty: 1, unitCents: -off, cents: -off, ruleText };
    }
    if (!line || line.cents >= 0) continue;
    if (-line.cents > remaining)
      line = { ...line, unitCents: -remaining, cents: -remaining, ruleText: srvText('srv.price.ruleCapped', { rule: line.ruleText, left: money(remaining) }) };
    left.set(d.tariffOcId, remaining + line.cents);
    out.push(line);
  }
  return out;
}
