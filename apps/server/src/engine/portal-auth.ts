import type { ClientUserRole } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { unauthorized } from './errors.js';
import { verifyPortalToken } from './tokens.js';

/** The client user behind a portal token (issue 33): only that client's data opens to it. */
export interface PortalPrincipal {
  clientUserId: number;
  clientId: number;
  /** The branch the client's orders are taken in: the branch of the client's account manager, else the first branch. */
  branchId: number;
  username: string;
  name: string;
  role: ClientUserRole;
  language: 'en' | 'zh-HK';
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opened by a portal token (the client portal), not by a staff or driver token. */
    portal?: boolean;
  }
  interface FastifyRequest {
    portal: PortalPrincipal | null;
  }
}

/** The active user of an active, portal-enabled client, with a live session: read on each call (kept a few seconds). */
async function loadPortalUser(db: Db, clientUserId: number, sessionId: string): Promise<PortalPrincipal | undefined> {
  const result = await db.execute<{ client_id: number; branch_id: number; username: string; name: string; role: string; language: string }>(sql`
    select u.client_id, u.username, u.name, u.role, u.language,
      coalesce((select s.branch_id from staffs s where s.id = c.staff_id), (select min(b.id) from branches b)) as branch_id
    from client_users u
    join clients c on c.id = u.client_id and c.record_status = 'A' and c.portal_enabled = 1
    join portal_sessions ps on ps.id = ${sessionId} and ps.client_user_id = u.id and ps.revoked_dt is null and ps.expires_dt > now()
    where u.id = ${clientUserId} and u.record_status = 'A'`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    clientUserId,
    clientId: Number(row.client_id),
    branchId: Number(row.branch_id),
    username: row.username,
    name: row.name,
    role: row.role === 'ADMIN' ? 'ADMIN' : 'BOOKER',
    language: row.language === 'zh-HK' ? 'zh-HK' : 'en',
    sessionId,
  };
}

const cache = new Map<string, { user: PortalPrincipal; until: number }>();

/** Drops the kept users, so a sign-out or a change of a client user is seen at once on this instance. */
export function forgetPortalUsers() {
  cache.clear();
}

export async function authenticatePortal(request: FastifyRequest, db: Db, secret: Uint8Array, cacheMs: number): Promise<PortalPrincipal> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized({ key: 'srv.portal.noToken' }).withSecurity({ reason: 'no portal token' });
  const claims = await verifyPortalToken(token, secret);
  if (!claims) throw unauthorized({ key: 'srv.portal.tokenInvalid' }).withSecurity({ reason: 'portal token not valid' });
  const key = `${claims.sessionId}:${claims.clientUserId}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.user;
  const user = await loadPortalUser(db, claims.clientUserId, claims.sessionId);
  if (!user) throw unauthorized({ key: 'srv.portal.inactive' }).withSecurity({ reason: 'portal login inactive', clientUserId: claims.clientUserId });
  if (cacheMs > 0) {
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { user, until: now + cacheMs });
  }
  return user;
}

/** The client user of a route that declared `portal: true` (always set there). */
export function portalOf(request: FastifyRequest): PortalPrincipal {
  if (!request.portal) throw unauthorized();
  return request.portal;
}
