import { describe, expect, it } from 'vitest';
import { type ReducePayInput, reducePay } from './reduce-pay.js';

const BASE = { kind: 'BASE', code: 'L', amount: '650.00' };
const priced = (lines: ReducePayInput['lines'], fareAmt: string): ReducePayInput => ({
  fareAmt,
  tariffFareAmt: fareAmt,
  manualFareAmt: null,
  manualFareReason: null,
  lines,
});

describe('reducePay: the worked examples of docs/reports.md', () => {
  it('a client discount: 650 + 100 stop − 75 discount charged 675 is 75 below the engine total of 750', () => {
    const lines = [BASE, { kind: 'STOP', code: 'IFC', amount: '100.00' }, { kind: 'DISCOUNT', code: 'CLIENT', amount: '-75.00' }];
    expect(reducePay(priced(lines, '675.00'))).toEqual({ engineTotal: '750.00', charged: '675.00', reduction: '75.00', reason: 'Discount' });
  });

  it('a voucher and a discount on the extras: both named, the voucher by its number', () => {
    const lines = [
      BASE,
      { kind: 'STOP', code: 'IFC', amount: '100.00' },
      { kind: 'VOUCHER', code: 'HLS-V26-0007', amount: '-650.00' },
      { kind: 'DISCOUNT', code: 'CLIENT', amount: '-10.00' },
    ];
    expect(reducePay(priced(lines, '90.00'))).toEqual({
      engineTotal: '750.00',
      charged: '90.00',
      reduction: '660.00',
      reason: 'Discount; Voucher HLS-V26-0007',
    });
  });

  it('a manual fare below the tariff fare: the tariff fare is the engine total, the reason is the manual fare reason', () => {
    const v = { fareAmt: '500.00', tariffFareAmt: '585.00', manualFareAmt: '500.00', manualFareReason: 'Regular client', lines: [BASE] };
    expect(reducePay(v)).toEqual({ engineTotal: '585.00', charged: '500.00', reduction: '85.00', reason: 'Manual fare: Regular client' });
  });

  it('a manual fare without a reason still says it was a manual fare', () => {
    const v = { fareAmt: '0.50', tariffFareAmt: '1.00', manualFareAmt: '0.50', manualFareReason: null, lines: [] };
    expect(reducePay(v)?.reason).toBe('Manual fare: (no reason given)');
    expect(reducePay(v)?.reduction).toBe('0.50');
  });
});

describe('reducePay: not reduced', () => {
  it('a price without discount or voucher lines', () => {
    expect(reducePay(priced([BASE, { kind: 'OC', code: 'MG', amount: '120.00' }], '770.00'))).toBeNull();
  });

  it('a manual fare above or equal to the tariff fare', () => {
    expect(reducePay({ fareAmt: '900.00', tariffFareAmt: '650.00', manualFareAmt: '900.00', manualFareReason: 'Extra luggage', lines: [BASE] })).toBeNull();
    expect(reducePay({ fareAmt: '650.00', tariffFareAmt: '650.00', manualFareAmt: '650.00', manualFareReason: 'Same', lines: [BASE] })).toBeNull();
  });

  it('a manual fare the engine never priced: no engine total to compare with', () => {
    expect(reducePay({ fareAmt: '100.00', tariffFareAmt: null, manualFareAmt: '100.00', manualFareReason: 'x', lines: [] })).toBeNull();
  });

  it('no saved lines and no manual fare: the tariff fare is what is charged', () => {
    expect(reducePay({ fareAmt: '650.00', tariffFareAmt: '650.00', manualFareAmt: null, manualFareReason: null, lines: [] })).toBeNull();
  });

  it('words the reasons in the language asked (issue 30): Chinese for zh-HK, the typed reason and voucher number as they are', () => {
    const lines = [BASE, { kind: 'VOUCHER', code: 'HLS-V26-0007', amount: '-600.00' }, { kind: 'DISCOUNT', code: 'CLIENT', amount: '-10.00' }];
    expect(reducePay(priced(lines, '40.00'), 'zh-HK')?.reason).toBe('折扣；禮券 HLS-V26-0007');
    const manual = { fareAmt: '500.00', tariffFareAmt: '585.00', manualFareAmt: '500.00', manualFareReason: 'Regular client', lines: [BASE] };
    expect(reducePay(manual, 'zh-HK')?.reason).toBe('手動車資：Regular client');
    expect(reducePay({ ...manual, manualFareReason: ' ' }, 'zh-HK')?.reason).toBe('手動車資：（沒有填寫原因）');
    expect(reducePay({ ...manual, manualFareReason: ' ' }, 'en')?.reason).toBe('Manual fare: (no reason given)');
  });
});
