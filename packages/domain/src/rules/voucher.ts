/**
 * The life of a voucher: issued active (A), then either redeemed (R) once, for a service date,
 * or voided (V). Redeemed and void vouchers are history: nothing of them changes any more.
 * Each rule answers why an action is refused, or null when it may go ahead.
 */
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

const STATE_NAME: Record<string, string> = { [VOUCHER_REDEEMED]: 'redeemed', [VOUCHER_VOID]: 'void' };

/** Why the voucher cannot be redeemed for this service date (YYYY-MM-DD), or null when it can. */
export function redeemRefusal(voucher: VoucherState, serviceDate: string | null | undefined): string | null {
  const no = voucher.voucherNo;
  if (voucher.voucherStatus === VOUCHER_REDEEMED) return `Voucher ${no} was redeemed already, for ${voucher.serviceDate ?? 'an earlier service'}`;
  if (voucher.voucherStatus !== VOUCHER_ACTIVE) return `Voucher ${no} is void`;
  if (!serviceDate || !isValidIsoDate(serviceDate)) return 'The service date must be a date YYYY-MM-DD';
  if (voucher.expiryDate && serviceDate > voucher.expiryDate) return `Voucher ${no} expired on ${voucher.expiryDate}`;
  if (voucher.issueDate && serviceDate < voucher.issueDate) return `Voucher ${no} is valid from ${voucher.issueDate}`;
  return null;
}

/** Why the voucher cannot be voided, or null when it can: only an active one can. */
export function voidRefusal(voucher: VoucherState): string | null {
  if (voucher.voucherStatus === VOUCHER_REDEEMED)
    return `Voucher ${voucher.voucherNo} was redeemed for ${voucher.serviceDate ?? 'an earlier service'}: a redeemed voucher cannot be voided`;
  if (voucher.voucherStatus !== VOUCHER_ACTIVE) return `Voucher ${voucher.voucherNo} is void already`;
  return null;
}

/**
 * Why a plain edit (the generic PATCH) of the voucher is refused, or null: a redeemed or void
 * voucher takes no change at all, and the status moves only by redeeming or voiding.
 */
export function voucherChangeRefusal(voucher: VoucherState, changes: Record<string, unknown>): string | null {
  const state = STATE_NAME[voucher.voucherStatus];
  if (state) return `Voucher ${voucher.voucherNo} is ${state}: it can no longer be changed`;
  if (changes.voucherStatus !== undefined && changes.voucherStatus !== voucher.voucherStatus) {
    return `The status of Voucher ${voucher.voucherNo} is changed by redeeming it (redeemVoucher) or voiding it (voidVoucher), not by editing it`;
  }
  return null;
}
