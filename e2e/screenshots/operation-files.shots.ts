import { join } from 'node:path';
import { expect, type Page, test } from '../support/fixtures';
import { signIn } from '../tests/helpers';

const out = (name: string) => join(import.meta.dirname, '..', '..', 'docs', 'screenshots', name);

/** Lets menus, ripples and lookups settle before the picture. */
async function settle(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForTimeout(400);
}

test('vendor list and the client dialog with its children', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/company/vendor');
  await expect(page.getByRole('gridcell', { name: 'OUS001', exact: true })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: out('vendor-list.png') });

  await page.getByRole('gridcell', { name: 'OUS003', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await dialog.getByRole('tab', { name: /^Contacts/ }).click();
  await expect(dialog.getByLabel('Contact Name, row 1', { exact: true })).not.toHaveValue('');
  await settle(page);
  await page.screenshot({ path: out('client-edit-contacts.png') });
  await dialog.getByRole('tab', { name: /^Discounts/ }).click();
  await dialog.getByRole('button', { name: 'Add Client Discount' }).click();
  await dialog.getByLabel('Discount %, row 1', { exact: true }).fill('8');
  await dialog.getByLabel('Effective Date, row 1', { exact: true }).fill('20270301');
  await dialog.getByLabel('Expiry Date, row 1', { exact: true }).fill('20270201');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: out('client-edit-discount-error.png') });
});

test('driver dialog with its licences', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/operation/files/driver');
  await page.getByRole('gridcell', { name: 'D001', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Driver' });
  await expect(dialog.getByLabel('Driver No.')).toHaveValue('D001');
  await settle(page);
  await page.screenshot({ path: out('driver-edit.png') });
  await dialog.getByRole('tab', { name: /^Licences/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Licence Type, row 1' })).not.toHaveText('');
  await settle(page);
  await page.screenshot({ path: out('driver-edit-licences.png') });
});

test('location pattern upload preview', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await page.goto('/operation/files/locationPattern');
  await expect(page.getByRole('grid')).toBeVisible();
  const csv = [
    'pattern,locationCode',
    'Peninsula Hotel Lobby,PEN',
    'Grand Hyatt Harbour Rd,GHK',
    'Nowhere Inn,NOPE',
    ',FSH',
    'AIRPORT T1,HKG-T1',
    'Expo Hall 11,AWE',
    'Old Kai Tak Terminal,KTA',
  ].join('\n');
  await page.getByLabel('Upload CSV', { exact: true }).setInputFiles({ name: 'new-patterns.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('dialog', { name: /Pattern upload/ })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: out('pattern-upload-preview.png') });
});
