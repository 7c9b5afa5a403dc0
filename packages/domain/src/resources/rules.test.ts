import { describe, expect, it } from 'vitest';
import { brokenRules, defineResource, RESOURCES, text } from './index.js';

const { tariffRateDtls, tariffSPRateExtras, clientOCParms, tariffRates } = RESOURCES;
const messages = (name: string, record: Record<string, unknown>) => brokenRules(RESOURCES[name], record).map((b) => [b.field, b.message]);

describe('record rules of the tariff collections', () => {
  it('a zone-to-zone row (B) needs both zones, a location-to-location row (L) both locations', () => {
    expect(messages(tariffRateDtls.name, { tableType: 'B', fromZone: 'AIRPORT', toZone: '', amount: '700.00' })).toEqual([
      ['toZone', 'To Zone is required when Table Type is B'],
    ]);
    expect(messages(tariffRateDtls.name, { tableType: 'L', fromZone: 'AIRPORT', toZone: 'TST', fromLocationId: null })).toEqual([
      ['fromLocationId', 'From Location is required when Table Type is L'],
      ['toLocationId', 'To Location is required when Table Type is L'],
    ]);
    expect(messages(tariffRateDtls.name, { tableType: 'L', fromLocationId: 3, toLocationId: 9 })).toEqual([]);
    expect(messages(tariffRateDtls.name, { tableType: 'B', fromZone: 'AIRPORT', toZone: 'TST' })).toEqual([]);
  });

  it('a time band needs its times, and every extra an amount or a percent', () => {
    expect(messages(tariffSPRateExtras.name, { extraType: 'TIME', extraCode: 'MIDNIGHT', fromTime: '23:00:00', amount: null, percent: null })).toEqual([
      ['toTime', 'To Time is required when Extra Type is TIME'],
      ['amount', 'Amount or Percent of Base is required'],
    ]);
    expect(messages(tariffSPRateExtras.name, { extraType: 'HOLIDAY', extraCode: 'HOL', percent: 20 })).toEqual([]);
    expect(messages(tariffSPRateExtras.name, { extraType: 'TIME', extraCode: 'NIGHT', fromTime: '23:00:00', toTime: '07:00:00', amount: '150.00' })).toEqual(
      [],
    );
  });

  it('a charge that is not waived needs its amount; a waived one does not', () => {
    expect(messages(clientOCParms.name, { waiveFlag: 0, amount: null })).toEqual([['amount', 'Amount is required when Waived is 0']]);
    expect(messages(clientOCParms.name, { waiveFlag: 1, amount: null })).toEqual([]);
    expect(messages(clientOCParms.name, { waiveFlag: 0, amount: '80.00' })).toEqual([]);
  });

  it('keeps the date order rule of rates', () => {
    expect(messages(tariffRates.name, { effectiveDate: '2026-07-01', expiryDate: '2026-06-30' })).toEqual([
      ['expiryDate', 'Expiry Date must not be before Effective Date'],
    ]);
  });

  it('refuses a definition whose rule reads a field it does not have', () => {
    const def = {
      name: 'x',
      singular: 'x',
      label: { en: 'X', zh: 'X' },
      rights: { read: 'TARIFF', write: 'TARIFF' },
      fields: [text('a', 'A', 'A')],
      listColumns: [],
      filters: [],
      search: [],
    } as const;
    expect(() =>
      defineResource({
        ...def,
        fields: [...def.fields],
        listColumns: [],
        filters: [],
        search: [],
        defaultSort: ['a', 'asc'],
        rules: [{ kind: 'anyOf', fields: ['a', 'b'] }],
      }),
    ).toThrow('a rule reads unknown field b');
  });
});
