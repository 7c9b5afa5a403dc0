import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { SessionProvider } from '../../app/session/SessionContext';
import { jsonResponse } from '../../test/render';
import { PriceCalculatorButton } from './PriceCalculatorButton';
import { pricingBody, newForm } from './usePricing';

const LISTS: Record<string, Record<string, unknown>[]> = {
  clients: [{ id: 7, clientCode: 'HSBC', clientShortName: 'HSBC', clientNameEng: 'HSBC Holdings', clientNameChi: '滙豐控股', recordStatus: 'A' }],
  vehicleTypes: [
    { id: 3, vehicleType: 'E-CLASS', recordStatus: 'A' },
    { id: 4, vehicleType: 'OLD', recordStatus: 'C' },
  ],
  locations: [
    { id: 11, locationCode: 'AP', locationDescEng: 'Airport T1', contractLabel: 'AIRPORT', recordStatus: 'A' },
    { id: 12, locationCode: 'PEN', locationDescEng: 'Peninsula Hotel', contractLabel: 'TST', recordStatus: 'A' },
  ],
  tariffOCs: [{ id: 21, ocCode: 'MG', recordStatus: 'A' }],
};
const PRICED = {
  tariffId: 1,
  tariffCode: 'STD',
  rateSource: 'CLASS',
  rateId: 12,
  lines: [
    {
      kind: 'BASE',
      code: 'L',
      description: 'Arrival Airport T1 → Peninsula Hotel',
      qty: 1,
      unitAmount: '650.00',
      amount: '650.00',
      rule: 'Table L Airport T1 → Peninsula Hotel, class rate 12 of tariff STD',
    },
    {
      kind: 'OC',
      code: 'MG',
      description: 'Meet and greet',
      qty: 1,
      unitAmount: '120.00',
      amount: '120.00',
      rule: 'Other charge MG: amount of MG for vehicle type E-CLASS',
    },
  ],
  total: '770.00',
};

/** A signed-in user with these rights; GETs answer the lists, getOrderTariff answers `priced` in turn. */
function serve(rights: string[], priced: { status: number; body: unknown }[] = []) {
  const gets: string[] = [];
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/user')) return jsonResponse(200, { rights, username: 'u', fullname: 'User', userid: 1, branchId: 2, branches: [2] });
      if (url.includes('/api/publicParameters')) return jsonResponse(200, {});
      if (url.includes('/getOrderTariff')) {
        posts.push(JSON.parse(String(init?.body)));
        const next = priced.shift() ?? { status: 500, body: {} };
        return jsonResponse(next.status, next.body);
      }
      gets.push(url.replace(/^.*\/limo/, ''));
      const name = /\/(\w+)(?:\?.*)?$/.exec(url)?.[1] === 'enqVehicleTypes' ? 'vehicleTypes' : (/\/(\w+)(?:\?.*)?$/.exec(url)?.[1] ?? '');
      return jsonResponse(200, { _embedded: { [name]: LISTS[name] ?? [] } });
    }),
  );
  tokens.set('t', 'r');
  return { gets, posts };
}

function open(defaults?: { clientId?: number; vehicleTypeId?: number; tariffId?: number }) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <PriceCalculatorButton defaults={defaults} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Price Calculator' }));
  return screen.getByRole('dialog');
}

async function pick(dialog: HTMLElement, label: string, text: string) {
  const input = await within(dialog).findByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(text) }));
}

describe('price calculator', () => {
  it('prices a trip on Enter and shows each line with its rule, then the total', async () => {
    const { posts } = serve(['ORDERING', 'CLIENT', 'OTHERCHARGES'], [{ status: 200, body: PRICED }]);
    const dialog = open({ clientId: 7, vehicleTypeId: 3, tariffId: 2 });
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: /^Client/ }) as HTMLInputElement).value).toBe('HSBC HSBC Holdings 滙豐控股'));
    await pick(dialog, 'Pick-up', 'Airport');
    await pick(dialog, 'Drop-off', 'Peninsula');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Service Date/ }), { target: { value: '20260210' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Pick-up Time/ }), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    await pick(dialog, 'Charge', 'MG');
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Price Calculator' }));

    const table = await within(dialog).findByRole('table', { name: 'Price lines' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['BASE', 'Arrival Airport T1 → Peninsula Hotel', '1', '650.00', '650.00', 'Table L Airport T1 → Peninsula Hotel, class rate 12 of tariff STD'],
      ['OC', 'Meet and greet', '1', '120.00', '120.00', 'Other charge MG: amount of MG for vehicle type E-CLASS'],
      ['Total', '770.00', ''],
    ]);
    expect(within(dialog).getByText('Tariff STD, class rate 12')).toBeTruthy();
    // The screen's tariff (2) is not the client's: said so.
    expect(within(dialog).getByText('This client is priced by tariff STD, not by the tariff of this screen.')).toBeTruthy();
    expect(posts).toEqual([
      {
        clientId: 7,
        vehicleTypeId: 3,
        serviceType: 'Arrival',
        serviceDate: '2026-02-10',
        pickupTime: '10:00',
        pickupLocationId: 11,
        dropoffLocationId: 12,
        stops: [],
        hireMinutes: null,
        waitingMinutes: null,
        ocs: [{ tariffOcId: 21, qty: 1 }],
        voucherNo: null,
      },
    ]);
  });

  it('prices a free stop typed in the calculator with its proposed zone, beside a location stop, as the order form does (issue 30 part 3)', async () => {
    const stopLine = { kind: 'STOP', code: 'TST', description: 'Stop', qty: 1, unitAmount: '100.00', amount: '100.00', rule: 'Stop in zone TST' };
    const { gets, posts } = serve(['ORDERING', 'CLIENT'], [{ status: 200, body: { ...PRICED, lines: [PRICED.lines[0], stopLine], total: '750.00' } }]);
    const dialog = open({ clientId: 7, vehicleTypeId: 3 });
    await pick(dialog, 'Pick-up', 'Airport');
    await pick(dialog, 'Drop-off', 'Peninsula');
    // A free address: the zone is proposed from the closest location name (Peninsula Hotel, zone TST).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a stop' }));
    const free = await within(dialog).findByRole('combobox', { name: /^Stop 1/ });
    // The stop reads the locations' zones (a second read of the list) before the address is typed, as a person types.
    await waitFor(() => expect(gets.filter((g) => g === '/node/api/locations')).toHaveLength(2));
    act(() => free.focus());
    fireEvent.change(free, { target: { value: 'Shop 12, Peninsula Arcade' } });
    act(() => free.blur());
    const zone = within(within(dialog).getByTestId('stops[0]-place')).getByRole('combobox', { name: /^Zone/ }) as HTMLSelectElement;
    await waitFor(() => expect(zone.value).toBe('TST'));
    // A location stop, picked from the list.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a stop' }));
    await pick(dialog, 'Stop 2', 'Airport');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Price' }));

    const table = await within(dialog).findByRole('table', { name: 'Price lines' });
    expect(within(table).getByText('Stop in zone TST')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ pickupLocationId: 11, dropoffLocationId: 12, stops: [{ address: 'Shop 12, Peninsula Arcade', zone: 'TST' }, 11] });
  });

  it("lists every problem of the server's refusal, and what is missing without asking the server", async () => {
    const errors = ['Client 7 does not exist', 'No price for route Airport T1 → Peninsula Hotel in class rate 12 of tariff STD'];
    const { posts } = serve(
      ['ORDERING', 'CLIENT'],
      [{ status: 400, body: { status: 400, error: 'Bad Request', message: errors[0], errors, invalidValues: [] } }],
    );
    const dialog = open({ clientId: 7, vehicleTypeId: 3 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Price' }));
    const missing = await within(dialog).findByRole('alert');
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pick-up is required', 'Drop-off is required']);
    expect(posts).toEqual([]);

    await pick(dialog, 'Pick-up', 'Airport');
    await pick(dialog, 'Drop-off', 'Peninsula');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Price' }));
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('alert'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(errors),
    );
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('reads only the pick-lists the user may read; the others take an id', async () => {
    const { gets } = serve(['CLASSRATE']);
    const dialog = open();
    await waitFor(() => expect(gets.length).toBe(2));
    expect(gets.sort()).toEqual(['/api/lookups/locations', '/api/lookups/vehicleTypes']);
    expect(within(dialog).getByRole('textbox', { name: /^Client \(id\)/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    expect(within(dialog).getByRole('textbox', { name: /^Charge \(id\)/ })).toBeTruthy();
    // A cancelled vehicle type is not offered.
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: /^Vehicle Type/ }), { key: 'ArrowDown' });
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['E-CLASS']);
  });

  it('sends hire minutes and no drop-off or waiting for a Hire', () => {
    const form = { ...newForm(), serviceType: 'Hire' as const, dropoffLocationId: 5, hireMinutes: '310', waitingMinutes: '20', voucherNo: ' V1 ' };
    expect(pricingBody(form)).toMatchObject({ serviceType: 'Hire', dropoffLocationId: null, hireMinutes: 310, waitingMinutes: null, voucherNo: 'V1' });
  });
});
