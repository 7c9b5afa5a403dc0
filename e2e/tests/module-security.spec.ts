import { expect, type Page, test } from '../support/fixtures';
import { openAs, pickerEntries, signInQuietly } from './helpers';

async function setHrAssigned(page: Page, assigned: boolean) {
  await page.goto('/company/Bank');
  await page.getByRole('button', { name: 'Module Security' }).click();
  const dialog = page.getByRole('dialog', { name: /Module Security/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Code')).toHaveValue('BANK');
  await expect(dialog.getByLabel('Code')).toHaveAttribute('readonly', '');
  const box = dialog.getByRole('table', { name: 'User Groups' }).getByRole('checkbox', { name: 'Assigned hr' });
  await expect(box).toBeVisible();
  await box.setChecked(assigned);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
}

test('granting a module to a user group opens the screen to its users', async ({ browser }) => {
  // Signed in through the API: the rights this test is about come with the sign-in's answer, not its screen.
  const admin = await browser.newPage();
  await signInQuietly(admin, 'admin');
  await setHrAssigned(admin, true);

  const hr = await browser.newPage();
  await openAs(hr, 'hr', '/company/Bank');
  await expect(hr.getByRole('heading', { name: 'Bank' })).toBeVisible();
  await expect(hr.getByRole('gridcell', { name: 'HSBC', exact: true })).toBeVisible();
  expect(await pickerEntries(hr)).toContain('Bank');

  // Taken back: the next sign-in is refused the screen again.
  await setHrAssigned(admin, false);
  const hr2 = await browser.newPage();
  await signInQuietly(hr2, 'hr');
  await hr2.goto('/company/Bank');
  await hr2.waitForURL('**/blank');
});
