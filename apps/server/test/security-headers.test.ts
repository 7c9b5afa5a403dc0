import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: string;
let web: string;
beforeAll(async () => {
  // A stand-in for the built web app: its index and one asset.
  web = mkdtempSync(join(tmpdir(), 'limo-web-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'index.js'), 'console.log(1)');
  t = await createTestApp({ webDist: web });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, `no CSP on ${res.raw.req.url}`).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** What every answer carries, page or API, success or error. */
function expectSecurityHeaders(res: LightMyRequestResponse) {
  const d = csp(res);
  expect(d.get('default-src')).toEqual(["'self'"]);
  expect(d.get('script-src')).toEqual(["'self'"]);
  expect(d.get('script-src-attr')).toEqual(["'none'"]);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  expect(d.get('form-action')).toEqual(["'self'"]);
  // MUI (emotion) writes <style> elements at run time.
  expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(d.get('img-src')).toEqual(["'self'", 'data:']);
  // The embedded demo is served over plain http on a LAN address: no forced upgrade.
  expect(d.has('upgrade-insecure-requests')).toBe(false);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on API answers, which are never stored', async () => {
    const answers = [
      await t.as(admin, { method: 'GET', url: '/limo/api/banks' }),
      await t.as(admin, { method: 'POST', url: '/limo/auth/user' }),
      await t.as(admin, { method: 'GET', url: '/limo/node/api/lookups/branches' }),
      await t.app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'hr', password: 'limo-demo' } }),
    ];
    for (const res of answers) {
      expect(res.statusCode, `${res.raw.req.url}: ${res.body}`).toBeLessThan(500);
      expectSecurityHeaders(res);
      expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
    }
  });

  it('are on error answers: 401, 403, 404 and 400', async () => {
    const hr = await t.login('hr');
    const answers = [
      await t.app.inject({ method: 'GET', url: '/limo/api/banks' }),
      await t.as(hr, { method: 'GET', url: '/limo/api/banks' }),
      await t.as(admin, { method: 'GET', url: '/limo/api/no-such-collection' }),
      await t.app.inject({ method: 'GET', url: '/limo/auth/nothing-here' }),
      await t.as(admin, { method: 'POST', url: '/limo/api/banks', payload: {} }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([401, 403, 404, 404, 400]);
    for (const res of answers) {
      expectSecurityHeaders(res);
      expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
    }
  });

  it('are on the page app: its index is revalidated, not forbidden from caches; assets keep their caching', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/operation/scheduling' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expectSecurityHeaders(index);
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset);
    expect(asset.headers['cache-control']).not.toMatch(/no-store/);
  });

  it('keep the public caching of the language texts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/limo/node/langs/en' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('let the API docs page load its own scripts and styles under the same policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/limo/api-docs/' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page);
    // Every script of the page is a same-origin file (script-src 'self'), none inline.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attrs)?.[1];
      expect(src).toMatch(/^\.\/static\//);
      const file = await t.app.inject({ method: 'GET', url: `/limo/api-docs/${src?.slice(2)}` });
      expect(file.statusCode, src).toBe(200);
    }
  });
});

describe('the web app satisfies the policy', () => {
  it('has no inline script in its index.html (script-src is only self)', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(attrs).toMatch(/\ssrc="\//);
      expect(inline.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
