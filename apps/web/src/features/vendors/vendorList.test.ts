import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { contactLine, contactsByClient, listVendors } from './vendorList';

const list = (name: string, rows: unknown[]) => ({ _embedded: { [name]: rows }, page: { size: 100, totalElements: rows.length, totalPages: 1, number: 0 } });

describe('vendor list', () => {
  it('groups contacts by client, sorted by name ignoring case', () => {
    const by = contactsByClient([
      { id: 1, clientId: 7, contactName: 'zoe' },
      { id: 2, clientId: 8, contactName: 'Ann' },
      { id: 3, clientId: 7, contactName: 'Bob' },
    ]);
    expect(by.get(7)?.map((c) => c.contactName)).toEqual(['Bob', 'zoe']);
    expect(by.get(8)?.map((c) => c.id)).toEqual([2]);
  });
  it('writes a contact on one line, leaving out what is unknown', () => {
    expect(contactLine({ id: 1, contactName: 'Mr Chow', position: null, telNo: '+852 2771 2345', mobileNo: '', email: 'chow@example.hk' })).toBe(
      'Mr Chow · +852 2771 2345 · chow@example.hk',
    );
  });
  it('asks for the vendors, and merges the cancelled ones by English name when asked', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('enqClients')
        ? jsonResponse(200, list('clients', [{ id: 9, clientCode: 'OUS009', clientNameEng: 'Bravo Cars', recordStatus: 'C' }]))
        : jsonResponse(
            200,
            list('clients', [
              { id: 2, clientCode: 'OUS002', clientNameEng: 'Alpha Limo', recordStatus: 'A' },
              { id: 1, clientCode: 'OUS001', clientNameEng: 'Charlie Coach', recordStatus: 'A' },
            ]),
          ),
    );
    vi.stubGlobal('fetch', fetch);
    expect((await listVendors('', false)).map((v) => v.clientCode)).toEqual(['OUS002', 'OUS001']);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/limo/node/api/clients?vendor=1');
    expect((await listVendors(' lim ', true)).map((v) => v.clientCode)).toEqual(['OUS002', 'OUS009', 'OUS001']);
    expect((fetch.mock.calls[2] as unknown as [string])[0]).toBe('/limo/node/api/enqClients?vendor=1&q=lim&recordStatus=C&size=100');
  });
});
