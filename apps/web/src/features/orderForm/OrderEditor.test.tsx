import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFormEn, orderFormZhHK } from '@limo/domain/i18n/orderForm';
import { tokens } from '../../api/tokens';
import { SessionProvider } from '../../app/session/SessionContext';
import { initI18n, registerTexts } from '../../i18n';
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
/** Holds every save's answer until the test opens it (a second Ctrl+S then surely comes while the first is under way). */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open: () => open() };
}

function serve(saves: { status: number; body: unknown }[], held?: Promise<void>) {
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
        // Answered a moment later (or when the test opens the gate), so a second Ctrl+S comes while the first save is under way.
        await (held ?? new Promise((r) => setTimeout(r, 500)));
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

let lastRouter: ReturnType<typeof createMemoryRouter>;

const filled = (over: Partial<OrderForm> = {}): OrderForm => ({
  ...newOrderForm(),
  clientId: 7,
  vehicles: [{ ...newVehicle(), pickupDate: '2030-02-10', pickupTime: '10:00', pickupLocationId: 11, dropoffLocationId: 12, vehicleTypeId: 3 }],
  ...over,
});

function open(initial: OrderForm, onReload = vi.fn()) {
  // A data router: the form's leave guard blocks navigation through it.
  const router = createMemoryRouter(
    [
      {
        path: '/order/ordering2',
        element: <OrderEditor initial={initial} order={initial.id ? ({ ...initial, orderVehicles: [] } as never) : undefined} onReload={onReload} />,
      },
      { path: '/order/ordering3/:id', element: <p>saved order page</p> },
      { path: '/elsewhere', element: <p>another screen</p> },
    ],
    { initialEntries: ['/order/ordering2'] },
  );
  lastRouter = router;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
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
    const answer = gate();
    const sent = serve(
      [
        { status: 400, body: { status: 400, error: 'Bad Request', errors: ['orderVehicles[0].pickupLocationId is required'] } },
        { status: 201, body: { id: 55, version: 1, orderRefId: 'HK300210-0001', orderVehicles: [] } },
      ],
      answer.opened,
    );
    open(filled());
    const contact = screen.getByRole('textbox', { name: 'Contact Tel' });
    contact.focus();
    await ctrlS();
    await waitFor(() => expect(sent).toHaveLength(1));
    await ctrlS();
    answer.open();
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

  it.each([
    [
      'en',
      'Client: choose one',
      'Vehicle 1: Vehicle Type: the record chosen (id 999) does not exist here; choose another',
      'Vehicle Type: the record chosen (id 999) does not exist here; choose another',
    ],
    ['zh-HK', '請選擇客戶', '車輛 1：所選的車種（編號 999）不存在，請重新選擇', '所選的車種（編號 999）不存在，請重新選擇'],
  ] as const)('a 400 with fieldErrors names each field by its label in %s and says what to do, never the wire path', async (lng, client, line, helper) => {
    await initI18n(lng).changeLanguage(lng);
    try {
      serve([
        {
          status: 400,
          body: {
            status: 400,
            error: 'Bad Request',
            errors: ['clientId is required', 'orderVehicles[0].vehicleTypeId: Vehicle type 999 does not exist'],
            invalidValues: [
              { field: 'clientId', value: null },
              { field: 'orderVehicles[0].vehicleTypeId', value: 999 },
            ],
            fieldErrors: [
              { field: 'clientId', code: 'REQUIRED' },
              { field: 'orderVehicles[0].vehicleTypeId', code: 'UNKNOWN_REFERENCE', params: { id: 999 } },
            ],
          },
        },
      ]);
      open(filled());
      await ctrlS();
      const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
      expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([client, line]);
      expect(alert.textContent).not.toMatch(/orderVehicles|clientId|is required|Vehicle type 999/);
      // Under the fields themselves: the field's own words, without the vehicle.
      expect(screen.getByText(helper)).toBeTruthy();
      expect(screen.getAllByText(client).length).toBeGreaterThanOrEqual(2);
    } finally {
      await initI18n('en').changeLanguage('en');
    }
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

  it('an update shows that it was saved, as a create does', async () => {
    serve([{ status: 200, body: { id: 9, version: 5, orderRefId: 'HK300210-0004', orderStatus: 'A', orderVehicles: [] } }]);
    open(filled({ id: 9, version: 4, orderRefId: 'HK300210-0004' }));
    expect(screen.queryByTestId('saved')).toBeNull();
    await ctrlS();
    expect((await screen.findByTestId('saved')).textContent).toContain('HK300210-0004 saved');
  });
});

describe('nothing typed is lost', () => {
  const DRAFT = 'limo.orderDraft.1.new';

  it('asks before going to another screen or unloading the tab with changes, and stays on No', async () => {
    serve([]);
    open(filled());
    // Unchanged: the tab unloads without a question.
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Contact Tel' }), { target: { value: '2345 6789' } });
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false);
    await act(() => lastRouter.navigate('/elsewhere'));
    expect((await screen.findByRole('dialog')).textContent).toContain('changes that are not saved');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Contact Tel' }).value).toBe('2345 6789');
    await act(() => lastRouter.navigate('/elsewhere'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByText('another screen');
  });

  it('keeps a draft per user while typing, offers it back at its operator time, and clears it on save', async () => {
    serve([{ status: 201, body: { id: 56, version: 0, orderRefId: 'HK300210-0005', orderVehicles: [] } }]);
    open(filled());
    // The user (id 1) is known once /auth/user answers; typing then writes the draft.
    await waitFor(() => expect(localStorage.getItem(DRAFT)).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Remarks' }), { target: { value: 'VIP, meet at gate' } });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT) ?? '{}').form?.remarks).toBe('VIP, meet at gate'));
    cleanup();
    // As after a crash at 10:42 Hong Kong time (02:42 UTC) on another day.
    const stored = JSON.parse(localStorage.getItem(DRAFT) as string);
    localStorage.setItem(DRAFT, JSON.stringify({ ...stored, savedAt: Date.UTC(2030, 1, 9, 2, 42) }));
    open(filled());
    expect((await screen.findByRole('dialog')).textContent).toContain('Restore the order you were typing at 09/02/2030 10:42?');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Remarks' }).value).toBe('VIP, meet at gate'));
    await ctrlS();
    await screen.findByText('saved order page');
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });

  it('discarding the offered draft clears it and leaves the form as it was', async () => {
    serve([]);
    localStorage.setItem(DRAFT, JSON.stringify({ savedAt: Date.now(), form: filled({ remarks: 'old draft' }) }));
    open(filled());
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(DRAFT)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Remarks' }).value).toBe('');
  });

  it('keeps a pasted text longer than its column, marks it with the limit and a counter, and saves nothing until it fits', async () => {
    const sent = serve([{ status: 201, body: { id: 57, version: 0, orderRefId: 'HK300210-0006', orderVehicles: [] } }]);
    open(filled());
    const remarks = screen.getByRole<HTMLInputElement>('textbox', { name: 'Remarks' });
    fireEvent.change(remarks, { target: { value: 'x'.repeat(5000) } });
    expect(remarks.value).toHaveLength(5000);
    expect(remarks.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At most 1000 characters (5000 typed): shorten it to save.')).toBeTruthy();
    await ctrlS();
    expect(screen.getByRole('alert').textContent).toContain('remarks: At most 1000 characters');
    expect(sent).toHaveLength(0);
    fireEvent.change(remarks, { target: { value: 'x'.repeat(900) } });
    expect(screen.getByText('900 / 1000')).toBeTruthy();
    await ctrlS();
    await screen.findByText('saved order page');
    expect((sent[0].body as { remarks: string }).remarks).toHaveLength(900);
  });
});
