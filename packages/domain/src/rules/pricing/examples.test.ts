/** The worked examples of docs/pricing.md, with the same numbers: if one changes, change both. */
import { describe, expect, it } from 'vitest';
import type { OcRateCard } from './card.js';
import { card, IFC, type PricedCase, priceCase, rows, specialRate } from './pricing.fixtures.js';
import { ocAmount } from './price.js';
import type { ClientDiscountRow, VoucherRow } from './types.js';

const tenPercentEClass: ClientDiscountRow = { effectiveDate: '2026-01-01', vehicleTypeId: 10, discountPercent: '10.0000' };
const fifteenPercent: ClientDiscountRow = { effectiveDate: '2026-01-01', discountPercent: '15.0000' };
const voucher: VoucherRow = { voucherNo: 'HLS-V26-0007', voucherStatus: 'A', clientId: 1, issueDate: '2026-01-01', expiryDate: '2026-12-31' };

const examples: PricedCase[] = [
  {
    name: 'Example 1: an arrival by table L with a stop, waiting and meet-and-greet',
    request: { stops: [IFC], waitingMinutes: 50, ocs: [{ tariffOcId: 51, qty: 1 }] },
    lines: [
      ['BASE', 'L', 1, '650.00', '650.00'],
      ['STOP', 'IFC', 1, '100.00', '100.00'],
      ['WAITING', 'WAIT', 2, '50.00', '100.00'],
      ['OC', 'MG', 1, '120.00', '120.00'],
    ],
    total: '970.00',
  },
  {
    name: 'Example 2: a late departure by table B with the midnight band and a 10% discount',
    request: { serviceType: 'Departure', pickupTime: '23:30', pickupLocationId: IFC, dropoffLocationId: 100 },
    card: { clientDiscounts: [tenPercentEClass] },
    lines: [
      ['BASE', 'B', 1, '700.00', '700.00'],
      ['TIME', 'MIDNIGHT', 1, '150.00', '150.00'],
      ['DISCOUNT', 'CLIENT', 1, '-85.00', '-85.00'],
    ],
    total: '765.00',
  },
  {
    name: 'Example 3: a hire of 5h 10m on a public holiday with a 15% discount',
    request: { serviceType: 'Hire', serviceDate: '2026-02-17', pickupTime: '14:00', dropoffLocationId: null, hireMinutes: 310 },
    card: { holidays: [{ holidayDate: '2026-02-17', holidayDescEng: 'Lunar New Year' }], clientDiscounts: [fifteenPercent] },
    lines: [
      ['BASE', 'HIRE', 4, '300.00', '1200.00'],
      ['HIRE_BLOCK', '30MIN', 3, '160.00', '480.00'],
      ['HOLIDAY', 'HOL', 1, '240.00', '240.00'],
      ['DISCOUNT', 'CLIENT', 1, '-288.00', '-288.00'],
    ],
    total: '1632.00',
  },
  {
    name: 'Example 4: a voucher at night with a 10% discount',
    request: { pickupTime: '23:15', voucherNo: 'HLS-V26-0007' },
    card: { voucher, clientDiscounts: [tenPercentEClass] },
    lines: [
      ['BASE', 'L', 1, '650.00', '650.00'],
      ['TIME', 'MIDNIGHT', 1, '150.00', '150.00'],
      ['VOUCHER', 'HLS-V26-0007', 1, '-650.00', '-650.00'],
      ['DISCOUNT', 'CLIENT', 1, '-15.00', '-15.00'],
    ],
    total: '135.00',
  },
  {
    name: 'Example 5a: rounding to whole dollars',
    request: { ocs: [{ tariffOcId: 53, qty: 1, amount: '45.50' }] },
    card: { clientDiscounts: [fifteenPercent] },
    lines: [
      ['BASE', 'L', 1, '650.00', '650.00'],
      ['DISCOUNT', 'CLIENT', 1, '-98.00', '-98.00'],
      ['OC', 'PARK', 1, '45.50', '46.00'],
    ],
    total: '598.00',
  },
  {
    name: 'Example 5b: the same to 0.10',
    request: { ocs: [{ tariffOcId: 53, qty: 1, amount: '45.55' }] },
    card: { clientDiscounts: [fifteenPercent], priceRoundingUnit: '0.10' },
    lines: [
      ['BASE', 'L', 1, '650.00', '650.00'],
      ['DISCOUNT', 'CLIENT', 1, '-97.50', '-97.50'],
      ['OC', 'PARK', 1, '45.55', '45.60'],
    ],
    total: '598.10',
  },
  {
    name: "Example 6: the client's special rate prices the whole trip",
    request: { serviceDate: '2026-03-10', waitingMinutes: 70, ocs: [{ tariffOcId: 52, qty: 1 }] },
    card: { tariffSPRates: [specialRate()] },
    lines: [
      ['BASE', 'L', 1, '520.00', '520.00'],
      ['WAITING', 'WAIT', 1, '60.00', '60.00'],
      ['OC', 'CHILD', 1, '90.00', '90.00'],
    ],
    total: '670.00',
  },
];

describe('docs/pricing.md worked examples', () => {
  it.each(examples)('$name', (c) => {
    const result = priceCase(c);
    expect(rows(result)).toEqual(c.lines);
    expect(result.total).toBe(c.total);
  });

  it('Example 7: getOcAmt for meet-and-greet under the contract term', () => {
    const ocCard: OcRateCard = { ...card(), contractTermOCParms: [{ tariffOcId: 51, waiveFlag: 0, amount: '110.00' }] };
    expect(ocAmount({ clientId: 1, vehicleTypeId: 10, tariffOcId: 51, serviceDate: '2026-02-10' }, ocCard)).toEqual({
      amount: '110.00',
      rule: 'Other charge MG: contract term 3 OC parameter',
    });
  });
});
