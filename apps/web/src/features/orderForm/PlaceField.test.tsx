import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { orderFormEn, orderFormZhHK } from '@limo/domain/i18n/orderForm';
import { describe, expect, it } from 'vitest';
import { registerTexts } from '../../i18n';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import { PlaceField, type PlaceValue } from './PlaceField';

registerTexts(orderFormEn, orderFormZhHK);

// Issue 30 part 3: typed text that names no location is kept as an address on Tab, with a proposed zone.

const LOCATIONS = [
  {
    id: 1,
    locationCode: 'HKG',
    locationDescEng: 'Hong Kong International Airport',
    locationDescChi: '香港國際機場',
    contractLabel: 'AIRPORT',
    recordStatus: 'A',
  },
  { id: 2, locationCode: 'HBC', locationDescEng: 'Harbour City Ocean Terminal', locationDescChi: '海港城海運碼頭', contractLabel: 'TST', recordStatus: 'A' },
];

function mount(rights: string[], onPost?: (body: unknown) => void) {
  stubSignedIn(rights, (url, init) => {
    if (url.includes('/node/api/locations')) return jsonResponse(200, { _embedded: { locations: LOCATIONS } });
    if (url.endsWith('/api/locations') && init.method === 'POST') {
      onPost?.(JSON.parse(String(init.body)));
      return jsonResponse(201, { id: 77, locationCode: 'NEW', locationDescEng: 'Gate 5' });
    }
    return undefined;
  });
  const seen: PlaceValue[] = [];
  function Harness() {
    const [value, setValue] = useState<PlaceValue>({ locationId: null, address: '', zone: '' });
    return (
      <PlaceField
        role="pickup"
        label="Pick-up"
        value={value}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
      />
    );
  }
  renderSignedIn(<Harness />);
  return seen;
}

async function typeAndTab(text: string) {
  const input = await screen.findByRole('combobox', { name: /^Pick-up/ });
  await waitFor(() => expect(screen.getByTestId('pickup-place')).toBeTruthy());
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  // Tab leaves the field: the browser blurs it.
  act(() => input.blur());
  return input as HTMLInputElement;
}

describe('the pick-up of an order vehicle', () => {
  it('keeps typed text that names no location as an address on Tab, proposing the zone of the closest name', async () => {
    const seen = mount(['ORDERING']);
    // Wait for the list so the proposal can read it.
    await screen.findByRole('combobox', { name: /^Pick-up/ });
    await waitFor(() =>
      expect((globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.some((c) => String(c[0]).includes('/node/api/locations'))).toBe(true),
    );
    const input = await typeAndTab('Gate 5, Ocean Terminal');
    await waitFor(() => expect(seen.at(-1)).toEqual({ locationId: null, address: 'Gate 5, Ocean Terminal', zone: 'TST' }));
    expect(input.value).toBe('Gate 5, Ocean Terminal');
    expect((screen.getByRole('combobox', { name: /^Zone/ }) as HTMLSelectElement).value).toBe('TST');
    // Only the LOCATION right may save it as a location.
    expect(screen.queryByRole('button', { name: 'Save as a location' })).toBeNull();
  });

  it('saves the address as a location for the LOCATION right, then uses the new location', async () => {
    const posted: unknown[] = [];
    const seen = mount(['ORDERING', 'LOCATION'], (b) => posted.push(b));
    await screen.findByRole('combobox', { name: /^Pick-up/ });
    await waitFor(() =>
      expect((globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.some((c) => String(c[0]).includes('/node/api/locations'))).toBe(true),
    );
    await typeAndTab('Gate 5, Ocean Terminal');
    fireEvent.click(await screen.findByRole('button', { name: 'Save as a location' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ locationId: 77, address: '', zone: '' }));
    expect(posted).toEqual([expect.objectContaining({ locationDescEng: 'Gate 5, Ocean Terminal', address: 'Gate 5, Ocean Terminal', contractLabel: 'TST' })]);
  });
});
