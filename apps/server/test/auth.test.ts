import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signIn: { perIpPerMinute: 1000, perAccountFailures: 3, perAccountWindowSeconds: 900 } });
});
afterAll(() => t.close());

const signIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/limo/auth', payload: { username, password } });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken } });
const user = (token: string) => t.as(token, { method: 'POST', url: '/limo/auth/user' });

describe('sign-in', () => {
  it('gives a token and a refresh token for a demo user', async () => {
    const res = await signIn('dispatcher', 'limo-demo');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.refreshToken.length).toBeGreaterThan(30);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await signIn('accounts', 'not-the-password');
    const unknown = await signIn('nobody-here', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json()).toMatchObject({ status: 401, error: 'Unauthorized', path: '/limo/auth' });
  });

  it('refuses a body without username or password with 400 listing both', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/limo/auth', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Username is required', 'Password is required']);
  });

  it('limits failed sign-ins per account with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('hr', 'wrong-password')).statusCode).toBe(401);
    const limited = await signIn('hr', 'limo-demo');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many failed sign-ins/);
  });
});

describe('the signed-in user', () => {
  it('lists rights, branches and names', async () => {
    const token = await t.login('admin');
    const res = await user(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ username: 'admin', fullname: 'Alice Chan', branchId: 2, clientGroupId: null });
    expect(body.branches).toEqual([1, 2]);
    expect(body.rights).toContain('ALL');
    expect(body.rights).toContain('MODULE');
    expect(typeof body.userid).toBe('number');
  });

  it('gives the dispatcher only the dispatcher rights', async () => {
    const body = (await user(await t.login('dispatcher'))).json();
    expect(body.rights).toContain('SCHEDULINGWRITE');
    expect(body.rights).toContain('LOCATION');
    expect(body.rights).not.toContain('INVOICING');
    expect(body.rights).not.toContain('MODULE');
    expect(body.branches).toEqual([2]);
  });

  it('refuses no token, a bad signature, alg none and an expired token with 401', async () => {
    const good = await t.login('admin');
    const [h, p] = good.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const none = new UnsecuredJWT(claims).encode();
    const otherKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }).setProtectedHeader({ alg: 'HS256' }).sign(t.config.jwtSecret);
    expect((await t.app.inject({ method: 'POST', url: '/limo/auth/user' })).statusCode).toBe(401);
    for (const token of [`${h}.${p}.AAAA`, none, otherKey, expired]) {
      const res = await user(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe(401);
    }
  });
});

describe('refresh', () => {
  it('rotates the refresh token; a spent one is refused and ends its family', async () => {
    const first = (await signIn('accounts', 'limo-demo')).json();
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await user(pair.token)).statusCode).toBe(200);

    // Past the grace window (REFRESH_GRACE_SECONDS, 10 s) a second use is theft.
    vi.setSystemTime(Date.now() + (t.config.refreshGraceSeconds + 1) * 1000);
    const reuse = await refresh(first.refreshToken);
    vi.useRealTimers();
    expect(reuse.statusCode).toBe(401);
    // The whole family is revoked: the newer refresh token and its access token stop working.
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await user(pair.token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/limo/auth/refresh', payload: {} })).statusCode).toBe(400);
  });
});

describe('passwords', () => {
  it('changes the own password with the old one, and refuses weak or wrong input', async () => {
    const token = await t.login('sz.dispatcher');
    const change = (body: object) => t.as(token, { method: 'POST', url: '/limo/api/changePassword', payload: body });
    expect((await change({ oldPassword: 'wrong-one', newPassword: 'Harbour-Night-2026' })).json().message).toBe('Old password is wrong');
    const short = await change({ oldPassword: 'limo-demo', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContain('New password must be at least 8 characters');
    expect((await change({ oldPassword: 'limo-demo', newPassword: 'password123' })).json().errors).toContain(
      'New password is too common: choose one that is harder to guess',
    );
    expect((await change({ oldPassword: 'limo-demo', newPassword: 'x'.repeat(129) })).statusCode).toBe(400);
    // Nothing changed so far: the old password still signs in.
    expect((await signIn('sz.dispatcher', 'limo-demo')).statusCode).toBe(200);
    expect((await change({ oldPassword: 'limo-demo', newPassword: 'Harbour-Night-2026' })).statusCode).toBe(204);
    expect((await signIn('sz.dispatcher', 'limo-demo')).statusCode).toBe(401);
    expect((await signIn('sz.dispatcher', 'Harbour-Night-2026')).statusCode).toBe(200);
    // The session that changed it goes on.
    expect((await user(token)).statusCode).toBe(200);
  });

  it('lets STAFF reset a password, which ends the staff member’s sessions at once', async () => {
    const admin = await t.login('admin');
    const victim = (await signIn('dispatcher', 'limo-demo')).json();
    const id = (await user(victim.token)).json().userid;
    const reset = (token: string, body: object) => t.as(token, { method: 'POST', url: '/limo/api/resetPassword', payload: body });
    expect((await reset(victim.token, { staffId: id, newPassword: 'Kowloon-Bay-7788' })).statusCode).toBe(403);
    expect((await reset(admin, { staffId: id, newPassword: 'abc' })).statusCode).toBe(400);
    expect((await reset(admin, { staffId: 99999, newPassword: 'Kowloon-Bay-7788' })).statusCode).toBe(404);
    expect((await reset(admin, { staffId: id, newPassword: 'Kowloon-Bay-7788' })).statusCode).toBe(204);
    expect((await user(victim.token)).statusCode).toBe(401);
    expect((await refresh(victim.refreshToken)).statusCode).toBe(401);
    expect((await signIn('dispatcher', 'Kowloon-Bay-7788')).statusCode).toBe(200);
  });

  it('ends the sessions of a cancelled staff member at once', async () => {
    const admin = await t.login('admin');
    const staffToken = await t.login('accounts');
    const id = (await user(staffToken)).json().userid;
    const res = await t.as(admin, { method: 'PATCH', url: `/limo/api/staffs/${id}`, payload: { recordStatus: 'C' } });
    expect(res.statusCode).toBe(200);
    expect((await user(staffToken)).statusCode).toBe(401);
    expect((await signIn('accounts', 'limo-demo')).statusCode).toBe(401);
  });
});

describe('sign-in rate limit per address', () => {
  it('answers 429 past the per-minute limit', async () => {
    const limited = await createTestApp({ signIn: { perIpPerMinute: 2, perAccountFailures: 100, perAccountWindowSeconds: 900 } });
    try {
      const go = () => limited.app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'x', password: 'y' } });
      expect((await go()).statusCode).toBe(401);
      expect((await go()).statusCode).toBe(401);
      const third = await go();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
    } finally {
      await limited.close();
    }
  });
});
