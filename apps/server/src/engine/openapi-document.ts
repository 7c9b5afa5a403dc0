import { RESOURCES } from '@limo/domain';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { zodDoc } from './openapi.js';
import { ERROR_RESPONSES, ERROR_SCHEMA, errorAnswers, type RouteFacts } from './openapi-errors.js';
import { addFileTypes, hoistRepeatedSchemas } from './openapi-shapes.js';

type Json = Record<string, unknown>;
type Operation = Json & {
  parameters?: Json[];
  requestBody?: unknown;
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses?: Json;
  'x-limo'?: RouteFacts;
};

/** The schemes of the callers: staff (a JWT from /limo/auth), a driver (from /limo/driver/auth), a client portal user (from /limo/portal/auth), the partner (its issued key). */
export const SECURITY_SCHEMES = {
  staffBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'a staff access token from POST /limo/auth' },
  driverToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'a driver token from POST /limo/driver/auth' },
  portalToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'a client portal token from POST /limo/portal/auth' },
  partnerKey: { type: 'http', scheme: 'bearer', description: 'a partner key issued by POST /limo/api/issuePartnerKey' },
} as const;

/** Who may call a route, from what it declared (installAuth reads the same config). */
function securityOf(url: string, config: RouteOptions['config']): Json[] {
  if (config?.driver) return [{ driverToken: [] }];
  if (config?.portal) return [{ portalToken: [] }];
  // Public to staff auth, opened by the partner's key instead (partnerInbound).
  if (config?.public) return url.startsWith('/limo/partner/') ? [{ partnerKey: [] }] : [];
  return [{ staffBearer: [] }];
}

/**
 * @fastify/swagger's per-route transform: the route's security and what its error answers depend on
 * (kept under x-limo until the whole document is known). A trailing slash is documented without it:
 * both forms answer alike (ignoreTrailingSlash).
 */
export function documentRoute({ schema, url, route }: { schema: unknown; url: string; route: RouteOptions }) {
  const given = zodPartsDocumented((schema ?? {}) as Json);
  if (given.hide) return { schema: given, url };
  const security = securityOf(url, route.config);
  const facts: RouteFacts = {
    signed: security.length > 0,
    limited: route.config !== undefined && 'rateLimit' in route.config,
    database: !url.startsWith('/limo/node/langs/'),
    ifMatch: route.config?.ifMatch === true,
  };
  return { url: url.length > 1 ? url.replace(/\/+$/, '') : url, schema: { ...given, security, 'x-limo': facts } };
}

/** The route's zod parts (its validators, engine/route-schema.ts) as the OpenAPI 3.0 JSON of the document (converted once a schema). */
function zodPartsDocumented(schema: Json): Json {
  const out = { ...schema };
  for (const part of ['params', 'querystring', 'body', 'headers']) if (out[part] instanceof z.ZodType) out[part] = zodDoc(out[part]);
  return out;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const GENERIC_VERBS: Record<string, [string, string]> = {
  'get /': ['list', 'Lists the records'],
  'post /': ['create', 'Creates a record'],
  'get /{id}': ['get', 'Reads a record'],
  'put /{id}': ['put', 'Replaces a record'],
  'patch /{id}': ['patch', 'Changes fields of a record'],
  'delete /{id}': ['delete', 'Deletes a record'],
};

/** The generic collection engine's name of an operation (list_banks...), or undefined for a hand-written call. */
function genericName(method: string, path: string): { id: string; summary: string } | undefined {
  const lookup = /^\/limo\/api\/lookups\/(\w+)$/.exec(path);
  if (lookup && RESOURCES[lookup[1]] && method === 'get')
    return { id: `lookup_${lookup[1]}`, summary: `Lookup of the ${RESOURCES[lookup[1]].label.en} records` };
  const m = /^\/limo\/api\/(\w+)(\/\{id\})?(?:\/(\w+))?$/.exec(path);
  const def = m && RESOURCES[m[1]];
  if (!m || !def) return undefined;
  const [, name, item, child] = m;
  if (child) {
    const childDef = (def.children ?? []).find((c) => c.name === child);
    if (!item || !childDef) return undefined;
    const verb = GENERIC_VERBS[`${method} /`];
    return verb && { id: `${verb[0]}_${name}_${child}`, summary: `${verb[1]} (${RESOURCES[child]?.label.en ?? child}) of a ${def.label.en}` };
  }
  const verb = GENERIC_VERBS[`${method} /${item ? '{id}' : ''}`];
  return verb && { id: `${verb[0]}_${name}`, summary: `${verb[1]}: ${def.label.en}` };
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const words = (path: string) => path.split('/').filter((w) => w && w !== 'limo');

/** The spec's call name: the path's last word that is not a parameter (getOrderTariff). */
function callName(path: string): string {
  const last = words(path)
    .filter((w) => !w.startsWith('{'))
    .pop();
  return (last ?? 'root').replace(/\W/g, '_');
}

/** Tried in turn until the name is unique over the document: the spec's name, the method and the name, the whole path. */
function candidates(method: string, path: string): string[] {
  const name = callName(path);
  const param = /\{(\w+)\}$/.exec(path)?.[1];
  const full = words(path)
    .map((w) => pascal(w.replace(/[{}]/g, '').replace(/\W/g, '_')))
    .join('');
  return [name, `${method}${pascal(name)}${param ? `By${pascal(param)}` : ''}`, `${method}${full}`];
}

const sentence = (id: string) => pascal(id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());

/** Every operation an id, a summary and a tag; the generic collections' ids from their names. */
function nameOperations(doc: { paths: Record<string, Record<string, Operation>> }) {
  const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  );
  const tries = new Map<Operation, string[]>();
  for (const { path, method, op } of ops) {
    const generic = genericName(method, path);
    if (generic) op.summary ??= generic.summary;
    tries.set(op, op.operationId ? [op.operationId] : generic ? [generic.id] : candidates(method, path));
  }
  // Each round, names wanted by more than one operation move those operations to their next candidate.
  for (let round = 0; round < 3; round++) {
    const count = new Map<string, number>();
    for (const t of tries.values()) count.set(t[0], (count.get(t[0]) ?? 0) + 1);
    for (const [op, t] of tries) if (count.get(t[0])! > 1 && t.length > 1) tries.set(op, t.slice(1));
  }
  for (const { path, op } of ops) {
    op.operationId = tries.get(op)![0];
    op.summary ??= sentence(op.operationId);
    if (!op.tags?.length) op.tags = [pascal(words(path)[1] ?? 'api')];
  }
  return ops;
}

/**
 * A list read by the list parser (engine/query.ts: it takes page and size) reads an empty value as a parameter not
 * given (a screen's cleared filter sends `clientId=`): the document says so (issue 31, found by the contract test).
 */
function emptyAsAbsent(op: Operation) {
  const query = ((op as { parameters?: { in: string; name: string; required?: boolean; allowEmptyValue?: boolean }[] }).parameters ?? []).filter(
    (p) => p.in === 'query',
  );
  if (!['page', 'size'].every((name) => query.some((p) => p.name === name))) return;
  for (const p of query) if (!p.required) p.allowEmptyValue = true;
}

/** @fastify/swagger's transformObject: what only the whole document can tell (unique names, shared shapes). */
export function documentWhole(whole: { openapiObject: object } | { swaggerObject: object }) {
  if (!('openapiObject' in whole)) return whole.swaggerObject;
  const doc = whole.openapiObject as Json & { paths: Record<string, Record<string, Operation>>; components?: Json };
  for (const { path, method, op } of nameOperations(doc)) {
    const facts = op['x-limo'];
    delete op['x-limo'];
    addFileTypes(op);
    emptyAsAbsent(op);
    if (facts) op.responses = { ...op.responses, ...errorAnswers(method, path, op, facts), ...op.responses };
  }
  const components = (doc.components ?? {}) as Json & { schemas?: Json };
  const schemas = hoistRepeatedSchemas(doc.paths, { ...components.schemas, Error: ERROR_SCHEMA });
  doc.components = { ...components, schemas, responses: ERROR_RESPONSES, securitySchemes: SECURITY_SCHEMES };
  // Relative: the document is served by the server it describes, under whatever host.
  doc.servers = [{ url: '/' }];
  return doc;
}
