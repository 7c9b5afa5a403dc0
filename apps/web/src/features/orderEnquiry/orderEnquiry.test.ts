import { describe, expect, it } from 'vitest';
import { emptyFilters, enquiryBody, mayLookUp } from './orderEnquiry';

describe('enquiryBody', () => {
  it('leaves blank filters out, trims texts and sends the grid sort', () => {
    const filters = { ...emptyFilters('2030-02-10'), clientId: 7, flightNo: ' cx101 ', paxName: '  ', orderStatus: 'A' };
    expect(enquiryBody(filters, [{ field: 'orderRefId', sort: 'desc' }])).toEqual({
      dateFrom: '2030-02-10',
      dateTo: '2030-02-10',
      clientId: 7,
      orderStatus: 'A',
      flightNo: 'cx101',
      sort: ['orderRefId,desc'],
    });
  });

  it('falls back to the pick-up date when the grid sorts by nothing the server sorts by', () => {
    expect(enquiryBody({ ...emptyFilters('2030-02-10'), dateFrom: null, dateTo: null }, [{ field: 'paxNames', sort: 'asc' }])).toEqual({
      sort: ['pickupDate,asc'],
    });
    expect(enquiryBody(emptyFilters('2030-02-10'), []).sort).toEqual(['pickupDate,asc']);
  });
});

describe('mayLookUp', () => {
  it("reads a pick-list with the collection's right or a referring collection's", () => {
    expect(mayLookUp('clients', ['CLIENT'])).toBe(true);
    expect(mayLookUp('drivers', ['ORDERING'])).toBe(true);
    expect(mayLookUp('drivers', ['ORDERENQUIRY'])).toBe(false);
  });
});
