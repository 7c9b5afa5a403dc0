import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../src/engine/errors.js';
import { installLanguage } from '../src/engine/language.js';
import { createTestApp, type TestApp } from './harness.js';

// Issue 30 part 1: a call over its limit per address is answered in the request's language with its
// machine code: the refresh call's own limit, and any limit that has no words of its own.

const ZH = { 'accept-language': 'zh-HK' };

describe('the limit of refresh calls per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // Refresh takes four times the sign-in limit: 4 a minute here.
    limited = await createTestApp({ signIn: { perIpPerMinute: 1, perAccountFailures: 100, perAccountWindowSeconds: 900 } });
  });
  afterAll(() => limited.close());

  const refresh = (headers: Record<string, string>, remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken: 'not-a-token' }, headers, remoteAddress });

  it('zh-HK: a Chinese message about calls (not sign-ins), the code RATE_LIMITED and Retry-After', async () => {
    for (let i = 0; i < 4; i++) expect((await refresh(ZH, '198.51.100.71')).statusCode).toBe(401);
    const over = await refresh(ZH, '198.51.100.71');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json()).toMatchObject({ status: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
    expect(over.json().message).toMatch(/^此地址的請求次數過多：請於 \d+ 秒後再試$/);
    expect(over.json().errors).toEqual([over.json().message]);
  });

  it('en: the same refusal in English', async () => {
    for (let i = 0; i < 4; i++) await refresh({ 'accept-language': 'en' }, '198.51.100.72');
    const over = await refresh({ 'accept-language': 'en' }, '198.51.100.72');
    expect(over.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(over.json().message).toMatch(/^Too many calls from this address: try again in \d+ seconds$/);
  });

  it('the sign-in limit keeps its own words, in Chinese, and gains the code', async () => {
    const signIn = () =>
      limited.app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'x', password: 'y' }, headers: ZH, remoteAddress: '198.51.100.73' });
    expect((await signIn()).statusCode).toBe(401);
    const over = await signIn();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^此地址的登入嘗試次數過多：請於 \d+ 秒後再試$/) });
  });
});

describe('a limit without words of its own', () => {
  it("is answered by the error handler in the request's language, with the code and the limiter's Retry-After", async () => {
    const app = Fastify();
    installLanguage(app);
    installErrorHandling(app);
    await app.register(rateLimit, { global: false });
    app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    try {
      expect((await app.inject({ url: '/limited', headers: ZH })).statusCode).toBe(200);
      const zh = await app.inject({ url: '/limited', headers: ZH });
      expect(zh.statusCode).toBe(429);
      expect(zh.headers['retry-after']).toBe('60');
      expect(zh.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: '此地址的請求次數過多：請於 60 秒後再試', path: '/limited' });
      const en = await app.inject({ url: '/limited' });
      expect(en.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many calls from this address: try again in 60 seconds' });
    } finally {
      await app.close();
    }
  });
});
