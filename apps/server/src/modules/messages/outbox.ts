import type { MessageChannel, MessageKind } from '@limo/domain';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/*
 * The outbox of emails and SMS to bookers and passengers (issue 33, docs/portal.md "Messages"): a
 * message is written in the transaction of the change that causes it, so it exists exactly when the
 * change commits, and the messages worker sends it once.
 */

export interface QueuedMessage {
  kind: MessageKind;
  channel: MessageChannel;
  /** An email address, or a mobile number for SMS. */
  to: string;
  toName?: string | null;
  language: 'en' | 'zh-HK';
  subject?: string | null;
  /** Already rendered in `language`. */
  text: string;
  orderId?: number | null;
  orderVehicleId?: number | null;
  clientId?: number | null;
  clientUserId?: number | null;
  /** What makes the message new for its order vehicle, kind and recipient (the driver of ASSIGNED): a repeat is not queued (subscribers.ts). */
  topic?: string | null;
}

/** Writes one PENDING message in the caller's transaction; answers its id. */
export async function queueMessage(tx: Tx, m: QueuedMessage): Promise<number> {
  const [row] = await tx.insert(t.messageOutbox).values(columns(m)).returning({ id: t.messageOutbox.id });
  return row.id;
}

/**
 * Writes the message unless one of the same order vehicle, kind, channel, recipient and topic is queued
 * (message_outbox_once_idx); answers whether it was. A racing transaction's copy waits on the index, then is dropped.
 */
export async function queueMessageOnce(tx: Tx, m: QueuedMessage & { orderVehicleId: number }): Promise<boolean> {
  const rows = await tx.insert(t.messageOutbox).values(columns(m)).onConflictDoNothing().returning({ id: t.messageOutbox.id });
  return rows.length > 0;
}

function columns(m: QueuedMessage) {
  return {
    kind: m.kind,
    channel: m.channel,
    recipient: m.to,
    recipientName: m.toName ?? null,
    language: m.language,
    subject: m.subject ?? null,
    body: m.text,
    orderId: m.orderId ?? null,
    orderVehicleId: m.orderVehicleId ?? null,
    clientId: m.clientId ?? null,
    clientUserId: m.clientUserId ?? null,
    topic: m.topic ?? null,
  };
}
