import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement (health check, benchmarks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = join(import.meta.dirname, '../../drizzle');

export class DataDirInUseError extends Error {}

/** Opens the embedded PGlite database in a data folder (or memory://), locking the folder. */
export async function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = inMemory
      ? await PGlite.create({ loadDataDir: opts.loadDataDir })
      : await PGlite.create({ dataDir: join(dataDir, 'pg') });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
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

export async function openPostgres(url: string, max = Number(process.env.DB_POOL_SIZE ?? 10)): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS });
  else await migratePg(database.db, { migrationsFolder: MIGRATIONS });
}

/**
 * PGlite takes no lock of its own and two processes on one folder corrupt it:
 * a lock file holding our PID refuses a second server while the first is alive.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by another server (process ${pid}). Stop it first, or start this one with another DATA_DIR.`,
        );
      }
      if (pid === process.pid) {
        throw new DataDirInUseError(`The data folder ${dataDir} is already open in this process.`);
      }
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

