import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import { OrderImportBar } from './OrderImportBar';

const LISTS: Record<string, unknown[]> = {
  clients: [{ id: 5, clientCode: 'HSBC', clientShortName: 'HSBC', recordStatus: 'A' }],
  locations: [
    { id: 1, locationCode: 'HKG', locationDescEng: 'Airport', recordStatus: 'A' },
    { id: 2, locationCode: 'PEN', locationDescEng: 'The Peninsula', recordStatus: 'A' },
  ],
  vehicleTypes: [{ id: 7, vehicleType: 'S-CLASS', recordStatus: 'A' }],
};
const CSV = 'Date,Time,Type,From,To,Car,Guest\n10/02/2030,09:30,Arrival,HKG,PEN,S-CLASS,Chan Tai Man\n10/02/2030,10:30,Arrival,HKG,PENN,S-CLASS,Lee Siu Ming\n';

type Body = { dryRun: boolean; orders: { orderVehicles: { dropoffLocationId?: number }[] }[] };

/** The server: lists, no remembered mapping, and createOrderBatch pricing every row at 650 when its drop-off is known. */
function serve() {
  const batches: Body[] = [];
  const puts: unknown[] = [];
  stubSignedIn(['ORDERING'], (url, init) => {
    if (url.includes('/orderImportMappings/5')) {
      if (init.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { clientId: 5, mapping: {} });
      }
      return jsonResponse(404, { status: 404, errors: ['No import mapping for client 5 yet'] });
    }
    if (url.includes('/createOrderBatch')) {
      const body = JSON.parse(String(init.body)) as Body;
      batches.push(body);
      const orders = body.orders.map((o, row) => {
        const known = o.orderVehicles[0].dropoffLocationId !== undefined;
        const errors = known
          ? []
          : [{ field: `orders[${row}].orderVehicles[0].dropoffLocationId`, message: `orders[${row}].orderVehicles[0].dropoffLocationId is required` }];
        return { row, fareAmt: known ? '650.00' : null, errors, ...(body.dryRun ? {} : { id: 100 + row, orderRefId: `HK300210-000${row + 1}` }) };
      });
      return jsonResponse(body.dryRun ? 200 : 201, { created: body.dryRun ? 0 : orders.length, orders });
    }
    const name = /\/(\w+)(?:\?.*)?$/.exec(url)?.[1] ?? '';
    return jsonResponse(200, { _embedded: { [name]: LISTS[name] ?? [] } });
  });
  return { batches, puts };
}

describe('importing orders from a sheet', { timeout: 30_000 }, () => {
  it('maps the columns, shows the bad cell with its message, takes the fix, checks again and creates the batch', async () => {
    const { batches, puts } = serve();
    renderSignedIn(
      <MemoryRouter>
        <OrderImportBar />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const client = await within(dialog).findByRole('combobox', { name: /^Client/ });
    fireEvent.change(client, { target: { value: 'HSBC' } });
    fireEvent.keyDown(client, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: /HSBC/ }));
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [new File([CSV], 'orders.csv', { type: 'text/csv' })] } });

    expect(await within(dialog).findByRole('combobox', { name: 'Order field: Date' })).toHaveProperty('value', 'pickupDate');
    expect(within(dialog).getByRole('combobox', { name: 'Order field: Guest' })).toHaveProperty('value', 'paxName');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check the orders' }));

    const bad = await within(dialog).findByRole('textbox', { name: 'Row 3 Drop-off (code or name)' });
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    expect(bad.getAttribute('title')).toBe('No location has the code or name PENN');
    await waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0].dryRun).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Create 2 orders' })).toHaveProperty('disabled', true);
    fireEvent.focus(bad);
    expect(within(dialog).getByText('Row 3, Drop-off (code or name): No location has the code or name PENN')).toBeTruthy();

    fireEvent.change(bad, { target: { value: 'PEN' } });
    fireEvent.keyDown(bad, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(batches).toHaveLength(2));
    await waitFor(() => expect(within(dialog).getByTestId('import-summary').textContent).toBe('2 orders, 0 with problems, total fare 1300.00'));
    expect(bad.getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create 2 orders' }));
    expect(await within(dialog).findByTestId('import-created')).toHaveProperty('textContent', '2 orders created.');
    expect(batches[2].dryRun).toBe(false);
    expect(within(dialog).getByRole('link', { name: 'HK300210-0002' }).getAttribute('href')).toBe('/order/ordering3/101');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ mapping: { Date: 'pickupDate', To: 'dropoffLocation', Guest: 'paxName' } });
  });
});
