import { describe, expect, it } from 'vitest';
import { canOpen, homeFor, menuFor, moduleCodeFor, pickerEntries, shortcutsFor } from './access';

describe('access', () => {
  it('opens ALL routes to everyone and others with their right', () => {
    expect(canOpen({ right: 'ALL' }, [])).toBe(true);
    expect(canOpen({ right: 'BANK' }, [])).toBe(false);
    expect(canOpen({ right: 'BANK' }, ['BANK'])).toBe(true);
    expect(canOpen({ right: ['SCHEDULING', 'SCHEDULINGWRITE'] }, ['SCHEDULINGWRITE'])).toBe(true);
  });
  it('shows only Log Out to a user without rights', () => {
    expect(menuFor([]).map((m) => m.label)).toEqual(['Log Out']);
  });
  it('shows a group only with its right and its entries with theirs', () => {
    expect(menuFor(['DRIVERJOB']).map((m) => m.label)).toEqual(['Log Out']);
    const menu = menuFor(['OPERATIONMENU', 'DRIVERJOB', 'SYSTEMMENU', 'REPORTMENU']);
    expect(menu.map((m) => m.label)).toEqual(['Operation', 'Report', 'Log Out']);
    expect(menu[0].children?.map((c) => c.label)).toEqual(['Driver Job']);
  });
  it('filters the shortcuts', () => {
    expect(shortcutsFor(['ORDERING', 'DRIVERJOB']).map((s) => s.label)).toEqual(['Ordering', 'Driver Job']);
  });
  it('lists allowed, non-excluded routes sorted by title', () => {
    const entries = pickerEntries(['BANK', 'SCHEDULING', 'CLASSRATE', 'COMPANYFILES']);
    expect(entries.map((e) => e.title)).toEqual([
      'Bank',
      'Change Password',
      'Class Rate',
      'Company Files',
      'Real Time Vehicle',
      'Scheduling',
      'Zone Travel Times',
    ]);
    expect(entries.find((e) => e.title === 'Scheduling')?.path).toBe('/operation/scheduling');
    expect(entries.every((e) => !e.path.includes(':'))).toBe(true);
    expect(pickerEntries([]).map((e) => e.title)).toEqual(['Change Password']);
  });
  it('finds the module code of the current route', () => {
    expect(moduleCodeFor('/company/Bank')).toBe('BANK');
    expect(moduleCodeFor('/company/bank')).toBe('BANK');
    expect(moduleCodeFor('/operation/scheduling')).toBe('SCHEDULING');
    expect(moduleCodeFor('/order/ordering3/12')).toBe('ORDERING');
    expect(moduleCodeFor('/system/changePassword')).toBeNull();
    expect(moduleCodeFor('/nowhere')).toBeNull();
  });
});

describe('where a user lands after sign-in', () => {
  it('sends dispatchers to the grid, accounts to the invoice list, HR to leave approval, never to an empty page while something opens', () => {
    expect(homeFor(['SCHEDULING', 'INVOICING', 'LEAVEAPPROVAL'])).toBe('/operation/scheduling');
    // The demo groups' rights (apps/server/src/demo/users.ts).
    expect(homeFor(['ACCOUNTMENU', 'ORDERINVOICE', 'INVOICING', 'REPORTMENU'])).toBe('/Account/invoicing');
    expect(homeFor(['ACCOUNTMENU', 'ORDERINVOICE'])).toBe('/Account/orderInvoice');
    expect(homeFor(['HRMENU', 'DRIVERALLOWANCE', 'DRIVERROSTERHR', 'OPERATIONMENU', 'LEAVEAPPROVAL', 'REPORTMENU'])).toBe('/operation/LeaveApproval');
    expect(homeFor(['HRMENU', 'DRIVERROSTERHR'])).toBe('/HR/driverRosterHR');
    expect(homeFor([])).toBe('/blank');
  });
});
