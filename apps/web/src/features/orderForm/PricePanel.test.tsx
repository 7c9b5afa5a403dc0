import { render, screen, within } from '@testing-library/react';
import type { PricingResult } from '@limo/domain';
import { orderFormEn, orderFormZhHK } from '@limo/domain/i18n/orderForm';
import { describe, expect, it } from 'vitest';
import { registerTexts } from '../../i18n';
import '../../test/render';
import { newVehicle } from './orderModel';
import { PricePanel } from './PricePanel';

registerTexts(orderFormEn, orderFormZhHK);

/* Issue 30 part 6: the panel beside the form showed `1990.0`; money shows as the operator prints it (12,345.60). */
const result: PricingResult = {
  tariffId: 1,
  tariffCode: 'STD',
  rateSource: 'CLASS',
  rateId: 1,
  lines: [{ kind: 'BASE', code: 'BASE', description: 'Airport transfer', qty: 1, unitAmount: '1990.0', amount: '1990.0', rule: 'r' }],
  total: '1990.0',
};

describe('the price panel', () => {
  it('shows every amount with thousands separators and two decimals, the sum in cents', () => {
    const rows = [newVehicle(), { ...newVehicle(), key: 'b', manualFareAmt: '0.1' }, { ...newVehicle(), key: 'c', manualFareAmt: '12345.6' }];
    render(<PricePanel rows={rows} prices={[{ result, problems: [], pending: false }]} selected={0} />);
    expect(screen.getByTestId('price-total').textContent).toBe('1,990.00');
    const lines = screen.getByRole('table', { name: 'Price lines' });
    // The line's unit and amount, and the total.
    expect(within(lines).getAllByText('1,990.00')).toHaveLength(3);
    expect(screen.getByTestId('row-total-0').textContent).toBe('1,990.00');
    expect(screen.getByTestId('row-total-1').textContent).toBe('0.10');
    expect(screen.getByTestId('row-total-2').textContent).toBe('12,345.60');
    // 1990.00 + 0.10 + 12345.60 in cents: no binary float residue.
    expect(screen.getByTestId('order-total').textContent).toBe('14,335.70');
  });

  it('keeps amounts on one line and lets the description wrap, so the narrow panel at 1366x768 clips nothing', () => {
    render(<PricePanel rows={[newVehicle()]} prices={[{ result, problems: [], pending: false }]} selected={0} />);
    const total = screen.getByTestId('price-total');
    expect(getComputedStyle(total).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByTestId('order-total')).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('Airport transfer')).overflowWrap).toBe('anywhere');
  });
});
