import { screen, within } from '@testing-library/react';
import { orderFormEn, orderFormZhHK } from '@limo/domain/i18n/orderForm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { registerTexts } from '../../i18n';
import { jsonResponse, renderWithClient } from '../../test/render';
import type { OrderWire } from './orderModel';
import { OrderTabs } from './OrderTabs';

registerTexts(orderFormEn, orderFormZhHK);

/* Issue 30 part 1: the History tab shows each change by its label and values in words, never raw field names or ids. */
const ROWS = [
  { id: 2, fieldName: 'orderStatus', oldValue: 'P', newValue: 'A', fieldLabel: 'Status', oldText: 'Quote (P)', newText: 'Confirmed (A)' },
  { id: 3, fieldName: 'dropoffLocationId', oldValue: '17', newValue: '18', fieldLabel: 'Drop-off', oldText: 'The Peninsula', newText: 'IFC Mall' },
  { id: 1, fieldName: 'order', oldValue: null, newValue: 'created HK1 (P)', fieldLabel: 'Order', oldText: null, newText: 'created HK1 (Quote (P))' },
].map((r) => ({ ...r, createBy: 'admin', createDt: '2030-02-10T02:00:00Z' }));

afterEach(() => vi.unstubAllGlobals());

describe('the order history tab', () => {
  it('shows the labels and worded values the server gives, not field names, codes or ids', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/api/orderHistories') ? jsonResponse(200, { _embedded: { orderHistories: ROWS } }) : jsonResponse(404, {}),
      ),
    );
    tokens.set('t', 'r');
    renderWithClient(<OrderTabs order={{ id: 9, version: 1 } as OrderWire} />);
    await screen.findByText('Confirmed (A)');
    const table = screen.getByRole('table', { name: 'History' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(2)
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['Status', 'Quote (P)', 'Confirmed (A)'],
      ['Drop-off', 'The Peninsula', 'IFC Mall'],
      ['Order', '', 'created HK1 (Quote (P))'],
    ]);
    expect(within(table).queryByText('dropoffLocationId')).toBeNull();
    expect(within(table).queryByText('17')).toBeNull();
  });
});
