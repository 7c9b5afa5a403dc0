import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import type { Passenger, StoredPlace } from './portalApi';
import { expectNoAxeViolations, mountPortal, serve, signedIn, toChinese, toEnglish } from './portalTestKit';

beforeEach(signedIn);
afterEach(() => toEnglish());

const WONG: Passenger = { id: 8, version: 1, name: 'Mr Wong', mobile: '61234567', email: null, language: 'zh-HK', notes: 'VIP', notify: 1 };
const OFFICE: StoredPlace = { id: 4, version: 2, label: 'Head office', locationId: null, address: '8 Finance Street', zone: 'Central' };

describe('stored passengers', () => {
  it('lets an ADMIN add, edit and delete (with a confirmation)', async () => {
    const calls = serve(
      (c) =>
        c.path.startsWith('/portal/api/passengers') && c.method !== 'GET'
          ? jsonResponse(c.method === 'DELETE' ? 204 : 200, {})
          : c.path === '/portal/api/passengers'
            ? jsonResponse(200, [WONG])
            : undefined,
      { role: 'ADMIN' },
    );
    mountPortal('/portal/passengers');
    expect(await screen.findByText('Mr Wong')).toBeTruthy();
    expect(screen.getByText('61234567 · VIP')).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Add a passenger' }));
    const add = await screen.findByRole('dialog', { name: 'Add a passenger' });
    fireEvent.change(within(add).getByLabelText(/^Name/), { target: { value: ' Ms Lee ' } });
    fireEvent.change(within(add).getByLabelText(/^Email/), { target: { value: 'lee@example.com' } });
    fireEvent.click(within(add).getByLabelText('Send trip updates'));
    await expectNoAxeViolations(add);
    fireEvent.submit(within(add).getByLabelText(/^Name/).closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Ms Lee',
        mobile: null,
        email: 'lee@example.com',
        language: 'en',
        notes: null,
        notify: 1,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Mr Wong' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Mr Wong' });
    expect((within(edit).getByLabelText(/^Language of updates/) as HTMLSelectElement).value).toBe('zh-HK');
    fireEvent.change(within(edit).getByLabelText(/^Mobile/), { target: { value: '69998888' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/portal/api/passengers/8',
        body: { version: 1, mobile: '69998888', name: 'Mr Wong' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Mr Wong' }));
    const sure = await screen.findByRole('dialog', { name: 'Delete Mr Wong?' });
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/portal/api/passengers/8'));
    expect(calls.find((c) => c.method === 'DELETE')?.headers.get('If-Match')).toBe('1');
    expect(calls.find((c) => c.method === 'PUT')?.headers.get('If-Match')).toBe('1');
  });

  it('shows a BOOKER the list read-only, in Chinese', async () => {
    serve((c) => (c.path === '/portal/api/passengers' ? jsonResponse(200, [WONG]) : undefined));
    mountPortal('/portal/passengers');
    await toChinese();
    expect(await screen.findByText('Mr Wong')).toBeTruthy();
    expect(screen.getByText('只有貴公司的專區管理員可以更改。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增乘客' })).toBeNull();
    expect(screen.queryByRole('button', { name: /編輯/ })).toBeNull();
    await expectNoAxeViolations();
  });
});

describe('stored places', () => {
  it('lets an ADMIN store a known location or an address with its district', async () => {
    const calls = serve(
      (c) =>
        c.path === '/portal/api/places' && c.method === 'POST'
          ? jsonResponse(201, {})
          : c.path === '/portal/api/places'
            ? jsonResponse(200, [OFFICE])
            : undefined,
      { role: 'ADMIN' },
    );
    mountPortal('/portal/places');
    expect(await screen.findByText('Head office')).toBeTruthy();
    expect(screen.getByText('8 Finance Street, Central')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a place' }));
    const add = await screen.findByRole('dialog', { name: 'Add a place' });
    fireEvent.change(within(add).getByLabelText(/^Name of the place/), { target: { value: 'Airport' } });
    fireEvent.change(within(add).getByLabelText(/^Place: kind of place/), { target: { value: 'location' } });
    expect((within(add).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(add).getByLabelText(/^Place: known place/), { target: { value: '21' } });
    await expectNoAxeViolations(add);
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label: 'Airport', locationId: 21, address: null, zone: null }));
  });
});

describe('stored places in Chinese', () => {
  it('shows a BOOKER the places read-only, the known ones by their Chinese names', async () => {
    serve((c) =>
      c.path === '/portal/api/places'
        ? jsonResponse(200, [OFFICE, { id: 5, version: 1, label: '機場', locationId: 21, address: null, zone: null }])
        : undefined,
    );
    mountPortal('/portal/places');
    await toChinese();
    expect(await screen.findByRole('heading', { name: '地點', level: 1 })).toBeTruthy();
    expect(await screen.findByText('8 Finance Street, Central')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('機場', { selector: '.MuiListItemText-secondary' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: '新增地點' })).toBeNull();
    await expectNoAxeViolations();
  });
});

describe('invoices', () => {
  it('lists an ADMIN’s invoices and downloads a PDF', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const calls = serve(
      (c) => {
        if (c.path === '/portal/api/invoices')
          return jsonResponse(200, [
            { id: 31, invoiceNo: 'INV-0031', invoiceDate: '2030-01-31', dateFrom: '2030-01-01', dateTo: '2030-01-31', status: 'A', total: '12345.60' },
          ]);
        if (c.path === '/portal/api/invoices/31/pdf') return new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
        return undefined;
      },
      { role: 'ADMIN' },
    );
    const made = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    mountPortal('/portal/invoices');
    expect(await screen.findByText('INV-0031 · HK$ 12345.60')).toBeTruthy();
    expect(screen.getByText('Date 31/01/2030 · Period 01/01/2030 – 31/01/2030 · Issued')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invoices' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'PDF of invoice INV-0031' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls.some((c) => c.path === '/portal/api/invoices/31/pdf')).toBe(true);
    expect(made).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('tells a BOOKER invoices are for administrators without asking the server, in Chinese', async () => {
    const calls = serve();
    mountPortal('/portal/invoices');
    await toChinese();
    expect(await screen.findByText('發票只供貴公司的專區管理員查閱。')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/portal/api/invoices'))).toBe(false);
  });
});
