import { renderServerText, renderSmsTemplate, srvText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';
import { defaultPortalBody, type PortalTemplateKind, portalTemplateCode } from '../../db/seed/portal-templates.js';
import type { Events } from '../../engine/events.js';
import { trackingUrl } from '../../engine/public-links.js';
import type { MessageChannel } from '@limo/domain';
import { queueMessageOnce } from './outbox.js';
import { type Language, type PortalFacts, orderVehicleIdsOf, portalFacts, type Recipient } from './portal-facts.js';

/*
 * The messages to a portal order's booker and opted-in passengers (issue 33, docs/portal.md
 * "Messages"), queued in the transaction of the change that causes them: a change rolled back queues
 * nothing. Each by email when the person has an address and by SMS when a mobile, rendered from the
 * kind's SMS template (PORTAL_<kind>) in the person's language. About the whole order (confirmed,
 * rejected) the booker is told once. Queued once per order vehicle, kind, channel and recipient: a second driverAssigned for the same driver queues nothing, another driver does.
 */

export interface PortalMessageOptions {
  /** Where the tracking links point: PUBLIC_URL, else this server's own address. */
  trackingBase: string;
  log?: FastifyBaseLogger;
}

export function queuePortalMessages(events: Events, options: PortalMessageOptions) {
  const about = (tx: Tx, orderVehicleId: number, kind: PortalTemplateKind, reason?: string) => queueAbout(tx, orderVehicleId, kind, options, reason);
  // About the whole order: the booker once (with the first car's facts), each car's passengers about their car.
  const aboutOrder = async (tx: Tx, orderId: number, kind: PortalTemplateKind, reason?: string) => {
    const cars = await orderVehicleIdsOf(tx, orderId);
    for (const [i, id] of cars.entries()) await queueAbout(tx, id, kind, options, reason, { booker: i === 0 });
  };
  events.inTransaction('portalOrderConfirmed', (tx, e) => aboutOrder(tx, e.orderId, 'CONFIRMED'));
  events.inTransaction('portalOrderRejected', (tx, e) => aboutOrder(tx, e.orderId, 'REJECTED', e.reason));
  events.inTransaction('driverAssigned', (tx, e) => about(tx, e.orderVehicleId, 'ASSIGNED'));
  events.inTransaction('jobStatusChanged', async (tx, e) => {
    if (e.jobStatus === 'ON_THE_WAY' || e.jobStatus === 'ARRIVED') await about(tx, e.orderVehicleId, e.jobStatus);
  });
}

/**
 * What makes a message of the kind new: the driver of ASSIGNED; for CONFIRMED the order's version at the confirmation
 * (each confirmation bumps it), so a booking changed and confirmed again is told again, whatever changed.
 */
function topicOf(kind: PortalTemplateKind, facts: PortalFacts): string | null {
  if (kind === 'ASSIGNED') return facts.driverId !== null ? `driver:${facts.driverId}` : `outsourced:${facts.outsourcedDriver ?? ''}`;
  if (kind === 'CONFIRMED') return `confirm:${facts.orderVersion}`;
  return null;
}

/** Queues the kind's messages about one order vehicle of a portal order; answers how many were queued. */
export async function queueAbout(
  tx: Tx,
  orderVehicleId: number,
  kind: PortalTemplateKind,
  options: PortalMessageOptions,
  reason?: string,
  who: { booker: boolean } = { booker: true },
): Promise<number> {
  const facts = await portalFacts(tx, orderVehicleId);
  // Not a portal order; or a job cancelled meanwhile, which is told nothing but its rejection.
  if (!facts || (kind !== 'REJECTED' && !facts.live)) return 0;
  const topic = topicOf(kind, facts);
  const tracking = kind !== 'CONFIRMED' && kind !== 'REJECTED' && facts.trackingToken ? trackingUrl(options.trackingBase, facts.trackingToken) : undefined;
  const bodies = await templateOf(tx, kind);
  let queued = 0;
  // The booker is the one with a client user; passengers have none.
  for (const person of facts.recipients.filter((p) => who.booker || p.clientUserId === null)) {
    for (const [channel, to] of [
      ['EMAIL', person.email],
      ['SMS', person.mobile],
    ] as [MessageChannel, string | null][]) {
      if (!to) continue;
      const fresh = await queueMessageOnce(tx, {
        kind,
        channel,
        to,
        toName: person.name,
        language: person.language,
        subject: renderServerText(person.language, srvText(`srv.portal.msg.subject.${kind}`, { ref: facts.orderRefId })),
        text: render(bodies, kind, person, facts, { trackingUrl: tracking, reason }),
        orderId: facts.orderId,
        orderVehicleId,
        clientId: facts.clientId,
        clientUserId: person.clientUserId,
        topic,
      });
      if (fresh) queued++;
    }
  }
  return queued;
}

type Bodies = { en: string | null; 'zh-HK': string | null };

/** The kind's template as staff left it on the SMS template screen; a body gone or emptied is the first one. */
async function templateOf(tx: Tx, kind: PortalTemplateKind): Promise<Bodies> {
  const found = await tx.execute<{ body_eng: string | null; body_chi: string | null }>(
    sql`select body_eng, body_chi from smses where lower(sms_code) = lower(${portalTemplateCode(kind)}) limit 1`,
  );
  const row = found.rows[0];
  return { en: row?.body_eng?.trim() || null, 'zh-HK': row?.body_chi?.trim() || null };
}

function render(bodies: Bodies, kind: PortalTemplateKind, person: Recipient, facts: PortalFacts, extra: { trackingUrl?: string; reason?: string }) {
  const lang: Language = person.language;
  const source = bodies[lang] ?? defaultPortalBody(kind, lang);
  return renderSmsTemplate(source, facts.values(lang, extra)).text.trim();
}
