import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Schema } from './openapi-docs.js';
import { call, type Kind, openApi, pathOf, plainParam, type Route, type SecurityWorld } from './security/world.js';

/*
 * Issue 31 part 1: the no-5xx tests call every route of the running app (security/world.ts reads
 * them, with the token each takes) with what its documented schema says it must refuse.
 */

/** The documented JSON body of a route, the document's shared shapes ($ref) written out in it. */
export function bodySchemaOf(app: FastifyInstance, route: Route): Schema | undefined {
  const op = openApi(app)[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] as
    { requestBody?: { content?: Record<string, { schema?: Schema }> } } | undefined;
  const shared = (app as unknown as { swagger(): { components?: { schemas?: Record<string, unknown> } } }).swagger().components?.schemas ?? {};
  return inlined(op?.requestBody?.content?.['application/json']?.schema, shared) as Schema | undefined;
}

/** A schema with each `$ref` to a shared shape replaced by the shape (a shape within itself left as its $ref). */
function inlined(node: unknown, shared: Record<string, unknown>, within: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => inlined(n, shared, within));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') return within.includes(ref) ? node : inlined(shared[ref.replace('#/components/schemas/', '')], shared, [...within, ref]);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlined(v, shared, within)]));
}

/** A harmless stand-in for a path parameter, a year as a year, so a call reaches its body's checks. */
export const fillParam = (name: string) => (name === 'year' ? '2030' : plainParam(name));

/** Sends a JSON body as it is (a bare null and scalars included), with the route's token. */
export function sendJson(w: SecurityWorld, route: Route, token: string | undefined, body: unknown, fill = plainParam): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return w.app.inject({ method: route.method as 'POST', url: pathOf(route, fill), headers, payload: JSON.stringify(body) });
}

/** A place named either way the parsers name it: `orders[0].orderVehicles[1]` or `orders.0.orderVehicles.1`. */
const dotted = (field: string) => field.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/** The places a 400 names: its invalid values, or the rows' errors of createOrderBatch's refusal (the answer's shape). */
export function namedIn(body: { invalidValues?: { field: string }[]; orders?: { errors?: { field: string }[] }[] }): string[] {
  return [...(body.invalidValues ?? []), ...(body.orders ?? []).flatMap((o) => o.errors ?? [])].map((v) => v.field);
}

/** The project's 400 naming `field` among its invalid values. */
export function expectRefused(res: LightMyRequestResponse, field: string, where: string) {
  expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBe(400);
  const body = res.json() as { status: number; errors: string[]; invalidValues: { field: string }[] };
  expect(body.status, where).toBe(400);
  expect(body.errors.length, where).toBeGreaterThan(0);
  expect(
    body.invalidValues.map((v) => dotted(v.field)),
    `${where}: ${res.body.slice(0, 300)}`,
  ).toContain(dotted(field));
  return body;
}

/** A place in a body schema: its path (a list's items at index 0) and its node. */
export interface SchemaNode {
  path: (string | number)[];
  schema: Schema;
}

const branches = (s: Schema): Schema[] => [...((s.anyOf as Schema[]) ?? []), ...((s.oneOf as Schema[]) ?? []), ...((s.allOf as Schema[]) ?? [])];

/** Every node of a body schema reached through objects, lists and unions. */
export function schemaNodes(schema: Schema | undefined, path: (string | number)[] = [], out: SchemaNode[] = []): SchemaNode[] {
  if (!schema || path.length > 8) return out;
  out.push({ path, schema });
  for (const b of branches(schema)) schemaNodes(b, path, out);
  for (const [name, s] of Object.entries(schema.properties ?? {})) schemaNodes(s as Schema, [...path, name], out);
  if (schema.items) schemaNodes(schema.items as Schema, [...path, 0], out);
  return out;
}

/** The wire name of a place: orders[0].orderVehicles[0].pickupLocationId; the body itself is `body`. */
export const wirePath = (path: (string | number)[]) => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || 'body';

/** A body holding `value` at `path` and nothing else, its objects and lists built on the way. */
export function bodyWith(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = bodyWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head]: inner };
}

/**
 * What a refusal of a bad value at `path` misses: not a 400, or a 400 that does not name the place. A save
 * of a record with its rows names a row's field by its name ("Route Table B, row 1: From Location ..."),
 * and stops at the record's own missing fields before it reads its rows: both are the refusal wanted.
 */
export function refusalMiss(res: LightMyRequestResponse, path: (string | number)[], where: string): string[] {
  if (res.statusCode !== 400) return [`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`];
  const body = res.json() as Parameters<typeof namedIn>[0] & { errors?: string[] };
  const named = namedIn(body).map(dotted);
  const last = path.filter((p): p is string => typeof p === 'string').at(-1);
  if (named.includes(dotted(wirePath(path)))) return [];
  if (last && path.some((p) => typeof p === 'number') && named.includes(last)) return [];
  if (body.errors?.length && body.errors.every((e) => / is required$/.test(e))) return [];
  return [`${where}: names ${named.join(', ') || 'nothing'}: ${res.body.slice(0, 160)}`];
}

type Tokens = Record<Kind, string | undefined>;

/** Every route's documented body places `pick` chooses, each sent alone with each of `values(node)`: the refusals that miss. */
export async function bodyMisses(w: SecurityWorld, tokens: Tokens, pick: (node: SchemaNode) => boolean, values: (node: SchemaNode) => unknown[]) {
  const misses: string[] = [];
  let checked = 0;
  for (const route of w.routes) {
    for (const node of schemaNodes(bodySchemaOf(w.app, route)).filter(pick)) {
      for (const value of values(node)) {
        const res = await sendJson(w, route, tokens[route.kind], bodyWith(node.path, value), fillParam);
        misses.push(...refusalMiss(res, node.path, `${route.label} ${wirePath(node.path)}=${JSON.stringify(value)}`));
        checked++;
      }
    }
  }
  return { misses, checked };
}

/** Every GET route's documented query parameters `pick` chooses, each sent with each of `values`: the answers that are faults (5xx). */
export async function queryFaults(w: SecurityWorld, tokens: Tokens, pick: (schema: Schema) => boolean, values: string[]) {
  const faults: string[] = [];
  let checked = 0;
  for (const route of w.routes.filter((r) => r.method === 'GET')) {
    const op = openApi(w.app)[route.url.replace(/:(\w+)/g, '{$1}')]?.get as { parameters?: { in: string; name: string; schema?: Schema }[] } | undefined;
    for (const p of (op?.parameters ?? []).filter((x) => x.in === 'query' && x.schema && pick(x.schema))) {
      for (const value of values) {
        const res = await call(w, route, tokens[route.kind], { url: `${pathOf(route, plainParam)}?${p.name}=${value}` });
        checked++;
        if (res.statusCode >= 500) faults.push(`${route.label}?${p.name}=${value}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
  }
  return { faults, checked };
}
