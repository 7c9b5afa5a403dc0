import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { signPortalToken } from '../src/engine/tokens.js';
import { code } from './files-helpers.js';
import type { TestApp } from './harness.js';

/*
 * Portal users and their tokens made straight in the database (issue 33): sign-in has its own tests, so these
 * tests make the client_users row, a live portal_sessions row and sign the token themselves.
 */

export interface PortalUser {
  clientUserId: number;
  clientId: number;
  username: string;
  token: string;
}

/** Turns the portal on for a client, in branch 2 (HK: its account manager's), with its settings. */
export async function enablePortal(app: TestApp, clientId: number, o: { autoConfirm?: boolean; cutoffMinutes?: number } = {}) {
  const db = app.database.db;
  const [staff] = await db.select({ id: t.staffs.id }).from(t.staffs).where(eq(t.staffs.branchId, 2)).limit(1);
  await db
    .update(t.clients)
    .set({ portalEnabled: 1, portalAutoConfirm: o.autoConfirm ? 1 : 0, portalCutoffMinutes: o.cutoffMinutes ?? 120, staffId: staff.id })
    .where(eq(t.clients.id, clientId));
}

/** A client user of the client with a live session and its portal token. */
export async function portalUser(app: TestApp, clientId: number, role: 'BOOKER' | 'ADMIN' = 'BOOKER'): Promise<PortalUser> {
  const db = app.database.db;
  const username = `p.${code('U', 12).toLowerCase()}`;
  const [user] = await db
    .insert(t.clientUsers)
    .values({ clientId, username, name: `Booker ${username}`, email: `${username}@example.com`, mobile: '+852 9123 4567', role })
    .returning({ id: t.clientUsers.id });
  const sessionId = randomUUID();
  await db.insert(t.portalSessions).values({ id: sessionId, clientUserId: user.id, expiresDt: new Date(Date.now() + 3600_000) });
  const token = await signPortalToken({ clientUserId: user.id, sessionId }, app.config.jwtSecret, 3600);
  return { clientUserId: user.id, clientId, username, token };
}

export async function storedPlace(app: TestApp, clientId: number, place: { locationId?: number; address?: string; zone?: string }) {
  const r = await app.database.db.execute<{ id: number }>(sql`insert into client_places (client_id, label, location_id, address, zone)
    values (${clientId}, ${'Office'}, ${place.locationId ?? null}, ${place.address ?? null}, ${place.zone ?? null}) returning id`);
  return Number(r.rows[0].id);
}

export async function storedPassenger(app: TestApp, clientId: number, p: { name: string; mobile?: string; email?: string; notify?: 0 | 1; language?: string }) {
  const r = await app.database.db.execute<{ id: number }>(sql`insert into client_passengers (client_id, name, mobile, email, language, notify)
    values (${clientId}, ${p.name}, ${p.mobile ?? null}, ${p.email ?? null}, ${p.language ?? 'en'}, ${p.notify ?? 0}) returning id`);
  return Number(r.rows[0].id);
}

/** A portal call with the user's token. */
export function portalCall(
  app: TestApp,
  user: PortalUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.as(user.token, { method, url, payload: body as object, headers });
}

export function expectStatus(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
  return res.statusCode === 204 || !res.body ? undefined : res.json();
}

/** The queue's staff calls, each called against its documented answer in portal-queue.test.ts (openapi-hand-routes.test.ts lists them). */
export const PORTAL_QUEUE_ROUTES = [
  'GET /limo/api/portalOrders',
  'GET /limo/api/portalOrdersCount',
  'POST /limo/api/confirmPortalOrder/{id}',
  'POST /limo/api/rejectPortalOrder/{id}',
];

/** The queue's calls with an :id, for ids.test.ts; the portal's own are portal-isolation.test.ts's. */
export const PORTAL_QUEUE_ID_ROUTES = [
  { method: 'POST', path: '/limo/api/confirmPortalOrder/:id', label: 'Order' },
  { method: 'POST', path: '/limo/api/rejectPortalOrder/:id', label: 'Order' },
];
