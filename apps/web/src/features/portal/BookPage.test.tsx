import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render';
import { DRAFT_KEY } from './draftStore';
import { emptyDraft, emptyPlace, newPax, type TripDraft } from './tripModel';
import { type Call, expectNoAxeViolations, mountPortal, order, serve, signedIn, toChinese, toEnglish } from './portalTestKit';

beforeEach(signedIn);
afterEach(() => toEnglish());

const QUOTE = {
  tariffId: 1,
  tariffCode: 'STD',
  rateSource: 'CLASS',
  rateId: 9,
  lines: [
    { kind: 'BASE', code: 'BASE', description: 'Transfer Saloon', qty: 1, unitAmount: '450.00', amount: '450.00', rule: '' },
    { kind: 'STOP', code: 'STOP', description: 'Extra stop', qty: 1, unitAmount: '30.00', amount: '30.00', rule: '' },
  ],
  total: '480.00',
};

const set = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillTrip() {
  await screen.findByLabelText(/^Service/);
  set(/^Service/, 'Transfer');
  set(/^Date/, '2030-02-10');
  set(/^Time \(Hong Kong\)/, '09:15');
  set(/^Pick-up: address/, '8 Finance Street');
  set(/^Pick-up: district/, 'Central');
  fireEvent.click(screen.getByRole('button', { name: 'Add a stop' }));
  set(/^Stop 1: address/, 'Shop 3, Harbour City');
  set(/^Stop 1: district/, 'Kowloon');
  set(/^Drop-off: kind of place/, 'location');
  set(/^Drop-off: known place/, '21');
  set(/^Car/, '11');
  set(/^Number of passengers/, '2');
  fireEvent.click(screen.getByRole('button', { name: 'Add a passenger' }));
  set(/^Name \(1\)/, 'Mr Wong');
}

const TRIP = {
  serviceTypeId: 'Transfer',
  pickupDate: '2030-02-10',
  pickupTime: '09:15',
  pickup: { address: '8 Finance Street', zone: 'Central' },
  dropoff: { locationId: 21 },
  stops: [{ address: 'Shop 3, Harbour City', zone: 'Kowloon' }],
  vehicleTypeId: 11,
  paxCount: 2,
  passengers: [{ name: 'Mr Wong', notify: 0 }],
};

/** The filled form of TRIP, as a kept draft. */
const bookable = (): TripDraft => ({
  ...emptyDraft('2030-02-10'),
  serviceTypeId: 'Transfer',
  pickupTime: '09:15',
  pickup: { ...emptyPlace('address'), address: '8 Finance Street', zone: 'Central' },
  stops: [{ ...emptyPlace('address'), address: 'Shop 3, Harbour City', zone: 'Kowloon' }],
  dropoff: { ...emptyPlace('location'), locationId: '21' },
  vehicleTypeId: '11',
  paxCount: '2',
  passengers: [newPax({ name: 'Mr Wong' })],
});

// Filling the whole form is slow under happy-dom on a busy machine: room beyond the project's 15 s.
describe('booking a trip', { timeout: 30_000 }, () => {
  it('prices the filled form: the quote’s lines and total', async () => {
    const calls = serve((c: Call) => (c.path === '/portal/api/quote' ? jsonResponse(200, QUOTE) : undefined));
    mountPortal('/portal/book');
    await fillTrip();
    // The pickers show the lookups' names.
    expect(screen.getByRole('option', { name: 'Transfer' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Saloon (up to 3)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get price' }));
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Transfer Saloon')).toBeTruthy();
    expect(within(price).getByText('HK$ 30.00')).toBeTruthy();
    expect(within(price).getByText('HK$ 480.00')).toBeTruthy();
    expect(calls.find((c) => c.path === '/portal/api/quote')?.body).toEqual(TRIP);
    // The form's one key, kept with the draft.
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}').idempotencyKey).toMatch(/^[\w-]{16,}$/);
  });

  it('books once: a retry after no answer sends the same Idempotency-Key, then the draft goes', async () => {
    let offline = true;
    const calls = serve((c: Call) => {
      if (c.path === '/portal/api/orders' && c.method === 'POST') {
        if (offline) {
          offline = false;
          throw new TypeError('Failed to fetch');
        }
        return jsonResponse(201, order({ portalStatus: 'PENDING' }));
      }
      if (c.path === '/portal/api/orders/501') return jsonResponse(200, order({ portalStatus: 'PENDING' }));
      return undefined;
    });
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ draft: bookable(), idempotencyKey: 'key-of-this-form-0001' }));
    mountPortal('/portal/book');
    // The form submitted (as Enter in a field does): no answer the first time.
    fireEvent.submit((await screen.findByLabelText(/^Pick-up: address/)).closest('form') as HTMLFormElement);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Your form is kept/);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}').draft.pickup.address).toBe('8 Finance Street');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('The trip is booked.')).toBeTruthy();
    const posts = calls.filter((c) => c.path === '/portal/api/orders' && c.method === 'POST');
    expect(posts.map((p) => p.headers.get('Idempotency-Key'))).toEqual(['key-of-this-form-0001', 'key-of-this-form-0001']);
    expect(posts[1].body).toEqual(TRIP);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.getByText('Waiting for confirmation')).toBeTruthy();
  });

  it('sends a new Idempotency-Key when the trip changed after a failed attempt: a key is one exact trip’s', async () => {
    const calls = serve((c: Call) => {
      if (c.path === '/portal/api/orders' && c.method === 'POST') throw new TypeError('Failed to fetch');
      return undefined;
    });
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ draft: bookable(), idempotencyKey: 'key-of-this-form-0002' }));
    mountPortal('/portal/book');
    fireEvent.submit((await screen.findByLabelText(/^Pick-up: address/)).closest('form') as HTMLFormElement);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/portal/api/orders').length).toBe(2));
    set(/^Time \(Hong Kong\)/, '09:30');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/portal/api/orders').length).toBe(3));
    const posts = calls.filter((c) => c.path === '/portal/api/orders');
    const keys = posts.map((p) => p.headers.get('Idempotency-Key'));
    expect(keys.slice(0, 2)).toEqual(['key-of-this-form-0002', 'key-of-this-form-0002']);
    expect(keys[2]).toMatch(/^[\w-]{16,}$/);
    expect(keys[2]).not.toBe('key-of-this-form-0002');
    expect(posts[2].body).toEqual({ ...TRIP, pickupTime: '09:30' });
    // Kept with the draft: a reload sends the new key with the changed trip.
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}').idempotencyKey).toBe(keys[2]);
  });

  it('keeps the draft through a reload of the page', async () => {
    serve();
    const first = mountPortal('/portal/book');
    await fillTrip();
    first.unmount();
    mountPortal('/portal/book');
    await waitFor(() => expect((screen.getByLabelText(/^Pick-up: address/) as HTMLInputElement).value).toBe('8 Finance Street'));
    expect((screen.getByLabelText(/^Time \(Hong Kong\)/) as HTMLSelectElement).value).toBe('09:15');
    expect((screen.getByLabelText(/^Name \(1\)/) as HTMLInputElement).value).toBe('Mr Wong');
  });

  it('names what is missing instead of posting, in Chinese, and passes axe', async () => {
    const calls = serve();
    mountPortal('/portal/book');
    await toChinese();
    expect(await screen.findByRole('heading', { name: '預約行程', level: 1 })).toBeTruthy();
    await screen.findByLabelText(/^服務類別/);
    expect(screen.getByRole('option', { name: '包車' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '七人車（最多 6 人）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '預約' }));
    expect((await screen.findByRole('alert')).textContent).toBe('請填妥：服務類別, 時間, 上車地點, 落車地點, 車型');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await expectNoAxeViolations();
  });

  it('shows the server’s refusal of a quote', async () => {
    serve((c) => (c.path === '/portal/api/quote' ? jsonResponse(400, { message: 'No rate for this car' }) : undefined));
    mountPortal('/portal/book');
    await fillTrip();
    fireEvent.click(screen.getByRole('button', { name: 'Get price' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No rate for this car');
  });
});
