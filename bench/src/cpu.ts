// CPU time spent on a measure, by this process and by the PostgreSQL server's processes, so a
// cost per request can be compared without the noise of whatever else the machine runs.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

export const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

/** The parent pid and CPU ticks (user + system) of a process. */
function stat(pid: string) {
  const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = s
    .slice(s.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return { ppid: f[1], own: f[11] + f[12] };
}

/** CPU milliseconds (user + system) a process has used so far: another process, read from /proc. */
export function processCpuMs(pid: number): number {
  return stat(String(pid)).own * TICK_MS;
}

/** CPU ticks so far of each client backend of the PostgreSQL server behind the pool, by pid. */
export type BackendTicks = () => Map<number, number>;

/**
 * A reader of the CPU used so far by the client backends of the PostgreSQL server behind the pool:
 * the work of the queries, not the checkpointer's or autovacuum's, which run at their own pace and
 * would weigh more on the slower of two measures.
 */
export async function postgresCpu(pool: pg.Pool): Promise<BackendTicks> {
  const { rows } = await pool.query('select pg_backend_pid() as pid');
  const postmaster = stat(String(rows[0].pid)).ppid;
  return () => {
    const ticks = new Map<number, number>();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const p = stat(pid);
        // A client backend's title: "postgres: user database 127.0.0.1(port) state".
        if (p.ppid === postmaster && /\d\(\d+\)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) ticks.set(Number(pid), p.own);
      } catch {
        // the process ended meanwhile
      }
    }
    return ticks;
  };
}

export interface Cost {
  /** CPU microseconds a request, in this process and in PostgreSQL. */
  nodeMicros: number;
  postgresMicros: number;
}

/** Runs a measure and charges the CPU both sides used meanwhile to its requests (a backend that closed meanwhile, an idle one, counts nothing). */
export async function costOf<T extends { requests: number }>(pgCpu: BackendTicks, run: () => Promise<T>): Promise<T & Cost> {
  const node0 = process.cpuUsage();
  const pg0 = pgCpu();
  const result = await run();
  const node = process.cpuUsage(node0);
  let ticks = 0;
  for (const [pid, now] of pgCpu()) ticks += now - (pg0.get(pid) ?? 0);
  return { ...result, nodeMicros: (node.user + node.system) / result.requests, postgresMicros: (ticks * TICK_MS * 1000) / result.requests };
}
