import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffs } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { answerChecker, inlined } from '../openapi-docs.js';
import { hostileBody, HOSTILE_TEXTS, PROTOTYPE_KEYS, type Schema, validValue } from './arbitraries.js';

/*
 * Issue 31 part 6: the API as an outside program meets it, read from the served OpenAPI document alone. For
 * every operation, requests made from its schemas (valid ones, and ones changed in one place the way a careless
 * or hostile caller would), sent as admin; each answer must be no 5xx, a status the operation documents, a
 * content type it documents for that status, and a body its schema takes. It grows with the routes: nobody
 * lists them. CONTRACT_SEED and CONTRACT_RUNS (requests of each kind per operation) run it longer.
 */

const SEED = Number(process.env.CONTRACT_SEED ?? 20261129);
const RUNS = Number(process.env.CONTRACT_RUNS ?? 2);

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Answer {
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, Answer>;
}
interface Call {
  method: string;
  path: string;
  op: Operation;
}
interface Request {
  url: string;
  body?: unknown;
  kind: 'valid' | 'hostile';
  /** The query parameter changed, with the text sent: a 2xx to a text its schema refuses is a problem. */
  spoiled?: { param: Parameter; text: string };
}

let t: TestApp;
let admin: string;
let calls: Call[] = [];
let adminHash: string | null = null;
const check = answerChecker();

/** OpenAPI 3.0's boolean exclusiveMinimum/Maximum (draft 4) in the numeric form the checker (draft 7) reads. */
function draft7(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(draft7);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, draft7(v)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const)
    if (typeof out[flag] === 'boolean') {
      if (out[flag] && typeof out[bound] === 'number') [out[flag], out[bound]] = [out[bound], undefined];
      else delete out[flag];
    }
  return out;
}
/** Whether a query text is one its parameter's schema takes (an empty text where the document allows it). */
function textFits(param: Parameter & { allowEmptyValue?: boolean }, text: string): boolean {
  const schema = param.schema ?? {};
  if (text === '')
    return param.allowEmptyValue === true || (schema.type === 'string' && !schema.format && !schema.enum && !schema.pattern && !schema.minLength);
  const value =
    schema.type === 'integer' || schema.type === 'number'
      ? /^-?\d+(\.\d+)?$/.test(text)
        ? Number(text)
        : text
      : schema.type === 'boolean'
        ? text === 'true'
          ? true
          : text === 'false'
            ? false
            : text
        : text;
  return refusedBy(schema.type === 'array' ? (schema.items ?? {}) : schema, value).length === 0;
}
const requestSchemas = new Map<Schema, Schema>();
const refusedBy = (schema: Schema, body: unknown) => {
  let usable = requestSchemas.get(schema);
  if (!usable) requestSchemas.set(schema, (usable = JSON.parse(JSON.stringify(draft7(schema))) as Schema));
  return check(usable, body);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const [row] = await t.database.db.select({ passwordHash: staffs.passwordHash }).from(staffs).where(eq(staffs.username, 'admin'));
  adminHash = row.passwordHash;
  // Its shared shapes read in place: the requests are made from, and the answers checked against, whole schemas.
  const doc = inlined((await t.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as { paths: Record<string, Record<string, Operation>> });
  calls = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}, 120_000);
afterAll(() => t?.close());

const bodySchema = (op: Operation) => op.requestBody?.content?.['application/json']?.schema;
const paramsIn = (op: Operation, where: Parameter['in']) => (op.parameters ?? []).filter((p) => p.in === where);

function urlOf(path: string, pathValues: Record<string, unknown>, query: [string, unknown][]) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(pathValues[name])));
  const search = new URLSearchParams();
  for (const [k, v] of query) if (v !== undefined) for (const one of Array.isArray(v) ? v : [v]) search.append(k, one === null ? '' : String(one));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** The requests of one operation: RUNS valid ones and RUNS changed in one place, the same for the same seed. */
function requestsOf({ path, op }: Call, index: number): Request[] {
  const pathParams = paramsIn(op, 'path');
  const queryParams = paramsIn(op, 'query');
  // A path segment is never empty: an empty one is another path.
  const pathArb = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, validValue(p.schema).filter((v) => v !== null && String(v) !== '')])));
  const queryArb = fc.tuple(
    ...queryParams.map((p) =>
      (p.required ? validValue(p.schema) : fc.option(validValue(p.schema), { nil: undefined })).map((v) => [p.name, v] as [string, unknown]),
    ),
  );
  const schema = bodySchema(op);
  const bodyArb = schema ? validValue(schema) : fc.constant(undefined);
  const valid = fc.tuple(pathArb, queryArb, bodyArb).map(([pv, q, body]): Request => ({ url: urlOf(path, pv, q), body, kind: 'valid' }));

  const spoiled: fc.Arbitrary<Request>[] = [
    // A prototype key in the query, on any operation.
    fc
      .tuple(pathArb, queryArb, fc.constantFrom(...PROTOTYPE_KEYS), bodyArb)
      .map(([pv, q, key, body]) => ({ url: urlOf(path, pv, [...q, [key, 'x']]), body, kind: 'hostile' })),
  ];
  if (pathParams.length)
    spoiled.push(
      // Not an empty segment: that is another path (a list's, or none).
      fc
        .tuple(pathArb, fc.constantFrom(...pathParams.map((p) => p.name)), fc.constantFrom(...HOSTILE_TEXTS.filter(Boolean)), bodyArb)
        .map(([pv, name, bad, body]) => ({
          url: urlOf(path, { ...pv, [name]: bad }, []),
          body,
          kind: 'hostile',
        })),
    );
  if (queryParams.length)
    spoiled.push(
      fc.tuple(pathArb, queryArb, fc.nat(queryParams.length - 1), fc.constantFrom(...HOSTILE_TEXTS), bodyArb).map(([pv, q, i, bad, body]): Request => ({
        spoiled: { param: queryParams[i], text: bad },
        url: urlOf(
          path,
          pv,
          q.map(([k, v], j) => [k, j === i ? bad : v]),
        ),
        body,
        kind: 'hostile',
      })),
    );
  if (schema) spoiled.push(fc.tuple(pathArb, hostileBody(schema)).map(([pv, body]) => ({ url: urlOf(path, pv, []), body, kind: 'hostile' })));
  const hostile = fc.oneof(...spoiled);
  return [...fc.sample(valid, { seed: SEED + index, numRuns: RUNS }), ...fc.sample(hostile, { seed: SEED + index + 1, numRuns: RUNS })];
}

/** A request that cancelled or re-passworded the admin (a fuzzed reset) ends its sessions: the admin is put back. */
async function adminAgain() {
  const me = await t.app.inject({ method: 'POST', url: '/limo/auth/user', headers: { authorization: `Bearer ${admin}` } });
  if (me.statusCode === 200) return;
  await t.database.db.update(staffs).set({ passwordHash: adminHash, recordStatus: 'A' }).where(eq(staffs.username, 'admin'));
  admin = await t.login('admin');
}

/** What is wrong with one answer, by the document: nothing, or one line saying what. */
function problemOf(call: Call, req: Request, res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | undefined {
  const where = `${call.method} ${req.url}${req.body === undefined ? '' : ` ${JSON.stringify(req.body).slice(0, 160)}`} -> ${res.statusCode}`;
  if (res.statusCode >= 500) return `${where}: a server error ${res.body.slice(0, 200)}`;
  // A body the document's own schema refuses is refused by the server too: the two say the same (issue 31 part 3).
  const asked = bodySchema(call.op);
  if (res.statusCode < 300 && req.spoiled && !textFits(req.spoiled.param, req.spoiled.text))
    return `${where}: took ${req.spoiled.param.name}=${JSON.stringify(req.spoiled.text)}, which its schema refuses`;
  const refusal = res.statusCode < 300 && asked && req.body !== undefined ? refusedBy(asked, req.body) : [];
  if (refusal.length) return `${where}: took a body its schema refuses (${refusal.slice(0, 2).join('; ')})`;
  const documented = call.op.responses?.[String(res.statusCode)] ?? call.op.responses?.default;
  if (!documented) return `${where}: status not documented (${Object.keys(call.op.responses ?? {}).join(', ')})`;
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]
    .trim();
  const content = documented.content ?? {};
  if (!res.body) return Object.keys(content).length && res.statusCode !== 204 ? `${where}: no body, documented ${Object.keys(content)}` : undefined;
  if (!(type in content)) return `${where}: content type ${type || 'none'} not documented (${Object.keys(content).join(', ') || 'no content'})`;
  const schema = content[type]?.schema;
  if (type === 'application/json' && schema) {
    const errors = check(schema, JSON.parse(res.body));
    if (errors.length) return `${where}: answer against its schema: ${errors.slice(0, 3).join('; ')}`;
  }
  return undefined;
}

describe('every operation of the OpenAPI document, fuzzed from its schemas (issue 31 part 6)', () => {
  it(`answers each request as documented, never 5xx (seed ${SEED}, ${RUNS} valid and ${RUNS} hostile requests an operation)`, async () => {
    expect(calls.length).toBeGreaterThan(500);
    const problems: string[] = [];
    const sent = new Map<string, number>();
    for (const [index, call] of calls.entries()) {
      for (const req of requestsOf(call, index * 2)) {
        const hasBody = !['GET', 'DELETE', 'HEAD'].includes(call.method) && req.body !== undefined;
        const res = await t.app.inject({
          method: call.method as 'GET',
          url: req.url,
          headers: { authorization: `Bearer ${admin}`, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: JSON.stringify(req.body) } : {}),
        });
        sent.set(`${call.method} ${call.path}`, (sent.get(`${call.method} ${call.path}`) ?? 0) + 1);
        const problem = problemOf(call, req, res);
        if (problem) problems.push(problem);
        if (res.statusCode === 401) await adminAgain();
      }
    }
    console.log(`contract: ${calls.length} operations, ${[...sent.values()].reduce((a, b) => a + b, 0)} requests, ${problems.length} problems`);
    // Every operation was called, each with both kinds of request.
    expect(calls.filter((c) => (sent.get(`${c.method} ${c.path}`) ?? 0) < 2 * RUNS).map((c) => `${c.method} ${c.path}`)).toEqual([]);
    expect(problems).toEqual([]);
  }, 900_000);
});
