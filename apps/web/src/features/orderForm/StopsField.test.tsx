import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderFormEn, orderFormZhHK } from '@limo/domain/i18n/orderForm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerTexts } from '../../i18n';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import { OrderEditor } from './OrderEditor';
import OrderFormScreen from './OrderFormScreen';
import { newOrderForm, newVehicle } from './orderModel';

registerTexts(orderFormEn, orderFormZhHK);

// Issue 30 part 3: a new stop typed in the order form may be a free address with its zone, as the pick-up and drop-off.

const LOCATIONS = [
  { id: 11, locationCode: 'HKG', locationDescEng: 'Hong Kong International Airport', locationDescChi: '香港國際機場', contractLabel: 'AIRPORT' },
  { id: 12, locationCode: 'IFC', locationDescEng: 'International Finance Centre', locationDescChi: '國際金融中心', contractLabel: 'CENTRAL' },
  { id: 13, locationCode: 'OCT', locationDescEng: 'Ocean Terminal, Harbour City', locationDescChi: '海運碼頭', contractLabel: 'TST' },
];

const ADDRESS = 'Gate 5, Ocean Terminal';

/** The order as the server answers it after createOrder: a free stop is {locationId: null, address, zone}. */
function stored(body: Record<string, unknown>) {
  const v = (body.orderVehicles as Record<string, unknown>[])[0];
  const stops = (v.stops as unknown[]).map((s) => (typeof s === 'number' ? s : { locationId: null, ...(s as object) }));
  const vehicle = { ...v, id: 501, seqNo: 1, orderVehicleStatus: 'A', stops, tariffFareAmt: '800.00', fareLines: [] };
  return { ...body, id: 55, version: 0, orderRefId: 'HK300210-0001', orderVehicles: [vehicle] };
}

/** A dispatcher's server: the locations, a price with a STOP line per stop zone, and an order kept as created and read back. */
function serve() {
  const priced: Record<string, unknown>[] = [];
  const saved: Record<string, unknown>[] = [];
  stubSignedIn(['ORDERING'], (url, init) => {
    if (url.includes('/node/api/locations')) return jsonResponse(200, { _embedded: { locations: LOCATIONS } });
    if (url.includes('getOrderTariff')) {
      const body = JSON.parse(String(init.body)) as { stops: unknown[] };
      priced.push(body);
      const stops = body.stops.map((s) => ({
        kind: 'STOP',
        code: typeof s === 'number' ? String(s) : (s as { zone: string }).zone,
        description: 'Stop',
        amount: '100.00',
      }));
      const lines = [{ kind: 'BASE', code: 'B', description: 'Transfer', amount: '700.00' }, ...stops];
      return jsonResponse(200, { lines, total: (700 + 100 * stops.length).toFixed(2), tariffId: 1, tariffCode: 'STD', rateSource: 'CLASS', rateId: 1 });
    }
    if (url.includes('/api/createOrder')) {
      saved.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return jsonResponse(201, stored(saved[0]));
    }
    if (url.includes('/api/getOrder/55')) return jsonResponse(200, stored(saved[0]));
    return jsonResponse(200, { _embedded: {} });
  });
  return { priced, saved };
}

function open() {
  const initial = {
    ...newOrderForm(),
    clientId: 7,
    vehicles: [
      {
        ...newVehicle(),
        serviceType: 'Transfer' as const,
        pickupDate: '2030-02-10',
        pickupTime: '10:00',
        pickupLocationId: 11,
        dropoffLocationId: 12,
        vehicleTypeId: 3,
      },
    ],
  };
  const router = createMemoryRouter(
    [
      { path: '/order/ordering2', element: <OrderEditor initial={initial} /> },
      { path: '/order/ordering3/:id', element: <OrderFormScreen /> },
    ],
    { initialEntries: ['/order/ordering2'] },
  );
  renderSignedIn(<RouterProvider router={router} />);
  return router;
}

const zoneOf = (box: HTMLElement) => within(box).getByRole('combobox', { name: /^Zone/ }) as HTMLSelectElement;

afterEach(() => vi.unstubAllGlobals());

describe('the stops of an order vehicle', () => {
  it('takes a new stop typed as an address with its chosen zone, prices and saves it, and shows both on reopening', { timeout: 40_000 }, async () => {
    const { priced, saved } = serve();
    const router = open();
    // The locations are listed before typing, so the zone can be proposed.
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some((c) => String(c[0]).includes('/node/api/locations'))).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a stop' }));
    const input = await screen.findByRole('combobox', { name: /^Stop 1/ });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: ADDRESS } });
    // Tab leaves the field: the text names no location, so it stays an address.
    act(() => input.blur());
    const box = screen.getByTestId('stops[0]-place');
    await waitFor(() => expect(zoneOf(box).value).toBe('TST'));
    expect((input as HTMLInputElement).value).toBe(ADDRESS);
    // The dispatcher knows better: the stop is in another zone.
    fireEvent.change(zoneOf(box), { target: { value: 'CENTRAL' } });

    await waitFor(() => expect(priced.at(-1)?.stops).toEqual([{ address: ADDRESS, zone: 'CENTRAL' }]));
    expect((await screen.findAllByText('800.00', undefined, { timeout: 5000 })).length).toBeGreaterThan(0);

    await act(async () => {
      fireEvent.keyDown(window, { key: 's', ctrlKey: true });
      await new Promise((r) => setTimeout(r, 5));
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0].orderVehicles as Record<string, unknown>[])[0].stops).toEqual([{ address: ADDRESS, zone: 'CENTRAL' }]);

    // Reopened from the server's answer: the address and its zone are there, and priced by that zone again.
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/ordering3/55'));
    const reopened = (await screen.findByRole('combobox', { name: /^Stop 1/ }, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(reopened.value).toBe(ADDRESS));
    expect(zoneOf(screen.getByTestId('stops[0]-place')).value).toBe('CENTRAL');
  });

  it('leaves out a stop row added but left blank, and removes a stop', async () => {
    const { priced } = serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a stop' }));
    await screen.findByRole('combobox', { name: /^Stop 1/ });
    await waitFor(() => expect(priced.length).toBeGreaterThan(0));
    expect(priced.at(-1)?.stops).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^Stop 1/ })).toBeNull());
  });
});
