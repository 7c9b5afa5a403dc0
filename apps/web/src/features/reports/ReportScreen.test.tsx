import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import ReportScreen from './ReportScreen';

interface Sent {
  url: string;
  body: Record<string, unknown> | undefined;
}

const detailRows = [
  {
    pickupDate: '2030-05-02',
    pickupTime: '09:30:00',
    orderRefId: 'HK2030050200001',
    clientCode: 'ISL',
    serviceType: 'Arrival',
    vehicleType: 'E-CLASS',
    driverOrVendor: 'D010',
    amount: '1250.5',
  },
  {
    pickupDate: '2030-05-03',
    pickupTime: '14:00:00',
    orderRefId: 'HK2030050300002',
    clientCode: 'PEN',
    serviceType: 'Hire',
    vehicleType: 'ALPHARD',
    driverOrVendor: 'D002',
    amount: '800.00',
  },
];

/** A signed-in user with `rights`; each report call answers from `answer` (by call path), files by ?format=. */
function serve(rights: string[], answer: (path: string, body: Record<string, unknown>) => Response) {
  const sent: Sent[] = [];
  stubSignedIn(rights, (url, init) => {
    if (url.includes('/lookups/')) {
      sent.push({ url, body: undefined });
      return jsonResponse(200, { _embedded: { clients: [{ id: 7, clientCode: 'ISL' }] } });
    }
    if (!url.includes('/limo/api/')) return undefined;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    sent.push({ url, body });
    const format = /format=(\w+)/.exec(url)?.[1];
    if (format) return new Response(format, { status: 200, headers: { 'Content-Disposition': `attachment; filename="report.${format}"` } });
    return answer(new URL(url, 'http://x').pathname, body);
  });
  return sent;
}

function open(path: string) {
  renderSignedIn(
    <MemoryRouter initialEntries={[path]}>
      <ReportScreen />
    </MemoryRouter>,
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('a report screen', { timeout: 20_000 }, () => {
  it('shows the sales report by detail and by client, pages on the server, totals every row and exports the same call', async () => {
    const sent = serve(['SALESREPORT', 'CLIENT'], (path, body) => {
      if (path === '/limo/api/enqSalesReport')
        return jsonResponse(200, {
          _embedded: { salesReportResults: detailRows },
          totals: { amount: '98765.40' },
          page: { size: body.size, totalElements: 120, totalPages: 3, number: body.page },
        });
      return jsonResponse(200, {
        _embedded: { salesReportResults: [{ clientId: 7, clientCode: 'ISL', clientNameEng: 'Island Shangri-La', count: 1234, amount: '98765.4' }] },
        totals: { count: 1234, amount: '98765.40' },
        page: { size: body.size, totalElements: 1, totalPages: 1, number: 0 },
      });
    });
    open('/report/salesreport');
    expect(screen.getByRole('heading', { name: 'Sales Report' })).toBeTruthy();
    expect(screen.getByText('Every order vehicle of an active order picked up in the period, with its fare.')).toBeTruthy();
    expect(screen.getByText('Choose the period and press Show.')).toBeTruthy();
    // Nothing is asked before Show but the client list of the filter.
    expect(sent.filter((s) => s.url.includes('/limo/api/enq'))).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '20300501' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '20300531' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('table', { name: 'Detail' });
    const calls = () => sent.filter((s) => s.url.includes('/limo/api/enq'));
    expect(calls()[0]).toEqual({ url: '/limo/api/enqSalesReport', body: { dateFrom: '2030-05-01', dateTo: '2030-05-31', page: 0, size: 50 } });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Pick-up Date', 'Time', 'Order Ref.', 'Client', 'Service', 'Vehicle Type', 'Driver / Vendor', 'Amount']);
    expect(cellsOf(rows[1])).toEqual(['02/05/2030', '09:30', 'HK2030050200001', 'ISL', 'Arrival', 'E-CLASS', 'D010', '1,250.50']);
    expect(within(rows[1]).getAllByRole('cell')[7].getAttribute('class')).toContain('alignRight');
    // The totals are the server's, over all 120 rows, not the page's two.
    expect(cellsOf(within(table).getByTestId('report-totals'))).toEqual(['Totals', '98,765.40']);
    // The page holds two rows here: the count is the server's.
    expect(screen.getByText('1–2 of 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(calls().at(-1)?.body).toMatchObject({ page: 1, size: 50 }));

    fireEvent.click(screen.getByRole('tab', { name: 'By client' }));
    const byClient = await screen.findByRole('table', { name: 'By client' });
    expect(calls().at(-1)).toEqual({ url: '/limo/api/enqSalesReportSummary', body: { dateFrom: '2030-05-01', dateTo: '2030-05-31', page: 0, size: 50 } });
    expect(cellsOf(within(byClient).getAllByRole('row')[1])).toEqual(['ISL', 'Island Shangri-La', '1,234', '98,765.40']);
    expect(cellsOf(within(byClient).getByTestId('report-totals'))).toEqual(['Totals', '1,234', '98,765.40']);

    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(calls().at(-1)?.url).toBe('/limo/api/enqSalesReportSummary?format=xlsx'));
    // The file holds every row: no page in its body.
    expect(calls().at(-1)?.body).toEqual({ dateFrom: '2030-05-01', dateTo: '2030-05-31' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'PDF' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(calls().at(-1)?.url).toBe('/limo/api/enqSalesReportSummary?format=pdf'));
  });

  it('filters by a client picked from the list and names what stops Show', async () => {
    const sent = serve(['SALESREPORT', 'CLIENT'], () =>
      jsonResponse(200, { totals: { amount: '0.00' }, page: { size: 50, totalElements: 0, totalPages: 0, number: 0 } }),
    );
    open('/report/salesreport');
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '20300101' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '20300601' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('At most 92 days at a time.')).toBeTruthy();
    expect(sent.filter((s) => s.url.includes('/limo/api/enq'))).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '20300131' } });
    const client = await screen.findByRole('combobox', { name: 'Client' });
    fireEvent.focus(client);
    fireEvent.click(await screen.findByRole('option', { name: 'ISL' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Service' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hire' }));
    // Enter in a field shows the report as the button does.
    fireEvent.submit(screen.getByRole('textbox', { name: 'From' }).closest('form') as HTMLFormElement);
    expect(await screen.findByText('No rows for this period.')).toBeTruthy();
    expect(sent.filter((s) => s.url.includes('/limo/api/enq')).at(-1)?.body).toEqual({
      dateFrom: '2030-01-01',
      dateTo: '2030-01-31',
      clientId: 7,
      serviceType: 'Hire',
      page: 0,
      size: 50,
    });
  });

  it('asks for a year of the client sales report and shows the months and the year with their totals', async () => {
    const months = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`m${String(i + 1).padStart(2, '0')}`, i === 0 ? '1000.00' : '0.00']));
    const sent = serve(['CLIENTSALESRPT'], () =>
      jsonResponse(200, {
        _embedded: { clientSalesResults: [{ clientId: 7, clientCode: 'ISL', clientNameEng: 'Island Shangri-La', ...months, year: '1000.00' }] },
        totals: { ...months, year: '1000.00' },
        page: { size: 50, totalElements: 1, totalPages: 1, number: 0 },
      }),
    );
    open('/report/ClientSalesReport');
    // CLIENTSALESRPT alone reads no client list: the filter is not offered, and no lookup is asked (a 403).
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    const year = screen.getByRole('textbox', { name: 'Year' });
    fireEvent.change(year, { target: { value: '20a29' } });
    expect((year as HTMLInputElement).value).toBe('2029');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('table', { name: 'By client' });
    expect(sent.filter((s) => !s.url.includes('publicParameters'))).toEqual([
      { url: '/limo/api/reports/clientSales', body: { dateFrom: '2029-01-01', dateTo: '2029-12-31', page: 0, size: 50 } },
    ]);
    const totals = cellsOf(within(table).getByTestId('report-totals'));
    expect(totals).toEqual(['Totals', '1,000.00', ...Array(11).fill('0.00'), '1,000.00']);

    fireEvent.change(year, { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Enter a year from 2000 to 2099.')).toBeTruthy();
  });

  it("shows the server's 400 messages", async () => {
    serve(['AIRPORTORDERLIST'], () =>
      jsonResponse(400, {
        status: 400,
        error: 'Bad Request',
        message: 'Bad request',
        path: '/limo/api/reports/airportOrders',
        errors: ['dateTo: at most 31 days'],
      }),
    );
    open('/report/airportOrderList');
    expect(screen.getByRole('textbox', { name: 'Date' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('dateTo: at most 31 days');
  });
});
