import { describe, expect, it } from 'vitest';
import { dueDate, invoiceMoney, invoiceNo, standingLineCents } from './totals.js';

// The worked examples of docs/invoicing.md.
describe('invoice money', () => {
  it('adds order lines, an amount line and a percent line of the subtotal', () => {
    const m = invoiceMoney(
      ['480.00', '650.00', '1200.00'],
      [
        { clientInvoiceMiscId: 1, description: 'Monthly admin fee', amount: '200.00', percent: null },
        { clientInvoiceMiscId: 2, description: 'Service charge 10%', amount: null, percent: '10' },
      ],
    );
    expect(m).toEqual({
      subtotal: '2330.00',
      miscs: [
        { clientInvoiceMiscId: 1, description: 'Monthly admin fee', amount: '200.00', percent: null },
        { clientInvoiceMiscId: 2, description: 'Service charge 10%', amount: '233.00', percent: '10' },
      ],
      miscTotal: '433.00',
      total: '2763.00',
    });
  });

  it('rounds a percent line half away from zero, a discount too', () => {
    // 2.5% of 0.50 = 0.0125 → 0.01; 2.5% of 1.00 = 0.025 → 0.03; -2.5% of 1.00 = -0.025 → -0.03.
    expect(standingLineCents({ amount: null, percent: '2.5' }, 50)).toBe(1);
    expect(standingLineCents({ amount: null, percent: '2.5' }, 100)).toBe(3);
    expect(standingLineCents({ amount: null, percent: '-2.5' }, 100)).toBe(-3);
    // 12.345% of 1,234.56: 123456 × 0.12345 = 15240.6432 cents → 152.41.
    expect(standingLineCents({ amount: null, percent: '12.345' }, 123456)).toBe(15241);
  });

  it('refuses a standing line with both or neither of amount and percent', () => {
    expect(() => standingLineCents({ amount: '1.00', percent: '5' }, 100)).toThrow(/exactly one/);
    expect(() => standingLineCents({ amount: null, percent: null }, 100)).toThrow(/exactly one/);
  });

  it('totals equal the sums of the rounded lines', () => {
    const m = invoiceMoney(['0.10', '0.20'], [{ clientInvoiceMiscId: 3, description: 'x', amount: null, percent: '5' }]);
    // 5% of 0.30 = 0.015 → 0.02
    expect(m).toMatchObject({ subtotal: '0.30', miscTotal: '0.02', total: '0.32' });
  });
});

describe('invoice numbers and due dates', () => {
  it('formats the number with five digits', () => {
    expect(invoiceNo('HK', 2026, 42)).toBe('HK-2026-00042');
    expect(invoiceNo('SZ', 2027, 1)).toBe('SZ-2027-00001');
    expect(() => invoiceNo('HK', 2026, 0)).toThrow();
  });

  it('adds the credit days across months and years', () => {
    expect(dueDate('2026-10-31', 30)).toBe('2026-11-30');
    expect(dueDate('2026-12-15', 30)).toBe('2027-01-14');
    expect(dueDate('2028-02-01', 28)).toBe('2028-02-29');
    expect(dueDate('2026-11-23', 0)).toBe('2026-11-23');
  });
});
