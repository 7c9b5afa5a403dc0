import { join } from 'node:path';
import { expect, type Page, test } from '../support/fixtures';
import { signIn } from '../tests/helpers';

const out = (name: string) => join(import.meta.dirname, '..', '..', 'docs', 'screenshots', name);

/** Lets menus, ripples and lookups settle before the picture. */
async function settle(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForTimeout(400);
}

test('a class rate with its route table L, and a client special rate with its surcharges', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/operation/files/tariffRate');
  await page.getByRole('gridcell', { name: 'S-CLASS', exact: true }).click();
  await page.getByRole('tab', { name: /^Route Table L/ }).click();
  await expect(page.getByRole('group', { name: 'Route Table L (location to location)' })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: out('class-rate.png') });

  await page.goto('/operation/files/tariffSP');
  await page.getByRole('gridcell', { name: 'PEN', exact: true }).first().click();
  await page.getByRole('tab', { name: /^Surcharges/ }).click();
  await settle(page);
  await page.screenshot({ path: out('client-rate.png') });
});
