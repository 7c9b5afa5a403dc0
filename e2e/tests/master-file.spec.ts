import { FILES_BY_AREA } from '@limo/domain/routes';
import { expect, test } from '../support/fixtures';
import { signIn } from './helpers';

test('a bank is created, edited and deleted through the screens', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/company/Bank');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bank Code').fill('e2e1');
  await dialog.getByLabel('Name (English)').fill('E2E Test Bank');
  await dialog.getByLabel('SWIFT Code').fill('EETTHKHH');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('E2E');
  const row = page.getByRole('row', { name: /E2E1/ });
  await expect(row).toContainText('E2E Test Bank');
  await expect(row).toContainText('Active');

  await row.click();
  await expect(dialog.getByLabel('Bank Code')).toHaveValue('E2E1');
  await dialog.getByLabel('Name (English)').fill('E2E Renamed Bank');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /E2E1/ })).toContainText('E2E Renamed Bank');

  await page.getByRole('row', { name: /E2E1/ }).click();
  await expect(dialog.getByLabel('Name (English)')).toHaveValue('E2E Renamed Bank');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /E2E1/ })).toHaveCount(0);
});

test('a bad entry shows its message by the field', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/company/Bank');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('SWIFT Code').fill('XX');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Bank Code is required')).toBeVisible();
  await expect(dialog.getByText('SWIFT Code must be 8 or 11 letters and digits')).toBeVisible();
});

test('a refused save shows the server message', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/company/Bank');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bank Code').fill('HSBC');
  await dialog.getByLabel('Name (English)').fill('Duplicate');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('HSBC');
  await expect(dialog).toBeVisible();
});

const FILES = [
  '/system/cancelReason',
  '/system/title',
  '/system/staffShifting',
  '/system/fleet',
  '/system/company',
  '/system/sysParameter',
  '/system/staff',
  '/system/userGroup',
  '/system/module',
  '/company/branch',
  '/company/department',
  '/company/Bank',
  '/company/CardType',
  '/company/PaymentMethod',
];

test('every System and Company file lists its records', async ({ page }) => {
  await signIn(page, 'admin');
  for (const path of FILES) {
    await page.goto(path);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('.MuiDataGrid-row').first(), path).toBeVisible();
  }
});

test('the operation files index links to every file built so far, and each opens its list', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/operation/files');
  const cards = page.getByRole('list', { name: 'Files' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll(
    (links, notYet) => links.filter((a) => !a.textContent?.includes(notYet as string)).map((a) => a.getAttribute('href') ?? ''),
    'not available yet',
  );
  expect(hrefs.length).toBeGreaterThan(0);
  // Every card shows its path, or says the screen is not available yet.
  for (const text of await cards.allInnerTexts()) expect(text).toMatch(/\/operation\/files\/|not available yet/);
  for (const href of hrefs) {
    await page.goto(href);
    const route = FILES_BY_AREA.operation.find((r) => r.path === href);
    if (route?.screen.kind === 'resource') {
      await expect(page.getByRole('grid'), href).toBeVisible();
      await expect(page.locator('.MuiDataGrid-main'), href).toBeVisible();
    } else {
      // A hand-written screen (Voucher Redeem) shows its title.
      await expect(page.getByRole('heading', { name: route?.title }), href).toBeVisible();
    }
    await expect(page.getByRole('alert'), href).toHaveCount(0);
  }
});
