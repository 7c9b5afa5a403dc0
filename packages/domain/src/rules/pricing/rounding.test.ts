/** Rule 8: each line rounded half away from zero to priceRoundingUnit; the total is their sum, never below 0. */
import { describe, expect, it } from 'vitest';
import { card, classRate, type PricedCase, priceCase, request, rows } from './pricing.fixtures.js';
import { priceOrderVehicle } from './price.js';
import { PricingError } from './result.js';
import type { ClientDiscountRow } from './types.js';

const BASE = ['BASE', 'L', 1, '650.00', '650.00'] as [string, string, number, string, string];
const fifteen: ClientDiscountRow[] = [{ effectiveDate: '2026-01-01', discountPercent: '15' }];
const park = (amount: string) => ({ ocs: [{ tariffOcId: 53, qty: 1, amount }] });

const cases: PricedCase[] = [
  {
    name: 'whole dollars by default: 45.50 is 46, −97.50 is −98',
    request: park('45.50'),
    card: { priceRoundingUnit: null, clientDiscounts: fifteen },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-98.00', '-98.00'], ['OC', 'PARK', 1, '45.50', '46.00']],
    total: '598.00',
  },
  { name: 'whole dollars: 45.49 is 45', request: park('45.49'), lines: [BASE, ['OC', 'PARK', 1, '45.49', '45.00']], total: '695.00' },
  {
    name: 'to 0.10: 45.55 is 45.60, −97.50 stays',
    request: park('45.55'),
    card: { priceRoundingUnit: '0.10', clientDiscounts: fifteen },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-97.50', '-97.50'], ['OC', 'PARK', 1, '45.55', '45.60']],
    total: '598.10',
  },
  {
    name: 'to 0.50: 45.24 is 45.00, 45.25 is 45.50',
    request: {
      ocs: [
        { tariffOcId: 53, qty: 1, amount: '45.24' },
        { tariffOcId: 53, qty: 1, amount: '45.25' },
      ],
    },
    card: { priceRoundingUnit: '0.50' },
    lines: [BASE, ['OC', 'PARK', 1, '45.24', '45.00'], ['OC', 'PARK', 1, '45.25', '45.50']],
    total: '740.50',
  },
  {
    name: 'to the cent: nothing moves',
    request: park('45.55'),
    card: { priceRoundingUnit: '0.01', clientDiscounts: fifteen },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-97.50', '-97.50'], ['OC', 'PARK', 1, '45.55', '45.55']],
    total: '598.05',
  },
  {
    name: 'the total is the sum of the rounded lines (3 × 333.33 on three lines is 999, not 1000)',
    request: { ocs: [1, 2, 3].map(() => ({ tariffOcId: 54, qty: 1 })) },
    lines: [BASE, ['OC', 'PERMIT', 1, '333.33', '333.00'], ['OC', 'PERMIT', 1, '333.33', '333.00'], ['OC', 'PERMIT', 1, '333.33', '333.00']],
    total: '1649.00',
  },
  {
    name: 'a percent is of the rounded base line',
    request: { pickupTime: '07:00' },
    card: {
      priceRoundingUnit: '1.00',
      tariffRates: [
        classRate({
          dtls: [{ tableType: 'L', fromLocationId: 100, toLocationId: 101, amount: '649.60' }],
          extras: [{ extraType: 'TIME', extraCode: 'EARLY', fromTime: '06:00', toTime: '08:00', percent: '10' }],
        }),
      ],
    },
    lines: [
      ['BASE', 'L', 1, '649.60', '650.00'],
      ['TIME', 'EARLY', 1, '65.00', '65.00'],
    ],
    total: '715.00',
  },
  {
    name: 'never below 0: a negative band under a voucher',
    request: { pickupTime: '07:00', voucherNo: 'V-1' },
    card: {
      voucher: { voucherNo: 'V-1', voucherStatus: 'A', clientId: 1 },
      tariffRates: [classRate({ extras: [{ extraType: 'TIME', extraCode: 'OFFPEAK', fromTime: '06:00', toTime: '08:00', amount: '-100.00' }] })],
    },
    lines: [BASE, ['TIME', 'OFFPEAK', 1, '-100.00', '-100.00'], ['VOUCHER', 'V-1', 1, '-650.00', '-650.00']],
    total: '0.00',
  },
];

describe('rule 8: money', () => {
  it.each(cases)('$name', (c) => {
    const result = priceCase(c);
    expect(rows(result)).toEqual(c.lines);
    expect(result.total).toBe(c.total);
  });

  it('refuses a rounding unit that is no amount above 0', () => {
    expect(() => priceOrderVehicle(request(), card({ priceRoundingUnit: '0' }))).toThrow(
      new PricingError('BAD_RATE_CARD', 'The system parameter priceRoundingUnit must be an amount above 0.00, not "0"'),
    );
  });
});

describe('unknown input', () => {
  it('refuses a route with no drop-off and a hire with no minutes (the body schema says so too)', () => {
    expect(() => priceOrderVehicle(request({ dropoffLocationId: null }), card())).toThrow(
      new PricingError('INVALID_INPUT', ['The drop-off location is required for an Arrival, Departure or Transfer']),
    );
    expect(() => priceOrderVehicle(request({ serviceType: 'Hire', hireMinutes: 0 }), card())).toThrow(
      new PricingError('INVALID_INPUT', ['The hire minutes (above 0) are required for a Hire']),
    );
  });

  it('lists every unknown client, vehicle type, location, charge and voucher at once', () => {
    const req = request({
      pickupLocationId: 900,
      dropoffLocationId: 901,
      stops: [101, 902],
      ocs: [
        { tariffOcId: 99, qty: 1 },
        { tariffOcId: 99, qty: 2 },
      ],
      voucherNo: 'NOPE',
      serviceDate: '2026-02-30',
      pickupTime: '7pm',
    });
    expect(() => priceOrderVehicle(req, card({ client: null, vehicleType: null }))).toThrow(
      new PricingError('INVALID_INPUT', [
        'Client 1 does not exist',
        'Vehicle type 10 does not exist',
        'Other charge 99 does not exist',
        'The service date "2026-02-30" is not a date YYYY-MM-DD',
        'The pick-up time "7pm" is not a time HH:mm:ss',
        'Location 900 (pick-up) does not exist',
        'Location 901 (drop-off) does not exist',
        'Location 902 (stop 2) does not exist',
        'Voucher NOPE does not exist',
      ]),
    );
  });
});
