import { redeemRefusal, type VoucherState } from '@limo/domain';
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

/** The server's own rule (@limo/domain): an active voucher, valid on the service date. */
export function redeemable(voucher: HalRecord, serviceDate: string | null): boolean {
  return redeemRefusal(voucher as unknown as VoucherState, serviceDate) === null;
}
