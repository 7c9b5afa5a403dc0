import { expect, test } from '../support/fixtures';
import { choose, openAs } from './helpers';

test("a driver's app login is made and its password set, the policy's message shown first", async ({ page }) => {
  await openAs(page, 'dispatcher', '/operation/files/driverAuth');
  // D004 has no app login in the demo data.
  await page.getByRole('button', { name: 'New' }).click();
  const create = page.getByRole('dialog', { name: 'New Driver App Password' });
  await choose(page, create, 'Driver', 'D004');
  await create.getByLabel('Login Name').fill('d004');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('d004');
  await page.getByRole('gridcell', { name: 'd004', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Edit Driver App Password' });
  await login.getByRole('button', { name: 'Reset App Password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset App Password - d004' });
  await expect(reset.getByText('No password has been set for this login yet.')).toBeVisible();
  await reset.getByLabel('New password', { exact: true }).fill('Tai-O-7');
  await reset.getByLabel('Confirm new password').fill('Tai-O-7');
  await reset.getByRole('button', { name: 'Save' }).click();
  await expect(reset.getByRole('alert').filter({ hasText: 'New password' })).toHaveText('New password must be at least 8 characters');
  await reset.getByLabel('New password', { exact: true }).fill('Lantau-Night-Shift-7');
  await reset.getByLabel('Confirm new password').fill('Lantau-Night-Shift-7');
  await reset.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The app password has been reset.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  // Asked again, the login now has a password.
  await login.getByRole('button', { name: 'Reset App Password' }).click();
  await expect(reset.getByText('A password is set for this login.')).toBeVisible();
});
