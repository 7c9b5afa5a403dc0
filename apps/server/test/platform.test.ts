import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESOURCES, RIGHT_CODES } from '@limo/domain';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, demoExposureWarning, loadConfig } from '../src/config.js';
import { DataDirInUseError, type Database, migrate, openPglite } from '../src/db/client.js';
import { staffs } from '../src/db/schema/index.js';
import { BootstrapError, bootstrapAdmin } from '../src/startup/bootstrap.js';
import { syncRightModules } from '../src/db/seed/rights.js';
import { createTestApp, openTestDatabase, type TestApp, testConfig } from './harness.js';
import { REPO_ROOT, serverArgs } from './compiled-server.js';
import { migratedDataFolder } from './data-folder.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

type Res = { statusCode: number; body: string; headers: Record<string, unknown>; json(): Record<string, unknown> };

/** The error body of ARCHITECTURE section 4, with every key and nothing else. */
function expectErrorBody(res: Res, status: number, error: string, path: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json() as {
    status: number;
    error: string;
    message: string;
    path: string;
    errors: string[];
    invalidValues: { field: string; value: unknown }[];
  };
  expect(Object.keys(body).sort()).toEqual(['error', 'errors', 'invalidValues', 'message', 'path', 'status']);
  expect(body).toMatchObject({ status, error, path });
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.errors.length).toBeGreaterThan(0);
  expect(body.errors).toContain(body.message);
  expect(Array.isArray(body.invalidValues)).toBe(true);
  return body;
}

describe('health', () => {
  it('answers 200 {status: ok} without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/limo/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('ready', () => {
  it('answers 200 while the database holds every migration, 503 with Retry-After when it lacks the newest', async () => {
    const db = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database: db, logger: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/limo/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      await db.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const behind = await app.inject({ method: 'GET', url: '/limo/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.headers['retry-after']).toBe('5');
      expect(behind.json()).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/lacks migrations/) });
      // Alive all the same: an orchestrator must not restart an instance for its database.
      expect((await app.inject({ method: 'GET', url: '/limo/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('X-Request-Id', () => {
  it('echoes the id the client sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/limo/health', headers: { 'x-request-id': 'web-1234.abc:9' } });
    expect(res.headers['x-request-id']).toBe('web-1234.abc:9');
  });

  it('makes one up when none is sent, a new one per request', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/limo/health' });
    const b = await t.app.inject({ method: 'GET', url: '/limo/health' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('replaces an id unfit for a log line, and is echoed on errors too', async () => {
    const odd = await t.app.inject({ method: 'GET', url: '/limo/health', headers: { 'x-request-id': 'two words\u0007' } });
    expect(odd.headers['x-request-id']).toMatch(UUID);
    const long = await t.app.inject({ method: 'GET', url: '/limo/health', headers: { 'x-request-id': 'x'.repeat(101) } });
    expect(long.headers['x-request-id']).toMatch(UUID);
    const unsigned = await t.app.inject({ method: 'GET', url: '/limo/api/banks', headers: { 'x-request-id': 'err-req-1' } });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers['x-request-id']).toBe('err-req-1');
  });
});

describe('the error body', () => {
  it('400 lists every broken field with its value', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/limo/api/banks', payload: { bankCode: 'TOO-LONG-CODE', swiftCode: 'X', colour: 'red' } });
    const body = expectErrorBody(res, 400, 'Bad Request', '/limo/api/banks');
    expect(body.errors).toEqual([
      'Bank Code must be at most 10 characters',
      'Name (English) is required',
      'SWIFT Code must be 8 or 11 letters and digits',
      'colour is not a field of Bank',
    ]);
    expect(body.invalidValues).toEqual([
      { field: 'bankCode', value: 'TOO-LONG-CODE' },
      { field: 'bankNameEng' },
      { field: 'swiftCode', value: 'X' },
      { field: 'colour', value: 'red' },
    ]);
    expect((await t.as(admin, { method: 'GET', url: '/limo/api/banks?bankCode=TOO-LONG-CODE' })).json()).toMatchObject({ page: { totalElements: 0 } });
  });

  it('400 for a body that is not JSON', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/limo/api/banks', payload: '{"bankCode": ', headers: { 'content-type': 'application/json' } });
    expectErrorBody(res, 400, 'Bad Request', '/limo/api/banks');
  });

  it('401 without a token or with a bad one', async () => {
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/limo/api/banks?size=5' }), 401, 'Unauthorized', '/limo/api/banks');
    expectErrorBody(await t.as('not.a.token', { method: 'GET', url: '/limo/api/banks' }), 401, 'Unauthorized', '/limo/api/banks');
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/limo/api/banks', headers: { authorization: admin } }), 401, 'Unauthorized', '/limo/api/banks');
  });

  it('403 for a missing right', async () => {
    const res = await t.as(await t.login('dispatcher'), { method: 'GET', url: '/limo/api/banks' });
    const body = expectErrorBody(res, 403, 'Forbidden', '/limo/api/banks');
    expect(body.message).toContain('BANK');
  });

  it('404 for an unknown path, with or without a token', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/limo/api/noSuchThing?x=1' }),
      await t.as(admin, { method: 'GET', url: '/limo/api/noSuchThing?x=1' }),
    ]) {
      const path = res.json().path as string;
      expectErrorBody(res, 404, 'Not Found', path);
      expect(path).toBe('/limo/api/noSuchThing');
    }
    // A path that is there, with a method it does not answer: 405 (issue 31 part 3).
    expectErrorBody(await t.app.inject({ method: 'DELETE', url: '/limo/api/banks' }), 405, 'Method Not Allowed', '/limo/api/banks');
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/limo/nothing/here' }), 404, 'Not Found', '/limo/nothing/here');
  });

  it('404 for an unknown id', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/limo/api/banks/999999' });
    expect(expectErrorBody(res, 404, 'Not Found', '/limo/api/banks/999999').message).toBe('Bank 999999 not found');
    expectErrorBody(
      await t.as(admin, { method: 'PATCH', url: '/limo/api/banks/999999', payload: { bankNameEng: 'x' } }),
      404,
      'Not Found',
      '/limo/api/banks/999999',
    );
    expectErrorBody(await t.as(admin, { method: 'DELETE', url: '/limo/api/banks/999999' }), 404, 'Not Found', '/limo/api/banks/999999');
  });

  it("401, 403 and 404 in the request's language (Accept-Language zh-HK), the same body fields (issue 30 part 1)", async () => {
    const zh = { 'accept-language': 'zh-HK' };
    const noToken = expectErrorBody(await t.app.inject({ method: 'GET', url: '/limo/api/banks', headers: zh }), 401, 'Unauthorized', '/limo/api/banks');
    expect(noToken.message).toBe('請先登入：沒有送出登入憑證');
    expect(noToken.errors).toEqual([noToken.message]);
    const dispatcher = await t.login('dispatcher');
    const refused = expectErrorBody(await t.as(dispatcher, { method: 'GET', url: '/limo/api/banks', headers: zh }), 403, 'Forbidden', '/limo/api/banks');
    expect(refused.message).toMatch(/^你沒有 .*BANK.* 權限$/);
    const missing = expectErrorBody(
      await t.as(admin, { method: 'GET', url: '/limo/api/banks/999999', headers: zh }),
      404,
      'Not Found',
      '/limo/api/banks/999999',
    );
    expect(missing.message).toBe('找不到銀行 999999');
    const path = expectErrorBody(await t.app.inject({ method: 'GET', url: '/limo/api/noSuchThing', headers: zh }), 404, 'Not Found', '/limo/api/noSuchThing');
    expect(path.message).toBe('找不到路徑：GET /limo/api/noSuchThing');
    const english = await t.app.inject({ method: 'GET', url: '/limo/api/noSuchThing', headers: { 'accept-language': 'en' } });
    expect(english.json().message).toBe('No such path: GET /limo/api/noSuchThing');
  });

  it('409 for a duplicate code, creating nothing', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/limo/api/banks', payload: { bankCode: 'hsbc', bankNameEng: 'Another HSBC' } });
    const body = expectErrorBody(res, 409, 'Conflict', '/limo/api/banks');
    expect(body.message).toMatch(/HSBC already exists/);
    const list = (await t.as(admin, { method: 'GET', url: '/limo/api/banks?bankCode=HSBC' })).json() as { _embedded: { banks: { bankNameEng: string }[] } };
    expect(list._embedded.banks.map((b) => b.bankNameEng)).toEqual(['The Hongkong and Shanghai Banking Corporation']);
  });

  it('409 for a delete that would orphan references, naming them', async () => {
    const [hk] = ((await t.as(admin, { method: 'GET', url: '/limo/api/branches?branchCode=HK' })).json() as { _embedded: { branches: { id: number }[] } })
      ._embedded.branches;
    const res = await t.as(admin, { method: 'DELETE', url: `/limo/api/branches/${hk.id}` });
    const body = expectErrorBody(res, 409, 'Conflict', `/limo/api/branches/${hk.id}`);
    expect(body.message).toMatch(/Branch HK cannot be deleted: .+ still refer to it/);
    expect((await t.as(admin, { method: 'GET', url: `/limo/api/branches/${hk.id}` })).statusCode).toBe(200);
  });

  it('412 for a stale If-Match, changing nothing', async () => {
    const created = await t.as(admin, { method: 'POST', url: '/limo/api/banks', payload: { bankCode: 'PLT412', bankNameEng: 'Version bank' } });
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBe('"0"');
    const url = created.headers.location as string;
    const first = await t.as(admin, { method: 'PATCH', url, payload: { bankNameEng: 'Version bank 1' }, headers: { 'if-match': '"0"' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"1"');
    const stale = await t.as(admin, { method: 'PATCH', url, payload: { bankNameEng: 'Lost update' }, headers: { 'if-match': '"0"' } });
    const body = expectErrorBody(stale, 412, 'Precondition Failed', url);
    expect(body.message).toMatch(/changed by someone else/);
    expectErrorBody(await t.as(admin, { method: 'DELETE', url, headers: { 'if-match': '"0"' } }), 412, 'Precondition Failed', url);
    const now = await t.as(admin, { method: 'GET', url });
    expect(now.json()).toMatchObject({ bankNameEng: 'Version bank 1', version: 1 });
    expect(now.headers.etag).toBe('"1"');
  });

  it('413 for a body over 1 MiB', async () => {
    const payload = JSON.stringify({ bankCode: 'BIG', bankNameEng: 'x'.repeat(1024 * 1024 + 10) });
    const res = await t.as(admin, { method: 'POST', url: '/limo/api/banks', payload, headers: { 'content-type': 'application/json' } });
    expectErrorBody(res, 413, 'Payload Too Large', '/limo/api/banks');
    expect((await t.as(admin, { method: 'GET', url: '/limo/api/banks?bankCode=BIG' })).json()).toMatchObject({ page: { totalElements: 0 } });
  });

  it('415 for a body that is not JSON by its media type (XML)', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/limo/api/banks', payload: '<bank/>', headers: { 'content-type': 'application/xml' } });
    expectErrorBody(res, 415, 'Unsupported Media Type', '/limo/api/banks');
  });

  it('415 for a text/plain body to a POST', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/limo/api/banks', payload: 'bankCode=TXT', headers: { 'content-type': 'text/plain' } });
    expectErrorBody(res, 415, 'Unsupported Media Type', '/limo/api/banks');
  });

  it('400, not 500, for a NUL character in a text field of a body', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/limo/api/banks', payload: { bankCode: 'NUL1', bankNameEng: 'Bank\u0000Name' } });
    const body = expectErrorBody(res, 400, 'Bad Request', '/limo/api/banks');
    expect(body.invalidValues.map((v) => v.field)).toEqual(['bankNameEng']);
  });

  it('400, not 500, for a NUL character in a list filter', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/limo/api/banks?bankCode=%00&q=a%00' });
    const body = expectErrorBody(res, 400, 'Bad Request', '/limo/api/banks');
    expect(body.errors).toEqual(['bankCode must not hold a NUL character', 'q must not hold a NUL character']);
  });
});

describe('a 500', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false });
    // Routes added for this test only, before the app is ready: one failing like a broken query, one like a bug.
    app.get('/limo/test-only/sql', { config: { public: true } }, async () => {
      throw Object.assign(new Error('syntax error at or near "FROM" in: select password_hash FROM staffs where id = $1'), {
        code: '42601',
        detail: 'secret detail of the staffs table',
      });
    });
    app.get('/limo/api/testOnlyBug', { config: { rights: ['ALL'] } }, async () => {
      const missing = undefined as unknown as { x: number };
      return { value: missing.x };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers the error body with no stack and no SQL', async () => {
    const res = await app.inject({ method: 'GET', url: '/limo/test-only/sql?id=1', headers: { 'x-request-id': 'boom-1' } });
    const body = expectErrorBody(res, 500, 'Internal Server Error', '/limo/test-only/sql');
    expect(body).toEqual({
      status: 500,
      error: 'Internal Server Error',
      message: 'The server failed to process the request',
      path: '/limo/test-only/sql',
      errors: ['The server failed to process the request'],
      invalidValues: [],
    });
    expect(res.headers['x-request-id']).toBe('boom-1');
    for (const leak of ['password_hash', 'select', 'FROM', 'secret', '42601', 'stack', '.ts:', '    at ']) expect(res.body).not.toContain(leak);
  });

  it('hides a programming error behind a signed-in route the same way', async () => {
    const token = (await app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'hr', password: 'limo-demo' } })).json().token as string;
    const res = await app.inject({ method: 'GET', url: '/limo/api/testOnlyBug', headers: { authorization: `Bearer ${token}` } });
    const body = expectErrorBody(res, 500, 'Internal Server Error', '/limo/api/testOnlyBug');
    expect(body.message).toBe('The server failed to process the request');
    for (const leak of ['undefined', 'reading', 'TypeError', '    at ']) expect(res.body).not.toContain(leak);
  });
});

describe('OpenAPI', () => {
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, { maxLength?: number }> } }> } }>>;
  };

  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/limo/api-docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as typeof doc;
  });

  it('lists every collection with its list, item and child paths', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths['/limo/api/banks']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/limo/api/banks/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    for (const def of Object.values(RESOURCES)) {
      if (def.childOnly) continue;
      expect(doc.paths[`/limo/api/${def.name}`]?.get, def.name).toBeDefined();
      expect(doc.paths[`/limo/api/${def.name}/{id}`]?.get, def.name).toBeDefined();
      for (const child of def.children ?? []) expect(doc.paths[`/limo/api/${def.name}/{id}/${child.name}`]?.get, child.name).toBeDefined();
    }
  });

  it('describes bodies from the definitions', () => {
    const schema = doc.paths['/limo/api/banks'].post.requestBody?.content['application/json'].schema;
    expect(schema?.properties.bankCode.maxLength).toBe(10);
  });

  it('lists the security calls', () => {
    for (const path of ['updateModuleSecurity', 'updateUserGroupSecurity', 'updateStaffSecurity', 'copyUserGroup']) {
      expect(doc.paths[`/limo/api/${path}`]?.post, path).toBeDefined();
    }
    for (const path of [
      'enqStaffs',
      'moduleOfUserGroup',
      'modules/{id}/userGroups',
      'modules/{id}/staffs',
      'userGroups/{id}/modules',
      'userGroups/{id}/staffs',
      'staffs/{id}/userGroups',
      'staffs/{id}/branches',
    ]) {
      expect(doc.paths[`/limo/api/${path}`]?.get, path).toBeDefined();
    }
  });
});

describe('every route declares its rights', () => {
  /** Routes open to any signed-in user (right ALL). Any other route must refuse a user holding no right. */
  // The branch selector of every user reads the codes of their own branches (lookups-rights.test.ts checks it shows no other).
  const OPEN_TO_ALL = new Set(['POST /limo/api/changePassword', 'GET /limo/api/publicParameters', 'GET /limo/api/lookups/branches']);
  let nobody: string;
  let routes: { method: string; url: string; key: string }[];

  beforeAll(async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/limo/api/staffs',
      payload: { staffCode: 'PLTNONE', staffNameEng: 'No Rights', username: 'no.rights', branchId: 2 },
    });
    expect(created.statusCode).toBe(201);
    const reset = await t.as(admin, {
      method: 'POST',
      url: '/limo/api/resetPassword',
      payload: { staffId: created.json().id, newPassword: 'Nothing-At-All-2026' },
    });
    expect(reset.statusCode).toBe(204);
    nobody = await t.login('no.rights', 'Nothing-At-All-2026');
    const doc = (await t.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/limo/api/') || path.startsWith('/limo/node/api/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => {
          const method = m.toUpperCase();
          return { method, url: path.replace(/\{[^}]+\}/g, '1'), key: `${method} ${path}` };
        }),
      );
    expect(routes.length).toBeGreaterThan(60);
  });

  it('gives a user holding no right only ALL', async () => {
    const me = await t.as(nobody, { method: 'POST', url: '/limo/auth/user' });
    expect(me.json().rights).toEqual(['ALL']);
  });

  it('gives any signed-in user the public parameters, and only those', async () => {
    const res = await t.as(nobody, { method: 'GET', url: '/limo/api/publicParameters' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      defaultErrorMessage: 'Unknown error. Unable to proceed.',
      elearningUrl: 'https://elearning.harbour-limo.example/',
      timeZone: 'Asia/Hong_Kong',
    });
    expect((await t.as(nobody, { method: 'GET', url: '/limo/api/sysParameters' })).statusCode).toBe(403);
  });

  it('refuses a user holding no right (403) on every documented API route but those open to all', async () => {
    const open: string[] = [];
    for (const r of routes) {
      const res = await t.as(nobody, {
        method: r.method as InjectOptions['method'],
        url: r.url,
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      if (OPEN_TO_ALL.has(r.key)) {
        expect(res.statusCode, r.key).not.toBe(403);
        continue;
      }
      if (res.statusCode !== 403) open.push(`${r.key} -> ${res.statusCode}`);
      else expect(res.json().status).toBe(403);
    }
    expect(open).toEqual([]);
    // The sample above changed nothing: the bank with id 1 is still there.
    expect((await t.as(admin, { method: 'GET', url: '/limo/api/banks/1' })).statusCode).toBe(200);
  });

  it('refuses an unsigned request (401) on every documented API route', async () => {
    const open: string[] = [];
    for (const r of routes) {
      const res = await t.app.inject({
        method: r.method as InjectOptions['method'],
        url: r.url,
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 401) open.push(`${r.key} -> ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('answers both slash forms of every documented API route the same (issue 30: postOrderRef without its slash was a 404)', async () => {
    const differ: string[] = [];
    for (const r of routes) {
      const other = r.url.endsWith('/') ? r.url.slice(0, -1) : `${r.url}/`;
      const res = await t.app.inject({
        method: r.method as InjectOptions['method'],
        url: other,
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 401) differ.push(`${r.method} ${other} -> ${res.statusCode}`);
    }
    expect(routes.length).toBeGreaterThan(50);
    expect(differ).toEqual([]);
  });

  it('refuses an unsigned request (401) on every collection list and item of the definitions', async () => {
    const lists = Object.values(RESOURCES).filter((d) => !d.childOnly);
    expect(lists.length).toBeGreaterThanOrEqual(14);
    for (const def of lists) {
      for (const url of [`/limo/api/${def.name}`, `/limo/api/${def.name}/1`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ status: 401, path: url });
      }
    }
  });
});

describe('a data folder in use', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = migratedDataFolder('limo-lock-');
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the real server's entry point; resolves with its exit code and output, or kills it after `ms`. */
  function runServer(env: Record<string, string>, ms: number): Promise<{ code: number | null; output: string; timedOut: boolean }> {
    return new Promise((done) => {
      const child: ChildProcess = spawn(process.execPath, serverArgs(), {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: '', JWT_SECRET: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO_DATA: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (d) => (output += d));
      child.stderr?.on('data', (d) => (output += d));
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, ms);
      child.on('exit', (code) => {
        clearTimeout(timer);
        done({ code, output, timedOut });
      });
    });
  }

  it('refuses a second open in the same process, and frees the folder on close', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    try {
      const lock = join(dir, 'server.lock');
      expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
      await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(openPglite(dir)).rejects.toThrow(/already open/);
      await first.ping();
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    const again = await openPglite(dir);
    await again.ping();
    await again.close();
  }, 120_000);

  it('takes over the lock a dead server left behind', async () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(dead).toBeGreaterThan(0);
    writeFileSync(join(dir, 'server.lock'), String(dead));
    const db = await openPglite(dir);
    try {
      expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    } finally {
      await db.close();
    }
  }, 120_000);

  it('makes a second server process exit non-zero with a message that the folder is in use', async () => {
    const dir = tempDir();
    const held = await openPglite(dir);
    try {
      const run = await runServer({ DATA_DIR: dir }, 45_000);
      expect(run.timedOut, run.output).toBe(false);
      expect(run.code, run.output).not.toBe(0);
      expect(run.code).not.toBeNull();
      expect(run.output).toContain('in use');
      expect(run.output).toContain(String(process.pid));
      // The refused server left our lock and data alone.
      expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      await held.ping();
    } finally {
      await held.close();
    }
  }, 120_000);
});

describe('a PostgreSQL-style start (no demo data)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPglite('memory://');
    await migrate(database);
    await syncRightModules(database.db);
  });
  afterAll(() => database.close());

  const staffCount = async () => (await database.db.select({ n: count() }).from(staffs))[0].n;

  it('refuses to bootstrap an empty database without ADMIN_PASSWORD', async () => {
    await expect(bootstrapAdmin(database.db, undefined)).rejects.toBeInstanceOf(BootstrapError);
    await expect(bootstrapAdmin(database.db, '')).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await staffCount()).toBe(0);
  });

  it('creates an admin from the password, who signs in and holds every right', async () => {
    await bootstrapAdmin(database.db, 'First-Admin-Pass-2026');
    expect(await staffCount()).toBe(1);
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    try {
      const wrong = await app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'admin', password: 'limo-demo' } });
      expect(wrong.statusCode).toBe(401);
      const signIn = await app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'admin', password: 'First-Admin-Pass-2026' } });
      expect(signIn.statusCode).toBe(200);
      const token = signIn.json().token as string;
      const me = await app.inject({ method: 'POST', url: '/limo/auth/user', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(200);
      const user = me.json();
      expect(user.username).toBe('admin');
      expect([...user.rights].sort()).toEqual([...RIGHT_CODES, 'ALL'].sort());
      expect(user.branches).toEqual([user.branchId]);
      const banks = await app.inject({ method: 'GET', url: '/limo/api/banks', headers: { authorization: `Bearer ${token}` } });
      expect(banks.statusCode).toBe(200);
      expect(banks.json()._embedded.banks).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('does nothing once there is staff, with or without a password', async () => {
    await bootstrapAdmin(database.db, undefined);
    await bootstrapAdmin(database.db, 'Another-Pass-2026');
    expect(await staffCount()).toBe(1);
  });
});

describe('loadConfig', () => {
  const secret = 'a-long-enough-secret-for-signing-0123456789';

  it('refuses DATABASE_URL without JWT_SECRET', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://limo@localhost:5432/limo' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://limo@localhost:5432/limo' })).toThrow(/JWT_SECRET/);
  });

  it('refuses a short JWT_SECRET and a PORT that is not a number', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@h/d', JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: 'memory://', PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('turns the demo data off with DATABASE_URL, and reads ADMIN_PASSWORD', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x@h/d', JWT_SECRET: secret, ADMIN_PASSWORD: 'pw-from-env' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://x@h/d', demoData: false, adminPassword: 'pw-from-env', port: 8080 });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(secret);
    expect(loadConfig({ DATA_DIR: 'memory://' })).toMatchObject({ demoData: true, databaseUrl: undefined });
  });

  it("reads the outbox worker's round and lease (a message in flight when a server dies waits the lease out)", () => {
    expect(loadConfig({ DATA_DIR: 'memory://' })).toMatchObject({ outboxPollMs: 1000, outboxLeaseMs: 60_000 });
    expect(loadConfig({ DATA_DIR: 'memory://', OUTBOX_POLL_MS: '100', OUTBOX_LEASE_MS: '3000' })).toMatchObject({ outboxPollMs: 100, outboxLeaseMs: 3000 });
  });
});

describe('where the server listens', () => {
  it('keeps the embedded demo on this computer unless HOST opens it', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: 'memory://', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('listens on every address without demo data, as documented', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', DEMO_DATA: '0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/d', JWT_SECRET: 'a-long-enough-secret-for-signing-0123456789' }).host).toBe('0.0.0.0');
  });

  it('loads the demo on PostgreSQL only when DEMO_DATA=1 asks for it (a staging or browser-test database), kept on this computer', () => {
    const pg = { DATABASE_URL: 'postgres://x@h/d', JWT_SECRET: 'a-long-enough-secret-for-signing-0123456789' };
    expect(loadConfig(pg).demoData).toBe(false);
    expect(loadConfig({ ...pg, DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ ...pg, DEMO_DATA: '1' })).toMatchObject({ demoData: true, host: '127.0.0.1' });
  });

  it('warns when the demo is opened to the network, and only then', () => {
    const warning = demoExposureWarning({ demoData: true, host: '0.0.0.0' }, 8080);
    expect(warning).toMatch(/0\.0\.0\.0:8080/);
    expect(warning).toMatch(/admin/);
    for (const host of ['127.0.0.1', '::1', 'localhost']) expect(demoExposureWarning({ demoData: true, host }, 8080), host).toBeUndefined();
    expect(demoExposureWarning({ demoData: false, host: '0.0.0.0' }, 8080)).toBeUndefined();
  });
});

describe('the demo data', () => {
  const list = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.as(admin, { method: 'GET', url: `/limo/api/${path}`, headers });
    expect(res.statusCode, path).toBe(200);
    const name = path.split('?')[0];
    return (res.json() as { _embedded: Record<string, Record<string, unknown>[]> })._embedded[name];
  };

  it('holds two branches or more, a company and departments in each branch', async () => {
    const branches = await list('branches?size=100');
    expect(branches.length).toBeGreaterThanOrEqual(2);
    expect(branches.map((b) => b.id)).toEqual(expect.arrayContaining([1, 2]));
    const companies = await list('companies');
    expect(companies.length).toBeGreaterThanOrEqual(1);
    expect(branches.every((b) => companies.some((c) => c.id === b.companyId))).toBe(true);
    expect((await list('departments?size=100', { 'x-branch-id': '1' })).length).toBeGreaterThan(0);
    expect((await list('departments?size=100', { 'x-branch-id': '2' })).length).toBeGreaterThan(0);
  });

  it('holds a staff shift starting before 06:00', async () => {
    const shifts = await list('staffShiftings?size=100');
    expect(shifts.some((s) => String(s.dutyHourFrom) < '06:00:00' && /^\d{2}:\d{2}:\d{2}$/.test(String(s.dutyHourFrom)))).toBe(true);
  });

  it('holds the four demo users, each in the user group of the same name, signing in with limo-demo', async () => {
    for (const name of ['admin', 'dispatcher', 'accounts', 'hr']) {
      const [staff] = await list(`staffs?username=${name}`);
      expect(staff.username).toBe(name);
      const groups = (await t.as(admin, { method: 'GET', url: `/limo/api/staffs/${staff.id}/userGroups` })).json()._embedded.userGroups as {
        userGroup: string;
      }[];
      expect(groups.map((g) => g.userGroup)).toEqual([name]);
      expect((await t.app.inject({ method: 'POST', url: '/limo/auth', payload: { username: name, password: 'limo-demo' } })).statusCode).toBe(200);
    }
  });

  it('gives each demo user the rights of issue 2', async () => {
    const rights = async (name: string) =>
      (await t.as(await t.login(name), { method: 'POST', url: '/limo/auth/user' })).json() as { rights: string[]; branches: number[]; branchId: number };
    const a = await rights('admin');
    expect([...a.rights].sort()).toEqual([...RIGHT_CODES, 'ALL'].sort());
    expect(a.branches).toEqual([1, 2]);
    expect(a.branchId).toBe(2);
    const d = await rights('dispatcher');
    for (const r of [
      'ORDERING',
      'BATCHVOID',
      'SCHEDULING',
      'SCHEDULINGWRITE',
      'DRIVERROSTER',
      'DRIVERJOB',
      'OPERATIONMENU',
      'ORDERENQUIRY',
      'OPERATIONFILES',
      'LOCATION',
      'DRIVER',
      'VEHICLE',
      'DEPARTURENOTE',
      'AIRPORTSIGN',
      'VOUCHERREDEEM',
      'ORDERAPI',
      'RECALCORDER',
    ]) {
      expect(d.rights, r).toContain(r);
    }
    for (const r of ['MODULE', 'INVOICING', 'HRMENU', 'STAFF']) expect(d.rights).not.toContain(r);
    const acc = await rights('accounts');
    for (const r of ['ACCOUNTMENU', 'ORDERINVOICE', 'INVOICING', 'REPORTMENU', 'SALESREPORT', 'CASHREPORT', 'DASHBOARD', 'CLIENTSALESRPT'])
      expect(acc.rights, r).toContain(r);
    for (const r of ['ORDERING', 'MODULE', 'HRMENU']) expect(acc.rights).not.toContain(r);
    const hr = await rights('hr');
    expect([...hr.rights].sort()).toEqual([
      'ALL',
      'ALLOWANCERATE',
      'ALLOWANCEREOPEN',
      'DRIVERALLOWANCE',
      'DRIVEROTRPT',
      'DRIVERROSTERHR',
      'HRMENU',
      'LEAVEAPPROVAL',
      'OPERATIONMENU',
      'REPORTMENU',
    ]);
  });
});
