import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { Events } from '../src/engine/events.js';
import { smsGateway } from '../src/modules/sms/sms.gateway.js';
import { queueMessage } from '../src/modules/messages/outbox.js';
import { ownOrigin } from '../src/engine/public-links.js';
import { queuePortalMessages } from '../src/modules/messages/subscribers.js';
import { MessagesWorker } from '../src/modules/messages/worker.js';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { type Gateway, readMail, startGateway } from './order-sms-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import {
  BOOKER,
  outboxOf,
  PASSENGER,
  gatewayParameters,
  portalOrder,
  type PortalOrder,
  PUBLIC_URL,
  shape,
  SMS_SUBJECT,
  SUFFIX,
  toEveryone,
} from './portal-messages-fixtures.js';
import { crew } from './scheduling-fixtures.js';

/*
 * The messages to a portal order's booker and opted-in passengers (issue 33, docs/portal.md
 * "Messages"): queued in the change's transaction for each kind, once per order vehicle, kind and
 * recipient, rendered from the PORTAL_* templates in each one's language; sent once by the worker to a
 * local SMTP server (emails to their address, SMS to the gateway's), even with two workers at once.
 */

let gateway: Gateway;
let app: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let card: PricingCard;
let typeName: string;
/** The portal's happenings, published as the portal's booking publishes them (its own registry, the app's subscribers). */
const portal = new Events();
const db = () => app.database.db;
const at = (hhmm: string) => `2030-06-10T${hhmm}:00+08:00`;
const publish = (name: 'portalOrderConfirmed' | 'portalOrderRejected', e: { orderId: number; reason?: string }) =>
  portal.transaction(db(), undefined, (tx) => portal.publish(tx, name, { reason: '', ...e }));
const worker = (over: Partial<ConstructorParameters<typeof MessagesWorker>[1]> = {}) =>
  new MessagesWorker(db(), { mailer: smsGateway(gateway.url), pollMs: 0, backoffBaseMs: 0, ...over });

beforeAll(async () => {
  gateway = await startGateway();
  app = await createTestApp({ publicUrl: PUBLIC_URL });
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  await gatewayParameters(app);
  queuePortalMessages(portal, { trackingBase: PUBLIC_URL });
  [{ typeName }] = await db().select({ typeName: t.vehicleTypes.vehicleTypeDescEng }).from(t.vehicleTypes).where(eq(t.vehicleTypes.id, card.vt));
});
afterAll(async () => {
  await app?.close();
  await gateway?.close();
});
beforeEach(() => {
  gateway.received.length = 0;
  gateway.refuse = null;
});

async function assign(order: PortalOrder, driverId: number, vehicleId: number) {
  const [{ version }] = await db().select({ version: t.orderVehicles.version }).from(t.orderVehicles).where(eq(t.orderVehicles.id, order.orderVehicleId));
  const res = await api.post(admin, '/limo/api/updateOrderVehicle', { orderVehicleId: order.orderVehicleId, version, driverId, vehicleId, override: true });
  expect(res.statusCode, res.body).toBe(200);
}
/** A new driver ('Test Driver') and car on the job; answers the plate. */
async function assignNew(order: PortalOrder): Promise<string> {
  const people = crew(app, admin);
  const car = await people.vehicle();
  await assign(order, await people.driver(), car);
  const [{ plate }] = await db().select({ plate: t.vehicles.licensePlateNo }).from(t.vehicles).where(eq(t.vehicles.id, car));
  return plate;
}
const correct = async (body: Record<string, unknown>) => {
  const res = await api.post(admin, '/limo/api/updateOrderByDriverJob', body);
  expect(res.statusCode, res.body).toBe(200);
};

describe('the PORTAL_* templates', () => {
  it('are seeded on a new database, one per kind, in English and Chinese, on the SMS template screen', async () => {
    const res = await api.get(admin, '/limo/api/smses?q=PORTAL_&size=50');
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json()._embedded.smses as { smsCode: string; bodyEng: string; bodyChi: string }[]).filter((r) => r.smsCode.startsWith('PORTAL_'));
    expect(rows.map((r) => r.smsCode).sort()).toEqual(['PORTAL_ARRIVED', 'PORTAL_ASSIGNED', 'PORTAL_CONFIRMED', 'PORTAL_ON_THE_WAY', 'PORTAL_REJECTED']);
    for (const row of rows) {
      expect(row.bodyEng, row.smsCode).toMatch(/\{orderRefId\}|\{driverFirstName\}/);
      expect(row.bodyChi, row.smsCode).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('queued in the transaction of the change', () => {
  it('CONFIRMED: the booker and the opted-in passenger, by email and SMS, each in their language; nobody else', async () => {
    const order = await portalOrder(app, admin, card);
    await publish('portalOrderConfirmed', { orderId: order.orderId });
    const rows = await outboxOf(app, order.orderVehicleId);
    expect(shape(rows)).toEqual(toEveryone('CONFIRMED'));
    const en = `Booking ${order.ref} is confirmed: 10/06/2030 09:00, Test Airport to Test Peninsula, ${typeName}.`;
    const zh = `訂單${order.ref}已確認：10/06/2030 09:00，Test Airport往Test Peninsula，${typeName}。`;
    expect(rows.map((r) => r.body)).toEqual([en, en, zh, zh]);
    expect(rows.map((r) => r.subject)).toEqual([...Array(2).fill(`Booking ${order.ref} confirmed`), ...Array(2).fill(`訂單 ${order.ref} 已確認`)]);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'PENDING', attempts: 0, orderId: order.orderId, clientId: card.c1 });
      expect(row.clientUserId).toBe(row.recipient === BOOKER.email || row.recipient === BOOKER.mobile ? order.bookerId : null);
    }
    // Confirmed again unchanged: told once.
    await publish('portalOrderConfirmed', { orderId: order.orderId });
    expect(await outboxOf(app, order.orderVehicleId)).toHaveLength(4);
  });

  it('a change rolled back queues nothing', async () => {
    const order = await portalOrder(app, admin, card);
    const failing = portal.transaction(db(), undefined, async (tx) => {
      await portal.publish(tx, 'portalOrderConfirmed', { orderId: order.orderId });
      expect(await tx.select().from(t.messageOutbox).where(eq(t.messageOutbox.orderVehicleId, order.orderVehicleId))).toHaveLength(4);
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect(await outboxOf(app, order.orderVehicleId)).toEqual([]);
  });

  it('REJECTED: with the reason the operator gave', async () => {
    const order = await portalOrder(app, admin, card);
    await publish('portalOrderRejected', { orderId: order.orderId, reason: 'No car that day' });
    const rows = await outboxOf(app, order.orderVehicleId);
    expect(shape(rows)).toEqual(toEveryone('REJECTED'));
    expect(rows[0].body).toBe(`We cannot take booking ${order.ref} (10/06/2030 09:00, Test Airport): No car that day`);
    expect(rows[2].body).toBe(`抱歉，未能接受訂單${order.ref}（10/06/2030 09:00，Test Airport）：No car that day`);
  });

  it('ASSIGNED with the tracking link when a driver is put on the job; the same driver again queues nothing, another driver does', async () => {
    const order = await portalOrder(app, admin, card);
    const people = crew(app, admin);
    const [first, second, car, car2] = [await people.driver(), await people.driver(), await people.vehicle(), await people.vehicle()];
    await db().update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, first));
    const [{ plate }] = await db().select({ plate: t.vehicles.licensePlateNo }).from(t.vehicles).where(eq(t.vehicles.id, car));
    await assign(order, first, car);
    const rows = await outboxOf(app, order.orderVehicleId);
    expect(shape(rows)).toEqual(toEveryone('ASSIGNED'));
    const link = `${PUBLIC_URL}/t/${order.token}`;
    expect(rows[0].body).toBe(`Booking ${order.ref}: your driver for 10/06/2030 09:00 at Test Airport is Test, ${typeName} ${plate}. Follow the car: ${link}`);
    expect(rows[2].body).toBe(`訂單${order.ref}：10/06/2030 09:00在Test Airport接載的司機為陳師傅，${typeName} ${plate}。查看車輛位置：${link}`);
    await assign(order, first, car2);
    expect(await outboxOf(app, order.orderVehicleId)).toHaveLength(4);
    await assign(order, second, car2);
    const after = await outboxOf(app, order.orderVehicleId);
    expect(shape(after.slice(4))).toEqual(toEveryone('ASSIGNED'));
    expect(after[4].body).toContain(link);
  });

  it('ON_THE_WAY and ARRIVED from the job status, once each; other statuses queue nothing', async () => {
    const order = await portalOrder(app, admin, card);
    const plate = await assignNew(order);
    const id = order.orderVehicleId;
    await correct({ orderVehicleId: id, jobStatus: 'ACK', ackTime: at('08:00') });
    await correct({ orderVehicleId: id, jobStatus: 'ON_THE_WAY', ackTime: at('08:00'), onTheWayTime: at('08:20') });
    await correct({ orderVehicleId: id, jobStatus: 'ARRIVED', ackTime: at('08:00'), onTheWayTime: at('08:20'), arrivedTime: at('08:50') });
    await correct({ orderVehicleId: id, jobStatus: 'ON_THE_WAY', ackTime: at('08:00'), onTheWayTime: at('08:20') });
    await correct({ orderVehicleId: id, jobStatus: 'POB', ackTime: at('08:00'), onTheWayTime: at('08:20'), pobTime: at('09:05') });
    const rows = (await outboxOf(app, id)).filter((r) => r.kind !== 'ASSIGNED');
    expect(shape(rows)).toEqual([...toEveryone('ON_THE_WAY'), ...toEveryone('ARRIVED')]);
    expect(rows[0].body).toBe(`Test is on the way to Test Airport in ${typeName} ${plate}. Follow the car: ${PUBLIC_URL}/t/${order.token}`);
    expect(rows[6].body).toBe(`司機Test已到達Test Airport，${typeName} ${plate}。${PUBLIC_URL}/t/${order.token}`);
    expect(rows[4].subject).toBe(`Your car has arrived (booking ${order.ref})`);
  });

  it('an order not booked on the portal is told nothing', async () => {
    const order = await portalOrder(app, admin, card);
    await db().execute(sql`delete from portal_orders where order_id = ${order.orderId}`);
    await publish('portalOrderConfirmed', { orderId: order.orderId });
    await assignNew(order);
    expect(await outboxOf(app, order.orderVehicleId)).toEqual([]);
  });

  it("renders the template as staff edited it on the SMS template screen, the other language's body kept", async () => {
    const [tpl] = await db().select().from(t.smses).where(eq(t.smses.smsCode, 'PORTAL_REJECTED'));
    const res = await api.patch(
      admin,
      `/limo/api/smses/${tpl.id}`,
      { bodyEng: 'Sorry, {orderRefId} is declined: {reason}' },
      { 'if-match': `"${tpl.version}"` },
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = await portalOrder(app, admin, card);
    await publish('portalOrderRejected', { orderId: order.orderId, reason: 'Fully booked' });
    const rows = await outboxOf(app, order.orderVehicleId);
    expect(rows.map((r) => r.body)).toEqual([
      ...Array(2).fill(`Sorry, ${order.ref} is declined: Fully booked`),
      ...Array(2).fill(`抱歉，未能接受訂單${order.ref}（10/06/2030 09:00，Test Airport）：Fully booked`),
    ]);
  });
});

describe('the worker', () => {
  // Each test sends its own messages only.
  beforeEach(async () => {
    await db().delete(t.messageOutbox);
  });
  it('sends each message exactly once with two workers ticking at once: emails to the address, SMS to the gateway; SENT', async () => {
    const order = await portalOrder(app, admin, card);
    await publish('portalOrderConfirmed', { orderId: order.orderId });
    const [one, two] = [worker({ batch: 2 }), worker({ batch: 2 })];
    const tried = await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()]);
    await Promise.all([one.drain(), two.drain()]);
    expect(tried.reduce((a, b) => a + b, 0)).toBe(4);
    const mine = gateway.received.filter((m) => readMail(m.raw).text.includes(order.ref));
    expect(mine.map((m) => m.to[0]).sort()).toEqual([BOOKER.email, `85298765432${SUFFIX}`, `8613800138000${SUFFIX}`, PASSENGER.email].sort());
    const byTo = Object.fromEntries(mine.map((m) => [m.to[0], readMail(m.raw)]));
    expect(byTo[BOOKER.email].headers.subject).toBe(`Booking ${order.ref} confirmed`);
    expect(byTo[`85298765432${SUFFIX}`].headers.subject).toBe(SMS_SUBJECT);
    expect(byTo[`8613800138000${SUFFIX}`].text).toBe(`訂單${order.ref}已確認：10/06/2030 09:00，Test Airport往Test Peninsula，${typeName}。`);
    for (const row of await outboxOf(app, order.orderVehicleId)) {
      expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
      expect(row.sentDt).toBeInstanceOf(Date);
    }
  });

  it('mails the ASSIGNED message with the tracking link', async () => {
    const order = await portalOrder(app, admin, card);
    await assignNew(order);
    await worker().drain();
    const mail = gateway.received.find((m) => m.to[0] === BOOKER.email && readMail(m.raw).text.includes(order.ref));
    expect(readMail(mail?.raw ?? '').text).toContain(`Follow the car: ${PUBLIC_URL}/t/${order.token}`);
  });

  it('keeps a refused message PENDING with its error, then FAILED after the last try; without SMTP_URL FAILED at once', async () => {
    const order = await portalOrder(app, admin, card);
    await publish('portalOrderConfirmed', { orderId: order.orderId });
    gateway.refuse = 'mailbox unavailable';
    await worker({ maxAttempts: 2 }).tick();
    for (const row of await outboxOf(app, order.orderVehicleId))
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: expect.stringContaining('mailbox unavailable') });
    await worker({ maxAttempts: 2 }).tick();
    for (const row of await outboxOf(app, order.orderVehicleId)) expect(row).toMatchObject({ status: 'FAILED', attempts: 2, sentDt: null });
    const other = await portalOrder(app, admin, card);
    await publish('portalOrderConfirmed', { orderId: other.orderId });
    await worker({ mailer: smsGateway(undefined) }).tick();
    for (const row of await outboxOf(app, other.orderVehicleId)) expect(row).toMatchObject({ status: 'FAILED', attempts: 1, lastError: 'SMTP_URL is not set' });
    expect(gateway.received).toEqual([]);
  });
});

describe('in the app', () => {
  it('runs the worker where MESSAGES_POLL_MS > 0: a queued message goes out by itself', async () => {
    const running = await createTestApp({ smtpUrl: gateway.url, messagesPollMs: 20 });
    try {
      const id = await running.database.db.transaction((tx) =>
        queueMessage(tx, { kind: 'INVITE', channel: 'EMAIL', to: 'new.booker@hkjc.example', language: 'en', subject: 'Welcome', text: 'Set your password' }),
      );
      const status = async () => (await running.database.db.select().from(t.messageOutbox).where(eq(t.messageOutbox.id, id)))[0].status;
      for (let i = 0; i < 100 && (await status()) !== 'SENT'; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await status()).toBe('SENT');
      expect(gateway.received.map((m) => m.to)).toEqual([['new.booker@hkjc.example']]);
    } finally {
      await running.close();
    }
  });

  it('points the tracking links at PUBLIC_URL, else at this server', () => {
    expect(ownOrigin({ publicUrl: PUBLIC_URL, host: '0.0.0.0', port: 8080 })).toBe(PUBLIC_URL);
    expect(ownOrigin({ host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(ownOrigin({ host: '127.0.0.1', port: 9000 })).toBe('http://127.0.0.1:9000');
    expect(ownOrigin({ host: '::1', port: 9000 })).toBe('http://[::1]:9000');
  });
});
