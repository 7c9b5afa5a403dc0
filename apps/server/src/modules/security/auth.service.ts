import { randomUUID } from 'node:crypto';
import { RESOURCES, srvText } from '@limo/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { Counters } from '../../observability/metrics.js';
import { refreshTokens, sessions, staffs } from '../../db/schema/index.js';
import { badRequest, HttpError, unauthorized } from '../../engine/errors.js';
import { parseId } from '../../engine/ids.js';
import { hashPassword, passwordProblems, verifyPassword } from './passwords.js';
import { SignInLimits } from './sign-in-limits.js';
import { signAccessToken } from '../../engine/tokens.js';
import { hashToken, newRefreshToken, successorToken } from './tokens.js';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** A pair given out, and to whom (for the security log). */
export interface Issued {
  tokens: TokenPair;
  staffId: number;
  username: string;
  sessionId: string;
}

const WRONG = { key: 'srv.signIn.wrong' } as const;

export class AuthService {
  private readonly limits: SignInLimits;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly counters?: Pick<Counters, 'signInFailed' | 'signInRefused'>,
  ) {
    this.limits = new SignInLimits(db, config, counters);
  }

  /** A refusal carries what the security log line says of it. */
  async signIn(username: string, password: string, ip: string): Promise<Issued> {
    const key = username.trim().toLowerCase().slice(0, 100);
    await this.limits.check(key, ip);
    const [staff] = await this.db
      .select({ id: staffs.id, hash: staffs.passwordHash, status: staffs.recordStatus })
      .from(staffs)
      .where(sql`lower(${staffs.username}) = ${key}`)
      .limit(1);
    const ok = await verifyPassword(staff?.hash ?? null, password);
    if (!staff || !ok || staff.status !== 'A') {
      await this.limits.failed(key, ip);
      this.counters?.signInFailed();
      const reason = !staff ? 'unknown user' : !ok ? 'wrong password' : 'staff cancelled';
      throw unauthorized(WRONG).withSecurity({ event: 'signin.failure', username: key, staffId: staff?.id, reason });
    }
    await this.limits.succeeded(key, ip);
    return this.db.transaction(async (tx) => {
      const sessionId = randomUUID();
      await tx.insert(sessions).values({ id: sessionId, staffId: staff.id, expiresDt: this.refreshExpiry() });
      const refreshToken = newRefreshToken();
      await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId });
      return { tokens: await this.pair(staff.id, sessionId, refreshToken, new Date()), staffId: staff.id, username: key, sessionId };
    });
  }

  /**
   * Rotates a refresh token. A spent one presented again within the grace window gets the same
   * pair its first use got (two tabs refreshing at once); later, it is a sign of theft and ends
   * the whole session. Successors are derived from the spent token, so no token is ever stored.
   */
  async refresh(refreshToken: string): Promise<Issued & { replayed: boolean }> {
    const tokenHash = hashToken(refreshToken);
    const outcome = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          sessionId: refreshTokens.sessionId,
          usedDt: refreshTokens.usedDt,
          staffId: sessions.staffId,
          username: staffs.username,
          revokedDt: sessions.revokedDt,
          expiresDt: sessions.expiresDt,
          status: staffs.recordStatus,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(staffs, eq(staffs.id, sessions.staffId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update', { of: refreshTokens })
        .limit(1);
      if (!found) return { kind: 'unknown' as const };
      const who = { staffId: found.staffId, username: found.username, sessionId: found.sessionId };
      if (found.revokedDt || found.status !== 'A' || found.expiresDt <= new Date()) return { kind: 'ended' as const, ...who };
      const next = successorToken(refreshToken, this.config.jwtSecret);
      if (found.usedDt) {
        const [successor] = await tx
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(next)));
        if (Date.now() - found.usedDt.getTime() < this.config.refreshGraceSeconds * 1000 && successor?.sessionId === found.sessionId) {
          return { kind: 'replayed' as const, ...who, tokens: await this.pair(found.staffId, found.sessionId, next, found.usedDt) };
        }
        await revokeSession(tx, found.sessionId, 'refresh token reused');
        return { kind: 'reused' as const, ...who };
      }
      const usedAt = new Date();
      await tx.update(refreshTokens).set({ usedDt: usedAt }).where(eq(refreshTokens.tokenHash, tokenHash));
      await tx.update(sessions).set({ expiresDt: this.refreshExpiry() }).where(eq(sessions.id, found.sessionId));
      await tx.insert(refreshTokens).values({ tokenHash: hashToken(next), sessionId: found.sessionId });
      return { kind: 'rotated' as const, ...who, tokens: await this.pair(found.staffId, found.sessionId, next, usedAt) };
    });
    if (outcome.kind === 'unknown') {
      throw unauthorized({ key: 'srv.signIn.refreshInvalid' }).withSecurity({ event: 'refresh.refused', reason: 'unknown token' });
    }
    if (outcome.kind === 'rotated' || outcome.kind === 'replayed') {
      const { kind, ...issued } = outcome;
      return { ...issued, replayed: kind === 'replayed' };
    }
    const { kind, staffId, username, sessionId } = outcome;
    if (kind === 'ended') {
      throw unauthorized({ key: 'srv.signIn.refreshInvalid' }).withSecurity({
        event: 'refresh.refused',
        reason: 'session ended',
        staffId,
        username,
        sessionId,
      });
    }
    throw unauthorized({ key: 'srv.signIn.refreshReused' }).withSecurity({
      event: 'refresh.reuse',
      staffId,
      username,
      sessionId,
    });
  }

  async signOut(sessionId: string) {
    await revokeSession(this.db, sessionId, 'signed out');
  }

  /** Own password: checks the old one; ends the staff's other sessions. */
  async changePassword(staffId: number, sessionId: string, body: unknown) {
    const { oldPassword, newPassword } = (body ?? {}) as Record<string, unknown>;
    const [staff] = await this.db.select({ hash: staffs.passwordHash, username: staffs.username }).from(staffs).where(eq(staffs.id, staffId));
    const problems = typeof oldPassword === 'string' && oldPassword ? [] : [srvText('srv.pw.oldRequired')];
    problems.push(...passwordProblems(newPassword, staff?.username));
    if (problems.length) throw badRequest(problems[0], problems, [{ field: 'newPassword', value: '(hidden)' }]);
    if (!(await verifyPassword(staff?.hash ?? null, oldPassword as string))) {
      throw badRequest(srvText('srv.pw.oldWrong'), undefined, [{ field: 'oldPassword', value: '(hidden)' }]);
    }
    if (oldPassword === newPassword) throw badRequest(srvText('srv.pw.same'));
    const hash = await hashPassword(newPassword as string);
    await this.db.transaction(async (tx) => {
      await tx.update(staffs).set({ passwordHash: hash, passwordChangedDt: new Date() }).where(eq(staffs.id, staffId));
      await tx
        .update(sessions)
        .set({ revokedDt: new Date(), revokedReason: 'password changed' })
        .where(and(eq(sessions.staffId, staffId), ne(sessions.id, sessionId), isNull(sessions.revokedDt)));
    });
  }

  /** An administrator sets a staff member's password; every session of theirs ends. */
  async resetPassword(body: unknown, by: string) {
    const { staffId, newPassword } = (body ?? {}) as Record<string, unknown>;
    const id = parseId(staffId, 'staffId');
    const [staff] = await this.db.select({ username: staffs.username }).from(staffs).where(eq(staffs.id, id));
    if (!staff) throw new HttpError(404, srvText('srv.notFound', { what: RESOURCES.staffs.label, id }));
    const problems = passwordProblems(newPassword, staff.username);
    if (problems.length) throw badRequest(problems[0], problems, [{ field: 'newPassword', value: '(hidden)' }]);
    const hash = await hashPassword(newPassword as string);
    await this.db.transaction(async (tx) => {
      await tx.update(staffs).set({ passwordHash: hash, passwordChangedDt: new Date(), lastUpdateBy: by, lastUpdateDt: new Date() }).where(eq(staffs.id, id));
      await revokeStaffSessions(tx, id, 'password reset');
    });
  }

  private refreshExpiry() {
    return new Date(Date.now() + this.config.refreshTokenSeconds * 1000);
  }

  /** The access token is fixed by the rotation's instant, so a replay within the grace window gets the same one. */
  private async pair(staffId: number, sessionId: string, refreshToken: string, at: Date): Promise<TokenPair> {
    const token = await signAccessToken({ staffId, sessionId }, this.config.jwtSecret, this.config.accessTokenSeconds, Math.floor(at.getTime() / 1000));
    return { token, refreshToken };
  }
}

async function revokeSession(db: Db | Tx, sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedDt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedDt)));
}

/** Ends every session of a staff member at once (cancelled, password reset). */
export async function revokeStaffSessions(db: Db | Tx, staffId: number, reason: string) {
  await db
    .update(sessions)
    .set({ revokedDt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.staffId, staffId), isNull(sessions.revokedDt)));
}
