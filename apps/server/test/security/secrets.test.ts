import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectNoFault, hasBody, type Kind, securityWorld, tokensByKind } from './world.js';

/*
 * Secrets never leave: a password, new password, refresh token or partner key sent to any route
 * comes back in no answer and reaches no log line (the app's pino log, captured whole), and no
 * stored hash (every column named *hash) shows in any answer or log line. Every route that takes
 * a body is sent every secret field; every GET is read as the administrator.
 */
const w = await securityWorld();
let tokens: Record<Kind, string | undefined>;
/** Secrets the app issued in this run: tokens, refresh tokens, the partner's key. */
const issued: string[] = [];
/** Every stored hash (sessions, staff and driver passwords, partner keys). */
let hashes: string[] = [];

/** Field names of secrets, each sent with a value of its own that must show nowhere. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'refreshToken',
  'token',
  'key',
  'apiKey',
  'partnerKey',
  'secret',
  'clientSecret',
  'passwordHash',
];
const marker = (field: string, n: number) => `Sec${n}-${field}-Mk`;

async function storedHashes(): Promise<string[]> {
  const columns = await w.database.db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name like '%hash%'`,
  );
  const out: string[] = [];
  for (const c of columns.rows as { table_name: string; column_name: string }[]) {
    const rows = await w.database.db.execute(sql.raw(`select "${c.column_name}"::text as v from "${c.table_name}" where "${c.column_name}" is not null`));
    out.push(...(rows.rows as { v: string }[]).map((r) => r.v));
  }
  return out;
}

const leaks = (text: string, secrets: string[]) => secrets.filter((s) => text.includes(s));

beforeAll(async () => {
  tokens = await tokensByKind(w);
  issued.push(tokens.staff as string, tokens.driver as string, tokens.partner as string);
  const signIn = await w.app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'dispatcher', password: 'limo-demo' } });
  issued.push(signIn.json().token, signIn.json().refreshToken);
  const refreshed = await w.app.inject({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken: signIn.json().refreshToken } });
  expect(refreshed.statusCode, refreshed.body).toBe(200);
  issued.push(refreshed.json().refreshToken);
  hashes = await storedHashes();
});
afterAll(() => w.close());

const writes = w.routes.filter((r) => hasBody(r.method));
const reads = w.routes.filter((r) => r.method === 'GET');
let n = 0;
/** Answers that named a refused secret field masked ("***"): the secrets reached the checks. */
let masked = 0;

describe('the secrets to look for', () => {
  it('include a hash of every kind: staff and driver passwords, refresh tokens, partner keys', () => {
    expect(hashes.length).toBeGreaterThan(5);
    expect(hashes.some((h) => h.startsWith('$argon2'))).toBe(true);
    expect(hashes.some((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    expect(issued.every((s) => typeof s === 'string' && s.length > 20)).toBe(true);
  });
});

/** A call whose token may end its own session (sign-out): the next call signs in again. */
async function keepSignedIn(res: LightMyRequestResponse) {
  if (res.statusCode >= 300) return;
  const me = await w.as(tokens.staff as string, { method: 'POST', url: '/limo/auth/user' });
  if (me.statusCode === 401) tokens.staff = await w.login('admin');
}

describe.each(writes)('body of $label', (route) => {
  it('never answers with, nor logs, a secret sent to it', async () => {
    const linesBefore = w.lines.length;
    const body = Object.fromEntries(SECRET_FIELDS.map((f) => [f, marker(f, ++n)]));
    const markers = Object.values(body);
    const res = await call(w, route, tokens[route.kind], { payload: { ...body, nested: { password: marker('nested', ++n) } } });
    markers.push(marker('nested', n));
    expectNoFault(res, route.label);
    if (res.body.includes('"value":"***"')) masked += 1;
    expect(leaks(res.body, markers), `${route.label} answered ${res.body.slice(0, 300)}`).toEqual([]);
    expect(leaks(w.lines.slice(linesBefore).join('\n'), [...markers, ...issued, ...hashes]), `${route.label}: the log`).toEqual([]);
    await keepSignedIn(res);
  });
});

describe.each(reads)('answer of $label', (route) => {
  it('holds no stored hash and no issued token', async () => {
    const linesBefore = w.lines.length;
    const res = await call(w, route, tokens[route.kind]);
    expectNoFault(res, route.label);
    expect(leaks(res.body, [...hashes, ...issued]), route.label).toEqual([]);
    expect(leaks(w.lines.slice(linesBefore).join('\n'), [...issued, ...hashes]), `${route.label}: the log`).toEqual([]);
  });
});

describe('the whole log of the run', () => {
  it('was written, and holds no secret issued or stored', () => {
    expect(w.lines.length).toBeGreaterThan(writes.length);
    expect(masked).toBeGreaterThan(50);
    const all = w.lines.join('\n');
    expect(leaks(all, [...issued, ...hashes])).toEqual([]);
    expect(all).not.toMatch(/Sec\d+-\w+-Mk/);
  });
});
