import { join } from 'node:path';
import { expect, type Page, test } from '../support/fixtures';
import { type Lng, signIn } from '../tests/helpers';

/**
 * The README's pictures in both languages (issue 30): each screen as its user sees it, at 1366×768 (the office's
 * screens), in English (`<name>.png`) and in 繁體中文 (`<name>.zh-HK.png`), on the demo's day.
 */
const out = (name: string, lng: Lng) => join(import.meta.dirname, '..', '..', 'docs', 'screenshots', lng === 'en' ? `${name}.png` : `${name}.zh-HK.png`);

/** The screens of the README: who opens them and where. */
const SHOTS: { name: string; username: string; path: string; then?: (page: Page, lng: Lng) => Promise<void> }[] = [
  { name: 'shell', username: 'admin', path: '/company/Bank' },
  { name: 'scheduling', username: 'dispatcher', path: '/operation/scheduling' },
  { name: 'order-form', username: 'dispatcher', path: '/order/ordering2' },
  { name: 'driver-roster', username: 'dispatcher', path: '/operation/driverRoster' },
  { name: 'dashboard', username: 'dispatcher', path: '/report/dashboard' },
  { name: 'live-map', username: 'dispatcher', path: '/operation/RealTimeVehicle' },
  { name: 'order-invoice', username: 'accounts', path: '/Account/orderInvoice' },
  // The month so far (the demo's jobs are this month's), shown: the summary with each driver's name.
  {
    name: 'driver-allowance',
    username: 'hr',
    path: '/HR/driverAllowance',
    then: async (page, lng) => {
      await page.getByRole('button', { name: lng === 'en' ? 'Next month' : '下一個月' }).click();
      await page.getByRole('button', { name: lng === 'en' ? 'Show' : '顯示', exact: true }).click();
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  { name: 'leave-approval', username: 'hr', path: '/operation/LeaveApproval' },
];

/** Lets calls, menus and ripples settle before the picture. */
async function settle(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

test.use({ viewport: { width: 1366, height: 768 } });

for (const lng of ['en', 'zh-HK'] as const) {
  test(`the README's screens in ${lng}`, async ({ page }) => {
    test.setTimeout(300_000);
    let who = '';
    for (const shot of SHOTS) {
      if (shot.username !== who) {
        await page.context().clearCookies();
        await page.goto('/login');
        await page.evaluate(() => localStorage.clear());
        await signIn(page, shot.username, '/login', lng);
        who = shot.username;
      }
      await page.goto(shot.path);
      await settle(page);
      if (shot.then) {
        await shot.then(page, lng);
        await settle(page);
      }
      await page.screenshot({ path: out(shot.name, lng) });
    }
  });
}
