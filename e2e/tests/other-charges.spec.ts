import { expect, type Page, test } from '../support/fixtures';
import { openAs } from './helpers';

/** The charge codes in the order the Other Charges screen shows them. */
const codes = (page: Page) => page.getByTestId('oc-row').locator('td:nth-child(2)').allInnerTexts();
const row = (page: Page, code: string) => page.getByTestId('oc-row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });

test('other charges are resequenced with the keyboard, saved in one call, and keep their order after a reload', async ({ page }) => {
  await openAs(page, 'dispatcher', '/operation/files/tariffOC');
  await expect(page.getByTestId('oc-row').first()).toBeVisible();
  const before = await codes(page);
  expect(before.length).toBeGreaterThanOrEqual(4);
  const [first, second, third] = before;

  // The second charge goes up one place, then down two: it ends third, the first one first again.
  await row(page, second).click();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => codes(page)).toEqual([second, first, third, ...before.slice(3)]);
  await expect(row(page, second)).toBeFocused();
  await expect(page.getByRole('status')).toHaveText('The order has changed and is not saved yet.');
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('Alt+ArrowDown');
  const wanted = [first, third, second, ...before.slice(3)];
  await expect.poll(() => codes(page)).toEqual(wanted);
  // A plain arrow moves the selection, not the charge.
  await page.keyboard.press('ArrowUp');
  await expect(row(page, third)).toBeFocused();
  await expect.poll(() => codes(page)).toEqual(wanted);

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/limo/api/reseqTariffOCs');
  await page.getByRole('button', { name: 'Save order' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText('The new order is saved.');
  await expect(page.getByRole('button', { name: 'Save order' })).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('oc-row').first()).toBeVisible();
  await expect.poll(() => codes(page)).toEqual(wanted);
  await expect(page.getByTestId('oc-row').locator('td:first-child')).toHaveText(wanted.map((_, i) => String(i + 1)));
});

test('a changed order can be undone, and the move buttons stop at the ends', async ({ page }) => {
  await openAs(page, 'dispatcher', '/operation/files/tariffOC');
  await expect(page.getByTestId('oc-row').first()).toBeVisible();
  const before = await codes(page);
  await row(page, before[0]).click();
  await expect(page.getByRole('button', { name: /Move up/ })).toBeDisabled();
  await page.getByRole('button', { name: /Move down/ }).click();
  await expect.poll(() => codes(page)).toEqual([before[1], before[0], ...before.slice(2)]);
  await page.getByRole('button', { name: 'Undo order' }).click();
  await expect.poll(() => codes(page)).toEqual(before);
  await expect(page.getByRole('button', { name: 'Save order' })).toBeDisabled();
});
