import type { ServerLanguage } from '../../i18n/serverMessages.js';
import { renderServerText, type ServerText, srvText } from '../../i18n/serverText.js';
import { centsToMoney, moneyToCents } from '../wire.js';

/*
 * The reduce pay report's rule (issue 17, docs/reports.md): is an order vehicle charged below the
 * engine's own total, by how much, and why. Money as text with two decimals in and out; cents inside.
 */

/** A saved price line of the order vehicle (orderFareLines): kind, code (the voucher number for VOUCHER) and amount. */
export interface ReducePayLine {
  kind: string;
  code: string;
  amount: string;
}

export interface ReducePayInput {
  /** What the client is charged (the frozen price or the manual fare). */
  fareAmt: string;
  /** The engine's total after discount and voucher lines; null when the engine never priced it. */
  tariffFareAmt: string | null;
  manualFareAmt: string | null;
  manualFareReason: string | null;
  lines: readonly ReducePayLine[];
}

export interface ReducePayResult {
  engineTotal: string;
  charged: string;
  reduction: string;
  reason: string;
}

const LOWERING = new Set(['DISCOUNT', 'VOUCHER']);

/**
 * The reduction of one order vehicle, or null when it is not charged below the engine's total.
 * - A manual fare replaced the engine's price: engineTotal is the tariff fare (the engine's total as
 *   it would have charged, discounts included); reason "Manual fare: <reason>".
 * - Otherwise engineTotal is the sum of the price lines other than DISCOUNT and VOUCHER (the total
 *   before them); reasons "Discount" (once) and "Voucher <no>" for each voucher line, joined by "; ".
 *   Without saved lines the tariff fare stands for it (nothing to explain, so nothing reduced).
 */
export function reducePay(v: ReducePayInput, lang: ServerLanguage = 'en'): ReducePayResult | null {
  const charged = moneyToCents(v.fareAmt);
  let engine: number;
  const reasons: ServerText[] = [];
  if (v.manualFareAmt !== null) {
    if (v.tariffFareAmt === null) return null;
    engine = moneyToCents(v.tariffFareAmt);
    const given = v.manualFareReason?.trim();
    reasons.push(srvText('srv.rp.manual', { reason: given || srvText('srv.rp.noReason') }));
  } else if (v.lines.length) {
    engine = v.lines.filter((l) => !LOWERING.has(l.kind)).reduce((s, l) => s + moneyToCents(l.amount), 0);
    if (v.lines.some((l) => l.kind === 'DISCOUNT' && moneyToCents(l.amount) < 0)) reasons.push(srvText('srv.rp.discount'));
    for (const l of v.lines) if (l.kind === 'VOUCHER' && moneyToCents(l.amount) < 0) reasons.push(srvText('srv.rp.voucher', { no: l.code }));
  } else {
    if (v.tariffFareAmt === null) return null;
    engine = moneyToCents(v.tariffFareAmt);
  }
  const reduction = engine - charged;
  if (reduction <= 0) return null;
  return {
    engineTotal: centsToMoney(engine),
    charged: centsToMoney(charged),
    reduction: centsToMoney(reduction),
    reason: reasons.map((r) => renderServerText(lang, r)).join(lang === 'zh-HK' ? '；' : '; '),
  };
}
