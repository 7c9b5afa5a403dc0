import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showScreen, SLOW } from '../batchVoid/screenTestKit';
import { POLL_MS } from './BookingsTab';
import OrderApiScreen from './OrderApiScreen';
import { booking, serveOrderApi } from './orderApiTestKit';

const FEED = '/node/api/chinaLink';
const rowOf = async (ref: string) => (await screen.findByText(ref, {}, SLOW)).closest('tr') as HTMLElement;

afterEach(() => vi.useRealTimers());

describe('OrderApiScreen: bookings', { timeout: 30_000 }, () => {
  it('lists the bookings by pick-up, sorts by a column, and filters by status and date', async () => {
    const { calls } = serveOrderApi({
      bookings: [booking(1, { pickupTime: '11:00' }), booking(2, { pickupTime: '08:00', status: 'ACCEPTED', orderId: 40, orderRefId: 'HK0040' })],
    });
    showScreen(<OrderApiScreen />);
    const table = await screen.findByRole('table', { name: 'Partner bookings' }, SLOW);
    await within(table).findByText('CL-1');
    const refs = () =>
      within(table)
        .getAllByText(/^CL-\d$/)
        .map((e) => e.textContent);
    expect(refs()).toEqual(['CL-2', 'CL-1']);
    expect(within(table).getByRole('link', { name: 'HK0040' }).getAttribute('href')).toBe('/order/ordering3/40');
    fireEvent.click(within(table).getByRole('button', { name: 'Partner order' }));
    expect(refs()).toEqual(['CL-1', 'CL-2']);

    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'New' }));
    const date = screen.getByLabelText('Pick-up date');
    fireEvent.change(date, { target: { value: '1/3/2030' } });
    fireEvent.blur(date);
    await waitFor(() => expect(calls('GET', `${FEED}/orders?status=NEW&date=2030-03-01`)).toHaveLength(1));
    await waitFor(() => expect(refs()).toEqual(['CL-1']));
  });

  it('accepts a booking after a confirmation and shows the new order', async () => {
    const { calls } = serveOrderApi({ bookings: [booking(1)] });
    showScreen(<OrderApiScreen />);
    const row = await rowOf('CL-1');
    // Our type is shown beside the partner's code.
    await within(row).findByText(/Sedan/);
    fireEvent.click(within(row).getByRole('button', { name: 'Accept CL-1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accept booking CL-1 (01/03/2030 09:30, Sedan) and create the order?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Booking CL-1 accepted: order HK0040.')).toBeTruthy();
    expect(calls('POST', `${FEED}/orders/1`)).toEqual([{ method: 'POST', path: `${FEED}/orders/1`, body: undefined }]);
    // The list is read again: the row is in the order book now.
    expect(await within(await rowOf('CL-1')).findByRole('button', { name: 'Assign driver to CL-1' })).toBeTruthy();
  });

  it('will not accept a booking without our vehicle type; the type is chosen in a dialog', async () => {
    const { calls } = serveOrderApi({ bookings: [booking(1, { vehicleTypeId: null })] });
    showScreen(<OrderApiScreen />);
    const row = await rowOf('CL-1');
    expect(within(row).getByText('not mapped')).toBeTruthy();
    expect((within(row).getByRole('button', { name: 'Accept CL-1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: 'Vehicle type of CL-1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The partner sent SEDAN5. Choose ours:')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a vehicle type.')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('Vehicle type'));
    fireEvent.click(await screen.findByRole('option', { name: 'MPV' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vehicle type of CL-1 saved.')).toBeTruthy();
    expect(calls('PATCH', `${FEED}/orders/1`)[0].body).toEqual({ vehicleTypeId: 4 });
  });

  it('rejects only with a reason', async () => {
    const { calls } = serveOrderApi({ bookings: [booking(1)] });
    showScreen(<OrderApiScreen />);
    fireEvent.click(within(await rowOf('CL-1')).getByRole('button', { name: 'Reject CL-1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter the reason.')).toBeTruthy();
    expect(calls('PATCH', FEED)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  No car that night ' } });
    // Enter in the field sends the form.
    fireEvent.submit(within(dialog).getByLabelText(/Reason/));
    expect(await screen.findByText('Booking CL-1 rejected.')).toBeTruthy();
    expect(calls('PATCH', `${FEED}/orders/1`)[0].body).toEqual({ status: 'REJECTED', rejectReason: 'No car that night' });
    expect(await within(await rowOf('CL-1')).findByText('No car that night')).toBeTruthy();
  });

  it('assigns a driver; a clash shows its reasons and is overridden only when asked', async () => {
    const { calls } = serveOrderApi({
      bookings: [booking(2, { status: 'ACCEPTED', orderId: 40, orderRefId: 'HK0040' })],
      clashes: [{ kind: 'DRIVER_BUSY', orderVehicleId: 77, message: 'D008 already drives HK0031 at 09:00' }],
    });
    showScreen(<OrderApiScreen />);
    fireEvent.click(within(await rowOf('CL-2')).getByRole('button', { name: 'Assign driver to CL-2' }));
    const dialog = await screen.findByRole('dialog');
    const assign = within(dialog).getByRole('button', { name: 'Assign driver' }) as HTMLButtonElement;
    // The scheduling day (drivers, rosters) is read first.
    await waitFor(() => expect(assign.disabled).toBe(false), SLOW);
    fireEvent.click(assign);
    expect(await within(dialog).findByText('Choose a driver.')).toBeTruthy();
    // Drivers on duty first, marked; the keyboard opens the list.
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Driver' }), { key: 'ArrowDown' });
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['D008 Wong Siu Ming (on duty)', 'D007 Chan Tai Man']);
    fireEvent.click(options[0]);
    // The driver's roster car comes with them.
    expect((within(dialog).getByLabelText('Vehicle (optional)') as HTMLInputElement).value).toBe('AB123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign driver' }));
    const clash = await within(dialog).findByTestId('assign-clashes');
    expect(within(clash).getByText('D008 already drives HK0031 at 09:00')).toBeTruthy();
    expect(calls('POST', `${FEED}/assignDriver/`)[0].body).toEqual({ id: 2, driverId: 8, vehicleId: 31 });
    fireEvent.click(within(clash).getByRole('button', { name: 'Assign anyway' }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Driver assigned to CL-2; the partner is told.')).toBeTruthy();
    expect(calls('POST', `${FEED}/assignDriver/`)[1].body).toEqual({ id: 2, driverId: 8, vehicleId: 31, override: true });
  });

  it("names each row's buttons by their visible word and the booking (WCAG 2.5.3: speech users say what they see)", async () => {
    serveOrderApi({ bookings: [booking(1), booking(2, { status: 'ACCEPTED', orderId: 40, orderRefId: 'HK0040' })] });
    showScreen(<OrderApiScreen />);
    for (const ref of ['CL-1', 'CL-2']) {
      const buttons = within(await rowOf(ref)).getAllByRole('button');
      expect(buttons.length).toBeGreaterThan(1);
      for (const b of buttons) {
        expect(b.getAttribute('aria-label')).toContain(b.textContent);
        expect(b.getAttribute('aria-label')).toContain(ref);
      }
    }
  });

  it('resends the status of an accepted booking, and shows a refusal above the table', async () => {
    const accepted = { status: 'ACCEPTED', orderId: 40, orderRefId: 'HK0040' } as const;
    const { calls } = serveOrderApi({ bookings: [booking(2, accepted), booking(3, accepted)] });
    showScreen(<OrderApiScreen />);
    fireEvent.click(within(await rowOf('CL-2')).getByRole('button', { name: 'Resend status of CL-2' }));
    expect(await screen.findByText('Status of CL-2 queued for the partner.')).toBeTruthy();
    expect(calls('POST', `${FEED}/updateDriverJobs/2/1`)).toHaveLength(1);
    fireEvent.click(within(await rowOf('CL-3')).getByRole('button', { name: 'Resend status of CL-3' }));
    expect((await screen.findByRole('alert')).textContent).toContain('CL-3 has no driver yet');
  });

  it('reads the bookings again every 10 seconds and when the window gets the focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, state } = serveOrderApi({ bookings: [booking(1)] });
    showScreen(<OrderApiScreen />);
    await rowOf('CL-1');
    const reads = () => calls('GET', `${FEED}/orders`).length;
    const before = reads();
    state.bookings.push(booking(3));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByText('CL-3')).toBeTruthy();
    expect(reads()).toBe(before + 1);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(reads()).toBe(before + 2));
  });
});
