import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render';
import { expectNoAxeViolations, mountPortal, order, serve, signedIn, toChinese, toEnglish } from './portalTestKit';

beforeEach(signedIn);
afterEach(() => toEnglish());

describe('a trip', () => {
  it('shows status, places, passengers, price and the tracking link; Change reopens the form and saves a PATCH', async () => {
    let current = order();
    const calls = serve((c) => {
      if (c.path === '/portal/api/orders/501' && c.method === 'GET') return jsonResponse(200, current);
      if (c.path === '/portal/api/orders/501' && c.method === 'PATCH') {
        current = order({ portalStatus: 'PENDING' }, { pickupTime: '10:45:00' });
        return jsonResponse(200, current);
      }
      return undefined;
    });
    mountPortal('/portal/trips/501');
    expect(await screen.findByRole('heading', { name: 'Trip P-501', level: 1 })).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.getByText('10/02/2030 09:30')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Airport')).toBeTruthy());
    expect(screen.getByText('1 Queen’s Road, Central')).toBeTruthy();
    expect(screen.getByText('Mr Wong 61234567')).toBeTruthy();
    expect(screen.getByText('HK$ 480.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track car 1' }).getAttribute('href')).toBe('https://limo.example/t/tok901');
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const time = (await screen.findByLabelText(/^Time \(Hong Kong\)/)) as HTMLSelectElement;
    expect(time.value).toBe('09:30');
    expect((screen.getByLabelText(/^Car/) as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(time, { target: { value: '10:45' } });
    fireEvent.submit(time.closest('form') as HTMLFormElement);
    expect(await screen.findByText('The trip is changed.')).toBeTruthy();
    expect(screen.getByText('10/02/2030 10:45')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      pickupDate: '2030-02-10',
      pickupTime: '10:45',
      flightNo: null,
      pickup: { locationId: 21 },
      dropoff: { address: '1 Queen’s Road', zone: 'Central' },
      stops: [],
      passengers: [{ name: 'Mr Wong', mobile: '61234567', notify: 0 }],
      remarks: null,
    });
  });

  it('cancels with a reason after a confirmation, in Chinese', async () => {
    let current = order();
    const calls = serve((c) => {
      if (c.path === '/portal/api/orders/501/cancel') {
        current = order({ portalStatus: 'CANCELLED', cancelReason: '會議改期' });
        return jsonResponse(200, current);
      }
      if (c.path === '/portal/api/orders/501') return jsonResponse(200, current);
      return undefined;
    });
    mountPortal('/portal/trips/501');
    await toChinese();
    fireEvent.click(await screen.findByRole('button', { name: '取消行程' }));
    const dialog = await screen.findByRole('dialog', { name: '取消此行程？' });
    expect(within(dialog).getByText('10/02/2030 09:30 的行程將會取消。')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '確認取消行程' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^原因/), { target: { value: '會議改期' } });
    await expectNoAxeViolations(dialog);
    fireEvent.submit(within(dialog).getByLabelText(/^原因/).closest('form') as HTMLFormElement);
    expect(await screen.findByText('行程已取消。')).toBeTruthy();
    expect(calls.find((c) => c.path === '/portal/api/orders/501/cancel')?.body).toEqual({ reason: '會議改期' });
    await waitFor(() => expect(screen.getByText('已取消')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('button', { name: '更改' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('已取消：會議改期')).toBeTruthy();
    expect(screen.getByText('此行程已不能更改或取消。')).toBeTruthy();
  });

  it('inside the cut-off shows the server’s 409 message and turns the buttons off, saying why', async () => {
    serve((c) => {
      if (c.path === '/portal/api/orders/501/cancel') return jsonResponse(409, { code: 'CUTOFF', message: 'Changes close 120 minutes before pick-up.' });
      if (c.path === '/portal/api/orders/501') return jsonResponse(200, order());
      return undefined;
    });
    mountPortal('/portal/trips/501');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel trip' }));
    fireEvent.change(await screen.findByLabelText(/^Reason/), { target: { value: 'Meeting moved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the trip' }));
    const why = await screen.findByText('Changes close 120 minutes before pick-up.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const name of ['Change', 'Cancel trip']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled, name).toBe(true);
      expect(button.getAttribute('aria-describedby'), name).toBe(why.closest('[id]')?.id);
    }
  });

  it('a change refused as started (409) goes back to the trip, whose buttons say why', async () => {
    serve((c) => {
      if (c.path === '/portal/api/orders/501' && c.method === 'PATCH') return jsonResponse(409, { code: 'STARTED', message: 'The driver is on the way.' });
      if (c.path === '/portal/api/orders/501') return jsonResponse(200, order());
      return undefined;
    });
    mountPortal('/portal/trips/501/change');
    const time = (await screen.findByLabelText(/^Time \(Hong Kong\)/)) as HTMLSelectElement;
    fireEvent.change(time, { target: { value: '10:45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('The driver is on the way.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trip P-501', level: 1 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Change' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel trip' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a rejected trip’s reason and says another client’s trip (404) is not found', async () => {
    serve((c) => (c.path === '/portal/api/orders/501' ? jsonResponse(200, order({ portalStatus: 'REJECTED', rejectReason: 'No car free' })) : undefined));
    const first = mountPortal('/portal/trips/501');
    expect(await screen.findByText('Not accepted: No car free')).toBeTruthy();
    first.unmount();
    mountPortal('/portal/trips/999');
    expect(await screen.findByText('This trip was not found.')).toBeTruthy();
  });
});
