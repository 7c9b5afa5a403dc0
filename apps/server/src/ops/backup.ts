// `npm run backup -- <file> [--force]`: a backup of the database the server uses (DATABASE_URL or DATA_DIR).
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DataDirInUseError, openPglite } from '../db/client.js';
import { describe, fileSize, maskUrl, OpsError, pgliteHasDatabase, runCli, runPgTool, type Summary, tableRows, targetFromEnv } from './shared.js';

const USAGE = `Usage: npm run backup -- <file> [--force]
  Backs up DATABASE_URL (PostgreSQL, pg_dump's custom format) or, without it, the embedded
  database in DATA_DIR (default ./data; the server stopped) to <file>. --force overwrites <file>.`;

/**
 * PostgreSQL, while the servers keep writing: one snapshot, exported by a read-only transaction that
 * also counts the rows, and handed to pg_dump, so the counts printed are exactly those in the file.
 */
export async function backupPostgres(url: string, file: string): Promise<Summary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((err: Error) => {
    throw new OpsError(`Cannot reach the database ${maskUrl(url)}: ${err.message}`);
  });
  const partial = `${file}.partial`;
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const tables = await tableRows((text) => client.query(text));
    await runPgTool('pg_dump', ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${partial}`], url);
    await client.query('commit');
    // Renamed once complete: a file under the given name is always a whole backup.
    renameSync(partial, file);
    return { file, bytes: fileSize(file), tables };
  } finally {
    rmSync(partial, { force: true });
    await client.end();
  }
}

/**
 * The embedded database, with its server stopped: PGlite lets one process at a time open a data
 * folder (openPglite locks it), so a running server makes this refuse.
 */
export async function backupPglite(dataDir: string, file: string): Promise<Summary> {
  if (!pgliteHasDatabase(dataDir)) throw new OpsError(`${dataDir} holds no embedded database (DATA_DIR): nothing to back up.`);
  const database = await openPglite(dataDir).catch((err: Error) => {
    if (!(err instanceof DataDirInUseError)) throw err;
    throw new OpsError(
      `The data folder ${dataDir} is in use by a running server${holder(dataDir)}. The embedded database is backed up with ` +
        'its server stopped: stop the server, run the backup, start the server again.',
    );
  });
  const partial = `${file}.partial`;
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const tables = await tableRows((text) => client.query(text));
    const blob = await client.dumpDataDir('gzip');
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
    return { file, bytes: fileSize(file), tables };
  } finally {
    rmSync(partial, { force: true });
    await database.close();
  }
}

function holder(dataDir: string): string {
  try {
    const pid = Number(readFileSync(`${dataDir}/server.lock`, 'utf8'));
    return pid ? ` (process ${pid})` : '';
  } catch {
    return '';
  }
}

runCli(
  import.meta.url,
  USAGE,
  async ({ file, force }) => {
    if (existsSync(file) && !force) throw new OpsError(`${file} already exists: name a new file, or add --force to overwrite it.`);
    const target = targetFromEnv();
    if (target.kind === 'postgres') return `Backed up PostgreSQL ${maskUrl(target.url)} to ${describe(await backupPostgres(target.url, file))}`;
    return `Backed up the embedded database in ${target.dataDir} to ${describe(await backupPglite(target.dataDir, file))}`;
  },
  { into: false },
);
