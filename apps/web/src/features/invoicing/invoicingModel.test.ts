import { describe, expect, it } from 'vitest';
import { emptyFilter, listQuery, sortParams, voidReason } from './invoicingModel';

describe('the invoicing model', () => {
  it('sends only the filters that are set, texts trimmed', () => {
    expect(listQuery(emptyFilter(), ['invoiceDate,desc'], 0, 20)).toEqual({ page: 0, size: 20, sort: ['invoiceDate,desc'] });
    expect(listQuery({ clientId: 7, status: 'V', dateFrom: '2026-10-01', dateTo: '2026-10-31', invoiceNo: ' HK-2026 ' }, ['total,asc'], 2, 50)).toEqual({
      page: 2,
      size: 50,
      sort: ['total,asc'],
      clientId: 7,
      status: 'V',
      dateFrom: '2026-10-01',
      dateTo: '2026-10-31',
      invoiceNo: 'HK-2026',
    });
    // A date still being typed is no filter.
    expect(listQuery({ ...emptyFilter(), dateFrom: '2026-10' }, [], 0, 20)).not.toHaveProperty('dateFrom');
  });

  it('sorts by the columns the server knows, newest first by default, ties by number', () => {
    expect(sortParams([])).toEqual(['invoiceDate,desc', 'invoiceNo,desc']);
    expect(sortParams([{ field: 'total', sort: 'asc' }])).toEqual(['total,asc', 'invoiceNo,desc']);
    expect(sortParams([{ field: 'voidReason', sort: 'asc' }])).toEqual(['invoiceDate,desc', 'invoiceNo,desc']);
  });

  it('needs a void reason that is more than spaces', () => {
    expect(voidReason('   ')).toBeNull();
    expect(voidReason(' Wrong client ')).toBe('Wrong client');
    expect(voidReason('x'.repeat(250))).toHaveLength(200);
  });
});
