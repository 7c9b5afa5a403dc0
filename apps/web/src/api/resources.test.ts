import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { listAll, listPage, sysParameter } from './resources';

const page = (rows: unknown[], number: number, totalPages: number) => ({
  _embedded: { sysParameters: rows },
  page: { size: 100, totalElements: 0, totalPages, number },
});

describe('resource calls', () => {
  it('asks for a page with sort, quick filter and filters', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { _embedded: { banks: [{ id: 1 }] }, page: { size: 20, totalElements: 1, totalPages: 1, number: 0 } }));
    vi.stubGlobal('fetch', fetch);
    const p = await listPage('banks', { page: 2, size: 50, sort: ['bankCode,asc'], q: 'hk', filters: { recordStatus: 'A' } });
    expect(p.rows).toEqual([{ id: 1 }]);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/limo/api/banks?page=2&size=50&sort=bankCode%2Casc&q=hk&recordStatus=A');
  });
  it('reads every page', async () => {
    const fetch = vi.fn(async (url: string) => jsonResponse(200, url.includes('page=0') ? page([{ id: 1 }], 0, 2) : page([{ id: 2 }], 1, 2)));
    vi.stubGlobal('fetch', fetch);
    expect((await listAll('sysParameters')).map((r) => r.id)).toEqual([1, 2]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
  it('types system parameter values: numbers as numbers, the rest as text', async () => {
    const rows = [
      { id: 1, parmKey: 'MAX_PAX', parmValue: '8' },
      { id: 2, parmKey: 'RATE', parmValue: '-1.5e2' },
      { id: 3, parmKey: 'GREETING', parmValue: 'Hello 1' },
      { id: 4, parmKey: 'MAX_PAX_OLD', parmValue: '9' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, page(rows, 0, 1))),
    );
    expect(await sysParameter('MAX_PAX')).toBe(8);
    expect(await sysParameter('RATE')).toBe(-150);
    expect(await sysParameter('GREETING')).toBe('Hello 1');
    expect(await sysParameter('MISSING')).toBeNull();
  });
});
