import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showScreen, SLOW } from '../batchVoid/screenTestKit';
import OrderApiScreen from './OrderApiScreen';
import { logRow, serveOrderApi, trip } from './orderApiTestKit';

const FEED = '/node/api/chinaLink';

afterEach(() => vi.unstubAllGlobals());

async function openTab(name: string) {
  showScreen(<OrderApiScreen />);
  fireEvent.click(await screen.findByRole('tab', { name }, SLOW));
}

const setDate = (value: string) => {
  const field = screen.getByLabelText('Pick-up date');
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

describe('OrderApiScreen: trips, log, keys', { timeout: 30_000 }, () => {
  it("generates a date's trips, then shows the partner's driver read back from it", async () => {
    const { calls, state } = serveOrderApi({ trips: [trip()] });
    await openTab('Trips');
    setDate('1/3/2030');
    const table = await screen.findByRole('table', { name: 'Trips' });
    expect(await within(table).findByText('HK0001-1')).toBeTruthy();
    expect(within(table).getByText('HKIA → Shenzhen Bay')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate trips' }));
    expect(await screen.findByText('1 trips generated and queued for the partner.')).toBeTruthy();
    expect(calls('POST', `${FEED}/genTrips`)[0].body).toEqual({ date: '2030-03-01' });
    state.trips = [trip({ status: 'ASSIGNED', driverName: 'Wang Wei', driverMobile: '+8613800000000', plate: '粤B12345' })];
    fireEvent.click(screen.getByRole('button', { name: 'Get trips from partner' }));
    expect(await within(table).findByText('Wang Wei@+8613800000000')).toBeTruthy();
    expect(within(table).getByText('粤B12345')).toBeTruthy();
    expect(calls('POST', `${FEED}/getTrips`)[0].body).toEqual({ date: '2030-03-01' });
  });

  it('lists the API log newest first with filters, opens the payloads pretty-printed, retries a failed outbound call', async () => {
    const { calls } = serveOrderApi({
      log: [logRow(), logRow({ id: 4, direction: 'IN', method: 'POST', url: '/limo/partner/v1/orders', responseStatus: 201, attempt: 1 })],
    });
    await openTab('API log');
    const table = await screen.findByRole('table', { name: 'API log' });
    await within(table).findByText('POST http://partner.test/events');
    expect(calls('GET', '/api/apiHistories')[0].path).toBe('/api/apiHistories?page=0&size=20&sort=createDt%2Cdesc&sort=id%2Cdesc');
    // Only the failed outbound row can be retried.
    expect(
      within(table)
        .getAllByRole('button', { name: /^Retry/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Retry call 5']);

    fireEvent.click(within(table).getByRole('button', { name: 'View the payloads of call 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'POST http://partner.test/events' });
    const request = within(dialog).getByLabelText('Request');
    expect(request.textContent).toBe('{\n  "eventId": "e-1",\n  "event": "ASSIGNED",\n  "partnerOrderId": "CL-1"\n}');
    expect(within(dialog).getByLabelText('Response').textContent).toBe('{\n  "error": "down"\n}');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: 'Retry call 5' }));
    expect(await screen.findByText('Call 5 queued to be sent again now.')).toBeTruthy();
    expect(calls('POST', `${FEED}/retryLog/5`)).toHaveLength(1);

    fireEvent.mouseDown(screen.getByLabelText('Direction'));
    fireEvent.click(await screen.findByRole('option', { name: 'Out (us → partner)' }));
    fireEvent.change(screen.getByLabelText('HTTP status'), { target: { value: '5x00' } });
    await waitFor(() => expect(calls('GET', '/api/apiHistories').at(-1)?.path).toContain('direction=OUT&responseStatus=500'));
  });

  it('shows the settings read-only, issues a key shown once with Copy, and revokes a key after a confirmation', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { calls, state } = serveOrderApi({
      keys: [
        { keyId: 1, keyPrefix: 'cl_old', createDt: '2030-01-01T02:00:00Z', createBy: 'admin', revokedDt: '2030-02-01T02:00:00Z', revokedBy: 'admin' },
        { keyId: 2, keyPrefix: 'cl_abcd', createDt: '2030-02-01T02:00:00Z', createBy: 'admin', revokedDt: null },
      ],
    });
    await openTab('Keys & settings');
    const settings = await screen.findByLabelText('Settings');
    expect(await within(settings).findByText('not set: nothing is sent')).toBeTruthy();
    expect(within(settings).getByText('OUSCL')).toBeTruthy();
    expect(within(settings).getByText('Yes')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Partner keys' });
    await within(table).findByText('cl_abcd…');
    // Newest first; a revoked key has no Revoke.
    expect(
      within(table)
        .getAllByText(/^cl_/)
        .map((e) => e.textContent),
    ).toEqual(['cl_abcd…', 'cl_old…']);
    expect(within(table).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Issue key' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const shown = await screen.findByRole('dialog', { name: 'New partner key' });
    expect((within(shown).getByTestId('issued-key') as HTMLInputElement).value).toBe('k'.repeat(40));
    expect(within(shown).getByText(/it is not shown again/)).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByText('Copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('k'.repeat(40));
    expect(calls('POST', '/api/issuePartnerKey')[0].body).toEqual({ partner: 'chinaLink' });
    fireEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    state.keys[1].revokedDt = '2030-03-01T02:00:00Z';
    fireEvent.click(within(table).getByRole('button', { name: 'Revoke key cl_abcd' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Revoke key cl_abcd…? Calls with it are refused from now on.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Key cl_abcd… revoked.')).toBeTruthy();
    expect(calls('POST', '/api/revokePartnerKey')[0].body).toEqual({ keyId: 2 });
    await waitFor(() => expect(within(table).queryAllByRole('button', { name: /^Revoke/ })).toHaveLength(0));
  });
});
