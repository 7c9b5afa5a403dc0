import { RESOURCES } from '@limo/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../test/render';
import { ResourceFormDialog } from './ResourceFormDialog';

function backend(handler: (method: string, url: string, body: unknown) => Response | undefined) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      return handler(method, url, body) ?? jsonResponse(404, { error: 'Not Found' });
    }),
  );
  return calls;
}

const banks = RESOURCES.banks;
const paymentMethods = RESOURCES.paymentMethods;
const hsbc = {
  id: 3,
  version: 1,
  bankCode: 'HSBC',
  bankNameEng: 'HSBC',
  bankNameChi: null,
  swiftCode: 'HSBCHKHH',
  recordStatus: 'A',
  createBy: 'admin',
  createDt: '2024-01-02T03:04:00Z',
};

describe('ResourceFormDialog', () => {
  it('shows field-level messages from the shared schema and sends nothing', async () => {
    const calls = backend(() => undefined);
    renderWithClient(<ResourceFormDialog def={banks} id={null} canWrite onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/SWIFT Code/), { target: { value: 'XX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bank Code is required')).toBeTruthy();
    expect(screen.getByText('SWIFT Code must be 8 or 11 letters and digits')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("refuses an emoji in a code, naming the allowed characters in the reader's language", async () => {
    const calls = backend(() => undefined);
    const { unmount } = renderWithClient(<ResourceFormDialog def={banks} id={null} canWrite onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Bank Code/), { target: { value: 'HK😀' } });
    fireEvent.change(screen.getByLabelText(/Name \(English\)/), { target: { value: '😀 Bank' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bank Code may hold letters A-Z, digits 0-9 and - _ . / only')).toBeTruthy();
    unmount();
    await i18next.changeLanguage('zh-HK');
    try {
      renderWithClient(<ResourceFormDialog def={banks} id={null} canWrite onClose={() => {}} />);
      fireEvent.change(screen.getByLabelText(/銀行編號/), { target: { value: 'HK 1' } });
      fireEvent.click(screen.getByRole('button', { name: '儲存' }));
      expect(await screen.findByText('銀行編號只可包含英文字母 A-Z、數字 0-9 及 - _ . /')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates with the values in wire form', async () => {
    const calls = backend((method) => (method === 'POST' ? jsonResponse(201, { ...hsbc, id: 8 }) : undefined));
    const onClose = vi.fn();
    renderWithClient(<ResourceFormDialog def={banks} id={null} canWrite onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Bank Code/), { target: { value: ' boc ' } });
    fireEvent.change(screen.getByLabelText(/Name \(English\)/), { target: { value: 'Bank of China' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      bankCode: 'BOC',
      bankNameEng: 'Bank of China',
      bankNameChi: null,
      swiftCode: null,
      recordStatus: 'A',
    });
  });

  it('an update reports that it was saved, as a create does', async () => {
    backend((method, url) => {
      if (method === 'GET' && url === '/limo/api/banks/3') return new Response(JSON.stringify(hsbc), { status: 200, headers: { ETag: '"1"' } });
      if (method === 'PATCH') return jsonResponse(200, { ...hsbc, version: 2, bankNameEng: 'HSBC HK' });
      return undefined;
    });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderWithClient(<ResourceFormDialog def={banks} id={3} canWrite onClose={onClose} onSaved={onSaved} />);
    await waitFor(() => expect((screen.getByLabelText(/Bank Code/) as HTMLInputElement).value).toBe('HSBC'));
    fireEvent.change(screen.getByLabelText(/Name \(English\)/), { target: { value: 'HSBC HK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('shows the server message when a delete is refused', async () => {
    backend((method, url) => {
      if (method === 'GET' && url === '/limo/api/banks/3') return jsonResponse(200, hsbc);
      if (method === 'DELETE') return jsonResponse(409, { status: 409, error: 'Conflict', message: 'Bank HSBC is still used by 2 payments' });
      return undefined;
    });
    const onClose = vi.fn();
    renderWithClient(<ResourceFormDialog def={banks} id={3} canWrite onClose={onClose} />);
    await waitFor(() => expect((screen.getByLabelText(/Bank Code/) as HTMLInputElement).value).toBe('HSBC'));
    expect(document.body.textContent).toMatch(/Created by admin 02\/01\/2024/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Bank HSBC is still used by 2 payments');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('patches with If-Match and marks fields the server refused', async () => {
    const calls = backend((method, url) => {
      if (method === 'GET' && url === '/limo/api/banks/3') return new Response(JSON.stringify(hsbc), { status: 200, headers: { ETag: '"1"' } });
      if (method === 'PATCH')
        return jsonResponse(400, {
          status: 400,
          error: 'Bad Request',
          path: '/limo/api/banks/3',
          errors: ['Bank Code is already used'],
          invalidValues: [{ field: 'bankCode', value: 'HSBC' }],
        });
      return undefined;
    });
    renderWithClient(<ResourceFormDialog def={banks} id={3} canWrite onClose={() => {}} />);
    await waitFor(() => expect((screen.getByLabelText(/Bank Code/) as HTMLInputElement).value).toBe('HSBC'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Bank Code is already used');
    const input = screen.getByLabelText(/Bank Code/);
    expect(document.getElementById(String(input.getAttribute('aria-describedby')))?.textContent).toBe('Bank Code is already used');
    expect(calls.find((c) => c.method === 'PATCH')?.url).toBe('/limo/api/banks/3');
  });

  it('shows child lists of the record in their own tabs', async () => {
    backend((_method, url) => {
      if (url === '/limo/api/paymentMethods/4')
        return jsonResponse(200, { id: 4, paymentMethodCode: 'VISA', paymentMethodDescEng: 'Visa', cashFlag: 0, displaySeq: 1, recordStatus: 'A' });
      if (url === '/limo/api/paymentMethods/4/paymentMethodFees')
        return jsonResponse(200, {
          _embedded: { paymentMethodFees: [{ id: 1, paymentMethodId: 4, effectiveDate: '2024-07-01', feePercent: 2.5, minFee: '1.00' }] },
        });
      if (url === '/limo/api/paymentMethods/4/paymentMethodRefunds') return jsonResponse(200, { _embedded: { paymentMethodRefunds: [] } });
      return undefined;
    });
    renderWithClient(<ResourceFormDialog def={paymentMethods} id={4} canWrite onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Payment Method Fee' }));
    expect(await screen.findByText('01/07/2024')).toBeTruthy();
    expect(screen.getByText('1.00')).toBeTruthy();
  });

  it('asks before closing with changes (Escape or Close) and before unloading the tab; unchanged closes at once', async () => {
    backend(() => undefined);
    const onClose = vi.fn();
    renderWithClient(<ResourceFormDialog def={banks} id={null} canWrite onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(true);
    fireEvent.change(screen.getByLabelText(/Name \(English\)/), { target: { value: 'Half typed' } });
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false);
    fireEvent.keyDown(screen.getByLabelText(/Name \(English\)/), { key: 'Escape' });
    expect((await screen.findByText('Close without saving your changes?')).textContent).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Close without saving your changes?')).toBeNull());
    expect((screen.getByLabelText(/Name \(English\)/) as HTMLInputElement).value).toBe('Half typed');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps text longer than its limit, names the limit with a counter, and sends nothing', async () => {
    const calls = backend(() => undefined);
    renderWithClient(<ResourceFormDialog def={banks} id={null} canWrite onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Bank Code/), { target: { value: 'LONG' } });
    const name = screen.getByLabelText(/Name \(English\)/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'n'.repeat(90) } });
    expect(screen.getByText('90 / 100')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'n'.repeat(250) } });
    expect(name.value).toHaveLength(250);
    expect(screen.getByText('At most 100 characters (250 typed): shorten it to save.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
