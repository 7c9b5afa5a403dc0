import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { ownOrigin } from '../src/engine/public-links.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './harness.js';
import { clientUserId, mailedToken, portalSignIn } from './portal-auth-fixtures.js';

// The client portal's sign-in, refresh, sign-out and one-time links (issue 33, docs/portal.md "Who signs in").

let app: TestApp;
let admin: string;
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp({ principalCacheMs: 0 });
  admin = await app.login('admin');
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => app.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) => app.as(token, { method: 'GET', url: '/limo/portal/api/me' });

/** A portal user of a client of its own (portal on), active, with an email and no password yet. */
async function newUser(opts: { email?: string | null; portalEnabled?: number } = {}) {
  const [hkjc] = await db().select().from(t.clients).where(eq(t.clients.clientCode, 'HKJC'));
  const n = Math.floor(Math.random() * 1e9);
  const [client] = await db()
    .insert(t.clients)
    .values({
      clientCode: `PT${n}`.slice(0, 20),
      clientShortName: 'Portal',
      clientNameEng: `Portal Test ${n}`,
      clientTypeId: hkjc.clientTypeId,
      portalEnabled: opts.portalEnabled ?? 1,
    })
    .returning();
  const [user] = await db()
    .insert(t.clientUsers)
    .values({
      clientId: client.id,
      username: `user.${n}`,
      name: 'Test User',
      email: opts.email === undefined ? `user.${n}@example.hk` : opts.email,
      language: 'zh-HK',
    })
    .returning();
  return { client, user };
}

describe('signing in', () => {
  it('answers a pair for a demo user, and /me names the user and their client', async () => {
    const { token, refreshToken } = await portalSignIn(app, 'Booker.HKJC');
    const claims = decodeJwt(token);
    expect(claims.aud).toBe('limo-portal');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    expect(refreshToken.length).toBeGreaterThan(40);
    const res = await me(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      clientUserId: await clientUserId(app, 'booker.hkjc'),
      clientId: expect.any(Number),
      clientName: 'The Hong Kong Jockey Club',
      clientNameChi: '香港賽馬會',
      role: 'BOOKER',
      language: 'zh-HK',
      name: '陳美華 Mabel Chan',
    });
  });

  it('refuses every bad pair with the same 401, whoever is named', async () => {
    const { user: noPassword } = await newUser();
    const { user: portalOff } = await newUser({ portalEnabled: 0 });
    await db()
      .update(t.clientUsers)
      .set({ passwordHash: sql`(select password_hash from client_users where username = 'admin.hkjc')` })
      .where(eq(t.clientUsers.id, portalOff.id));
    const { user: inactive, client: inactiveClient } = await newUser();
    const hash = sql`(select password_hash from client_users where username = 'admin.hkjc')`;
    await db().update(t.clientUsers).set({ passwordHash: hash, recordStatus: 'I' }).where(eq(t.clientUsers.id, inactive.id));
    const { user: ofCancelled, client: cancelled } = await newUser();
    await db().update(t.clientUsers).set({ passwordHash: hash }).where(eq(t.clientUsers.id, ofCancelled.id));
    await db().update(t.clients).set({ recordStatus: 'C' }).where(eq(t.clients.id, cancelled.id));
    expect(inactiveClient.id).toBeGreaterThan(0);
    const cases = [
      ['wrong password', 'booker.hkjc', 'not-the-password'],
      ['unknown user', 'nobody.at.all', DEMO_PASSWORD],
      ['no password yet', noPassword.username, DEMO_PASSWORD],
      ['portal off', portalOff.username, DEMO_PASSWORD],
      ['inactive user', inactive.username, DEMO_PASSWORD],
      ['cancelled client', ofCancelled.username, DEMO_PASSWORD],
      ['a staff user', 'admin', DEMO_PASSWORD],
    ];
    for (const [why, username, password] of cases) {
      const res = await post('/limo/portal/auth', { username, password });
      expect(res.statusCode, why).toBe(401);
      expect({ code: res.json().code, message: res.json().message }, why).toEqual({ code: 'SIGN_IN_WRONG', message: 'Wrong username or password' });
    }
  });

  it('says a missing field is required', async () => {
    const res = await post('/limo/portal/auth', { username: 'booker.hkjc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('password is required');
  });

  it('keeps the staff sign-in limits, keyed apart from staff usernames', async () => {
    const failures = app.config.signIn.perAccountFailures;
    const from = {};
    // (the same address as every call here: the pair locked is this address and portal:accounts)
    for (let i = 0; i < failures; i++) expect((await post('/limo/portal/auth', { username: 'accounts', password: 'wrong-wrong' }, from)).statusCode).toBe(401);
    const locked = await post('/limo/portal/auth', { username: 'accounts', password: 'wrong-wrong' }, from);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // The staff user of the same name is not locked by the portal's failures.
    expect((await post('/limo/auth', { username: 'accounts', password: DEMO_PASSWORD }, from)).statusCode).toBe(200);
  });
});

describe('refresh and sign-out', () => {
  it('rotates the refresh token; a spent one used again ends the session at once', async () => {
    const first = await portalSignIn(app, 'admin.hkjc');
    const res = await post('/limo/portal/auth/refresh', { refreshToken: first.refreshToken });
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json() as { token: string; refreshToken: string };
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.token)).statusCode).toBe(200);
    const reused = await post('/limo/portal/auth/refresh', { refreshToken: first.refreshToken });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('REFRESH_REUSED');
    // The thief's or the owner's: every token of the session is dead now.
    expect((await post('/limo/portal/auth/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('refuses a malformed or unknown refresh token, and a staff one', async () => {
    const staff = await app.app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'dispatcher', password: DEMO_PASSWORD } });
    for (const refreshToken of ['x', '00000000-0000-0000-0000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaa', staff.json().refreshToken]) {
      const res = await post('/limo/portal/auth/refresh', { refreshToken });
      expect(res.statusCode, refreshToken).toBe(401);
      expect(res.json().code).toBe('REFRESH_INVALID');
    }
  });

  it('signs out: the refresh token and the access token stop at once', async () => {
    const pair = await portalSignIn(app, 'concierge.pen');
    expect((await me(pair.token)).statusCode).toBe(200);
    expect((await post('/limo/portal/auth/logout', { refreshToken: pair.refreshToken })).statusCode).toBe(204);
    expect((await me(pair.token)).statusCode).toBe(401);
    expect((await post('/limo/portal/auth/refresh', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
    // Twice, or with nonsense: still 204, nothing to tell.
    expect((await post('/limo/portal/auth/logout', { refreshToken: pair.refreshToken })).statusCode).toBe(204);
    expect((await post('/limo/portal/auth/logout', { refreshToken: 'nonsense' })).statusCode).toBe(204);
  });
});

describe('invitations', () => {
  it('mails an invitation in the user’s language with a one-time link to this server, never the Host asked; accepting sets the password once', async () => {
    const { user } = await newUser();
    const res = await app.as(admin, { method: 'POST', url: `/limo/api/inviteClientUser/${user.id}`, payload: {}, headers: { host: 'evil.example' } });
    expect(res.statusCode, res.body).toBe(204);
    const mail = await mailedToken(app, user.id, 'INVITE');
    expect(mail).toMatchObject({ recipient: user.email, language: 'zh-HK', base: ownOrigin(app.config), subject: '豪華轎車訂車平台邀請' });
    expect(mail.body).toContain(user.username);
    const [row] = await db().select().from(t.clientUserTokens).where(eq(t.clientUserTokens.clientUserId, user.id));
    expect(row.tokenHash).not.toContain(mail.token);
    expect(row.expiresDt.getTime() - row.createDt.getTime()).toBeGreaterThan(71.9 * 3600_000);

    const weak = await post('/limo/portal/auth/accept', { token: mail.token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContain('New password must be at least 8 characters');
    expect((await post('/limo/portal/auth/accept', { token: mail.token, password: user.username })).statusCode).toBe(400);
    expect((await post('/limo/portal/auth/accept', { token: mail.token, password: 'Harbour-Lights-2031' })).statusCode).toBe(204);
    await portalSignIn(app, user.username, 'Harbour-Lights-2031');
    const again = await post('/limo/portal/auth/accept', { token: mail.token, password: 'Victoria-Peak-2031' });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('LINK_GONE');
    expect((await post('/limo/portal/auth/accept', { token: 'never-issued', password: 'Victoria-Peak-2031' })).statusCode).toBe(410);
  });

  it('never answers a one-time token in the message log: what the log shows cannot be accepted', async () => {
    const { user } = await newUser();
    await app.as(admin, { method: 'POST', url: `/limo/api/inviteClientUser/${user.id}`, payload: {} });
    const mail = await mailedToken(app, user.id, 'INVITE');
    const res = await app.as(admin, { method: 'GET', url: `/limo/api/messages?kind=INVITE&search=${encodeURIComponent(user.email as string)}` });
    expect(res.statusCode, res.body).toBe(200);
    const [shown] = res.json()._embedded.messages as { body: string }[];
    expect(shown.body).toContain('/portal/accept?token=••••••');
    expect(shown.body).not.toContain(mail.token);
    const byToken = await app.as(admin, { method: 'GET', url: `/limo/api/messages?search=${mail.token.slice(0, 12)}` });
    expect(byToken.json().page.totalElements).toBe(0);
    const masked = /token=(\S+)/.exec(shown.body)?.[1] as string;
    expect((await post('/limo/portal/auth/accept', { token: masked, password: 'Harbour-Lights-2031' })).statusCode).toBe(410);
    expect((await post('/limo/portal/auth/accept', { token: mail.token, password: 'Harbour-Lights-2031' })).statusCode).toBe(204);
  });

  it('refuses an invitation for a user without email, an inactive one, a client without the portal, an unknown id, and without the CLIENT right', async () => {
    const { user: noEmail } = await newUser({ email: null });
    const { user: off } = await newUser({ portalEnabled: 0 });
    const { user: inactive } = await newUser();
    await db().update(t.clientUsers).set({ recordStatus: 'I' }).where(eq(t.clientUsers.id, inactive.id));
    const invite = (id: number, token = admin) => app.as(token, { method: 'POST', url: `/limo/api/inviteClientUser/${id}`, payload: {} });
    const cases: [number, string][] = [
      [noEmail.id, 'has no email address'],
      [off.id, 'The client portal is not enabled for'],
      [inactive.id, 'is not active'],
    ];
    for (const [id, words] of cases) {
      const res = await invite(id);
      expect(res.statusCode, words).toBe(400);
      expect(res.json().message, words).toContain(words);
    }
    expect((await invite(2_000_000_000)).statusCode).toBe(404);
    expect((await invite(noEmail.id, await app.login('hr'))).statusCode).toBe(403);
    const { rows } = await db().execute(sql`select count(*)::int as n from message_outbox where client_user_id in (${noEmail.id}, ${off.id}, ${inactive.id})`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('ends the sessions of a user whose password is set again, and spends an expired link as gone', async () => {
    const { user } = await newUser();
    await app.as(admin, { method: 'POST', url: `/limo/api/inviteClientUser/${user.id}`, payload: {} });
    await post('/limo/portal/auth/accept', { token: (await mailedToken(app, user.id, 'INVITE')).token, password: 'Harbour-Lights-2031' });
    const before = await portalSignIn(app, user.username, 'Harbour-Lights-2031');
    expect((await post('/limo/portal/auth/forgot', { username: user.username.toUpperCase() }, { host: 'evil.example' })).statusCode).toBe(204);
    const reset = await mailedToken(app, user.id, 'RESET');
    expect(reset.base).toBe(ownOrigin(app.config));
    expect(reset.subject).toBe('重設豪華轎車訂車平台密碼');
    expect((await post('/limo/portal/auth/accept', { token: reset.token, password: 'Victoria-Peak-2031' })).statusCode).toBe(204);
    expect((await me(before.token)).statusCode).toBe(401);
    await portalSignIn(app, user.username, 'Victoria-Peak-2031');

    await post('/limo/portal/auth/forgot', { username: user.username });
    const late = await mailedToken(app, user.id, 'RESET');
    await db()
      .update(t.clientUserTokens)
      .set({ expiresDt: new Date(Date.now() - 1000) })
      .where(eq(t.clientUserTokens.clientUserId, user.id));
    expect((await post('/limo/portal/auth/accept', { token: late.token, password: 'Lantau-Peak-2031' })).statusCode).toBe(410);
  });

  it('answers 204 to every forgotten-password call, mailing only an active user with an email', async () => {
    const { user: noEmail } = await newUser({ email: null });
    const { user: off } = await newUser({ portalEnabled: 0 });
    for (const username of ['nobody.at.all', noEmail.username, off.username]) {
      expect((await post('/limo/portal/auth/forgot', { username })).statusCode, username).toBe(204);
    }
    const { rows } = await db().execute(
      sql`select count(*)::int as n from message_outbox where kind = 'RESET' and client_user_id in (${noEmail.id}, ${off.id})`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});

describe('PUBLIC_URL', () => {
  it('warns at start-up when SMTP_URL is set and PUBLIC_URL is not (mailed links would point at this server)', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    for (const [publicUrl, warned] of [
      [undefined, true],
      ['https://limo.example.hk', false],
    ] as const) {
      lines.length = 0;
      const other = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1', publicUrl }, { level: 'warn', stream });
      await other.close();
      expect(
        lines.some((line) => line.includes('portal.links.ownOrigin')),
        String(publicUrl),
      ).toBe(warned);
    }
  });

  it('puts the public address in the link instead of the request origin', async () => {
    const other = await createTestApp({ principalCacheMs: 0, publicUrl: 'https://limo.example.hk' });
    try {
      const id = await clientUserId(other, 'admin.hkjc');
      const res = await other.as(await other.login('admin'), { method: 'POST', url: `/limo/api/inviteClientUser/${id}`, payload: {} });
      expect(res.statusCode, res.body).toBe(204);
      const mail = await mailedToken(other, id, 'INVITE');
      expect(mail).toMatchObject({ base: 'https://limo.example.hk', language: 'en', subject: 'Your invitation to the limousine booking portal' });
      const forgot = await other.app.inject({
        method: 'POST',
        url: '/limo/portal/auth/forgot',
        payload: { username: 'admin.hkjc' },
        headers: { host: 'evil.example' },
      });
      expect(forgot.statusCode).toBe(204);
      expect((await mailedToken(other, id, 'RESET')).base).toBe('https://limo.example.hk');
    } finally {
      await other.close();
    }
  });
});
