import { MAX_ID } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyTextFields, call, expectErrorAnswer, expectNoFault, hasBody, isIdParam, type Kind, plainParam, securityWorld, tokensByKind } from './world.js';

/*
 * Every route that takes a body refuses a malformed or deeply nested one with the project's 400
 * (or 413), never a 500 and never a hang; every route with a path parameter answers an id beyond
 * the 32-bit range (or not a number at all) with a 400 or 404. Each route is called with the
 * token of its kind, so the check reaches the route's own reading of the request.
 */
const w = await securityWorld();
let tokens: Record<Kind, string | undefined>;
beforeAll(async () => {
  tokens = await tokensByKind(w);
});
afterAll(() => w.close());

const DEEP = 10_000;
const BAD_BODIES: Record<string, string> = {
  'cut short': '{"a":',
  'not JSON': '{bad json}',
  'a lone quote': "'",
  'trailing comma': '{"a":1,}',
  empty: '',
  'arrays 10k deep': `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
  'objects 10k deep': `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
  'a field 10k deep': `{"id":1,"x":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`,
};
const writes = w.routes.filter((r) => hasBody(r.method));

describe.each(writes)('body of $label', (route) => {
  it('is refused with a 400 or 413 when malformed or nested 10k deep', async () => {
    for (const [name, payload] of Object.entries(BAD_BODIES)) {
      const res = await call(w, route, tokens[route.kind], { payload, headers: { 'content-type': 'application/json' } });
      expectErrorAnswer(res, [400, 413], `${route.label} with ${name}`);
    }
  });
});

/** Routes whose documented body has text fields: PostgreSQL text cannot hold NUL, so it must be refused before the database. */
const withText = writes.filter((r) => bodyTextFields(w.app, r).length > 0);

describe.each(withText)('text fields of $label', (route) => {
  it('refuse a NUL character without a fault', async () => {
    for (const name of bodyTextFields(w.app, route)) {
      const res = await call(w, route, tokens[route.kind], { payload: { [name]: 'a\u0000b' } });
      expectNoFault(res, `${route.label} {${name}: "a\\u0000b"}`);
    }
  });
});

/** Beyond the id range, or not an id at all. */
const BAD_IDS = [String(MAX_ID + 1), String(2 ** 32), String(2 ** 53 + 2), '99999999999999999999', '-1', '0', '1.5', '1e3', 'abc', "1'--", '١٢', '1\u0000'];
const withParams = w.routes.filter((r) => r.params.length > 0);

describe('the routes with path parameters', () => {
  it('include every generic record route and hand-written ones', () => {
    const labels = withParams.map((r) => r.label);
    for (const label of ['GET /limo/api/banks/:id', 'DELETE /limo/api/banks/:id', 'GET /limo/api/getOrder/:id', 'GET /limo/node/langs/:lng'])
      expect(labels).toContain(label);
    expect(withParams.filter((r) => r.params.some(isIdParam)).length).toBeGreaterThan(250);
  });
});

describe.each(withParams)('path of $label', (route) => {
  it('answers 400 or 404 to an id beyond the range or not an id, and never fails on other values', async () => {
    for (const param of route.params) {
      for (const bad of BAD_IDS) {
        const res = await call(w, route, tokens[route.kind], {}, (name) => (name === param ? bad : plainParam(name)));
        const what = `${route.label} with ${param}=${bad}`;
        if (isIdParam(param)) expectErrorAnswer(res, [400, 404], what);
        else expectNoFault(res, what);
      }
    }
  });
});
