// The scheduling benchmark (issue 10 item 5): on a day of 1,500 order vehicles and 300 drivers on
// duty, the grid's first render, scroll rate and live update in Chromium, and the time from
// updateOrderVehicle to the `schedule` event at 50 connected sockets.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { percentile } from './stats.js';

export const GRID_DAY = '2031-03-03';
const DRIVERS = 300;
const JOBS = 1500;
const SOCKETS = 50;
const UPDATES = 60;

export interface SchedulingBench {
  drivers: number;
  jobs: number;
  firstRenderMs: number;
  renderAfterDataMs: number;
  scrollFps: number;
  updateApplyMs: number[];
  socket: { sockets: number; updates: number; p50: number; p95: number; max: number };
}

/** 300 drivers of branch 2 on duty from 05:00 to 03:00, and 1,500 one-vehicle orders spread over the day, two thirds assigned. */
export async function seedGridDay(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const one = async (q: string) => (await pool.query(q)).rows[0] as Record<string, number>;
    const { branch } = await one(`select id as branch from branches where branch_code = 'HK'`);
    const { client } = await one(`select min(id) as client from clients where record_status = 'A' and client_code not like 'OUS%'`);
    const { loc1, loc2 } = await one(`select min(id) as loc1, max(id) as loc2 from locations`);
    const { vt } = await one(`select vehicle_type_id as vt from vehicle_type_branches where branch_id = ${branch} order by id limit 1`);
    await pool.query(`insert into drivers (driver_no, driver_name_eng, mobile_no, branch_id)
      select 'G' || lpad(g::text, 4, '0'), 'Grid Driver ' || g, '9123 ' || lpad(g::text, 4, '0'), ${branch} from generate_series(1, ${DRIVERS}) g`);
    await pool.query(`insert into daily_rosters (branch_id, driver_id, duty_date, duty_time, duty_end_time)
      select ${branch}, id, '${GRID_DAY}', '06:00', '23:59' from drivers where driver_no like 'G%'`);
    await pool.query(`insert into orders (order_ref_id, branch_id, client_id, order_status)
      select 'GRID' || lpad(g::text, 5, '0'), ${branch}, ${client}, 'A' from generate_series(1, ${JOBS}) g`);
    // Job g starts at 06:00 + (g mod 60) * 16 minutes and lasts 45; drivers take turns, one in three left unassigned.
    await pool.query(`insert into order_vehicles (order_id, service_type, pickup_date, pickup_time, pickup_location_id, dropoff_location_id,
        vehicle_type_id, start_date, start_time, end_date, end_time, driver_id)
      select o.id, case when g % 4 = 0 then 'Arrival' else 'Transfer' end, '${GRID_DAY}', t.s, ${loc1}, ${loc2}, ${vt}, '${GRID_DAY}', t.s, '${GRID_DAY}', t.s + interval '45 minutes',
        case when g % 3 = 0 then null else (select id from drivers where driver_no = 'G' || lpad((1 + (g / 60) % ${DRIVERS})::text, 4, '0')) end
      from (select id, substring(order_ref_id from 5)::int as g from orders where order_ref_id like 'GRID%') o
      cross join lateral (select (time '06:00' + ((o.g % 60) * 16) * interval '1 minute') as s) t`);
    await pool.query('analyze');
  } finally {
    await pool.end();
  }
}

export async function benchScheduling(opts: { root: string; port: number; signIn: () => Promise<string> }): Promise<SchedulingBench> {
  if (!existsSync(join(opts.root, 'apps/web/dist/index.html'))) spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: opts.root, stdio: 'inherit' });
  const base = `http://127.0.0.1:${opts.port}`;
  const token = await opts.signIn();
  const call = async (path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const day = (await call(`/limo/api/scheduling/day/${GRID_DAY}`)) as { schedules: { orderVehicleId: number; version: number; startTime: string }[] };
  const target = day.schedules[0];
  let version = target.version;
  const move = async (i: number) => {
    const start = i % 2 ? '06:05' : '06:00';
    const row = (await call('/limo/api/updateOrderVehicle', {
      orderVehicleId: target.orderVehicleId,
      version,
      startTime: start,
      endTime: i % 2 ? '06:50' : '06:45',
    })) as { version: number };
    version = row.version;
  };

  // Sockets: the time from the call to each socket's event.
  const sockets: Socket[] = [];
  for (let i = 0; i < SOCKETS; i++) sockets.push(io(base, { path: '/limo/socket.io', auth: { token }, transports: ['websocket'], reconnection: false }));
  await Promise.all(
    sockets.map(
      (s) => new Promise<void>((resolve, reject) => (s.connected ? resolve() : (s.once('connect', () => resolve()), s.once('connect_error', reject)))),
    ),
  );
  const latencies: number[] = [];
  for (let i = 0; i < UPDATES; i++) {
    const t0 = performance.now();
    const got = Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.once('schedule', () => (latencies.push(performance.now() - t0), resolve())))));
    await move(i);
    await got;
  }
  for (const s of sockets) s.disconnect();
  latencies.sort((a, b) => a - b);

  // The grid in Chromium.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('limo-demo');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const renders: { first: number; afterData: number }[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`${base}/operation/scheduling?date=${GRID_DAY}`);
      await page.waitForFunction(() => performance.getEntriesByName('grid:rendered').length > 0, undefined, { timeout: 60_000 });
      renders.push(
        await page.evaluate(() => {
          const rendered = performance.getEntriesByName('grid:rendered')[0].startTime;
          const data = performance.getEntriesByType('resource').find((e) => e.name.includes('/scheduling/day/')) as PerformanceResourceTiming;
          return { first: rendered, afterData: rendered - data.responseEnd };
        }),
      );
    }
    await page.waitForFunction(() => document.querySelector('[data-testid="live-status"]')?.textContent === 'Live');
    // A string, not a function: tsx would wrap the inner function in a helper the page does not have.
    const scrollFps = (await page.evaluate(`new Promise((resolve) => {
      const grid = document.querySelector('[data-testid="schedule-grid"]');
      let frames = 0;
      const t0 = performance.now();
      function step() {
        frames++;
        grid.scrollTop = (grid.scrollTop + 60) % (grid.scrollHeight - grid.clientHeight);
        grid.scrollLeft = (grid.scrollLeft + 15) % (grid.scrollWidth - grid.clientWidth);
        if (performance.now() - t0 < 3000) requestAnimationFrame(step);
        else resolve((frames * 1000) / (performance.now() - t0));
      }
      requestAnimationFrame(step);
    })`)) as number;
    const updateApplyMs: number[] = [];
    for (let i = 0; i < 10; i++) {
      await page.evaluate(() => performance.clearMarks());
      await move(UPDATES + i);
      await page.waitForFunction(() => performance.getEntriesByName('grid:update-applied').length > 0, undefined, { timeout: 10_000 });
      updateApplyMs.push(
        await page.evaluate(
          () => performance.getEntriesByName('grid:update-applied')[0].startTime - performance.getEntriesByName('grid:update-received')[0].startTime,
        ),
      );
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return {
      drivers: DRIVERS,
      jobs: JOBS,
      firstRenderMs: median(renders.map((r) => r.first)),
      renderAfterDataMs: median(renders.map((r) => r.afterData)),
      scrollFps,
      updateApplyMs,
      socket: { sockets: SOCKETS, updates: UPDATES, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies[latencies.length - 1] },
    };
  } finally {
    await browser.close();
  }
}

export function reportScheduling(b: SchedulingBench, writeSection: (marker: string, heading: string, section: string) => void) {
  const f = (n: number) => n.toFixed(1);
  const applyMedian = [...b.updateApplyMs].sort((x, y) => x - y)[Math.floor(b.updateApplyMs.length / 2)];
  const applyMax = Math.max(...b.updateApplyMs);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const ok = (pass: boolean) => (pass ? 'meets' : 'MISSES');
  const section = [
    '<!-- scheduling:start -->',
    `Last run ${when} UTC: a day of ${b.jobs} order vehicles and ${b.drivers} drivers on duty (server on a throw-away PostgreSQL, Debian Chromium headless, 1600×1000):`,
    '',
    '| measure | result | target |',
    '|---|---|---|',
    `| grid render, the day's data received → grid drawn (median of 3) | ${f(b.renderAfterDataMs)} ms | under 300 ms: ${ok(b.renderAfterDataMs < 300)} |`,
    `| page navigation → grid drawn, script and data included (median of 3) | ${f(b.firstRenderMs)} ms | (for information) |`,
    `| scroll, both ways, every frame (3 s) | ${f(b.scrollFps)} frames/s | 50: ${ok(b.scrollFps >= 50)} |`,
    `| live update applied to one bar, event received → drawn (median / max of 10) | ${f(applyMedian)} / ${f(applyMax)} ms | under 50 ms: median ${ok(applyMedian < 50)}, max ${ok(applyMax < 50)} |`,
    `| updateOrderVehicle → \`schedule\` event, ${b.socket.sockets} sockets × ${b.socket.updates} updates: p50 / p95 / max | ${f(b.socket.p50)} / ${f(b.socket.p95)} / ${f(b.socket.max)} ms | p95 under 250 ms: ${ok(b.socket.p95 < 250)} |`,
    '<!-- scheduling:end -->',
  ].join('\n');
  writeSection('scheduling', 'Scheduling grid and live updates', section);
}
