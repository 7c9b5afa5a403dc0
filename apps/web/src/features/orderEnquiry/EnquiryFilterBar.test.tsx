import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderEnquiryEn, orderEnquiryZhHK } from '@limo/domain/i18n/orderEnquiry';
import { tokens } from '../../api/tokens';
import { SessionProvider } from '../../app/session/SessionContext';
import { registerTexts } from '../../i18n';
import { jsonResponse } from '../../test/render';
import { EnquiryFilterBar } from './EnquiryFilterBar';
import { emptyFilters, type EnquiryFilters } from './orderEnquiry';

// The screen module registers its texts (i18n/index.ts); this part is rendered without it.
registerTexts(orderEnquiryEn, orderEnquiryZhHK);

const LISTS: Record<string, Record<string, unknown>[]> = {
  clients: [{ id: 7, clientCode: 'HSBC' }],
  drivers: [{ id: 5, driverNo: 'D005' }],
  vehicles: [{ id: 9, licensePlateNo: 'AB1234' }],
};

/** A signed-in user with these rights; the lookups answer LISTS. */
function serve(rights: string[]) {
  const gets: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/auth/user')) return jsonResponse(200, { rights, username: 'u', fullname: 'User', userid: 1, branchId: 2, branches: [2] });
      if (url.includes('/api/publicParameters')) return jsonResponse(200, {});
      gets.push(url.replace(/^.*\/limo/, ''));
      const name = /\/(\w+)$/.exec(url)?.[1] ?? '';
      return jsonResponse(200, { _embedded: { [name]: LISTS[name] ?? [] } });
    }),
  );
  tokens.set('t', 'r');
  return gets;
}

function open(onSearch: (f: EnquiryFilters) => void) {
  const initial = emptyFilters('2030-05-01');
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <EnquiryFilterBar initial={initial} blank={{ ...initial, dateFrom: null, dateTo: null }} onSearch={onSearch} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('the enquiry filters', () => {
  it('search with a date typed and not yet left, and every text filter', async () => {
    serve(['ORDERENQUIRY', 'ORDERING']);
    const onSearch = vi.fn();
    open(onSearch);
    await screen.findByRole('combobox', { name: 'Client' });
    const to = screen.getByRole('textbox', { name: 'Pick-up to' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Passenger' }), { target: { value: 'chan' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Flight' }), { target: { value: 'cx1' } });
    to.focus();
    fireEvent.change(to, { target: { value: '15/5/2030' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0][0]).toEqual({ ...emptyFilters('2030-05-01'), dateTo: '2030-05-15', paxName: 'chan', flightNo: 'cx1' });
    expect((to as HTMLInputElement).value).toBe('15/05/2030');
  });

  it('pick clients, drivers and vehicles from their lists for a user who may read them', async () => {
    const gets = serve(['ORDERENQUIRY', 'ORDERING']);
    open(vi.fn());
    await screen.findByRole('combobox', { name: 'Driver' });
    await waitFor(() => expect([...gets].sort()).toEqual(['/api/lookups/clients', '/api/lookups/drivers', '/api/lookups/vehicles']));
  });

  it('take ids where the user may read no list, asking nothing refused', async () => {
    const gets = serve(['ORDERENQUIRY']);
    const onSearch = vi.fn();
    open(onSearch);
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/auth/user'))).toBe(true));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Driver (id)' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Client (id)' }), { target: { value: '7' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Search' }));
    expect(onSearch.mock.calls[0][0]).toMatchObject({ driverId: 5, clientId: 7, vehicleId: null });
    expect(gets).toEqual([]);
  });
});
