import { RESOURCES } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from './no-5xx-fixtures.js';
import { call, type Kind, pathOf, plainParam, securityWorld, tokensByKind } from './security/world.js';

/*
 * Issue 31 part 1: a query key named like a property every object inherits (__proto__, constructor,
 * toString) answered 500 on every list. The lists look keys up among their own filters only: such a
 * key is a key that is not a filter (400 naming it), a sort by it is a sort by no field (400).
 */
const w = await securityWorld();
let tokens: Record<Kind, string | undefined>;
beforeAll(async () => {
  tokens = await tokensByKind(w);
});
afterAll(() => w.close());

const ISSUE_WORDS = ['__proto__', 'constructor', 'toString'];
const WORDS = [...ISSUE_WORDS, 'hasOwnProperty', 'valueOf'];

describe('GET /limo/api/banks with a prototype word as a query key', () => {
  it('answers 400 naming the key, worded in the reader language, for each word', async () => {
    for (const word of WORDS) {
      const res = await w.as(tokens.staff as string, { method: 'GET', url: `/limo/api/banks?${word}=x` });
      const body = expectRefused(res, word, word);
      expect(body.errors[0]).toBe(`Cannot filter by ${word}: not a filter of Bank`);
      const zh = await w.as(tokens.staff as string, { method: 'GET', url: `/limo/api/banks?${word}=x`, headers: { 'accept-language': 'zh-HK' } });
      expect(zh.json().message).toBe(`不能以 ${word} 篩選：銀行沒有此篩選條件`);
    }
  });

  it('answers 400 to a sort by a prototype word, and still lists with a real filter beside', async () => {
    for (const word of WORDS) expectRefused(await w.as(tokens.staff as string, { method: 'GET', url: `/limo/api/banks?sort=${word},asc` }), 'sort', word);
    const ok = await w.as(tokens.staff as string, { method: 'GET', url: '/limo/api/banks?sort=bankCode,asc&size=5' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('every generic collection', () => {
  const defs = Object.values(RESOURCES);

  it('refuses each prototype word as a filter and as a sort with a 400 naming it', async () => {
    expect(defs.length).toBeGreaterThan(50);
    for (const def of defs) {
      for (const word of WORDS) {
        const list = `/limo/api/${def.name}`;
        expectRefused(await w.as(tokens.staff as string, { method: 'GET', url: `${list}?${word}=1` }), word, `${list}?${word}=1`);
        expectRefused(await w.as(tokens.staff as string, { method: 'GET', url: `${list}?sort=${word}` }), 'sort', `${list}?sort=${word}`);
      }
    }
  });
});

describe('every route of the app', () => {
  it('answers a prototype word as a query key, a sort or a path parameter without a fault', async () => {
    expect(w.routes.length).toBeGreaterThan(500);
    const faults: string[] = [];
    let calls = 0;
    const check = (res: { statusCode: number; body: string }, what: string) => {
      calls++;
      if (res.statusCode >= 500) faults.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (const route of w.routes) {
      const token = tokens[route.kind];
      for (const word of ISSUE_WORDS) {
        if (route.method === 'GET')
          for (const query of [`${word}=1`, `sort=${word}`])
            check(await call(w, route, token, { url: `${pathOf(route, plainParam)}?${query}` }), `${route.label}?${query}`);
        for (const param of route.params)
          check(await call(w, route, token, {}, (name) => (name === param ? word : plainParam(name))), `${route.label} with ${param}=${word}`);
      }
    }
    expect(faults).toEqual([]);
    expect(calls).toBeGreaterThan(2000);
  }, 300_000);
});
