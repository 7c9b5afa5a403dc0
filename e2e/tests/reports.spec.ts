import { readFileSync } from 'node:fs';
import { operatorToday, REPORT_DEFS } from '@limo/domain';
import { expect, type Locator, type Page, test } from '../support/fixtures';
import { openAs } from './helpers';
import { call, demoIds, runTag, staffToken } from './hr-fixtures';

/*
 * The report screens (issue 17, docs/reports.md): the menu, the sales report on orders this test
 * makes for a client of its own (so only its rows are in the report), the totals row, the summary
 * view, the Excel and PDF files and the print sheet; then every other report shows without an error.
 */

const rowsOf = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => (c.textContent ?? '').trim())));

/** '1,234.50' in cents. */
const cents = (money: string) => Math.round(Number(money.replace(/,/g, '')) * 100);

async function download(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  const path = await file.path();
  return readFileSync(path);
}

test('the sales report lists the orders of the month with their totals, by client too, and exports them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await staffToken(request, 'admin');
  const ids = await demoIds(request, admin);
  const types = await call<{ _embedded: { clientTypes: { id: number }[] } }>(request, admin, 'GET', '/api/lookups/clientTypes');
  const code = `RP${runTag()}`;
  const client = await call<{ id: number }>(request, admin, 'POST', '/api/createClients', {
    clientCode: code,
    clientShortName: 'Report e2e',
    clientNameEng: 'Report E2E Client',
    clientTypeId: types._embedded.clientTypes[0].id,
  });
  const today = operatorToday();
  const fares = ['1234.50', '800.25', '95.00'];
  const refs: string[] = [];
  for (const [i, fare] of fares.entries()) {
    const order = await call<{ orderRefId: string }>(request, admin, 'POST', '/api/createOrder', {
      clientId: client.id,
      orderStatus: 'A',
      contactName: 'Reports e2e',
      orderVehicles: [
        {
          serviceType: 'Transfer',
          pickupDate: today,
          pickupTime: `2${i}:00`,
          pickupLocationId: ids.location('PEN'),
          dropoffLocationId: ids.location('HKG-T1'),
          vehicleTypeId: ids.vehicleType('E-CLASS'),
          paxCount: 1,
          manualFareAmt: fare,
          manualFareReason: 'Reports e2e',
        },
      ],
    });
    refs.push(order.orderRefId);
  }

  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await openAs(page, 'admin', '/report/report');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Report', exact: true }).click();
  const menu = page.getByRole('list', { name: 'Reports' });
  await expect(menu.getByRole('link')).toHaveCount(REPORT_DEFS.length + 2); // and the overtime report and the dashboard
  await menu.getByRole('link', { name: /^Sales Report/ }).click();
  await expect(page.getByRole('heading', { name: 'Sales Report', exact: true, level: 1 })).toBeVisible();

  // This month on the operator's calendar is the period the screen opens on.
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(`01/${today.slice(5, 7)}/${today.slice(0, 4)}`);
  const clientBox = page.getByRole('combobox', { name: 'Client' });
  await clientBox.fill(code);
  // The option names the client in both languages after its code.
  await page.getByRole('option', { name: new RegExp(`^${code}( |$)`) }).click();
  await page.getByRole('button', { name: 'Show' }).click();

  const detail = page.getByRole('table', { name: 'Detail' });
  await expect(detail.locator('tbody tr')).toHaveCount(3);
  const rows = await rowsOf(detail);
  expect(rows.map((r) => r[2]).sort()).toEqual([...refs].sort());
  expect(rows.map((r) => r[7])).toEqual(['1,234.50', '800.25', '95.00']);
  const totals = detail.getByTestId('report-totals');
  const shownTotal = (await totals.locator('td').last().textContent()) ?? '';
  expect(cents(shownTotal)).toBe(rows.reduce((sum, r) => sum + cents(r[7]), 0));
  expect(shownTotal).toBe('2,129.75');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('tab', { name: 'By client' }).click();
  const byClient = page.getByRole('table', { name: 'By client' });
  await expect(byClient.locator('tbody tr')).toHaveCount(1);
  expect((await rowsOf(byClient))[0]).toEqual([code, 'Report E2E Client', '3', '2,129.75']);
  await expect(byClient.getByTestId('report-totals')).toHaveText(['Totals', '3', '2,129.75'].join(''));

  const xlsx = await download(page, 'Excel');
  expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
  const pdf = await download(page, 'PDF');
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Print lays every row and the totals on a sheet of its own and asks the browser to print it.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('report-print');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(`Client: ${code}`);
  await expect(sheet.locator('tfoot')).toHaveText(['Totals', '3', '2,129.75'].join(''));
  await expect(page.getByRole('heading', { name: 'Sales Report', exact: true, level: 1 })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('every other report shows for its period without an error', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'admin', '/report/report');
  for (const def of REPORT_DEFS.filter((d) => d.key !== 'sales')) {
    await test.step(def.route, async () => {
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Report', exact: true }).click();
      await page
        .getByRole('list', { name: 'Reports' })
        .getByRole('link', { name: new RegExp(`^${def.title.en.replace(/[&]/g, '\\$&')}`) })
        .click();
      await expect(page.getByRole('heading', { name: def.title.en, exact: true, level: 1 })).toBeVisible();
      for (const view of def.views) {
        if (def.views.length > 1) await page.getByRole('tab', { name: view.label.en }).click();
        await page.getByRole('button', { name: 'Show' }).click();
        await expect(page.getByRole('table', { name: view.label.en }).or(page.getByText('No rows for this period.'))).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
    });
  }
});
