import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { partnerOutbox } from '../../db/schema/index.js';

export const CHINALINK = 'chinaLink';

export interface OutboxMessage {
  /** Messages of one stream are delivered one after another in the order written: `booking:<partnerOrderId>`, `trip:<tripId>`. */
  streamKey: string;
  /** Path under the partner's base URL: `/events`, `/trips`. */
  path: string;
  payload: Record<string, unknown>;
  orderId?: number | null;
}

/**
 * Writes a message to the partner in the caller's transaction, so it is sent exactly when the change
 * that causes it commits. Events carry their eventId in the payload: the partner drops repeats by it.
 */
export async function enqueuePartnerMessage(tx: Tx, message: OutboxMessage): Promise<string> {
  const eventId = randomUUID();
  const payload = message.path === '/events' ? { eventId, ...message.payload } : message.payload;
  await tx.insert(partnerOutbox).values({
    partner: CHINALINK,
    eventId,
    streamKey: message.streamKey,
    path: message.path,
    payload,
    orderId: message.orderId ?? null,
  });
  return eventId;
}

/** The outbox's backlog now (metrics, read at scrape time): waiting and given-up messages, and the oldest waiting one's age. */
export async function partnerOutboxBacklog(db: Db): Promise<{ pending: number; dead: number; oldestPendingSeconds: number | null }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${partnerOutbox.status} = 'PENDING')`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${partnerOutbox.status} = 'DEAD')`.mapWith(Number),
      oldest: sql<number | null>`extract(epoch from now() - min(${partnerOutbox.createDt}) filter (where ${partnerOutbox.status} = 'PENDING'))`,
    })
    .from(partnerOutbox)
    .where(inArray(partnerOutbox.status, ['PENDING', 'DEAD']));
  return { pending: row.pending, dead: row.dead, oldestPendingSeconds: row.oldest === null ? null : Math.max(0, Number(row.oldest)) };
}
