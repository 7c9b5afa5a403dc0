import { expect, test } from '../support/fixtures';
import { openAs } from './helpers';

// The driver roster screen (issue 10): generate a day from the usual shifts, give one driver
// another's car (the overlap shows at once), save, and find it saved after a reload.

test('a dispatcher generates a day, makes and sees a vehicle overlap, saves it, and it stays after a reload', async ({ page }) => {
  await openAs(page, 'dispatcher', '/operation/driverRoster');
  const day = new Date(Date.UTC(2031, 5, 1) + (Math.floor(Date.now() / 1000) % 200) * 86_400_000).toISOString().slice(0, 10);
  const date = page.getByRole('textbox', { name: 'Service date' });
  await date.fill(day.replaceAll('-', ''));
  await date.press('Enter');
  await expect(page.locator('tr[data-driver]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Generate from usual shifts' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'rostered' })).toBeVisible();

  // Two drivers on the early shift: the second takes the first one's car.
  const early = page.locator('tr[data-driver]').filter({ has: page.locator('input[value="06:00"]') });
  const [first, second] = [early.nth(0), early.nth(1)];
  const firstNo = await first.getAttribute('data-driver');
  const plate = await first.getByRole('combobox').last().inputValue();
  expect(plate).not.toBe('');
  const car = second.getByRole('combobox').last();
  await car.fill(plate);
  await page.getByRole('option', { name: plate, exact: true }).click();
  await expect(second).toHaveAttribute('data-overlap', 'true');
  await expect(second).toContainText(`${plate} is also with ${firstNo}`);

  const secondNo = await second.getAttribute('data-driver');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await date.fill(day.replaceAll('-', ''));
  await date.press('Enter');
  const saved = page.locator(`tr[data-driver="${secondNo}"]`);
  await expect(saved.getByRole('combobox').last()).toHaveValue(plate);
  await expect(saved).toHaveAttribute('data-overlap', 'true');
});
