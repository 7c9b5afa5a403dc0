import { HK_MIDNIGHT_PAST, restoreZonesAfterEach } from '@limo/domain/rules/operator-time.fixtures';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../../test/render';
import VoucherRedeemScreen from './VoucherRedeemScreen';

restoreZonesAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

const voucher = {
  id: 7,
  voucherNo: 'HLS-V26-0007',
  clientId: null,
  amount: '500.00',
  expiryDate: '2027-05-31',
  serviceDate: null,
  voucherStatus: 'A',
  _links: { self: { href: '/limo/api/vouchers/7' } },
};

describe('VoucherRedeemScreen', () => {
  it("offers the operator's today as the service date, though the browser's day is still yesterday", async () => {
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(HK_MIDNIGHT_PAST));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('/api/searchVouchers')) return jsonResponse(200, { _embedded: { vouchers: [voucher] } });
        return jsonResponse(200, []);
      }),
    );
    renderWithClient(<VoucherRedeemScreen />);
    fireEvent.change(screen.getByLabelText('Voucher No.'), { target: { value: '0007' } });
    fireEvent.click(screen.getByRole('button', { name: /find/i }));
    const date = (await screen.findByRole('textbox', { name: 'Service Date' })) as HTMLInputElement;
    expect(date.value).toBe('24/11/2026');
  });
});
