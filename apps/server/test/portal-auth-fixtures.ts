import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { DEMO_PASSWORD, type TestApp } from './harness.js';

/** The hand-written staff calls of the portal's identity part (issue 33), for the OpenAPI coverage test. */
export const PORTAL_IDENTITY_ROUTES = ['POST /limo/api/inviteClientUser/{id}'];

/** Signs a portal user in; answers the pair. */
export async function portalSignIn(app: TestApp, username: string, password = DEMO_PASSWORD) {
  const res = await app.app.inject({ method: 'POST', url: '/limo/portal/auth', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; refreshToken: string };
}

/** The id of a demo portal user, by username. */
export async function clientUserId(app: TestApp, username: string) {
  const [row] = await app.database.db.select({ id: t.clientUsers.id }).from(t.clientUsers).where(eq(t.clientUsers.username, username));
  return row.id;
}

/** The one-time token of the last mail of a kind queued for a user, read from the outbox (as the messages worker would send it). */
export async function mailedToken(app: TestApp, userId: number, kind: 'INVITE' | 'RESET') {
  const { rows } = await app.database.db.execute<{ body: string; recipient: string; language: string; subject: string }>(
    sql`select body, recipient, language, subject from message_outbox where client_user_id = ${userId} and kind = ${kind} order by id desc limit 1`,
  );
  const mail = rows[0];
  expect(mail, `a ${kind} mail for user ${userId}`).toBeDefined();
  const link = /(\S+)\/portal\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
  expect(link, mail.body).not.toBeNull();
  return { ...mail, base: link?.[1] as string, token: link?.[2] as string };
}
