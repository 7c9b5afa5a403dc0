import { operatorNow } from '@limo/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import * as t from '../src/db/schema/index.js';
import { backoffMs, deleteOldApiHistories, OutboxWorker } from '../src/integrations/chinalink/outbox-worker.js';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp, testConfig } from './harness.js';
import { bookingWorld, documented, fakePartner, OUTBOX_ROUTES, until } from './partner-outbox-fixtures.js';

// The partner outbox and its worker: events out in order, exactly once, retried, logged (issue 18, docs/partner-feed.md).

const TOKEN = 'our-outbound-token-0123456789';
let app: TestApp;
let admin: string;
let partner: Awaited<ReturnType<typeof fakePartner>>;
let world: Awaited<ReturnType<typeof bookingWorld>>;
const workers: OutboxWorker[] = [];

/** A worker of the test's own, quick: 10 ms polls and 20 ms backoff. */
function worker(url: string | null = partner.url) {
  const w = new OutboxWorker(app.database.db, { settings: { url: url ?? undefined, token: TOKEN }, pollMs: 10, backoffBaseMs: 20, backoffMaxMs: 100 });
  workers.push(w);
  return w;
}
const outboxOf = (partnerOrderId: string) =>
  app.database.db
    .select()
    .from(t.partnerOutbox)
    .where(eq(t.partnerOutbox.streamKey, `booking:${partnerOrderId}`))
    .orderBy(asc(t.partnerOutbox.id));
const eventsOf = (partnerOrderId: string) => partner.delivered().filter((e) => e.partnerOrderId === partnerOrderId);

beforeAll(async () => {
  partner = await fakePartner();
  // The app runs no worker of its own here: each test drives its own.
  app = await createTestApp({ outboxPollMs: 0, chinaLink: { url: partner.url, token: TOKEN } });
  admin = await app.login('admin');
  world = await bookingWorld(app, admin);
});
afterAll(async () => {
  for (const w of workers) await w.stop();
  await app?.close();
  await partner?.close();
});

const soon = operatorNow(Date.now() + 10 * 60_000);

describe('events out', () => {
  it('sends ASSIGNED with the driver and plate, then each mark, in order and each once; with the token, never logged', async () => {
    const b = await world.booking();
    // POB and COMPLETED wait for a near pick-up (the booking is priced on the 2030 rate card first).
    await app.database.db.update(t.orderVehicles).set({ pickupDate: soon.date, pickupTime: soon.time }).where(eq(t.orderVehicles.id, b.orderVehicleId));
    const d = await world.driver();
    const car = await world.vehicle();
    await world.assign(b, d.id, car);
    for (const s of ['ACK', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED']) await world.mark(d.token, b.orderVehicleId, s);
    const [plate] = await app.database.db.select({ p: t.vehicles.licensePlateNo }).from(t.vehicles).where(eq(t.vehicles.id, car));

    expect((await outboxOf(b.partnerOrderId)).map((r) => r.status)).toEqual(Array(6).fill('PENDING'));
    const w = worker();
    w.start();
    await until(() => eventsOf(b.partnerOrderId).length >= 6, 15_000, 'six events');
    await w.stop();

    const events = eventsOf(b.partnerOrderId);
    expect(events.map((e) => e.event)).toEqual(['ASSIGNED', 'ACK', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED']);
    expect(events[0]).toMatchObject({ partnerOrderId: b.partnerOrderId, driverName: d.name, driverMobile: d.mobile, plate: plate.p });
    expect(new Set(events.map((e) => e.eventId)).size).toBe(6);
    for (const e of events) expect(Date.parse(e.at as string)).not.toBeNaN();
    expect(partner.received.filter((r) => r.body.partnerOrderId === b.partnerOrderId).every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);

    const rows = await outboxOf(b.partnerOrderId);
    expect(rows.map((r) => [r.status, r.attempts, r.orderId])).toEqual(Array(6).fill(['SENT', 1, b.orderId]));
    const logs = await app.database.db.select().from(t.apiHistories).where(eq(t.apiHistories.orderId, b.orderId));
    expect(logs).toHaveLength(6);
    expect(logs.every((l) => l.direction === 'OUT' && l.responseStatus === 200 && l.attempt === 1 && l.url === `${partner.url}/events`)).toBe(true);
    expect(JSON.stringify(logs)).not.toContain(TOKEN);
  });

  it('cancelling our order cancels its booking and tells the partner CANCELLED, once', async () => {
    const b = await world.booking();
    const cancelled = await world.cancel(b.order);
    const [booking] = await app.database.db.select().from(t.partnerBookings).where(eq(t.partnerBookings.id, b.bookingId));
    expect(booking.status).toBe('CANCELLED');
    // A later change of the cancelled order tells the partner nothing more.
    const again = await client(app).put(
      admin,
      `/limo/api/updateOrder/${cancelled.id}`,
      { ...cancelled, remarks: 'after the cancel' },
      { 'if-match': `"${cancelled.version}"` },
    );
    expect(again.statusCode, again.body).toBe(200);
    await worker().drain();
    expect(eventsOf(b.partnerOrderId).map((e) => [e.event, e.partnerOrderId])).toEqual([['CANCELLED', b.partnerOrderId]]);
    const resent = await client(app).post(admin, `/limo/node/api/chinaLink/updateDriverJobs/${b.bookingId}/1`, undefined);
    expect(resent.json()).toMatchObject({ event: 'CANCELLED' });
    await worker().drain();
    expect(eventsOf(b.partnerOrderId).map((e) => e.eventId)).toEqual([expect.any(String), resent.json().eventId]);
  });

  it('writes nothing for an order vehicle of no booking', async () => {
    const job = await world.plainJob();
    const d = await world.driver();
    const before = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(t.partnerOutbox);
    await world.assign(job, d.id);
    await world.mark(d.token, job.orderVehicleId, 'ACK');
    const after = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(t.partnerOutbox);
    expect(after[0].n).toBe(before[0].n);
  });

  it('a partner answering 500 three times then 200 gets each event once, in order; the log has attempts 1 to 4', async () => {
    const b = await world.booking();
    const d = await world.driver();
    await world.assign(b, d.id);
    await world.mark(d.token, b.orderVehicleId, 'ACK');
    await world.mark(d.token, b.orderVehicleId, 'ON_THE_WAY');
    partner.failNext(3);
    // Two workers at once, as two instances: the lease keeps a message with one of them.
    const [w1, w2] = [worker(), worker()];
    w1.start();
    w2.start();
    await until(() => eventsOf(b.partnerOrderId).length >= 3, 15_000, 'three events');
    await Promise.all([w1.stop(), w2.stop()]);

    expect(eventsOf(b.partnerOrderId).map((e) => e.event)).toEqual(['ASSIGNED', 'ACK', 'ON_THE_WAY']);
    const calls = partner.received.filter((r) => r.body.partnerOrderId === b.partnerOrderId);
    expect(calls.map((c) => [c.body.event, c.status])).toEqual([
      ['ASSIGNED', 500],
      ['ASSIGNED', 500],
      ['ASSIGNED', 500],
      ['ASSIGNED', 200],
      ['ACK', 200],
      ['ON_THE_WAY', 200],
    ]);
    // Every attempt of one event carries its eventId.
    expect(new Set(calls.slice(0, 4).map((c) => c.body.eventId)).size).toBe(1);
    const [first] = await outboxOf(b.partnerOrderId);
    expect(first).toMatchObject({ status: 'SENT', attempts: 4 });
    const logs = await app.database.db
      .select()
      .from(t.apiHistories)
      .where(sql`${t.apiHistories.requestBody}::jsonb->>'eventId' = ${first.eventId}`)
      .orderBy(asc(t.apiHistories.id));
    expect(logs.map((l) => [l.attempt, l.responseStatus])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
      [4, 200],
    ]);
    expect(logs[0].responseBody).toContain('partner is down');
  });

  it('keeps messages PENDING and calls nobody when CHINALINK_URL is unset', async () => {
    const b = await world.booking();
    const d = await world.driver();
    await world.assign(b, d.id);
    const calls = partner.received.length;
    expect(await worker(null).tick()).toBe(0);
    expect(partner.received.length).toBe(calls);
    expect((await outboxOf(b.partnerOrderId)).map((r) => [r.status, r.attempts])).toEqual([['PENDING', 0]]);
    await worker().drain();
  });

  it('backs off 1 s doubling up to 5 min, and marks a message DEAD once it is 24 h old', async () => {
    expect([1, 2, 3, 9, 10, 30].map((n) => backoffMs(n))).toEqual([1000, 2000, 4000, 256_000, 300_000, 300_000]);
    const b = await world.booking();
    const d = await world.driver();
    await world.assign(b, d.id);
    await app.database.db.execute(sql`update partner_outbox set create_dt = now() - interval '25 hours' where stream_key = ${`booking:${b.partnerOrderId}`}`);
    partner.failNext(1);
    await worker().tick();
    const [row] = await outboxOf(b.partnerOrderId);
    expect(row).toMatchObject({ status: 'DEAD', attempts: 1, lastError: expect.stringContaining('HTTP 500') });
    expect(eventsOf(b.partnerOrderId)).toHaveLength(0);

    // By hand: due now, and delivered at the next round.
    const api = client(app);
    const retried = await api.post(admin, `/limo/node/api/chinaLink/retry/${row.id}`, undefined);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: row.id, eventId: row.eventId, status: 'PENDING' });
    await documented(app, OUTBOX_ROUTES[1], retried);
    await worker().drain();
    expect(eventsOf(b.partnerOrderId).map((e) => e.eventId)).toEqual([row.eventId]);
    expect((await api.post(admin, `/limo/node/api/chinaLink/retry/${row.id}`, undefined)).statusCode).toBe(409);
    expect((await api.post(admin, '/limo/node/api/chinaLink/retry/999999999', undefined)).statusCode).toBe(404);
  });

  it('retries from an API log row by the eventId it carried', async () => {
    const b = await world.booking();
    const d = await world.driver();
    await world.assign(b, d.id);
    partner.failNext(1);
    await worker().tick();
    const [log] = await app.database.db.select().from(t.apiHistories).where(eq(t.apiHistories.orderId, b.orderId));
    expect(log.responseStatus).toBe(500);
    const res = await client(app).post(admin, `/limo/node/api/chinaLink/retryLog/${log.id}`, undefined);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await outboxOf(b.partnerOrderId);
    expect(res.json()).toMatchObject({ id: row.id, status: 'PENDING' });
    await documented(app, OUTBOX_ROUTES[2], res);
    expect(Date.parse(res.json().nextAttemptAt)).toBeLessThanOrEqual(Date.now() + 1000);
    await worker().drain();
    expect(eventsOf(b.partnerOrderId)).toHaveLength(1);
  });
});

describe('updateDriverJobs', () => {
  it("queues the job's current status again with a new eventId; 409 before a driver, 404 for no booking", async () => {
    const api = client(app);
    const b = await world.booking();
    const none = await api.post(admin, `/limo/node/api/chinaLink/updateDriverJobs/${b.bookingId}/1`, undefined);
    expect(none.statusCode, none.body).toBe(409);
    expect((await api.post(admin, '/limo/node/api/chinaLink/updateDriverJobs/999999999/1', undefined)).statusCode).toBe(404);

    const d = await world.driver();
    await world.assign(b, d.id);
    const assigned = await api.post(admin, `/limo/node/api/chinaLink/updateDriverJobs/${b.bookingId}/1`, undefined);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ id: b.bookingId, partnerOrderId: b.partnerOrderId, event: 'ASSIGNED' });
    await documented(app, OUTBOX_ROUTES[0], assigned);

    await world.mark(d.token, b.orderVehicleId, 'ACK');
    await world.mark(d.token, b.orderVehicleId, 'ON_THE_WAY');
    const again = await api.post(admin, `/limo/node/api/chinaLink/updateDriverJobs/${b.bookingId}/1`, undefined);
    expect(again.json()).toMatchObject({ event: 'ON_THE_WAY' });
    await worker().drain();
    const events = eventsOf(b.partnerOrderId);
    expect(events.map((e) => e.event)).toEqual(['ASSIGNED', 'ASSIGNED', 'ACK', 'ON_THE_WAY', 'ON_THE_WAY']);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(5);
    expect(events[4]).toMatchObject({ eventId: again.json().eventId, driverName: d.name, at: events[3].at });

    // The ORDERAPI right opens it: HR has none.
    const hr = await app.login('hr');
    expect((await api.post(hr, `/limo/node/api/chinaLink/updateDriverJobs/${b.bookingId}/1`, undefined)).statusCode).toBe(403);
  });
});

describe('the worker of the app', () => {
  it('delivers, after a new app starts on the same database, the events left pending when the first closed', async () => {
    const down = await fakePartner();
    down.failNext(1_000_000);
    const first = await createTestApp({ outboxPollMs: 20, chinaLink: { url: down.url, token: TOKEN } });
    const database = first.database;
    try {
      const firstAdmin = await first.login('admin');
      const w = await bookingWorld(first, firstAdmin);
      const b = await w.booking();
      const d = await w.driver();
      await w.assign(b, d.id);
      await w.mark(d.token, b.orderVehicleId, 'ACK');
      await until(() => down.received.length >= 1, 10_000, 'a first attempt');
      await first.app.close();
      await down.close();
      const pending = await database.db
        .select()
        .from(t.partnerOutbox)
        .where(eq(t.partnerOutbox.streamKey, `booking:${b.partnerOrderId}`));
      expect(pending.map((r) => r.status)).toEqual(['PENDING', 'PENDING']);

      const second = await buildApp({ config: testConfig({ outboxPollMs: 20, chinaLink: { url: partner.url, token: TOKEN } }), database, logger: false });
      await second.ready();
      try {
        await until(() => eventsOf(b.partnerOrderId).length >= 2, 15_000, 'the pending events');
      } finally {
        await second.close();
      }
      expect(eventsOf(b.partnerOrderId).map((e) => e.event)).toEqual(['ASSIGNED', 'ACK']);
      expect(eventsOf(b.partnerOrderId)[0].eventId).toBe(pending[0].eventId);
    } finally {
      await database.close();
    }
  });
});

describe('retention', () => {
  it('deletes API log rows older than apiHistoryDays', async () => {
    const db = app.database.db;
    await db.execute(sql`update sys_parameters set parm_value = '30' where parm_key = 'apiHistoryDays'`);
    const [old] = await db
      .insert(t.apiHistories)
      .values({ partner: 'chinaLink', direction: 'OUT', method: 'POST', url: 'http://x/events', createDt: new Date(Date.now() - 31 * 86_400_000) })
      .returning();
    const [recent] = await db
      .insert(t.apiHistories)
      .values({ partner: 'chinaLink', direction: 'OUT', method: 'POST', url: 'http://x/events', createDt: new Date(Date.now() - 29 * 86_400_000) })
      .returning();
    expect(await deleteOldApiHistories(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: t.apiHistories.id })
      .from(t.apiHistories)
      .where(sql`${t.apiHistories.id} in (${old.id}, ${recent.id})`);
    expect(left.map((r) => r.id)).toEqual([recent.id]);
  });
});
