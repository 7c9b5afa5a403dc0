import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, openPglite } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { REPO_ROOT, serverCommand } from './compiled-server.js';
import { migratedDataFolder } from './data-folder.js';

/*
 * Issue 18: "a server killed while events are pending delivers them after restart". The real entry point
 * runs as a child process and is killed with SIGKILL while the partner refuses its events; the next
 * server on the same data folder delivers them, in order, each accepted once.
 */

const dir = migratedDataFolder('limo-outbox-kill-');
const children: ChildProcess[] = [];
const pids: number[] = [];

/** A partner that answers 500 while `down`, else 200, and keeps every event it was sent. */
function fakePartner() {
  const state = { down: true, received: [] as { eventId: string; event: string; status: number }[] };
  const server: HttpServer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const status = state.down ? 500 : 200;
      const event = JSON.parse(body || '{}') as { eventId: string; event: string };
      state.received.push({ eventId: event.eventId, event: event.event, status });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        state,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

/** Starts main.ts on the data folder with the partner's URL; resolves once it listens. */
function startServer(partnerUrl: string): Promise<number> {
  const child = spawn('sh', ['-c', `${serverCommand()} & echo "server-pid $!"; exec sleep 600`], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      JWT_SECRET: '',
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      ADMIN_PASSWORD: 'Outbox-Kill-Pass-2026',
      CHINALINK_URL: partnerUrl,
      CHINALINK_TOKEN: 'outbox-kill-test-token',
      OUTBOX_POLL_MS: '100',
      // The message in flight at the kill is sent again once its lease ends: 5 s here, not a minute.
      OUTBOX_LEASE_MS: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((done, fail) => {
    let output = '';
    let pid = 0;
    const timer = setTimeout(() => fail(new Error(`the server did not start in time:\n${output}`)), 90_000);
    const onData = (d: Buffer) => {
      output += d;
      pid ||= Number(/server-pid (\d+)/.exec(output)?.[1] ?? 0);
      if (/Cannot start/.test(output)) {
        clearTimeout(timer);
        fail(new Error(`the server refused to start:\n${output}`));
      }
      if (pid && /Limo back office on http:\/\/localhost:\d+\//.test(output)) {
        clearTimeout(timer);
        pids.push(pid);
        done(pid);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

/**
 * Opens the folder once the killed server has let go of its lock: the kernel tears a SIGKILLed
 * process down in its own time (seconds on a busy machine), so wait for that, not a fixed delay.
 */
async function openWhenFreed(ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await openPglite(dir);
    } catch (err) {
      if (!(err instanceof DataDirInUseError) || Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const until = async (what: string, ok: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

afterAll(() => {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('the partner outbox across a killed server', () => {
  it('delivers the events pending when the server was killed, after a new one starts, in order and each accepted once', async () => {
    const partner = await fakePartner();
    try {
      // A first start migrates the folder; then three events of one booking wait in the outbox.
      process.kill(await startServer(partner.url), 'SIGKILL');
      const database = await openWhenFreed();
      const events = ['ACK', 'ON_THE_WAY', 'ARRIVED'].map((event) => ({ eventId: randomUUID(), event }));
      try {
        for (const e of events) {
          await database.db.insert(t.partnerOutbox).values({
            partner: 'chinaLink',
            eventId: e.eventId,
            streamKey: 'booking:KILL-1',
            path: '/events',
            payload: { eventId: e.eventId, partnerOrderId: 'KILL-1', event: e.event, at: new Date().toISOString() },
          });
        }
      } finally {
        await database.close();
      }

      // The partner refuses: the server retries the first event, and is killed between its attempts.
      const second = await startServer(partner.url);
      await until('two refused attempts', () => partner.state.received.length >= 2, 30_000);
      process.kill(second, 'SIGKILL');
      await (await openWhenFreed()).close();
      expect(partner.state.received.every((r) => r.status === 500 && r.eventId === events[0].eventId)).toBe(true);

      // The partner is back and so is the server: every event arrives, in the order written.
      partner.state.down = false;
      await startServer(partner.url);
      const accepted = () => partner.state.received.filter((r) => r.status === 200);
      // A message in flight at the kill waits for its lease (OUTBOX_LEASE_MS) to end before it is sent again.
      await until('the three events accepted', () => accepted().length >= 3, 60_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(accepted().map((r) => r.eventId)).toEqual(events.map((e) => e.eventId));
      expect(accepted().map((r) => r.event)).toEqual(['ACK', 'ON_THE_WAY', 'ARRIVED']);
    } finally {
      await partner.close();
    }
    // And the outbox says so, read after the last server is gone.
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    const database = await openWhenFreed();
    try {
      const rows = await database.db.select().from(t.partnerOutbox).where(eq(t.partnerOutbox.streamKey, 'booking:KILL-1')).orderBy(asc(t.partnerOutbox.id));
      expect(rows.map((r) => r.status)).toEqual(['SENT', 'SENT', 'SENT']);
      const log = await database.db.select().from(t.apiHistories).where(eq(t.apiHistories.direction, 'OUT'));
      expect(log.length).toBe(rows.reduce((n, r) => n + r.attempts, 0));
      expect(log.every((r) => !JSON.stringify(r).includes('outbox-kill-test-token'))).toBe(true);
    } finally {
      await database.close();
    }
  }, 240_000);
});
