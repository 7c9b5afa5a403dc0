import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { logApiCall } from './api-log.js';
import { callPartner, ok, type PartnerAnswer, type PartnerEndpoint } from './partner-client.js';

/*
 * Delivers the partner outbox (issue 18, docs/partner-feed.md). Each tick claims the due rows that
 * head their stream (the oldest PENDING row of a booking's or a trip's messages) with FOR UPDATE
 * SKIP LOCKED and pushes their nextAttemptAt ahead as a lease in the same statement: another tick or
 * instance skips them while they are sent. Every attempt is one apiHistories row. Works on PGlite's
 * one connection: every transaction is one or two short statements, never open during a call.
 */

export interface OutboxWorkerOptions {
  settings: PartnerEndpoint;
  /** Wait between ticks that found nothing (ms). */
  pollMs: number;
  /** First retry delay; doubles per attempt up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** A message older than this that fails is DEAD. */
  deadAfterMs?: number;
  /** How long a claimed row stays out of other ticks' reach: longer than a call may take. */
  leaseMs?: number;
  /** Rows claimed per tick (distinct streams, sent side by side). */
  batch?: number;
  /** How often old apiHistories rows are deleted (apiHistoryDays). */
  retentionEveryMs?: number;
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

const DEFAULTS = {
  backoffBaseMs: 1000,
  backoffMaxMs: 5 * 60_000,
  deadAfterMs: 24 * 3600_000,
  leaseMs: 60_000,
  batch: 50,
  retentionEveryMs: 3600_000,
  timeoutMs: 10_000,
};

/** The delay after the n-th failed attempt (n >= 1): base, 2 base, 4 base, ... at most max. */
export const backoffMs = (attempts: number, baseMs = DEFAULTS.backoffBaseMs, maxMs = DEFAULTS.backoffMaxMs) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);

type Claimed = {
  id: number;
  event_id: string;
  method: string;
  path: string;
  payload: unknown;
  order_id: number | null;
  attempts: number;
};

export class OutboxWorker {
  private readonly o: Required<Omit<OutboxWorkerOptions, 'log'>> & { log?: FastifyBaseLogger };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private lastRetention = 0;

  constructor(
    private readonly db: Db,
    options: OutboxWorkerOptions,
  ) {
    this.o = { ...DEFAULTS, ...options };
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops ticking and waits for the tick under way (its calls end by their timeout at the latest). */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.loop().finally(() => (this.running = undefined));
    }, ms);
  }

  private async loop() {
    let sent = 0;
    try {
      await this.retention();
      sent = await this.tick();
    } catch (err) {
      this.o.log?.error({ err }, 'partner outbox tick failed');
    }
    // A tick that sent something looks again at once: the next message of each stream is due now.
    this.schedule(sent > 0 ? 0 : this.o.pollMs);
  }

  /** One round: claims the due stream heads, sends them side by side, records each attempt. Answers how many were tried. */
  async tick(): Promise<number> {
    const url = this.o.settings.url;
    if (!url) return 0;
    const claimed = await this.claim();
    await Promise.all(claimed.map((row) => this.deliver(row, url)));
    return claimed.length;
  }

  /** Sends until nothing is due (tests and a manual drain); bounded by `rounds`. */
  async drain(rounds = 100): Promise<void> {
    for (let i = 0; i < rounds && (await this.tick()) > 0; i++);
  }

  private async claim(): Promise<Claimed[]> {
    const lease = `${this.o.leaseMs} milliseconds`;
    const result = await this.db.execute<Claimed>(sql`
      update partner_outbox set next_attempt_at = now() + ${lease}::interval
      where id in (
        select o.id from partner_outbox o
        where o.status = 'PENDING' and o.next_attempt_at <= now()
          and not exists (select 1 from partner_outbox p where p.stream_key = o.stream_key and p.status = 'PENDING' and p.id < o.id)
        order by o.id
        limit ${this.o.batch}
        for update skip locked)
      returning id, event_id, method, path, payload, order_id, attempts`);
    return result.rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), order_id: r.order_id == null ? null : Number(r.order_id) }));
  }

  private async deliver(row: Claimed, url: string) {
    const attempt = row.attempts + 1;
    const answer = await callPartner({ url, token: this.o.settings.token }, row.method, row.path, row.payload, this.o.timeoutMs);
    const delivered = ok(answer);
    const delay = `${backoffMs(attempt, this.o.backoffBaseMs, this.o.backoffMaxMs)} milliseconds`;
    const deadAfter = `${this.o.deadAfterMs} milliseconds`;
    await this.db.transaction(async (tx) => {
      await tx.execute(
        delivered
          ? sql`update partner_outbox set status = 'SENT', sent_dt = now(), attempts = ${attempt}, last_error = null where id = ${row.id}`
          : sql`update partner_outbox set attempts = ${attempt}, last_error = ${failure(answer)},
              next_attempt_at = now() + ${delay}::interval,
              status = case when create_dt < now() - ${deadAfter}::interval then 'DEAD' else 'PENDING' end
            where id = ${row.id} and status = 'PENDING'`,
      );
      await logApiCall(tx, {
        direction: 'OUT',
        method: row.method,
        url: answer.url,
        requestBody: row.payload,
        responseStatus: answer.status,
        responseBody: answer.status === null ? answer.error : answer.body,
        durationMs: answer.durationMs,
        orderId: row.order_id,
        attempt,
      });
    });
    if (!delivered) this.o.log?.warn({ outboxId: row.id, eventId: row.event_id, attempt, error: failure(answer) }, 'partner call failed');
  }

  /** Deletes API log rows older than apiHistoryDays, at most once per retentionEveryMs. */
  private async retention() {
    if (Date.now() - this.lastRetention < this.o.retentionEveryMs) return;
    this.lastRetention = Date.now();
    await deleteOldApiHistories(this.db);
  }
}

function failure(a: PartnerAnswer): string {
  if (a.status === null) return a.error ?? 'no answer';
  const body = a.body == null ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
  return `HTTP ${a.status}${body ? `: ${body.slice(0, 200)}` : ''}`;
}

/** The API log's retention (apiHistoryDays, 90 when unset or not a whole number of days); answers the rows deleted. */
export async function deleteOldApiHistories(db: Db): Promise<number> {
  const found = await db.execute<{ parm_value: string }>(sql`select parm_value from sys_parameters where parm_key = 'apiHistoryDays'`);
  const raw = found.rows[0]?.parm_value;
  const days = raw !== undefined && /^\d{1,5}$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : 90;
  const deleted = await db.execute<{ n: number }>(sql`
    with d as (delete from api_histories where create_dt < now() - ${`${days} days`}::interval returning 1) select count(*)::int as n from d`);
  return Number(deleted.rows[0]?.n ?? 0);
}
