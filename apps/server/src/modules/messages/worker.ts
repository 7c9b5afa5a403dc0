import { renderServerText, smsAddress, smsProblemText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { SMTP_NOT_SET, type SmsGateway } from '../sms/sms.gateway.js';
import { readSmsSettings } from '../sms/sms.service.js';

/*
 * Sends the message outbox (issue 33, docs/portal.md "Messages"), as the partner outbox's worker does:
 * a tick claims due PENDING rows with FOR UPDATE SKIP LOCKED and pushes next_attempt_dt ahead as a
 * lease in the same statement, so another tick or instance skips them while they are sent. An email
 * goes to its recipient, an SMS to the email-to-SMS gateway's address of the mobile, both through the
 * SMS gateway's SMTP transport. Works on PGlite's one connection: every statement is its own short
 * transaction, none open during a send.
 */

export interface MessagesWorkerOptions {
  /** Sends one mail or throws with the reason; the SMS gateway's transport over SMTP_URL. */
  mailer: SmsGateway;
  /** Wait between ticks that found nothing (ms). */
  pollMs: number;
  /** Tries before a message is FAILED. */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How long a claimed row stays out of other ticks' reach: longer than a send may take (10 s). */
  leaseMs?: number;
  batch?: number;
  log?: FastifyBaseLogger;
  /** Counts each message by what became of it (SENT, RETRY, FAILED). */
  count?: (outcome: string) => void;
}

const DEFAULTS = { maxAttempts: 5, backoffBaseMs: 30_000, backoffMaxMs: 30 * 60_000, leaseMs: 60_000, batch: 20 };

/** The delay after the n-th failed attempt (n >= 1): base, 2 base, 4 base, ... at most max. */
export const messageBackoffMs = (attempts: number, baseMs = DEFAULTS.backoffBaseMs, maxMs = DEFAULTS.backoffMaxMs) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);

type Claimed = { id: number; channel: string; recipient: string; subject: string | null; body: string; attempts: number };

/** A failure that another try cannot mend: FAILED at once, with its reason. */
class Permanent extends Error {}

export class MessagesWorker {
  private readonly o: Required<Omit<MessagesWorkerOptions, 'log' | 'count'>> & Pick<MessagesWorkerOptions, 'log' | 'count'>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    options: MessagesWorkerOptions,
  ) {
    this.o = { ...DEFAULTS, ...options };
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops ticking and waits for the tick under way (its sends end by their time-out at the latest). */
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
    let tried = 0;
    try {
      tried = await this.tick();
    } catch (err) {
      this.o.log?.error({ err }, 'messages tick failed');
    }
    // A full batch may leave more due: look again at once.
    this.schedule(tried >= this.o.batch ? 0 : this.o.pollMs);
  }

  /** One round: claims the due messages, sends them one after another, records each. Answers how many were tried. */
  async tick(): Promise<number> {
    const claimed = await this.claim();
    if (!claimed.length) return 0;
    const settings = claimed.some((m) => m.channel === 'SMS') ? await readSmsSettings(this.db) : undefined;
    for (const row of claimed) await this.deliver(row, settings);
    return claimed.length;
  }

  /** Sends until nothing is due (tests and a manual drain); bounded by `rounds`. */
  async drain(rounds = 50): Promise<void> {
    for (let i = 0; i < rounds && (await this.tick()) > 0; i++);
  }

  private async claim(): Promise<Claimed[]> {
    const lease = `${this.o.leaseMs} milliseconds`;
    const result = await this.db.execute<Claimed>(sql`
      update message_outbox set next_attempt_dt = now() + ${lease}::interval
      where id in (
        select id from message_outbox
        where status = 'PENDING' and next_attempt_dt <= now()
        order by id
        limit ${this.o.batch}
        for update skip locked)
      returning id, channel, recipient, subject, body, attempts`);
    return result.rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) })).sort((a, b) => a.id - b.id);
  }

  private async deliver(row: Claimed, settings: Awaited<ReturnType<typeof readSmsSettings>> | undefined) {
    const attempt = row.attempts + 1;
    let error: string | null = null;
    let permanent = false;
    try {
      await this.o.mailer.send(mailOf(row, settings));
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'the mail server refused the message';
      // Without SMTP_URL, or to an address that cannot be, another try ends the same way.
      permanent = err instanceof Permanent || error === SMTP_NOT_SET;
    }
    const delay = `${messageBackoffMs(attempt, this.o.backoffBaseMs, this.o.backoffMaxMs)} milliseconds`;
    const outcome = error === null ? 'SENT' : permanent || attempt >= this.o.maxAttempts ? 'FAILED' : 'PENDING';
    await this.db.execute(
      outcome === 'SENT'
        ? sql`update message_outbox set status = 'SENT', sent_dt = now(), attempts = ${attempt}, last_error = null where id = ${row.id} and status = 'PENDING'`
        : sql`update message_outbox set status = ${outcome}, attempts = ${attempt}, last_error = ${error},
            next_attempt_dt = now() + ${delay}::interval
          where id = ${row.id} and status = 'PENDING'`,
    );
    this.o.count?.(outcome === 'PENDING' ? 'RETRY' : outcome);
    if (error !== null) this.o.log?.warn({ messageId: row.id, attempt, outcome, error }, 'message not sent');
  }
}

/** The mail of a message: an email to its recipient, or an SMS to the gateway's address of its mobile with the gateway's subject. */
function mailOf(row: Claimed, settings: Awaited<ReturnType<typeof readSmsSettings>> | undefined) {
  if (row.channel === 'EMAIL') return { to: row.recipient, subject: row.subject ?? '', text: row.body };
  if (row.channel !== 'SMS' || !settings) throw new Permanent(`unknown channel ${row.channel}`);
  const address = smsAddress(row.recipient, { defaultCountryCode: settings.countryCode, suffix: settings.suffix });
  if ('problem' in address) throw new Permanent(renderServerText('en', smsProblemText(address.problem)));
  return { to: address.address, subject: settings.subject, text: row.body };
}
