import { expect, test } from '../support/fixtures';
import { signIn } from './helpers';

test('without a token every screen leads to /login', async ({ page }) => {
  await page.goto('/company/Bank');
  await page.waitForURL('**/login');
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('a route without the right ends on /blank', async ({ page }) => {
  await signIn(page, 'hr');
  await page.goto('/company/Bank');
  await page.waitForURL('**/blank');
  await expect(page.getByTestId('blank-page')).toBeAttached();
});

test('unknown paths redirect to / and on to scheduling', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await page.goto('/no/such/screen');
  await page.waitForURL('**/operation/scheduling');
  await expect(page.getByTestId('toolbar-title')).toHaveText('Limo Back Office - Scheduling');
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  await expect(page).toHaveTitle('Scheduling');
});

test('a signed-in user opening /login goes to /', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await page.goto('/login');
  await page.waitForURL('**/operation/scheduling');
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/password/i);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('log out clears the tokens', async ({ page }) => {
  await signIn(page, 'accounts');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  await page.goto('/Account/invoicing');
  await page.waitForURL('**/login');
});

test('the public driver page needs no sign-in', async ({ page }) => {
  await page.goto('/driver/app/jobs');
  // The drivers' own sign-in (driver number and app password), not the staff one.
  await expect(page.getByRole('heading', { name: 'Driver sign-in' })).toBeVisible();
  await expect(page.getByLabel('Driver number')).toBeVisible();
  expect(page.url()).toContain('/driver/app/jobs');
});
