import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { orderMaker } from './enquiry-fixtures.js';
import { code } from './files-helpers.js';
import type { TestApp } from './harness.js';
import type { PricingCard } from './pricing-card.js';

/*
 * Portal orders for the messages' tests (issue 33): an order of the pricing card's client made by the
 * staff call, then marked as the portal's booking does it (docs/portal.md "Messages": a portal_orders
 * row with the booker, the passengers' opt-in in portal_order_passengers).
 */

/** The message log's calls (issue 33); portal-messages-log.test.ts calls each against its documented answer. */
export const MESSAGE_ROUTES = ['GET /limo/api/messages', 'POST /limo/api/messages/{id}/retry'];
/** Its call with an :id, for ids.test.ts. */
export const MESSAGE_ID_ROUTES = [{ method: 'POST', path: '/limo/api/messages/:id/retry', label: 'Message' }];

export const SUFFIX = '@sms.example.hk';
export const SMS_SUBJECT = 'Harbour Limo SMS';
export const PUBLIC_URL = 'https://limo.example.hk';

/** The SMS gateway's parameters the messages are addressed with. */
export async function gatewayParameters(app: TestApp) {
  const db = app.database.db;
  await db.update(t.sysParameters).set({ parmValue: SUFFIX }).where(eq(t.sysParameters.parmKey, 'smsGatewaySuffix'));
  await db.update(t.sysParameters).set({ parmValue: SMS_SUBJECT }).where(eq(t.sysParameters.parmKey, 'smsSubject'));
}

export interface PortalOrder {
  orderId: number;
  orderVehicleId: number;
  version: number;
  ref: string;
  bookerId: number;
  token: string;
}

export const BOOKER = { name: 'Brenda Booker', email: 'brenda@hkjc.example', mobile: '9876 5432', language: 'en' } as const;
export const PASSENGER = { name: '黃太', email: 'wong@example.hk', mobile: '+86 138 0013 8000', language: 'zh-HK' } as const;

/** A portal order: its booker (email and mobile, English), a passenger who opted in (Chinese) and one who did not, a tracking token. */
export async function portalOrder(
  app: TestApp,
  admin: string,
  card: PricingCard,
  over: { pickupDate?: string; pickupTime?: string } = {},
): Promise<PortalOrder> {
  const db = app.database.db;
  const make = orderMaker(app, admin, card);
  const order = await make.create(card.c1, [
    make.vehicle({
      pickupDate: over.pickupDate ?? '2030-06-10',
      pickupTime: over.pickupTime ?? '09:00',
      orderPaxes: [{ paxName: 'Mrs Wong' }, { paxName: 'Mr Wong' }],
    }),
  ]);
  const [booker] = await db
    .insert(t.clientUsers)
    .values({ clientId: card.c1, username: code('booker', 30), ...BOOKER, role: 'BOOKER' })
    .returning({ id: t.clientUsers.id });
  const v = order.orderVehicles[0];
  const token = code('tok', 40);
  await db.execute(sql`insert into portal_orders (order_id, client_user_id) values (${order.id}, ${booker.id})`);
  const passenger = async (seq: number, p: { name: string; email: string; mobile: string; language: string }, notify: number) =>
    db.execute(sql`
      insert into portal_order_passengers (order_vehicle_id, seq, order_id, name, mobile, email, language, notify)
      values (${v.id}, ${seq}, ${order.id}, ${p.name}, ${p.mobile}, ${p.email}, ${p.language}, ${notify})`);
  await passenger(1, PASSENGER, 1);
  await passenger(2, { name: 'Mr Wong', email: 'mr.wong@example.hk', mobile: '6111 2222', language: 'en' }, 0);
  await db.update(t.orderVehicles).set({ trackingToken: token }).where(eq(t.orderVehicles.id, v.id));
  const [row] = await db.select({ version: t.orderVehicles.version }).from(t.orderVehicles).where(eq(t.orderVehicles.id, v.id));
  expect(order.orderRefId).toBeTruthy();
  return { orderId: order.id, orderVehicleId: v.id, version: row.version, ref: order.orderRefId as string, bookerId: booker.id, token };
}

export type Outbox = typeof t.messageOutbox.$inferSelect;

/** The outbox rows of an order vehicle, oldest first. */
export async function outboxOf(app: TestApp, orderVehicleId: number): Promise<Outbox[]> {
  return app.database.db.select().from(t.messageOutbox).where(eq(t.messageOutbox.orderVehicleId, orderVehicleId)).orderBy(t.messageOutbox.id);
}

/** What the tests compare: kind, channel, recipient, language. */
export const shape = (rows: Outbox[]) => rows.map((r) => [r.kind, r.channel, r.recipient, r.language]);

/** The four messages of one kind: the booker by email and SMS (English), the opted-in passenger by email and SMS (Chinese). */
export const toEveryone = (kind: string) => [
  [kind, 'EMAIL', BOOKER.email, 'en'],
  [kind, 'SMS', BOOKER.mobile, 'en'],
  [kind, 'EMAIL', PASSENGER.email, 'zh-HK'],
  [kind, 'SMS', PASSENGER.mobile, 'zh-HK'],
];
