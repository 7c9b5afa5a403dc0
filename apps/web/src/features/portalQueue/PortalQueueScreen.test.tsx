import { act, fireEvent, screen, within } from '@testing-library/react';
import { MENU } from '@limo/domain';
import axe from 'axe-core';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../app/session/SessionContext';
import { MenuDrawer } from '../../app/shell/MenuDrawer';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import PortalQueueScreen from './PortalQueueScreen';

const row = {
  id: 41,
  orderRefId: 'HK300701-0001',
  clientId: 3,
  clientCode: 'HKJC',
  clientName: 'Jockey Club',
  clientNameChi: '賽馬會',
  bookerName: 'Ms Chan',
  bookerUsername: 'booker.hkjc',
  pickupDate: '2030-07-01',
  pickupTime: '09:00',
  vehicleTypeId: 5,
  vehicleType: 'S-CLASS',
  total: '585.00',
  bookedAt: '2030-06-20T02:00:00Z',
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The queue's server: one pending row until it is decided; `count` answers the badge. */
function serve(decision = { status: 200, body: {} as unknown }, count = 1) {
  const sent: Sent[] = [];
  let rows = [row];
  stubSignedIn(['ORDERING'], (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^\/limo/, '');
    if (method !== 'GET') sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.startsWith('/api/portalOrders?')) return jsonResponse(200, { items: rows, total: rows.length, page: 0, size: 100 });
    if (path === '/api/portalOrdersCount') return jsonResponse(200, { count });
    if (path.startsWith('/api/confirmPortalOrder/') || path.startsWith('/api/rejectPortalOrder/')) {
      if (decision.status === 200) rows = [];
      return jsonResponse(decision.status, decision.body);
    }
    return undefined;
  });
  return sent;
}

function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

const show = () =>
  renderSignedIn(
    <MemoryRouter>
      <WhenSignedIn>
        <PortalQueueScreen />
      </WhenSignedIn>
    </MemoryRouter>,
  );

const rowOf = async () => (await screen.findByRole('link', { name: `Open order ${row.orderRefId}` })).closest('tr') as HTMLElement;

/** Axe on the page, or on an open dialog alone (MUI hides the page behind it from screen readers, its buttons still in the DOM). */
async function noAxeViolations(root: Element = document.body) {
  const { violations } = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'label-content-name-mismatch': { enabled: true }, 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('PortalQueueScreen', () => {
  it('lists a pending portal booking with ref, client, booker, pick-up, vehicle type and price, the order one link away (axe)', async () => {
    serve();
    show();
    const tr = await rowOf();
    expect(
      within(tr)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['HK300701-0001', 'Jockey Club', 'Ms Chan', expect.stringContaining('09:00'), 'S-CLASS', '585.00', 'Confirm HK300701-0001 Reject HK300701-0001']);
    expect(within(tr).getByRole('link').getAttribute('href')).toBe('/order/ordering3/41');
    await noAxeViolations();
  });

  it('confirms with one button and says the booker is told', async () => {
    const sent = serve();
    show();
    fireEvent.click(within(await rowOf()).getByRole('button', { name: 'Confirm HK300701-0001' }));
    expect(await screen.findByText('Order HK300701-0001 confirmed: the booker is told.')).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', path: '/api/confirmPortalOrder/41', body: {} }]);
    expect(await screen.findByText('No portal booking waits for confirmation.')).toBeTruthy();
  });

  it('rejects only with a reason, typed in the dialog (axe), and sends it', async () => {
    const sent = serve();
    show();
    fireEvent.click(within(await rowOf()).getByRole('button', { name: 'Reject HK300701-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order HK300701-0001' });
    const send = within(dialog).getByRole('button', { name: 'Reject HK300701-0001' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(document.activeElement).toBe(reason);
    fireEvent.change(reason, { target: { value: '  ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: 'No car free that morning ' } });
    expect(send.disabled).toBe(false);
    await noAxeViolations(dialog);
    fireEvent.click(send);
    expect(await screen.findByText('Order HK300701-0001 rejected: the booker is told why.')).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', path: '/api/rejectPortalOrder/41', body: { reason: 'No car free that morning' } }]);
  });

  it("shows the server's refusal and keeps the row", async () => {
    serve({
      status: 409,
      body: {
        status: 409,
        error: 'Conflict',
        message: 'Order HK300701-0001 is not waiting for confirmation: it is CONFIRMED',
        path: '/limo/api/confirmPortalOrder/41',
        errors: [],
        code: 'NOT_PENDING',
      },
    });
    show();
    fireEvent.click(within(await rowOf()).getByRole('button', { name: 'Confirm HK300701-0001' }));
    expect(await screen.findByText(/is not waiting for confirmation/)).toBeTruthy();
    expect(await rowOf()).toBeTruthy();
  });

  it('speaks Chinese: the headings, the buttons and the client’s Chinese name', async () => {
    serve();
    show();
    await rowOf();
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      const table = await screen.findByRole('table', { name: '待確認的客戶平台預訂' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['訂單', '客戶', '預訂人', '接載', '車型', '價格', '操作']);
      expect(within(table).getByText('賽馬會')).toBeTruthy();
      expect(within(table).getByRole('button', { name: '確認 HK300701-0001' })).toBeTruthy();
      await noAxeViolations();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});

describe('the menu badge', () => {
  it('shows the count of portal bookings waiting on the "To Confirm" entry', async () => {
    serve(undefined, 3);
    renderSignedIn(
      <MemoryRouter>
        <MenuDrawer entries={MENU.filter((e) => e.right === 'ORDERING')} open offsetTop={false} />
      </MemoryRouter>,
    );
    // The count is part of the entry's name, not a live region: a screen's own status message stays the only one.
    const entry = await screen.findByRole('link', { name: 'To Confirm 3 portal bookings to confirm' });
    expect(entry.textContent).toContain('3');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ordering' })).toBeTruthy();
  });
});
