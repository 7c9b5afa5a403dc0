import { expect, type Locator, type Page } from '../support/fixtures';

export const PASSWORD = 'limo-demo';

/** Signs in through the sign-in screen and waits until the shell shows. */
export async function signIn(page: Page, username: string, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** The labels of the left menu, group headers included, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  return (await nav.locator('a, .MuiListSubheader-root').allInnerTexts()).map((s) => s.trim());
}

/** Every entry of the function picker, in the order shown. */
export async function pickerEntries(page: Page): Promise<string[]> {
  const picker = page.getByRole('combobox', { name: 'Go to function' });
  await picker.click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  const entries = (await list.getByRole('option').allInnerTexts()).map((s) => s.trim());
  await page.keyboard.press('Escape');
  return entries;
}

export async function shortcutLabels(page: Page): Promise<string[]> {
  return (await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link').allInnerTexts()).map((s) => s.trim().toLowerCase());
}

/** An input of a master-detail row, by its column and row ("Contact Name, row 1"). */
export function cell(scope: Locator, column: string, row: number): Locator {
  return scope.getByLabel(`${column}, row ${row}`, { exact: true });
}

/** Picks an option of an MUI select found by its accessible name: the option's text, or a record's code before its names. */
export async function choose(page: Page, scope: Locator, name: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name, exact: true }).click();
  const text = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`);
  await page.getByRole('listbox').getByRole('option', { name: text }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}
