import { spawnSync } from 'node:child_process';
import { closeSync, constants, fstatSync, ftruncateSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { POOL_DEFAULTS, type PoolSettings } from '../config.js';
import { serverRoot } from '../server-root.js';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement (health check, benchmarks). */
  ping(): Promise<void>;
  /** Runs `work` while holding the start-up lock: instances starting at once migrate and seed one after another. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The connections now (metrics): PGlite is one in-process connection whose queue is not visible. */
  poolStats(): { total: number; max: number; idle?: number; waiting?: number };
  close(): Promise<void>;
}

/** A fixed key of pg_advisory_lock for migrations and start-up seeding ("limo" + 1). */
const STARTUP_LOCK = 0x6c696d6f01;

const MIGRATIONS = join(serverRoot(), 'drizzle');

export class DataDirInUseError extends Error {}

// The trigram indexes of the list searches (migration 0012) need pg_trgm on PGlite as on PostgreSQL.
const extensions = { pg_trgm };

/** Opens the embedded PGlite database in a data folder (or memory://), locking the folder. */
export async function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = inMemory
      ? await PGlite.create({ loadDataDir: opts.loadDataDir, extensions })
      : await PGlite.create({ dataDir: join(dataDir, 'pg'), loadDataDir: opts.loadDataDir, extensions });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      // One process holds the folder (lockDataDir): nothing to wait for.
      exclusive: (work) => work(),
      poolStats: () => ({ total: 1, max: 1 }),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

export async function openPostgres(url: string, settings: Partial<PoolSettings> | number = {}): Promise<Database> {
  const s = { ...POOL_DEFAULTS, ...(typeof settings === 'number' ? { max: settings } : settings) };
  const pool = new pg.Pool({
    connectionString: url,
    max: s.max,
    connectionTimeoutMillis: s.connectionTimeoutMs,
    // JIT compiling costs more than the short queries of a back office gain from it (the enquiry bench).
    options: `-c jit=off -c statement_timeout=${s.statementTimeoutMs}`,
  });
  // An idle connection the database dropped (a restart, a failover) is an 'error' event: without a
  // listener it would end the process. The pool discards it and opens a new one on the next call.
  pool.on('error', () => undefined);
  keepClientErrors(pool);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    exclusive: async (work) => {
      // A session lock on a connection of its own: the work may use any of the pool's.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        holder.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, max: s.max, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** Whether every migration of this build is applied (readiness): the newest one's stamp is recorded. */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const { rows } = await database.db.execute<{ applied: string | null }>(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.applied) >= newest;
}

/**
 * A client checked out of the pool (a transaction between its statements, a LISTEN) has no 'error'
 * listener of the pool's: the database going away then would end the process. Its next query
 * fails instead (503), and the pool drops it on release.
 */
export function keepClientErrors(pool: pg.Pool) {
  pool.on('connect', (client) => client.on('error', () => undefined));
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS });
  else await migratePg(database.db, { migrationsFolder: MIGRATIONS });
}

/**
 * PGlite takes no lock of its own and two processes on one folder corrupt it. The server holds an
 * exclusive flock(2) on `server.lock` through an open file: the kernel drops it the moment the
 * process dies, however it dies (SIGKILL, a zombie not yet reaped, a pid used again), so a restart
 * after a crash works at once. Node has no flock call: util-linux `flock` takes the lock on the
 * descriptor it is handed, which is ours, and exits; the lock stays with our descriptor.
 * The file names the holder's pid for the message a refused server shows.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
    const locked = tryFlock(fd);
    if (locked === undefined) {
      closeSync(fd);
      return lockByPid(dataDir, file);
    }
    if (!locked) {
      const pid = Number(readFileSync(file, 'utf8')) || undefined;
      closeSync(fd);
      if (pid === process.pid) throw new DataDirInUseError(`The data folder ${dataDir} is already open in this process.`);
      throw inUse(dataDir, pid);
    }
    // A holder removes the file on its way out: a lock taken on the removed file locks nothing.
    if (!sameFile(fd, file)) {
      closeSync(fd);
      continue;
    }
    ftruncateSync(fd, 0);
    writeSync(fd, String(process.pid), 0);
    return () => {
      rmSync(file, { force: true }); // while still locked, so no one takes the lock on a file being removed
      closeSync(fd);
    };
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}.`);
}

/** true: locked; false: another open file holds it; undefined: no `flock` program here. */
function tryFlock(fd: number): boolean | undefined {
  const BUSY = 75;
  const run = spawnSync('flock', ['--exclusive', '--nonblock', '--conflict-exit-code', String(BUSY), '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
  });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return undefined;
  if (run.status === 0) return true;
  if (run.status === BUSY) return false;
  throw new Error(`flock failed on ${fd}: ${run.error?.message ?? run.stderr.toString().trim()}`);
}

function sameFile(fd: number, file: string): boolean {
  try {
    const a = fstatSync(fd);
    const b = statSync(file);
    return a.ino === b.ino && a.dev === b.dev;
  } catch {
    return false;
  }
}

const inUse = (dataDir: string, pid?: number) =>
  new DataDirInUseError(
    `The data folder ${dataDir} is in use by another server${pid ? ` (process ${pid})` : ''}. Stop it first, or start this one with another DATA_DIR.`,
  );

/**
 * Without `flock` (not Linux): the pid in the file, refused while that process lives. A server that
 * was killed may block a restart until its pid is gone.
 */
function lockByPid(dataDir: string, file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid === process.pid) throw new DataDirInUseError(`The data folder ${dataDir} is already open in this process.`);
      if (pid && isAlive(pid)) throw inUse(dataDir, pid);
      rmSync(file, { force: true }); // left behind by a server that died
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
