import { expect, type Locator, type Page, test } from '../support/fixtures';
import { cell, openAs } from './helpers';

/** Picks a location in a route table cell by typing its code and choosing the option. */
async function pickLocation(page: Page, input: Locator, code: string) {
  await input.fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} - `) }).click();
}

test('a class rate gets a table L row and a hire row, saved in one call and there after a reload', async ({ page }) => {
  await openAs(page, 'admin', '/operation/files/tariffRate');
  await expect(page.getByRole('heading', { name: 'Class Rates' })).toBeVisible();
  await page.getByRole('gridcell', { name: 'TESLA', exact: true }).click();
  await expect(page).toHaveURL(/\/operation\/files\/tariffRate\/\d+\/\d+\?rate=\d+$/);
  await expect(page.getByRole('heading', { name: /Class Rate: CORP · TESLA/ })).toBeVisible();

  // Table L: a new row, its locations picked from the pick-list.
  await page.getByRole('tab', { name: /^Route Table L .* \(7\)$/ }).click();
  const tableL = page.getByRole('group', { name: 'Route Table L (location to location)' });
  await tableL.getByRole('button', { name: /^Add/ }).click();
  await expect(cell(tableL, 'From Location', 8)).toBeFocused();
  await pickLocation(page, cell(tableL, 'From Location', 8), 'PEN');
  await pickLocation(page, cell(tableL, 'To Location', 8), 'AWE');
  await cell(tableL, 'Amount', 8).fill('888');

  // Hire: Enter on the last row adds a row and puts the cursor in it.
  await page.getByRole('tab', { name: /^Hire \(2\)$/ }).click();
  const hire = page.getByRole('group', { name: 'Hire' });
  await cell(hire, 'Extra Block Amount', 2).press('Enter');
  await expect(cell(hire, 'Minimum Hours', 3)).toBeFocused();
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await expect(cell(hire, 'Hourly Amount', 3)).toBeFocused();
  await page.keyboard.type('350');
  await expect(page.getByRole('heading', { name: /unsaved changes/ })).toBeVisible();

  // One save; a clear message; nothing left unsaved.
  const saved = page.waitForResponse((r) => /\/limo\/api\/updateTariffRates\/\d+$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Saved:' })).toHaveText('Saved: the rate and all its rows.');
  await expect(page.getByRole('heading', { name: /unsaved changes/ })).toHaveCount(0);

  await page.reload();
  await page.getByRole('tab', { name: /^Route Table L .* \(8\)$/ }).click();
  const rows = page.getByRole('group', { name: 'Route Table L (location to location)' });
  const values = await Promise.all(
    [1, 2, 3, 4, 5, 6, 7, 8].map(async (n) => [await cell(rows, 'From Location', n).inputValue(), await cell(rows, 'Amount', n).inputValue()]),
  );
  expect(values).toContainEqual(['PEN - The Peninsula Hong Kong', '888.00']);
  await page.getByRole('tab', { name: /^Hire \(3\)$/ }).click();
  const hires = page.getByRole('group', { name: 'Hire' });
  await expect(cell(hires, 'Minimum Hours', 3)).toHaveValue('12');
  await expect(cell(hires, 'Hourly Amount', 3)).toHaveValue('350.00');
});

test('a class rate with a wrong row is not saved, the row is marked, and leaving asks first', async ({ page }) => {
  await openAs(page, 'admin', '/operation/files/tariffRate');
  await page.getByRole('gridcell', { name: 'HIACE', exact: true }).click();
  await page.getByRole('tab', { name: /^Route Table B/ }).click();
  const tableB = page.getByRole('group', { name: 'Route Table B (zone to zone)' });
  await tableB.getByRole('button', { name: /^Add/ }).click();
  await cell(tableB, 'From Zone', 29).fill('airport');
  await cell(tableB, 'Amount', 29).fill('100');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Route Table B, row 29: To Zone is required when Table Type is B');
  await expect(page.getByTestId('Route Table B (zone to zone)-row').nth(28)).toHaveAttribute('aria-invalid', 'true');

  // Leaving with unsaved changes asks; No stays.
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving them?');
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/tariffRate\/\d+\/\d+/);
  await expect(cell(tableB, 'From Zone', 29)).toHaveValue('AIRPORT');
});
