import { describe, expect, it } from 'vitest';
import { ALL, hasRight, isRightCode, RIGHT_CODES, RIGHTS, type Right } from './rights.js';
import { type MenuEntry, MENU, ROUTES, routeRights, SHORTCUTS } from './routes.js';

describe('hasRight', () => {
  it('opens ALL to every signed-in user, even one holding nothing else', () => {
    expect(hasRight([], ALL)).toBe(true);
    expect(hasRight([], [ALL])).toBe(true);
    expect(hasRight(['ALL'], 'ALL')).toBe(true);
  });

  it('needs the named right otherwise', () => {
    expect(hasRight(['ORDERING', 'ALL'], 'ORDERING')).toBe(true);
    expect(hasRight(['ALL'], 'ORDERING')).toBe(false);
    expect(hasRight([], 'MODULE')).toBe(false);
    // A right is a whole code, not a prefix: SCHEDULINGWRITE does not open SCHEDULING.
    expect(hasRight(['SCHEDULINGWRITE'], 'SCHEDULING')).toBe(false);
    expect(hasRight(['SCHEDULING'], 'SCHEDULINGWRITE')).toBe(false);
  });

  it('opens an any-of list when one of the rights is held', () => {
    expect(hasRight(['SCHEDULINGWRITE'], ['SCHEDULING', 'SCHEDULINGWRITE'])).toBe(true);
    expect(hasRight(['SCHEDULING'], ['SCHEDULING', 'SCHEDULINGWRITE'])).toBe(true);
    expect(hasRight(['ORDERING', 'INVOICING'], ['SCHEDULING', 'SCHEDULINGWRITE'])).toBe(false);
    expect(hasRight(['STAFF'], ['STAFF', 'MODULE', 'USERGROUP'])).toBe(true);
    expect(hasRight([], ['MODULE', ALL])).toBe(true);
  });

  it('opens nothing with an empty list of required rights', () => {
    expect(hasRight(['ORDERING', 'ALL'], [])).toBe(false);
  });

  it('is case-sensitive about codes', () => {
    expect(hasRight(['ordering'], 'ORDERING')).toBe(false);
  });
});

describe('the right codes', () => {
  const collect = (entries: MenuEntry[]): Right[] => entries.flatMap((e) => [e.right, ...collect(e.children ?? [])]);
  const used = new Set<string>([...ROUTES.flatMap((r) => routeRights(r)), ...collect(MENU), ...collect(SHORTCUTS)]);
  used.delete(ALL);

  it('include every right named by a route, a menu entry or a shortcut', () => {
    const missing = [...used].filter((r) => !RIGHT_CODES.includes(r as never));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });

  it('include every right the spec lists in section 6', () => {
    const spec = [
      'ORDERING',
      'BATCHVOID',
      'SCHEDULING',
      'SCHEDULINGWRITE',
      'DRIVERROSTER',
      'DRIVERJOB',
      'MODULE',
      'VOUCHERREDEEM',
      'OPERATIONMENU',
      'ORDERENQUIRY',
      'OPERATIONFILES',
      'DEPARTURENOTE',
      'AIRPORTSIGN',
      'ORDERAPI',
      'LEAVEAPPROVAL',
      'RECALCORDER',
      'HRMENU',
      'ALLOWANCERATE',
      'DRIVERALLOWANCE',
      'DRIVERROSTERHR',
      'ACCOUNTMENU',
      'ORDERINVOICE',
      'INVOICING',
      'COMPANYMENU',
      'COMPANYFILES',
      'SYSTEMMENU',
      'SYSTEMFILES',
      'REPORTMENU',
    ];
    expect(spec.filter((r) => !RIGHT_CODES.includes(r as never))).toEqual([]);
  });

  it('do not hold ALL, which is no module', () => {
    expect(RIGHT_CODES).not.toContain(ALL);
    expect(isRightCode('ALL')).toBe(false);
  });

  it('are unique upper-case codes of at most 30 characters (the module code column), each with a description', () => {
    expect(new Set(RIGHT_CODES).size).toBe(RIGHT_CODES.length);
    for (const code of RIGHT_CODES) {
      expect(code).toMatch(/^[A-Z]{2,30}$/);
      expect(RIGHTS[code].trim().length).toBeGreaterThan(0);
    }
  });

  it('recognise a right code, and nothing inherited from Object', () => {
    expect(isRightCode('MODULE')).toBe(true);
    expect(isRightCode('module')).toBe(false);
    expect(isRightCode('toString')).toBe(false);
    expect(isRightCode('constructor')).toBe(false);
    expect(isRightCode('')).toBe(false);
  });
});
