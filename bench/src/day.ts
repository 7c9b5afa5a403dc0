// npm run bench:day (issue 19 part 4): a full day's load on PostgreSQL. A day of 1,500 order
// vehicles; 50 dispatchers (a socket each, the grid, lists, assignments), 20 clerks taking and
// changing orders, 500 drivers posting a position every 5 s and marking their jobs, for 10 minutes
// (BENCH_DAY_SECONDS to shorten). Measures each call family's p95 and p99, errors, change → socket
// event, the server's CPU and memory and the database's connections; see bench/README.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
// @ts-expect-error plain ESM script without types
import { startPostgres } from '../../scripts/postgres.mjs';
import { openPostgres } from '../../apps/server/src/db/client.js';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo.js';
import { demoOrderBodies } from '../../apps/server/src/demo/demo-orders.js';
import { clerk, dispatcher, driver, PACE, type Run } from './day-actors.js';
import { Calls, Deliveries, percentiles, Window } from './day-load.js';
import { describeMachine, watch } from './day-monitor.js';
import { type DayBench, reportDay } from './day-report.js';
import { DAY, seedDay } from './day-seed.js';
import { freePort, waitFor } from './orders.js';

const ROOT = join(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_DAY_SECONDS ?? 600);
const WARM_UP_SECONDS = 15;
/** Supervisors with the dashboard open besides the dispatchers' grids and maps. */
const DASHBOARD_SCREENS = 2;
/** After the window, how long answers and events may still arrive and count. */
const DRAIN_MS = 5000;

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));

async function postJson(url: string, body: unknown) {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}: ${await res.text()}`);
  return { token: ((await res.json()) as { token: string }).token, ms: performance.now() - t0 };
}

/** Signs everyone in as their app does, four at a time (each is an Argon2 check on the server). */
async function signInAll<T>(items: T[], signIn: (item: T) => Promise<{ token: string; ms: number }>) {
  const tokens: string[] = [];
  const ms: number[] = [];
  for (let i = 0; i < items.length; i += 4) {
    for (const answer of await Promise.all(items.slice(i, i + 4).map(signIn))) {
      tokens.push(answer.token);
      ms.push(answer.ms);
    }
  }
  return { tokens, ms };
}

async function main() {
  const { url, stop } = (await startPostgres()) as { url: string; stop: () => void };
  let server: ChildProcess | undefined;
  const sockets: Socket[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'bench watcher' });
  try {
    const seeded = await seedDay(url);
    console.log(`day ${seeded.day}: ${seeded.vehicles} order vehicles seeded in ${seeded.seconds.toFixed(0)} s`);
    const database = await openPostgres(url, 2);
    const bodies = (await demoOrderBodies(database.db, 'HK')) as unknown as Record<string, unknown>[];
    await database.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_DAY_PROF=1: the server writes a CPU profile (bench/results/tmp/prof) when the run ends.
    const profile = process.env.BENCH_DAY_PROF ? ['--cpu-prof', '--cpu-prof-dir', join(ROOT, 'bench/results/tmp/prof')] : [];
    server = spawn('node', [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        ADMIN_PASSWORD: 'Bench-Admin-2026',
        // 570 sign-ins from one address, and tokens that outlive the run (the apps would refresh them).
        SIGNIN_PER_IP_PER_MINUTE: '5000',
        ACCESS_TOKEN_SECONDS: String(SECONDS + 3600),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${base}/limo/health`);

    const signInStarted = performance.now();
    const staff = await signInAll([...seeded.dispatchers.map((d) => d.username), ...seeded.clerks], (username) =>
      postJson(`${base}/limo/auth`, { username, password: DEMO_PASSWORD }),
    );
    const drivers = await signInAll(seeded.drivers, (d) => postJson(`${base}/limo/driver/auth`, { loginName: d.login, password: DEMO_PASSWORD }));
    const signInSeconds = (performance.now() - signInStarted) / 1000;
    console.log(`${staff.tokens.length} staff and ${drivers.tokens.length} drivers signed in in ${signInSeconds.toFixed(0)} s`);

    const window = new Window();
    const deliveries = new Deliveries(seeded.dispatchers.length, window);
    const calls = new Calls(base, window);
    let disconnects = 0;
    const socketOf = (token: string, channels: string[]) =>
      io(base, { path: '/limo/socket.io', auth: { token, channels }, transports: ['websocket'], reconnection: false });
    // Each dispatcher has the grid and the live map open (the channels the web app asks for on them).
    seeded.dispatchers.forEach((_, i) => {
      const s = socketOf(staff.tokens[i], ['schedule', 'gps']);
      s.on('schedule', (rows) => deliveries.onSchedule(i, rows));
      s.on('gps', (payload) => deliveries.onGps(i, payload));
      sockets.push(s);
    });
    // And a few supervisors watch the dashboard (its screen asks for the dashboard only).
    for (let i = 0; i < DASHBOARD_SCREENS; i++) {
      const s = socketOf(staff.tokens[i], ['dashboard']);
      if (i === 0)
        s.on('dashboard', (payload) => {
          deliveries.dashboardEvents++;
          deliveries.dashboardBytes += JSON.stringify(payload).length;
        });
      sockets.push(s);
    }
    await Promise.all(
      sockets.map(
        (s) => new Promise<void>((resolve, reject) => (s.connected ? resolve() : (s.once('connect', () => resolve()), s.once('connect_error', reject)))),
      ),
    );
    for (const s of sockets) s.on('disconnect', () => disconnects++);

    const machine = await describeMachine(pool);
    const start = performance.now();
    window.from = start + WARM_UP_SECONDS * 1000;
    window.to = window.from + SECONDS * 1000;
    const run: Run = { calls, deliveries, window, end: window.to, day: seeded.day };
    const people = Promise.all([
      ...seeded.dispatchers.map((d, i) => dispatcher(run, staff.tokens[i], d, 7 + i)),
      ...seeded.clerks.map((_, i) => clerk(run, staff.tokens[seeded.dispatchers.length + i], bodies, 101 + i)),
      ...seeded.drivers.map((d, i) => driver(run, drivers.tokens[i], d, i, seeded.drivers.length)),
    ]);
    await sleepUntil(window.from);
    const dashboardsBefore = { events: deliveries.dashboardEvents, bytes: deliveries.dashboardBytes };
    const watcher = await watch(pool, server.pid!, base);
    console.log(`measuring ${SECONDS} s`);
    await sleepUntil(window.to);
    const watched = await watcher.stop();
    const dashboard = { events: deliveries.dashboardEvents - dashboardsBefore.events, bytes: deliveries.dashboardBytes - dashboardsBefore.bytes };
    // Calls still unanswered after the window, by family: a server that fell behind shows here.
    const waiting = setInterval(() => Object.keys(calls.waiting()).length && console.log('still waiting for', JSON.stringify(calls.waiting())), 5000);
    await people;
    clearInterval(waiting);
    await new Promise((r) => setTimeout(r, DRAIN_MS));
    machine.loadAfter = loadavg();

    const delivery = deliveries.result();
    const bench: DayBench = {
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      people: { dispatchers: seeded.dispatchers.length, clerks: seeded.clerks.length, drivers: seeded.drivers.length, sockets: sockets.length },
      day: { date: seeded.day, vehicles: seeded.vehicles, seedSeconds: seeded.seconds },
      pace: { ...PACE, jobsPerDriver: DAY.jobsPerDriver, jobsPerDispatcher: DAY.jobsPerDispatcher },
      signIn: { staff: percentiles(staff.ms), drivers: percentiles(drivers.ms), seconds: signInSeconds },
      families: calls.result(),
      overall: calls.overall(),
      errors: calls.totalErrors(),
      firstError: calls.firstError,
      delivery,
      socketDisconnects: disconnects,
      dashboard,
      watched,
      machine,
    };
    reportDay(ROOT, bench);
  } finally {
    for (const s of sockets) s.disconnect();
    await pool.end().catch(() => undefined);
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, process.env.BENCH_DAY_PROF ? 3000 : 500));
    stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
