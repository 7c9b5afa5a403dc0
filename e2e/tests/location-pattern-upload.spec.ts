import { expect, type Page, test } from '../support/fixtures';
import { openAs } from './helpers';

const CSV = ['pattern,locationCode', 'E2E Harbour View Lobby,PEN', 'E2E Nowhere Inn,NOPE', '"E2E Expo Hall 11, Lantau",awe', ',PEN', 'AIRPORT T1,HKG-T1'].join(
  '\n',
);

async function upload(page: Page, text: string) {
  await page.getByLabel('Upload CSV', { exact: true }).setInputFiles({ name: 'patterns.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  return page.getByRole('dialog', { name: 'Pattern upload - patterns.csv' });
}

test('a pattern file is checked, previewed with its bad rows, and only the good rows are added', async ({ page }) => {
  await openAs(page, 'dispatcher', '/operation/files/locationPattern');
  await expect(page.getByRole('grid')).toBeVisible();
  const preview = await upload(page, CSV);
  await expect(preview.getByTestId('figure-Rows in the file')).toHaveText('5');
  await expect(preview.getByTestId('figure-Accepted')).toHaveText('2');
  await expect(preview.getByTestId('figure-Rejected')).toHaveText('3');
  const rejected = preview.getByRole('table', { name: 'Rejected' }).getByRole('row');
  // Row numbers are the file's: the header is row 1.
  await expect(rejected.nth(1)).toHaveText(['3', 'E2E Nowhere Inn', 'NOPE', 'There is no location NOPE'].join(''));
  await expect(rejected.nth(2)).toContainText('5');
  await expect(rejected.nth(2)).toContainText('Pattern is required');
  await expect(rejected.nth(3)).toContainText('6');
  await expect(rejected.nth(3)).toContainText('already exists');
  await preview.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Patterns added: 2. Rows left out: 3.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('searchbox', { name: 'Search' }).fill('E2E');
  await expect(page.locator('.MuiDataGrid-row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: /E2E Harbour View Lobby/ })).toContainText('PEN');
  await expect(page.getByRole('row', { name: /E2E Expo Hall 11, Lantau/ })).toContainText('AWE');
  await expect(page.getByRole('row', { name: /Nowhere/ })).toHaveCount(0);

  // The same file again: every row is refused now; discarding adds nothing.
  const again = await upload(page, CSV);
  await expect(again.getByTestId('figure-Accepted')).toHaveText('0');
  await expect(again.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await again.getByRole('button', { name: 'Discard' }).click();
  await expect(again).toBeHidden();
  await expect(page.locator('.MuiDataGrid-row')).toHaveCount(2);
});
