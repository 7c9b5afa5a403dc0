import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFormEn, orderFormZhHK } from '@limo/domain/i18n/orderForm';
import { tokens } from '../../api/tokens';
import { SessionProvider } from '../../app/session/SessionContext';
import { registerTexts } from '../../i18n';
import { jsonResponse } from '../../test/render';
import { OrderEditor } from './OrderEditor';
import { newOrderForm, newVehicle, type OrderForm } from './orderModel';

// The screen module registers its texts (i18n/index.ts); this part is rendered without it.
registerTexts(orderFormEn, orderFormZhHK);

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A dispatcher; createOrder and updateOrder answer `saves` in turn, everything else an empty list. */
function serve(saves: { status: number; body: unknown }[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/user')) return jsonResponse(200, { rights: ['ORDERING'], username: 'd', fullname: 'D', userid: 1, branchId: 2, branches: [2] });
      if (/createOrder|updateOrder/.test(url)) {
        sent.push({
          url,
          method: init?.method ?? 'GET',
          headers: init?.headers as Record<string, string>,
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        const next = saves.shift() ?? { status: 500, body: {} };
        // Answered a moment later, so a second Ctrl+S comes while the first save is under way.
        await new Promise((r) => setTimeout(r, 500));
        return jsonResponse(next.status, next.body);
      }
      if (url.includes('getOrderTariff'))
        return jsonResponse(200, { lines: [], total: '0.00', tariffId: 1, tariffCode: 'STD', rateSource: 'CLASS', rateId: 1 });
      return jsonResponse(200, { _embedded: {} });
    }),
  );
  tokens.set('t', 'r');
  return sent;
}

const filled = (over: Partial<OrderForm> = {}): OrderForm => ({
  ...newOrderForm(),
  clientId: 7,
  vehicles: [{ ...newVehicle(), pickupDate: '2030-02-10', pickupTime: '10:00', pickupLocationId: 11, dropoffLocationId: 12, vehicleTypeId: 3 }],
  ...over,
});

function open(initial: OrderForm, onReload = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/order/ordering2']}>
          <Routes>
            <Route
              path="/order/ordering2"
              element={<OrderEditor initial={initial} order={initial.id ? ({ ...initial, orderVehicles: [] } as never) : undefined} onReload={onReload} />}
            />
            <Route path="/order/ordering3/:id" element={<p>saved order page</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return onReload;
}

const ctrlS = () =>
  act(async () => {
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await new Promise((r) => setTimeout(r, 5));
  });

afterEach(() => vi.unstubAllGlobals());

describe('order editor', () => {
  it('Ctrl+S saves once however often it is pressed, keeps the cursor in its field, and a retry after a refusal sends the same Idempotency-Key', async () => {
    const sent = serve([
      { status: 400, body: { status: 400, error: 'Bad Request', errors: ['orderVehicles[0].pickupLocationId is required'] } },
      { status: 201, body: { id: 55, version: 1, orderRefId: 'HK300210-0001', orderVehicles: [] } },
    ]);
    open(filled());
    const contact = screen.getByRole('textbox', { name: 'Contact Tel' });
    contact.focus();
    await ctrlS();
    await ctrlS();
    await waitFor(() => expect(sent).toHaveLength(1));
    // The cursor goes back where the keyboard user was.
    await waitFor(() => expect(document.activeElement).toBe(contact));
    // The refusal marks the field of that row, and lists the problem.
    const pickup = await screen.findByRole('combobox', { name: /^Pick-up/ });
    await waitFor(() => expect(pickup.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain('orderVehicles[0].pickupLocationId is required');
    await ctrlS();
    await screen.findByText('saved order page');
    expect(sent).toHaveLength(2);
    for (const s of sent) {
      expect(s.url).toMatch(/\/limo\/api\/createOrder$/);
      expect(s.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(sent[1].headers['Idempotency-Key']).toBe(sent[0].headers['Idempotency-Key']);
    expect(sent[0].body).toMatchObject({ clientId: 7, orderStatus: 'A', orderVehicles: [{ pickupLocationId: 11, pickupTime: '10:00' }] });
  });

  it("a vehicle over its type's capacity is named with the capacity, and saved again only with a reason", async () => {
    const shortfall = { index: 0, vehicleType: 'S-CLASS', paxCount: 5, maxCapacity: 3, luggageCount: null, luggageCapacity: 2 };
    const sent = serve([
      { status: 409, body: { status: 409, error: 'Conflict', code: 'OVER_CAPACITY', message: 'too many', shortfalls: [shortfall] } },
      { status: 201, body: { id: 56, version: 0, orderRefId: 'HK300210-0003', orderVehicles: [] } },
    ]);
    open(filled());
    await ctrlS();
    const dialog = await screen.findByRole('dialog', { name: 'Vehicle too small' });
    expect(dialog.textContent).toContain('Vehicle 1: 5 passengers exceed the S-CLASS capacity of 3.');
    const saveAnyway = screen.getByRole('button', { name: 'Save with this reason' });
    expect(saveAnyway.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Reason to keep this type/ }), { target: { value: 'Child on lap' } });
    fireEvent.click(saveAnyway);
    await screen.findByText('saved order page');
    expect(sent).toHaveLength(2);
    expect((sent[0].body as { orderVehicles: object[] }).orderVehicles[0]).not.toHaveProperty('capacityOverrideReason');
    expect(sent[1].body).toMatchObject({ orderVehicles: [{ capacityOverrideReason: 'Child on lap' }] });
  });

  it('an update sends the version read, and a 412 offers to reload the order', async () => {
    const sent = serve([{ status: 412, body: { status: 412, error: 'Precondition Failed' } }]);
    const onReload = open(filled({ id: 9, version: 4, orderRefId: 'HK300210-0002' }));
    await ctrlS();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toMatch(/\/limo\/api\/updateOrder\/9$/);
    expect(sent[0].headers['If-Match']).toBe('"4"');
    expect(sent[0].body).toMatchObject({ version: 4 });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('re-pricing asks first, says unsaved changes would be lost, and then calls updateOrderTariff with the version read', async () => {
    const sent = serve([{ status: 200, body: { id: 9, version: 5, orderRefId: 'HK300210-0002', orderStatus: 'A', orderVehicles: [] } }]);
    open(filled({ id: 9, version: 4, orderRefId: 'HK300210-0002' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Contact Tel' }), { target: { value: '+852 2345 6789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Re-price' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("again on today's rates");
    expect(dialog.textContent).toContain('will be lost');
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toMatch(/\/limo\/api\/updateOrderTariff\/9$/);
    expect(sent[0].headers['If-Match']).toBe('"4"');
  });

  it('a saved vehicle is taken off after a confirm, and the update leaves it out (the server then cancels it)', async () => {
    const sent = serve([{ status: 200, body: { id: 9, version: 5, orderRefId: 'HK300210-0003', orderStatus: 'A', orderVehicles: [] } }]);
    const base = filled().vehicles[0];
    open(
      filled({
        id: 9,
        version: 4,
        orderRefId: 'HK300210-0003',
        vehicles: [
          { ...base, key: 'a', id: 41 },
          { ...base, key: 'b', id: 42, pickupTime: '12:00' },
        ],
      }),
    );
    const removes = screen.getAllByRole('button', { name: 'Remove this vehicle' });
    expect(removes).toHaveLength(2);
    fireEvent.click(removes[1]);
    expect((await screen.findByRole('dialog')).textContent).toContain('stays on the order as cancelled');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await ctrlS();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0].body as { orderVehicles: { id: number }[] }).orderVehicles.map((v) => v.id)).toEqual([41]);
  });
});
