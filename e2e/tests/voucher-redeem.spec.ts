import { expect, test } from '../support/fixtures';
import { openAs } from './helpers';

test('a dispatcher finds a voucher by its number and redeems it once', async ({ page }) => {
  await openAs(page, 'dispatcher', '/operation/files/voucherredeem');
  await expect(page.getByRole('heading', { name: 'Voucher Redeem' })).toBeVisible();

  await page.getByLabel('Voucher No.').fill('hls-v26-0011');
  await page.getByRole('button', { name: 'Find' }).click();
  const results = page.getByRole('table', { name: 'Vouchers found' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results).toContainText('HLS-V26-0011');
  await expect(results).toContainText('31/05/2027');

  await page.getByRole('textbox', { name: 'Service Date' }).fill('20261201');
  await page.getByLabel('Remarks').fill('Airport pick-up');
  await page.getByRole('button', { name: 'Redeem HLS-V26-0011' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Voucher HLS-V26-0011 redeemed for 01/12/2026.' })).toBeVisible();
  await expect(results).toContainText('Redeemed');
  await expect(page.getByRole('button', { name: 'Redeem HLS-V26-0011' })).toBeDisabled();

  // A void voucher cannot be redeemed: the button stays off.
  await page.getByLabel('Voucher No.').fill('HLS-V26-0020');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(results).toContainText('Void');
  await expect(page.getByRole('button', { name: 'Redeem HLS-V26-0020' })).toBeDisabled();

  await page.getByLabel('Voucher No.').fill('NO-SUCH-VOUCHER');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('No voucher has that number.')).toBeVisible();
});
