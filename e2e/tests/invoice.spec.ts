import { readFileSync } from 'node:fs';
import { operatorToday } from '@limo/domain';
import { type APIRequestContext, expect, type Page, test } from '../support/fixtures';
import { openAs } from './helpers';
import { call, demoIds, runTag, staffToken } from './hr-fixtures';

/*
 * The invoice screens (issue 17, docs/invoicing.md): accounts issues an invoice for a client of this
 * test's own (three orders of last month, a standing line by amount and one by percent) leaving one
 * order vehicle out, saves its PDF, finds it on /Account/invoicing, prints it, voids it with a reason;
 * the trial then bills all three again.
 */

/** The month before today's on the operator's calendar, 'YYYY-MM'. */
function lastMonth(): string {
  const [y, m] = operatorToday().split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** A client with two standing lines and three confirmed orders of last month at manual fares. */
async function billableClient(request: APIRequestContext) {
  const admin = await staffToken(request, 'admin');
  const ids = await demoIds(request, admin);
  const types = await call<{ _embedded: { clientTypes: { id: number }[] } }>(request, admin, 'GET', '/api/lookups/clientTypes');
  const code = `IV${runTag()}`;
  const client = await call<{ id: number }>(request, admin, 'POST', '/api/createClients', {
    clientCode: code,
    clientShortName: 'Invoice e2e',
    clientNameEng: 'Invoice E2E Client',
    clientNameChi: '發票測試客戶',
    clientTypeId: types._embedded.clientTypes[0].id,
  });
  await call(request, admin, 'POST', '/api/clientInvoiceMiscs', { clientId: client.id, description: 'Monthly admin fee', amount: '50.00', monthlyFlag: 1 });
  await call(request, admin, 'POST', '/api/clientInvoiceMiscs', { clientId: client.id, description: 'Service charge', percent: '10', monthlyFlag: 1 });
  const month = lastMonth();
  const refs: string[] = [];
  for (const [i, fare] of ['1000.00', '250.50', '99.95'].entries()) {
    const order = await call<{ orderRefId: string }>(request, admin, 'POST', '/api/createOrder', {
      clientId: client.id,
      orderStatus: 'A',
      contactName: 'Invoice e2e',
      orderVehicles: [
        {
          serviceType: 'Transfer',
          pickupDate: `${month}-${String(5 + i * 7).padStart(2, '0')}`,
          pickupTime: '10:00',
          pickupLocationId: ids.location('PEN'),
          dropoffLocationId: ids.location('HKG-T1'),
          vehicleTypeId: ids.vehicleType('E-CLASS'),
          paxCount: 1,
          manualFareAmt: fare,
          manualFareReason: 'Invoice e2e',
        },
      ],
    });
    refs.push(order.orderRefId);
  }
  return { code, refs, month };
}

/** Moves to a screen through the left menu, as a user does (no reload). */
const menu = (page: Page, label: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true }).click();

async function showTrial(page: Page, code: string) {
  await menu(page, 'Order Invoice');
  await expect(page.getByRole('heading', { name: 'Order Invoice' })).toBeVisible();
  const client = page.getByRole('combobox', { name: 'Client' });
  await client.fill(code);
  // The option shows the short label and both names (issue 30 part 2).
  await page.getByRole('option', { name: `${code} - Invoice e2e Invoice E2E Client 發票測試客戶`, exact: true }).click();
  await page.getByRole('button', { name: 'Show' }).click();
  return page.getByRole('table', { name: 'Billable order vehicles' });
}

async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await file.path());
}

test('accounts issues an invoice leaving one order out, saves and prints it, voids it, and its orders are billable again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { code, refs, month } = await billableClient(request);
  await page.addInitScript(() => {
    const w = window as unknown as { printed: string[] };
    w.printed = [];
    window.print = () => {
      w.printed.push((document.querySelector('[data-testid="invoice-print"]') as HTMLElement | null)?.innerText ?? '');
    };
  });
  await openAs(page, 'accounts', '/Account/orderInvoice');

  // The trial of last month (the period the screen opens on): three lines, both standing lines, the totals.
  const table = await showTrial(page, code);
  await expect(page.getByRole('textbox', { name: 'Month' })).toHaveValue(month);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(page.getByText('10 % of the subtotal')).toBeVisible();
  // 1350.45 + 50.00 + 135.05 (10 % of 1350.45 = 135.045, half away from zero)
  await expect(page.getByTestId('total')).toHaveText('1,535.50');

  // Leave the second order out with the keyboard: the totals follow.
  const second = table.locator('tbody tr').filter({ hasText: refs[1] });
  await second.focus();
  await page.keyboard.press('Space');
  await expect(table.getByRole('checkbox', { name: `Invoice ${refs[1]}` })).not.toBeChecked();
  await expect(page.getByTestId('subtotal')).toHaveText('1,099.95');
  await expect(page.getByTestId('total')).toHaveText('1,259.95');

  await page.getByRole('button', { name: 'Issue invoice' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Issue an invoice for ${code} - Invoice e2e with 2 order lines and 2 other lines, total 1,259.95?`);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const number = page.getByTestId('issued-invoice-no');
  await expect(number).toHaveText(/^[A-Z]+-\d{4}-\d{5}$/);
  const invoiceNo = (await number.textContent()) ?? '';
  await expect(page.getByRole('status')).toContainText(`Invoice ${invoiceNo} issued: total 1,259.95`);

  const pdf = await download(page, () => page.getByRole('button', { name: 'PDF' }).click());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Invoicing: find it by its number, open it with Enter.
  await menu(page, 'Invoicing');
  await expect(page.getByRole('heading', { name: 'Invoicing' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Invoice No.' }).fill(invoiceNo);
  await page.getByRole('button', { name: 'Search' }).click();
  const grid = page.getByRole('grid', { name: 'Invoices' });
  const row = grid.getByRole('row').filter({ hasText: invoiceNo });
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and the invoice
  await expect(row).toContainText('1,259.95');
  await expect(row).toContainText('Active');
  const detail = page.getByRole('dialog', { name: `Invoice No. ${invoiceNo}` });
  await row.getByRole('gridcell').first().click();
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  // The focus is back on the row's cell: Enter opens it again.
  await page.keyboard.press('Enter');
  await expect(detail.getByRole('table', { name: 'Lines' }).locator('tbody tr')).toHaveCount(7); // 2 orders, 2 standing lines, 3 totals
  await expect(detail).toContainText(refs[0]);
  await expect(detail).not.toContainText(refs[1]);

  // Print: the invoice sheet goes to the browser's print; in print media only the sheet shows.
  await detail.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed.length)).toBe(1);
  const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed[0]);
  expect(printed).toContain(invoiceNo);
  expect(printed).toContain(`${code} Invoice E2E Client 發票測試客戶`);
  expect(printed).toContain('1,259.95');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('invoice-print')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invoicing' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('invoice-print')).toBeHidden();

  // Void: a reason is required; then the invoice and its row show void with the reason.
  await detail.getByRole('button', { name: 'Void' }).click();
  const ask = page.getByRole('dialog', { name: `Void invoice ${invoiceNo}` });
  await ask.getByRole('button', { name: 'Void' }).click();
  await expect(ask).toContainText('Enter the reason for the void.');
  await ask.getByRole('textbox', { name: 'Reason' }).fill('Wrong period');
  await ask.getByRole('button', { name: 'Void' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(`Invoice ${invoiceNo} is void.`)).toBeVisible();
  await expect(detail).toContainText('Void: Wrong period (accounts');
  await expect(detail.getByRole('button', { name: 'Void' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Void');
  await expect(row).toContainText('Wrong period');

  // The trial again: all three order vehicles are billable once more.
  const again = await showTrial(page, code);
  await expect(again.locator('tbody tr')).toHaveCount(3);
  for (const ref of refs) await expect(again).toContainText(ref);
  await expect(page.getByTestId('total')).toHaveText('1,535.50');
});
