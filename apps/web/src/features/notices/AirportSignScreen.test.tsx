import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import AirportSignScreen from './AirportSignScreen';
import type { SignRow } from './noticesModel';

const sign = (id: number, ref: string, eng: string | null, chi: string | null): SignRow => ({
  orderVehicleId: id,
  orderId: id,
  orderRefId: ref,
  pickupDate: '2030-03-12',
  pickupTime: '17:10',
  flightNo: 'CX251',
  terminal: 'T1',
  paxNames: [chi, eng].filter((n): n is string => n !== null),
  paxCount: 1,
  paxNameEng: eng,
  paxNameChi: chi,
  clientNameEng: 'Peninsula Hotel',
  clientNameChi: '半島酒店',
  flightEtaDate: '2030-03-12',
  flightEtaTime: '16:35',
  origin: 'LHR',
  pickupLocation: 'HKIA T1',
});

function serve() {
  const urls: string[] = [];
  stubSignedIn(['AIRPORTSIGN'], (url) => {
    if (!url.includes('/enqAirportSigns/')) return undefined;
    urls.push(url);
    if (url.includes('format=pdf'))
      return new Response('%PDF-1.3', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="airport-signs.pdf"' } });
    return jsonResponse(200, url.includes('2030-03-12') ? [sign(1, 'HK01', 'Chan Tai Man', '陳大文'), sign(2, 'HK02', 'John Smith', null)] : []);
  });
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the airport sign screen', { timeout: 20_000 }, () => {
  it("lists a date's arrivals, previews the signs in the language picked, prints and downloads the ticked ones", async () => {
    const urls = serve();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    renderSignedIn(
      <MemoryRouter initialEntries={['/operation/airportSign']}>
        <AirportSignScreen />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Pick-up date' }), { target: { value: '2030-03-12' } });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const preview = screen.getByRole('region', { name: 'Print preview' });
    expect(
      within(preview)
        .getAllByTestId('sign-name')
        .map((n) => n.textContent),
    ).toEqual(['Chan Tai Man', 'John Smith']);

    fireEvent.click(screen.getByRole('button', { name: 'Chinese' }));
    expect(
      within(preview)
        .getAllByTestId('sign-name')
        .map((n) => n.textContent),
    ).toEqual(['陳大文', 'John Smith']);
    expect(within(preview).getAllByTestId('sign-client')[0].textContent).toBe('半島酒店');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select HK02' }));
    expect(screen.getByText('1 of 2 selected')).toBeTruthy();
    // The print pages hold the ticked sign only.
    expect(
      within(screen.getByTestId('print-pages'))
        .getAllByTestId('sign-name')
        .map((n) => n.textContent),
    ).toEqual(['陳大文']);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(urls.some((u) => u.includes('format=pdf'))).toBe(true));
    const pdf = urls.find((u) => u.includes('format=pdf')) as string;
    expect(pdf).toContain('/enqAirportSigns/2030-03-12?');
    expect(pdf).toContain('orderVehicleIds=1');
    expect(pdf).toContain('lang=zh');

    // Nothing ticked: nothing to print.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select HK01' }));
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Select at least one row to print.')).toBeTruthy();
  });

  it('says when a date has no arrivals, and names a date that is not one', async () => {
    serve();
    renderSignedIn(
      <MemoryRouter initialEntries={['/operation/airportSign']}>
        <AirportSignScreen />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Pick-up date' }), { target: { value: '2030-03-13' } });
    expect(await screen.findByText('No arrivals on 2030-03-13.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Pick-up date' }), { target: { value: '2030-02-30' } });
    // The field itself says why (its reason comes before the screen's own words).
    expect(await screen.findByText('There is no 30/02/2030: that month has 28 days')).toBeTruthy();
  });
});
