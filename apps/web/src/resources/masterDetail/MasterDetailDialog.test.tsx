import { RESOURCES } from '@limo/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { type Session, SessionContext } from '../../app/session/session';
import { jsonResponse, renderWithClient } from '../../test/render';
import { RecordDialog } from '../RecordDialog';

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

function backend(handler: (c: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const page = (name: string, rows: unknown[]) =>
        jsonResponse(200, { _embedded: { [name]: rows }, page: { size: 100, totalElements: rows.length, totalPages: 1, number: 0 } });
      if (url.startsWith('/limo/api/vehicleTypes?')) return page('vehicleTypes', [{ id: 2, vehicleType: 'MPV' }]);
      if (url.startsWith('/limo/api/clientTypes?'))
        return page('clientTypes', [
          { id: 1, clientTypeCode: 'HTL', clientTypeDescEng: 'Hotel' },
          { id: 5, clientTypeCode: 'OUS', clientTypeDescEng: 'Vendor' },
        ]);
      return handler(call) ?? (call.method === 'GET' && /\/limo\/api\/\w+\?/.test(url) ? page('x', []) : jsonResponse(404, { error: 'Not Found' }));
    }),
  );
  return calls;
}

const client = {
  id: 3,
  // The server sends every client's invoice language (NOT NULL, default en: migration 0017).
  language: 'en',
  clientCode: 'OUS002',
  clientShortName: 'Tai Ping',
  clientNameEng: 'Tai Ping Car Hire',
  clientNameChi: null,
  clientTypeId: 5,
  creditTermDays: 30,
  recordStatus: 'A',
  irregularRate: 0,
  clientContacts: [{ id: 11, clientId: 3, contactName: 'Mr Chow', telNo: '+852 2771 2345', invoiceFlag: 1 }],
  clientDiscounts: [],
  clientInvoiceMiscs: [],
};

const input = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input' });
// RecordDialog loads the dialog on demand: its first load may take a while under test.
const firstLoad = { timeout: 10_000 };

describe('MasterDetailDialog', () => {
  it('saves the record and all its rows in one call', async () => {
    const calls = backend((c) => {
      if (c.url === '/limo/api/getClient/3') return jsonResponse(200, client);
      if (c.method === 'PUT') return jsonResponse(200, client);
      return undefined;
    });
    const onClose = vi.fn();
    renderWithClient(<RecordDialog def={RESOURCES.clients} id={3} canWrite onClose={onClose} />);
    await waitFor(() => expect(input('Short Name *') as HTMLInputElement).toHaveProperty('value', 'Tai Ping'), firstLoad);
    fireEvent.click(screen.getByRole('tab', { name: 'Contacts (1)' }));
    fireEvent.change(input('Contact Name, row 1'), { target: { value: 'Mr Chow Wing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Client Contact' }));
    fireEvent.change(input('Contact Name, row 2'), { target: { value: 'Night Desk' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Discounts (0)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Client Discount' }));
    fireEvent.change(input('Discount %, row 1'), { target: { value: '10' } });
    fireEvent.change(input('Effective Date, row 1'), { target: { value: '20260101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/limo/api/updateClients/3');
    expect(put?.body).toMatchObject({ clientCode: 'OUS002', clientShortName: 'Tai Ping', clientTypeId: 5 });
    expect(put?.body?.clientContacts).toEqual([
      { id: 11, contactName: 'Mr Chow Wing', position: null, telNo: '+852 2771 2345', mobileNo: null, email: null, invoiceFlag: 1 },
      { contactName: 'Night Desk', position: null, telNo: null, mobileNo: null, email: null, invoiceFlag: 0 },
    ]);
    expect(put?.body?.clientDiscounts).toEqual([
      { vehicleTypeId: null, serviceType: null, discountPercent: 10, effectiveDate: '2026-01-01', expiryDate: null },
    ]);
    expect(put?.body?.clientInvoiceMiscs).toEqual([]);
  });

  it('sends nothing while a row is wrong, and names the row', async () => {
    const calls = backend((c) => (c.url === '/limo/api/getClient/3' ? jsonResponse(200, client) : undefined));
    renderWithClient(<RecordDialog def={RESOURCES.clients} id={3} canWrite onClose={() => {}} />);
    await waitFor(() => expect(input('Short Name *') as HTMLInputElement).toHaveProperty('value', 'Tai Ping'), firstLoad);
    fireEvent.click(screen.getByRole('tab', { name: 'Discounts (0)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Client Discount' }));
    fireEvent.change(input('Discount %, row 1'), { target: { value: '10' } });
    fireEvent.change(input('Effective Date, row 1'), { target: { value: '20260301' } });
    fireEvent.change(input('Expiry Date, row 1'), { target: { value: '20260201' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Client Discount, row 1: Expiry Date must not be before Effective Date/)).toBeTruthy();
    // The dialog shows the list with the wrong row, the message by its field.
    expect(screen.getByText('Expiry Date must not be before Effective Date')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('keeps every row as typed when the server refuses, with its message by the row', async () => {
    backend((c) => {
      if (c.url === '/limo/api/getDriver/7')
        return jsonResponse(200, {
          id: 7,
          driverNo: 'D007',
          driverNameEng: 'Ng Chi Keung',
          mobileNo: '9186 2941',
          branchId: 2,
          driverStatus: 'A',
          employmentType: 'FT',
          crossBorderFlag: 0,
          driverLicenses: [],
          driverLanguages: [{ id: 1, driverId: 7, language: 'English', proficiency: 'F' }],
          driverContacts: [],
        });
      if (c.url === '/limo/api/upsertDriver')
        return jsonResponse(409, {
          status: 409,
          error: 'Conflict',
          errors: ['Driver Language, row 2: Language English already exists for this driver'],
          invalidValues: [],
        });
      return undefined;
    });
    renderWithClient(<RecordDialog def={RESOURCES.drivers} id={7} canWrite onClose={() => {}} />);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Languages (1)' })).toBeTruthy(), firstLoad);
    fireEvent.click(screen.getByRole('tab', { name: 'Languages (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Driver Language' }));
    fireEvent.change(input('Language, row 2'), { target: { value: 'English' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Driver Language, row 2: Language English already exists/)).toBeTruthy();
    expect((input('Language, row 2') as HTMLInputElement).value).toBe('English');
    // The refused row is marked; the first one is not.
    const rows = screen.getAllByTestId('driverLanguages-row');
    expect(rows[1].getAttribute('aria-invalid')).toBe('true');
    expect(rows[0].getAttribute('aria-invalid')).toBeNull();
  });

  it('creates a driver through upsertDriver, without an id', async () => {
    // A new driver starts in the selected branch.
    tokens.setBranchId(2);
    const calls = backend((c) => (c.url === '/limo/api/upsertDriver' ? jsonResponse(200, { id: 70 }) : undefined));
    const onClose = vi.fn();
    renderWithClient(<RecordDialog def={RESOURCES.drivers} id={null} canWrite onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('Driver No. *', { exact: true, selector: 'input' }, firstLoad), { target: { value: 'd070' } });
    fireEvent.change(input('Name (English) *'), { target: { value: 'Ho Ka Lok' } });
    fireEvent.change(input('Mobile *'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Mobile must be a Hong Kong mobile/, { selector: 'p' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(input('Mobile *'), { target: { value: '9123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      driverNo: 'D070',
      driverNameEng: 'Ho Ka Lok',
      mobileNo: '9123 4567',
      branchId: 2,
      driverLicenses: [],
      driverLanguages: [],
      driverContacts: [],
    });
    expect(post?.body).not.toHaveProperty('id');
  });

  it('saves a client type group with its members', async () => {
    const calls = backend((c) => {
      if (c.url === '/limo/api/clientTypeGroups/4')
        return jsonResponse(200, { id: 4, clientTypeGroupCode: 'ACC', clientTypeGroupDescEng: 'Accounts', recordStatus: 'A' });
      if (c.url === '/limo/api/clientTypeGroups/4/clientTypes')
        return jsonResponse(200, { _embedded: { clientTypes: [{ id: 1, clientTypeCode: 'HTL', clientTypeDescEng: 'Hotel' }] } });
      if (c.method === 'PUT') return jsonResponse(200, { id: 4 });
      return undefined;
    });
    const onClose = vi.fn();
    renderWithClient(<RecordDialog def={RESOURCES.clientTypeGroups} id={4} canWrite onClose={onClose} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Client Types (1)' }, firstLoad));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Member OUS' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Member HTL' }));
    expect(screen.getByRole('tab', { name: 'Client Types (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/limo/api/updateClientTypeGroups/4');
    expect(put?.body).toEqual({
      clientTypeGroupCode: 'ACC',
      clientTypeGroupDescEng: 'Accounts',
      clientTypeGroupDescChi: null,
      recordStatus: 'A',
      clientTypes: [5],
    });
  });

  it("names a client group's clients in the reader's language and finds one by either name (issue 30)", async () => {
    const peninsula = { id: 7, clientCode: 'PEN', clientNameEng: 'The Peninsula', clientNameChi: '半島酒店' };
    backend((c) => {
      if (c.url === '/limo/api/clientGroups/9') return jsonResponse(200, { id: 9, clientGroupCode: 'HTL', clientGroupDescEng: 'Hotels', recordStatus: 'A' });
      if (c.url === '/limo/api/clientGroups/9/clients') return jsonResponse(200, { _embedded: { clients: [peninsula] } });
      if (c.url === '/limo/node/api/clients') return jsonResponse(200, { _embedded: { clients: [peninsula, { ...client, id: 3 }] } });
      return undefined;
    });
    renderWithClient(<RecordDialog def={RESOURCES.clientGroups} id={9} canWrite onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Clients (1)' }, firstLoad));
    const nameOf = (code: string) =>
      screen
        .getByRole('checkbox', { name: `${i18next.t('members.include')} ${code}` })
        .closest('tr')
        ?.querySelectorAll('td')[2].textContent;
    await waitFor(() => expect(nameOf('OUS002')).toBe('Tai Ping Car Hire'));
    expect(nameOf('PEN')).toBe('The Peninsula');
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      await waitFor(() => expect(nameOf('PEN')).toBe('半島酒店'));
      expect(nameOf('OUS002')).toBe('Tai Ping Car Hire');
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: '半島' } });
      expect(screen.queryByRole('checkbox', { name: `${i18next.t('members.include')} OUS002` })).toBeNull();
      expect(nameOf('PEN')).toBe('半島酒店');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it("lists a client's tariffs and contract terms in tabs of their own, each kept with its own right", async () => {
    const calls = backend((c) => {
      if (c.url === '/limo/api/getClient/3') return jsonResponse(200, client);
      const list = (name: string, rows: unknown[]) =>
        jsonResponse(200, { _embedded: { [name]: rows }, page: { size: 20, totalElements: rows.length, totalPages: 1, number: 0 } });
      if (c.url === '/limo/api/clients/3/clientTariffs')
        return list('clientTariffs', [{ id: 41, clientId: 3, tariffId: 7, effectiveDate: '2026-01-01', expiryDate: null }]);
      if (c.url === '/limo/api/clients/3/clientOCParms') return list('clientOCParms', [{ id: 51, clientId: 3, tariffOcId: 2, waiveFlag: 1, amount: null }]);
      return undefined;
    });
    // A clerk who may read client tariffs (CLIENT) but not set them (CLIENTRATE), and keeps contract terms.
    const session = { user: { rights: ['CLIENT', 'CLIENTCONTRACTTERMS'] } } as unknown as Session;
    renderWithClient(
      <SessionContext.Provider value={session}>
        <RecordDialog def={RESOURCES.clients} id={3} canWrite onClose={() => {}} />
      </SessionContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Tariffs' }, firstLoad));
    const table = await screen.findByRole('table', { name: 'Client Tariff' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Contract Terms' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/limo/api/clients/3/clientOCParms')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Add' })).toBeTruthy();
  });
});
