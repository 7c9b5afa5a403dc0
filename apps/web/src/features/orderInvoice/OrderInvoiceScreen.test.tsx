import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubSignedIn } from '../../test/render';
import { showScreen, SLOW } from '../batchVoid/screenTestKit';
import OrderInvoiceScreen from './OrderInvoiceScreen';
import type { Trial } from './orderInvoiceModel';

const trial: Trial = {
  clientId: 7,
  dateFrom: '2026-10-01',
  dateTo: '2026-10-31',
  lines: [
    { orderVehicleId: 11, orderId: 1, orderRefId: 'HK0001', pickupDate: '2026-10-02', serviceType: 'Arrival', description: 'HKG-T1 to PEN', amount: '585.00' },
    { orderVehicleId: 12, orderId: 2, orderRefId: 'HK0002', pickupDate: '2026-10-03', serviceType: 'Transfer', description: 'PEN to ICC', amount: '1100.00' },
  ],
  miscs: [{ clientInvoiceMiscId: 6, description: 'Service charge', amount: '168.50', percent: '10.0000' }],
  subtotal: '1685.00',
  miscTotal: '168.50',
  total: '1853.50',
};

const issued = {
  id: 42,
  invoiceNo: 'HK-2026-00042',
  invoiceSeq: 42,
  branchId: 2,
  clientId: 7,
  invoiceDate: '2026-11-26',
  dueDate: '2026-12-26',
  dateFrom: '2026-10-01',
  dateTo: '2026-10-31',
  status: 'A',
  subtotal: '585.00',
  miscTotal: '58.50',
  total: '643.50',
  invoiceDtls: [],
};

interface Sent {
  path: string;
  body: unknown;
}

/** The server of the screen: `trials` answer the trial calls in turn (the last one repeats); `create` answers createInvoice. */
function serve(trials: Trial[] = [trial], create: { status: number; body: unknown } = { status: 201, body: issued }) {
  const sent: Sent[] = [];
  let n = 0;
  stubSignedIn(['ORDERINVOICE'], (url, init) => {
    const path = url.replace(/^\/limo/, '').split('?')[0];
    if (init?.method === 'POST') sent.push({ path, body: JSON.parse(String(init.body)) });
    if (path === '/node/api/clients') return jsonResponse(200, { _embedded: { clients: [{ id: 7, clientCode: 'PEN', clientShortName: 'Peninsula' }] } });
    if (path === '/api/getOrderInvoiceTrial') return jsonResponse(200, trials[Math.min(n++, trials.length - 1)]);
    if (path === '/api/createInvoice') return jsonResponse(create.status, create.body);
    return undefined;
  });
  return sent;
}

async function showTrial() {
  const client = await screen.findByRole('combobox', { name: /Client/ }, SLOW);
  fireEvent.change(client, { target: { value: 'PEN' } });
  fireEvent.click(await screen.findByRole('option', { name: 'PEN - Peninsula' }));
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  return screen.findByRole('table', { name: 'Billable order vehicles' }, SLOW);
}

const total = () => screen.getByTestId('total').textContent;

describe('OrderInvoiceScreen', { timeout: 30_000 }, () => {
  it('shows the trial, recomputes the totals as a row is unticked, and issues the ticked ones after a confirmation', async () => {
    const sent = serve();
    showScreen(<OrderInvoiceScreen />);
    await showTrial();
    expect(sent[0]).toEqual({ path: '/api/getOrderInvoiceTrial', body: { clientId: 7, dateFrom: '2026-10-01', dateTo: '2026-10-31' } });
    expect(total()).toBe('1,853.50');
    expect(screen.getByText('10 % of the subtotal')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice HK0002' }));
    expect(screen.getByTestId('subtotal').textContent).toBe('585.00');
    expect(screen.getByTestId('misc-total').textContent).toBe('58.50');
    expect(total()).toBe('643.50');
    expect(screen.getByText(/1 of 2 order vehicles ticked/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Issue an invoice for PEN - Peninsula with 1 order line and 1 other lines, total 643.50?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('issued-invoice-no')).toHaveProperty('textContent', 'HK-2026-00042');
    const create = sent.find((s) => s.path === '/api/createInvoice');
    // English unless chosen: the client's language setting is English (the trial names none).
    expect(create?.body).toMatchObject({ clientId: 7, dateFrom: '2026-10-01', dateTo: '2026-10-31', orderVehicleIds: [11], language: 'en' });
    expect(await screen.findByRole('button', { name: 'Open in Invoicing' }, SLOW)).toBeTruthy();
  });

  it("opens the trial of a client picked in the landing's list of unbilled trips, shown on this same screen", async () => {
    const sent = serve();
    const unbilled = {
      toDate: '2026-10-31',
      count: 2,
      amount: '1685.00',
      clients: [{ clientId: 7, clientCode: 'PEN', clientShortName: 'Peninsula', count: 2, amount: '1685.00', fromDate: '2026-10-02' }],
    };
    stubSignedIn(['ORDERINVOICE'], (url, init) => {
      const path = url.replace(/^\/limo/, '').split('?')[0];
      if (path === '/api/unbilledTrips') return jsonResponse(200, unbilled);
      if (init?.method === 'POST') sent.push({ path, body: JSON.parse(String(init.body)) });
      if (path === '/node/api/clients') return jsonResponse(200, { _embedded: { clients: [{ id: 7, clientCode: 'PEN', clientShortName: 'Peninsula' }] } });
      if (path === '/api/getOrderInvoiceTrial') return jsonResponse(200, trial);
      return undefined;
    });
    showScreen(<OrderInvoiceScreen />);
    fireEvent.click(await screen.findByRole('link', { name: 'Open the invoice trial of PEN Peninsula' }, SLOW));
    expect(await screen.findByRole('table', { name: 'Billable order vehicles' }, SLOW)).toBeTruthy();
    expect(sent[0]).toEqual({ path: '/api/getOrderInvoiceTrial', body: { clientId: 7, dateFrom: '2026-10-02', dateTo: '2026-10-31' } });
  });

  it('issues the invoice in the language chosen for it, whatever the screen is shown in', async () => {
    const sent = serve();
    showScreen(<OrderInvoiceScreen />);
    await showTrial();
    expect(screen.getByRole('combobox', { name: 'Invoice language' }).textContent).toBe('English');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Invoice language' }));
    fireEvent.click(await screen.findByRole('option', { name: '繁體中文' }));
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByRole('dialog');
    // A document of record: the confirmation names the language it is issued in.
    expect(dialog.textContent).toContain('It is issued and printed in 繁體中文.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('issued-invoice-no')).toHaveProperty('textContent', 'HK-2026-00042');
    expect(sent.find((s) => s.path === '/api/createInvoice')?.body).toMatchObject({ orderVehicleIds: [11, 12], language: 'zh-HK' });
    // The next trial (another client, perhaps) starts on the default again (Show, once the dialog has gone).
    fireEvent.click(await screen.findByRole('button', { name: 'Show' }, SLOW));
    await screen.findByRole('table', { name: 'Billable order vehicles' }, SLOW);
    expect(screen.getByRole('combobox', { name: 'Invoice language' }).textContent).toBe('English');
  });

  it("starts each trial's invoice language on the client's language setting, and issues in it (issue 30 part 1)", async () => {
    const sent = serve([{ ...trial, language: 'zh-HK' }, trial]);
    showScreen(<OrderInvoiceScreen />);
    await showTrial();
    expect(screen.getByRole('combobox', { name: 'Invoice language' }).textContent).toBe('繁體中文');
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('It is issued and printed in 繁體中文.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('issued-invoice-no')).toHaveProperty('textContent', 'HK-2026-00042');
    expect(sent.find((s) => s.path === '/api/createInvoice')?.body).toMatchObject({ language: 'zh-HK' });
    // The next trial, of a client whose setting is English, starts on English.
    fireEvent.click(await screen.findByRole('button', { name: 'Show' }, SLOW));
    await screen.findByRole('table', { name: 'Billable order vehicles' }, SLOW);
    expect(screen.getByRole('combobox', { name: 'Invoice language' }).textContent).toBe('English');
  });

  it('says No to the confirmation and nothing is issued; Space on a focused row turns its tick over; tick none and all', async () => {
    const sent = serve();
    showScreen(<OrderInvoiceScreen />);
    const table = await showTrial();
    const row = table.querySelector('tr[data-ov="11"]') as HTMLElement;
    row.focus();
    fireEvent.keyDown(row, { key: ' ' });
    expect(total()).toBe('1,210.00');
    fireEvent.keyDown(row, { key: ' ' });
    expect(total()).toBe('1,853.50');
    fireEvent.click(screen.getByRole('button', { name: 'Tick none' }));
    expect(total()).toBe('0.00');
    expect(screen.getByRole('button', { name: 'Issue invoice' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Tick at least one order vehicle to issue an invoice.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tick all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((s) => s.path === '/api/createInvoice')).toEqual([]);
  });

  it('on a 409 names the order vehicles no longer billable and runs the trial again', async () => {
    const after = { ...trial, lines: [trial.lines[0]], subtotal: '585.00', miscTotal: '58.50', total: '643.50' };
    const sent = serve([trial, after], {
      status: 409,
      body: { status: 409, message: '1 order vehicle is not billable', errors: ['Order vehicle 12 is on invoice HK-2026-00041'], orderVehicleIds: [12] },
    });
    showScreen(<OrderInvoiceScreen />);
    await showTrial();
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 order vehicle is no longer billable: nothing was issued.');
    expect(alert.textContent).toContain('HK0002 (03/10/2026) PEN to ICC');
    expect(alert.textContent).toContain('Order vehicle 12 is on invoice HK-2026-00041');
    await waitFor(() => expect(sent.filter((s) => s.path === '/api/getOrderInvoiceTrial')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Invoice HK0002' })).toBeNull());
    expect(total()).toBe('643.50');
  });

  it('asks for the client first, and disables the issue when nothing is billable', async () => {
    const empty = { ...trial, lines: [], subtotal: '0.00', miscTotal: '0.00', total: '0.00', miscs: [] };
    const sent = serve([empty]);
    showScreen(<OrderInvoiceScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show' }, SLOW));
    expect(await screen.findByText('Choose the client')).toBeTruthy();
    expect(sent).toEqual([]);
    const client = screen.getByRole('combobox', { name: /Client/ });
    fireEvent.change(client, { target: { value: 'PEN' } });
    fireEvent.click(await screen.findByRole('option', { name: 'PEN - Peninsula' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Nothing to invoice: no order vehicle of this client in the period is billable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Issue invoice' })).toHaveProperty('disabled', true);
  });

  it("shows a 400's message clearly and keeps the trial", async () => {
    serve([trial], { status: 400, body: { status: 400, error: 'Bad Request', message: 'The invoice date must not be before the period' } });
    showScreen(<OrderInvoiceScreen />);
    await showTrial();
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The invoice was not issued');
    expect(alert.textContent).toContain('The invoice date must not be before the period');
    expect(screen.getByRole('checkbox', { name: 'Invoice HK0002' })).toBeTruthy();
  });
});
