import { join } from 'node:path';
import { expect, type Page, test } from '../support/fixtures';
import { signIn } from '../tests/helpers';

const out = (name: string) => join(import.meta.dirname, '..', '..', 'docs', 'screenshots', name);

/** Lets menus, ripples and lookups settle before the picture. */
async function settle(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForTimeout(400);
}

test('tariffs with their vehicle types, and the public holidays', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/operation/files/tariff');
  await expect(page.getByRole('gridcell', { name: 'STD', exact: true })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: out('tariff-list.png') });
  await page.getByRole('gridcell', { name: 'CORP', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tariff' });
  await dialog.getByRole('tab', { name: /^Vehicle Types/ }).click();
  await settle(page);
  await page.screenshot({ path: out('tariff-vehicle-types.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Public Holidays' }).click();
  await expect(page.getByText('Christmas Day', { exact: true })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: out('tariff-holidays.png') });
});

test('other charges with their amounts, being resequenced', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/operation/files/tariffOC');
  await expect(page.getByTestId('oc-row').first()).toBeVisible();
  await page.getByTestId('oc-row').nth(2).click();
  await page.keyboard.press('Alt+ArrowUp');
  await settle(page);
  await page.screenshot({ path: out('other-charges.png') });
});

test('client contract terms with the copy dialog', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/operation/files/clientOCParm');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: /^FSH/ }).click();
  await expect(page.getByText('Charges with terms:')).toBeVisible();
  await page.getByRole('button', { name: /Copy from/ }).click();
  await page.getByRole('combobox', { name: 'Copy the terms of' }).click();
  await page.getByRole('option', { name: 'Contract Term Type' }).click();
  await page.getByRole('combobox', { name: 'Source', exact: true }).click();
  await page.getByRole('option', { name: 'HOTEL' }).click();
  await settle(page);
  await page.screenshot({ path: out('client-contract-terms-copy.png') });
});
