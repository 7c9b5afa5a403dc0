import { nextDate } from '@limo/domain/rules/entry';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { expect, type Page, test } from '../support/fixtures';
import { axeViolations } from './a11y';
import { PASSWORD } from './helpers';

/**
 * The client portal on a phone in Chinese (issue 33): the demo's HKJC booker signs in, books a trip
 * from the stored places and passengers, changes its time, and cancels it. Every page fits the
 * phone's width (no sideways scrolling). Uses the demo's portal user booker.hkjc.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-HK' });

async function fitsThePhone(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, 'no sideways scrolling').toBeLessThanOrEqual(width);
}

test('a booker books, changes the time and cancels a trip on a phone in Chinese', async ({ page }) => {
  const day = nextDate(operatorToday(), 7);
  const [y, m, d] = day.split('-');

  await page.goto('/portal');
  // The browser speaks Chinese: the sign-in is Chinese before anyone signs in.
  await expect(page.getByRole('heading', { name: '登入客戶專區' })).toBeVisible();
  await fitsThePhone(page);
  await page.getByLabel('用戶名稱').fill('booker.hkjc');
  await page.getByLabel('密碼').fill(PASSWORD);
  await page.getByLabel('密碼').press('Enter');
  await expect(page.getByRole('heading', { name: '我的行程', level: 1 })).toBeVisible();
  await fitsThePhone(page);

  await page.getByRole('navigation', { name: '專區頁面' }).getByRole('link', { name: '預約行程' }).click();
  await expect(page.getByRole('heading', { name: '預約行程', level: 1 })).toBeVisible();
  await page.getByLabel('服務類別').selectOption('Transfer');
  await page.getByLabel('日期').fill(day);
  await page.getByLabel('時間（香港）').selectOption('10:00');
  await page.getByLabel('上車地點：地點類別').selectOption('stored');
  await page.getByLabel('上車地點：已儲存地點').selectOption({ label: 'Happy Valley Racecourse' });
  await page.getByLabel('落車地點：地點類別').selectOption('stored');
  await page.getByLabel('落車地點：已儲存地點').selectOption({ label: 'Airport Terminal 1' });
  await page.getByLabel('車型').selectOption({ index: 1 });
  await page.getByLabel('加入已儲存乘客').selectOption({ label: 'Mr Edward Lam' });
  await fitsThePhone(page);

  await page.getByRole('button', { name: '查詢價錢' }).click();
  const price = page.getByRole('region', { name: '價錢' });
  await expect(price.getByText('總額')).toBeVisible();
  await expect(price.getByTestId('pw-quote-total')).toHaveText(/^港幣 \d+\.\d{2}$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '預約', exact: true }).click();
  await expect(page.getByText('行程已預約。')).toBeVisible();
  // HKJC confirms each booking at the office (auto-confirm off).
  await expect(page.getByText('等候確認')).toBeVisible();
  await expect(page.getByText(`${d}/${m}/${y} 10:00`)).toBeVisible();
  await expect(page.getByText('Mr Edward Lam')).toBeVisible();
  await fitsThePhone(page);

  await page.getByRole('button', { name: '更改' }).click();
  await expect(page.getByLabel('時間（香港）')).toHaveValue('10:00');
  await page.getByLabel('時間（香港）').selectOption('11:30');
  await page.getByRole('button', { name: '儲存更改' }).click();
  await expect(page.getByText('行程已更改。')).toBeVisible();
  await expect(page.getByText(`${d}/${m}/${y} 11:30`)).toBeVisible();

  await page.getByRole('button', { name: '取消行程' }).click();
  const dialog = page.getByRole('dialog', { name: '取消此行程？' });
  await dialog.getByLabel('原因').fill('會議改期');
  await dialog.getByRole('button', { name: '確認取消行程' }).click();
  await expect(page.getByText('行程已取消。')).toBeVisible();
  await expect(page.getByText('已取消', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '更改' })).toBeDisabled();
  await fitsThePhone(page);

  // The trip is in the booker's list under its status.
  await page.getByRole('navigation', { name: '專區頁面' }).getByRole('link', { name: '我的行程' }).click();
  await page.getByLabel('狀態').selectOption('CANCELLED');
  await expect(page.getByRole('link', { name: new RegExp(`${d}/${m}/${y} 11:30`) })).toBeVisible();
  await fitsThePhone(page);
});
