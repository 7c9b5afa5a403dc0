/** Rule 7: an active voucher of the client, redeemable on the service date, pays the base (hire blocks included). */
import { srvText } from '../../i18n/serverText.js';
import type { RateCardInput } from './card.js';
import { type Line, sumCents } from './lines.js';
import { money } from './money.js';
import { clientLabel, vehicleTypeLabel } from './rate.js';
import type { PricingRequest } from './types.js';
import { redeemRefusal, VOUCHER_REDEEMED } from '../voucher.js';

/** Why the request's voucher cannot be used (none when it names no voucher). */
export function voucherProblems(request: PricingRequest, card: RateCardInput): string[] {
  const no = request.voucherNo;
  if (!no) return [];
  const v = card.voucher;
  if (!v || v.voucherNo.toUpperCase() !== no.toUpperCase()) return [`Voucher ${no} does not exist`];
  const problems: string[] = [];
  if (v.clientId !== request.clientId) problems.push(`Voucher ${no} is not a voucher of ${clientLabel(card.client, request.clientId)}`);
  if (v.vehicleTypeId && v.vehicleTypeId !== request.vehicleTypeId) {
    problems.push(`Voucher ${no} is for another vehicle type than ${vehicleTypeLabel(card.vehicleType, request.vehicleTypeId)}`);
  }
  // An order re-priced after it redeemed the voucher keeps it.
  const state = card.voucherHeldByOrder && v.voucherStatus === VOUCHER_REDEEMED ? { ...v, voucherStatus: 'A', serviceDate: null } : v;
  const refusal = redeemRefusal(state, request.serviceDate);
  if (refusal) problems.push(refusal);
  return problems;
}

/** The VOUCHER line of minus the base lines (BASE and HIRE_BLOCK), or none. */
export function voucherLines(voucherNo: string | null | undefined, baseLines: readonly Line[]): Line[] {
  if (!voucherNo) return [];
  const paid = sumCents(baseLines);
  const hire = baseLines.some((l) => l.kind === 'HIRE_BLOCK') ? srvText('srv.price.andHireBlocks') : '';
  const ruleText = srvText('srv.price.ruleVoucher', { no: voucherNo, hire, amount: money(paid) });
  const text = srvText('srv.price.voucher', { no: voucherNo });
  return [{ kind: 'VOUCHER', code: voucherNo, text, qty: 1, unitCents: 0 - paid, cents: 0 - paid, ruleText }];
}
