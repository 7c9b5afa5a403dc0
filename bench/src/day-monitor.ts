// What `npm run bench:day` watches besides the calls: the machine, the server process's CPU and
// memory, PostgreSQL's client backends' CPU and its connections (pg_stat_activity).
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { postgresCpu, processCpuMs, TICK_MS } from './cpu.js';
import { type Percentiles, percentiles } from './day-load.js';

export interface Machine {
  cores: number;
  model: string;
  memoryGiB: number;
  node: string;
  postgres: string;
  loadBefore: number[];
  loadAfter?: number[];
}

export async function describeMachine(pool: pg.Pool): Promise<Machine> {
  const { rows } = await pool.query(`select version() as v, current_setting('fsync') as fsync, current_setting('max_connections') as max`);
  return {
    cores: availableParallelism(),
    model: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    postgres: `${String(rows[0].v).split(' on ')[0]} (throw-away, loopback, fsync ${rows[0].fsync}, max_connections ${rows[0].max})`,
    loadBefore: loadavg(),
  };
}

export interface Watched {
  seconds: number;
  /** Cores used over the measured window (1 = one core busy all the time). */
  cpu: { server: number; postgres: number; bench: number };
  /** The server process's resident memory (MiB), sampled every 5 s. */
  serverRssMiB: { start: number; max: number; end: number };
  /** Connections to the bench's database (pg_stat_activity, client backends, the watcher's own left out), sampled every 5 s. */
  connections: { samples: number; maxTotal: number; meanTotal: number; maxActive: number; maxIdleInTransaction: number; byApplication: Record<string, number> };
  /** This process's event loop delay p99 (ms): how much of a latency the bench itself may add. */
  benchLoopP99: number;
  /** `GET /limo/health` (no database) every 250 ms: the wait for the server's event loop alone. */
  health: Percentiles;
}

const rssMiB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 102.4) / 10 : 0;
};

/** Starts watching; `stop()` at the end of the measured window gives the numbers. */
export async function watch(pool: pg.Pool, serverPid: number, base: string) {
  const pgCpu = await postgresCpu(pool);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const server0 = processCpuMs(serverPid);
  const pg0 = pgCpu();
  const bench0 = process.cpuUsage();
  const t0 = performance.now();
  const rss = [rssMiB(serverPid)];
  const totals: number[] = [];
  let maxActive = 0;
  let maxIdleInTransaction = 0;
  const byApplication: Record<string, number> = {};
  const sample = async () => {
    rss.push(rssMiB(serverPid));
    const { rows } = await pool.query<{ state: string | null; app: string; n: number }>(
      `select state, coalesce(nullif(application_name, ''), '(none)') as app, count(*)::int as n from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid() group by 1, 2`,
    );
    const n = (state: string) => rows.filter((r) => r.state === state).reduce((a, r) => a + r.n, 0);
    totals.push(rows.reduce((a, r) => a + r.n, 0));
    maxActive = Math.max(maxActive, n('active'));
    maxIdleInTransaction = Math.max(maxIdleInTransaction, n('idle in transaction'));
    const apps = new Map<string, number>();
    for (const r of rows) apps.set(r.app, (apps.get(r.app) ?? 0) + r.n);
    for (const [app, count] of apps) byApplication[app] = Math.max(byApplication[app] ?? 0, count);
  };
  const health: number[] = [];
  const probe = setInterval(() => {
    const h0 = performance.now();
    void fetch(`${base}/limo/health`)
      .then((r) => r.arrayBuffer())
      .then(() => health.push(performance.now() - h0))
      .catch(() => undefined); // a failed probe is seen as fewer probes
  }, 250);
  let sampling = Promise.resolve();
  const timer = setInterval(() => (sampling = sampling.then(sample).catch(() => undefined)), 5000);
  return {
    async stop(): Promise<Watched> {
      clearInterval(timer);
      clearInterval(probe);
      await sampling;
      await sample();
      const wall = performance.now() - t0;
      let pgTicks = 0;
      for (const [pid, now] of pgCpu()) pgTicks += now - (pg0.get(pid) ?? 0);
      const bench = process.cpuUsage(bench0);
      loop.disable();
      return {
        seconds: wall / 1000,
        cpu: { server: (processCpuMs(serverPid) - server0) / wall, postgres: (pgTicks * TICK_MS) / wall, bench: (bench.user + bench.system) / 1000 / wall },
        serverRssMiB: { start: rss[0], max: Math.max(...rss), end: rss[rss.length - 1] },
        connections: {
          samples: totals.length,
          maxTotal: Math.max(...totals),
          meanTotal: Math.round((totals.reduce((a, b) => a + b, 0) / totals.length) * 10) / 10,
          maxActive,
          maxIdleInTransaction,
          byApplication,
        },
        benchLoopP99: loop.percentile(99) / 1e6,
        health: percentiles(health),
      };
    },
  };
}
