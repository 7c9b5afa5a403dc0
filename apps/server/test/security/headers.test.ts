import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectSecurityHeaders, type Kind, securityWorld, tokensByKind } from './world.js';

/*
 * The security headers on every kind of answer: every GET of the app as its caller (JSON, HAL,
 * PDF, CSV, HTML, 404s) and each export format a route documents, then the answers no route
 * gives (unknown paths, wrong content types, bodies too large, locked sign-ins).
 */
const w = await securityWorld();
let tokens: Record<Kind, string | undefined>;
/** One answer of each status and content type seen. */
const kinds = new Map<string, string>();

function record(res: LightMyRequestResponse, what: string) {
  expectSecurityHeaders(res, what);
  kinds.set(`${res.statusCode} ${String(res.headers['content-type'] ?? 'none').split(';')[0]}`, what);
}

beforeAll(async () => {
  tokens = await tokensByKind(w);
});
afterAll(() => w.close());

const gets = w.routes.filter((r) => r.method === 'GET');

describe.each(gets)('answers of $label', (route) => {
  it('carry the security headers, in every format it documents', async () => {
    record(await call(w, route, tokens[route.kind]), route.label);
    for (const format of route.query.includes('format') ? ['pdf', 'csv', 'xlsx', 'json'] : [])
      record(await call(w, route, tokens[route.kind], { query: { format } }), `${route.label}?format=${format}`);
  });
});

describe('answers no route gives', () => {
  it('carry the security headers too', async () => {
    const odd: [string, Promise<LightMyRequestResponse>][] = [
      ['unknown API path', w.app.inject({ method: 'GET', url: '/limo/api/no-such-thing' })],
      ['unknown page', w.app.inject({ method: 'GET', url: '/no-such-page' })],
      ['a method no route takes', w.app.inject({ method: 'PUT', url: '/limo/health' })],
      ['text/plain body', w.as(tokens.staff as string, { method: 'POST', url: '/limo/api/banks', payload: 'x', headers: { 'content-type': 'text/plain' } })],
      [
        'a body over the limit',
        w.as(tokens.staff as string, {
          method: 'POST',
          url: '/limo/api/banks',
          payload: `{"bankNameEng":"${'x'.repeat(1_100_000)}"}`,
          headers: { 'content-type': 'application/json' },
        }),
      ],
      ['sign-in refused', w.app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'hr', password: 'wrong-wrong' } })],
      ['the API docs page', w.app.inject({ method: 'GET', url: '/limo/api-docs/' })],
      ['a branch the caller does not work in', w.as(tokens.staff as string, { method: 'GET', url: '/limo/api/banks', headers: { 'x-branch-id': '3' } })],
    ];
    const statuses: number[] = [];
    for (const [what, pending] of odd) {
      const res = await pending;
      statuses.push(res.statusCode);
      record(res, what);
    }
    // A method no route of the path takes: 405 with Allow (issue 31).
    expect(statuses).toEqual([404, 404, 405, 415, 413, 401, 200, 403]);
  });

  it('and the sweep met many kinds: JSON, files, and every refusal', () => {
    const seen = [...kinds.keys()];
    const expected = ['200 application/json', '200 application/pdf', '200 text/html', '200 application/javascript', '302 none'];
    for (const kind of [...expected, ...[400, 401, 403, 404, 413, 415].map((s) => `${s} application/json`)]) expect(seen, seen.join(', ')).toContain(kind);
  });
});
