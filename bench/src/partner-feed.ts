// The chinaLink partner feed (issue 18, Deliver 4): 1,000 bookings in a minute from the partner while 50
// dispatcher sockets listen; the time from each POST to the first `schedule` event carrying its order
// (accept-to-grid), and how fast the outbox delivers status events to the partner, none twice.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextDate, operatorToday } from '@limo/domain';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openPostgres, type Tx } from '../../apps/server/src/db/client.js';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo.js';
import { enqueuePartnerMessage } from '../../apps/server/src/integrations/chinalink/outbox.js';
import { freePort, waitFor } from './orders.js';
import { percentile } from './stats.js';

const BOOKINGS = 1000;
const SECONDS = 60;
const SOCKETS = 50;
/** Every ASSIGN_EVERY-th accepted booking gets a driver through assignDriver while the bookings come in. */
const ASSIGN_EVERY = 5;
/** Status events a booking gets in the backlog written at once after the minute. */
const BACKLOG_EVENTS = ['ACK', 'ON_THE_WAY'] as const;
const POLL_MS = 200;

interface Spread {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
export interface PartnerFeedBench {
  bookings: number;
  seconds: number;
  sockets: number;
  statuses: Record<string, number>;
  /** POST /limo/partner/v1/orders, send to answer (ms). */
  post: Spread;
  /** Send of the POST to the first socket's `schedule` event carrying the new order (ms). */
  acceptToGrid: Spread;
  /** The same at every socket: deliveries owed (accepted × sockets), got, and their spread. */
  deliveries: { owed: number; got: number } & Spread;
  /** assignDriver calls during the minute, and each call's send to its ASSIGNED at the partner (ms). */
  assigned: { calls: number; received: number } & Spread;
  /** Status events written to the outbox in one transaction, then delivered by the worker. */
  backlog: { events: number; seconds: number; perSecond: number; outOfOrder: number };
  /** Over the whole run: events the partner got, distinct eventIds, repeats, outbox rows not SENT, attempts beyond the first. */
  events: { received: number; distinct: number; duplicated: number; notSent: number; retries: number };
  pollMs: number;
}

const spread = (xs: number[]): Spread => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s[s.length - 1] ?? 0 };
};

/** The partner's side: POST /events answered 200 at once; every event kept with its arrival time. */
function fakePartner() {
  const got: { eventId: string; partnerOrderId: string; event: string; at: number }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/events') {
        const e = JSON.parse(body) as { eventId: string; partnerOrderId: string; event: string };
        got.push({ eventId: e.eventId, partnerOrderId: e.partnerOrderId, event: e.event, at: performance.now() });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else res.writeHead(404).end();
    });
  });
  const listening = new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
  return { got, listening, close: () => new Promise((r) => server.close(r)) };
}

async function until(done: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}

/** The booking of the i-th call: every field maps (CL-SEDAN, HKG-T1 → SZB), a day of the coming fortnight. */
function booking(id: string, i: number, today: string) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    partnerOrderId: id,
    serviceType: 'Arrival',
    pickupDate: nextDate(today, 1 + (i % 14)),
    pickupTime: `${pad(6 + (i % 16))}:${pad((i * 7) % 60)}`,
    flightNo: `CX${100 + (i % 800)}`,
    pickupLocationCode: 'HKG-T1',
    dropoffLocationCode: 'SZB',
    vehicleTypeCode: 'CL-SEDAN',
    paxCount: 2,
    paxName: `Bench Passenger ${i}`,
    paxTel: '+86 139 0000 0000',
  };
}

export async function benchPartnerFeed(s: { url: string; serverEnv: NodeJS.ProcessEnv }): Promise<PartnerFeedBench> {
  const partner = fakePartner();
  const port = await freePort();
  // A server of its own: the partner's URL and a short outbox poll are settings read at start.
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...s.serverEnv,
      PORT: String(port),
      CHINALINK_URL: `http://127.0.0.1:${await partner.listening}`,
      CHINALINK_TOKEN: 'bench-partner-token',
      OUTBOX_POLL_MS: String(POLL_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pool = new pg.Pool({ connectionString: s.url, max: 4 });
  const database = await openPostgres(s.url, 2);
  const sockets: Socket[] = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/limo/health`);
    const hk = Number((await pool.query(`select id from branches where branch_code = 'HK'`)).rows[0].id);
    const drivers = (await pool.query(`select id from drivers where branch_id = $1 and driver_status = 'A' and leave_date is null order by id`, [hk])).rows.map(
      (r) => Number(r.id),
    );
    const json = async (path: string, init: { token: string; method?: string; body?: unknown }, want: number[] = [200]) => {
      const res = await fetch(base + path, {
        method: init.method ?? 'POST',
        headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), 'content-type': 'application/json', 'x-branch-id': String(hk) },
        body: JSON.stringify(init.body),
      });
      const text = await res.text();
      if (!want.includes(res.status)) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as Record<string, unknown>;
    };
    const signIn = async (username: string) => (await json('/limo/auth', { token: '', body: { username, password: DEMO_PASSWORD } })).token as string;
    const admin = await signIn('admin');
    const dispatcher = await signIn('dispatcher');
    const key = (await json('/limo/api/issuePartnerKey', { token: admin, body: { partner: 'chinaLink' } }, [201])).key as string;

    // 50 dispatcher grids on HK: each socket's first sight of each order.
    const seen: Map<number, number>[] = [];
    for (let i = 0; i < SOCKETS; i++) {
      const socket = io(base, { path: '/limo/socket.io', auth: { token: dispatcher, branchId: hk }, transports: ['websocket'], reconnection: false });
      const mine = new Map<number, number>();
      socket.on('schedule', (rows: { orderId?: number }[]) => {
        const now = performance.now();
        for (const r of rows) if (r.orderId !== undefined && !mine.has(r.orderId)) mine.set(r.orderId, now);
      });
      seen.push(mine);
      sockets.push(socket);
    }
    await Promise.all(
      sockets.map(
        (x) => new Promise<void>((resolve, reject) => (x.connected ? resolve() : (x.once('connect', () => resolve()), x.once('connect_error', reject)))),
      ),
    );
    let disconnects = 0;
    for (const x of sockets) x.on('disconnect', () => disconnects++);

    const today = operatorToday();
    const post = (id: string, i: number) =>
      json('/limo/partner/v1/orders', { token: key, body: booking(id, i, today) }, [201]) as Promise<{
        status: string;
        orderId?: number;
        partnerOrderId: string;
      }>;
    for (let i = 0; i < 5; i++) await post(`BENCH-WARM-${i}`, i); // the first calls plan their queries

    // The minute: booking i is sent at i × 60 ms, whatever the answers before it do.
    const sent: { t0: number; answered: number; status: string; orderId?: number }[] = [];
    const assignSent = new Map<string, number>();
    const assigns: Promise<unknown>[] = [];
    const bookingRowId = async (id: string) => Number((await pool.query(`select id from partner_bookings where partner_order_id = $1`, [id])).rows[0].id);
    const assign = async (id: string, n: number) => {
      const rowId = await bookingRowId(id);
      assignSent.set(id, performance.now());
      await json('/limo/node/api/chinaLink/assignDriver/', { token: admin, body: { id: rowId, driverId: drivers[n % drivers.length], override: true } });
    };
    const start = performance.now();
    const calls: Promise<void>[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const due = start + (i * SECONDS * 1000) / BOOKINGS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const id = `BENCH-${String(i).padStart(4, '0')}`;
      const t0 = performance.now();
      calls.push(
        post(id, i).then((a) => {
          sent[i] = { t0, answered: performance.now() - t0, status: a.status, orderId: a.orderId };
          if (a.status === 'ACCEPTED' && i % ASSIGN_EVERY === 0) assigns.push(assign(id, i / ASSIGN_EVERY));
        }),
      );
    }
    await Promise.all(calls);
    await Promise.all(assigns);
    const accepted = sent.filter((x) => x.status === 'ACCEPTED' && x.orderId !== undefined);
    const owed = accepted.length * SOCKETS;
    const delivered = () => seen.reduce((n, m) => n + accepted.filter((x) => m.has(x.orderId!)).length, 0);
    await until(() => delivered() >= owed, 10_000);
    const assignedAt = () => partner.got.filter((e) => e.event === 'ASSIGNED' && assignSent.has(e.partnerOrderId));
    await until(() => assignedAt().length >= assignSent.size, 15_000);

    const first = accepted.flatMap((x) => {
      const times = seen.map((m) => m.get(x.orderId!)).filter((v): v is number => v !== undefined);
      return times.length ? [Math.min(...times) - x.t0] : [];
    });
    const every = accepted.flatMap((x) => seen.flatMap((m) => (m.has(x.orderId!) ? [m.get(x.orderId!)! - x.t0] : [])));
    const assignLatency = assignedAt().map((e) => e.at - assignSent.get(e.partnerOrderId)!);

    // The backlog: two status events for every accepted booking, written in one transaction as the server writes them.
    const ids = (await pool.query(`select partner_order_id, order_id from partner_bookings where partner_order_id like 'BENCH-____' and status = 'ACCEPTED'`))
      .rows as {
      partner_order_id: string;
      order_id: string;
    }[];
    const before = partner.got.length;
    await database.db.transaction(async (tx: Tx) => {
      for (const b of ids)
        for (const event of BACKLOG_EVENTS)
          await enqueuePartnerMessage(tx, {
            streamKey: `booking:${b.partner_order_id}`,
            path: '/events',
            payload: { partnerOrderId: b.partner_order_id, event, at: new Date().toISOString() },
            orderId: Number(b.order_id),
          });
    });
    const committed = performance.now();
    const backlogEvents = ids.length * BACKLOG_EVENTS.length;
    await until(() => partner.got.length - before >= backlogEvents, 90_000);
    const backlog = partner.got.slice(before);
    const lastAt = Math.max(...backlog.map((e) => e.at));
    const order = new Map<string, string[]>();
    for (const e of backlog) order.set(e.partnerOrderId, [...(order.get(e.partnerOrderId) ?? []), e.event]);
    const outOfOrder = [...order.values()].filter((evs) => evs.join() !== BACKLOG_EVENTS.join()).length;

    // The last rows the partner answered are marked SENT a moment after their answer.
    const readOutbox = async () =>
      (await pool.query(`select count(*) filter (where status <> 'SENT')::int as not_sent, coalesce(sum(attempts - 1), 0)::int as retries from partner_outbox`))
        .rows[0] as { not_sent: number; retries: number };
    let outbox = await readOutbox();
    for (let i = 0; i < 100 && outbox.not_sent > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      outbox = await readOutbox();
    }
    const distinct = new Set(partner.got.map((e) => e.eventId)).size;
    if (disconnects) throw new Error(`${disconnects} sockets dropped during the run`);
    const statuses: Record<string, number> = {};
    for (const x of sent) statuses[x.status] = (statuses[x.status] ?? 0) + 1;
    const backlogSeconds = (lastAt - committed) / 1000;
    return {
      bookings: BOOKINGS,
      seconds: SECONDS,
      sockets: SOCKETS,
      statuses,
      post: spread(sent.map((x) => x.answered)),
      acceptToGrid: spread(first),
      deliveries: { owed, got: every.length, ...spread(every) },
      assigned: { calls: assignSent.size, received: assignLatency.length, ...spread(assignLatency) },
      backlog: { events: backlog.length, seconds: backlogSeconds, perSecond: backlog.length / backlogSeconds, outOfOrder },
      events: { received: partner.got.length, distinct, duplicated: partner.got.length - distinct, notSent: outbox.not_sent, retries: outbox.retries },
      pollMs: POLL_MS,
    };
  } finally {
    for (const x of sockets) x.disconnect();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
    await partner.close();
    await database.close();
    await pool.end();
  }
}

export function reportPartnerFeed(root: string, b: PartnerFeedBench, writeSection: (marker: string, heading: string, section: string) => void) {
  const when = new Date().toISOString();
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/partner-feed.json'), `${JSON.stringify({ when, ...b }, null, 2)}\n`);
  const f = (n: number) => n.toFixed(0);
  const ms = (x: Spread) => `${f(x.p50)} / ${f(x.p95)} / ${f(x.p99)} / ${f(x.max)} ms`;
  const statuses = Object.entries(b.statuses)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  const section = [
    '<!-- partner-feed:start -->',
    `Last run ${when.slice(0, 16).replace('T', ' ')} UTC: ${b.bookings.toLocaleString('en')} bookings from the partner spread evenly over ${b.seconds} s (CL-SEDAN, HKG-T1 → SZB, the coming fortnight; answered ${statuses}), ${b.sockets} dispatcher sockets on HK listening, a fake partner on loopback answering 200 at once, outbox poll ${b.pollMs} ms, server on a throw-away PostgreSQL:`,
    '',
    '| | p50 / p95 / p99 / max | |',
    '|---|---|---|',
    `| \`POST /limo/partner/v1/orders\` → the first \`schedule\` event carrying the new order (accept-to-grid) | ${ms(b.acceptToGrid)} | p95 under 250 ms (the grid's target): ${b.acceptToGrid.p95 < 250 ? 'meets' : 'MISSES'} |`,
    `| The same at every socket, ${b.deliveries.got.toLocaleString('en')} of ${b.deliveries.owed.toLocaleString('en')} deliveries owed | ${ms(b.deliveries)} | |`,
    `| \`POST /limo/partner/v1/orders\` answered (automatic acceptance inside the call) | ${ms(b.post)} | |`,
    `| \`assignDriver\` during the minute (${b.assigned.calls} calls) → ASSIGNED at the partner (${b.assigned.received} received) | ${ms(b.assigned)} | |`,
    '',
    `Events delivered: a backlog of ${b.backlog.events.toLocaleString('en')} status events (two per accepted booking, written in one transaction) reached the partner in ${b.backlog.seconds.toFixed(2)} s: **${f(b.backlog.perSecond)} events a second**, ${b.backlog.outOfOrder} streams out of order.`,
    `Over the run the partner got ${b.events.received.toLocaleString('en')} events, ${b.events.distinct.toLocaleString('en')} distinct eventIds: **${b.events.duplicated} duplicated**; outbox rows not SENT ${b.events.notSent}, attempts beyond the first ${b.events.retries}.`,
    '<!-- partner-feed:end -->',
  ].join('\n');
  writeSection('partner-feed', 'Partner feed (chinaLink)', section);
}
