import { expect, test } from '../support/fixtures';
import { menuLabels, openAs, pickerEntries, shortcutLabels } from './helpers';

const ALL_SHORTCUTS = ['scheduling', 'ordering', 'driver roster', 'driver job'];
const OPERATION = ['Operation', 'Driver Job', 'Scheduling', 'Driver Roster', 'Enquiry', 'Files', 'Depart. Notice', 'Airport Sign', 'Order API', 'Message Log'];
// The portal bookings waiting for the operator (issue 33), beside Ordering for whoever takes orders.
const ORDERING = ['Ordering', 'To Confirm'];

const USERS: { name: string; menu: string[]; shortcuts: string[]; picker: { has: string[]; hasNot: string[]; exactly?: string[] } }[] = [
  {
    name: 'admin',
    menu: [
      ...ORDERING,
      'Voucher',
      ...OPERATION,
      'Leave Approval',
      'HR',
      'Allowance Rate',
      'Driver Allowance',
      'Driver Roster HR',
      'Account',
      'Order Invoice',
      'Invoicing',
      'Company',
      'Files',
      'System',
      'Files',
      'Report',
      'Log Out',
    ],
    shortcuts: ALL_SHORTCUTS,
    picker: { has: ['Bank', 'Module Security', 'Scheduling', 'Staff', 'Invoicing', 'Change Password'], hasNot: ['chinaLink'] },
  },
  {
    name: 'dispatcher',
    menu: [...ORDERING, 'Voucher', ...OPERATION, 'Log Out'],
    shortcuts: ALL_SHORTCUTS,
    picker: { has: ['Scheduling', 'Location', 'Voucher Redeem', 'Change Password'], hasNot: ['Bank', 'Staff', 'Invoicing', 'Leave Approval'] },
  },
  {
    name: 'accounts',
    menu: ['Account', 'Order Invoice', 'Invoicing', 'Report', 'Log Out'],
    shortcuts: [],
    picker: { has: ['Invoicing', 'Order Invoice', 'Sales Report', 'Dashboard'], hasNot: ['Scheduling', 'Bank', 'Ordering'] },
  },
  {
    name: 'hr',
    menu: ['Operation', 'Leave Approval', 'HR', 'Allowance Rate', 'Driver Allowance', 'Driver Roster HR', 'Report', 'Log Out'],
    shortcuts: [],
    picker: {
      has: [],
      hasNot: [],
      exactly: ['Allowance Rate', 'Change Password', 'Driver Allowance', 'Driver OT Report', 'Driver Roster HR', 'Leave Approval', 'Report'],
    },
  },
];

/** A light screen every user may open: the menu, shortcuts and picker are the shell's, not the landing screen's. */
const SHELL_ONLY = '/system/changePassword';

for (const user of USERS) {
  test(`${user.name}: menu, shortcuts and function picker follow the rights`, async ({ page }) => {
    await openAs(page, user.name, SHELL_ONLY);
    expect(await menuLabels(page)).toEqual(user.menu);
    expect(await shortcutLabels(page)).toEqual(user.shortcuts);
    const entries = await pickerEntries(page);
    expect(entries).toEqual([...entries].sort((a, b) => a.localeCompare(b)));
    if (user.picker.exactly) expect(entries).toEqual(user.picker.exactly);
    for (const e of user.picker.has) expect(entries).toContain(e);
    for (const e of user.picker.hasNot) expect(entries).not.toContain(e);
  });
}

test('a shortcut opens its screen in a new tab', async ({ page, context }) => {
  await openAs(page, 'dispatcher', SHELL_ONLY);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Driver Roster' }).click(),
  ]);
  await tab.waitForURL('**/operation/driverRoster');
  await expect(tab.getByRole('heading', { name: 'Driver Roster' })).toBeVisible();
  expect(page.url()).not.toContain('driverRoster');
});

test('choosing a picker entry navigates to it', async ({ page }) => {
  await openAs(page, 'admin', SHELL_ONLY);
  const picker = page.getByRole('combobox', { name: 'Go to function' });
  await picker.fill('Payment');
  await page.getByRole('option', { name: 'Payment Method' }).click();
  await page.waitForURL('**/company/PaymentMethod');
  await expect(page.getByTestId('toolbar-title')).toHaveText('Limo Back Office - Payment Method');
  await expect(page).toHaveTitle('Payment Method');
});
