import { RESOURCES } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import { pickFilters } from './ListFilters';

describe('list filters', () => {
  it('offers the status, reference and flag filters of a definition, at most four', () => {
    expect(pickFilters(RESOURCES.drivers).map((f) => f.name)).toEqual(['fleetId', 'crossBorderFlag', 'driverStatus']);
    expect(pickFilters(RESOURCES.locations).map((f) => f.name)).toEqual(['salesmanTypeId', 'airportFlag', 'borderFlag', 'recordStatus']);
    expect(pickFilters(RESOURCES.vouchers).map((f) => f.name)).toEqual(['clientId', 'voucherStatus']);
    expect(pickFilters(RESOURCES.countries).map((f) => f.name)).toEqual(['recordStatus']);
  });
});
