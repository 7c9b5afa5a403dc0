import { expect, type Page, test } from '../support/fixtures';
import { PASSWORD } from './helpers';

// An English word: no menu entry, group header, shortcut or title may keep one in Chinese.
const ENGLISH = /[A-Za-z]{3,}/;

const texts = async (page: Page, selector: string) => (await page.locator(selector).allInnerTexts()).map((s) => s.trim());

async function expectChineseShell(page: Page, title: string) {
  const nav = page.getByRole('navigation', { name: '主選單' });
  await expect(nav).toBeVisible();
  const entries = (await nav.locator('a, .MuiListSubheader-root').allInnerTexts()).map((s) => s.trim());
  expect(entries.length).toBeGreaterThan(10);
  for (const entry of entries) expect(entry).not.toMatch(ENGLISH);
  expect(entries).toContain('營運');
  expect(entries).toContain('登出');
  const shortcuts = (await page.getByRole('navigation', { name: '捷徑' }).getByRole('link').allInnerTexts()).map((s) => s.trim());
  expect(shortcuts).toEqual(['派車編排', '訂單輸入', '司機更表', '司機工作']);
  await expect(page.getByTestId('toolbar-title')).toHaveText(`豪華轎車後勤系統 - ${title}`);
  await expect(page).toHaveTitle(title);
}

test('with 繁體中文 chosen the menu, the shortcuts and the titles are Chinese, also after a reload', async ({ page }) => {
  await page.goto('/login');
  // The sign-in screen offers the languages as buttons (no select: its first load is budgeted).
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '繁體中文' }).click();
  await expect(page).toHaveTitle('登入');
  await page.getByLabel('用戶名稱').fill('admin');
  await page.getByLabel('密碼').fill(PASSWORD);
  await page.getByRole('button', { name: '登入' }).click();

  await page.waitForURL('**/operation/scheduling');
  await expectChineseShell(page, '派車編排');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');

  // The function picker lists the route titles in Chinese.
  await page.getByRole('combobox', { name: '前往功能' }).click();
  const options = await texts(page, '[role="listbox"] [role="option"]');
  expect(options.length).toBeGreaterThan(20);
  for (const option of options) expect(option).not.toMatch(ENGLISH);
  await page.keyboard.press('Escape');

  // A files index and a master file: the screen's title follows the route title.
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '檔案' }).first().click();
  await page.waitForURL('**/operation/files');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('營運檔案');
  for (const card of await texts(page, 'main li .MuiTypography-subtitle2')) expect(card).not.toMatch(ENGLISH);
  await page.goto('/company/Bank');
  await expectChineseShell(page, '銀行');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('銀行');

  // The choice is kept: a reload shows Chinese again.
  await page.reload();
  await expectChineseShell(page, '銀行');
});

test('switching back to English at run time turns the menu and the titles English again', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('lng', 'zh-HK'));
  await page.reload();
  await page.getByLabel('用戶名稱').fill('admin');
  await page.getByLabel('密碼').fill(PASSWORD);
  await page.getByRole('button', { name: '登入' }).click();
  await expectChineseShell(page, '派車編排');

  await page.getByRole('combobox', { name: '語言' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByTestId('toolbar-title')).toHaveText('Limo Back Office - Scheduling');
  await expect(page).toHaveTitle('Scheduling');
});
