import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { openTestDatabase, testConfig } from './harness.js';

type Line = Record<string, unknown> & { level: number; msg: string; requestId?: string };
const lines: Line[] = [];
let app: FastifyInstance;
let database: Database;
const config = testConfig({ logLevel: 'info', signIn: { perIpPerMinute: 1000, perAccountFailures: 3, perAccountWindowSeconds: 900 } });

beforeAll(async () => {
  database = await openTestDatabase();
  // Every log line of the app, parsed, in memory.
  app = await buildApp({ config, database, logger: { level: 'info', stream: { write: (s: string) => void lines.push(JSON.parse(s)) } } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A call from `ip`, with the log lines it wrote. */
async function call(opts: InjectOptions, ip = '203.0.113.7') {
  const id = `t-${randomUUID()}`;
  const res = await app.inject({ ...opts, remoteAddress: ip, headers: { ...(opts.headers ?? {}), 'x-request-id': id } });
  const own = lines.filter((l) => l.requestId === id);
  return { res, own, security: own.filter((l) => 'event' in l) };
}
const signIn = (username: string, password: string, ip?: string) => call({ method: 'POST', url: '/limo/auth', payload: { username, password } }, ip);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The one security line of a call: event, who, from where, at warn (or info for a success). */
function oneLine(security: Line[], fields: Record<string, unknown>, level = 40) {
  expect(security, JSON.stringify(security)).toHaveLength(1);
  expect(security[0]).toMatchObject({ ...fields, level });
  return security[0];
}

describe('the security log', () => {
  it('writes one line for a sign-in, naming the user and the address', async () => {
    const { res, security } = await signIn('Dispatcher', 'limo-demo', '198.51.100.20');
    expect(res.statusCode).toBe(200);
    const line = oneLine(security, { event: 'signin.success', username: 'dispatcher', ip: '198.51.100.20' }, 30);
    expect(typeof line.staffId).toBe('number');
  });

  it('writes one line for a failed sign-in, without the password', async () => {
    const wrong = await signIn('accounts', 'Guess-Number-One', '198.51.100.21');
    expect(wrong.res.statusCode).toBe(401);
    oneLine(wrong.security, { event: 'signin.failure', username: 'accounts', ip: '198.51.100.21', reason: 'wrong password', status: 401 });
    const unknown = await signIn('nobody-at-all', 'Guess-Number-Two', '198.51.100.21');
    oneLine(unknown.security, { event: 'signin.failure', username: 'nobody-at-all', ip: '198.51.100.21', reason: 'unknown user' });
    expect(JSON.stringify(lines)).not.toMatch(/Guess-Number/);
  });

  it('writes one line when an account is locked', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('hr', 'wrong-password', '198.51.100.22')).res.statusCode).toBe(401);
    const { res, security } = await signIn('hr', 'limo-demo', '198.51.100.22');
    expect(res.statusCode).toBe(429);
    const line = oneLine(security, { event: 'signin.locked', username: 'hr', ip: '198.51.100.22', status: 429 });
    expect(line.retryAfter).toBe(Number(res.headers['retry-after']));
  });

  it('writes one line when a spent refresh token is used again, naming the staff member and session', async () => {
    const first = (await signIn('admin', 'limo-demo')).res.json();
    expect((await call({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken: first.refreshToken } })).res.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + (config.refreshGraceSeconds + 1) * 1000);
    const { res, security } = await call({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken: first.refreshToken } }, '192.0.2.99');
    vi.useRealTimers();
    expect(res.statusCode).toBe(401);
    const line = oneLine(security, { event: 'refresh.reuse', username: 'admin', ip: '192.0.2.99', status: 401 });
    expect(typeof line.staffId).toBe('number');
    expect(line.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one line for every 401', async () => {
    const none = await call({ method: 'GET', url: '/limo/api/banks' }, '192.0.2.1');
    expect(none.res.statusCode).toBe(401);
    oneLine(none.security, { event: 'auth.unauthorized', ip: '192.0.2.1', reason: 'no token', status: 401 });
    const bad = await call({ method: 'GET', url: '/limo/api/banks', headers: bearer('not.a.token') }, '192.0.2.2');
    oneLine(bad.security, { event: 'auth.unauthorized', ip: '192.0.2.2', reason: 'token not valid' });
    const signedIn = (await signIn('sz.dispatcher', 'limo-demo')).res.json();
    expect((await call({ method: 'POST', url: '/limo/auth/logout', headers: bearer(signedIn.token) })).res.statusCode).toBe(204);
    const ended = await call({ method: 'GET', url: '/limo/api/banks', headers: bearer(signedIn.token) }, '192.0.2.3');
    expect(ended.res.statusCode).toBe(401);
    const line = oneLine(ended.security, { event: 'auth.unauthorized', ip: '192.0.2.3', reason: 'session ended' });
    expect(typeof line.staffId).toBe('number');
    const unknownRefresh = await call({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken: 'never-issued' } }, '192.0.2.4');
    oneLine(unknownRefresh.security, { event: 'refresh.refused', ip: '192.0.2.4', reason: 'unknown token', status: 401 });
  });

  it('writes one line for every 403, with the right that was missing', async () => {
    const hr = (await signIn('dispatcher', 'limo-demo')).res.json();
    const { res, security } = await call({ method: 'GET', url: '/limo/api/banks', headers: bearer(hr.token) }, '192.0.2.5');
    expect(res.statusCode).toBe(403);
    const line = oneLine(security, { event: 'auth.forbidden', username: 'dispatcher', ip: '192.0.2.5', right: 'BANK', status: 403 });
    expect(typeof line.staffId).toBe('number');
    const branch = await call({ method: 'GET', url: '/limo/api/vehicles', headers: { ...bearer(hr.token), 'x-branch-id': '1' } }, '192.0.2.6');
    expect(branch.res.statusCode).toBe(403);
    oneLine(branch.security, { event: 'auth.forbidden', username: 'dispatcher', ip: '192.0.2.6', branch: '1' });
  });

  it('writes no security line for an ordinary answer', async () => {
    const token = (await signIn('admin', 'limo-demo')).res.json().token;
    const { res, own, security } = await call({ method: 'GET', url: '/limo/api/banks', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(security).toEqual([]);
    expect(own).toHaveLength(1);
  });
});

describe('the request log line', () => {
  it('hides the values of token-like query parameters and keeps the others', async () => {
    const secrets = [
      'token=T0KEN1',
      'access_token=T0KEN2',
      'refresh_token=T0KEN3',
      'password=T0KEN4',
      'secret=T0KEN5',
      'code=T0KEN6',
      'key=T0KEN7',
      'api_key=T0KEN8',
      'Client%5FSecret=T0KEN9',
      'idToken=T0KENA',
    ];
    const url = `/limo/api/banks?bankCode=HSBC&${secrets.join('&')}&moduleCode=BANK&q=a+b`;
    const { own } = await call({ method: 'GET', url });
    const line = own.find((l) => l.msg === 'request completed');
    expect(line?.url).toBe(
      '/limo/api/banks?bankCode=HSBC&token=[redacted]&access_token=[redacted]&refresh_token=[redacted]&password=[redacted]&secret=[redacted]&code=[redacted]&key=[redacted]&api_key=[redacted]&Client%5FSecret=[redacted]&idToken=[redacted]&moduleCode=BANK&q=a+b',
    );
    expect(JSON.stringify(own)).not.toMatch(/T0KEN/);
  });
});
