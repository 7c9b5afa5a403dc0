import { randomUUID } from 'node:crypto';
import { srvText } from '@limo/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { clientUserTokens, portalSessions } from '../../db/schema/index.js';
import { badRequest, HttpError, unauthorized } from '../../engine/errors.js';
import { forgetPortalUsers } from '../../engine/portal-auth.js';
import { ownOrigin } from '../../engine/public-links.js';
import { signPortalToken } from '../../engine/tokens.js';
import type { Counters } from '../../observability/metrics.js';
import { hashPassword, passwordProblems, verifyPassword } from '../security/passwords.js';
import { SignInLimits } from '../security/sign-in-limits.js';
import { hashToken, newRefreshToken } from '../security/tokens.js';
import { issueLink } from './portal-links.js';

export interface PortalTokens {
  token: string;
  refreshToken: string;
}

/** A user who may sign in: active, of an active client with the portal on, with a password. */
type SignInRow = {
  id: number;
  username: string;
  password_hash: string | null;
  may: boolean;
};

// One message for every refusal of a pair, so the answer never tells whether an account exists.
const wrongPair = () => unauthorized({ key: 'srv.signIn.wrong' }).withCode('SIGN_IN_WRONG');
const refreshRefused = () => unauthorized({ key: 'srv.signIn.refreshInvalid' }).withCode('REFRESH_INVALID');
const linkGone = () => new HttpError(410, srvText('srv.portal.linkGone')).withCode('LINK_GONE');

/** The live user's row and whether they may sign in now (user, client and portal switch). */
const MAY_SIGN_IN = sql`u.record_status = 'A' and c.record_status = 'A' and c.portal_enabled = 1`;

/*
 * The client portal's sign-in (issue 33, docs/portal.md "Who signs in"). A refresh token is the
 * session's id and a secret (`<sid>.<secret>`): the session keeps the secret's hash only, so a token
 * that names a live session with another secret is a spent one used again, and ends the session.
 */
export class PortalAuthService {
  private readonly limits: SignInLimits;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    counters?: Pick<Counters, 'signInFailed' | 'signInRefused'>,
  ) {
    this.limits = new SignInLimits(db, config, counters);
  }

  async signIn(username: string, password: string, ip: string) {
    const name = username.trim().toLowerCase().slice(0, 100);
    // Keyed apart from staff: a portal username never shares a staff member's failures.
    const key = `portal:${name}`;
    await this.limits.check(key, ip);
    const { rows } = await this.db.execute<SignInRow>(sql`
      select u.id, u.username, u.password_hash, (${MAY_SIGN_IN}) as may
      from client_users u join clients c on c.id = u.client_id
      where lower(u.username) = ${name} limit 1`);
    const user = rows[0];
    const ok = await verifyPassword(user?.password_hash ?? null, password);
    if (!user || !ok || !user.may) {
      await this.limits.failed(key, ip);
      const reason = !user ? 'unknown user' : !ok ? 'wrong password or none set' : 'user, client or portal inactive';
      throw wrongPair().withSecurity({ event: 'portal.signin.failure', username: key, clientUserId: user?.id, reason });
    }
    await this.limits.succeeded(key, ip);
    const sessionId = randomUUID();
    const secret = newRefreshToken();
    await this.db.insert(portalSessions).values({ id: sessionId, clientUserId: user.id, refreshHash: hashToken(secret), expiresDt: this.expiry() });
    return { tokens: await this.pair(user.id, sessionId, secret), clientUserId: user.id, sessionId };
  }

  /** Rotates the refresh token; a spent one ends its session (someone else may hold it). */
  async refresh(refreshToken: string): Promise<PortalTokens> {
    const [sessionId, secret] = splitRefresh(refreshToken);
    if (!sessionId || !secret) throw refreshRefused().withSecurity({ event: 'portal.refresh.refused', reason: 'malformed token' });
    const outcome = await this.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ client_user_id: number; refresh_hash: string | null; live: boolean; may: boolean }>(sql`
        select s.client_user_id, s.refresh_hash, (s.revoked_dt is null and s.expires_dt > now()) as live, (${MAY_SIGN_IN}) as may
        from portal_sessions s join client_users u on u.id = s.client_user_id join clients c on c.id = u.client_id
        where s.id = ${sessionId} for update of s`);
      const found = rows[0];
      if (!found || !found.live || !found.may) return { kind: 'ended' as const };
      if (found.refresh_hash !== hashToken(secret)) {
        await revoke(tx, sql`id = ${sessionId}`);
        return { kind: 'reused' as const };
      }
      const next = newRefreshToken();
      await tx
        .update(portalSessions)
        .set({ refreshHash: hashToken(next), expiresDt: this.expiry() })
        .where(eq(portalSessions.id, sessionId));
      return { kind: 'rotated' as const, tokens: await this.pair(Number(found.client_user_id), sessionId, next) };
    });
    if (outcome.kind === 'rotated') return outcome.tokens;
    if (outcome.kind === 'reused') {
      forgetPortalUsers();
      throw unauthorized({ key: 'srv.signIn.refreshReused' }).withCode('REFRESH_REUSED').withSecurity({ event: 'portal.refresh.reuse', sessionId });
    }
    throw refreshRefused().withSecurity({ event: 'portal.refresh.refused', reason: 'session ended', sessionId });
  }

  /** Ends the session of a refresh token; an unknown or spent one changes nothing (204 either way). */
  async signOut(refreshToken: string) {
    const [sessionId, secret] = splitRefresh(refreshToken);
    if (!sessionId || !secret) return;
    await revoke(this.db, sql`id = ${sessionId} and refresh_hash = ${hashToken(secret)}`);
    forgetPortalUsers();
  }

  /** Sets the password of a one-time link's user: the link is spent, so are the user's other links, and their sessions end. */
  async accept(token: string, password: unknown) {
    const tokenHash = hashToken(token);
    const { rows } = await this.db.execute<{ client_user_id: number; username: string }>(sql`
      select t.client_user_id, u.username from client_user_tokens t join client_users u on u.id = t.client_user_id
      where t.token_hash = ${tokenHash} and t.used_dt is null and t.expires_dt > now() and u.record_status = 'A'`);
    const found = rows[0];
    if (!found) throw linkGone().withSecurity({ event: 'portal.accept.refused', reason: 'unknown, used or expired link' });
    const problems = passwordProblems(password, found.username);
    if (problems.length) throw badRequest(problems[0], problems, [{ field: 'password', value: '(hidden)' }]).withCode('PASSWORD_WEAK');
    const hash = await hashPassword(password as string);
    const clientUserId = Number(found.client_user_id);
    await this.db.transaction(async (tx) => {
      // Spent here, so of two racing uses of one link only one sets a password.
      const spent = await tx
        .update(clientUserTokens)
        .set({ usedDt: new Date() })
        .where(and(eq(clientUserTokens.tokenHash, tokenHash), isNull(clientUserTokens.usedDt)))
        .returning({ tokenHash: clientUserTokens.tokenHash });
      if (!spent.length) throw linkGone();
      await tx.execute(sql`update client_users set password_hash = ${hash}, version = version + 1, last_update_dt = now() where id = ${clientUserId}`);
      await tx
        .update(clientUserTokens)
        .set({ usedDt: new Date() })
        .where(and(eq(clientUserTokens.clientUserId, clientUserId), isNull(clientUserTokens.usedDt)));
      await revoke(tx, sql`client_user_id = ${clientUserId}`);
    });
    forgetPortalUsers();
  }

  /** Mails a reset link (on PUBLIC_URL or this server, never the caller's Host) to an active user with an email, of a portal-enabled client; silent otherwise. */
  async forgot(username: string) {
    const name = username.trim().toLowerCase().slice(0, 100);
    const { rows } = await this.db.execute<{ id: number }>(sql`
      select u.id from client_users u join clients c on c.id = u.client_id
      where lower(u.username) = ${name} and ${MAY_SIGN_IN} and coalesce(u.email, '') <> '' limit 1`);
    if (!rows[0]) return false;
    await this.db.transaction((tx) => issueLink(tx, Number(rows[0].id), 'RESET', ownOrigin(this.config)));
    return true;
  }

  private expiry() {
    return new Date(Date.now() + this.config.portalRefreshSeconds * 1000);
  }

  private async pair(clientUserId: number, sessionId: string, secret: string): Promise<PortalTokens> {
    const token = await signPortalToken({ clientUserId, sessionId }, this.config.jwtSecret, this.config.portalTokenSeconds);
    return { token, refreshToken: `${sessionId}.${secret}` };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session id and the secret of a refresh token; empty parts for anything else. */
function splitRefresh(token: string): [string | undefined, string | undefined] {
  const at = token.indexOf('.');
  const sessionId = token.slice(0, at);
  const secret = token.slice(at + 1);
  return at > 0 && UUID.test(sessionId) && secret.length >= 20 && secret.length <= 100 ? [sessionId, secret] : [undefined, undefined];
}

async function revoke(db: Db | Tx, where: ReturnType<typeof sql>) {
  await db.execute(sql`update portal_sessions set revoked_dt = now() where revoked_dt is null and ${where}`);
}
