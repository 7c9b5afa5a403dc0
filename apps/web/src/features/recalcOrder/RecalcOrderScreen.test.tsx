import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubSignedIn } from '../../test/render';
import { previewPeriod, showScreen, SLOW } from '../batchVoid/screenTestKit';
import RecalcOrderScreen from './RecalcOrderScreen';

const row = (orderVehicleId: number, oldAmt: string, newAmt: string, diffAmt: string, skipped?: string) => ({
  orderVehicleId,
  orderId: orderVehicleId * 10,
  orderRefId: `HK00${orderVehicleId}`,
  pickupDate: '2030-02-12',
  pickupTime: '09:00:00',
  oldAmt,
  newAmt,
  diffAmt,
  ...(skipped ? { skipped } : {}),
});
const rows = [row(1, '585.00', '630.00', '45.00'), row(2, '500.00', '630.00', '130.00', 'MANUAL_FARE'), row(3, '585.00', '560.00', '-25.00')];
const answer = { recalcId: 41, rows, totalDiffAmt: '20.00', unpriced: [{ orderVehicleId: 9, orderId: 90, message: 'No rate for vehicle type VT9' }] };
const run = {
  id: 41,
  createDt: '2030-02-01T02:30:00.000Z',
  createBy: 'dispatcher',
  dateFrom: '2030-02-12',
  dateTo: '2030-02-14',
  clientId: 7,
  tariffId: null,
  applied: 0,
  rowCount: 3,
  totalDiffAmt: '20.00',
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function serve() {
  const sent: Sent[] = [];
  stubSignedIn(['RECALCORDER'], (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^\/limo/, '');
    if (method !== 'GET') sent.push({ method, path, body: JSON.parse(String(init.body)) });
    if (path === '/api/recalcOrders') return jsonResponse(200, answer);
    if (path === '/api/updateRecalcs/41') return jsonResponse(200, answer);
    if (path.startsWith('/api/recalcs?'))
      return jsonResponse(200, { _embedded: { recalcs: [run] }, page: { size: 20, totalElements: 1, totalPages: 1, number: 0 } });
    if (path.startsWith('/api/recalcDtls?'))
      return jsonResponse(200, {
        _embedded: { recalcDtls: [{ id: 1, orderId: 10, orderVehicleId: 1, oldAmt: '585.00', newAmt: '630.00', diffAmt: '45.00', skipped: null, applied: 1 }] },
        page: { size: 100, totalElements: 1, totalPages: 1, number: 0 },
      });
    if (path === '/api/lookups/clients') return jsonResponse(200, { _embedded: { clients: [{ id: 7, clientCode: 'PEN' }] } });
    if (path === '/api/lookups/tariffs') return jsonResponse(200, { _embedded: { tariffs: [{ id: 3, tariffCode: 'STD' }] } });
    return undefined;
  });
  return sent;
}

const show = () => showScreen(<RecalcOrderScreen />);

async function preview() {
  await previewPeriod('12/2/2030', '14/2/2030');
  await screen.findByText(/Run 41: 3 order vehicles, 2 with a new fare, 1 skipped; total difference \+20.00\./, {}, SLOW);
}

describe('RecalcOrderScreen', { timeout: 30_000 }, () => {
  it("previews the saved fares beside today's, with skipped and unpriced rows named, and applies all after a confirmation", async () => {
    const sent = serve();
    show();
    await preview();
    expect(sent[0]).toEqual({ method: 'POST', path: '/api/recalcOrders', body: { dateFrom: '2030-02-12', dateTo: '2030-02-14', apply: false } });
    expect(await screen.findByText('Manual fare: never changed')).toBeTruthy();
    expect(screen.getByText('Order vehicle 9: No rate for vehicle type VT9')).toBeTruthy();
    expect(screen.getByText(/2 chosen \(\+20.00\)\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply all (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Re-price 2 order vehicles at today's fare \(difference \+20.00\)\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent[1]).toEqual({ method: 'PUT', path: '/api/updateRecalcs/41', body: {} }));
    expect(await screen.findByText('2 order vehicles re-priced; difference +20.00.')).toBeTruthy();
    // The run is applied: nothing more to apply from it (once the dialog has gone).
    await waitFor(() => expect((screen.getByRole('button', { name: 'Apply all (2)' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('applies only the chosen rows', async () => {
    const sent = serve();
    show();
    await preview();
    const third = (await screen.findByText('HK003')).closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(third).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply chosen (1)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent[1]).toEqual({ method: 'PUT', path: '/api/updateRecalcs/41', body: { orderVehicleIds: [1] } }));
  });

  it('lists the recalc log newest first, and opens a run on its rows', async () => {
    serve();
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Recalc log' }));
    const table = await screen.findByRole('table', { name: 'Recalc log' });
    expect(await within(table).findByText('dispatcher')).toBeTruthy();
    expect(await within(table).findByText('PEN')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Show the rows of run 41' }));
    const detail = await screen.findByRole('table', { name: 'Rows of run 41' });
    expect(within(detail).getByText('+45.00')).toBeTruthy();
  });
});
