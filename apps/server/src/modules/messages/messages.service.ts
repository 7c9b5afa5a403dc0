import { operatorTimeZone, serverTextEn, serverTextZhHK, srvText } from '@limo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Principal } from '../../engine/auth.js';
import { conflict, notFound } from '../../engine/errors.js';
import { containing, DEFAULT_PAGE_SIZE } from '../../engine/query.js';
import type { MessageRow, MessagesQuery } from './messages.schemas.js';

/*
 * The message log (issue 33, docs/portal.md "Messages"): what was sent, to whom, and what failed, with
 * a retry. A message about an order shows in the order's branch only; one about no order (an
 * invitation) in every branch.
 */

export const MESSAGE_LABEL = { en: serverTextEn['srv.portal.msg.label'], zh: serverTextZhHK['srv.portal.msg.label'] };

type Raw = Record<string, unknown>;
const iso = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());
const num = (v: unknown) => (v == null ? null : Number(v));
const str = (v: unknown) => (v == null ? null : String(v));

/** The kinds whose body holds a live one-time link (portal-links.ts): the log never answers its token. */
const LINK_KINDS = ['INVITE', 'RESET'];
/** The body as the log shows it: a one-time link's token masked, else whoever reads the log could take the account over. */
export const maskedBody = (kind: string, body: string) => (LINK_KINDS.includes(kind) ? body.replace(/token=[^\s&"'<>]+/g, 'token=••••••') : body);

function rowOf(r: Raw): MessageRow {
  return {
    id: Number(r.id),
    kind: r.kind as MessageRow['kind'],
    channel: r.channel as MessageRow['channel'],
    recipient: String(r.recipient),
    recipientName: str(r.recipient_name),
    language: r.language === 'zh-HK' ? 'zh-HK' : 'en',
    subject: str(r.subject),
    body: maskedBody(String(r.kind), String(r.body)),
    orderId: num(r.order_id),
    orderRefId: str(r.order_ref_id),
    orderVehicleId: num(r.order_vehicle_id),
    clientId: num(r.client_id),
    clientUserId: num(r.client_user_id),
    status: r.status as MessageRow['status'],
    attempts: Number(r.attempts),
    nextAttemptDt: iso(r.next_attempt_dt) as string,
    lastError: str(r.last_error),
    sentDt: iso(r.sent_dt),
    createDt: iso(r.create_dt) as string,
  };
}

const inBranch = (branchId: number) => sql`(m.order_id is null or o.branch_id = ${branchId})`;

export async function listMessages(db: Db, principal: Principal, q: MessagesQuery) {
  const where: SQL[] = [inBranch(principal.selectedBranchId)];
  if (q.status) where.push(sql`m.status = ${q.status}`);
  if (q.kind) where.push(sql`m.kind = ${q.kind}`);
  if (q.channel) where.push(sql`m.channel = ${q.channel}`);
  // Days on the operator's clock, whatever the database's zone.
  const day = sql`(m.create_dt at time zone ${operatorTimeZone()})::date`;
  if (q.from) where.push(sql`${day} >= ${q.from}::date`);
  if (q.to) where.push(sql`${day} <= ${q.to}::date`);
  const search = q.search?.trim();
  if (search) {
    // Not a link's body: a search by the token's letters would tell it one by one.
    const like = containing(search);
    where.push(
      sql`(m.recipient ilike ${like} or m.recipient_name ilike ${like} or m.subject ilike ${like} or (m.kind not in ('INVITE', 'RESET') and m.body ilike ${like}))`,
    );
  }
  const filter = sql.join(where, sql` and `);
  const size = q.size ?? DEFAULT_PAGE_SIZE;
  const page = q.page ?? 0;
  const from = sql`from message_outbox m left join orders o on o.id = m.order_id where ${filter}`;
  const [rows, counted] = [
    await db.execute<Raw>(sql`select m.*, o.order_ref_id ${from} order by m.create_dt desc, m.id desc limit ${size} offset ${page * size}`),
    await db.execute<{ n: number }>(sql`select count(*)::int as n ${from}`),
  ];
  const total = Number(counted.rows[0]?.n ?? 0);
  return { rows: rows.rows.map(rowOf), page: { size, totalElements: total, totalPages: Math.ceil(total / size), number: page } };
}

/** One message of the selected branch (or of no order), or 404. */
async function oneMessage(db: Db, principal: Principal, id: number): Promise<MessageRow> {
  const found = await db.execute<Raw>(sql`
    select m.*, o.order_ref_id from message_outbox m left join orders o on o.id = m.order_id
    where m.id = ${id} and ${inBranch(principal.selectedBranchId)}`);
  if (!found.rows[0]) throw notFound(srvText('srv.notFound', { what: MESSAGE_LABEL, id }));
  return rowOf(found.rows[0]);
}

/**
 * Sends a FAILED message again: back to PENDING, due now, its tries counted from 0. A PENDING one is
 * answered as it is (the worker has it: making it due now could send it twice while a try is under
 * way); a SENT one is 409 (a second copy would be a second message).
 */
export async function retryMessage(db: Db, principal: Principal, id: number): Promise<MessageRow> {
  const message = await oneMessage(db, principal, id);
  if (message.status === 'SENT') throw conflict(srvText('srv.portal.msg.sentAlready', { id }));
  if (message.status === 'FAILED') {
    await db.execute(sql`update message_outbox set status = 'PENDING', next_attempt_dt = now(), attempts = 0 where id = ${id} and status = 'FAILED'`);
  }
  return oneMessage(db, principal, id);
}

/** The metrics' backlog of the messages: PENDING, FAILED (the outbox gauges' dead), the oldest PENDING's age. */
export async function messagesBacklog(db: Db): Promise<{ pending: number; dead: number; oldestPendingSeconds: number | null }> {
  const found = await db.execute<Raw>(sql`
    select count(*) filter (where status = 'PENDING')::int as pending, count(*) filter (where status = 'FAILED')::int as failed,
      extract(epoch from now() - min(create_dt) filter (where status = 'PENDING')) as oldest
    from message_outbox where status in ('PENDING', 'FAILED')`);
  const r = found.rows[0] ?? {};
  return { pending: Number(r.pending ?? 0), dead: Number(r.failed ?? 0), oldestPendingSeconds: r.oldest == null ? null : Math.max(0, Number(r.oldest)) };
}
