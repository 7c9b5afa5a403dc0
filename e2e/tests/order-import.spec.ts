import { expect, type Page, test } from '../support/fixtures';
import ExcelJS from 'exceljs';
import { openAs } from './helpers';

/*
 * Batch create (issue 15): a clerk imports a client's .xlsx of three transfers on the order screen,
 * one with a drop-off no location has; she sees the problem on that cell, fixes it in place, checks
 * again and creates the batch; the orders exist with what the sheet said.
 */

/** An .xlsx as a client sends it: real date cells (Excel serials), times as text, one unknown drop-off. */
async function sheet(day: Date): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Transfers');
  ws.addRow(['Date', 'Time', 'Type', 'From', 'To', 'Car', 'Guest', 'Pax']);
  ws.addRow([day, '09:00', 'Transfer', 'HKG-T1', 'PEN', 'E-CLASS', 'Chan Tai Man', 2]);
  ws.addRow([day, '09:30', 'Transfer', 'HKG-T1', 'NOWHERE', 'E-CLASS', 'Lee Siu Ming', 1]);
  ws.addRow([day, '10:00', 'Transfer', 'HKG-T1', 'PEN', 'E-CLASS', '陳大文', 3]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function apiOf(page: Page) {
  const [token, branch] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('branchId')]);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (branch) headers['X-Branch-Id'] = branch;
  return {
    get: async (path: string) => {
      const res = await page.request.get(`/limo${path}`, { headers });
      expect(res.status(), path).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    },
  };
}

test('imports a sheet with one bad row: the cell names the problem, the fix is checked again, the batch is created', async ({ page }) => {
  await openAs(page, 'dispatcher', '/order/ordering2');
  const api = await apiOf(page);
  const when = new Date(Date.now() + 9 * 86_400_000);
  const day = new Date(Date.UTC(when.getUTCFullYear(), when.getUTCMonth(), when.getUTCDate()));
  const iso = day.toISOString().slice(0, 10);

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import orders' });
  const client = dialog.getByRole('combobox', { name: 'Client' });
  await expect(client).toBeFocused();
  await page.keyboard.type('ISL');
  await expect(page.locator('.MuiAutocomplete-popper [role=option]').first()).toContainText('ISL');
  await page.keyboard.press('Enter');
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'isl-transfers.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet(day),
  });

  // The columns are guessed from their headers.
  await expect(dialog.getByRole('combobox', { name: 'Order field: To' })).toHaveValue('dropoffLocation');
  await expect(dialog.getByRole('combobox', { name: 'Order field: Car' })).toHaveValue('vehicleType');
  await page.screenshot({ path: test.info().outputPath('order-import-columns.png') });
  await dialog.getByRole('button', { name: 'Check the orders' }).click();

  const bad = dialog.getByRole('textbox', { name: 'Row 3 Drop-off (code or name)' });
  await expect(bad).toHaveAttribute('aria-invalid', 'true');
  await expect(bad).toHaveAttribute('title', 'No location has the code or name NOWHERE');
  await expect(dialog.getByTestId('import-summary')).toContainText('3 orders, 1 with problems');
  await expect(dialog.getByRole('textbox', { name: 'Row 2 Pick-up date' })).toHaveValue(iso);
  await expect(dialog.getByRole('button', { name: 'Create 3 orders' })).toBeDisabled();
  await bad.focus();
  await expect(dialog.getByRole('status').filter({ hasText: 'Row 3, Drop-off (code or name): No location has the code or name NOWHERE' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-import-problem.png') });

  // Fixed in place, then checked again from the keyboard.
  await bad.fill('PEN');
  await page.keyboard.press('Control+Enter');
  await expect(dialog.getByTestId('import-summary')).toContainText('3 orders, 0 with problems');
  await expect(bad).not.toHaveAttribute('aria-invalid', 'true');
  const create = dialog.getByRole('button', { name: 'Create 3 orders' });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(dialog.getByTestId('import-created')).toHaveText('3 orders created.');

  const links = dialog.getByRole('link');
  await expect(links).toHaveCount(3);
  const ids = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).map((h) => Number(/(\d+)$/.exec(h ?? '')?.[1]));
  const guests = [];
  for (const id of ids) {
    const order = await api.get(`/api/getOrder/${id}`);
    const [vehicle] = order.orderVehicles as Record<string, unknown>[];
    expect(vehicle).toMatchObject({ serviceType: 'Transfer', pickupDate: iso, fareAmt: expect.stringMatching(/^\d+\.\d{2}$/) });
    guests.push((vehicle.orderPaxes as { paxName: string }[])[0].paxName);
  }
  expect(guests).toEqual(['Chan Tai Man', 'Lee Siu Ming', '陳大文']);
  // The mapping is remembered for the client's next sheet.
  const clientId = (await api.get(`/api/getOrder/${ids[0]}`)).clientId as number;
  expect((await api.get(`/api/orderImportMappings/${clientId}`)).mapping).toMatchObject({ Date: 'pickupDate', To: 'dropoffLocation', Car: 'vehicleType' });
});

/*
 * A sheet at the import's limit (2,000 rows of 12 columns: its sheet part is over 512 KiB unzipped)
 * is read under the app's Content-Security-Policy, which refuses blob: workers; read-excel-file 7+
 * unzips such a part in one and the dialog then stays on "Reading the sheet…" for ever.
 */
test('reads a 2,000-row sheet in the page itself', async ({ page }) => {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Transfers');
  ws.addRow(['Date', 'Time', 'Type', 'From', 'To', 'Car', 'Guest', 'Pax', 'Flight', 'Phone', 'Remarks', 'Ref']);
  for (let i = 0; i < 2000; i++) {
    const time = `${String(8 + (i % 12)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
    ws.addRow([
      new Date(Date.UTC(2030, 1, 1 + (i % 28))),
      time,
      'Transfer',
      'HKG-T1',
      'PEN',
      'E-CLASS',
      `Guest ${i}`,
      // An E-Class seats 3: the import refuses a larger party without a reason (issue 30 part 8b).
      1 + (i % 3),
      `CX${100 + i}`,
      `+852 9${1000000 + i}`,
      `Remark ${i}`,
      `REF-${i}`,
    ]);
  }
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';

  await openAs(page, 'dispatcher', '/order/ordering2');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import orders' });
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toBeFocused();
  await page.keyboard.type('ISL');
  await expect(page.locator('.MuiAutocomplete-popper [role=option]').first()).toContainText('ISL');
  await page.keyboard.press('Enter');
  await dialog
    .getByTestId('import-file')
    .setInputFiles({ name: 'isl-month.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(await book.xlsx.writeBuffer()) });
  await expect(dialog.getByRole('combobox', { name: 'Order field: Date' })).toHaveValue('pickupDate');
  await expect(dialog.getByRole('row', { name: /^Date/ })).toContainText('01/02/2030');
});
