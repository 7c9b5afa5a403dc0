import { expect, test } from '../support/fixtures';
import { openAs } from './helpers';

test('the vendor list holds only OUS clients, by English name, with their contacts', async ({ page }) => {
  await openAs(page, 'admin', '/company/vendor');
  const grid = page.getByRole('grid', { name: 'Vendor' });
  await expect(grid.getByRole('gridcell', { name: 'OUS001', exact: true })).toBeVisible();
  const codes = await grid.locator('[data-field="clientCode"][role="gridcell"]').allInnerTexts();
  const names = await grid.locator('[data-field="clientNameEng"][role="gridcell"]').allInnerTexts();
  expect(codes.length).toBeGreaterThanOrEqual(4);
  for (const code of codes) expect(code).toMatch(/^OUS/);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  // The demo vendors: Island Coach, Kowloon Star, Shenzhen Pengcheng, Tai Ping (other tests may add more).
  expect(codes.filter((c) => /^OUS00\d$/.test(c))).toEqual(['OUS004', 'OUS001', 'OUS003', 'OUS002']);
  await expect(grid.getByRole('gridcell', { name: 'PEN', exact: true })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /OUS001/ })).toContainText('Dispatch Desk · +852 2388 1234');

  await page.getByRole('searchbox', { name: 'Search' }).fill('Island');
  await expect(grid.locator('[data-field="clientCode"][role="gridcell"]')).toHaveText(['OUS004']);
  await grid.getByRole('gridcell', { name: 'OUS004', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(dialog.getByLabel('Name (English)')).toHaveValue('Island Coach Services Limited');
  await expect(dialog.getByRole('tab', { name: /^Contacts \(\d+\)$/ })).toBeVisible();
});
