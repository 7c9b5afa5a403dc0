import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { queueMessage } from '../src/modules/messages/outbox.js';
import { MessagesWorker } from '../src/modules/messages/worker.js';
import { smsGateway } from '../src/modules/sms/sms.gateway.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { type Gateway, startGateway } from './order-sms-fixtures.js';
import { documented } from './partner-outbox-fixtures.js';
import { makePricingCard } from './pricing-card.js';
import { MESSAGE_ROUTES } from './portal-messages-fixtures.js';

/*
 * The message log (issue 33, docs/portal.md "Messages"): GET /limo/api/messages (filters, search,
 * pages, the selected branch's) and POST /limo/api/messages/{id}/retry (a FAILED one sent again, a
 * SENT one 409), for who holds ORDERING.
 */

let gateway: Gateway;
let app: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
const SZ = { 'x-branch-id': '1' };
const ids: Record<string, number> = {};
const db = () => app.database.db;
const list = (query = '', token = admin, headers?: Record<string, string>) => api.get(token, `/limo/api/messages${query}`, headers);
const names = (res: { json(): { _embedded: { messages: { recipient: string }[] } } }) => res.json()._embedded.messages.map((m) => m.recipient);

beforeAll(async () => {
  gateway = await startGateway();
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  const card = await makePricingCard(app, admin);
  const make = orderMaker(app, admin, card);
  const hk = await make.create(card.c1, [make.vehicle()]);
  const sz = await make.create(card.c1, [make.vehicle({ vehicleTypeId: card.vt1 })], {}, SZ);
  const queue = (name: string, m: Partial<Parameters<typeof queueMessage>[1]>) =>
    db().transaction(async (tx) => {
      ids[name] = await queueMessage(tx, {
        kind: 'CONFIRMED',
        channel: 'EMAIL',
        to: `${name}@example.hk`,
        language: 'en',
        subject: `About ${name}`,
        text: `Text of ${name}`,
        ...m,
      });
    });
  await queue('sent', { orderId: hk.id, orderVehicleId: hk.orderVehicles[0].id, toName: 'Sam Sent' });
  await queue('failed', { orderId: hk.id, kind: 'ASSIGNED', channel: 'SMS', to: '9123 4567', text: 'Your driver is Test' });
  await queue('pending', { orderId: hk.id, kind: 'ARRIVED', language: 'zh-HK' });
  await queue('shenzhen', { orderId: sz.id, kind: 'REJECTED' });
  await queue('invite', { kind: 'INVITE' });
  await db().execute(
    sql`update message_outbox set status = 'SENT', attempts = 1, sent_dt = now(), create_dt = '2030-05-01T10:00:00+08:00' where id = ${ids.sent}`,
  );
  await db().execute(
    sql`update message_outbox set status = 'FAILED', attempts = 5, last_error = 'mailbox unavailable', create_dt = '2030-05-02T23:30:00+08:00' where id = ${ids.failed}`,
  );
  await db().execute(sql`update message_outbox set create_dt = '2030-05-03T00:30:00+08:00' where id = ${ids.pending}`);
  // The PENDING ones wait an hour, out of the worker's way.
  await db().execute(sql`update message_outbox set next_attempt_dt = now() + interval '1 hour' where status = 'PENDING'`);
});
afterAll(async () => {
  await app?.close();
  await gateway?.close();
});

describe('GET /limo/api/messages', () => {
  it("lists the selected branch's messages and those about no order, newest first, as documented", async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    await documented(app, MESSAGE_ROUTES[0], res);
    // Written in 2030 (set above): newer than the invitation written today.
    expect(names(res)).toEqual(['pending@example.hk', '9123 4567', 'sent@example.hk', 'invite@example.hk']);
    expect(res.json()._embedded.messages[1]).toMatchObject({
      kind: 'ASSIGNED',
      channel: 'SMS',
      status: 'FAILED',
      attempts: 5,
      lastError: 'mailbox unavailable',
    });
    expect(res.json()._embedded.messages[2]).toMatchObject({
      recipientName: 'Sam Sent',
      subject: 'About sent',
      body: 'Text of sent',
      orderRefId: expect.any(String),
    });
    expect(names(await list('', admin, SZ))).toEqual(['invite@example.hk', 'shenzhen@example.hk']);
  });

  it('filters by status, kind, channel, the days written on the operator clock and a search; pages', async () => {
    expect(names(await list('?status=FAILED'))).toEqual(['9123 4567']);
    expect(names(await list('?kind=INVITE'))).toEqual(['invite@example.hk']);
    expect(names(await list('?channel=SMS'))).toEqual(['9123 4567']);
    // 23:30 and 00:30 Hong Kong time are two days, whatever the database's zone.
    expect(names(await list('?from=2030-05-02&to=2030-05-02'))).toEqual(['9123 4567']);
    expect(names(await list('?from=2030-05-01&to=2030-05-03'))).toEqual(['pending@example.hk', '9123 4567', 'sent@example.hk']);
    expect(names(await list('?search=SAM%20sent'))).toEqual(['sent@example.hk']);
    expect(names(await list('?search=driver%20is'))).toEqual(['9123 4567']);
    const page = await list('?size=2&page=1');
    expect(page.json().page).toEqual({ size: 2, totalElements: 4, totalPages: 2, number: 1 });
    expect(names(page)).toEqual(['sent@example.hk', 'invite@example.hk']);
  });

  it('refuses a bad filter (400) and a user without ORDERING (403)', async () => {
    expectError(await list('?status=LOST'), 400);
    expectError(await list('?from=2030-05-03&to=2030-05-01'), 400);
    expectError(await list('?size=0'), 400);
    expectError(await list('?colour=red'), 400);
    expectError(await list('', await app.login('hr')), 403);
  });
});

describe('POST /limo/api/messages/{id}/retry', () => {
  it('puts a FAILED message back to PENDING, due now, its tries from 0; the worker then sends it', async () => {
    const res = await api.post(admin, `/limo/api/messages/${ids.failed}/retry`, undefined);
    expect(res.statusCode, res.body).toBe(200);
    await documented(app, MESSAGE_ROUTES[1], res);
    expect(res.json()).toMatchObject({ id: ids.failed, status: 'PENDING', attempts: 0, lastError: 'mailbox unavailable' });
    expect(new Date(res.json().nextAttemptDt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const suffix = '@sms.example.hk';
    await db().update(t.sysParameters).set({ parmValue: suffix }).where(eq(t.sysParameters.parmKey, 'smsGatewaySuffix'));
    // The others wait an hour: only the retried message is due.
    await new MessagesWorker(db(), { mailer: smsGateway(gateway.url), pollMs: 0 }).tick();
    expect(gateway.received.map((m) => m.to)).toEqual([[`85291234567${suffix}`]]);
    const [row] = await db().select().from(t.messageOutbox).where(eq(t.messageOutbox.id, ids.failed));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
  });

  it('refuses a SENT message (409), answers a PENDING one as it is, and 404s one of another branch or none', async () => {
    expectError(await api.post(admin, `/limo/api/messages/${ids.sent}/retry`, undefined), 409, `Message ${ids.sent} was sent already: it is not sent again`);
    const pending = await api.post(admin, `/limo/api/messages/${ids.pending}/retry`, undefined);
    expect(pending.json()).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(new Date(pending.json().nextAttemptDt).getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
    expectError(await api.post(admin, `/limo/api/messages/${ids.shenzhen}/retry`, undefined), 404, `Message ${ids.shenzhen} not found`);
    expectError(await api.post(admin, `/limo/api/messages/999999/retry`, undefined), 404);
    expectError(await api.post(await app.login('hr'), `/limo/api/messages/${ids.pending}/retry`, undefined), 403);
  });
});
