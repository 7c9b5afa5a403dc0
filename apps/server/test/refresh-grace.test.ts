import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

// Runs on PGlite and, in CI (TEST_DATABASE_URL), on PostgreSQL, where the parallel refreshes really race.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.config.refreshGraceSeconds).toBe(10);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const signIn = async (username: string) =>
  (await t.app.inject({ method: 'POST', url: '/limo/auth', payload: { username, password: 'limo-demo' } })).json() as Pair;
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken } });
const user = (token: string) => t.as(token, { method: 'POST', url: '/limo/auth/user' });
type Pair = { token: string; refreshToken: string };

describe('a refresh token spent moments ago', () => {
  it('gives five parallel refreshes of one token the same new pair, and the session goes on', async () => {
    const first = await signIn('dispatcher');
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refreshToken)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const pairs = answers.map((r) => r.json() as Pair);
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    expect(pairs[0].refreshToken).not.toBe(first.refreshToken);
    expect((await user(pairs[0].token)).statusCode).toBe(200);
    expect((await user(first.token)).statusCode).toBe(200);
    // The new refresh token rotates as usual.
    const next = await refresh(pairs[0].refreshToken);
    expect(next.statusCode).toBe(200);
    expect(next.json().refreshToken).not.toBe(pairs[0].refreshToken);
    expect((await user(next.json().token)).statusCode).toBe(200);
  });

  it('gives a second use within the window the same pair as the first', async () => {
    const first = await signIn('accounts');
    const a = await refresh(first.refreshToken);
    vi.setSystemTime(Date.now() + 9_000);
    const b = await refresh(first.refreshToken);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('ends the whole session when used again after the window', async () => {
    const first = await signIn('hr');
    const rotated = (await refresh(first.refreshToken)).json() as Pair;
    vi.setSystemTime(Date.now() + 11_000);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toMatch(/already used/);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await user(rotated.token)).statusCode).toBe(401);
    expect((await user(first.token)).statusCode).toBe(401);
  });

  it('gives nothing for a session that has ended, even within the window', async () => {
    const first = await signIn('sz.dispatcher');
    const rotated = (await refresh(first.refreshToken)).json() as Pair;
    expect((await t.as(rotated.token, { method: 'POST', url: '/limo/auth/logout' })).statusCode).toBe(204);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });
});

describe('without a grace window', () => {
  it('ends the session on any second use, parallel ones included', async () => {
    const strict = await createTestApp({ refreshGraceSeconds: 0 });
    try {
      const first = (await strict.app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'admin', password: 'limo-demo' } })).json() as Pair;
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => strict.app.inject({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken: first.refreshToken } })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
      const winner = answers.find((r) => r.statusCode === 200)?.json() as Pair;
      expect((await strict.as(winner.token, { method: 'POST', url: '/limo/auth/user' })).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});
