import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authControls, staffBranches, staffUserGroups, userGroups } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: string;
const PASSWORD = 'Harbour-Lights-2026';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

type Method = InjectOptions['method'];
const call = (token: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.as(token, { method, url, payload: payload as InjectOptions['payload'], headers });
const get = (token: string, url: string, headers?: Record<string, string>) => call(token, 'GET', url, undefined, headers);
const post = (token: string, url: string, payload: unknown, headers?: Record<string, string>) => call(token, 'POST', url, payload, headers);

const rightsOf = async (token: string): Promise<string[]> => {
  const res = await post(token, '/limo/auth/user', undefined);
  expect(res.statusCode).toBe(200);
  return res.json().rights;
};
const embedded = (res: { json(): unknown }, name: string) => (res.json() as { _embedded: Record<string, Record<string, unknown>[]> })._embedded[name];

async function moduleId(code: string): Promise<number> {
  const res = await get(admin, `/limo/api/modules?moduleCode=${code}`);
  expect(res.statusCode).toBe(200);
  const [m] = embedded(res, 'modules');
  expect(m?.moduleCode).toBe(code);
  return m.id as number;
}

async function groupId(name: string): Promise<number> {
  const res = await get(admin, `/limo/api/userGroups?userGroup=${encodeURIComponent(name)}`);
  expect(res.statusCode).toBe(200);
  const found = embedded(res, 'userGroups').filter((g) => g.userGroup === name);
  expect(found).toHaveLength(1);
  return found[0].id as number;
}

async function staffIdOf(username: string): Promise<number> {
  const res = await get(admin, `/limo/api/staffs?username=${encodeURIComponent(username)}`);
  expect(res.statusCode).toBe(200);
  const [s] = embedded(res, 'staffs');
  expect(s?.username).toBe(username);
  return s.id as number;
}

async function newGroup(code: string): Promise<number> {
  const res = await post(admin, '/limo/api/userGroups', { userGroup: code, userGroupDescEng: `Test group ${code}` });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** A new staff member in branch 2 with no group and no module, signed in. */
async function newUser(code: string, branchId = 2): Promise<{ id: number; token: string; username: string }> {
  const username = `t.${code.toLowerCase()}`;
  const res = await post(admin, '/limo/api/staffs', { staffCode: code, staffNameEng: `Tester ${code}`, username, branchId });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  expect((await post(admin, '/limo/api/resetPassword', { staffId: id, newPassword: PASSWORD })).statusCode).toBe(204);
  return { id, username, token: await t.login(username, PASSWORD) };
}

const updateModuleSecurity = (body: unknown, token = admin) => post(token, '/limo/api/updateModuleSecurity', body);
const updateUserGroupSecurity = (body: unknown, token = admin) => post(token, '/limo/api/updateUserGroupSecurity', body);
const updateStaffSecurity = (body: unknown, token = admin) => post(token, '/limo/api/updateStaffSecurity', body);

/** Every module-security row of a module, as readable pairs. */
async function grantsOf(moduleIdValue: number) {
  const rows = await t.database.db.select().from(authControls).where(eq(authControls.moduleId, moduleIdValue));
  return rows.map((r) => (r.userGroupId ? `group:${r.userGroupId}` : `staff:${r.staffId}`)).sort();
}

function expectErrorBody(res: { statusCode: number; json(): Record<string, unknown> }, status: number, path: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ status, path });
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.errors)).toBe(true);
  expect(Array.isArray(body.invalidValues)).toBe(true);
  return body as { status: number; message: string; errors: string[]; invalidValues: { field: string; value: unknown }[] };
}

describe('GET /limo/api/modules?moduleCode=', () => {
  it('returns exactly that module, not one whose code starts with it', async () => {
    const res = await get(admin, '/limo/api/modules?moduleCode=SCHEDULING');
    expect(res.statusCode).toBe(200);
    const list = embedded(res, 'modules');
    expect(list.map((m) => m.moduleCode)).toEqual(['SCHEDULING']);
    expect(res.json().page).toMatchObject({ totalElements: 1, number: 0 });
    expect(list[0]).toMatchObject({ moduleDesc: 'Scheduling (read)', recordStatus: 'A' });
    expect(list[0]._links).toMatchObject({ self: { href: `/limo/api/modules/${list[0].id}` } });
  });

  it('finds SCHEDULINGWRITE by its own code, and nothing for a part of a code', async () => {
    expect(embedded(await get(admin, '/limo/api/modules?moduleCode=SCHEDULINGWRITE'), 'modules').map((m) => m.moduleCode)).toEqual(['SCHEDULINGWRITE']);
    const part = await get(admin, '/limo/api/modules?moduleCode=SCHED');
    expect(part.statusCode).toBe(200);
    expect(embedded(part, 'modules')).toEqual([]);
    expect(part.json().page.totalElements).toBe(0);
  });

  it('is refused to a user without MODULE', async () => {
    const res = await get(await t.login('dispatcher'), '/limo/api/modules?moduleCode=SCHEDULING');
    expectErrorBody(res, 403, '/limo/api/modules');
  });
});

describe('POST /limo/api/updateModuleSecurity', () => {
  let bank: number;
  let group: number;
  let user: { id: number; token: string; username: string };

  beforeAll(async () => {
    bank = await moduleId('BANK');
    group = await newGroup('ms-bankers');
    user = await newUser('MS001');
    expect((await updateUserGroupSecurity({ userGroupId: group, staffs: [user.id] })).statusCode).toBe(204);
  });

  it('grants a module to a user group, which its members hold at once', async () => {
    expect(await rightsOf(user.token)).not.toContain('BANK');
    expectErrorBody(await get(user.token, '/limo/api/banks'), 403, '/limo/api/banks');

    const res = await updateModuleSecurity({ moduleId: bank, userGroups: [group] });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect(await rightsOf(user.token)).toContain('BANK');
    expect((await get(user.token, '/limo/api/banks')).statusCode).toBe(200);
    const groups = embedded(await get(admin, `/limo/api/modules/${bank}/userGroups`), 'userGroups');
    expect(groups.map((g) => g.userGroup)).toContain('ms-bankers');
    expect(await grantsOf(bank)).toContain(`group:${group}`);
  });

  it('grants the same module twice (and an id repeated) without a second row', async () => {
    expect((await updateModuleSecurity({ moduleId: bank, userGroups: [group, group] })).statusCode).toBe(204);
    expect((await grantsOf(bank)).filter((g) => g === `group:${group}`)).toHaveLength(1);
  });

  it('takes it away again by removing the user group', async () => {
    const res = await updateModuleSecurity({ moduleId: bank, removeUserGroups: [group] });
    expect(res.statusCode).toBe(204);
    expect(await rightsOf(user.token)).not.toContain('BANK');
    expect((await get(user.token, '/limo/api/banks')).statusCode).toBe(403);
    const groups = embedded(await get(admin, `/limo/api/modules/${bank}/userGroups`), 'userGroups');
    expect(groups.map((g) => g.userGroup)).not.toContain('ms-bankers');
    // The other holders keep it.
    expect(groups.map((g) => g.userGroup)).toContain('admin');
    expect(await grantsOf(bank)).not.toContain(`group:${group}`);
  });

  it('grants a module to a staff member directly, and takes it away', async () => {
    expect((await updateModuleSecurity({ moduleId: bank, staffs: [user.id] })).statusCode).toBe(204);
    expect(await rightsOf(user.token)).toContain('BANK');
    const staffs = embedded(await get(admin, `/limo/api/modules/${bank}/staffs`), 'staffs');
    expect(staffs.map((s) => s.staffCode)).toEqual(['MS001']);
    expect(staffs[0]).not.toHaveProperty('passwordHash');

    expect((await updateModuleSecurity({ moduleId: bank, removeStaffs: [user.id] })).statusCode).toBe(204);
    expect(await rightsOf(user.token)).not.toContain('BANK');
    expect(embedded(await get(admin, `/limo/api/modules/${bank}/staffs`), 'staffs')).toEqual([]);
  });

  it('refuses lists that are not lists of ids, naming every problem, and changes nothing', async () => {
    const before = await grantsOf(bank);
    const res = await updateModuleSecurity({ moduleId: bank, userGroups: 'all', staffs: [-1], removeUserGroups: [1.5], removeStaffs: [user.id] });
    const body = expectErrorBody(res, 400, '/limo/api/updateModuleSecurity');
    expect(body.errors).toHaveLength(3);
    expect(body.errors[0]).toMatch(/userGroups/);
    expect(body.errors[1]).toMatch(/staffs/);
    expect(body.errors[2]).toMatch(/removeUserGroups/);
    expect(body.invalidValues.map((v) => v.field)).toEqual(['userGroups', 'staffs.0', 'removeUserGroups.0']);
    expect(body.invalidValues.map((v) => v.value)).toEqual(['all', -1, 1.5]);
    expect(await grantsOf(bank)).toEqual(before);
  });

  it('refuses a missing or malformed moduleId with 400', async () => {
    const missing = expectErrorBody(await updateModuleSecurity({ userGroups: [group] }), 400, '/limo/api/updateModuleSecurity');
    expect(missing.errors).toEqual(['moduleId is required']);
    expect(expectErrorBody(await updateModuleSecurity({ moduleId: 'BANK' }), 400, '/limo/api/updateModuleSecurity').errors[0]).toMatch(/moduleId/);
    expect(expectErrorBody(await updateModuleSecurity([bank]), 400, '/limo/api/updateModuleSecurity').errors).toHaveLength(1);
  });

  it('refuses unknown ids, listing each, and does not apply the valid part', async () => {
    const before = await grantsOf(bank);
    const res = await updateModuleSecurity({ moduleId: bank, userGroups: [group, 999991], staffs: [user.id, 999992], removeStaffs: [999993] });
    const body = expectErrorBody(res, 400, '/limo/api/updateModuleSecurity');
    expect(body.errors).toEqual(['There is no user group with id 999991', 'There is no staff with id 999992, 999993']);
    expect(await grantsOf(bank)).toEqual(before);
    expect(await rightsOf(user.token)).not.toContain('BANK');
  });

  it('refuses an id both added and removed, and does not apply the rest', async () => {
    const before = await grantsOf(bank);
    const res = await updateModuleSecurity({ moduleId: bank, userGroups: [group], staffs: [user.id], removeStaffs: [user.id] });
    const body = expectErrorBody(res, 400, '/limo/api/updateModuleSecurity');
    expect(body.errors).toEqual([`Staff ${user.id} cannot be both added and removed`]);
    expect(await grantsOf(bank)).toEqual(before);
    expect(await rightsOf(user.token)).not.toContain('BANK');
  });

  it('answers 404 for an unknown module, and changes nothing', async () => {
    const before = await t.database.db.select().from(authControls).where(eq(authControls.userGroupId, group));
    const body = expectErrorBody(await updateModuleSecurity({ moduleId: 999999, userGroups: [group] }), 404, '/limo/api/updateModuleSecurity');
    expect(body.message).toBe('Module 999999 not found');
    expect(await t.database.db.select().from(authControls).where(eq(authControls.userGroupId, group))).toEqual(before);
    expectErrorBody(await get(admin, '/limo/api/modules/999999/userGroups'), 404, '/limo/api/modules/999999/userGroups');
    expectErrorBody(await get(admin, '/limo/api/modules/999999/staffs'), 404, '/limo/api/modules/999999/staffs');
    expectErrorBody(await get(admin, '/limo/api/modules/abc/staffs'), 400, '/limo/api/modules/abc/staffs');
  });

  it('is refused (403) to a user without MODULE, which changes nothing', async () => {
    const dispatcher = await t.login('dispatcher');
    const before = await grantsOf(bank);
    const res = await updateModuleSecurity({ moduleId: bank, staffs: [await staffIdOf('dispatcher')] }, dispatcher);
    const body = expectErrorBody(res, 403, '/limo/api/updateModuleSecurity');
    expect(body.message).toMatch(/MODULE/);
    expect(await grantsOf(bank)).toEqual(before);
    expect((await get(dispatcher, `/limo/api/modules/${bank}/userGroups`)).statusCode).toBe(403);
    expect((await get(dispatcher, `/limo/api/modules/${bank}/staffs`)).statusCode).toBe(403);
  });
});

describe('POST /limo/api/updateUserGroupSecurity', () => {
  let group: number;
  let title: number;
  let fleet: number;
  let user: { id: number; token: string; username: string };

  beforeAll(async () => {
    group = await newGroup('ug-files');
    title = await moduleId('TITLE');
    fleet = await moduleId('FLEET');
    user = await newUser('UG001');
  });

  const groupModules = async () => embedded(await get(admin, `/limo/api/userGroups/${group}/modules`), 'modules').map((m) => m.moduleCode);
  const groupStaffs = async () => embedded(await get(admin, `/limo/api/userGroups/${group}/staffs`), 'staffs').map((s) => s.staffCode);

  it('grants modules and adds members in one call', async () => {
    const res = await updateUserGroupSecurity({ userGroupId: group, modules: [title, fleet], staffs: [user.id] });
    expect(res.statusCode).toBe(204);
    expect(await groupModules()).toEqual(['FLEET', 'TITLE']);
    expect(await groupStaffs()).toEqual(['UG001']);
    const rights = await rightsOf(user.token);
    expect(rights).toContain('TITLE');
    expect(rights).toContain('FLEET');
    expect((await get(user.token, '/limo/api/titles')).statusCode).toBe(200);
  });

  it('answers the modules of a group at /moduleOfUserGroup too', async () => {
    const res = await get(admin, `/limo/api/moduleOfUserGroup?userGroupId=${group}`);
    expect(res.statusCode).toBe(200);
    expect(embedded(res, 'modules').map((m) => m.moduleCode)).toEqual(['FLEET', 'TITLE']);
    const dispatcherModules = embedded(await get(admin, `/limo/api/moduleOfUserGroup?userGroupId=${await groupId('dispatcher')}`), 'modules');
    expect(dispatcherModules.map((m) => m.moduleCode)).toContain('SCHEDULINGWRITE');
    expect(dispatcherModules.map((m) => m.moduleCode)).not.toContain('MODULE');
    expectErrorBody(await get(admin, '/limo/api/moduleOfUserGroup'), 400, '/limo/api/moduleOfUserGroup');
    expectErrorBody(await get(admin, '/limo/api/moduleOfUserGroup?userGroupId=abc'), 400, '/limo/api/moduleOfUserGroup');
    expectErrorBody(await get(admin, '/limo/api/moduleOfUserGroup?userGroupId=999999'), 404, '/limo/api/moduleOfUserGroup');
  });

  it('removes a module and a member', async () => {
    expect((await updateUserGroupSecurity({ userGroupId: group, removeModules: [fleet] })).statusCode).toBe(204);
    expect(await groupModules()).toEqual(['TITLE']);
    expect(await rightsOf(user.token)).not.toContain('FLEET');
    expect((await updateUserGroupSecurity({ userGroupId: group, removeStaffs: [user.id] })).statusCode).toBe(204);
    expect(await groupStaffs()).toEqual([]);
    expect(await rightsOf(user.token)).not.toContain('TITLE');
    expect((await get(user.token, '/limo/api/titles')).statusCode).toBe(403);
  });

  it('refuses unknown ids and overlaps with 400 listing each, and applies nothing', async () => {
    const res = await updateUserGroupSecurity({ userGroupId: group, modules: [fleet, 999981], staffs: [user.id, 999982], removeModules: [fleet] });
    const body = expectErrorBody(res, 400, '/limo/api/updateUserGroupSecurity');
    expect(body.errors).toEqual(['There is no module with id 999981', 'There is no staff with id 999982', `Module ${fleet} cannot be both added and removed`]);
    expect(await groupModules()).toEqual(['TITLE']);
    expect(await groupStaffs()).toEqual([]);
  });

  it('answers 404 for an unknown user group and 400 for a bad body', async () => {
    expect(expectErrorBody(await updateUserGroupSecurity({ userGroupId: 999999, modules: [title] }), 404, '/limo/api/updateUserGroupSecurity').message).toBe(
      'User group 999999 not found',
    );
    const bad = expectErrorBody(await updateUserGroupSecurity({ userGroupId: group, modules: 'TITLE', staffs: [0] }), 400, '/limo/api/updateUserGroupSecurity');
    expect(bad.errors).toHaveLength(2);
    expect(await groupModules()).toEqual(['TITLE']);
    expectErrorBody(await get(admin, '/limo/api/userGroups/999999/modules'), 404, '/limo/api/userGroups/999999/modules');
    expectErrorBody(await get(admin, '/limo/api/userGroups/999999/staffs'), 404, '/limo/api/userGroups/999999/staffs');
  });

  it('is refused (403) to a user without USERGROUP', async () => {
    const hr = await t.login('hr');
    expectErrorBody(await updateUserGroupSecurity({ userGroupId: group, staffs: [await staffIdOf('hr')] }, hr), 403, '/limo/api/updateUserGroupSecurity');
    expect(await groupStaffs()).toEqual([]);
    expect((await get(hr, `/limo/api/userGroups/${group}/modules`)).statusCode).toBe(403);
    expect((await get(hr, `/limo/api/moduleOfUserGroup?userGroupId=${group}`)).statusCode).toBe(403);
  });
});

describe('POST /limo/api/updateStaffSecurity', () => {
  let user: { id: number; token: string; username: string };
  let cardType: number;
  let bank: number;
  let accounts: number;

  beforeAll(async () => {
    user = await newUser('SS001');
    cardType = await moduleId('CARDTYPE');
    bank = await moduleId('BANK');
    accounts = await groupId('accounts');
  });

  const branchesOf = async (id: number) =>
    embedded(await get(admin, `/limo/api/staffs/${id}/branches`), 'branches')
      .map((b) => b.id)
      .sort();
  const groupsOf = async (id: number) => embedded(await get(admin, `/limo/api/staffs/${id}/userGroups`), 'userGroups').map((g) => g.userGroup);

  it('shows a new staff member with the home branch only and no group', async () => {
    expect(await branchesOf(user.id)).toEqual([2]);
    expect(await groupsOf(user.id)).toEqual([]);
  });

  it('adds user groups, modules and branches in one call', async () => {
    const res = await updateStaffSecurity({ staffId: user.id, userGroups: [accounts], modules: [cardType], branches: [1] });
    expect(res.statusCode).toBe(204);
    expect(await groupsOf(user.id)).toEqual(['accounts']);
    expect(await branchesOf(user.id)).toEqual([1, 2]);
    const me = (await post(user.token, '/limo/auth/user', undefined)).json();
    expect(me.branches).toEqual([1, 2]);
    expect(me.branchId).toBe(2);
    expect(me.rights).toContain('CARDTYPE');
    expect(me.rights).toContain('INVOICING'); // through the accounts group
    expect((await get(user.token, '/limo/api/cardTypes', { 'x-branch-id': '1' })).statusCode).toBe(200);
  });

  it('refuses to remove the home branch with 400, applying nothing of the call', async () => {
    const res = await updateStaffSecurity({ staffId: user.id, removeBranches: [2], modules: [bank], removeUserGroups: [accounts] });
    const body = expectErrorBody(res, 400, '/limo/api/updateStaffSecurity');
    expect(body.errors).toEqual(['The home branch cannot be removed: change the home branch first']);
    expect(await branchesOf(user.id)).toEqual([1, 2]);
    expect(await groupsOf(user.id)).toEqual(['accounts']);
    expect(await rightsOf(user.token)).not.toContain('BANK');
  });

  it('removes a branch, a group and a module; the removed branch is refused at once', async () => {
    const res = await updateStaffSecurity({ staffId: user.id, removeBranches: [1], removeUserGroups: [accounts], removeModules: [cardType] });
    expect(res.statusCode).toBe(204);
    expect(await branchesOf(user.id)).toEqual([2]);
    expect(await groupsOf(user.id)).toEqual([]);
    const rights = await rightsOf(user.token);
    expect(rights).not.toContain('CARDTYPE');
    expect(rights).not.toContain('INVOICING');
    expectErrorBody(await post(user.token, '/limo/auth/user', undefined, { 'x-branch-id': '1' }), 403, '/limo/auth/user');
  });

  it('refuses unknown ids and overlaps, listing each', async () => {
    const res = await updateStaffSecurity({ staffId: user.id, userGroups: [999971], modules: [999972], branches: [999973, 1], removeBranches: [1] });
    const body = expectErrorBody(res, 400, '/limo/api/updateStaffSecurity');
    expect(body.errors).toEqual([
      'There is no user group with id 999971',
      'There is no module with id 999972',
      'There is no branch with id 999973',
      'Branch 1 cannot be both added and removed',
    ]);
    expect(await branchesOf(user.id)).toEqual([2]);
  });

  it('answers 404 for an unknown staff member', async () => {
    expect(expectErrorBody(await updateStaffSecurity({ staffId: 999999, branches: [1] }), 404, '/limo/api/updateStaffSecurity').message).toBe(
      'Staff 999999 not found',
    );
    expectErrorBody(await get(admin, '/limo/api/staffs/999999/branches'), 404, '/limo/api/staffs/999999/branches');
    expectErrorBody(await get(admin, '/limo/api/staffs/999999/userGroups'), 404, '/limo/api/staffs/999999/userGroups');
  });

  it('shows the demo users in the user groups of their names', async () => {
    for (const name of ['admin', 'dispatcher', 'accounts', 'hr']) expect(await groupsOf(await staffIdOf(name))).toEqual([name]);
    expect(await branchesOf(await staffIdOf('admin'))).toEqual([1, 2]);
  });

  it('is refused (403) to a user without STAFF', async () => {
    const dispatcher = await t.login('dispatcher');
    expectErrorBody(await updateStaffSecurity({ staffId: user.id, branches: [1] }, dispatcher), 403, '/limo/api/updateStaffSecurity');
    expect(await branchesOf(user.id)).toEqual([2]);
    expect((await get(dispatcher, `/limo/api/staffs/${user.id}/branches`)).statusCode).toBe(403);
    expect((await get(dispatcher, `/limo/api/staffs/${user.id}/userGroups`)).statusCode).toBe(403);
  });
});

describe('POST /limo/api/copyUserGroup', () => {
  const copy = (body: unknown, token = admin) => post(token, '/limo/api/copyUserGroup', body);
  const groupCount = async () => (await t.database.db.select({ id: userGroups.id }).from(userGroups)).length;

  it('makes a new group with the same modules and none of the members', async () => {
    const source = await groupId('dispatcher');
    const res = await copy({ userGroupId: source, userGroup: 'night-dispatch', userGroupDescEng: '  Night dispatchers ', userGroupDescChi: '夜班調度員' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      userGroup: 'night-dispatch',
      userGroupDescEng: 'Night dispatchers',
      userGroupDescChi: '夜班調度員',
      recordStatus: 'A',
      createBy: 'admin',
    });
    expect(created.id).not.toBe(source);
    expect(created._links.self.href).toBe(`/limo/api/userGroups/${created.id}`);

    const codes = async (id: number) => embedded(await get(admin, `/limo/api/userGroups/${id}/modules`), 'modules').map((m) => m.moduleCode);
    const sourceCodes = await codes(source);
    expect(sourceCodes.length).toBeGreaterThan(10);
    expect(await codes(created.id)).toEqual(sourceCodes);
    expect(embedded(await get(admin, `/limo/api/userGroups/${source}/staffs`), 'staffs').length).toBeGreaterThan(0);
    expect(embedded(await get(admin, `/limo/api/userGroups/${created.id}/staffs`), 'staffs')).toEqual([]);
    expect(await t.database.db.select().from(staffUserGroups).where(eq(staffUserGroups.userGroupId, created.id))).toEqual([]);
    expect((await get(admin, `/limo/api/userGroups/${created.id}`)).json().userGroup).toBe('night-dispatch');
  });

  it('answers 409 for a code already in use, in any case, and creates nothing', async () => {
    const before = await groupCount();
    const source = await groupId('hr');
    const same = await copy({ userGroupId: source, userGroup: 'accounts', userGroupDescEng: 'Clash' });
    const body = expectErrorBody(same, 409, '/limo/api/copyUserGroup');
    expect(body.message).toMatch(/accounts already exists/);
    expect(body.invalidValues).toEqual([{ field: 'userGroup', value: 'accounts' }]);
    // The generic engine treats user group codes case-insensitively; a copy must too.
    expectErrorBody(await copy({ userGroupId: source, userGroup: 'ACCOUNTS', userGroupDescEng: 'Clash' }), 409, '/limo/api/copyUserGroup');
    expectErrorBody(await post(admin, '/limo/api/userGroups', { userGroup: 'Accounts', userGroupDescEng: 'Clash' }), 409, '/limo/api/userGroups');
    expect(await groupCount()).toBe(before);
  });

  it('refuses missing fields with 400 listing each, and an unknown source with 404', async () => {
    const before = await groupCount();
    const body = expectErrorBody(await copy({}), 400, '/limo/api/copyUserGroup');
    expect(body.errors).toEqual(['userGroupId is required', 'userGroup is required', 'userGroupDescEng is required']);
    const blank = expectErrorBody(
      await copy({ userGroupId: await groupId('hr'), userGroup: '   ', userGroupDescEng: 'x'.repeat(101) }),
      400,
      '/limo/api/copyUserGroup',
    );
    expect(blank.errors).toEqual(['userGroup is required', 'userGroupDescEng must be at most 100 characters']);
    expect(expectErrorBody(await copy({ userGroupId: 999999, userGroup: 'ghost', userGroupDescEng: 'Ghost' }), 404, '/limo/api/copyUserGroup').message).toBe(
      'User group 999999 not found',
    );
    const nul = expectErrorBody(
      await copy({ userGroupId: await groupId('hr'), userGroup: 'nul\u0000group', userGroupDescEng: 'NUL' }),
      400,
      '/limo/api/copyUserGroup',
    );
    expect(nul.errors).toEqual(['userGroup must not hold a NUL character', 'userGroup may hold letters A-Z, digits 0-9 and - _ . / only']);
    expect(await groupCount()).toBe(before);
  });

  it('is refused (403) to a user without USERGROUP', async () => {
    const before = await groupCount();
    expectErrorBody(
      await copy({ userGroupId: await groupId('hr'), userGroup: 'hr-copy', userGroupDescEng: 'HR copy' }, await t.login('hr')),
      403,
      '/limo/api/copyUserGroup',
    );
    expect(await groupCount()).toBe(before);
  });
});

describe('GET /limo/api/enqStaffs', () => {
  it('searches staff by ?q= over code, names and username, with their user groups', async () => {
    const res = await get(admin, '/limo/api/enqStaffs?q=chan');
    expect(res.statusCode).toBe(200);
    const list = embedded(res, 'staffs');
    expect(list.map((s) => s.username)).toEqual(['admin']);
    // Only admin's own group: not every group that has a member.
    expect(list[0]).toMatchObject({ staffCode: 'S0001', staffNameEng: 'Alice Chan', userGroups: 'admin' });
    expect(list[0]).not.toHaveProperty('passwordHash');
    expect(res.json().page).toMatchObject({ totalElements: 1, totalPages: 1, number: 0 });
    expect(embedded(await get(admin, '/limo/api/enqStaffs?q=S0004'), 'staffs').map((s) => s.username)).toEqual(['hr']);
    expect(embedded(await get(admin, '/limo/api/enqStaffs?q=%25'), 'staffs')).toEqual([]);
  });

  it('keeps the members of a user group with ?userGroupId=, with or without ?q=', async () => {
    const dispatchers = await groupId('dispatcher');
    const list = embedded(await get(admin, `/limo/api/enqStaffs?userGroupId=${dispatchers}&size=100`), 'staffs');
    expect(list.map((s) => s.username).sort()).toEqual(['dispatcher', 'sz.dispatcher']);
    expect(list.map((s) => s.userGroups)).toEqual(['dispatcher', 'dispatcher']);
    const both = embedded(await get(admin, `/limo/api/enqStaffs?userGroupId=${dispatchers}&q=jason`), 'staffs');
    expect(both.map((s) => s.username)).toEqual(['sz.dispatcher']);
    expect(embedded(await get(admin, `/limo/api/enqStaffs?userGroupId=${dispatchers}&q=chan`), 'staffs')).toEqual([]);
    expectErrorBody(await get(admin, '/limo/api/enqStaffs?userGroupId=abc'), 400, '/limo/api/enqStaffs');
  });

  it('answers 400, not 500, for a NUL character, and takes the first of a repeated parameter', async () => {
    const nul = expectErrorBody(await get(admin, '/limo/api/enqStaffs?q=a%00b'), 400, '/limo/api/enqStaffs');
    expect(nul.errors).toEqual(['q must not hold a NUL character']);
    expectErrorBody(await get(admin, '/limo/api/enqStaffs?recordStatus=%00'), 400, '/limo/api/enqStaffs');
    const twice = await get(admin, '/limo/api/enqStaffs?q=chan&q=lau&recordStatus=A&recordStatus=C');
    expect(twice.statusCode).toBe(200);
    expect(embedded(twice, 'staffs').map((s) => s.username)).toEqual(['admin']);
  });

  it('pages its answer', async () => {
    const res = await get(admin, '/limo/api/enqStaffs?size=2&page=1');
    expect(res.statusCode).toBe(200);
    expect(embedded(res, 'staffs')).toHaveLength(2);
    expect(res.json().page).toMatchObject({ size: 2, number: 1 });
    expect(res.json().page.totalElements).toBeGreaterThanOrEqual(5);
  });

  it('is refused to a user without STAFF, MODULE or USERGROUP', async () => {
    expectErrorBody(await get(await t.login('accounts'), '/limo/api/enqStaffs?q=chan'), 403, '/limo/api/enqStaffs');
  });
});

describe('cancelled user groups and modules', () => {
  it('a cancelled user group no longer gives its rights; reinstated, it does again', async () => {
    const group = await newGroup('cx-titles');
    const user = await newUser('CX001');
    expect((await updateUserGroupSecurity({ userGroupId: group, modules: [await moduleId('TITLE')], staffs: [user.id] })).statusCode).toBe(204);
    expect(await rightsOf(user.token)).toContain('TITLE');

    expect((await call(admin, 'PATCH', `/limo/api/userGroups/${group}`, { recordStatus: 'C' })).statusCode).toBe(200);
    expect(await rightsOf(user.token)).not.toContain('TITLE');
    expectErrorBody(await get(user.token, '/limo/api/titles'), 403, '/limo/api/titles');

    expect((await call(admin, 'PATCH', `/limo/api/userGroups/${group}`, { recordStatus: 'A' })).statusCode).toBe(200);
    expect(await rightsOf(user.token)).toContain('TITLE');
  });

  it('a cancelled module no longer gives its right to anyone, directly or through a group', async () => {
    const fleet = await moduleId('FLEET');
    const user = await newUser('CX002');
    expect((await updateModuleSecurity({ moduleId: fleet, staffs: [user.id] })).statusCode).toBe(204);
    expect(await rightsOf(user.token)).toContain('FLEET');
    try {
      expect((await call(admin, 'PATCH', `/limo/api/modules/${fleet}`, { recordStatus: 'C' })).statusCode).toBe(200);
      expect(await rightsOf(user.token)).not.toContain('FLEET');
      expect(await rightsOf(admin)).not.toContain('FLEET');
      expectErrorBody(await get(admin, '/limo/api/fleets'), 403, '/limo/api/fleets');
    } finally {
      expect((await call(admin, 'PATCH', `/limo/api/modules/${fleet}`, { recordStatus: 'A' })).statusCode).toBe(200);
    }
    expect(await rightsOf(user.token)).toContain('FLEET');
    expect((await get(admin, '/limo/api/fleets')).statusCode).toBe(200);
  });
});

describe('X-Branch-Id', () => {
  it('refuses a branch outside the user’s branches with 403', async () => {
    for (const bad of ['3', '999', 'abc', '1.5', '-1']) {
      const res = await get(admin, '/limo/api/banks', { 'x-branch-id': bad });
      const body = expectErrorBody(res, 403, '/limo/api/banks');
      expect(body.message).toContain(bad);
    }
    const dispatcher = await t.login('dispatcher');
    expectErrorBody(await get(dispatcher, '/limo/api/modules/1/userGroups', { 'x-branch-id': '1' }), 403, '/limo/api/modules/1/userGroups');
    expectErrorBody(await post(dispatcher, '/limo/auth/user', undefined, { 'x-branch-id': '1' }), 403, '/limo/auth/user');
  });

  it('accepts one of the user’s branches', async () => {
    expect((await get(admin, '/limo/api/banks', { 'x-branch-id': '1' })).statusCode).toBe(200);
    expect((await get(admin, '/limo/api/banks', { 'x-branch-id': '2' })).statusCode).toBe(200);
    const sz = await t.login('sz.dispatcher');
    expect((await post(sz, '/limo/auth/user', undefined, { 'x-branch-id': '1' })).json()).toMatchObject({ branchId: 2, branches: [1, 2] });
  });
});

describe('branch scoping of departments', () => {
  const depts = async (branch?: string, query = '') => get(admin, `/limo/api/departments?size=100${query}`, branch ? { 'x-branch-id': branch } : {});

  it('lists only the selected branch’s departments (default: the home branch)', async () => {
    const one = await depts('1');
    expect(one.statusCode).toBe(200);
    const list1 = embedded(one, 'departments');
    expect(list1.length).toBeGreaterThanOrEqual(5);
    expect(list1.every((d) => d.branchId === 1)).toBe(true);
    const home = embedded(await depts(), 'departments');
    expect(home.length).toBeGreaterThanOrEqual(5);
    expect(home.every((d) => d.branchId === 2)).toBe(true);
    const ids1 = new Set(list1.map((d) => d.id));
    expect(home.some((d) => ids1.has(d.id))).toBe(false);
    expect(one.json().page.totalElements).toBe(list1.length);
  });

  it('creates into the selected branch when the body names it', async () => {
    const res = await post(admin, '/limo/api/departments', { departmentCode: 'qa1', departmentDescEng: 'Quality', branchId: 1 }, { 'x-branch-id': '1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ departmentCode: 'QA1', branchId: 1 });
    expect(res.headers.location).toBe(`/limo/api/departments/${res.json().id}`);
    expect(embedded(await depts('1', '&departmentCode=QA1'), 'departments').map((d) => d.id)).toEqual([res.json().id]);
    expect(embedded(await depts('2', '&departmentCode=QA1'), 'departments')).toEqual([]);
  });

  it('creates into the selected branch when the body leaves the branch out', async () => {
    // Issue 2 item 4: branch-scoped collections accept the selected branch's records, by default the
    // user's. A form of the selected branch need not repeat the branch in every body.
    const res = await post(admin, '/limo/api/departments', { departmentCode: 'QA3', departmentDescEng: 'Quality 3' }, { 'x-branch-id': '1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ departmentCode: 'QA3', branchId: 1 });
    const home = await post(admin, '/limo/api/departments', { departmentCode: 'QA4', departmentDescEng: 'Quality 4' });
    expect(home.statusCode).toBe(201);
    expect(home.json()).toMatchObject({ departmentCode: 'QA4', branchId: 2 });
  });

  it('refuses to create with the branchId of another branch (403), creating nothing', async () => {
    const res = await post(admin, '/limo/api/departments', { departmentCode: 'QA2', departmentDescEng: 'Elsewhere', branchId: 2 }, { 'x-branch-id': '1' });
    expectErrorBody(res, 403, '/limo/api/departments');
    expect(embedded(await depts('2', '&departmentCode=QA2'), 'departments')).toEqual([]);
    expect(embedded(await depts('1', '&departmentCode=QA2'), 'departments')).toEqual([]);
  });

  it('answers 404 for another branch’s department id, to read, change or delete it', async () => {
    const [other] = embedded(await depts('2', '&departmentCode=OPS'), 'departments');
    expect(other.branchId).toBe(2);
    const url = `/limo/api/departments/${other.id}`;
    expectErrorBody(await get(admin, url, { 'x-branch-id': '1' }), 404, url);
    expectErrorBody(await call(admin, 'PATCH', url, { departmentDescEng: 'Hijacked' }, { 'x-branch-id': '1' }), 404, url);
    expectErrorBody(await call(admin, 'DELETE', url, undefined, { 'x-branch-id': '1' }), 404, url);
    const still = await get(admin, url, { 'x-branch-id': '2' });
    expect(still.statusCode).toBe(200);
    expect(still.json().departmentDescEng).toBe('Operations');
  });

  it('refuses to move a department to another branch', async () => {
    const [mine] = embedded(await depts('1', '&departmentCode=QA1'), 'departments');
    const url = `/limo/api/departments/${mine.id}`;
    expectErrorBody(await call(admin, 'PATCH', url, { branchId: 2 }, { 'x-branch-id': '1' }), 403, url);
    expect((await get(admin, url, { 'x-branch-id': '1' })).json().branchId).toBe(1);
  });

  it('keeps department codes unique per branch: the same code in the other branch, never twice in one', async () => {
    const other = await post(admin, '/limo/api/departments', { departmentCode: 'QA1', departmentDescEng: 'Quality HK', branchId: 2 });
    expect(other.statusCode).toBe(201);
    expect(other.json().branchId).toBe(2);
    const twice = await post(admin, '/limo/api/departments', { departmentCode: 'qa1', departmentDescEng: 'Again', branchId: 1 }, { 'x-branch-id': '1' });
    const body = expectErrorBody(twice, 409, '/limo/api/departments');
    expect(body.message).toMatch(/QA1 already exists/);
    expectErrorBody(
      await post(admin, '/limo/api/departments', { departmentCode: 'QA1', departmentDescEng: 'Again', branchId: 2 }),
      409,
      '/limo/api/departments',
    );
    expect(embedded(await depts('1', '&departmentCode=QA1'), 'departments')).toHaveLength(1);
    expect(embedded(await depts('2', '&departmentCode=QA1'), 'departments')).toHaveLength(1);
    // Renaming a department to a code its branch already holds is refused too.
    const [ops1] = embedded(await depts('1', '&departmentCode=OPS'), 'departments');
    const url = `/limo/api/departments/${ops1.id}`;
    expectErrorBody(await call(admin, 'PATCH', url, { departmentCode: 'QA1' }, { 'x-branch-id': '1' }), 409, url);
  });
});

describe('the security tables stay consistent', () => {
  it('holds no grant that names both a group and a staff member, and no staff without its home branch', async () => {
    const db = t.database.db;
    const both = await db
      .select()
      .from(authControls)
      .where(and(isNotNull(authControls.userGroupId), isNotNull(authControls.staffId)));
    expect(both).toEqual([]);
    const ids = [await staffIdOf('admin'), await staffIdOf('hr')];
    const rows = await db.select().from(staffBranches).where(inArray(staffBranches.staffId, ids));
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });
});
