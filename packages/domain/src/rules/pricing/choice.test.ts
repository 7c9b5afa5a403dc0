/** Rules 1 (tariff) and 2 (rate): which tariff and which rate price a request. */
import { describe, expect, it } from 'vitest';
import { card, classRate, CORP, IFC, priceCase, request, rows, specialRate, STD, AIRPORT } from './pricing.fixtures.js';
import { priceOrderVehicle } from './price.js';
import { PricingError } from './result.js';
import { chooseTariff } from './tariff.js';
import type { RateCardInput } from './card.js';
import type { ClientTariffRow } from './types.js';
import type { PricingRequest } from './types.js';

const corpRate = classRate({ id: 22, tariffId: CORP.id, dtls: [{ tableType: 'L', fromLocationId: AIRPORT, toLocationId: 101, amount: '600.00' }] });
const clientTariff = (tariff = CORP, effectiveDate = '2026-01-01', expiryDate: string | null = null, id = 1): ClientTariffRow => ({
  id,
  tariffId: tariff.id,
  tariff,
  effectiveDate,
  expiryDate,
});

interface ChoiceCase {
  name: string;
  request?: Partial<PricingRequest>;
  card: Partial<RateCardInput>;
  tariffCode: string;
  rateSource: 'CLASS' | 'SPECIAL';
  rateId: number;
  base: string;
}

const cases: ChoiceCase[] = [
  { name: 'no client tariff: the default tariff and its class rate', card: {}, tariffCode: 'STD', rateSource: 'CLASS', rateId: 12, base: '650.00' },
  {
    name: 'a client tariff valid on the date, open expiry',
    card: { clientTariffs: [clientTariff()], tariffRates: [classRate(), corpRate] },
    tariffCode: 'CORP',
    rateSource: 'CLASS',
    rateId: 22,
    base: '600.00',
  },
  {
    name: 'two client tariffs valid: the latest effectiveDate wins',
    card: { clientTariffs: [clientTariff(CORP, '2026-02-01', null, 1), clientTariff(STD, '2025-01-01', null, 2)], tariffRates: [classRate(), corpRate] },
    tariffCode: 'CORP',
    rateSource: 'CLASS',
    rateId: 22,
    base: '600.00',
  },
  {
    name: 'a client tariff expiring on the service date still counts',
    card: { clientTariffs: [clientTariff(CORP, '2026-01-01', '2026-02-10')], tariffRates: [classRate(), corpRate] },
    tariffCode: 'CORP',
    rateSource: 'CLASS',
    rateId: 22,
    base: '600.00',
  },
  {
    name: 'an expired client tariff: the default tariff',
    card: { clientTariffs: [clientTariff(CORP, '2026-01-01', '2026-02-09')], tariffRates: [classRate(), corpRate] },
    tariffCode: 'STD',
    rateSource: 'CLASS',
    rateId: 12,
    base: '650.00',
  },
  {
    name: 'a client tariff not yet effective: the default tariff',
    card: { clientTariffs: [clientTariff(CORP, '2026-02-11')], tariffRates: [classRate(), corpRate] },
    tariffCode: 'STD',
    rateSource: 'CLASS',
    rateId: 12,
    base: '650.00',
  },
  {
    name: 'a cancelled client tariff never prices',
    card: { clientTariffs: [clientTariff({ ...CORP, recordStatus: 'C' })], tariffRates: [classRate(), corpRate] },
    tariffCode: 'STD',
    rateSource: 'CLASS',
    rateId: 12,
    base: '650.00',
  },
  {
    name: 'a special rate not yet valid: the class rate',
    card: { tariffSPRates: [specialRate()] },
    tariffCode: 'STD',
    rateSource: 'CLASS',
    rateId: 12,
    base: '650.00',
  },
  {
    name: 'a special rate valid on the date wins',
    request: { serviceDate: '2026-03-01' },
    card: { tariffSPRates: [specialRate()] },
    tariffCode: 'STD',
    rateSource: 'SPECIAL',
    rateId: 7,
    base: '520.00',
  },
  {
    name: 'a special rate on its expiry date wins',
    request: { serviceDate: '2026-12-31' },
    card: { tariffSPRates: [specialRate()] },
    tariffCode: 'STD',
    rateSource: 'SPECIAL',
    rateId: 7,
    base: '520.00',
  },
  {
    name: 'a special rate of another vehicle type does not count',
    request: { serviceDate: '2026-03-01' },
    card: { tariffSPRates: [specialRate({ vehicleTypeId: 11 })] },
    tariffCode: 'STD',
    rateSource: 'CLASS',
    rateId: 12,
    base: '650.00',
  },
  {
    name: 'a special rate of another client does not count',
    request: { serviceDate: '2026-03-01' },
    card: { tariffSPRates: [specialRate({ clientId: 2 })] },
    tariffCode: 'STD',
    rateSource: 'CLASS',
    rateId: 12,
    base: '650.00',
  },
  {
    name: 'two special rates valid: the latest effectiveDate wins',
    request: { serviceDate: '2026-06-01' },
    card: {
      tariffSPRates: [
        specialRate(),
        specialRate({ id: 8, effectiveDate: '2026-05-01', dtls: [{ tableType: 'L', fromLocationId: AIRPORT, toLocationId: 101, amount: '510.00' }] }),
      ],
    },
    tariffCode: 'STD',
    rateSource: 'SPECIAL',
    rateId: 8,
    base: '510.00',
  },
  {
    name: 'two class rates: the latest valid effectiveDate wins',
    card: {
      tariffRates: [
        classRate(),
        classRate({ id: 13, effectiveDate: '2026-02-01', dtls: [{ tableType: 'L', fromLocationId: AIRPORT, toLocationId: 101, amount: '700.00' }] }),
      ],
    },
    tariffCode: 'STD',
    rateSource: 'CLASS',
    rateId: 13,
    base: '700.00',
  },
  {
    name: 'a class rate effective later than the date does not count',
    request: { serviceDate: '2026-01-15' },
    card: { tariffRates: [classRate(), classRate({ id: 13, effectiveDate: '2026-02-01' })] },
    tariffCode: 'STD',
    rateSource: 'CLASS',
    rateId: 12,
    base: '650.00',
  },
  {
    name: "another tariff's class rate does not count",
    card: { tariffRates: [corpRate, classRate()] },
    tariffCode: 'STD',
    rateSource: 'CLASS',
    rateId: 12,
    base: '650.00',
  },
  {
    name: 'the special rate prices as a whole: its transfer amount, not the class rate table B',
    request: { serviceDate: '2026-03-01', dropoffLocationId: IFC },
    card: { tariffSPRates: [specialRate()] },
    tariffCode: 'STD',
    rateSource: 'SPECIAL',
    rateId: 7,
    base: '800.00',
  },
];

describe('rules 1 and 2: the tariff and the rate', () => {
  it.each(cases)('$name', (c) => {
    const result = priceCase({ name: c.name, request: c.request, card: c.card, lines: [], total: '' });
    expect({ tariffCode: result.tariffCode, rateSource: result.rateSource, rateId: result.rateId, base: result.lines[0].amount }).toEqual({
      tariffCode: c.tariffCode,
      rateSource: c.rateSource,
      rateId: c.rateId,
      base: c.base,
    });
    expect(result.tariffId).toBe(c.tariffCode === 'STD' ? STD.id : CORP.id);
    expect(rows(result)).toHaveLength(1);
  });

  it('refuses a vehicle type with no rate, naming the vehicle type, tariff and date', () => {
    const run = () => priceOrderVehicle(request(), card({ tariffRates: [classRate({ vehicleTypeId: 11 })] }));
    expect(run).toThrow(
      new PricingError(
        'NO_RATE',
        'No rate for vehicle type E-CLASS in tariff STD on 2026-02-10: no class rate of the tariff and no special rate of client HSBC is valid on that date',
      ),
    );
  });

  it('refuses a client with no tariff when the default tariff code names none', () => {
    const run = () => priceOrderVehicle(request(), card({ defaultTariff: null, defaultTariffCode: 'GONE' }));
    expect(run).toThrow(
      new PricingError(
        'NO_TARIFF',
        'No tariff for client HSBC on 2026-02-10: no client tariff is valid on that date and the system parameter defaultTariffCode names no active tariff ("GONE")',
      ),
    );
    expect(() => chooseTariff({ clientTariffs: [], defaultTariff: null }, '2026-02-10')).toThrow('the system parameter defaultTariffCode is not set');
  });

  it('chooses the tariff before any rate is loaded (the server may load only its rates)', () => {
    expect(chooseTariff({ clientTariffs: [clientTariff()], defaultTariff: STD }, '2026-02-10')).toEqual({
      tariff: CORP,
      reason: 'client tariff from 2026-01-01',
    });
    expect(chooseTariff({ clientTariffs: [], defaultTariff: STD }, '2026-02-10').reason).toBe('default tariff (system parameter defaultTariffCode)');
  });
});
