import { srvText } from '@limo/domain';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { signInFailures } from '../../db/schema/index.js';
import { HttpError, RATE_LIMITED, type Text } from '../../engine/errors.js';
import type { Counters } from '../../observability/metrics.js';

function tooMany(message: Text, retryAfter: number, event: string, username: string) {
  // The one code of every limit (RATE_LIMITED), so a program waits Retry-After whichever limit it met.
  return new HttpError(429, message, undefined, [], { 'Retry-After': String(retryAfter) }).withCode(RATE_LIMITED).withSecurity({ event, username, retryAfter });
}

/**
 * Failed sign-ins, kept in the database so every instance shares them. An account is never
 * locked for everyone: failures lock one (account, address) pair, and only many failures from
 * all addresses slow the account down, by a delay after its last failure that doubles with each
 * further failure (1, 2, 4 ... seconds, capped). The right password from another address gets in
 * whenever that delay is not running.
 */
export class SignInLimits {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'signIn' | 'signInSlowdown'>,
    private readonly counters?: Pick<Counters, 'signInRefused'>,
  ) {}

  /** Throws 429 with Retry-After while this pair is locked or the account is slowed down. */
  async check(username: string, ip: string, now = Date.now()) {
    const { perAccountFailures: pairMax, perAccountWindowSeconds: pairWindow } = this.config.signIn;
    const { failures: slowAfter, windowSeconds: slowWindow, maxSeconds } = this.config.signInSlowdown;
    const pairSince = new Date(now - pairWindow * 1000);
    const slowSince = new Date(now - slowWindow * 1000);
    const source = sourceOf(ip);
    const [counts] = await this.db
      .select({
        pair: sql<number>`count(*) filter (where ${signInFailures.source} = ${source} and ${signInFailures.failedDt} > ${pairSince})`.mapWith(Number),
        account: sql<number>`count(*) filter (where ${signInFailures.failedDt} > ${slowSince})`.mapWith(Number),
        last: sql<Date | null>`max(${signInFailures.failedDt})`.mapWith(signInFailures.failedDt),
      })
      .from(signInFailures)
      .where(and(eq(signInFailures.username, username), gt(signInFailures.failedDt, pairSince < slowSince ? pairSince : slowSince)));

    if (pairMax > 0 && counts.pair >= pairMax) {
      // Unlocked when the oldest of the last `pairMax` failures leaves the window.
      const [oldest] = await this.db
        .select({ at: signInFailures.failedDt })
        .from(signInFailures)
        .where(and(eq(signInFailures.username, username), eq(signInFailures.source, source), gt(signInFailures.failedDt, pairSince)))
        .orderBy(desc(signInFailures.failedDt))
        .offset(pairMax - 1)
        .limit(1);
      const retry = Math.max(1, Math.ceil((oldest.at.getTime() + pairWindow * 1000 - now) / 1000));
      this.counters?.signInRefused('pair');
      throw tooMany(srvText('srv.signIn.locked', { minutes: Math.ceil(retry / 60) }), retry, 'signin.locked', username);
    }
    if (slowAfter > 0 && counts.account >= slowAfter && counts.last) {
      const delay = Math.min(2 ** Math.min(counts.account - slowAfter, 30), maxSeconds);
      const until = counts.last.getTime() + delay * 1000;
      if (now < until) {
        const retry = Math.max(1, Math.ceil((until - now) / 1000));
        this.counters?.signInRefused('slowdown');
        throw tooMany(srvText('srv.signIn.slowed', { seconds: retry }), retry, 'signin.slowed', username);
      }
    }
  }

  /** Records a failure of this pair; drops every failure too old to count for anything (of any account). */
  async failed(username: string, ip: string, now = Date.now()) {
    const keep = Math.max(this.config.signIn.perAccountWindowSeconds, this.config.signInSlowdown.windowSeconds);
    await this.db.insert(signInFailures).values({ username, source: sourceOf(ip), failedDt: new Date(now) });
    await this.db.delete(signInFailures).where(lt(signInFailures.failedDt, new Date(now - keep * 1000)));
  }

  /** A success clears this pair's failures only: another address's failures still count against the account. */
  async succeeded(username: string, ip: string) {
    await this.db.delete(signInFailures).where(and(eq(signInFailures.username, username), eq(signInFailures.source, sourceOf(ip))));
  }
}

const sourceOf = (ip: string) => ip.slice(0, 64);
