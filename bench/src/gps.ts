// The live positions benchmark (issue 11 item 7): 500 drivers posting a position every 5 s while 50
// dispatcher sockets listen; the time from each post to each socket's `gps` event, and the CPU the
// server used meanwhile.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo.js';
import { hashPassword } from '../../apps/server/src/modules/security/passwords.js';
import { postgresCpu } from './cpu.js';
import { percentile } from './stats.js';

const DRIVERS = 500;
const SOCKETS = 50;
const EVERY_MS = 5000;
const SECONDS = Number(process.env.BENCH_GPS_SECONDS ?? 30);
/** After the last post, how long events may still arrive and count. */
const DRAIN_MS = 3000;
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

export interface GpsBench {
  drivers: number;
  sockets: number;
  seconds: number;
  everyMs: number;
  posts: number;
  postErrors: number;
  firstError?: string;
  post: { p50: number; p95: number; max: number };
  deliveries: number;
  /** Deliveries owed (answered posts × sockets) that never came. */
  missing: number;
  delivery: { p50: number; p95: number; p99: number; max: number };
  dashboardEvents: number;
  /** CPU used over the measured seconds, in cores (1 = one core busy all the time). */
  cpu: { server: number; postgres: number; bench: number };
  cores: number;
  load: number;
  /** This process's event loop delay p99 (ms): how much of a latency the bench itself may add. */
  benchLoopP99: number;
  /** `GET /limo/ready` every 100 ms meanwhile (a select of the migrations): the server's own responsiveness. */
  health: { calls: number; p50: number; p95: number; max: number };
  /** Delivery p95 and max (ms) by half-second of the measured run, by when the post was sent; and when `dashboard` events came (s). */
  timeline: { p95: number[]; max: number[] };
  dashboardAt: number[];
}

/** CPU ticks (user + system, all threads) of a process so far. */
function ticksOf(pid: number): number {
  const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = s
    .slice(s.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return f[11] + f[12];
}

/** 500 drivers of the main branch (the dispatcher's), each with an app login sharing one password hash. */
async function seedDrivers(pool: pg.Pool) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const { rows } = await pool.query(`select id from branches where branch_code = 'HK'`);
  await pool.query(
    `insert into drivers (driver_no, driver_name_eng, mobile_no, branch_id)
     select 'GPS' || lpad(g::text, 4, '0'), 'GPS Driver ' || g, '9234 ' || lpad(g::text, 4, '0'), $1 from generate_series(1, $2) g`,
    [rows[0].id, DRIVERS],
  );
  await pool.query(`insert into driver_auths (driver_id, login_name, password_hash) select id, lower(driver_no), $1 from drivers where driver_no like 'GPS%'`, [
    hash,
  ]);
  await pool.query('analyze');
  const logins = await pool.query<{ id: number; login: string }>(`select id, lower(driver_no) as login from drivers where driver_no like 'GPS%' order by id`);
  return logins.rows.map((r) => ({ driverId: Number(r.id), login: r.login }));
}

async function postJson(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

export async function benchGps(opts: { url: string; port: number; serverPid: number }): Promise<GpsBench> {
  const base = `http://127.0.0.1:${opts.port}`;
  const pool = new pg.Pool({ connectionString: opts.url, max: 2 });
  const sockets: Socket[] = [];
  try {
    const seeded = await seedDrivers(pool);
    // Signed in as the app does, four at a time (each is an Argon2 check on the server).
    const drivers: { driverId: number; token: string; seq: number }[] = [];
    for (let i = 0; i < seeded.length; i += 4) {
      const batch = seeded.slice(i, i + 4);
      const answers = await Promise.all(batch.map((d) => postJson(`${base}/limo/driver/auth`, { loginName: d.login, password: DEMO_PASSWORD })));
      batch.forEach((d, j) => drivers.push({ driverId: d.driverId, token: answers[j].token as string, seq: 0 }));
    }
    const staffToken = (await postJson(`${base}/limo/auth`, { username: 'dispatcher', password: DEMO_PASSWORD })).token as string;

    // What was sent, by driver and latitude (each post moves its driver by a step of its own).
    const sent = new Map<string, { t0: number; measured: boolean }>();
    const deliveries: number[] = [];
    const byHalfSecond: number[][] = [];
    const dashboardAt: number[] = [];
    let measuring = false;
    let measuredFrom = 0;
    for (let i = 0; i < SOCKETS; i++) {
      const s = io(base, { path: '/limo/socket.io', auth: { token: staffToken }, transports: ['websocket'], reconnection: false });
      s.on('gps', (payload: { drivers: { driverId: number; latitude: number }[] }) => {
        const now = performance.now();
        for (const d of payload.drivers) {
          const post = sent.get(`${d.driverId}:${d.latitude}`);
          if (!post?.measured) continue;
          deliveries.push(now - post.t0);
          (byHalfSecond[Math.floor((post.t0 - measuredFrom) / 500)] ??= []).push(now - post.t0);
        }
      });
      if (i === 0)
        s.on('dashboard', () => {
          if (measuring) dashboardAt.push(Math.round(performance.now() - measuredFrom) / 1000);
        });
      sockets.push(s);
    }
    await Promise.all(
      sockets.map(
        (s) => new Promise<void>((resolve, reject) => (s.connected ? resolve() : (s.once('connect', () => resolve()), s.once('connect_error', reject)))),
      ),
    );
    let disconnects = 0;
    for (const s of sockets) s.on('disconnect', () => disconnects++);

    const postTimes: number[] = [];
    let posts = 0;
    let answered = 0;
    let postErrors = 0;
    let firstError: string | undefined;
    const inFlight = new Set<Promise<void>>();
    const post = async (d: (typeof drivers)[number], measured: boolean) => {
      d.seq++;
      const latitude = Number((22.2 + d.seq * 0.0001).toFixed(4));
      const clientEventId = `bench-${d.driverId}-${d.seq}-${Date.now()}`;
      const body = JSON.stringify({ positions: [{ latitude, longitude: 114.17, speed: 30, at: new Date().toISOString(), clientEventId }] });
      const t0 = performance.now();
      sent.set(`${d.driverId}:${latitude}`, { t0, measured });
      if (measured) posts++;
      try {
        const res = await fetch(`${base}/limo/driver/api/positions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${d.token}` },
          body,
        });
        const answer = (await res.json()) as { accepted?: number };
        if (!res.ok || answer.accepted !== 1) throw new Error(`positions answered ${res.status}: ${JSON.stringify(answer)}`);
        if (measured) {
          postTimes.push(performance.now() - t0);
          answered++;
        }
      } catch (err) {
        if (!measured) throw err;
        postErrors++;
        firstError ??= (err as Error).message;
      }
    };

    // Each driver every 5 s, their starts spread evenly over the first 5 s; the first round warms up.
    const start = performance.now() + 100;
    const warmEnd = start + EVERY_MS;
    const end = warmEnd + SECONDS * 1000;
    measuredFrom = warmEnd;
    let warmUpError: unknown;
    const schedule = (d: (typeof drivers)[number], at: number) => {
      setTimeout(
        () => {
          if (at >= end) return;
          const p = post(d, at >= warmEnd).catch((err: unknown) => void (warmUpError ??= err));
          inFlight.add(p);
          void p.finally(() => inFlight.delete(p));
          schedule(d, at + EVERY_MS);
        },
        Math.max(0, at - performance.now()),
      );
    };
    drivers.forEach((d, i) => schedule(d, start + (i * EVERY_MS) / drivers.length));

    const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));
    const pgCpu = await postgresCpu(pool);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    await sleepUntil(warmEnd);
    if (warmUpError) throw warmUpError;
    measuring = true;
    loop.enable();
    const server0 = ticksOf(opts.serverPid);
    const pg0 = pgCpu();
    const bench0 = process.cpuUsage();
    const m0 = performance.now();
    const health: number[] = [];
    const probe = setInterval(() => {
      const h0 = performance.now();
      void fetch(`${base}/limo/ready`)
        .then((r) => r.arrayBuffer())
        .then(() => health.push(performance.now() - h0))
        .catch(() => undefined); // a failed probe is seen as fewer calls
    }, 100);
    await sleepUntil(end);
    clearInterval(probe);
    const wall = performance.now() - m0;
    const serverTicks = ticksOf(opts.serverPid) - server0;
    let pgTicks = 0;
    for (const [pid, now] of pgCpu()) pgTicks += now - (pg0.get(pid) ?? 0);
    const bench = process.cpuUsage(bench0);
    loop.disable();
    await Promise.all(inFlight);
    await new Promise((r) => setTimeout(r, DRAIN_MS));
    measuring = false;
    if (disconnects) throw new Error(`${disconnects} sockets dropped during the run`);

    deliveries.sort((a, b) => a - b);
    postTimes.sort((a, b) => a - b);
    health.sort((a, b) => a - b);
    const halves = Array.from({ length: SECONDS * 2 }, (_, i) => [...(byHalfSecond[i] ?? [])].sort((a, b) => a - b));
    return {
      drivers: drivers.length,
      sockets: SOCKETS,
      seconds: SECONDS,
      everyMs: EVERY_MS,
      posts,
      postErrors,
      firstError,
      post: { p50: percentile(postTimes, 50), p95: percentile(postTimes, 95), max: postTimes[postTimes.length - 1] ?? 0 },
      deliveries: deliveries.length,
      missing: answered * SOCKETS - deliveries.length,
      delivery: {
        p50: percentile(deliveries, 50),
        p95: percentile(deliveries, 95),
        p99: percentile(deliveries, 99),
        max: deliveries[deliveries.length - 1] ?? 0,
      },
      dashboardEvents: dashboardAt.length,
      cpu: { server: (serverTicks * TICK_MS) / wall, postgres: (pgTicks * TICK_MS) / wall, bench: (bench.user + bench.system) / 1000 / wall },
      cores: availableParallelism(),
      load: loadavg()[0],
      benchLoopP99: loop.percentile(99) / 1e6,
      health: { calls: health.length, p50: percentile(health, 50), p95: percentile(health, 95), max: health[health.length - 1] ?? 0 },
      timeline: { p95: halves.map((xs) => Math.round(percentile(xs, 95))), max: halves.map((xs) => Math.round(xs[xs.length - 1] ?? 0)) },
      dashboardAt,
    };
  } finally {
    for (const s of sockets) s.disconnect();
    await pool.end();
  }
}

export function reportGps(root: string, b: GpsBench, writeSection: (marker: string, heading: string, section: string) => void) {
  const when = new Date().toISOString();
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/gps.json'), `${JSON.stringify({ when, ...b }, null, 2)}\n`);
  const f = (n: number) => n.toFixed(1);
  const pct = (cores: number) => `${(cores * 100).toFixed(0)} % of a core`;
  const ok = b.delivery.p95 < 250 && b.postErrors === 0 && b.missing === 0;
  const section = [
    '<!-- gps:start -->',
    `Last run ${when.slice(0, 16).replace('T', ' ')} UTC: ${b.drivers} drivers each posting a position every ${b.everyMs / 1000} s (${f((b.drivers * 1000) / b.everyMs)} posts/s), ${b.sockets} dispatcher sockets listening, ${b.seconds} s measured after a ${b.everyMs / 1000} s warm-up (server on a throw-away PostgreSQL, ${b.cores} cores, load average ${f(b.load)} at the end):`,
    '',
    '| measure | result | target |',
    '|---|---|---|',
    `| \`POST /limo/driver/api/positions\` → \`gps\` event at each socket, ${b.deliveries} deliveries: p50 / p95 / p99 / max | ${f(b.delivery.p50)} / ${f(b.delivery.p95)} / ${f(b.delivery.p99)} / ${f(b.delivery.max)} ms | p95 under 250 ms: ${b.delivery.p95 < 250 ? 'meets' : 'MISSES'} |`,
    `| posts sent / failed (${b.firstError ?? 'none failed'}) / deliveries missing | ${b.posts} / ${b.postErrors} / ${b.missing} | none failed or missing: ${b.postErrors === 0 && b.missing === 0 ? 'meets' : 'MISSES'} |`,
    `| post answered: p50 / p95 / max | ${f(b.post.p50)} / ${f(b.post.p95)} / ${f(b.post.max)} ms | (for information) |`,
    `| CPU over the measured seconds: server process / PostgreSQL's client backends / this bench | ${pct(b.cpu.server)} / ${pct(b.cpu.postgres)} / ${pct(b.cpu.bench)} | (for information) |`,
    `| \`GET /limo/ready\` every 100 ms meanwhile (one select of the migrations): p50 / p95 / max | ${f(b.health.p50)} / ${f(b.health.p95)} / ${f(b.health.max)} ms | (for information) |`,
    `| \`dashboard\` events at one socket / bench's own event loop delay p99 | ${b.dashboardEvents} / ${f(b.benchLoopP99)} ms | (for information) |`,
    '',
    `Overall: ${ok ? 'meets the target' : 'MISSES the target'}.`,
    '<!-- gps:end -->',
  ].join('\n');
  writeSection('gps', 'Live positions', section);
  console.log(
    `gps delivery by half-second, p95 (ms): ${b.timeline.p95.join(' ')}\nmax (ms): ${b.timeline.max.join(' ')}\ndashboard events at (s): ${b.dashboardAt.join(' ')}`,
  );
}
