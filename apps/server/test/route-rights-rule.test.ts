import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAuth, routeAccess } from '../src/engine/auth.js';
import { createTestApp, type TestApp } from './harness.js';

/** Issue 19: "every route names its right or says public" holds for every route, the API docs included. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the start-up rule on rights', () => {
  it('sees every route, and each declares rights or says public', () => {
    const routes = routeAccess(t.app);
    const urls = routes.map((r) => r.url);
    for (const url of ['/limo/api-docs/json', '/limo/api-docs/static/*', '/limo/health', '/limo/auth', '/limo/api/staffs']) expect(urls).toContain(url);
    for (const r of routes) expect(r.public || r.driver || r.portal || r.rights.length > 0, `${String(r.method)} ${r.url}`).toBe(true);
    // Driver-token routes are the driver page's only: all under /limo/driver/api.
    for (const r of routes.filter((x) => x.driver)) expect(r.url, `${String(r.method)} ${r.url}`).toMatch(/^\/limo\/driver\/api\//);
    // Portal-token routes (issue 33) are the client portal's only: all under /limo/portal/api.
    for (const r of routes.filter((x) => x.portal)) expect(r.url, `${String(r.method)} ${r.url}`).toMatch(/^\/limo\/portal\/api\//);
  });

  it('declares the docs public, and they open without a token', async () => {
    const docs = routeAccess(t.app).filter((r) => r.url.startsWith('/limo/api-docs'));
    expect(docs.length).toBeGreaterThan(3);
    for (const r of docs) expect(r.public, `${String(r.method)} ${r.url}`).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).statusCode).toBe(200);
  });

  it("declares the web app's files public, and they open without a token", async () => {
    const web = mkdtempSync(join(tmpdir(), 'limo-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>limo</title>');
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
    const withWeb = await createTestApp({ webDist: web });
    try {
      const files = routeAccess(withWeb.app).filter((r) => r.url === '/assets/app.js' || r.url === '/index.html');
      expect(files.map((r) => r.url).sort()).toEqual(['/assets/app.js', '/index.html']);
      for (const r of files) expect(r.public, `${String(r.method)} ${r.url}`).toBe(true);
      expect((await withWeb.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    } finally {
      await withWeb.close();
      rmSync(web, { recursive: true, force: true });
    }
  });

  it('fails the start-up for a route that declares nothing, wherever it is', async () => {
    for (const url of ['/limo/api-docs/extra', '/limo/other', '/anywhere']) {
      const app = Fastify();
      installAuth(app, undefined as never, new Uint8Array(32));
      app.get('/limo/api/ok', { config: { rights: ['ALL'] } }, async () => 'ok');
      app.get(url, async () => 'open');
      await expect(app.ready(), url).rejects.toThrow(`GET ${url}`);
      await app.close().catch(() => undefined);
    }
  });
});
