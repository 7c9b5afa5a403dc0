import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubSignedIn } from '../../test/render';
import { showScreen, SLOW } from '../batchVoid/screenTestKit';
import InvoicingScreen from './InvoicingScreen';
import type { Invoice } from './invoicingModel';

const active: Invoice = {
  id: 42,
  invoiceNo: 'HK-2026-00042',
  clientId: 7,
  invoiceDate: '2026-11-26',
  dueDate: '2026-12-26',
  dateFrom: '2026-10-01',
  dateTo: '2026-10-31',
  status: 'A',
  subtotal: '1685.00',
  miscTotal: '168.50',
  total: '1853.50',
};
const old: Invoice = {
  ...active,
  id: 41,
  invoiceNo: 'HK-2026-00041',
  status: 'V',
  voidReason: 'Wrong month',
  voidBy: 'accounts',
  voidDt: '2026-11-20T02:00:00Z',
};
// A trip's line as the server words it (issue 30 8b): its route with the stops, and its passengers.
const TRIP = 'HK0001 02/10 Arrival: HKG-T1 → The Peninsula → 8 Finance Street; passengers Chan Tai Man, 王小明';
const lines = [
  { id: 1, seq: 1, lineType: 'ORDER', orderVehicleId: 11, description: TRIP, amount: '585.00' },
  { id: 2, seq: 2, lineType: 'ORDER', orderVehicleId: 12, description: 'HK0002 03/10 PEN to ICC', amount: '1100.00' },
  { id: 3, seq: 3, lineType: 'MISC', clientInvoiceMiscId: 6, description: 'Service charge 10 %', amount: '168.50' },
];

interface Sent {
  method: string;
  url: string;
  body?: unknown;
}

function serve(voidAnswer: { status: number; body: unknown } = { status: 200, body: { ...active, status: 'V', voidReason: 'Client disputes', voidBy: 'u' } }) {
  const sent: Sent[] = [];
  let voided = false;
  stubSignedIn(['INVOICING'], (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^\/limo/, '').split('?')[0];
    sent.push({ method, url: url.replace(/^\/limo/, ''), ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    if (path === '/node/api/clients') return jsonResponse(200, { _embedded: { clients: [{ id: 7, clientCode: 'PEN', clientShortName: 'Peninsula' }] } });
    if (path === '/api/invoices') {
      const first = voided ? { ...active, status: 'V', voidReason: 'Client disputes' } : active;
      return jsonResponse(200, { _embedded: { invoices: [first, old] }, page: { size: 20, totalElements: 2, totalPages: 1, number: 0 } });
    }
    if (path === '/api/invoices/42/invoiceDtls') return jsonResponse(200, { _embedded: { invoiceDtls: lines } });
    if (path === '/api/invoices/42/pdf')
      return new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="HK-2026-00042.pdf"' },
      });
    if (path === '/api/voidInvoice') {
      voided = voidAnswer.status === 200;
      return jsonResponse(voidAnswer.status, voidAnswer.body);
    }
    return undefined;
  });
  return sent;
}

async function openFirst() {
  const grid = await screen.findByRole('grid', { name: 'Invoices' }, SLOW);
  const cell = await within(grid).findByText('HK-2026-00042', {}, SLOW);
  fireEvent.keyDown(cell, { key: 'Enter' });
  return screen.findByRole('dialog', { name: 'Invoice No. HK-2026-00042' });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('InvoicingScreen', { timeout: 30_000 }, () => {
  it('lists the invoices by the server, marks void ones with their reason, and opens one with Enter', async () => {
    const sent = serve();
    showScreen(<InvoicingScreen />);
    const grid = await screen.findByRole('grid', { name: 'Invoices' }, SLOW);
    expect(await within(grid).findByText('Wrong month', {}, SLOW)).toBeTruthy();
    expect(within(grid).getAllByText('Void')).toHaveLength(1);
    expect(within(grid).getAllByText('1,853.50')).toHaveLength(2);
    expect(within(grid).getAllByText('PEN - Peninsula')).toHaveLength(2);
    expect(sent.find((s) => s.url.startsWith('/api/invoices?'))?.url).toBe('/api/invoices?page=0&size=20&sort=invoiceDate%2Cdesc&sort=invoiceNo%2Cdesc');
    const dialog = await openFirst();
    expect(await within(dialog).findByText('HK0002 03/10 PEN to ICC')).toBeTruthy();
    expect(within(dialog).getByText('Service charge 10 %')).toBeTruthy();
    expect(within(dialog).getByText('PEN - Peninsula')).toBeTruthy();
  });

  it('filters by client, status, period and number', async () => {
    const sent = serve();
    showScreen(<InvoicingScreen />);
    await screen.findByRole('grid', { name: 'Invoices' }, SLOW);
    fireEvent.change(screen.getByRole('combobox', { name: 'Client' }), { target: { value: 'PEN' } });
    fireEvent.click(await screen.findByRole('option', { name: 'PEN - Peninsula' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Void' }));
    fireEvent.change(screen.getByLabelText('Period from'), { target: { value: '20261001' } });
    fireEvent.change(screen.getByLabelText('Period to'), { target: { value: '20261031' } });
    fireEvent.change(screen.getByLabelText('Invoice No.'), { target: { value: ' 00042 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(sent.map((s) => s.url)).toContain(
        '/api/invoices?page=0&size=20&sort=invoiceDate%2Cdesc&sort=invoiceNo%2Cdesc&clientId=7&status=V&dateFrom=2026-10-01&dateTo=2026-10-31&invoiceNo=00042',
      ),
    );
  });

  it('needs a reason to void; then voids, refreshes the list and shows the invoice void', async () => {
    const sent = serve();
    showScreen(<InvoicingScreen />);
    const dialog = await openFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    const ask = await screen.findByRole('dialog', { name: 'Void invoice HK-2026-00042' });
    expect(ask.textContent).toContain('Void HK-2026-00042 (total 1,853.50)?');
    fireEvent.change(within(ask).getByLabelText(/Reason/), { target: { value: '   ' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Void' }));
    expect(await within(ask).findByText('Enter the reason for the void.')).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/voidInvoice')).toEqual([]);
    const lists = sent.filter((s) => s.url.startsWith('/api/invoices?')).length;
    fireEvent.change(within(ask).getByLabelText(/Reason/), { target: { value: 'Client disputes' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(sent.find((s) => s.url === '/api/voidInvoice')?.body).toEqual({ invoiceId: 42, reason: 'Client disputes' }));
    expect(await screen.findByText('Invoice HK-2026-00042 is void.')).toBeTruthy();
    await waitFor(() => expect(sent.filter((s) => s.url.startsWith('/api/invoices?')).length).toBeGreaterThan(lists));
    const shown = await screen.findByRole('dialog', { name: 'Invoice No. HK-2026-00042' });
    expect(within(shown).getByText(/Void: Client disputes/)).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it("shows the server's refusal of a void in the dialog", async () => {
    serve({ status: 409, body: { status: 409, message: 'Invoice HK-2026-00042 is already void', errors: ['Invoice HK-2026-00042 is already void'] } });
    showScreen(<InvoicingScreen />);
    const dialog = await openFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    const ask = await screen.findByRole('dialog', { name: 'Void invoice HK-2026-00042' });
    fireEvent.change(within(ask).getByLabelText(/Reason/), { target: { value: 'Again' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Void' }));
    expect((await within(ask).findByRole('alert')).textContent).toContain('is already void');
  });

  it('prints the invoice sheet and saves the PDF', async () => {
    const sent = serve();
    let printed = '';
    const print = vi.fn(() => {
      printed = document.querySelector('[data-testid="invoice-print"]')?.textContent ?? '';
    });
    vi.stubGlobal('print', print);
    const createUrl = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    showScreen(<InvoicingScreen />);
    const dialog = await openFirst();
    await within(dialog).findByText(TRIP);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printed).toContain('HK-2026-00042');
    expect(printed).toContain('HK0002 03/10 PEN to ICC');
    // The route and the passengers, whole, on the screen and on the printed sheet.
    expect(printed).toContain(TRIP);
    expect(getComputedStyle(within(dialog).getByText(TRIP)).whiteSpace).not.toBe('nowrap');
    expect(printed).toContain('1,853.50');
    // The print run keeps the buttons disabled until it settles, which can come after window.print on a busy machine.
    const pdf = within(dialog).getByRole('button', { name: 'PDF' });
    await waitFor(() => expect(pdf.hasAttribute('disabled')).toBe(false));
    fireEvent.click(pdf);
    await waitFor(() => expect(createUrl).toHaveBeenCalledTimes(1));
    expect(sent.some((s) => s.url === '/api/invoices/42/pdf')).toBe(true);
  });
});
