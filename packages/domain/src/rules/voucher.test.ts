import { describe, expect, it } from 'vitest';
import { type VoucherState, voucherChangeRefusal, redeemRefusal, voidRefusal } from './voucher.js';

const active: VoucherState = { voucherNo: 'HLS-V26-0007', voucherStatus: 'A', issueDate: '2026-06-01', expiryDate: '2027-05-31', serviceDate: null };
const redeemed: VoucherState = { ...active, voucherStatus: 'R', serviceDate: '2026-10-11' };
const voided: VoucherState = { ...active, voucherStatus: 'V' };

describe('redeemRefusal', () => {
  it('lets an active voucher be redeemed from its issue date up to and on its expiry date', () => {
    expect(redeemRefusal(active, '2026-06-01')).toBeNull();
    expect(redeemRefusal(active, '2026-11-23')).toBeNull();
    expect(redeemRefusal(active, '2027-05-31')).toBeNull();
    expect(redeemRefusal({ ...active, issueDate: null, expiryDate: null }, '2030-01-01')).toBeNull();
  });

  it('refuses a voucher redeemed already, naming the service date it was used for', () => {
    expect(redeemRefusal(redeemed, '2026-11-23')).toBe('Voucher HLS-V26-0007 was redeemed already, for 2026-10-11');
    expect(redeemRefusal({ ...redeemed, serviceDate: null }, '2026-11-23')).toBe('Voucher HLS-V26-0007 was redeemed already, for an earlier service');
  });

  it('refuses a void voucher', () => {
    expect(redeemRefusal(voided, '2026-11-23')).toBe('Voucher HLS-V26-0007 is void');
  });

  it('refuses a service date after the expiry or before the issue date', () => {
    expect(redeemRefusal(active, '2027-06-01')).toBe('Voucher HLS-V26-0007 expired on 2027-05-31');
    expect(redeemRefusal(active, '2026-05-31')).toBe('Voucher HLS-V26-0007 is valid from 2026-06-01');
  });

  it('refuses a service date that is no date, or no real day', () => {
    expect(redeemRefusal(active, '')).toBe('The service date must be a date YYYY-MM-DD');
    expect(redeemRefusal(active, '23/11/2026')).toBe('The service date must be a date YYYY-MM-DD');
    expect(redeemRefusal(active, '2026-02-30')).toBe('The service date must be a date YYYY-MM-DD');
    expect(redeemRefusal(active, null)).toBe('The service date must be a date YYYY-MM-DD');
  });
});

describe('voidRefusal', () => {
  it('lets an active voucher be voided, not a redeemed or void one', () => {
    expect(voidRefusal(active)).toBeNull();
    expect(voidRefusal(redeemed)).toBe('Voucher HLS-V26-0007 was redeemed for 2026-10-11: a redeemed voucher cannot be voided');
    expect(voidRefusal(voided)).toBe('Voucher HLS-V26-0007 is void already');
  });
});

describe('voucherChangeRefusal', () => {
  it('lets the other fields of an active voucher change, and its status be sent unchanged', () => {
    expect(voucherChangeRefusal(active, { remarks: 'For the chairman', amount: '900.00' })).toBeNull();
    expect(voucherChangeRefusal(active, { voucherStatus: 'A', remarks: 'x' })).toBeNull();
  });

  it('refuses any change of status, naming the calls that do it', () => {
    const message = 'The status of Voucher HLS-V26-0007 is changed by redeeming it (redeemVoucher) or voiding it (voidVoucher), not by editing it';
    expect(voucherChangeRefusal(active, { voucherStatus: 'R' })).toBe(message);
    expect(voucherChangeRefusal(active, { voucherStatus: 'V' })).toBe(message);
    expect(voucherChangeRefusal(redeemed, { voucherStatus: 'A' })).toBe('Voucher HLS-V26-0007 is redeemed: it can no longer be changed');
    expect(voucherChangeRefusal(voided, { voucherStatus: 'A' })).toBe('Voucher HLS-V26-0007 is void: it can no longer be changed');
  });

  it('refuses any change at all to a redeemed or void voucher', () => {
    expect(voucherChangeRefusal(redeemed, { remarks: 'changed' })).toBe('Voucher HLS-V26-0007 is redeemed: it can no longer be changed');
    expect(voucherChangeRefusal(voided, { expiryDate: '2028-01-01' })).toBe('Voucher HLS-V26-0007 is void: it can no longer be changed');
  });
});
