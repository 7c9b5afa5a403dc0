import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '../support/fixtures';
import { signInQuietly } from './helpers';

/*
 * Airport signs (issue 15): a dispatcher opens /operation/airportSign on the day of two arrivals
 * made through createOrder, sees their signs, picks Chinese names, prints (one A4 landscape sheet
 * per sign, the app's shell left out) and downloads the server's PDF of the same signs.
 */

/** The signed-in user's API calls, with the user's token and branch as the app sends them. */
async function apiOf(page: Page) {
  const [token, branch] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('branchId')]);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...(branch ? { 'X-Branch-Id': branch } : {}) };
  const idOf = async (path: string, list: string, field: string, value: string): Promise<number> => {
    const res = await page.request.get(`/limo${path}`, { headers });
    expect(res.status(), path).toBe(200);
    const rows = ((await res.json()) as { _embedded: Record<string, { id: number; [k: string]: unknown }[]> })._embedded[list];
    const found = rows.filter((r) => r[field] === value);
    expect(found, `${list} ${value}`).toHaveLength(1);
    return found[0].id;
  };
  const arrival = async (date: string, time: string, paxNames: string[]) => {
    const res = await page.request.post('/limo/api/createOrder', {
      headers,
      data: {
        clientId: await idOf('/node/api/clients', 'clients', 'clientCode', 'ISL'),
        orderStatus: 'A',
        contactName: 'Front desk',
        orderVehicles: [
          {
            serviceType: 'Arrival',
            pickupDate: date,
            pickupTime: time,
            flightNo: 'CX251',
            flightEtaDate: date,
            flightEtaTime: time,
            pickupLocationId: await idOf('/node/api/locations', 'locations', 'locationCode', 'HKG-T1'),
            dropoffLocationId: await idOf('/node/api/locations', 'locations', 'locationCode', 'PEN'),
            vehicleTypeId: await idOf('/api/lookups/vehicleTypes', 'vehicleTypes', 'vehicleType', 'E-CLASS'),
            paxCount: paxNames.length,
            orderPaxes: paxNames.map((paxName) => ({ paxName })),
          },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; orderRefId: string };
  };
  return { arrival };
}

test('prints airport signs: one sheet per arrival, the name in English or Chinese, and the PDF', async ({ page }) => {
  await signInQuietly(page, 'dispatcher');
  // Past the demo fortnight: the day holds these two arrivals only.
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const api = await apiOf(page);
  // The lead passenger's name typed in both scripts; the sign calls the lead.
  const first = await api.arrival(day, '09:30', ['陳大文 Chan Tai Man', 'Mary Chan']);
  const second = await api.arrival(day, '14:15', ['Alexandra Featherstonehaugh']);

  await page.goto('/operation/airportSign');
  await page.getByRole('textbox', { name: 'Pick-up date' }).fill(day.replaceAll('-', ''));
  const table = page.getByRole('table', { name: 'Airport Sign' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').first()).toContainText(first.orderRefId);
  await expect(table.locator('tbody tr').nth(1)).toContainText(second.orderRefId);
  const preview = page.getByRole('region', { name: 'Print preview' });
  await expect(preview.getByTestId('sign-name')).toHaveText(['Chan Tai Man', 'Alexandra Featherstonehaugh']);

  // Chinese names where the order has them.
  await page.getByRole('button', { name: 'Chinese' }).click();
  await expect(preview.getByTestId('sign-name')).toHaveText(['陳大文', 'Alexandra Featherstonehaugh']);

  // Print opens the browser's print dialog once.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // In print, only the sheets show: one A4 landscape page per sign, the name filling the width.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  const sheets = page.getByTestId('print-pages').locator('.limo-page');
  await expect(sheets).toHaveCount(2);
  await expect(sheets.first().getByTestId('sign-name')).toBeVisible();
  await expect(sheets.first().getByTestId('sign-name')).toHaveText('陳大文');
  await expect(sheets.nth(1).getByTestId('sign-client')).toBeVisible();
  const box = await sheets.first().boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(1123); // 297 mm at 96 px an inch
  expect(Math.round(box?.height ?? 0)).toBe(794); // 210 mm
  // The long English name is set larger than the client's name and still fits the sheet.
  const name = await sheets
    .nth(1)
    .getByTestId('sign-name')
    .evaluate((el) => ({ px: parseFloat(getComputedStyle(el).fontSize), width: el.scrollWidth }));
  expect(name.px).toBeGreaterThan(60);
  expect(name.width).toBeLessThanOrEqual(1123 - 2 * 45);
  const printed = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(printed.match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
  expect(printed).toMatch(/\/MediaBox \[0 0 84[12]\.\d+ 59[45]\.\d+\]/);
  await page.emulateMedia({ media: 'screen' });

  // The PDF of the same signs, from the server.
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/enqAirportSigns/${day}`) && r.url().includes('format=pdf')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.url()).toContain('lang=zh');
  expect(download.suggestedFilename()).toBe(`airport-signs-${day}.pdf`);
  const pdf = readFileSync(await download.path()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toMatch(/\/Type \/Pages\s*\/Count 2/);
});
