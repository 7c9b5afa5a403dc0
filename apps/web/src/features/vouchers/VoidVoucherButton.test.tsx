import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../../test/render';
import { VoidVoucherButton } from './VoidVoucherButton';

describe('void voucher', () => {
  it('asks, then voids the voucher by its number; a refusal is shown', async () => {
    const calls: { url: string; body: unknown }[] = [];
    let answer = jsonResponse(200, { id: 7, voucherNo: 'HLS-V26-0007', voucherStatus: 'V' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return answer;
      }),
    );
    renderWithClient(<VoidVoucherButton voucher={{ id: 7, voucherNo: 'HLS-V26-0007', voucherStatus: 'A' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    expect(screen.getByText('Void voucher HLS-V26-0007? It stays on file and can no longer be redeemed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Voucher HLS-V26-0007 voided.')).toBeTruthy();
    expect(calls).toEqual([{ url: '/limo/api/voidVoucher', body: { voucherNo: 'HLS-V26-0007' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    answer = jsonResponse(409, { status: 409, error: 'Conflict', errors: ['Voucher HLS-V26-0007 is void already'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Voucher HLS-V26-0007 is void already')).toBeTruthy();
  });

  it('offers nothing for a redeemed or void voucher', () => {
    for (const voucherStatus of ['R', 'V']) {
      const { unmount } = renderWithClient(<VoidVoucherButton voucher={{ id: 1, voucherNo: 'HLS-V26-0001', voucherStatus }} />);
      expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
      unmount();
    }
  });
});
