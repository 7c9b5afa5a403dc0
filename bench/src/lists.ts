// The staff list under load: throughput at 50 busy connections against the raw page and count
// queries, and latency at a steady rate of 200 requests a second (issue 13, "Speed").
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type pg from 'pg';
import { postgresCpu, processCpuMs, TICK_MS } from './cpu.js';
import { closedLoop, type LoadResult, percentile } from './stats.js';

export const LIST_PATH = '/limo/api/staffs?page=0&size=20';
/** The open-loop rate (requests a second) and the p99 it must keep. */
export const OPEN_RATE = 200;
export const OPEN_P99_MS = 50;
/** API requests a second at least this share of the raw queries'. */
export const LIST_RATIO_TARGET = 0.6;

export interface OpenLoopResult {
  /** Requests a second asked for and answered. */
  rate: number;
  achieved: number;
  sent: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** The slowest request due in each second of the run (ms). */
  maxBySecond?: number[];
}

/** CPU microseconds a request: the serving Node process (the server, or this bench for the raw queries) and PostgreSQL's client backends. */
export interface CpuCost {
  nodeMicros: number;
  postgresMicros: number;
}

export interface ListsBench {
  /** With autocannon's own CPU a request (`loadMicros`), which shares the machine with the server. */
  api: LoadResult & CpuCost & { loadMicros: number };
  raw: LoadResult & CpuCost;
  ratio: number;
  /**
   * The ratio the CPU costs predict with both cores free for the measure: each side is bounded by its
   * Node process (one core) and by all its processes together (two cores), load generator included.
   */
  cpuRatio: number;
  /** autocannon's rate option (overallRate over the connections). */
  autocannonRate: OpenLoopResult & { connections: number };
  /** Requests sent at random (Poisson) moments averaging the rate, each timed from the moment it was due. */
  poisson: OpenLoopResult;
  loadBefore: number[];
  loadAfter: number[];
}

export async function benchLists(opts: {
  port: number;
  serverPid: number;
  token: string;
  pool: pg.Pool;
  connections: number;
  seconds: number;
  openSeconds: number;
}): Promise<ListsBench> {
  const { port, serverPid, token, pool, connections, seconds, openSeconds } = opts;
  const pgCpu = await postgresCpu(pool);
  /** PostgreSQL's backends' CPU milliseconds since `before`. */
  const pgMs = (before: Map<number, number>) => {
    let ticks = 0;
    for (const [pid, now] of pgCpu()) ticks += now - (before.get(pid) ?? 0);
    return ticks * TICK_MS;
  };
  const url = `http://127.0.0.1:${port}${LIST_PATH}`;
  const headers = { authorization: `Bearer ${token}` };
  const loadBefore = loadavg();
  await autocannon({ url, connections: 10, duration: 3, headers }); // warm-up
  const server0 = processCpuMs(serverPid);
  const pg0 = pgCpu();
  const load0 = process.cpuUsage();
  const api = await autocannon({ url, connections, duration: seconds, headers });
  const load = process.cpuUsage(load0);
  const apiNodeMs = processCpuMs(serverPid) - server0;
  const apiPgMs = pgMs(pg0);
  if (api.non2xx || api.errors) throw new Error(`API answered ${api.non2xx} non-2xx and ${api.errors} errors`);
  const apiResult: ListsBench['api'] = {
    requestsPerSecond: api.requests.average,
    p50: api.latency.p50,
    p99: api.latency.p99,
    requests: api.requests.total,
    errors: api.errors,
    nodeMicros: (apiNodeMs * 1000) / api.requests.total,
    postgresMicros: (apiPgMs * 1000) / api.requests.total,
    loadMicros: (load.user + load.system) / api.requests.total,
  };

  // The same page and count queries the API runs, straight through pg with the same pool size.
  const rawQuery = () =>
    Promise.all([pool.query('select * from staffs order by staff_code asc, id asc limit 20 offset 0'), pool.query('select count(*) from staffs')]);
  await closedLoop(rawQuery, 10, 2);
  const bench0 = process.cpuUsage();
  const pg1 = pgCpu();
  const rawLoad = await closedLoop(rawQuery, connections, seconds);
  const benchCpu = process.cpuUsage(bench0);
  const raw = {
    ...rawLoad,
    nodeMicros: (benchCpu.user + benchCpu.system) / rawLoad.requests,
    postgresMicros: (pgMs(pg1) * 1000) / rawLoad.requests,
  };

  // autocannon's rate: each connection sends its share of the rate at the start of every second.
  const rated = await autocannon({ url, connections, overallRate: OPEN_RATE, duration: openSeconds, headers });
  if (rated.non2xx) throw new Error(`API answered ${rated.non2xx} non-2xx at ${OPEN_RATE} requests a second`);
  const autocannonRate = {
    rate: OPEN_RATE,
    achieved: rated.requests.total / openSeconds,
    sent: rated.requests.total,
    errors: rated.errors,
    p50: rated.latency.p50,
    p99: rated.latency.p99,
    max: rated.latency.max,
    connections,
  };
  const poisson = await openLoop(url, headers, OPEN_RATE, openSeconds);
  // Requests a second the CPU allows: one core for the Node process, two for everything.
  const bound = (node: number, all: number) => Math.min(1e6 / node, 2e6 / all);
  const cpuRatio =
    bound(apiResult.nodeMicros, apiResult.nodeMicros + apiResult.postgresMicros + apiResult.loadMicros) /
    bound(raw.nodeMicros, raw.nodeMicros + raw.postgresMicros);
  return {
    api: apiResult,
    raw,
    ratio: apiResult.requestsPerSecond / raw.requestsPerSecond,
    cpuRatio,
    autocannonRate,
    poisson,
    loadBefore,
    loadAfter: loadavg(),
  };
}

/** A seeded generator, so every run sends at the same moments. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An open loop: requests go out at random moments averaging `rate` a second (exponential gaps, as
 * from many independent users), whether or not earlier ones have been answered, over keep-alive
 * connections (as many as needed). Each latency runs from the moment the request was due, so a
 * request held up by the bench itself or by a busy connection counts its wait.
 */
export async function openLoop(url: string, headers: Record<string, string>, rate: number, seconds: number): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const next = random(13);
  const latencies: number[] = [];
  const maxBySecond: number[] = [];
  let errors = 0;
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  const send = (due: number) => {
    sent++;
    const done = new Promise<void>((resolve) => {
      const req = request(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) {
            const ms = performance.now() - due;
            latencies.push(ms);
            const second = Math.floor((due - start) / 1000);
            maxBySecond[second] = Math.max(maxBySecond[second] ?? 0, ms);
          } else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const end = start + seconds * 1000;
  let due = start;
  while (due < end) {
    const now = performance.now();
    if (due > now) await new Promise((r) => setTimeout(r, due - now));
    // Everything due by now goes out (a late timer sends what it owes at once).
    while (due <= performance.now() && due < end) {
      send(due);
      due += (-Math.log(1 - next()) * 1000) / rate;
    }
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    achieved: sent / seconds,
    sent,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    maxBySecond: maxBySecond.map((ms) => Math.round(ms * 10) / 10),
  };
}
