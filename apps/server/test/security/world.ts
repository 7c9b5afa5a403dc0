import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Right } from '@limo/domain';
import { expect } from 'vitest';
import { routeAccess } from '../../src/engine/auth.js';
import { clients } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { enablePortal, portalUser } from '../portal-fixtures.js';

/*
 * The security suite's shared set-up: one app per file with every log line kept in memory, and
 * the routes it tries, read from the running app (installAuth's record of every route), so a
 * route added later is tried without anyone listing it.
 */

export type Kind = 'staff' | 'driver' | 'portal' | 'partner' | 'public';
export interface Route {
  method: string;
  url: string;
  kind: Kind;
  rights: readonly Right[];
  /** Its path parameters (`:id`, `:vehicleTypeId`, `*`). */
  params: string[];
  /** The query parameters the API's OpenAPI document gives it. */
  query: string[];
  label: string;
}

export interface SecurityWorld extends TestApp {
  /** Every log line written so far, as written. */
  lines: string[];
  routes: Route[];
}

/** An app on its own seeded database whose every log line (info and up) is kept in `lines`. */
export async function securityWorld(): Promise<SecurityWorld> {
  const lines: string[] = [];
  const t = await createTestApp({ logLevel: 'info' }, { level: 'info', stream: { write: (s: string) => void lines.push(s) } });
  return { ...t, lines, routes: routesOf(t.app) };
}

/** Static files (the API docs' assets) take no token, body or id: left out (security-headers.test.ts checks their headers). */
const STATIC = /\/static\/\*$/;

/** Every route of the app but HEAD (Fastify's copy of each GET), with what it declared. */
export function routesOf(app: FastifyInstance): Route[] {
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const r of routeAccess(app)) {
    for (const method of [r.method].flat()) {
      const label = `${method} ${r.url}`;
      if (method === 'HEAD' || seen.has(label)) continue;
      seen.add(label);
      const kind: Kind = r.driver ? 'driver' : r.portal ? 'portal' : r.url.startsWith('/limo/partner/') ? 'partner' : r.public ? 'public' : 'staff';
      const params = [...r.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
      out.push({ method, url: r.url, kind, rights: r.rights, params, query: queryOf(app, method, r.url), label });
    }
  }
  return out.filter((r) => !STATIC.test(r.url));
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string | string[] }> } }> };
}
/** The API's own OpenAPI document (built from the route schemas), by path and method. */
export const openApi = (app: FastifyInstance) => (app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger().paths;
const operationOf = (app: FastifyInstance, method: string, url: string) => openApi(app)[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

/** The query parameters a route documents (lists, reports). */
function queryOf(app: FastifyInstance, method: string, url: string): string[] {
  return (operationOf(app, method, url)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
}

/** The text fields of a route's documented JSON body. */
export function bodyTextFields(app: FastifyInstance, route: Route): string[] {
  const props = operationOf(app, route.method, route.url)?.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  return Object.entries(props)
    .filter(([, p]) => [p.type].flat().includes('string'))
    .map(([name]) => name);
}

/** An id-like parameter: `id` or a name ending in Id. */
export const isIdParam = (name: string) => name === 'id' || /Id$/.test(name);

/** The route's path with each parameter replaced by `value` (or by `fill(name)`). */
export function pathOf(route: Route, fill: (name: string) => string): string {
  return route.url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => encodeURIComponent(fill(name ?? '*')));
}

/** A harmless stand-in for each parameter, so a call reaches the route's checks. */
export const plainParam = (name: string): string => (isIdParam(name) ? '1' : name === 'date' ? '2030-01-01' : 'x');

export const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** A call of the route (params filled with `fill`), with a token and any body. */
export function call(w: SecurityWorld, route: Route, token: string | undefined, extra: Partial<InjectOptions> = {}, fill = plainParam) {
  const opts: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: pathOf(route, fill),
    ...(hasBody(route.method) && !('payload' in extra) ? { payload: {} } : {}),
    ...extra,
  };
  return token ? w.as(token, opts) : w.app.inject(opts);
}

/** The project's error body (engine/errors.ts errorBody) with `status`, and the headers every answer carries. */
export function expectErrorAnswer(res: LightMyRequestResponse, status: number | number[], what: string) {
  const allowed = [status].flat();
  expect(allowed, `${what}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort(), what).toEqual(['error', 'errors', 'invalidValues', 'message', 'path', 'status']);
  expect(body.status, what).toBe(res.statusCode);
  expectSecurityHeaders(res, what);
}

/** The headers of every answer (security-headers.test.ts checks the whole policy once; here, on every answer). */
export function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("script-src 'self'");
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
  if (/^\/limo\/(api|node\/api|auth)(\/|\?|$)/.test(res.raw.req.url ?? '')) expect(res.headers['cache-control'], what).toBe('no-store');
}

/** Never a server fault: anything below 500, with the headers every answer carries. */
export function expectNoFault(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expectSecurityHeaders(res, what);
}

/** A live driver token: a demo driver without an app login gets one (issue 11's calls). */
export async function driverToken(w: SecurityWorld, admin: string): Promise<string> {
  const get = (url: string) => w.as(admin, { method: 'GET', url });
  const post = (url: string, payload: object) => w.as(admin, { method: 'POST', url, payload });
  const authed = new Set((await get('/limo/api/driverAuths?size=100')).json()._embedded.driverAuths.map((a: { driverId: number }) => a.driverId));
  const driver = (await get('/limo/api/drivers?size=100&sort=id,asc')).json()._embedded.drivers.find((d: { id: number }) => !authed.has(d.id));
  const loginName = `sec.${driver.id}`;
  expect((await post('/limo/api/driverAuths', { driverId: driver.id, loginName, recordStatus: 'A' })).statusCode).toBe(201);
  expect((await post('/limo/api/driverResetPassword', { driverId: driver.id, newPassword: 'ride-safely-2030' })).statusCode).toBe(204);
  const res = await w.app.inject({ method: 'POST', url: '/limo/driver/auth', payload: { loginName, password: 'ride-safely-2030' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

/** A live key of the partner (issue 18), issued by admin. */
export async function partnerKey(w: SecurityWorld, admin: string): Promise<string> {
  const res = await w.as(admin, { method: 'POST', url: '/limo/api/issuePartnerKey', payload: { partner: 'chinaLink' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key as string;
}

/** A client portal ADMIN's token (issue 33), of the first client, its portal turned on. */
export async function portalToken(w: SecurityWorld): Promise<string> {
  const [first] = await w.database.db.select({ id: clients.id }).from(clients).orderBy(clients.id).limit(1);
  await enablePortal(w, first.id);
  return (await portalUser(w, first.id, 'ADMIN')).token;
}

/** The token each kind of route takes: admin's, a driver's, the partner's key, a portal user's, or none. */
export async function tokensByKind(w: SecurityWorld): Promise<Record<Kind, string | undefined>> {
  const admin = await w.login('admin');
  return { staff: admin, driver: await driverToken(w, admin), partner: await partnerKey(w, admin), portal: await portalToken(w), public: undefined };
}
