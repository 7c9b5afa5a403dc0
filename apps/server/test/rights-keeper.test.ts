import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

/*
 * Issue 31, part 2: the fuzzer took MODULE and USERGROUP from every staff member (an admin removing
 * themself from the admin group) and locked everyone out of security. Every way of taking a right away
 * refuses the change that leaves no active staff member holding both, and changes nothing.
 */

let t: TestApp;
let admin: string;
let adminId: number;
let adminGroups: number[];
let moduleRight: number;
let userGroupRight: number;

type Method = InjectOptions['method'];
const call = (method: Method, url: string, payload?: unknown, lang = 'en') =>
  t.as(admin, { method, url, payload: payload as InjectOptions['payload'], headers: { 'accept-language': lang } });
const embedded = (res: { json(): unknown }, name: string) => (res.json() as { _embedded: Record<string, { id: number }[]> })._embedded[name];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  adminId = embedded(await call('GET', '/limo/api/staffs?username=admin'), 'staffs')[0].id;
  adminGroups = embedded(await call('GET', `/limo/api/staffs/${adminId}/userGroups`), 'userGroups').map((g) => g.id);
  moduleRight = embedded(await call('GET', '/limo/api/modules?moduleCode=MODULE'), 'modules')[0].id;
  userGroupRight = embedded(await call('GET', '/limo/api/modules?moduleCode=USERGROUP'), 'modules')[0].id;
});
afterAll(() => t.close());

/** Who holds both rights now (the demo's admin alone, in this app). */
const keepers = async () => {
  const rights = (await call('POST', '/limo/auth/user')).json().rights as string[];
  return ['MODULE', 'USERGROUP'].every((r) => rights.includes(r));
};

const refusals: [string, () => Promise<{ statusCode: number; json(): Record<string, unknown> }>][] = [
  [
    'removing themself from their user groups',
    () => call('POST', '/limo/api/updateStaffSecurity', { staffId: adminId, removeUserGroups: adminGroups }, 'zh-HK'),
  ],
  [
    'taking USERGROUP from their user groups',
    () => call('POST', '/limo/api/updateUserGroupSecurity', { userGroupId: adminGroups[0], removeModules: [userGroupRight] }, 'zh-HK'),
  ],
  [
    'taking MODULE from every user group holding it',
    () => call('POST', '/limo/api/updateModuleSecurity', { moduleId: moduleRight, removeUserGroups: adminGroups }, 'zh-HK'),
  ],
  ['cancelling the MODULE module', () => call('PATCH', `/limo/api/modules/${moduleRight}`, { recordStatus: 'C' }, 'zh-HK')],
  ['cancelling their user group', () => call('PATCH', `/limo/api/userGroups/${adminGroups[0]}`, { recordStatus: 'C' }, 'zh-HK')],
  ['cancelling the last keeper', () => call('PATCH', `/limo/api/staffs/${adminId}`, { recordStatus: 'C' }, 'zh-HK')],
];

describe('the last staff member who can give rights', () => {
  it('is the demo admin, in one user group holding both rights', async () => {
    expect(adminGroups.length).toBeGreaterThan(0);
    expect(await keepers()).toBe(true);
  });

  for (const [change, send] of refusals) {
    it(`keeps their rights: ${change} is refused with 409 and the reason, in the reader's language, and changes nothing`, async () => {
      const res = await send();
      expect(res.statusCode, JSON.stringify(res.json())).toBe(409);
      expect(res.json()).toMatchObject({ code: 'LAST_RIGHTS_KEEPER' });
      expect(res.json().message).toContain('MODULE');
      expect(res.json().message).toContain('權限');
      expect(await keepers()).toBe(true);
    });
  }

  it('lets the change through once another active staff member holds both rights', async () => {
    const created = await call('POST', '/limo/api/staffs', { staffCode: 'KEEP2', staffNameEng: 'Second keeper', username: 'keep.two', branchId: 2 });
    expect(created.statusCode).toBe(201);
    const second = created.json().id as number;
    expect((await call('POST', '/limo/api/updateStaffSecurity', { staffId: second, modules: [moduleRight, userGroupRight] })).statusCode).toBe(204);
    // Now USERGROUP may leave the admin's group: the second staff member still holds both.
    expect((await call('POST', '/limo/api/updateUserGroupSecurity', { userGroupId: adminGroups[0], removeModules: [userGroupRight] })).statusCode).toBe(204);
    // And the second keeper cannot then be cancelled or stripped: they are the last one.
    const strip = await call('POST', '/limo/api/updateStaffSecurity', { staffId: second, removeModules: [userGroupRight] });
    expect(strip.statusCode).toBe(409);
    const cancel = await call('PATCH', `/limo/api/staffs/${second}`, { recordStatus: 'C' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/no active staff member holding the rights USERGROUP, MODULE/);
    // The admin lost USERGROUP with it, and gives it back with MODULE.
    expect((await call('POST', '/limo/api/updateUserGroupSecurity', { userGroupId: adminGroups[0], modules: [userGroupRight] })).statusCode).toBe(403);
    expect((await call('POST', '/limo/api/updateModuleSecurity', { moduleId: userGroupRight, userGroups: [adminGroups[0]] })).statusCode).toBe(204);
    expect(await keepers()).toBe(true);
  });
});
