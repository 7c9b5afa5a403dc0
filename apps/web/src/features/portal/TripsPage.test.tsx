import { operatorToday } from '@limo/domain/rules/operator-time';
import { nextDate } from '@limo/domain/rules/entry';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render';
import type { TripRow } from './portalApi';
import { expectNoAxeViolations, mountPortal, serve, signedIn, toChinese, toEnglish } from './portalTestKit';
import { PAGE_SIZE, tripQuery } from './TripsPage';

beforeEach(signedIn);
afterEach(() => toEnglish());

const row = (id: number, over: Partial<TripRow> = {}): TripRow => ({
  id,
  orderRefId: `P-${id}`,
  pickupDate: '2030-02-10',
  pickupTime: '09:30:00',
  pickupText: 'Airport',
  dropoffText: '1 Queen’s Road, Central',
  vehicleTypeId: 11,
  portalStatus: 'PENDING',
  total: '480.00',
  ...over,
});

const query = (path: string) => Object.fromEntries(new URLSearchParams(path.split('?')[1]));

describe('my trips', () => {
  it('asks upcoming trips from the operator’s today and past ones up to yesterday', () => {
    expect(tripQuery(new URLSearchParams(''), '2030-02-10')).toEqual({ from: '2030-02-10', to: undefined, status: undefined, page: 0, size: PAGE_SIZE });
    expect(tripQuery(new URLSearchParams('when=past&status=COMPLETED&page=2'), '2030-02-10')).toEqual({
      from: undefined,
      to: '2030-02-09',
      status: 'COMPLETED',
      page: 2,
      size: PAGE_SIZE,
    });
    expect(tripQuery(new URLSearchParams('from=2030-01-01&to=2030-03-01'), '2030-02-10')).toMatchObject({ from: '2030-02-10', to: '2030-03-01' });
    expect(tripQuery(new URLSearchParams('when=past&from=2030-01-01&to=2030-03-01'), '2030-02-10')).toMatchObject({ from: '2030-01-01', to: '2030-02-09' });
  });

  it('lists the trips with their status words, filters by status and pages', async () => {
    const calls = serve((c) => {
      if (!c.path.startsWith('/portal/api/orders?')) return undefined;
      const q = query(c.path);
      return jsonResponse(200, {
        items: [row(Number(q.page) + 1, { portalStatus: q.status === 'CONFIRMED' ? 'CONFIRMED' : 'PENDING' })],
        total: 45,
        page: Number(q.page),
        size: 20,
      });
    });
    mountPortal('/portal/trips');
    const card = await screen.findByRole('link', { name: /10\/02\/2030 09:30/ });
    expect(within(card).getByText('Waiting for confirmation')).toBeTruthy();
    expect(within(card).getByText('Airport → 1 Queen’s Road, Central')).toBeTruthy();
    expect(card.getAttribute('href')).toBe('/portal/trips/1');
    await waitFor(() => expect(within(card).getByText('P-1 · Saloon · HK$ 480.00')).toBeTruthy());
    expect(query(calls.find((c) => c.path.startsWith('/portal/api/orders'))?.path ?? '')).toEqual({ from: operatorToday(), page: '0', size: '20' });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'CONFIRMED' } });
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(query(calls.at(-1)?.path ?? '')).toMatchObject({ status: 'CONFIRMED', page: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(query(calls.at(-1)?.path ?? '')).toEqual({ to: nextDate(operatorToday(), -1), status: 'CONFIRMED', page: '0', size: '20' }));
    await expectNoAxeViolations();
  });

  it('reads in Chinese, says when there are none, and passes axe', async () => {
    serve((c) => (c.path.startsWith('/portal/api/orders?') ? jsonResponse(200, { items: [], total: 0, page: 0, size: 20 }) : undefined));
    mountPortal('/portal/trips');
    await toChinese();
    expect(await screen.findByText('沒有行程。')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '我的行程', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '預約行程' })).toBeTruthy();
    // A booker has no invoices page.
    expect(screen.queryByRole('link', { name: '發票' })).toBeNull();
    await expectNoAxeViolations();
  });
});
