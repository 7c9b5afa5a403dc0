// npm run bench: API list throughput against the raw query, and pricing against the queries that load its
// rate card, on a throw-away PostgreSQL holding the demo data (its rate cards are the realistic ones).
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
// @ts-expect-error plain ESM script without types
import { startPostgres } from '../../scripts/postgres.mjs';
import { migrate, openPostgres } from '../../apps/server/src/db/client.js';
import { DEMO_PASSWORD, loadDemoData } from '../../apps/server/src/demo/demo.js';
import { syncSystemParameters } from '../../apps/server/src/db/seed/parameters.js';
import { syncRightModules } from '../../apps/server/src/db/seed/rights.js';
import { benchAllowance, reportAllowance, seedAllowanceMonth } from './allowance.js';
import { benchOrderBatch, reportOrderBatch } from './order-batch.js';
import { benchPartnerFeed, reportPartnerFeed } from './partner-feed.js';
import { benchPlan, reportPlan } from './plan.js';
import { benchReports, reportReports, seedSalesMonth } from './reports.js';
import { benchGps, reportGps } from './gps.js';
import { benchLists, type CpuCost, LIST_PATH, LIST_RATIO_TARGET, type ListsBench, OPEN_P99_MS, OPEN_RATE, type OpenLoopResult } from './lists.js';
import { benchOrders, freePort, reportOrders, waitFor } from './orders.js';
import { benchPricing, type PricingBench } from './pricing.js';
import { benchScheduling, reportScheduling, seedGridDay } from './scheduling.js';
import { benchSearch, reportSearch } from './search.js';
import { benchWebBundle, reportWebBundle } from './webBundle.js';
import type { LoadResult } from './stats.js';

const ROOT = join(import.meta.dirname, '../..');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** The open-loop measures of the staff list (200 requests a second). */
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 20);
const STAFF_ROWS = 2000;

// Chosen free when the bench starts: it runs beside anything else on the machine.
let PORT = 0;

async function main() {
  PORT = await freePort();
  // The web bundle's budgets (a production build, no database); BENCH_ONLY=web-bundle runs it alone.
  if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'web-bundle') reportWebBundle(ROOT, await benchWebBundle(ROOT), writeSection);
  if (process.env.BENCH_ONLY === 'web-bundle') return;
  // The day planner (issue 32) on generated days, no database; BENCH_ONLY=plan runs it alone.
  if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'plan') reportPlan(ROOT, await benchPlan(), writeSection);
  if (process.env.BENCH_ONLY === 'plan') return;
  const { url, stop } = (await startPostgres()) as { url: string; stop: () => void };
  let server: ChildProcess | undefined;
  try {
    await loadDemo(url);
    const serverEnv = {
      ...process.env,
      DATABASE_URL: url,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      ADMIN_PASSWORD: 'Bench-Admin-2026',
      HOST: '127.0.0.1',
      SIGNIN_PER_IP_PER_MINUTE: '1000',
    };
    // BENCH_CPU_PROF=1: the server writes a CPU profile (bench/results/tmp/prof) when the run ends.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', join(ROOT, 'bench/results/tmp/prof')] : [];
    server = spawn('node', [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: { ...serverEnv, PORT: String(PORT) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${PORT}/limo/health`);
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await seedStaff(pool);
    const token = await signIn();

    // BENCH_ONLY=scheduling runs the scheduling benchmark alone.
    if (process.env.BENCH_ONLY === 'scheduling') {
      await pool.end();
      await seedGridDay(url);
      reportScheduling(await benchScheduling({ root: ROOT, port: PORT, signIn }), writeSection);
      return;
    }
    // BENCH_ONLY=gps runs the live positions benchmark alone.
    if (process.env.BENCH_ONLY === 'gps') {
      await pool.end();
      reportGps(ROOT, await benchGps({ url, port: PORT, serverPid: server.pid! }), writeSection);
      return;
    }
    // BENCH_ONLY=allowance runs the allowance month alone.
    if (process.env.BENCH_ONLY === 'allowance') {
      await pool.end();
      reportAllowance(await benchAllowance({ port: PORT, signIn, seeded: await seedAllowanceMonth(url) }), writeSection);
      return;
    }
    // BENCH_ONLY=order-batch runs createOrderBatch of 2,000 orders alone.
    if (process.env.BENCH_ONLY === 'order-batch') {
      await pool.end();
      reportOrderBatch(ROOT, await benchOrderBatch({ url, port: PORT, signIn }), writeSection);
      return;
    }
    // BENCH_ONLY=partner-feed runs the chinaLink feed (1,000 bookings in a minute, 50 sockets) alone.
    if (process.env.BENCH_ONLY === 'partner-feed') {
      await pool.end();
      reportPartnerFeed(ROOT, await benchPartnerFeed({ url, serverEnv }), writeSection);
      return;
    }
    // BENCH_ONLY=reports runs the sales report and its export over a month of 45,000 order vehicles alone.
    if (process.env.BENCH_ONLY === 'reports') {
      await pool.end();
      const seedMs = await seedSalesMonth(url);
      reportReports(ROOT, await benchReports({ port: PORT, serverPid: server.pid!, signIn, seedMs }), writeSection);
      return;
    }
    // BENCH_ONLY=search runs the location list search over 10,000 locations alone.
    if (process.env.BENCH_ONLY === 'search') {
      await pool.end();
      reportSearch(await benchSearch({ url, port: PORT, token }), writeSection);
      return;
    }
    // BENCH_ONLY=orders runs the ordering benchmark alone.
    if (process.env.BENCH_ONLY === 'orders') {
      await pool.end();
      reportOrders(ROOT, await benchOrders({ url, port: PORT, seconds: SECONDS, serverEnv, signIn }), SECONDS, writeSection);
      return;
    }
    const lists = await benchLists({ port: PORT, serverPid: server.pid!, token, pool, connections: CONNECTIONS, seconds: SECONDS, openSeconds: OPEN_SECONDS });
    await pool.end();
    reportLists(lists);
    // BENCH_ONLY=lists runs the staff list's measures alone.
    if (process.env.BENCH_ONLY === 'lists') return;
    reportPricing(await benchPricing(url, PORT, token, SECONDS, CONNECTIONS));
    await seedGridDay(url);
    reportScheduling(await benchScheduling({ root: ROOT, port: PORT, signIn }), writeSection);
    reportGps(ROOT, await benchGps({ url, port: PORT, serverPid: server.pid! }), writeSection);
    const orders = await benchOrders({ url, port: PORT, seconds: SECONDS, serverEnv, signIn });
    reportOrders(ROOT, orders, SECONDS, writeSection);
    reportAllowance(await benchAllowance({ port: PORT, signIn, seeded: await seedAllowanceMonth(url) }), writeSection);
    reportOrderBatch(ROOT, await benchOrderBatch({ url, port: PORT, signIn }), writeSection);
    reportPartnerFeed(ROOT, await benchPartnerFeed({ url, serverEnv }), writeSection);
    const salesSeedMs = await seedSalesMonth(url);
    reportReports(ROOT, await benchReports({ port: PORT, serverPid: server.pid!, signIn, seedMs: salesSeedMs }), writeSection);
    // Last: its 10,000 locations would change what the benches before it seed.
    reportSearch(await benchSearch({ url, port: PORT, token: await signIn() }), writeSection);
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, process.env.BENCH_CPU_PROF ? 3000 : 500));
    stop();
  }
}

/** The demo operator, loaded before the server starts (which then finds its staff and adds no admin). */
async function loadDemo(url: string) {
  const database = await openPostgres(url, 2);
  try {
    await migrate(database);
    await syncRightModules(database.db);
    await syncSystemParameters(database.db);
    await loadDemoData(database.db, { orders: false }); // the ordering benchmark writes its own year
  } finally {
    await database.close();
  }
}

async function seedStaff(pool: pg.Pool) {
  await pool.query(
    `insert into staffs (staff_code, staff_name_eng, staff_name_chi, username, branch_id)
     select 'B' || lpad(g::text, 5, '0'), 'Bench Staff ' || g, '測試職員' || g, 'bench' || g, (select min(id) from branches)
     from generate_series(1, $1) g`,
    [STAFF_ROWS],
  );
  await pool.query('analyze');
}

async function signIn(base = `http://127.0.0.1:${PORT}`): Promise<string> {
  const res = await fetch(`${base}/limo/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

function reportLists(b: ListsBench) {
  const when = new Date().toISOString();
  const result = { when, label: process.env.BENCH_LABEL, connections: CONNECTIONS, seconds: SECONDS, openSeconds: OPEN_SECONDS, staffRows: STAFF_ROWS, ...b };
  mkdirSync(join(ROOT, 'bench/results/tmp'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/api-staffs.json'), `${JSON.stringify(result, null, 2)}\n`);
  // Every run's numbers, for comparing steps (not kept in git).
  appendFileSync(join(ROOT, 'bench/results/tmp/api-staffs-runs.jsonl'), `${JSON.stringify(result)}\n`);
  const f = (n: number) => n.toFixed(1);
  const cost = (c: CpuCost) => `${f(c.nodeMicros + c.postgresMicros)} (${f(c.nodeMicros)} + ${f(c.postgresMicros)})`;
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  const verdict = (ok: boolean) => (ok ? 'meets the target' : 'MISSES the target');
  const open = (what: string, r: OpenLoopResult) =>
    `| ${what} | ${f(r.achieved)} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} | ${r.p99 <= OPEN_P99_MS ? 'meets' : 'MISSES'} |`;
  const section = [
    '<!-- api-staffs:start -->',
    `Last run ${when.slice(0, 16).replace('T', ' ')} UTC, ${CONNECTIONS} connections, ${SECONDS} s each, ${STAFF_ROWS} staff rows, PostgreSQL ${'(throw-away, loopback)'}; load average (1, 5, 15 min) ${load(b.loadBefore)} before and ${load(b.loadAfter)} after, on 2 cores:`,
    '',
    '| | req/s | p50 ms | p99 ms | CPU µs a request (Node + PostgreSQL) |',
    '|---|---|---|---|---|',
    `| API \`GET ${LIST_PATH}\` (autocannon, signed in) | ${f(b.api.requestsPerSecond)} | ${f(b.api.p50)} | ${f(b.api.p99)} | ${cost(b.api)} |`,
    `| Raw page and count queries through \`pg\`, in-process | ${f(b.raw.requestsPerSecond)} | ${f(b.raw.p50)} | ${f(b.raw.p99)} | ${cost(b.raw)} |`,
    '',
    `Ratio API / raw: **${(b.ratio * 100).toFixed(0)} %** (target at least ${LIST_RATIO_TARGET * 100} %): ${verdict(b.ratio >= LIST_RATIO_TARGET)}.`,
    `What the CPU costs predict with both cores free for the measure (autocannon's own ${f(b.api.loadMicros)} µs a request included; each side bounded by its Node process on one core and by all its processes on two): **${(b.cpuRatio * 100).toFixed(0)} %**.`,
    '',
    `| The same API call at ${OPEN_RATE} requests a second, ${OPEN_SECONDS} s | sent a second | p50 ms | p99 ms | max ms | p99 at most ${OPEN_P99_MS} ms |`,
    '|---|---|---|---|---|---|',
    open('Open loop: requests due at random moments (Poisson), each timed from when it was due', b.poisson),
    open(
      `autocannon \`overallRate: ${OPEN_RATE}\` over ${b.autocannonRate.connections} connections (each sends its ${OPEN_RATE / b.autocannonRate.connections} at the start of every second)`,
      b.autocannonRate,
    ),
    '',
    `At ${OPEN_RATE} requests a second (open loop): p99 **${f(b.poisson.p99)} ms**: ${verdict(b.poisson.p99 <= OPEN_P99_MS)}.`,
    '<!-- api-staffs:end -->',
  ].join('\n');
  writeSection('api-staffs', 'API list throughput', section);
}

/** Replaces the marked section of bench/README.md, or adds it under its heading. */
function writeSection(marker: string, heading: string, section: string) {
  const readmePath = join(ROOT, 'bench/README.md');
  let readme = '';
  try {
    readme = readFileSync(readmePath, 'utf8');
  } catch {
    // first run: no README yet
  }
  const marked = new RegExp(`<!-- ${marker}:start -->[\\s\\S]*<!-- ${marker}:end -->`);
  readme = marked.test(readme) ? readme.replace(marked, () => section) : `${readme}\n## ${heading}\n\n${section}\n`;
  writeFileSync(readmePath, readme);
  console.log(section);
}

function reportPricing(p: PricingBench) {
  const when = new Date().toISOString();
  writeFileSync(join(ROOT, 'bench/results/pricing.json'), `${JSON.stringify({ when, connections: CONNECTIONS, seconds: SECONDS, ...p }, null, 2)}\n`);
  const f = (n: number) => n.toFixed(1);
  const row = (what: string, r: LoadResult) => `| ${what} | ${f(r.requestsPerSecond)} | ${f(r.p50)} | ${f(r.p99)} |`;
  const cost = (r: PricingBench['raw']) => `${f(r.nodeMicros + r.postgresMicros)} (${f(r.nodeMicros)} + ${f(r.postgresMicros)})`;
  const section = [
    '<!-- pricing:start -->',
    `Last run ${when.slice(0, 16).replace('T', ' ')} UTC, ${CONNECTIONS} connections, ${SECONDS} s each, the demo rate cards and ${p.bodies} trips in turn, PostgreSQL (throw-away, loopback):`,
    '',
    '| | req/s | p50 ms | p99 ms | CPU µs a request (Node + PostgreSQL) |',
    '|---|---|---|---|---|',
    `| API \`POST /limo/api/getOrderTariff\` (autocannon, signed in) | ${f(p.api.requestsPerSecond)} | ${f(p.api.p50)} | ${f(p.api.p99)} | |`,
    `${row("The server's pricing in-process: read the body, load the rate card, price it", p.service)} ${cost(p.service)} |`,
    `${row(`The raw queries that load the rate card, through \`pg\` (${f(p.queriesPerRequest)} a request, in the same rounds)`, p.raw)} ${cost(p.raw)} |`,
    '',
    `The engine (\`priceOrderVehicle\` on a loaded card, one core) takes **${p.engineMicros.toFixed(0)} µs** a price: it adds **${(p.engineShare * 100).toFixed(1)} %** to the CPU cost of the raw queries (target under 20 %): ${p.engineShare < 0.2 ? 'meets the target' : 'MISSES the target'}.`,
    `The server's whole work past HTTP (reading the body, the loader's queries through Drizzle and their rows, the engine) adds ${(p.overhead * 100).toFixed(0)} % to it.`,
    '<!-- pricing:end -->',
  ].join('\n');
  writeSection('pricing', 'Pricing', section);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
