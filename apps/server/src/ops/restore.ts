// `npm run restore -- <file> [--into <DATABASE_URL or DATA_DIR>] [--force]`: a backup into a new database.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from '../db/client.js';
import { describe, fileSize, maskUrl, OpsError, runCli, runPgTool, type Summary, tableRows, type Target, targetFrom, targetFromEnv } from './shared.js';

const USAGE = `Usage: npm run restore -- <file> [--into <DATABASE_URL or DATA_DIR>] [--force]
  Restores a backup of npm run backup into a new database: the PostgreSQL database of the URL
  (made when missing; --force replaces what a non-empty one holds) or a new data folder for the
  embedded database. Without --into: DATABASE_URL, else DATA_DIR (default ./data).`;

/** What a file holds, from its first bytes: pg_dump's custom format, or a PGlite data folder (.tar.gz). */
export function backupKind(file: string): Target['kind'] {
  if (!existsSync(file)) throw new OpsError(`${file} does not exist.`);
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new OpsError(`${file} is not a backup made by npm run backup (neither pg_dump's custom format nor a .tar.gz).`);
}

/** Into a new database (made here when missing); one already holding tables is refused unless `force`. */
export async function restorePostgres(file: string, url: string, { force = false } = {}): Promise<Summary> {
  const client = await connectOrCreate(url);
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0 && !force) {
      throw new OpsError(
        `The database ${maskUrl(url)} is not empty (${rows[0].n} tables): restore into a new database, or add --force to replace ` +
          'what it holds (stop every server using it first).',
      );
    }
    // One transaction: a restore that fails leaves the database as it was. Owned by the user of the
    // URL, whatever owned the tables where the backup was taken.
    const replace = force ? ['--clean', '--if-exists'] : [];
    await runPgTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', ...replace, file], url);
    return { file, bytes: fileSize(file), tables: await tableRows((text) => client.query(text)) };
  } finally {
    await client.end();
  }
}

async function connectOrCreate(url: string): Promise<pg.Client> {
  const connect = async (target: string) => {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    return client;
  };
  try {
    return await connect(url);
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw new OpsError(`Cannot reach the database ${maskUrl(url)}: ${(err as Error).message}`);
  }
  // The database does not exist: made through the server's maintenance database.
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  try {
    const admin = await connect(u.toString());
    try {
      await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    } finally {
      await admin.end();
    }
  } catch (err) {
    throw new OpsError(`The database ${name} does not exist and could not be made (${(err as Error).message}): create it (createdb ${name}) and run again.`);
  }
  return connect(url);
}

/** Into a new data folder: one that exists and holds anything is refused. */
export async function restorePglite(file: string, dataDir: string): Promise<Summary> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new OpsError(`The folder ${dataDir} is not empty: restore into a new folder (--into <folder>), then point DATA_DIR at it.`);
  }
  const made = !existsSync(dataDir);
  try {
    const database = await openPglite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      return { file, bytes: fileSize(file), tables: await tableRows((text) => client.query(text)) };
    } finally {
      await database.close();
    }
  } catch (err) {
    // Nothing half-made is left for a server to start on.
    if (made) rmSync(dataDir, { recursive: true, force: true });
    else for (const entry of readdirSync(dataDir)) rmSync(`${dataDir}/${entry}`, { recursive: true, force: true });
    throw err;
  }
}

runCli(
  import.meta.url,
  USAGE,
  async ({ file, into, force }) => {
    const kind = backupKind(file);
    const target = into ? targetFrom(into) : targetFromEnv();
    if (kind !== target.kind) {
      const what =
        kind === 'postgres' ? 'a PostgreSQL backup: restore it into a database URL' : 'a backup of the embedded database: restore it into a data folder';
      throw new OpsError(`${file} is ${what} (--into).`);
    }
    if (target.kind === 'postgres')
      return `Restored into PostgreSQL ${maskUrl(target.url)} from ${describe(await restorePostgres(file, target.url, { force }))}`;
    return `Restored into the data folder ${target.dataDir} from ${describe(await restorePglite(file, target.dataDir))}\nStart the server with DATA_DIR=${target.dataDir}.`;
  },
  { into: true },
);
