import { hasRight } from '@limo/domain/rights';
import { BLANK_PATH, FILES_BY_AREA, PRODUCT_TITLE, ROUTES } from '@limo/domain/routes';
import { expect, type Page, test } from '../support/fixtures';
import { axeViolations, englishWords, switchLanguage } from './a11y';
import { signIn } from './helpers';

/**
 * Every screen a demo user may open shows without a console error and without a failed call:
 * a screen must only ask for what its user may read (reference labels come through the lookups).
 * One signed-in page per user, moved from screen to screen as the menu does (no reload).
 * Each screen also passes axe (WCAG 2.1 A and AA) in English and in Chinese, and shows no English word in Chinese
 * (issue 30, parts 9 and 1): the language switches in place, as the top bar's switch does, and back.
 */

/** Screens the README promises each demo user, so that a user who opens nothing cannot pass. */
const PROMISED: Record<string, string[]> = {
  admin: ['/company/Bank', '/system/staff', '/operation/files/driver', '/Account/invoicing', '/HR/AllowanceRate'],
  dispatcher: ['/operation/files/driver', '/operation/files/vehicle', '/operation/files/location', '/operation/files/client', '/company/vendor'],
  accounts: ['/Account/orderInvoice', '/Account/invoicing', '/report/report', '/report/dashboard'],
  hr: ['/HR/AllowanceRate', '/HR/driverAllowance', '/HR/driverRosterHR', '/operation/LeaveApproval'],
  'sz.dispatcher': ['/operation/files/driver', '/operation/files/vehicle', '/operation/files/location'],
};

/** Lists the demo fills: the walk expects their grid to show rows, and no error banner. */
const SYSTEM_AND_COMPANY = ['cancelReason', 'title', 'staffShifting', 'fleet', 'company', 'sysParameter', 'staff', 'userGroup', 'module']
  .map((f) => `/system/${f}`)
  .concat(['branch', 'department', 'Bank', 'CardType', 'PaymentMethod'].map((f) => `/company/${f}`));
/** Operation files that are not a list of records (other charges, terms, voucher redemption) or start empty. */
const NOT_LISTS = ['tariffRate', 'tariffOC', 'voucherredeem', 'tariffSP', 'clientOCParm', 'contractTermOCParm'];
const OPERATION_LISTS = FILES_BY_AREA.operation.map((r) => r.path).filter((p) => !NOT_LISTS.includes(p.split('/').pop() ?? ''));
const WITH_ROWS: Record<string, string[]> = { admin: SYSTEM_AND_COMPANY, dispatcher: OPERATION_LISTS };
/**
 * The dispatcher opens a record of every operation file: admin (every right, so no refusal to find) and the
 * Shenzhen dispatcher (the same group) would read the same pick-lists again, about a minute of the suite.
 */
const DIALOGS_ELSEWHERE: Record<string, string[]> = { admin: OPERATION_LISTS, 'sz.dispatcher': OPERATION_LISTS };
const opensRecord = (username: string, path: string) => !DIALOGS_ELSEWHERE[username]?.some((p) => p.toLowerCase() === path.toLowerCase());

/** A concrete path for a route with parameters (record ids and a duty date). */
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (name === 'dutyDate' ? '2026-01-05' : '1'));

const isApi = (url: string) => {
  const path = new URL(url).pathname;
  return path.startsWith('/limo/') && !path.startsWith('/limo/socket.io');
};

/** Collects what goes wrong on a page, and counts the calls still under way. */
function watch(page: Page) {
  const problems: string[] = [];
  let inFlight = 0;
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    if (isApi(r.url())) inFlight += 1;
  });
  const done = (r: { url(): string }) => {
    if (isApi(r.url())) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', (r) => {
    done(r);
    if (isApi(r.url())) problems.push(`failed: ${r.method()} ${new URL(r.url()).pathname} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (isApi(r.url()) && r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  });
  /** Waits until no call has been under way for a moment. */
  const settle = async () => {
    for (let quiet = 0; quiet < 3;) {
      await page.waitForTimeout(100);
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
  };
  return { problems, settle };
}

/** Client-side navigation, as a menu link does it. */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * axe in English, then in Chinese with no English word left, then back to English. The shell (menu, top bar) is the
 * same on every screen: the whole page is scanned on a user's first screen, the screen's own content after it.
 */
async function checkScreen(page: Page, settle: () => Promise<void>, where: string, whole: boolean) {
  const scope = whole ? undefined : 'main';
  expect.soft(await axeViolations(page, scope), `${where}: axe`).toEqual([]);
  await switchLanguage(page, 'zh-HK');
  await settle();
  // MUI's Chinese words are a chunk of their own, loaded on the first switch: a moment, not a call.
  await expect.soft.poll(() => englishWords(page), { message: `${where} in Chinese: English words`, timeout: 5_000 }).toEqual([]);
  expect.soft(await axeViolations(page, scope), `${where} in Chinese: axe`).toEqual([]);
  await switchLanguage(page, 'en');
  await settle();
}

/**
 * Screens already checked for accessibility and Chinese in this worker: another user's view of a screen is the same
 * component with fewer buttons, so each screen is checked once, by the first user who opens it (admin opens most),
 * and the walk grows by the screens, not by screens times users (CI time, issue 29).
 */
const checked = new Set<string>();

for (const username of Object.keys(PROMISED)) {
  test(`${username}: every screen the user may open shows without errors`, async ({ page }) => {
    // axe and the Chinese pass on each screen: about twice the walk of old (docs/testing.md).
    test.setTimeout(480_000);
    const { problems, settle } = watch(page);
    const user = page.waitForResponse((r) => new URL(r.url()).pathname === '/limo/auth/user');
    await signIn(page, username);
    const rights = ((await (await user).json()) as { rights: string[] }).rights;
    const routes = ROUTES.filter((r) => hasRight(rights, r.right));
    const paths = routes.map((r) => r.path.toLowerCase());
    for (const promised of PROMISED[username]) expect(paths, `${username} may open ${promised}`).toContain(promised.toLowerCase());
    for (const listed of WITH_ROWS[username] ?? []) expect(paths, `${username} may open ${listed}`).toContain(listed.toLowerCase());
    await settle();
    expect.soft(problems.splice(0), `${username}: signing in`).toEqual([]);
    // A user of two branches picks them by code (read through the lookups, whatever the user's rights).
    if (username === 'sz.dispatcher') await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveText('HK');

    let first = true;
    for (const route of routes) {
      const path = concrete(route.path);
      await test.step(path, async () => {
        await go(page, path);
        // A redirect (/chinalink) lands on its target, or on the blank page for a user without the target's right.
        const target = route.screen.kind === 'redirect' ? ROUTES.find((r) => r.path === (route.screen as { to: string }).to) : undefined;
        const landing = target ? (hasRight(rights, target.right) ? target : ROUTES.find((r) => r.path === BLANK_PATH)) : route;
        const landed = landing ? concrete(landing.path) : path;
        // A screen may add its state to the query (the class rates name their first tariff: ?tariffId=2).
        await expect(page).toHaveURL(new RegExp(`${landed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
        await expect(page).toHaveTitle(landing?.title || PRODUCT_TITLE);
        await settle();
        const fresh = first || !checked.has(landed.toLowerCase());
        if (WITH_ROWS[username]?.some((p) => p.toLowerCase() === route.path.toLowerCase())) {
          await expect(page.getByRole('grid'), path).toBeVisible();
          await expect(page.locator('.MuiDataGrid-row').first(), path).toBeVisible();
          await expect(page.getByRole('alert'), path).toHaveCount(0);
        }
        // A master file: open its first record too (its form reads the pick-lists of its references).
        const row = page.locator('.MuiDataGrid-row').first();
        if (route.screen.kind === 'resource' && opensRecord(username, route.path) && (await row.count())) {
          await row.click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          await settle();
          // The forms differ by resource: one scan each, English only (a form's labels are the grid's column words).
          const form = `${landed.toLowerCase()} form`;
          if (!checked.has(form)) expect.soft(await axeViolations(page, '[role="dialog"]'), `${username} on ${path}, its record: axe`).toEqual([]);
          checked.add(form);
          await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
          await expect(dialog).toHaveCount(0);
        }
        if (fresh) await checkScreen(page, settle, `${username} on ${path}`, first);
        checked.add(landed.toLowerCase());
        first = false;
        expect.soft(problems.splice(0), `${username} on ${path}`).toEqual([]);
      });
    }
    await settle();
    expect.soft(problems.splice(0), `${username} after the last screen`).toEqual([]);
  });
}
