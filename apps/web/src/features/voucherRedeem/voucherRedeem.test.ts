import { describe, expect, it } from 'vitest';
import type { HalRecord } from '../../api/hal';
import { redeemable } from './voucherRedeem';

const voucher = (over: Partial<HalRecord>): HalRecord => ({ id: 1, voucherNo: 'HLS-1', voucherStatus: 'A', expiryDate: '2027-05-31', ...over }) as HalRecord;

describe('redeemable', () => {
  it('takes an active voucher up to and on its expiry date', () => {
    expect(redeemable(voucher({}), '2026-11-23')).toBe(true);
    expect(redeemable(voucher({}), '2027-05-31')).toBe(true);
    expect(redeemable(voucher({ expiryDate: null }), '2030-01-01')).toBe(true);
  });
  it('refuses one past expiry, redeemed, void, or without a service date', () => {
    expect(redeemable(voucher({}), '2027-06-01')).toBe(false);
    expect(redeemable(voucher({ voucherStatus: 'R' }), '2026-11-23')).toBe(false);
    expect(redeemable(voucher({ voucherStatus: 'V' }), '2026-11-23')).toBe(false);
    expect(redeemable(voucher({}), null)).toBe(false);
  });
  it('refuses a service date before the issue date, as the server does (the shared rule)', () => {
    expect(redeemable(voucher({ issueDate: '2026-06-01' }), '2026-05-31')).toBe(false);
    expect(redeemable(voucher({ issueDate: '2026-06-01' }), '2026-06-01')).toBe(true);
  });
});
