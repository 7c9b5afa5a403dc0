import { ALL, hasRight, type Right } from '@limo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/client.js';
import { authenticateDriver } from './driver-auth.js';
import { authenticatePortal } from './portal-auth.js';
import { verifyAccessToken } from './tokens.js';
import { forbidden, unauthorized } from './errors.js';

export interface Principal {
  staffId: number;
  sessionId: string;
  username: string;
  fullname: string;
  rights: string[];
  /** Home branch. */
  branchId: number;
  /** Branches the staff may work in. */
  branches: number[];
  /** The branch of this request: X-Branch-Id, or the home branch. */
  selectedBranchId: number;
  clientGroupId: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed. */
    public?: boolean;
    /** Holding any one of these opens the route; ALL for any signed-in user. */
    rights?: readonly Right[];
    /** The route changes who may do what (sessions, rights, staff): cached principals are dropped. */
    securityWrite?: boolean;
    /** The route reads If-Match (ifMatchOf): a stale version is its 412, which the document lists. */
    ifMatch?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The codes of a staff member's rights: active modules granted to them or to one of their active user groups. */
export const staffRights = (staffId: SQL) => sql`
  select distinct m.module_code from auth_controls ac
  join modules m on m.id = ac.module_id and m.record_status = 'A'
  where ac.staff_id = ${staffId}
     or ac.user_group_id in (
       select sug.user_group_id from staff_user_groups sug
       join user_groups ug on ug.id = sug.user_group_id and ug.record_status = 'A'
       where sug.staff_id = ${staffId})`;

/**
 * The staff behind a session, with rights computed now: codes of active modules assigned to
 * the staff or to any of their active user groups. Read on every request, so cancelling a
 * staff member, revoking a session or changing rights takes effect at once.
 */
export async function loadPrincipal(db: Db, staffId: number, sessionId: string) {
  const result = await db.execute<{
    username: string;
    fullname: string;
    branch_id: number;
    client_group_id: string | null;
    rights: string[] | null;
    branches: number[] | null;
  }>(sql`
    select s.username, s.staff_name_eng as fullname, s.branch_id, s.client_group_id,
      array(${staffRights(sql`s.id`)} order by 1) as rights,
      array(select sb.branch_id from staff_branches sb where sb.staff_id = s.id order by 1) as branches
    from staffs s
    join sessions ss on ss.staff_id = s.id and ss.id = ${sessionId} and ss.revoked_dt is null
    where s.id = ${staffId} and s.record_status = 'A'`);
  const row = result.rows[0];
  if (!row) return undefined;
  const branches = (row.branches ?? []).map(Number);
  return {
    staffId,
    sessionId,
    username: row.username,
    fullname: row.fullname,
    rights: [...(row.rights ?? []), ALL],
    branchId: Number(row.branch_id),
    branches,
    clientGroupId: row.client_group_id,
  };
}

type Staff = NonNullable<Awaited<ReturnType<typeof loadPrincipal>>>;

/**
 * Principals of recent requests, kept `ttlMs` (default 1 s) to spare the rights query on bursts.
 * Any security write on this instance clears it before its answer leaves, so a change is seen
 * at once here; another instance sees it within `ttlMs`. A ttl of 0 turns the cache off.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { staff: Staff; until: number }>();
  constructor(private readonly ttlMs: number) {}

  async get(db: Db, staffId: number, sessionId: string): Promise<Staff | undefined> {
    const key = `${sessionId}:${staffId}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.staff;
    const staff = await loadPrincipal(db, staffId, sessionId);
    if (staff && this.ttlMs > 0) {
      if (this.entries.size > 10_000) this.entries.clear();
      this.entries.set(key, { staff, until: now + this.ttlMs });
    }
    return staff;
  }

  clear() {
    this.entries.clear();
  }
}

const declared = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route added since installAuth, with what it declared (for the start-up rule and its test). */
export function routeAccess(app: FastifyInstance) {
  return (declared.get(app) ?? []).map((r) => ({
    method: r.method,
    url: r.url,
    public: r.config?.public === true,
    driver: r.config?.driver === true,
    portal: r.config?.portal === true,
    rights: r.config?.rights ?? [],
  }));
}

/**
 * Registers a plugin that takes no route config (API docs, the web app's files) with every
 * route of it declared public, so the start-up rule holds for those routes too.
 */
export function publicScope<Options extends object>(app: FastifyInstance, plugin: FastifyPluginCallback<Options>, opts: Options) {
  return app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await scope.register(plugin, opts);
  });
}

export function installAuth(app: FastifyInstance, db: Db, secret: Uint8Array, cacheMs = 1000) {
  app.decorateRequest('principal', null);
  app.decorateRequest('driver', null);
  app.decorateRequest('portal', null);
  const cache = new PrincipalCache(cacheMs);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.routeOptions.config?.securityWrite) cache.clear();
    done(null, payload);
  });

  // Every route must say who may call it: a forgotten right is a hole, so start-up fails. Checked
  // once all routes are in, so a public scope (publicScope) has marked its routes first.
  const routes: RouteOptions[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((r) => !r.config?.public && !r.config?.driver && !r.config?.portal && !r.config?.rights?.length);
    if (undeclared.length) throw new Error(`Routes declare no rights: ${undeclared.map((r) => `${String(r.method)} ${r.url}`).join(', ')}`);
  });

  // Before validation: a caller who may not call the route learns nothing of its schema (401/403 first).
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    // Driver routes open to a driver token alone: a staff token is refused there, as a driver token is everywhere else.
    if (config.driver) {
      request.driver = await authenticateDriver(request, db, secret, cacheMs);
      return;
    }
    // Portal routes (issue 33) likewise open to a portal token alone.
    if (config.portal) {
      request.portal = await authenticatePortal(request, db, secret, cacheMs);
      return;
    }
    if (!config.rights) return;
    request.principal = await authenticate(request, db, secret, cache);
    if (!hasRight(request.principal.rights, config.rights)) {
      const missing = config.rights.filter((r) => r !== ALL).join(' or ');
      throw forbidden({ key: 'srv.noRight', params: { right: missing } }).withSecurity({ right: missing });
    }
  });
}

async function authenticate(request: FastifyRequest, db: Db, secret: Uint8Array, cache: PrincipalCache): Promise<Principal> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized({ key: 'srv.signIn.noToken' }).withSecurity({ reason: 'no token' });
  const claims = await verifyAccessToken(token, secret);
  if (!claims) throw unauthorized({ key: 'srv.signIn.tokenInvalid' }).withSecurity({ reason: 'token not valid' });
  const staff = await cache.get(db, claims.staffId, claims.sessionId);
  if (!staff)
    throw unauthorized({ key: 'srv.signIn.sessionEnded' }).withSecurity({ reason: 'session ended', staffId: claims.staffId, sessionId: claims.sessionId });
  const selectedBranchId = selectedBranch(request, staff);
  return { ...staff, selectedBranchId };
}

function selectedBranch(request: FastifyRequest, staff: { staffId: number; username: string; branchId: number; branches: number[] }): number {
  const raw = request.headers['x-branch-id'];
  if (raw === undefined || raw === '') return staff.branchId;
  const id = Number(raw);
  if (!Number.isInteger(id) || !staff.branches.includes(id)) {
    throw forbidden({ key: 'srv.branchRefused', params: { branch: String(raw) } }).withSecurity({
      staffId: staff.staffId,
      username: staff.username,
      branch: String(raw).slice(0, 20),
    });
  }
  return id;
}

/** The principal of a route that declared rights (always set there). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
