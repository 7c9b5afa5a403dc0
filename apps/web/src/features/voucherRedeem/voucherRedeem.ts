import { type HalRecord, readList } from '../../api/hal';
import { api } from '../../api/http';

/** POST /api/searchVouchers by a part of the number. */
export async function findVouchers(voucherNo: string): Promise<HalRecord[]> {
  return readList(await api('/api/searchVouchers', { method: 'POST', body: { voucherNo: voucherNo.trim() }, transform: false }), 'vouchers');
}

/** POST /api/redeemVoucher: the redeemed voucher, or 404/409 with the reason. */
export function redeemVoucher(voucherNo: string, serviceDate: string, remarks: string): Promise<HalRecord> {
  return api<HalRecord>('/api/redeemVoucher', { method: 'POST', body: { voucherNo, serviceDate, remarks: remarks.trim() || null }, transform: false });
}

/** Only an active voucher not yet past its expiry on the service date may be redeemed. */
export function redeemable(voucher: HalRecord, serviceDate: string | null): boolean {
  if (voucher.voucherStatus !== 'A' || !serviceDate) return false;
  return !voucher.expiryDate || serviceDate <= String(voucher.expiryDate);
}
