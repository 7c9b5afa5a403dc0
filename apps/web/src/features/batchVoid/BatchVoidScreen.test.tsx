import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubSignedIn } from '../../test/render';
import BatchVoidScreen from './BatchVoidScreen';
import { previewPeriod, showScreen, SLOW } from './screenTestKit';

const orders = [
  { orderId: 1, orderRefId: 'HK0001', pickupDate: '2030-03-10', orderStatus: 'A', fareAmt: '585.00', voidable: true },
  {
    orderId: 2,
    orderRefId: 'HK0002',
    pickupDate: '2030-03-11',
    orderStatus: 'A',
    fareAmt: '99.90',
    voidable: false,
    reason: 'order vehicle 1 has job progress (ACK)',
  },
  { orderId: 3, orderRefId: 'HK0003', pickupDate: '2030-03-12', orderStatus: 'P', fareAmt: '0.15', voidable: true },
];

interface Sent {
  path: string;
  body: unknown;
}

/** The server of the screen; `voidAnswer` answers voidOrderBatch. */
function serve(voidAnswer: { status: number; body: unknown } = { status: 200, body: { voided: 2 } }) {
  const sent: Sent[] = [];
  stubSignedIn(['BATCHVOID', 'ORDERING'], (url, init) => {
    const path = url.replace(/^\/limo/, '');
    if (init?.method === 'POST') sent.push({ path, body: JSON.parse(String(init.body)) });
    if (path === '/node/api/genBatchVoidOrder') return jsonResponse(200, { orders });
    if (path === '/node/api/voidOrderBatch') return jsonResponse(voidAnswer.status, voidAnswer.body);
    if (path === '/api/lookups/clients') return jsonResponse(200, { _embedded: { clients: [{ id: 7, clientCode: 'PEN' }] } });
    if (path === '/api/lookups/cancelReasons')
      return jsonResponse(200, {
        _embedded: {
          cancelReasons: [
            { id: 5, cancelReasonCode: 'EVENT', recordStatus: 'A' },
            { id: 6, cancelReasonCode: 'OLD', recordStatus: 'C' },
          ],
        },
      });
    return undefined;
  });
  return sent;
}

async function previewWithDates() {
  await previewPeriod('10/3/2030', '12/3/2030');
  return screen.findByText('2 of 3 orders can be voided; 2 chosen, fares 585.15.', {}, SLOW);
}

const show = () => showScreen(<BatchVoidScreen />);

async function chooseReason(code: string) {
  const input = screen.getByRole('combobox', { name: /Cancel reason/ });
  fireEvent.mouseDown(input);
  fireEvent.click(await screen.findByRole('option', { name: code }));
}

describe('BatchVoidScreen', { timeout: 30_000 }, () => {
  it('previews the period, chooses the voidable orders, and voids them with the cancel reason after a confirmation', async () => {
    const sent = serve();
    show();
    await previewWithDates();
    expect(sent[0]).toEqual({ path: '/node/api/genBatchVoidOrder', body: { dateFrom: '2030-03-10', dateTo: '2030-03-12' } });
    expect(await screen.findByText('order vehicle 1 has job progress (ACK)')).toBeTruthy();
    const voidButton = screen.getByRole('button', { name: 'Void 2 orders' });
    fireEvent.click(voidButton);
    expect(await screen.findByText('Choose the cancel reason the void orders will carry.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await chooseReason('EVENT');
    expect(screen.queryByRole('option', { name: 'OLD' })).toBeNull();
    fireEvent.click(voidButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Void 2 orders \(fares 585.15\)\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent.find((s) => s.path === '/node/api/voidOrderBatch')?.body).toEqual({ orderIds: [1, 3], cancelReasonId: 5 }));
    expect(await screen.findByText('2 orders voided; each history records it.')).toBeTruthy();
    // The list is asked again, as it is after the void, with nothing chosen.
    await waitFor(() => expect(sent.filter((s) => s.path === '/node/api/genBatchVoidOrder')).toHaveLength(2));
    expect(await screen.findByText('2 of 3 orders can be voided; 0 chosen, fares 0.00.')).toBeTruthy();
  });

  it('shows a 409 clearly: nothing voided, the orders that cannot be and why', async () => {
    serve({
      status: 409,
      body: {
        status: 409,
        message: '1 of the 2 orders cannot be voided: nothing was voided',
        errors: ['Order HK0003: order vehicle 1 has job progress (ARRIVED)'],
        orderIds: [3],
      },
    });
    show();
    await previewWithDates();
    await chooseReason('EVENT');
    fireEvent.click(screen.getByRole('button', { name: 'Void 2 orders' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was voided: 1 order cannot be voided');
    expect(alert.textContent).toContain('Order HK0003: order vehicle 1 has job progress (ARRIVED)');
    // The refused order is no longer chosen.
    expect(await screen.findByText('1 of 3 orders can be voided; 1 chosen, fares 585.00.')).toBeTruthy();
  });

  it('asks for the dates before a preview, and does nothing when the confirmation is answered No', async () => {
    const sent = serve();
    show();
    fireEvent.change(await screen.findByLabelText('Pick-up to'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('Pick-up to'));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Enter a date (d/m/yyyy)')).toBeTruthy();
    expect(sent).toEqual([]);
    await previewWithDates();
    await chooseReason('EVENT');
    fireEvent.click(screen.getByRole('button', { name: 'Void 2 orders' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((s) => s.path === '/node/api/voidOrderBatch')).toEqual([]);
  });
});
