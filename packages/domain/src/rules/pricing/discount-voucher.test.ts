/** Rules 6 (client discount) and 7 (voucher), and how they combine with the rest. */
import { describe, expect, it } from 'vitest';
import { card, IFC, type PricedCase, priceCase, request, rows, VOUCHER } from './pricing.fixtures.js';
import { priceOrderVehicle } from './price.js';
import { PricingError } from './result.js';
import type { ClientDiscountRow } from './types.js';

const BASE = ['BASE', 'L', 1, '650.00', '650.00'] as [string, string, number, string, string];
const any: ClientDiscountRow = { id: 1, effectiveDate: '2026-01-01', discountPercent: '5.0000' };
const byType: ClientDiscountRow = { id: 2, effectiveDate: '2026-01-01', vehicleTypeId: 10, discountPercent: '10.0000' };
const byService: ClientDiscountRow = { id: 3, effectiveDate: '2026-01-01', serviceType: 'Arrival', discountPercent: '15.0000' };
const byBoth: ClientDiscountRow = { id: 4, effectiveDate: '2026-01-01', vehicleTypeId: 10, serviceType: 'Arrival', discountPercent: '20.0000' };
const voucher = VOUCHER;
const withVoucher = { request: { voucherNo: 'HLS-V26-0007' }, card: { voucher } };

const discountCases: PricedCase[] = [
  {
    name: 'vehicle type and service match most specifically',
    card: { clientDiscounts: [any, byType, byService, byBoth] },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-130.00', '-130.00']],
    total: '520.00',
  },
  {
    name: 'then the vehicle type',
    card: { clientDiscounts: [any, byService, byType] },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-65.00', '-65.00']],
    total: '585.00',
  },
  {
    name: 'then the service (15% of 650.00 is 97.50, shown as 98)',
    card: { clientDiscounts: [any, byService] },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-98.00', '-98.00']],
    total: '552.00',
  },
  {
    name: 'then neither (5% of 650.00 is 32.50, shown as 33)',
    card: { clientDiscounts: [any] },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-33.00', '-33.00']],
    total: '617.00',
  },
  {
    name: 'a row of another service does not match',
    request: { serviceType: 'Departure' },
    card: { clientDiscounts: [byService, byBoth, byType] },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-65.00', '-65.00']],
    total: '585.00',
  },
  {
    name: 'a row of another vehicle type does not match',
    card: { clientDiscounts: [any, { ...byBoth, vehicleTypeId: 11 }] },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-33.00', '-33.00']],
    total: '617.00',
  },
  {
    name: 'equally specific: the latest effectiveDate',
    card: { clientDiscounts: [byType, { ...byType, id: 5, effectiveDate: '2026-02-01', discountPercent: '12' }] },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-78.00', '-78.00']],
    total: '572.00',
  },
  {
    name: 'an expired row does not count',
    card: { clientDiscounts: [any, { ...byBoth, expiryDate: '2026-02-09' }] },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-33.00', '-33.00']],
    total: '617.00',
  },
  { name: 'a 0% row gives no line', card: { clientDiscounts: [{ ...any, discountPercent: '0.0000' }] }, lines: [BASE], total: '650.00' },
  {
    name: 'the discount covers the base and the extras',
    request: { stops: [IFC], waitingMinutes: 60 },
    card: { clientDiscounts: [byType] },
    lines: [BASE, ['STOP', 'IFC', 1, '100.00', '100.00'], ['WAITING', 'WAIT', 2, '50.00', '100.00'], ['DISCOUNT', 'CLIENT', 1, '-85.00', '-85.00']],
    total: '765.00',
  },
  {
    name: 'a hire: the discount covers the hire blocks',
    request: { serviceType: 'Hire', hireMinutes: 300 },
    card: { clientDiscounts: [byType] },
    lines: [
      ['BASE', 'HIRE', 4, '300.00', '1200.00'],
      ['HIRE_BLOCK', '30MIN', 2, '160.00', '320.00'],
      ['DISCOUNT', 'CLIENT', 1, '-152.00', '-152.00'],
    ],
    total: '1368.00',
  },
];

const voucherCases: PricedCase[] = [
  { name: 'the voucher pays the base', ...withVoucher, lines: [BASE, ['VOUCHER', 'HLS-V26-0007', 1, '-650.00', '-650.00']], total: '0.00' },
  {
    name: 'with a voucher the discount covers the extras only',
    request: { ...withVoucher.request, stops: [IFC] },
    card: { ...withVoucher.card, clientDiscounts: [byType] },
    lines: [BASE, ['STOP', 'IFC', 1, '100.00', '100.00'], ['VOUCHER', 'HLS-V26-0007', 1, '-650.00', '-650.00'], ['DISCOUNT', 'CLIENT', 1, '-10.00', '-10.00']],
    total: '90.00',
  },
  {
    name: 'a hire: the voucher pays the hire blocks too',
    request: { ...withVoucher.request, serviceType: 'Hire', hireMinutes: 300 },
    card: withVoucher.card,
    lines: [
      ['BASE', 'HIRE', 4, '300.00', '1200.00'],
      ['HIRE_BLOCK', '30MIN', 2, '160.00', '320.00'],
      ['VOUCHER', 'HLS-V26-0007', 1, '-1520.00', '-1520.00'],
    ],
    total: '0.00',
  },
  {
    name: 'a holiday: the surcharge is still a percent of the base, and is paid',
    request: { ...withVoucher.request, serviceDate: '2026-02-17' },
    card: { ...withVoucher.card, holidays: [{ holidayDate: '2026-02-17' }] },
    lines: [BASE, ['HOLIDAY', 'HOL', 1, '130.00', '130.00'], ['VOUCHER', 'HLS-V26-0007', 1, '-650.00', '-650.00']],
    total: '130.00',
  },
  {
    name: 'other charges are not paid by the voucher',
    request: { ...withVoucher.request, ocs: [{ tariffOcId: 51, qty: 1 }] },
    card: withVoucher.card,
    lines: [BASE, ['VOUCHER', 'HLS-V26-0007', 1, '-650.00', '-650.00'], ['OC', 'MG', 1, '120.00', '120.00']],
    total: '120.00',
  },
  {
    name: 'an order re-priced after redeeming its voucher keeps it',
    request: withVoucher.request,
    card: { voucher: { ...voucher, voucherStatus: 'R', serviceDate: '2026-02-10' }, voucherHeldByOrder: true },
    lines: [BASE, ['VOUCHER', 'HLS-V26-0007', 1, '-650.00', '-650.00']],
    total: '0.00',
  },
];

describe('rule 6: the client discount', () => {
  it.each(discountCases)('$name', (c) => {
    const result = priceCase(c);
    expect(rows(result)).toEqual(c.lines);
    expect(result.total).toBe(c.total);
  });

  it('names the row that made the discount and what it covers', () => {
    const rule = (over = {}) => priceOrderVehicle(request(over), card({ clientDiscounts: [byBoth], voucher })).lines.at(-1)!.rule;
    expect(rule()).toBe('Client discount for vehicle type and service from 2026-01-01: 20% of 650.00 (the base and extras)');
    expect(rule({ voucherNo: 'HLS-V26-0007', stops: [IFC] })).toBe(
      'Client discount for vehicle type and service from 2026-01-01: 20% of 100.00 (the extras: the voucher pays the base)',
    );
  });
});

describe('rule 7: the voucher', () => {
  it.each(voucherCases)('$name', (c) => {
    const result = priceCase(c);
    expect(rows(result)).toEqual(c.lines);
    expect(result.total).toBe(c.total);
  });

  it.each([
    ['no voucher of that number', null, 'Voucher HLS-V26-0007 does not exist'],
    ["another client's voucher", { ...voucher, clientId: 2 }, 'Voucher HLS-V26-0007 is not a voucher of client HSBC'],
    ['a voucher of no client', { ...voucher, clientId: null }, 'Voucher HLS-V26-0007 is not a voucher of client HSBC'],
    ['a voucher of another vehicle type', { ...voucher, vehicleTypeId: 11 }, 'Voucher HLS-V26-0007 is for another vehicle type than vehicle type E-CLASS'],
    ['a redeemed voucher', { ...voucher, voucherStatus: 'R', serviceDate: '2026-01-05' }, 'Voucher HLS-V26-0007 was redeemed already, for 2026-01-05'],
    ['a void voucher', { ...voucher, voucherStatus: 'V' }, 'Voucher HLS-V26-0007 is void'],
    ['an expired voucher', { ...voucher, expiryDate: '2026-01-31' }, 'Voucher HLS-V26-0007 expired on 2026-01-31'],
    ['a voucher not yet issued', { ...voucher, issueDate: '2026-03-01' }, 'Voucher HLS-V26-0007 is valid from 2026-03-01'],
  ] as const)('refuses %s', (_name, v, message) => {
    expect(() => priceOrderVehicle(request({ voucherNo: 'HLS-V26-0007' }), card({ voucher: v }))).toThrow(new PricingError('INVALID_INPUT', [message]));
  });
});
