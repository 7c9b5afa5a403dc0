import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../order/status.js';
import { isRecalcCandidate, recalcRow, recalcSkip, recalcTotal, type RecalcSkipInput, type RecalcSkipReason, type RecalcTotalRow } from './recalc.js';

describe('recalculation: who takes part and who is skipped', () => {
  it('leaves C and V orders out entirely', () => {
    expect(ORDER_STATUSES.map((s) => [s, isRecalcCandidate(s)])).toEqual([
      ['P', true],
      ['A', true],
      ['C', false],
      ['V', false],
    ]);
    expect(isRecalcCandidate('')).toBe(false);
  });

  it.each<[string, RecalcSkipInput, RecalcSkipReason | null]>([
    ['a priced A order vehicle', { orderStatus: 'A', fareIsManual: false, onLiveInvoice: false }, null],
    ['a priced P order vehicle', { orderStatus: 'P' }, null],
    ['a manual fare (flag)', { orderStatus: 'A', fareIsManual: true, onLiveInvoice: false }, 'MANUAL_FARE'],
    ['a manual fare (amount set)', { orderStatus: 'P', manualFareAmt: '350.00' }, 'MANUAL_FARE'],
    ['a manual fare of zero is still manual', { orderStatus: 'A', manualFareAmt: '0.00' }, 'MANUAL_FARE'],
    ['no manual amount', { orderStatus: 'A', manualFareAmt: null, fareIsManual: false }, null],
    ['on a live invoice', { orderStatus: 'A', fareIsManual: false, onLiveInvoice: true }, 'INVOICED'],
    ['invoiced wins over manual', { orderStatus: 'A', fareIsManual: true, onLiveInvoice: true }, 'INVOICED'],
  ])('%s', (_name, input, skipped) => {
    expect(recalcSkip(input)).toBe(skipped);
  });

  it.each(['C', 'V'])('refuses to judge a %s order: it is left out, not skipped', (orderStatus) => {
    expect(() => recalcSkip({ orderStatus, fareIsManual: false, onLiveInvoice: false })).toThrow(/left out of recalculation entirely/);
  });
});

describe('recalculation: amounts to the cent', () => {
  it.each([
    ['100.00', '120.00', '20.00'],
    ['120.00', '100.00', '-20.00'],
    ['100.05', '99.10', '-0.95'],
    ['0.10', '0.30', '0.20'],
    ['350.50', '351.00', '0.50'],
    ['351.00', '350.50', '-0.50'],
    ['99.99', '99.99', '0.00'],
    ['0', '12.5', '12.50'],
    ['1234567.89', '1234568.90', '1.01'],
  ])('old %s, new %s: diff %s', (oldAmt, newAmt, diffAmt) => {
    expect(recalcRow(oldAmt, newAmt)).toBe(diffAmt);
  });

  it('refuses what is not money', () => {
    expect(() => recalcRow('abc', '1.00')).toThrow(/oldAmt is not an amount of money/);
    expect(() => recalcRow('1.00', '1.005')).toThrow(/newAmt is not an amount of money/);
  });

  it.each<[string, RecalcTotalRow[], string]>([
    ['no rows', [], '0.00'],
    ['tenths that floats get wrong', [{ diffAmt: '0.10' }, { diffAmt: '0.20' }], '0.30'],
    ['halves that cancel', [{ diffAmt: '0.50' }, { diffAmt: '-0.50' }, { diffAmt: '0.50' }], '0.50'],
    ['a negative total below one', [{ diffAmt: '-0.95' }, { diffAmt: '0.05' }], '-0.90'],
    [
      'skipped rows do not count',
      [{ diffAmt: '10.50' }, { diffAmt: '99.00', skipped: 'MANUAL_FARE' }, { diffAmt: '-40.00', skipped: 'INVOICED' }, { diffAmt: '0.25', skipped: null }],
      '10.75',
    ],
    ['only skipped rows', [{ diffAmt: '5.00', skipped: 'INVOICED' }], '0.00'],
  ])('%s: total %s', (_name, rows, total) => {
    expect(recalcTotal(rows)).toBe(total);
  });

  it('sums a thousand tenths exactly', () => {
    expect(recalcTotal(Array.from({ length: 1000 }, () => ({ diffAmt: '0.10' })))).toBe('100.00');
  });
});
