/**
 * The life of a voucher: issued active (A), then either redeemed (R) once, for a service date,
 * or voided (V). Redeemed and void vouchers are history: nothing of them changes any more.
 * Each rule answers why an action is refused, or null when it may go ahead.
 */
import { type RuleText, ruleEnglish, ruleText } from '../i18n/serverRules.js';
import { isValidIsoDate } from './wire.js';

export const VOUCHER_ACTIVE = 'A';
export const VOUCHER_REDEEMED = 'R';
export const VOUCHER_VOID = 'V';

/** What the rules read of a voucher (a row, or its wire form). */
export interface VoucherState {
  voucherNo: string;
  voucherStatus: string;
  issueDate?: string | null;
  expiryDate?: string | null;
  serviceDate?: string | null;
}

/** When the voucher was used: its service date, else "an earlier service". */
const usedFor = (voucher: VoucherState) => voucher.serviceDate ?? ruleText('srv.vch.earlier');

/** Why the voucher cannot be redeemed for this service date (YYYY-MM-DD), or null when it can. */
export function redeemRefusalText(voucher: VoucherState, serviceDate: string | null | undefined): RuleText | null {
  const no = voucher.voucherNo;
  if (voucher.voucherStatus === VOUCHER_REDEEMED) return ruleText('srv.vch.redeemedFor', { no, date: usedFor(voucher) });
  if (voucher.voucherStatus !== VOUCHER_ACTIVE) return ruleText('srv.vch.void', { no });
  if (!serviceDate || !isValidIsoDate(serviceDate)) return ruleText('srv.vch.serviceDate');
  if (voucher.expiryDate && serviceDate > voucher.expiryDate) return ruleText('srv.vch.expired', { no, date: voucher.expiryDate });
  if (voucher.issueDate && serviceDate < voucher.issueDate) return ruleText('srv.vch.notYet', { no, date: voucher.issueDate });
  return null;
}

/** Why the voucher cannot be voided, or null when it can: only an active one can. */
export function voidRefusalText(voucher: VoucherState): RuleText | null {
  if (voucher.voucherStatus === VOUCHER_REDEEMED) return ruleText('srv.vch.redeemedNoVoid', { no: voucher.voucherNo, date: usedFor(voucher) });
  if (voucher.voucherStatus !== VOUCHER_ACTIVE) return ruleText('srv.vch.voidAlready', { no: voucher.voucherNo });
  return null;
}

/**
 * Why a plain edit (the generic PATCH) of the voucher is refused, or null: a redeemed or void
 * voucher takes no change at all, and the status moves only by redeeming or voiding.
 */
export function voucherChangeRefusalText(voucher: VoucherState, changes: Record<string, unknown>): RuleText | null {
  const no = voucher.voucherNo;
  if (voucher.voucherStatus === VOUCHER_REDEEMED) return ruleText('srv.vch.redeemedNoChange', { no });
  if (voucher.voucherStatus === VOUCHER_VOID) return ruleText('srv.vch.voidNoChange', { no });
  if (changes.voucherStatus !== undefined && changes.voucherStatus !== voucher.voucherStatus) return ruleText('srv.vch.statusByAction', { no });
  return null;
}

/** The refusals in English (the web app's checks and the rules' tests). */
export const redeemRefusal = (voucher: VoucherState, serviceDate: string | null | undefined): string | null =>
  ruleEnglish(redeemRefusalText(voucher, serviceDate)) ?? null;
export const voidRefusal = (voucher: VoucherState): string | null => ruleEnglish(voidRefusalText(voucher)) ?? null;
export const voucherChangeRefusal = (voucher: VoucherState, changes: Record<string, unknown>): string | null =>
  ruleEnglish(voucherChangeRefusalText(voucher, changes)) ?? null;
