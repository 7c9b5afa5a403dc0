import { RESOURCES } from '@limo/domain';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_TABLES } from '../../src/db/schema/index.js';
import { bodyTextFields, call, expectErrorAnswer, expectNoFault, type Kind, plainParam, securityWorld, tokensByKind } from './world.js';

/*
 * SQL metacharacters in every filter, sort and search of every list: the collections' own (from
 * RESOURCES) and every query parameter and text field of a search the API documents (OpenAPI).
 * Never a 500, a value that would match everything if spliced into SQL matches nothing, and no
 * collection's data changes.
 */
const w = await securityWorld();
let tokens: Record<Kind, string | undefined>;
let before: Record<string, string>;

/** Values that break or widen a query spliced together by hand. */
const META = ["'", '"', '; --', '/*', '\\', '%_', '\u0000', '𝔘ñí©ø∂é ‮ 香港 a\u2028b'];
/** Values no record holds: an answer listing anything for them read them as SQL or as a pattern. */
const MATCH_ALL = ['%_%', "' OR '1'='1' --", '*/ OR 1=1 /*', '\\%'];

/** Each collection table's row count and a digest of its rows. */
async function fingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, table] of Object.entries(COLLECTION_TABLES)) {
    const res = await w.database.db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as f from "${getTableName(table)}" t`),
    );
    out[name] = (res.rows[0] as { f: string }).f;
  }
  return out;
}

beforeAll(async () => {
  tokens = await tokensByKind(w);
  before = await fingerprint();
});
afterAll(() => w.close());

const get = (url: string) => w.as(tokens.staff as string, { method: 'GET', url });
const q = (v: string) => encodeURIComponent(v);

describe.each(Object.values(RESOURCES))('list of $name', (def) => {
  const base = `/limo/api/${def.name}`;

  it('takes metacharacters in its search and every filter without a fault, and matches nothing it should not', async () => {
    for (const name of ['q', ...def.filters]) {
      for (const value of [...META, ...MATCH_ALL]) {
        const res = await get(`${base}?${name}=${q(value)}`);
        const what = `${base}?${name}=${JSON.stringify(value)}`;
        if (res.statusCode === 200) {
          expectNoFault(res, what);
          // A collection without search fields ignores q: it lists everything, as without it.
          if (MATCH_ALL.includes(value) && (name !== 'q' || def.search.length > 0)) expect(res.json()._embedded[def.name], what).toEqual([]);
        } else expectErrorAnswer(res, 400, what);
      }
    }
  });

  it('refuses metacharacters as a sort field or direction with a 400', async () => {
    const field = def.fields[0].name;
    for (const value of META.filter((v) => v !== '\u0000')) {
      expectErrorAnswer(await get(`${base}?sort=${q(value)}`), 400, `${base}?sort=${JSON.stringify(value)}`);
      expectErrorAnswer(await get(`${base}?sort=${q(`${field},${value}`)}`), 400, `${base}?sort=${field},${JSON.stringify(value)}`);
    }
  });
});

/** Every other GET the API documents with query parameters (hand-written lists, enquiries, exports). */
const queried = w.routes.filter((r) => r.method === 'GET' && r.query.length > 0 && !Object.values(RESOURCES).some((d) => r.url === `/limo/api/${d.name}`));
/** POST searches and reports: read-only calls that take their filters in a body. */
const searches = w.routes.filter((r) => r.method === 'POST' && /\/(enq|search|reports\/|get)[A-Za-z/]/.test(r.url) && bodyTextFields(w.app, r).length > 0);

describe('the documented searches', () => {
  it('are found in the API document', () => {
    expect(queried.map((r) => r.label)).toContain('GET /limo/node/api/enqClients');
    expect(searches.map((r) => r.label)).toContain('POST /limo/api/searchVouchers');
  });
});

describe.each(queried)('query of $label', (route) => {
  it('takes metacharacters in every parameter without a fault', async () => {
    for (const name of route.query) {
      for (const value of [...META, ...MATCH_ALL]) {
        const res = await call(w, route, tokens[route.kind], { query: { [name]: value } }, plainParam);
        expectNoFault(res, `${route.label}?${name}=${JSON.stringify(value)}`);
      }
    }
  });
});

describe.each(searches)('search body of $label', (route) => {
  it('takes metacharacters in every text field without a fault', async () => {
    for (const name of bodyTextFields(w.app, route)) {
      for (const value of [...META, ...MATCH_ALL]) {
        const res = await call(w, route, tokens[route.kind], { payload: { [name]: value } });
        expectNoFault(res, `${route.label} {${name}: ${JSON.stringify(value)}}`);
      }
    }
  });
});

describe('after every list, query and search above', () => {
  it('every collection holds what it held', async () => {
    const after = await fingerprint();
    expect(Object.keys(after).length).toBe(Object.keys(COLLECTION_TABLES).length);
    for (const name of Object.keys(before)) expect(after[name], name).toBe(before[name]);
  });
});
