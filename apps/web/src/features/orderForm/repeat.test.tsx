import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { jsonResponse, renderWithClient } from '../../test/render';
import { DuplicateWarning } from './DuplicateWarning';
import { newOrderForm, newVehicle, type OrderForm } from './orderModel';
import { RecentTrips } from './RecentTrips';
import { copyTrip, type DuplicateBooking, duplicateBody, type RecentTrip, recentQuery } from './repeatApi';

/** The calls asked (url, body), answered by `answer` (404 when it gives nothing). */
function serve(answer: (url: string, body: unknown) => unknown) {
  const asked: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      asked.push({ url, body });
      const found = answer(url, body);
      return found === undefined ? jsonResponse(404, {}) : jsonResponse(200, found);
    }),
  );
  tokens.set('t', 'r');
  return asked;
}
afterEach(() => vi.unstubAllGlobals());

const draft = (over: Partial<OrderForm> = {}, pax = [{ paxName: 'Chan Tai Man', paxTel: '' }]): OrderForm => ({
  ...newOrderForm(),
  clientId: 7,
  contactTel: '9123 4567',
  vehicles: [{ ...newVehicle(), pickupDate: '2030-02-10', pickupTime: '10:00', paxes: pax }],
  ...over,
});

const DUP: DuplicateBooking = {
  orderId: 41,
  orderRefId: '2030021000041',
  orderVehicleId: 90,
  seqNo: 1,
  pickupDate: '2030-02-10',
  pickupTime: '10:20:00',
  paxNames: ['Chan Tai Man'],
  contactName: null,
  contactTel: null,
  matchedBy: 'paxName',
};

const TRIP: RecentTrip = {
  orderId: 30,
  orderRefId: '2030010100030',
  orderVehicleId: 70,
  seqNo: 1,
  clientId: 7,
  serviceType: 'Departure',
  pickupDate: '2030-01-05',
  pickupTime: '08:00:00',
  pickupLocationId: 11,
  pickupLocation: 'Peninsula Hotel',
  dropoffLocationId: 12,
  dropoffLocation: 'Airport',
  stops: [13],
  vehicleTypeId: 3,
  vehicleType: 'S-CLASS',
  paxNames: ['Chan Tai Man'],
  paxName: 'Chan Tai Man',
  paxTel: '6123 9999',
  contactName: 'Ms Lee',
  contactTel: '2345 6789',
};

/** A part held in form state, as the editor holds it; `form()` is the latest. */
function open(initial: OrderForm, part: 'warning' | 'trips') {
  const forms: OrderForm[] = [];
  function Harness() {
    const [form, setForm] = useState(initial);
    forms.push(form);
    return part === 'warning' ? <DuplicateWarning form={form} /> : <RecentTrips form={form} selected={0} setForm={setForm} />;
  }
  renderWithClient(<Harness />);
  return () => forms[forms.length - 1];
}

describe("the duplicate check's body", () => {
  it("sends the draft's client, names, phones and pick-ups, leaving out cancelled rows and the order's own vehicles", () => {
    const cancelled = { ...newVehicle(), pickupDate: '2030-02-11', pickupTime: '09:00', orderVehicleStatus: 'C', paxes: [{ paxName: 'Gone', paxTel: '' }] };
    const form = draft({ id: 5 });
    form.vehicles.push(cancelled);
    expect(duplicateBody(form)).toEqual({
      clientId: 7,
      paxNames: ['Chan Tai Man'],
      phones: ['9123 4567'],
      pickups: [{ pickupDate: '2030-02-10', pickupTime: '10:00' }],
      excludeOrderId: 5,
    });
  });

  it('asks nothing without a client, a pick-up time, or a person', () => {
    expect(duplicateBody(draft({ clientId: null }))).toBeNull();
    expect(duplicateBody(draft({ vehicles: [{ ...newVehicle(), pickupTime: null, paxes: [{ paxName: 'A', paxTel: '' }] }] }))).toBeNull();
    expect(duplicateBody(draft({ contactTel: ' ' }, [{ paxName: ' ', paxTel: 'n/a' }]))).toBeNull();
  });
});

describe('the duplicate warning', () => {
  it('warns of a booking of the same passenger close by, naming it, without a button to refuse anything', async () => {
    const asked = serve((url) => (url.endsWith('/api/findDuplicateBookings') ? { windowMinutes: 30, orderVehicles: [DUP] } : undefined));
    open(draft(), 'warning');
    const warning = await screen.findByTestId('duplicate-warning');
    expect(warning.textContent).toContain('Possible duplicate booking');
    expect(warning.textContent).toContain('within 30 minutes');
    expect(warning.textContent).toContain('2030021000041 vehicle 1: 10/02/2030 10:20 · Chan Tai Man');
    expect(warning.textContent).toContain('same passenger');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/order/ordering3/41');
    expect(screen.queryByRole('button')).toBeNull();
    expect(asked.map((a) => a.body)).toEqual([duplicateBody(draft())]);
  });

  it('says nothing when no booking matches, and asks nothing for a draft without a person', async () => {
    const asked = serve(() => ({ windowMinutes: 30, orderVehicles: [] }));
    open(draft(), 'warning');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByTestId('duplicate-warning')).toBeNull();
    const none = serve(() => ({ windowMinutes: 30, orderVehicles: [DUP] }));
    open(draft({ contactTel: '' }, []), 'warning');
    await new Promise((r) => setTimeout(r, 700));
    expect(none).toEqual([]);
  });
});

describe('recent trips', () => {
  it("offers the typed passenger's last trips and copies one into the row: places, vehicle type, contact, the phone", async () => {
    const asked = serve((url) => (url.includes('/api/recentTrips') ? { trips: [TRIP] } : undefined));
    const form = open(draft({ contactTel: '' }), 'trips');
    const offer = await screen.findByTestId('recent-trips');
    expect(offer.textContent).toContain('Recent trips of Chan Tai Man');
    expect(offer.textContent).toContain('05/01/2030 08:00 · Peninsula Hotel → Airport · S-CLASS');
    expect(asked[0].url).toMatch(/\/api\/recentTrips\?q=Chan\+Tai\+Man&clientId=7$/);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(form()).toMatchObject({ clientId: 7, contactName: 'Ms Lee', contactTel: '2345 6789' });
    expect(form().vehicles[0]).toMatchObject({
      serviceType: 'Departure',
      pickupLocationId: 11,
      dropoffLocationId: 12,
      stops: [13],
      vehicleTypeId: 3,
      pickupDate: '2030-02-10',
      pickupTime: '10:00',
      paxes: [{ paxName: 'Chan Tai Man', paxTel: '6123 9999' }],
    });
    // Copied: the offer goes.
    await waitFor(() => expect(screen.queryByTestId('recent-trips')).toBeNull());
  });

  it('keeps a contact already typed, and offers nothing for a saved order or a name under 3 characters', () => {
    const typed = copyTrip(draft({ contactName: 'Mr Wong' }), 0, TRIP);
    expect(typed).toMatchObject({ contactName: 'Mr Wong', contactTel: '9123 4567' });
    expect(recentQuery(draft({ contactTel: '' }, [{ paxName: 'Ho', paxTel: '' }]), 0)).toBeNull();
    expect(recentQuery(draft({}, [{ paxName: 'Ho', paxTel: '' }]), 0)).toBe('9123 4567');
    expect(recentQuery(draft({}, [{ paxName: 'Ho', paxTel: '6123 9999' }]), 0)).toBe('6123 9999');
  });

  it('asks nothing for a saved order', async () => {
    const asked = serve(() => ({ trips: [TRIP] }));
    open(draft({ id: 5 }), 'trips');
    await new Promise((r) => setTimeout(r, 600));
    expect(asked).toEqual([]);
    expect(screen.queryByTestId('recent-trips')).toBeNull();
  });
});
