import { expect, test } from '../support/fixtures';
import { openAs } from './helpers';

test('a user group is copied and opens under its new code', async ({ page }) => {
  await openAs(page, 'admin', '/system/userGroup');
  await page.getByRole('gridcell', { name: 'dispatcher', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Edit User Group/ });
  await expect(dialog.getByLabel('User Group', { exact: false }).first()).toHaveValue('dispatcher');
  await dialog.getByRole('button', { name: 'Copy User Group' }).click();
  const copy = page.getByRole('dialog', { name: /Copy User Group/ });
  await copy.getByLabel('User Group').fill('dispatcher2');
  await copy.getByRole('button', { name: 'Save' }).click();
  await expect(copy).toBeHidden();
  await expect(dialog.getByLabel('User Group', { exact: false }).first()).toHaveValue('dispatcher2');
  await dialog.getByRole('tab', { name: 'Security' }).click();
  // The copy holds the modules of the original: SCHEDULING among them.
  await expect(dialog.getByRole('checkbox', { name: 'Assigned SCHEDULING', exact: true })).toBeChecked();
});

test("a staff member's password is reset and works for signing in", async ({ page, browser }) => {
  await openAs(page, 'admin', '/system/staff');
  await page.getByRole('gridcell', { name: 'S0005', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Edit Staff/ });
  await dialog.getByRole('tab', { name: 'Security' }).click();
  await expect(dialog.getByRole('table', { name: 'Branches' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  const reset = page.getByRole('dialog', { name: /Reset Password/ });
  await reset.getByLabel('New password', { exact: true }).fill('Fresh-Pass-2024!');
  await reset.getByLabel('Confirm new password').fill('Fresh-Pass-2024!');
  await reset.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The password has been reset.')).toBeVisible();

  const other = await browser.newPage();
  await other.goto('/login');
  await other.getByLabel('Username').fill('sz.dispatcher');
  await other.getByLabel('Password').fill('Fresh-Pass-2024!');
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
