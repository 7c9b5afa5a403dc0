import { ALL, hasRight, RIGHTS } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStaff } from '../files-helpers.js';
import { call, expectErrorAnswer, securityWorld } from './world.js';

/*
 * The role matrix from the routes' own declarations: a user who lacks a route's right gets the
 * project's 403 on it (before any body or id is read), for a user holding nothing and for every
 * demo role; and nobody works in a branch they do not belong to, on any route.
 */
const w = await securityWorld();
const ROLES = ['dispatcher', 'accounts', 'hr', 'sz.dispatcher'];
const users: Record<string, { token: string; rights: string[] }> = {};

beforeAll(async () => {
  const admin = await w.login('admin');
  const nobody = await newStaff(w, admin, []);
  for (const [name, token] of [['a staff member with no right', nobody.token], ...(await Promise.all(ROLES.map(async (r) => [r, await w.login(r)])))]) {
    const me = await w.as(token, { method: 'POST', url: '/limo/auth/user' });
    users[name] = { token, rights: me.json().rights };
  }
  users.admin = { token: admin, rights: (await w.as(admin, { method: 'POST', url: '/limo/auth/user' })).json().rights };
});
afterAll(() => w.close());

const staffRoutes = w.routes.filter((r) => r.kind === 'staff');
const guarded = staffRoutes.filter((r) => !r.rights.includes(ALL));

describe('the rights the routes declare', () => {
  it('are rights of the product, and the administrator holds each', () => {
    for (const r of staffRoutes) {
      for (const right of r.rights) expect(right === ALL || right in RIGHTS, `${r.label}: ${right}`).toBe(true);
      expect(hasRight(users.admin.rights, r.rights), r.label).toBe(true);
    }
  });

  it('leave each demo role some routes and refuse it others', () => {
    expect(guarded.length).toBeGreaterThan(300);
    for (const role of ROLES) {
      const refused = guarded.filter((r) => !hasRight(users[role].rights, r.rights)).length;
      expect(refused, role).toBeGreaterThan(0);
      expect(refused, role).toBeLessThan(guarded.length);
    }
  });
});

describe.each(guarded)('guarded route $label', (route) => {
  it('answers 403 to every user without its right', async () => {
    const lacking = Object.keys(users).filter((u) => !hasRight(users[u].rights, route.rights));
    expect(lacking).toContain('a staff member with no right');
    for (const u of lacking) expectErrorAnswer(await call(w, route, users[u].token), 403, `${route.label} as ${u}`);
  });
});

describe.each(staffRoutes)('staff route $label', (route) => {
  it('answers 403 to a branch the user does not work in, whatever the rights', async () => {
    // The Hong Kong dispatcher works in branch 2 only; admin works in both, never in a third.
    for (const [u, branch] of [
      ['dispatcher', '1'],
      ['admin', '3'],
      ['admin', '2147483648'],
      ['admin', 'HK'],
    ])
      expectErrorAnswer(await call(w, route, users[u].token, { headers: { 'x-branch-id': branch } }), 403, `${route.label} as ${u} in branch ${branch}`);
  });
});
