import { describe, expect, it } from 'vitest';
import { feeRowOn, paymentFee, paymentFeeCents } from './fees.js';

const visa = { feePercent: '2.5000', minFee: '3.00' };

describe('the fee of a payment (cash report)', () => {
  it('takes the percent of the amount, rounded half away from zero to cents', () => {
    // 2.5 % of 1,234.50 = 30.8625 → 30.86; net 1,203.64.
    expect(paymentFee('1234.50', visa)).toEqual({ amount: '1234.50', fee: '30.86', net: '1203.64' });
    // 2.5 % of 1,000.30 = 25.0075 → 25.01 (the half cent goes up).
    expect(paymentFee('1000.30', visa)).toEqual({ amount: '1000.30', fee: '25.01', net: '975.29' });
    // 1.5 % of 333.00 = 4.995 → 5.00.
    expect(paymentFee('333.00', { feePercent: '1.5', minFee: '0.00' }).fee).toBe('5.00');
    // 1.5 % of 332.99 = 4.99485 → 4.99.
    expect(paymentFee('332.99', { feePercent: '1.5', minFee: '0.00' }).fee).toBe('4.99');
  });

  it('charges at least the minimum fee', () => {
    // 2.5 % of 100.00 = 2.50, below the minimum 3.00.
    expect(paymentFee('100.00', visa)).toEqual({ amount: '100.00', fee: '3.00', net: '97.00' });
    // A payment below the minimum fee nets below zero.
    expect(paymentFee('2.00', visa)).toEqual({ amount: '2.00', fee: '3.00', net: '-1.00' });
  });

  it('charges nothing without a fee row, on a refund or on nothing', () => {
    expect(paymentFee('500.00', undefined)).toEqual({ amount: '500.00', fee: '0.00', net: '500.00' });
    expect(paymentFee('-200.00', visa)).toEqual({ amount: '-200.00', fee: '0.00', net: '-200.00' });
    expect(paymentFeeCents(0, visa)).toBe(0);
  });

  it('uses the row effective that day: the latest effective date on or before it', () => {
    const rows = [
      { effectiveDate: '2030-03-01', feePercent: '3', minFee: '0' },
      { effectiveDate: '2030-01-01', feePercent: '2', minFee: '0' },
      { effectiveDate: '2030-06-01', feePercent: '4', minFee: '0' },
    ];
    expect(feeRowOn(rows, '2029-12-31')).toBeUndefined();
    expect(feeRowOn(rows, '2030-01-01')?.feePercent).toBe('2');
    expect(feeRowOn(rows, '2030-02-28')?.feePercent).toBe('2');
    expect(feeRowOn(rows, '2030-03-01')?.feePercent).toBe('3');
    expect(feeRowOn(rows, '2030-12-31')?.feePercent).toBe('4');
  });
});
