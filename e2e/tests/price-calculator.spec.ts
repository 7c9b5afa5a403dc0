import { groupedMoney } from '@limo/domain';
import { expect, type Locator, type Page, test } from '../support/fixtures';
import { choose, signInQuietly } from './helpers';

/*
 * The price calculator on a class rate (issue 8): the lines and total it shows are what
 * POST /limo/api/getOrderTariff answers for the same trip, asked by the test itself.
 */

interface Line {
  kind: string;
  amount: string;
}
interface Priced {
  lines: Line[];
  total: string;
}

/** Calls the API with the signed-in user's token and branch, as the app does. */
async function apiOf(page: Page) {
  const [token, branch] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('branchId')]);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (branch) headers['X-Branch-Id'] = branch;
  /** The id of the one record of `list` where `field` is `value`. */
  const idOf = async (list: string, field: string, value: string): Promise<number> => {
    const res = await page.request.get(`/limo/api/${list}`, { headers, params: { [field]: value } });
    expect(res.status(), `GET ${list}?${field}=${value}`).toBe(200);
    const rows = ((await res.json()) as { _embedded: Record<string, { id: number; [k: string]: unknown }[]> })._embedded[list];
    const found = rows.filter((r) => r[field] === value);
    expect(found, `${list} ${value}`).toHaveLength(1);
    return found[0].id;
  };
  const price = async (body: Record<string, unknown>) => {
    const res = await page.request.post('/limo/api/getOrderTariff', { headers, data: body });
    return { status: res.status(), body: (await res.json()) as Priced & { errors?: string[] } };
  };
  return { idOf, price };
}

/** The demo records the test prices with: a client on the default tariff (STD), an E-Class, airport to a hotel (a table L route). */
async function demoIds(page: Page) {
  const { idOf, price } = await apiOf(page);
  const ids = {
    tariffId: await idOf('tariffs', 'tariffCode', 'STD'),
    vehicleTypeId: await idOf('vehicleTypes', 'vehicleType', 'E-CLASS'),
    clientId: await idOf('clients', 'clientCode', 'ISL'),
    pickupLocationId: await idOf('locations', 'locationCode', 'HKG-T1'),
    dropoffLocationId: await idOf('locations', 'locationCode', 'PEN'),
  };
  return { ids, price };
}

/** Picks an option of a pick-list field by typing the start of its label. */
async function pick(page: Page, field: Locator, text: string) {
  await field.fill('');
  await field.fill(text);
  await page.getByRole('option', { name: new RegExp(`^${text}( |$)`) }).click();
}

/** Opens the class rate of STD and the E-Class, then its price calculator. */
async function openCalculator(page: Page, ids: { tariffId: number; vehicleTypeId: number }) {
  await page.goto(`/operation/files/tariffRate/${ids.tariffId}/${ids.vehicleTypeId}`);
  await expect(page.getByRole('heading', { name: /Class Rate: STD · E-CLASS/ })).toBeVisible();
  await page.getByRole('button', { name: 'Price Calculator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Price Calculator' });
  await expect(dialog).toBeVisible();
  // Opened on the rate's vehicle type.
  // The picked type shows its code and both names (issue 30 part 2).
  await expect(dialog.getByRole('combobox', { name: 'Vehicle Type' })).toHaveValue('E-CLASS Mercedes-Benz E-Class saloon 平治 E 級房車');
  return dialog;
}

/** Fills the trip: client ISL, E-Class, airport to The Peninsula, on the date and time given. */
async function fillTrip(page: Page, dialog: Locator, service: string, date: string, time: string) {
  await pick(page, dialog.getByRole('combobox', { name: 'Client' }), 'ISL');
  await pick(page, dialog.getByRole('combobox', { name: 'Vehicle Type' }), 'E-CLASS');
  await choose(page, dialog, 'Service', service);
  await dialog.getByRole('textbox', { name: 'Service Date' }).fill(date.replace(/-/g, ''));
  await dialog.getByRole('textbox', { name: 'Pick-up Time' }).fill(time.replace(':', ''));
  await pick(page, dialog.getByRole('combobox', { name: 'Pick-up', exact: true }), 'HKG-T1');
  await pick(page, dialog.getByRole('combobox', { name: 'Drop-off' }), 'PEN');
}

/** The lines and total shown equal the API's answer, which has a BASE line. */
async function expectShown(dialog: Locator, expected: Priced) {
  const base = expected.lines.find((l) => l.kind === 'BASE');
  expect(base, 'the API prices a BASE line').toBeDefined();
  const table = dialog.getByRole('table', { name: 'Price lines' });
  // The total first: it waits for this answer, not the last one shown.
  await expect(dialog.getByTestId('price-total')).toHaveText(groupedMoney(expected.total) ?? '');
  // One body row per line, and the total row.
  await expect(table.locator('tbody tr')).toHaveCount(expected.lines.length + 1);
  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) => (rows as HTMLTableRowElement[]).slice(0, -1).map((r) => [r.cells[0].textContent, r.cells[4].textContent]));
  expect(shown).toEqual(expected.lines.map((l) => [l.kind, groupedMoney(l.amount)]));
  expect(shown).toContainEqual(['BASE', base?.amount]);
}

test('the price calculator on a class rate shows the lines and total the API gives, and lists a refusal', async ({ page }) => {
  await signInQuietly(page, 'admin');
  const { ids, price } = await demoIds(page);
  const dialog = await openCalculator(page, ids);
  const trip = { clientId: ids.clientId, vehicleTypeId: ids.vehicleTypeId, pickupLocationId: ids.pickupLocationId, dropoffLocationId: ids.dropoffLocationId };

  // A transfer by the Price button.
  await fillTrip(page, dialog, 'Transfer', '2026-12-01', '10:00');
  const transfer = await price({ ...trip, serviceType: 'Transfer', serviceDate: '2026-12-01', pickupTime: '10:00' });
  expect(transfer.status).toBe(200);
  await dialog.getByRole('button', { name: 'Price', exact: true }).click();
  await expectShown(dialog, transfer.body);

  // An arrival near midnight, priced with Enter in the time field.
  await choose(page, dialog, 'Service', 'Arrival');
  const time = dialog.getByRole('textbox', { name: 'Pick-up Time' });
  await time.fill('2330');
  const arrival = await price({ ...trip, serviceType: 'Arrival', serviceDate: '2026-12-01', pickupTime: '23:30' });
  expect(arrival.status).toBe(200);
  expect(arrival.body.total, 'the night arrival costs more than the day transfer').not.toBe(transfer.body.total);
  await time.press('Enter');
  await expectShown(dialog, arrival.body);

  // No drop-off: refused before any call, the lines gone.
  const alert = dialog.getByRole('alert');
  await dialog.getByRole('combobox', { name: 'Drop-off' }).fill('');
  await dialog.getByRole('button', { name: 'Price', exact: true }).click();
  await expect(alert).toContainText('The trip cannot be priced:');
  await expect(alert.getByRole('listitem')).toHaveText(['Drop-off is required']);
  await expect(dialog.getByRole('table', { name: 'Price lines' })).toHaveCount(0);

  // A date before any rate: the server refuses, and its every message is listed.
  await pick(page, dialog.getByRole('combobox', { name: 'Drop-off' }), 'PEN');
  await dialog.getByRole('textbox', { name: 'Service Date' }).fill('20200601');
  const refused = await price({ ...trip, serviceType: 'Arrival', serviceDate: '2020-06-01', pickupTime: '23:30' });
  expect(refused.status).toBe(400);
  expect(refused.body.errors?.length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Price', exact: true }).click();
  await expect(alert.getByRole('listitem')).toHaveText(refused.body.errors ?? []);
  await expect(dialog.getByRole('table', { name: 'Price lines' })).toHaveCount(0);
});

test('a dispatcher opens the price calculator on a class rate and prices without an error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/limo/') && r.status() >= 400) problems.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await signInQuietly(page, 'dispatcher');
  const { ids, price } = await demoIds(page);
  const dialog = await openCalculator(page, ids);
  await fillTrip(page, dialog, 'Transfer', '2026-12-01', '10:00');
  const expected = await price({
    clientId: ids.clientId,
    vehicleTypeId: ids.vehicleTypeId,
    serviceType: 'Transfer',
    serviceDate: '2026-12-01',
    pickupTime: '10:00',
    pickupLocationId: ids.pickupLocationId,
    dropoffLocationId: ids.dropoffLocationId,
  });
  expect(expected.status).toBe(200);
  await dialog.getByRole('button', { name: 'Price', exact: true }).click();
  await expectShown(dialog, expected.body);
  expect(problems).toEqual([]);
});
