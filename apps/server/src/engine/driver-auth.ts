import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { unauthorized } from './errors.js';
import { verifyDriverToken } from './tokens.js';

/** The driver behind a driver token: only that driver's jobs and positions open to it. */
export interface DriverPrincipal {
  driverId: number;
  driverAuthId: number;
  driverNo: string;
  branchId: number;
  loginName: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opened by a driver token (the driver app page), not by a staff token. */
    driver?: boolean;
  }
  interface FastifyRequest {
    driver: DriverPrincipal | null;
  }
}

/** The active login and driver of the claims, read on each call (kept a few seconds) so a cancelled login stops at once. */
async function loadDriver(db: Db, driverId: number, driverAuthId: number): Promise<DriverPrincipal | undefined> {
  const result = await db.execute<{ driver_no: string; branch_id: number; login_name: string }>(sql`
    select d.driver_no, d.branch_id, a.login_name from driver_auths a
    join drivers d on d.id = a.driver_id and d.driver_status = 'A'
    where a.id = ${driverAuthId} and a.driver_id = ${driverId} and a.record_status = 'A'`);
  const row = result.rows[0];
  return row ? { driverId, driverAuthId, driverNo: row.driver_no, branchId: Number(row.branch_id), loginName: row.login_name } : undefined;
}

const cache = new Map<string, { driver: DriverPrincipal; until: number }>();

export async function authenticateDriver(request: FastifyRequest, db: Db, secret: Uint8Array, cacheMs: number): Promise<DriverPrincipal> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized({ key: 'srv.driver.noToken' }).withSecurity({ reason: 'no driver token' });
  const claims = await verifyDriverToken(token, secret);
  if (!claims) throw unauthorized({ key: 'srv.driver.tokenInvalid' }).withSecurity({ reason: 'driver token not valid' });
  const key = `${claims.driverAuthId}:${claims.driverId}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.driver;
  const driver = await loadDriver(db, claims.driverId, claims.driverAuthId);
  if (!driver) throw unauthorized({ key: 'srv.driver.inactive' }).withSecurity({ reason: 'driver login inactive', driverId: claims.driverId });
  if (cacheMs > 0) {
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { driver, until: now + cacheMs });
  }
  return driver;
}

/** The driver of a route that declared `driver: true` (always set there). */
export function driverOf(request: FastifyRequest): DriverPrincipal {
  if (!request.driver) throw unauthorized();
  return request.driver;
}
