import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loggableError } from '../src/engine/secrets.js';
import type { Database } from '../src/db/client.js';
import { DEMO_PASSWORD, openTestDatabase, testConfig } from './harness.js';

/** Issue 19: a secret sent in a refused body never comes back in the answer nor reaches a log line. */
const lines: string[] = [];
let app: FastifyInstance;
let database: Database;
let admin: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ logLevel: 'info' }), database, logger: { level: 'info', stream: { write: (s: string) => void lines.push(s) } } });
  await app.ready();
  const res = await app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'admin', password: DEMO_PASSWORD } });
  admin = res.json().token as string;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const long = (marker: string) => `${marker}-${'x'.repeat(140)}`;

/** Each case carries its own marker: the secret's value, which must show nowhere. */
const cases: { name: string; marker: string; call: (m: string) => InjectOptions; signedIn?: boolean }[] = [
  { name: 'sign-in without a username', marker: 'Mk1-SignIn-Pw', call: (m) => ({ method: 'POST', url: '/limo/auth', payload: { username: '', password: m } }) },
  {
    name: 'sign-in with a nested password',
    marker: 'Mk2-SignIn-Obj',
    call: (m) => ({ method: 'POST', url: '/limo/auth', payload: { username: 'admin', password: { m }, secret: m } }),
  },
  {
    name: 'refresh with a forged token',
    marker: 'Mk3-Refresh-Forged',
    call: (m) => ({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken: m } }),
  },
  {
    name: 'refresh with extra fields',
    marker: 'Mk4-Refresh-Token',
    call: (m) => ({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken: '', token: m } }),
  },
  {
    name: 'changePassword with a too long new password',
    marker: 'Mk5-Change-New',
    signedIn: true,
    call: (m) => ({ method: 'POST', url: '/limo/api/changePassword', payload: { oldPassword: 'Mk5-Change-Old', newPassword: long(m) } }),
  },
  {
    name: 'changePassword with a wrong old password',
    marker: 'Mk6-Change-Old',
    signedIn: true,
    call: (m) => ({ method: 'POST', url: '/limo/api/changePassword', payload: { oldPassword: m, newPassword: 'A-fine-new-pass-Mk6' } }),
  },
  {
    name: 'resetPassword for no staff id',
    marker: 'Mk7-Reset-New',
    signedIn: true,
    call: (m) => ({ method: 'POST', url: '/limo/api/resetPassword', payload: { staffId: 'x', newPassword: m } }),
  },
  {
    name: 'resetPassword with a too long password',
    marker: 'Mk8-Reset-New',
    signedIn: true,
    call: (m) => ({ method: 'POST', url: '/limo/api/resetPassword', payload: { staffId: 1, newPassword: long(m) } }),
  },
  {
    name: 'driverResetPassword for a bad driver id',
    marker: 'Mk9-Driver-New',
    signedIn: true,
    call: (m) => ({ method: 'POST', url: '/limo/api/driverResetPassword', payload: { driverId: 'x', newPassword: m } }),
  },
  {
    name: 'a staff create carrying a password',
    marker: 'Mk10-Staff-Pw',
    signedIn: true,
    call: (m) => ({ method: 'POST', url: '/limo/api/staffs', payload: { staffCode: 'SEC1', username: 'sec1', password: m, passwordHash: m } }),
  },
  {
    name: 'a staff create carrying partner keys and a nested secret',
    marker: 'Mk11-Partner-Key',
    signedIn: true,
    call: (m) => ({
      method: 'POST',
      url: '/limo/api/staffs',
      payload: { staffCode: 12, apiKey: m, partnerSecret: m, extra: { clientSecret: m, list: [{ token: m }] } },
    }),
  },
];

describe('secrets in refused bodies', () => {
  for (const c of cases) {
    it(`are masked for ${c.name}`, async () => {
      const before = lines.length;
      const opts = c.call(c.marker);
      const res = await app.inject(c.signedIn ? { ...opts, headers: { authorization: `Bearer ${admin}` } } : opts);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.body).not.toContain(c.marker);
      const logged = lines.slice(before).join('\n');
      expect(logged.length).toBeGreaterThan(0);
      expect(logged).not.toContain(c.marker);
    });
  }

  it('still names the field of a refused secret, masked', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/limo/api/staffs',
      headers: { authorization: `Bearer ${admin}` },
      payload: { staffCode: 'SEC2', password: 'Mk12-Shown' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { invalidValues: { field: string; value: unknown }[] };
    expect(body.invalidValues.find((v) => v.field === 'password')?.value).toBe('***');
  });

  it("are scrubbed from a failed request's error before it is logged", () => {
    const err = Object.assign(new Error('Failed query: insert ... params: Mk13-Db-Param'), { detail: { password: 'Mk13-Nested' } });
    const logged = JSON.stringify(loggableError(err, ['Mk13-Db-Param']));
    expect(logged).not.toContain('Mk13');
    expect(logged).toContain('Failed query');
  });

  it("keep a database error's SQLSTATE, constraint and table in the log line, under its query wrapper too (issue 31)", () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "orders_pkey"'), {
      code: '23505',
      severity: 'ERROR',
      table: 'orders',
      constraint: 'orders_pkey',
      detail: 'Key (id)=(Mk14-Secret-Id) already exists.',
    });
    const wrapped = new Error('Failed query: insert into orders ...', { cause: pgError });
    for (const err of [pgError, wrapped]) {
      const logged = loggableError(err, ['Mk14-Secret-Id']) as { code?: string; database: Record<string, unknown> };
      expect(logged.database).toMatchObject({ code: '23505', table: 'orders', constraint: 'orders_pkey', severity: 'ERROR' });
      expect(JSON.stringify(logged)).not.toContain('Mk14');
    }
    expect((loggableError(pgError) as { code: string }).code).toBe('23505');
  });
});
