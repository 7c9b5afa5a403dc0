import { FILES_BY_AREA } from '@limo/domain/routes';
import { expect, test } from '../support/fixtures';
import { openAs } from './helpers';

test('a bank is created, edited and deleted through the screens', async ({ page }) => {
  await openAs(page, 'admin', '/company/Bank');
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
  await openAs(page, 'admin', '/company/Bank');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('SWIFT Code').fill('XX');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Bank Code is required')).toBeVisible();
  await expect(dialog.getByText('SWIFT Code must be 8 or 11 letters and digits')).toBeVisible();
});

test('a refused save shows the server message', async ({ page }) => {
  await openAs(page, 'admin', '/company/Bank');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bank Code').fill('HSBC');
  await dialog.getByLabel('Name (English)').fill('Duplicate');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('HSBC');
  await expect(dialog).toBeVisible();
});

test('the operation files index links to every file built so far, each a route of the operation area', async ({ page }) => {
  await openAs(page, 'admin', '/operation/files');
  const cards = page.getByRole('list', { name: 'Files' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll(
    (links, notYet) => links.filter((a) => !a.textContent?.includes(notYet as string)).map((a) => a.getAttribute('href') ?? ''),
    'not available yet',
  );
  expect(hrefs.length).toBeGreaterThan(0);
  // Every card is named by its file's title (its address is in the address bar, not printed on the card).
  const titles = FILES_BY_AREA.operation.map((r) => r.title);
  for (const text of await cards.allInnerTexts())
    expect(
      titles.some((title) => text.trim().startsWith(title)),
      text,
    ).toBe(true);
  // Each file's list, its rows and its errors are walked in no-console-errors.spec.ts (admin).
  const routes = FILES_BY_AREA.operation.map((r) => r.path);
  for (const href of hrefs) expect(routes, href).toContain(href);
});
