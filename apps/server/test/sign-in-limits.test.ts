import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './harness.js';

// Pairs lock after 3 failures in 15 minutes; the account slows down after 4 failures from anywhere.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    signIn: { perIpPerMinute: 1000, perAccountFailures: 3, perAccountWindowSeconds: 900 },
    signInSlowdown: { failures: 4, windowSeconds: 3600, maxSeconds: 5 },
  });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const signIn = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/limo/auth', payload: { username, password }, remoteAddress: ip });
let clock = Date.now();
/** Moves the server's clock on (the limits read Date). */
const later = (seconds: number) => vi.setSystemTime((clock += seconds * 1000));

describe('failed sign-ins lock an (account, address) pair', () => {
  it('lets the real user in from another address while an attacker address is locked', async () => {
    later(0);
    const attacker = '198.51.100.66';
    for (let i = 0; i < 3; i++) expect((await signIn('dispatcher', `guess-${i}`, attacker)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      const locked = await signIn('dispatcher', i === 4 ? DEMO_PASSWORD : `guess-more-${i}`, attacker);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/Too many failed sign-ins for this account from this address/);
      // Every 429 carries the one machine code of a limit (issue 30 part 1), whichever limit it is.
      expect(locked.json().code).toBe('RATE_LIMITED');
      expect(Number(locked.headers['retry-after'])).toBe(900);
    }
    const zh = await t.app.inject({
      method: 'POST',
      url: '/limo/auth',
      payload: { username: 'dispatcher', password: 'x' },
      remoteAddress: attacker,
      headers: { 'accept-language': 'zh-HK' },
    });
    expect(zh.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: '此帳戶從此網絡位址登入失敗次數過多：請於 15 分鐘後再試' });
    expect((await signIn('dispatcher', DEMO_PASSWORD, '203.0.113.10')).statusCode).toBe(200);
    expect((await signIn('dispatcher', DEMO_PASSWORD, '203.0.113.11')).statusCode).toBe(200);
  });

  it('unlocks the pair when its failures leave the window, counting from the oldest', async () => {
    later(0);
    const ip = '198.51.100.70';
    expect((await signIn('accounts', 'wrong-1', ip)).statusCode).toBe(401);
    later(100);
    expect((await signIn('accounts', 'wrong-2', ip)).statusCode).toBe(401);
    expect((await signIn('accounts', 'wrong-3', ip)).statusCode).toBe(401);
    const locked = await signIn('accounts', DEMO_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(800);
    later(799);
    expect((await signIn('accounts', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    later(2);
    expect((await signIn('accounts', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('clears only the signing-in pair on success', async () => {
    later(0);
    const home = '203.0.113.20';
    for (let i = 0; i < 2; i++) expect((await signIn('hr', `typo-${i}`, home)).statusCode).toBe(401);
    expect((await signIn('hr', DEMO_PASSWORD, home)).statusCode).toBe(200);
    // The two typos are forgotten: two more failures do not lock the pair yet.
    for (let i = 0; i < 2; i++) expect((await signIn('hr', `typo-again-${i}`, home)).statusCode).toBe(401);
    expect((await signIn('hr', DEMO_PASSWORD, home)).statusCode).toBe(200);
    // Another address's failures stay: its pair is still locked after the user's success.
    const other = '198.51.100.80';
    for (let i = 0; i < 3; i++) expect((await signIn('hr', `guess-${i}`, other)).statusCode).toBe(401);
    expect((await signIn('hr', DEMO_PASSWORD, home)).statusCode).toBe(200);
    expect((await signIn('hr', DEMO_PASSWORD, other)).statusCode).toBe(429);
  });
});

describe('many failures of one account from many addresses', () => {
  it('slow the account down by a delay that doubles with each failure, capped, and never lock it', async () => {
    later(0);
    const from = (n: number) => `192.0.2.${n}`;
    for (let i = 1; i <= 4; i++) expect((await signIn('sz.dispatcher', `spray-${i}`, from(i))).statusCode).toBe(401);
    const delays: number[] = [];
    for (let i = 5; i <= 8; i++) {
      // While the delay runs, even the right password from a fresh address waits.
      const slowed = await signIn('sz.dispatcher', DEMO_PASSWORD, from(100 + i));
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().code).toBe('RATE_LIMITED');
      expect(slowed.json().message).toMatch(/Too many failed sign-ins for this account: try again in \d+ second/);
      const delay = Number(slowed.headers['retry-after']);
      delays.push(delay);
      later(delay - 0.5);
      expect((await signIn('sz.dispatcher', `spray-${i}`, from(i))).statusCode).toBe(429);
      later(0.5);
      expect((await signIn('sz.dispatcher', `spray-${i}`, from(i))).statusCode).toBe(401);
    }
    expect(delays).toEqual([1, 2, 4, 5]);
    const capped = await signIn('sz.dispatcher', DEMO_PASSWORD, from(200));
    expect(Number(capped.headers['retry-after'])).toBe(5);
    // Once the delay has run, the right password gets in.
    later(5);
    expect((await signIn('sz.dispatcher', DEMO_PASSWORD, from(201))).statusCode).toBe(200);
  });

  it('treats unknown usernames alike, so a 429 does not tell which accounts exist', async () => {
    later(0);
    for (let i = 1; i <= 4; i++) expect((await signIn('no-such-user', `x-${i}`, `192.0.2.${50 + i}`)).statusCode).toBe(401);
    expect((await signIn('no-such-user', 'x', '192.0.2.60')).statusCode).toBe(429);
  });
});

describe('behind a proxy', () => {
  it('takes the client address from X-Forwarded-For when TRUST_PROXY names the proxy', async () => {
    const proxied = await createTestApp({
      signIn: { perIpPerMinute: 1000, perAccountFailures: 2, perAccountWindowSeconds: 900 },
      trustProxy: ['127.0.0.1'],
    });
    try {
      const go = (client: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/limo/auth',
          payload: { username: 'admin', password },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 2; i++) expect((await go('198.51.100.1', 'wrong')).statusCode).toBe(401);
      expect((await go('198.51.100.1', DEMO_PASSWORD)).statusCode).toBe(429);
      expect((await go('198.51.100.2', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses', () => {
    const env = { DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env as NodeJS.ProcessEnv).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' } as NodeJS.ProcessEnv).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    const hops = loadConfig({ ...env, TRUST_PROXY: '1' } as NodeJS.ProcessEnv).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
    const slow = loadConfig({
      ...env,
      SIGNIN_SLOWDOWN_FAILURES: '30',
      SIGNIN_SLOWDOWN_WINDOW_SECONDS: '600',
      SIGNIN_SLOWDOWN_MAX_SECONDS: '60',
    } as NodeJS.ProcessEnv);
    expect(slow.signInSlowdown).toEqual({ failures: 30, windowSeconds: 600, maxSeconds: 60 });
    expect(loadConfig(env as NodeJS.ProcessEnv).signInSlowdown).toEqual({ failures: 20, windowSeconds: 86400, maxSeconds: 900 });
  });
});
