import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '../support/fixtures';
import { signInQuietly } from './helpers';

/*
 * The order enquiry (issue 9): orders made through createOrder in May 2030 (no demo order is
 * there), found by typed dates and Enter, by a passenger, sorted by the server, exported to
 * Excel and CSV, and a row opens its order. A dispatcher does it all with no console error.
 */

interface Made {
  id: number;
  orderRefId: string;
}

async function apiOf(page: Page) {
  const [token, branch] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('branchId')]);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (branch) headers['X-Branch-Id'] = branch;
  const idOf = async (list: string, field: string, value: string): Promise<number> => {
    const res = await page.request.get(`/limo/api/${list}`, { headers, params: { [field]: value } });
    expect(res.status(), `GET ${list}?${field}=${value}`).toBe(200);
    const rows = ((await res.json()) as { _embedded: Record<string, { id: number; [k: string]: unknown }[]> })._embedded[list];
    return rows.filter((r) => r[field] === value)[0].id;
  };
  const ride = {
    serviceType: 'Transfer',
    pickupTime: '10:00',
    vehicleTypeId: await idOf('vehicleTypes', 'vehicleType', 'E-CLASS'),
    pickupLocationId: await idOf('locations', 'locationCode', 'HKG-T1'),
    dropoffLocationId: await idOf('locations', 'locationCode', 'PEN'),
    paxCount: 1,
    stops: [],
    orderMiscs: [],
  };
  const clientId = await idOf('clients', 'clientCode', 'ISL');
  const create = async (pickupDate: string, paxName: string, flightNo: string): Promise<Made> => {
    const data = { clientId, orderStatus: 'A', contactName: 'E2E desk', orderVehicles: [{ ...ride, pickupDate, flightNo, orderPaxes: [{ paxName }] }] };
    const res = await page.request.post('/limo/api/createOrder', { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Made;
  };
  return { create };
}

test('a dispatcher finds orders by typed dates and a passenger, sorts, exports and opens one', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  await signInQuietly(page, 'dispatcher');
  const { create } = await apiOf(page);
  const tag = Date.now().toString(36).toUpperCase();
  const first = await create('2030-05-14', `Chan ${tag}`, 'CX101');
  const second = await create('2030-05-15', `Wong ${tag}`, 'KA900');

  await page.goto('/operation/orderEnquiry');
  await expect(page.getByRole('heading', { name: 'Order Enquiry' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Order Enquiry' });
  const from = page.getByRole('textbox', { name: 'Pick-up from' });
  const to = page.getByRole('textbox', { name: 'Pick-up to' });
  // Opened on today's pick-ups.
  await expect(from).not.toHaveValue('');
  await from.fill('14052030');
  await to.fill('15/5/2030');
  // Enter searches with the date typed and not yet left.
  await to.press('Enter');
  await expect(to).toHaveValue('15/05/2030');
  await expect(grid.getByRole('row').filter({ hasText: first.orderRefId })).toContainText('14/05/2030');
  await expect(grid.getByRole('row').filter({ hasText: second.orderRefId })).toContainText('15/05/2030');
  await expect(grid.getByRole('row').filter({ hasText: second.orderRefId })).toContainText(`Wong ${tag}`);

  const pax = page.getByRole('textbox', { name: 'Passenger' });
  await pax.fill(tag.toLowerCase());
  await pax.press('Enter');
  const refs = () => grid.locator('[data-field="orderRefId"][role="gridcell"]').allInnerTexts();
  await expect.poll(refs).toEqual([first.orderRefId, second.orderRefId]);
  // The server sorts: by pick-up date descending, then reference.
  await grid.getByRole('columnheader', { name: 'Pick-up Date' }).click();
  await expect.poll(refs).toEqual([second.orderRefId, first.orderRefId]);
  // The server always sorts: clicks go ascending, descending, ascending, descending, never "unsorted".
  for (let i = 0; i < 4; i += 1) await grid.getByRole('columnheader', { name: 'Order Ref.' }).click();
  await expect.poll(refs).toEqual([second.orderRefId, first.orderRefId]);
  await expect(grid.getByRole('columnheader', { name: 'Order Ref.' })).toHaveAttribute('aria-sort', 'descending');

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^order-enquiry-\d{8}-\d{4}\.xlsx$/);
  const workbook = await readFile(await xlsx.path());
  expect(workbook.subarray(0, 2).toString()).toBe('PK');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^order-enquiry-\d{8}-\d{4}\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([second.orderRefId, first.orderRefId]);

  expect(problems).toEqual([]);
  await grid.getByRole('row').filter({ hasText: first.orderRefId }).getByRole('gridcell').first().click();
  await expect(page).toHaveURL(new RegExp(`/order/ordering3/${first.id}$`));
});
