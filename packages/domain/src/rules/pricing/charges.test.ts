/** Rule 5: other charges, the order's own discounts on them, and getOcAmt. */
import { describe, expect, it } from 'vitest';
import type { OcRateCard } from './card.js';
import { card, type PricedCase, priceCase, request, rows, specialRate } from './pricing.fixtures.js';
import { ocAmount, priceOrderVehicle } from './price.js';
import { type OcAmountResult, PricingError } from './result.js';
import type { OcAmountRequest, OcRequest } from './types.js';

const BASE = ['BASE', 'L', 1, '650.00', '650.00'] as [string, string, number, string, string];
const MG = 51;
const CHILD = 52;
const PARK = 53;
const PERMIT = 54;
const oc = (tariffOcId: number, qty = 1, amount?: string): OcRequest => ({ tariffOcId, qty, amount });
const clientParm = (amount: string | null, waiveFlag = 0) => ({ clientOCParms: [{ tariffOcId: MG, amount, waiveFlag }] });

const cases: PricedCase[] = [
  { name: "the charge's amount for the vehicle type", request: { ocs: [oc(MG)] }, lines: [BASE, ['OC', 'MG', 1, '120.00', '120.00']], total: '770.00' },
  { name: 'a quantity', request: { ocs: [oc(CHILD, 2)] }, lines: [BASE, ['OC', 'CHILD', 2, '100.00', '200.00']], total: '850.00' },
  {
    name: 'an at-cost amount given on the order, rounded to the dollar',
    request: { ocs: [oc(PARK, 1, '45.50')] },
    lines: [BASE, ['OC', 'PARK', 1, '45.50', '46.00']],
    total: '696.00',
  },
  {
    name: 'an amount given on the order wins over a client parameter',
    request: { ocs: [oc(MG, 1, '200.00')] },
    card: clientParm('100.00'),
    lines: [BASE, ['OC', 'MG', 1, '200.00', '200.00']],
    total: '850.00',
  },
  {
    name: 'the client parameter wins over the contract term and the vehicle type amount',
    request: { ocs: [oc(MG)] },
    card: { ...clientParm('100.00'), contractTermOCParms: [{ tariffOcId: MG, amount: '110.00', waiveFlag: 0 }] },
    lines: [BASE, ['OC', 'MG', 1, '100.00', '100.00']],
    total: '750.00',
  },
  {
    name: 'a waived client parameter gives 0',
    request: { ocs: [oc(MG)] },
    card: clientParm('100.00', 1),
    lines: [BASE, ['OC', 'MG', 1, '0.00', '0.00']],
    total: '650.00',
  },
  {
    name: 'a client parameter with no amount, not waived, does not decide: the contract term',
    request: { ocs: [oc(MG)] },
    card: { ...clientParm(null), contractTermOCParms: [{ tariffOcId: MG, amount: '110.00', waiveFlag: '0' }] },
    lines: [BASE, ['OC', 'MG', 1, '110.00', '110.00']],
    total: '760.00',
  },
  {
    name: 'a contract term parameter of a client with no contract term type does not count',
    request: { ocs: [oc(MG)] },
    card: { client: { id: 1, clientCode: 'HSBC', contractTermTypeId: null }, contractTermOCParms: [{ tariffOcId: MG, amount: '110.00' }] },
    lines: [BASE, ['OC', 'MG', 1, '120.00', '120.00']],
    total: '770.00',
  },
  {
    name: "the special rate's amount wins over the vehicle type amount",
    request: { serviceDate: '2026-03-10', ocs: [oc(CHILD)] },
    card: { tariffSPRates: [specialRate()] },
    lines: [
      ['BASE', 'L', 1, '520.00', '520.00'],
      ['OC', 'CHILD', 1, '90.00', '90.00'],
    ],
    total: '610.00',
  },
  { name: 'qty × unit rounded once per line', request: { ocs: [oc(PERMIT, 3)] }, lines: [BASE, ['OC', 'PERMIT', 3, '333.33', '1000.00']], total: '1650.00' },
  {
    name: 'the order discounts a charge by a percent',
    request: { ocs: [oc(MG)] },
    card: { orderOCDiscounts: [{ tariffOcId: MG, discountPercent: '25' }] },
    lines: [BASE, ['OC', 'MG', 1, '120.00', '120.00'], ['DISCOUNT', 'MG', 1, '-30.00', '-30.00']],
    total: '740.00',
  },
  {
    name: 'the order discounts a charge by an amount',
    request: { ocs: [oc(MG)] },
    card: { orderOCDiscounts: [{ tariffOcId: MG, discountAmt: '50.00' }] },
    lines: [BASE, ['OC', 'MG', 1, '120.00', '120.00'], ['DISCOUNT', 'MG', 1, '-50.00', '-50.00']],
    total: '720.00',
  },
  {
    name: 'an order discount never exceeds its charge',
    request: { ocs: [oc(MG)] },
    card: { orderOCDiscounts: [{ tariffOcId: MG, discountAmt: '500.00' }] },
    lines: [BASE, ['OC', 'MG', 1, '120.00', '120.00'], ['DISCOUNT', 'MG', 1, '-120.00', '-120.00']],
    total: '650.00',
  },
  {
    name: 'two order discounts on one charge share it',
    request: { ocs: [oc(MG)] },
    card: {
      orderOCDiscounts: [
        { tariffOcId: MG, discountAmt: '100.00' },
        { tariffOcId: MG, discountPercent: '50' },
      ],
    },
    lines: [BASE, ['OC', 'MG', 1, '120.00', '120.00'], ['DISCOUNT', 'MG', 1, '-100.00', '-100.00'], ['DISCOUNT', 'MG', 1, '-20.00', '-20.00']],
    total: '650.00',
  },
  {
    name: 'an order discount on a charge not booked does nothing',
    request: { ocs: [oc(MG)] },
    card: { orderOCDiscounts: [{ tariffOcId: CHILD, discountPercent: '50' }] },
    lines: [BASE, ['OC', 'MG', 1, '120.00', '120.00']],
    total: '770.00',
  },
  {
    name: 'the client discount leaves the charges alone',
    request: { ocs: [oc(MG)] },
    card: { clientDiscounts: [{ effectiveDate: '2026-01-01', discountPercent: '10.0000' }] },
    lines: [BASE, ['DISCOUNT', 'CLIENT', 1, '-65.00', '-65.00'], ['OC', 'MG', 1, '120.00', '120.00']],
    total: '705.00',
  },
];

describe('rule 5: other charges', () => {
  it.each(cases)('$name', (c) => {
    const result = priceCase(c);
    expect(rows(result)).toEqual(c.lines);
    expect(result.total).toBe(c.total);
  });

  it('names where each amount came from', () => {
    const result = priceOrderVehicle(request({ ocs: [oc(MG), oc(PARK, 1, '45.50')] }), card({ clientOCParms: [{ tariffOcId: MG, waiveFlag: 1 }] }));
    expect(result.lines.slice(1).map((l) => l.rule)).toEqual([
      'Other charge MG: waived by the client HSBC OC parameter',
      'Other charge PARK: amount given on the order',
    ]);
  });

  it('says when an order discount was cut to what is left of its charge', () => {
    const result = priceOrderVehicle(request({ ocs: [oc(MG)] }), card({ orderOCDiscounts: [{ tariffOcId: MG, discountAmt: '500.00' }] }));
    expect(result.lines.at(-1)!.rule).toBe('Order discount on MG: 500.00, at most what is left of the charge, 120.00');
  });

  it('refuses charges with no amount, listing every one', () => {
    const run = () =>
      priceOrderVehicle(
        request({ ocs: [oc(PARK), oc(MG), oc(PERMIT)] }),
        card({ vehicleType: { id: 10, vehicleType: 'E-CLASS' }, tariffOCs: card().tariffOCs.map((o) => (o.id === PERMIT ? { ...o, dtls: [] } : o)) }),
      );
    expect(run).toThrow(
      new PricingError('NO_OC_AMOUNT', [
        'No amount for other charge PARK and vehicle type E-CLASS: no client or contract term parameter, no special rate amount and no amount for the vehicle type',
        'No amount for other charge PERMIT and vehicle type E-CLASS: no client or contract term parameter, no special rate amount and no amount for the vehicle type',
      ]),
    );
  });
});

describe('ocAmount (getOcAmt)', () => {
  const ocCard = (over: Partial<OcRateCard> = {}): OcRateCard => ({ ...card(), ...over });
  const ask = (tariffOcId: number, serviceDate = '2026-02-10') => ({ clientId: 1, vehicleTypeId: 10, tariffOcId, serviceDate });

  const table: [string, OcAmountRequest, Partial<OcRateCard>, OcAmountResult][] = [
    ['the vehicle type amount', ask(MG), {}, { amount: '120.00', rule: 'Other charge MG: amount of MG for vehicle type E-CLASS' }],
    ['the client parameter', ask(MG), clientParm('100.00'), { amount: '100.00', rule: 'Other charge MG: client HSBC OC parameter' }],
    [
      'the contract term parameter',
      ask(MG),
      { contractTermOCParms: [{ tariffOcId: MG, amount: '110.00' }] },
      { amount: '110.00', rule: 'Other charge MG: contract term 3 OC parameter' },
    ],
    [
      'the special rate valid on the date',
      ask(CHILD, '2026-03-10'),
      { tariffSPRates: [specialRate()] },
      { amount: '90.00', rule: 'Other charge CHILD: special rate 7' },
    ],
    [
      'not the special rate before it is valid',
      ask(CHILD),
      { tariffSPRates: [specialRate()] },
      { amount: '100.00', rule: 'Other charge CHILD: amount of CHILD for vehicle type E-CLASS' },
    ],
    ['a unit price, not rounded', ask(PERMIT), {}, { amount: '333.33', rule: 'Other charge PERMIT: amount of PERMIT for vehicle type E-CLASS' }],
  ];
  it.each(table)('%s', (_name, req, over, expected) => {
    expect(ocAmount(req, ocCard(over))).toEqual(expected);
  });

  it('refuses a charge with no amount, and an unknown charge, client or vehicle type', () => {
    expect(() => ocAmount(ask(PARK), ocCard())).toThrow(
      new PricingError(
        'NO_OC_AMOUNT',
        'No amount for other charge PARK and vehicle type E-CLASS: no client or contract term parameter, no special rate amount and no amount for the vehicle type',
      ),
    );
    expect(() => ocAmount(ask(99), ocCard({ client: null, vehicleType: null }))).toThrow(
      new PricingError('INVALID_INPUT', ['Client 1 does not exist', 'Vehicle type 10 does not exist', 'Other charge 99 does not exist']),
    );
  });
});
