import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerOutbox } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { type Exposition, familyOf, parsePrometheus, samplesOf, valueOf } from './prometheus-text.js';

// Issue 29: GET /limo/metrics, each family it promises, and that each moves (docs/operations.md, "Metrics and traces").

/** Every family the issue asks for, by the name the server exports. */
export const REQUIRED_FAMILIES = [
  'limo_http_request_duration_seconds',
  'limo_db_pool_connections',
  'limo_db_pool_max_connections',
  'limo_db_statement_timeouts_total',
  'limo_db_unreachable_total',
  'limo_outbox_pending_messages',
  'limo_outbox_dead_messages',
  'limo_outbox_oldest_pending_age_seconds',
  'limo_realtime_sockets',
  'limo_realtime_connected_sockets',
  'limo_realtime_events_emitted_total',
  'limo_signin_failures_total',
  'limo_signin_lockouts_total',
  'limo_sms_messages_total',
  'limo_ready',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
  'process_resident_memory_bytes',
];

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

async function scrape(app = t): Promise<Exposition> {
  const res = await app.app.inject({ method: 'GET', url: '/limo/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  return parsePrometheus(res.body);
}
const requests = (e: Exposition, labels: Record<string, string>) => valueOf(e, 'limo_http_request_duration_seconds_count', labels) ?? 0;

beforeAll(async () => {
  // Two failures lock an (account, address) pair: the lockout test needs few slow Argon2 checks.
  t = await createTestApp({ signIn: { perIpPerMinute: 1000, perAccountFailures: 2, perAccountWindowSeconds: 900 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

describe('GET /limo/metrics', () => {
  it('answers Prometheus text in which every line parses and every family asked for is present', async () => {
    await t.app.inject({ method: 'GET', url: '/limo/health' }); // so the histogram has a series
    const res = await t.app.inject({ method: 'GET', url: '/limo/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const e = parsePrometheus(res.body);
    const families = new Set(e.samples.map((s) => familyOf(e, s.name)));
    for (const name of REQUIRED_FAMILIES) expect(e.types.has(name), `${name} declared`).toBe(true);
    // Known label values start at 0: every family has a sample before anything happened.
    for (const name of REQUIRED_FAMILIES) expect(families.has(name), `${name} has a sample`).toBe(true);
    expect(e.types.get('limo_http_request_duration_seconds')).toBe('histogram');
    expect(valueOf(e, 'limo_ready')).toBe(1);
    expect(valueOf(e, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1e6);
  });

  it('counts a call under its route pattern, method and status, never its URL; unknown paths under one label', async () => {
    const before = await scrape();
    const route = { route: '/limo/node/langs/:lng', method: 'GET', status: '200' };
    expect((await t.app.inject({ method: 'GET', url: '/limo/node/langs/en' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/limo/node/langs/zh-HK' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/limo/api/no-such-thing/123' })).statusCode).toBe(404);
    const after = await scrape();
    expect(requests(after, route) - requests(before, route)).toBe(2);
    const unmatched = { route: 'unmatched', method: 'GET', status: '404' };
    expect(requests(after, unmatched) - requests(before, unmatched)).toBe(1);
    const labels = new Set(samplesOf(after, 'limo_http_request_duration_seconds_count').map((s) => s.labels.route));
    expect([...labels].filter((r) => /\/en$|\/zh-HK$|123/.test(r))).toEqual([]);
    // The buckets are cumulative and end with +Inf equal to the count.
    const inf = valueOf(after, 'limo_http_request_duration_seconds_bucket', { ...route, le: '+Inf' });
    expect(inf).toBe(requests(after, route));
  });

  it('counts failed sign-ins, and a lockout of the (account, address) pair', async () => {
    const before = await scrape();
    const signIn = () => t.app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'hr', password: 'not-the-password' } });
    expect((await signIn()).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(429);
    const after = await scrape();
    expect((valueOf(after, 'limo_signin_failures_total') ?? 0) - (valueOf(before, 'limo_signin_failures_total') ?? 0)).toBe(2);
    expect(valueOf(after, 'limo_signin_lockouts_total', { kind: 'pair' })).toBe(1);
  });

  it('counts sockets by channel, and the events sent to them', async () => {
    const dispatcher = await t.login('dispatcher');
    const connect = (channels: string[]) => {
      const socket = io(url, { path: '/limo/socket.io', auth: { token: dispatcher, channels }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      return new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    };
    const grid = await connect(['schedule', 'gps']);
    const board = await connect(['dashboard']);
    const e = await scrape();
    expect(valueOf(e, 'limo_realtime_connected_sockets')).toBe(2);
    expect(valueOf(e, 'limo_realtime_sockets', { channel: 'schedule' })).toBe(1);
    expect(valueOf(e, 'limo_realtime_sockets', { channel: 'gps' })).toBe(1);
    expect(valueOf(e, 'limo_realtime_sockets', { channel: 'dashboard' })).toBe(1);
    // Each instance sends the dashboards open on it every 5 s.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no dashboard event within 7 s')), 7000);
      board.once('dashboard', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    expect(valueOf(await scrape(), 'limo_realtime_events_emitted_total', { channel: 'dashboard' })).toBeGreaterThanOrEqual(1);
    grid.disconnect();
    board.disconnect();
    await new Promise((r) => setTimeout(r, 100));
    expect(valueOf(await scrape(), 'limo_realtime_connected_sockets')).toBe(0);
  });

  it("shows a partner outbox message in the backlog, with its age, until it leaves; the pool's figures", async () => {
    const e0 = await scrape();
    expect(valueOf(e0, 'limo_outbox_pending_messages', { outbox: 'partner' })).toBe(0);
    expect(valueOf(e0, 'limo_outbox_oldest_pending_age_seconds', { outbox: 'partner' })).toBe(0);
    const [row] = await t.database.db
      .insert(partnerOutbox)
      .values({
        partner: 'chinaLink',
        eventId: randomUUID(),
        streamKey: 'booking:METRICS',
        path: '/events',
        payload: {},
        createDt: new Date(Date.now() - 120_000),
      })
      .returning({ id: partnerOutbox.id });
    const e1 = await scrape();
    expect(valueOf(e1, 'limo_outbox_pending_messages', { outbox: 'partner' })).toBe(1);
    expect(valueOf(e1, 'limo_outbox_oldest_pending_age_seconds', { outbox: 'partner' })).toBeGreaterThanOrEqual(119);
    await t.database.db.delete(partnerOutbox).where(eq(partnerOutbox.id, row.id));
    expect(valueOf(await scrape(), 'limo_outbox_pending_messages', { outbox: 'partner' })).toBe(0);

    const pool = t.database.poolStats();
    const database = { database: t.database.kind };
    expect(valueOf(e1, 'limo_db_pool_connections', database)).toBe(pool.total);
    expect(valueOf(e1, 'limo_db_pool_max_connections', database)).toBe(pool.max);
    if (t.database.kind === 'pglite') {
      // One in-process connection: its queue is not visible, so idle and waiting are left out, not made up.
      expect(samplesOf(e1, 'limo_db_pool_idle_connections')).toEqual([]);
      expect(samplesOf(e1, 'limo_db_pool_waiting_clients')).toEqual([]);
    } else {
      expect(valueOf(e1, 'limo_db_pool_waiting_clients')).toBe(0);
      expect(valueOf(e1, 'limo_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    }
  });

  it('is not in the API docs, like the health and readiness probes', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).not.toContain('/limo/metrics');
    expect(Object.keys(docs.paths)).not.toContain('/limo/health');
  });
});
