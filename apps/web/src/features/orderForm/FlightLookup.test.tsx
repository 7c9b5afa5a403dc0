import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFormEn, orderFormZhHK } from '@limo/domain/i18n/orderForm';
import { tokens } from '../../api/tokens';
import { registerTexts } from '../../i18n';
import { jsonResponse } from '../../test/render';
import { flightChanges, type FlightSch, lookupDate } from './flightApi';
import { FlightLookup } from './FlightLookup';
import { newVehicle, type VehicleRow } from './orderModel';

// The order form's screen module registers its texts; the field is rendered without it.
registerTexts(orderFormEn, orderFormZhHK);

const CX251: FlightSch = {
  flightNo: 'CX251',
  date: '2030-03-12',
  origin: 'LHR',
  destination: 'HKG',
  scheduledTime: '15:50',
  estimatedTime: '16:10',
  terminal: 'T1',
  status: 'DELAYED',
};
const CX250: FlightSch = {
  ...CX251,
  flightNo: 'CX250',
  origin: 'HKG',
  destination: 'LHR',
  scheduledTime: '23:55',
  estimatedTime: '23:55',
  status: 'SCHEDULED',
};

/** getFlightSch answers from `flights` (404 for any other); every body sent is kept. */
function serve(flights: FlightSch[]) {
  const asked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.endsWith('/node/api/getFlightSch')) return jsonResponse(404, {});
      const body = JSON.parse(String(init?.body)) as { flightNo: string; date: string };
      asked.push(body);
      const found = flights.find((f) => f.flightNo === body.flightNo.replace(/\s/g, '') && f.date === body.date);
      return found ? jsonResponse(200, found) : jsonResponse(404, { status: 404, message: 'not in the timetable', errors: ['not in the timetable'] });
    }),
  );
  tokens.set('t', 'r');
  return asked;
}

/** The field in a row held as state, as VehicleRowCard holds it; `rows` sees every change. */
function open(initial: Partial<VehicleRow>) {
  const rows: VehicleRow[] = [];
  function Harness() {
    const [row, setRow] = useState<VehicleRow>({ ...newVehicle(), pickupDate: '2030-03-12', ...initial });
    rows.push(row);
    return <FlightLookup row={row} onChange={(c) => setRow((r) => ({ ...r, ...c }))} />;
  }
  render(<Harness />);
  return { input: screen.getByRole('textbox', { name: 'Flight No' }), row: () => rows[rows.length - 1] };
}

afterEach(() => vi.unstubAllGlobals());

describe('the flight lookup of the order form', () => {
  it("fills a new arrival's ETA and pick-up time on Enter, and shows origin, times and terminal", async () => {
    const asked = serve([CX251]);
    const { input, row } = open({ serviceType: 'Arrival' });
    fireEvent.change(input, { target: { value: 'cx 251' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('LHR → HKG · lands 15:50 · est. 16:10 · Terminal T1 · DELAYED')).toBeTruthy();
    expect(asked).toEqual([{ flightNo: 'CX 251', date: '2030-03-12' }]);
    expect(row()).toMatchObject({ flightNo: 'CX251', flightEtaDate: '2030-03-12', flightEtaTime: '16:10', pickupTime: '15:50' });
  });

  it("refreshes a saved arrival's ETA with the button, keeping the pick-up time booked", async () => {
    serve([CX251]);
    const { row } = open({ id: 41, serviceType: 'Arrival', flightNo: 'CX251', flightEtaDate: '2030-03-12', flightEtaTime: '15:50', pickupTime: '15:45' });
    fireEvent.click(screen.getByRole('button', { name: 'Look up the flight' }));
    await waitFor(() => expect(row().flightEtaTime).toBe('16:10'));
    expect(row().pickupTime).toBe('15:45');
  });

  it('says a flight is not found, changes nothing, and the result goes when the number changes', async () => {
    serve([CX251]);
    const { input, row } = open({ serviceType: 'Arrival', pickupTime: '09:00' });
    fireEvent.change(input, { target: { value: 'ZZ999' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Flight not found in the timetable')).toBeTruthy();
    expect(row()).toMatchObject({ flightNo: 'ZZ999', flightEtaTime: null, pickupTime: '09:00' });
    fireEvent.change(input, { target: { value: 'ZZ99' } });
    expect(screen.queryByText('Flight not found in the timetable')).toBeNull();
  });

  it('looks up when the field is left with a changed number, not when it is left unchanged', async () => {
    const asked = serve([CX251]);
    const { input, row } = open({ serviceType: 'Arrival' });
    fireEvent.focus(input);
    fireEvent.blur(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'CX251' } });
    fireEvent.blur(input);
    await waitFor(() => expect(row().flightEtaTime).toBe('16:10'));
    expect(asked).toHaveLength(1);
  });

  it("shows a departure's time from Hong Kong and fills no ETA; asks nothing without a flight number", async () => {
    const asked = serve([CX250]);
    const { input, row } = open({ serviceType: 'Departure', pickupTime: '20:30' });
    expect((screen.getByRole('button', { name: 'Look up the flight' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => undefined);
    expect(asked).toEqual([]);
    fireEvent.change(input, { target: { value: 'CX250' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('HKG → LHR · departs 23:55 · Terminal T1')).toBeTruthy();
    expect(row()).toMatchObject({ flightEtaDate: null, flightEtaTime: null, pickupTime: '20:30' });
  });

  it('warns when an arrival is booked on a flight leaving Hong Kong, and leaves its ETA', async () => {
    serve([CX250]);
    const { input, row } = open({ serviceType: 'Arrival', flightNo: 'CX250' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(/This flight departs from Hong Kong/)).toBeTruthy();
    expect(row().flightEtaTime).toBeNull();
  });
});

describe('flightChanges and lookupDate', () => {
  const arrival = { ...newVehicle(), serviceType: 'Arrival' as const, pickupDate: '2030-03-11', pickupTime: null };
  it('looks an arrival up on its ETA date, else its pick-up date; other trips on the pick-up date', () => {
    expect(lookupDate({ ...arrival, flightEtaDate: '2030-03-12' })).toBe('2030-03-12');
    expect(lookupDate(arrival)).toBe('2030-03-11');
    expect(lookupDate({ ...arrival, serviceType: 'Departure', flightEtaDate: '2030-03-12' })).toBe('2030-03-11');
    expect(lookupDate({ ...arrival, pickupDate: null })).toBeNull();
  });
  it('takes the schedule when the provider gives no estimate', () => {
    expect(flightChanges(arrival, { ...CX251, estimatedTime: null })).toEqual({
      flightNo: 'CX251',
      flightEtaDate: '2030-03-12',
      flightEtaTime: '15:50',
      pickupTime: '15:50',
    });
  });
});
