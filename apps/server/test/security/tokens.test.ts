import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, signDriverToken, signPortalToken } from '../../src/engine/tokens.js';
import { client, newStaff, STAFF_PASSWORD } from '../files-helpers.js';
import { DEMO_PASSWORD } from '../harness.js';
import { call, expectErrorAnswer, portalToken, securityWorld } from './world.js';

/*
 * Every route that takes a token, read from the running app, refuses every token that is not a
 * live one of its own audience with the project's 401: none, forged (another key, alg none,
 * another issuer or audience), expired, and revoked (signed out, password changed or reset).
 */
const w = await securityWorld();
const secret = w.config.jwtSecret;
const OTHER_KEY = new TextEncoder().encode('not-our-secret-not-our-secret-0123456789');
const bad: Record<string, string | undefined> = {};
let admin: string;

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** A staff token as ours would be, but with `change` applied. */
function staffLike(sid: string, sub: string, change: { key?: Uint8Array; issuer?: string; audience?: string } = {}) {
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(change.issuer ?? 'limo')
    .setAudience(change.audience ?? 'limo-staff')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(change.key ?? secret);
}

beforeAll(async () => {
  admin = await w.login('admin');
  const { sub, sid } = claimsOf(admin);
  bad['no token'] = undefined;
  bad['not a JWT'] = 'not-a-token';
  bad['another key'] = await staffLike(sid, sub, { key: OTHER_KEY });
  bad['alg none'] = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claimsOf(admin), exp: Math.floor(Date.now() / 1000) + 300 })}.`;
  bad['its signature on other claims'] = `${admin.split('.')[0]}.${b64({ ...claimsOf(admin), sub: '2' })}.${admin.split('.')[2]}`;
  bad['another issuer'] = await staffLike(sid, sub, { issuer: 'someone-else' });
  bad['a driver token'] = await signDriverToken({ driverId: 1, driverAuthId: 1 }, secret, 300);
  bad['a portal token'] = await signPortalToken({ clientUserId: 1, sessionId: sid }, secret, 300);
  bad['another audience'] = await staffLike(sid, sub, { audience: 'limo-partner' });
  bad.expired = await signAccessToken({ staffId: Number(sub), sessionId: sid }, secret, 60, Math.floor(Date.now() / 1000) - 3600);

  // Revoked: a session signed out, one ended by its owner's password change elsewhere, one by a reset.
  const api = client(w);
  const out = await w.login('admin');
  expect((await api.post(out, '/limo/auth/logout', {})).statusCode).toBe(204);
  bad['signed out'] = out;
  const staff = await newStaff(w, admin, []);
  const otherTab = await w.login(staff.username, STAFF_PASSWORD);
  const changed = await api.post(staff.token, '/limo/api/changePassword', { oldPassword: STAFF_PASSWORD, newPassword: 'Kowloon-Ferry-2031' });
  expect(changed.statusCode, changed.body).toBe(204);
  bad['password changed in another tab'] = otherTab;
  const reset = await newStaff(w, admin, []);
  expect((await api.post(admin, '/limo/api/resetPassword', { staffId: reset.id, newPassword: 'Kowloon-Ferry-2032' })).statusCode).toBe(204);
  bad['password reset by an administrator'] = reset.token;
});
afterAll(() => w.close());

const staffRoutes = w.routes.filter((r) => r.kind === 'staff');
const driverRoutes = w.routes.filter((r) => r.kind === 'driver');
const partnerRoutes = w.routes.filter((r) => r.kind === 'partner');
const portalRoutes = w.routes.filter((r) => r.kind === 'portal');

describe('the routes tried', () => {
  it('are every route of the app, staff, driver, portal, partner and public', () => {
    expect(staffRoutes.length).toBeGreaterThan(300);
    expect(driverRoutes.length).toBeGreaterThan(3);
    expect(portalRoutes.length).toBeGreaterThan(3);
    expect(partnerRoutes.length).toBeGreaterThan(1);
    for (const label of ['GET /limo/api/banks', 'PATCH /limo/api/banks/:id', 'POST /limo/api/createInvoice', 'POST /limo/auth/logout'])
      expect(staffRoutes.map((r) => r.label)).toContain(label);
  });

  it('still take a live token of their audience (the refusals below are the tokens, not the calls)', async () => {
    const res = await call(w, staffRoutes.find((r) => r.label === 'GET /limo/api/banks') ?? staffRoutes[0], admin);
    expect(res.statusCode).toBe(200);
  });
});

describe.each(staffRoutes)('staff route $label', (route) => {
  it('answers 401 to every token that is not a live staff token', async () => {
    const names = Object.keys(bad);
    expect(names).toHaveLength(13);
    for (const name of names) expectErrorAnswer(await call(w, route, bad[name]), 401, `${route.label} with ${name}`);
  });
});

describe.each(driverRoutes)('driver route $label', (route) => {
  it('answers 401 to no token, a forged one and a staff token', async () => {
    const tokens = {
      none: undefined,
      'another key': await signDriverToken({ driverId: 1, driverAuthId: 1 }, OTHER_KEY, 300),
      'alg none': `${b64({ alg: 'none' })}.${b64({ sub: '1', aid: 1, aud: 'limo-driver', iss: 'limo', exp: 4102444800 })}.`,
      expired: bad.expired,
      'a staff token': admin,
    };
    for (const [name, token] of Object.entries(tokens)) expectErrorAnswer(await call(w, route, token), 401, `${route.label} with ${name}`);
  });
});

describe.each(portalRoutes)('portal route $label', (route) => {
  it('answers 401 to no token, a forged or expired one, a staff token, a driver token and a signed-out one (issue 33)', async () => {
    const live = await portalToken(w);
    const { sub, sid } = claimsOf(live);
    const signedOut = await w.app.inject({ method: 'POST', url: '/limo/portal/auth', payload: { username: 'booker.hkjc', password: DEMO_PASSWORD } });
    expect((await w.app.inject({ method: 'POST', url: '/limo/portal/auth/logout', payload: { refreshToken: signedOut.json().refreshToken } })).statusCode).toBe(
      204,
    );
    const tokens = {
      none: undefined,
      'another key': await signPortalToken({ clientUserId: Number(sub), sessionId: sid }, OTHER_KEY, 300),
      'alg none': `${b64({ alg: 'none' })}.${b64({ sub, sid, aud: 'limo-portal', iss: 'limo', exp: 4102444800 })}.`,
      expired: await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer('limo')
        .setAudience('limo-portal')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3000)
        .sign(secret),
      'a staff token': admin,
      'a driver token': bad['a driver token'],
      'signed out': signedOut.json().token as string,
    };
    for (const [name, token] of Object.entries(tokens)) expectErrorAnswer(await call(w, route, token), 401, `${route.label} with ${name}`);
  });
});

describe.each(partnerRoutes)('partner route $label', (route) => {
  it("answers 401 to no key, a staff token and a driver token: only the partner's key opens it", async () => {
    for (const [name, token] of Object.entries({ none: undefined, 'a staff token': admin, 'a driver token': bad['a driver token'] }))
      expectErrorAnswer(await call(w, route, token), 401, `${route.label} with ${name}`);
  });
});
