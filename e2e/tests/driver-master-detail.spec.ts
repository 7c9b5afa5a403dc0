import { expect, test } from '../support/fixtures';
import { cell, choose, openAs } from './helpers';

test('a driver is made with a licence and a language; a bad mobile number is named', async ({ page }) => {
  await openAs(page, 'dispatcher', '/operation/files/driver');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Driver' });
  await dialog.getByLabel('Driver No.').fill('d901');
  await dialog.getByLabel('Name (English)').fill('Cheung Hoi Yan');
  await dialog.getByLabel('Name (Chinese)').fill('張凱欣');
  await dialog.getByLabel(/^Mobile/).fill('2345 678');

  await dialog.getByRole('tab', { name: 'Licences (0)' }).click();
  await dialog.getByRole('button', { name: 'Add Driver Licence' }).click();
  await choose(page, dialog, 'Licence Type, row 1', '1');
  await cell(dialog, 'Licence No.', 1).fill('DL901234');
  await cell(dialog, 'Issue Date', 1).fill('20210401');
  await cell(dialog, 'Expiry Date', 1).fill('20270331');
  await dialog.getByRole('tab', { name: 'Languages (0)' }).click();
  await dialog.getByRole('button', { name: 'Add Driver Language' }).click();
  await cell(dialog, 'Language', 1).fill('English');
  await choose(page, dialog, 'Level (F fluent, G good, B basic), row 1', 'Fluent');

  // The mobile number is wrong: the message names it, the details tab shows it, nothing is sent.
  await dialog.getByRole('button', { name: 'Save' }).click();
  const message = 'Mobile must be a Hong Kong mobile (8 digits from 4 to 9, +852 optional) or a mainland one (+86 and 11 digits)';
  await expect(dialog.getByRole('alert')).toContainText(message);
  await expect(dialog.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByLabel(/^Mobile/).fill('9345 6789');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('D901');
  const row = page.getByRole('row', { name: /D901/ });
  await expect(row).toContainText('Cheung Hoi Yan');
  await row.click();
  const edit = page.getByRole('dialog', { name: 'Edit Driver' });
  await expect(edit.getByLabel(/^Mobile/)).toHaveValue('9345 6789');
  await edit.getByRole('tab', { name: 'Licences (1)' }).click();
  await expect(cell(edit, 'Licence No.', 1)).toHaveValue('DL901234');
  await expect(cell(edit, 'Expiry Date', 1)).toHaveValue('31/03/2027');
  await edit.getByRole('tab', { name: 'Languages (1)' }).click();
  await expect(cell(edit, 'Language', 1)).toHaveValue('English');
  await expect(edit.getByRole('combobox', { name: 'Level (F fluent, G good, B basic), row 1' })).toHaveText('Fluent');
});

test('a licence expiring before its issue, and a language the driver has already, are refused by row', async ({ page }) => {
  await openAs(page, 'dispatcher', '/operation/files/driver');
  await page.getByRole('gridcell', { name: 'D002', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Driver' });
  await dialog.getByRole('tab', { name: /^Licences/ }).click();
  await dialog.getByRole('button', { name: 'Add Driver Licence' }).click();
  const licences = dialog.getByTestId('driverLicenses-row');
  const n = await licences.count();
  await choose(page, dialog, `Licence Type, row ${n}`, '1');
  await cell(dialog, 'Licence No.', n).fill('DL-BACKWARDS');
  await cell(dialog, 'Issue Date', n).fill('20260101');
  await cell(dialog, 'Expiry Date', n).fill('20250101');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`Driver Licence, row ${n}: Expiry Date must not be before Issue Date`);
  await dialog.getByRole('button', { name: `Remove row ${n} (Driver Licence)` }).click();

  // The same language twice is only found by the server: its message names the row, which stays as typed.
  await dialog.getByRole('tab', { name: /^Languages/ }).click();
  const languages = dialog.getByTestId('driverLanguages-row');
  const first = await cell(dialog, 'Language', 1).inputValue();
  await dialog.getByRole('button', { name: 'Add Driver Language' }).click();
  const m = await languages.count();
  await cell(dialog, 'Language', m).fill(first);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`Driver Language, row ${m}:`);
  await expect(languages.nth(m - 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(dialog, 'Language', m)).toHaveValue(first);
  await dialog.getByRole('button', { name: `Remove row ${m} (Driver Language)` }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
});
