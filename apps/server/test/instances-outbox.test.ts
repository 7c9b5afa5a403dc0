import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { CHINALINK } from '../src/integrations/chinalink/outbox.js';
import { OutboxWorker } from '../src/integrations/chinalink/outbox-worker.js';
import { type Instance, postgresServer, startInstance } from './instances-fixtures.js';
import { until } from './partner-outbox-fixtures.js';

// Issue 19 part 2: the partner outbox is delivered once across instances, one worker per instance
// (FOR UPDATE SKIP LOCKED with a lease), and what a dead instance had claimed goes out after its lease.

type Delivery = { token: string; eventId: string; stream: string; seq: number };

/** A partner on 127.0.0.1, port 0, that answers each event after `delayMs` (or never, when `silent`), keeping who sent what. */
async function partner(opts: { delayMs?: number; silent?: boolean } = {}) {
  const received: Delivery[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const body = JSON.parse(text) as { eventId: string; stream: string; seq: number };
      received.push({ token: String(req.headers.authorization).replace('Bearer ', ''), ...body });
      if (opts.silent) return void hanging.push(res);
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/partner`,
    received,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

let pgServer: Awaited<ReturnType<typeof postgresServer>>;
let url: string;
let fake: Awaited<ReturnType<typeof partner>>;
const instances: Instance[] = [];

beforeAll(async () => {
  pgServer = await postgresServer();
  url = await pgServer.seeded();
  fake = await partner({ delayMs: 100 });
}, 120_000);

afterAll(async () => {
  for (const i of instances) await i.close();
  await fake?.close();
  await pgServer?.close();
});

const start = async (token: string) => {
  const instance = await startInstance(url, { chinaLink: { url: fake.url, token }, outboxPollMs: 50 });
  instances.push(instance);
  return instance;
};

/** `streams` streams of `each` messages, written in one transaction as a change would; answers their event ids in order. */
async function enqueue(db: Instance['database']['db'], prefix: string, streams: number, each: number) {
  const rows = [];
  for (let seq = 0; seq < each; seq++)
    for (let s = 0; s < streams; s++) {
      const eventId = randomUUID();
      rows.push({ partner: CHINALINK, eventId, streamKey: `${prefix}:${s}`, path: '/events', payload: { eventId, stream: `${prefix}:${s}`, seq } });
    }
  await db.insert(t.partnerOutbox).values(rows);
  return rows.map((r) => r.eventId);
}

const statusOf = async (db: Instance['database']['db'], eventIds: string[]) =>
  db
    .select({ eventId: t.partnerOutbox.eventId, status: t.partnerOutbox.status, nextAttemptAt: t.partnerOutbox.nextAttemptAt, sentDt: t.partnerOutbox.sentDt })
    .from(t.partnerOutbox)
    .where(inArray(t.partnerOutbox.eventId, eventIds));

/** Every event delivered exactly once, and each stream's messages in the order written. */
function expectOnceInOrder(eventIds: string[], prefix: string) {
  const mine = fake.received.filter((d) => d.stream.startsWith(`${prefix}:`));
  for (const id of eventIds)
    expect(
      mine.filter((d) => d.eventId === id),
      `deliveries of ${id}`,
    ).toHaveLength(1);
  const byStream = new Map<string, number[]>();
  for (const d of mine) byStream.set(d.stream, [...(byStream.get(d.stream) ?? []), d.seq]);
  for (const [stream, seqs] of byStream) expect(seqs, stream).toEqual([...seqs].sort((x, y) => x - y));
  return mine;
}

describe('the partner outbox on several instances', () => {
  it('delivers every message once, the two workers sharing the work', async () => {
    const [a] = [await start('token-a'), await start('token-b')];
    const ids = await enqueue(a.database.db, 'one', 60, 2);
    await until(async () => (await statusOf(a.database.db, ids)).every((r) => r.status === 'SENT'), 60_000, 'all messages SENT');
    const mine = expectOnceInOrder(ids, 'one');
    expect(mine).toHaveLength(ids.length);
    expect(new Set(mine.map((d) => d.token))).toEqual(new Set(['token-a', 'token-b']));
  });

  it('delivers the rest once when an instance is closed mid-way', async () => {
    const [a, b] = instances;
    const ids = await enqueue(b.database.db, 'two', 40, 2);
    await until(() => fake.received.some((d) => d.stream.startsWith('two:')), 10_000, 'a first delivery');
    await a.close();
    instances.splice(0, 1);
    await until(async () => (await statusOf(b.database.db, ids)).every((r) => r.status === 'SENT'), 60_000, 'all messages SENT');
    expect(expectOnceInOrder(ids, 'two')).toHaveLength(ids.length);
  });

  it("sends what a dead instance had claimed once its lease ends, and the dead one's late answer changes nothing", async () => {
    // No live worker: the dying one claims first, then its calls never come back (a frozen or killed process).
    const [b] = instances.splice(0, 1);
    await b.close();
    const probe = await startInstance(url, { outboxPollMs: 0 });
    instances.push(probe);
    const db = probe.database.db;
    const ids = await enqueue(db, 'three', 10, 1);
    const blackHole = await partner({ silent: true });
    const dying = new OutboxWorker(db, { settings: { url: blackHole.url, token: 'token-dead' }, pollMs: 60_000, leaseMs: 1500, timeoutMs: 60_000 });
    const lost = dying.tick();
    await until(() => blackHole.received.length === ids.length, 10_000, 'the dying worker to claim every message');
    const leases = await statusOf(db, ids);
    for (const row of leases) expect(row.status, row.eventId).toBe('PENDING');

    await start('token-c');
    await until(async () => (await statusOf(db, ids)).every((r) => r.status === 'SENT'), 30_000, 'all messages SENT');
    const mine = expectOnceInOrder(ids, 'three');
    expect(mine.map((d) => d.token)).toEqual(Array(ids.length).fill('token-c'));
    // Sent only after the dead instance's lease ended.
    const sent = new Map((await statusOf(db, ids)).map((r) => [r.eventId, r.sentDt]));
    for (const lease of leases) expect((sent.get(lease.eventId) as Date).getTime(), lease.eventId).toBeGreaterThanOrEqual(lease.nextAttemptAt.getTime());

    // The frozen instance wakes to failed calls: the messages stay SENT.
    await blackHole.close();
    await lost;
    for (const row of await statusOf(db, ids)) expect(row.status, row.eventId).toBe('SENT');
  });
});
