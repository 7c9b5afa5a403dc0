import { en, type TextKey, zhHK } from '@limo/domain/i18n/index';
import { expect, type Locator, type Page } from '../support/fixtures';

export const PASSWORD = 'limo-demo';

export type Lng = 'en' | 'zh-HK';
/** A text of the product's tables in `lng`, as the screens show it. */
export const say = (lng: Lng, key: TextKey): string => (lng === 'en' ? en : zhHK)[key];

/** Signs in through the sign-in screen, in `lng` (kept where the screen keeps it), and waits until the shell shows. */
export async function signIn(page: Page, username: string, path = '/login', lng: Lng = 'en'): Promise<void> {
  await page.goto(path);
  if (lng !== 'en') {
    await page.evaluate((l) => localStorage.setItem('lng', l), lng);
    await page.reload();
  }
  await page.getByLabel(say(lng, 'login.username')).fill(username);
  await page.getByLabel(say(lng, 'login.password')).fill(PASSWORD);
  await page.getByRole('button', { name: say(lng, 'login.signIn') }).click();
  await expect(page.getByRole('navigation', { name: say(lng, 'shell.mainMenu') })).toBeVisible();
}

/** The labels of the left menu, group headers included, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  // An entry's own words, not the count beside it (To Confirm's badge, issue 33).
  return (await nav.locator('a .MuiListItemText-primary, .MuiListSubheader-root').allInnerTexts()).map((s) => s.trim());
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

/**
 * Signs in through the API: the tokens are put where the sign-in screen keeps them, once (a later sign-off or reload
 * behaves as after a real sign-in), and no screen is loaded, so a test that makes its data through the API first
 * opens its own screen next. The sign-in screen has tests of its own; skipping it spares each test the sign-in
 * screen, the user's landing screen and a reload (docs/testing.md).
 */
export async function signInQuietly(page: Page, username: string): Promise<void> {
  const res = await page.request.post('/limo/auth', { data: { username, password: PASSWORD } });
  expect(res.status(), `sign-in of ${username}`).toBe(200);
  const { token, refreshToken } = (await res.json()) as { token: string; refreshToken: string };
  // Any page of the server's origin gives the script its local storage; the readiness answer loads no app.
  await page.goto('/limo/ready');
  await page.evaluate(
    ([t, r]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('refreshToken', r);
    },
    [token, refreshToken] as const,
  );
}

/** Signs in through the API and opens `path` directly, once the shell shows. */
export async function openAs(page: Page, username: string, path: string): Promise<void> {
  await signInQuietly(page, username);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}
