// What `npm run backup` and `npm run restore` share: where the database is, its tables and rows,
// PostgreSQL's own tools, the command line (docs/operations.md, "Backups and restores").
import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { pgToolPath } from './pg-tools.js';

/** A refusal or a failure with a message for the operator (no stack). */
export class OpsError extends Error {}

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface TableRows {
  table: string;
  rows: number;
}

export interface Summary {
  file: string;
  bytes: number;
  tables: TableRows[];
}

/** The database the server would use: DATABASE_URL, else DATA_DIR (default ./data), as loadConfig reads them. */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.DATA_DIR || './data' };
}

/** `--into`: a PostgreSQL URL or a data folder. */
export function targetFrom(value: string): Target {
  if (/^postgres(ql)?:\/\//i.test(value)) return { kind: 'postgres', url: value };
  return { kind: 'pglite', dataDir: fromCaller(value) };
}

/** A path the operator typed: `npm run` starts in the project's root, INIT_CWD is where they were. */
export const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** The embedded database lives in DATA_DIR/pg (openPglite). */
export const pgliteHasDatabase = (dataDir: string) => existsSync(join(dataDir, 'pg', 'PG_VERSION'));

/** A URL fit for a message or a log line: the password replaced. */
export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '*****';
    return u.toString();
  } catch {
    return '(a database URL that cannot be read)';
  }
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Every table outside PostgreSQL's own schemas (the application's and drizzle's migrations) with its rows, by name. */
export async function tableRows(query: Query): Promise<TableRows[]> {
  const { rows } = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const result: TableRows[] = [];
  for (const { schema, name } of rows as { schema: string; name: string }[]) {
    const table = `${quoteIdent(schema)}.${quoteIdent(name)}`;
    const counted = await query(`select count(*)::int as n from ${table}`);
    result.push({ table: schema === 'public' ? name : `${schema}.${name}`, rows: Number(counted.rows[0].n) });
  }
  return result;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs pg_dump or pg_restore (PG_BIN, Debian's newest PostgreSQL, or the one on PATH). The password goes in
 * PGPASSWORD, not on the command line, where any user of the machine could read it.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const program = pgToolPath(tool);
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((done, fail) => {
    execFile(program, [...args, `--dbname=${u.toString()}`], { env, maxBuffer: 16 * 1024 * 1024 }, (err, _stdout, stderr) => {
      if (!err) return done();
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return fail(new OpsError(`${tool} was not found: install PostgreSQL's client programs (apt-get install postgresql-client).`));
      }
      fail(new OpsError(`${tool} failed: ${stderr.trim() || err.message}`));
    });
  });
}

export function fileSize(file: string): number {
  return statSync(file).size;
}

/** "1.4 MiB, 97 tables, 12,345 rows" and a line a table. */
export function describe(summary: Summary): string {
  const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
  const width = Math.max(...summary.tables.map((t) => t.table.length), 5);
  const lines = summary.tables.map((t) => `  ${t.table.padEnd(width)}  ${t.rows.toLocaleString('en')}`);
  return [`${summary.file}: ${size(summary.bytes)}, ${summary.tables.length} tables, ${rows.toLocaleString('en')} rows`, ...lines].join('\n');
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export interface CliArgs {
  file: string;
  into?: string;
  force: boolean;
}

/**
 * Runs a command when its module is the program (not when a test imports it). Exit codes: 0 done,
 * 1 refused or failed (the message says why), 2 wrong usage.
 */
export function runCli(moduleUrl: string, usage: string, main: (args: CliArgs) => Promise<string>, options: { into: boolean }) {
  if (!process.argv[1] || pathToFileURL(resolve(process.argv[1])).href !== moduleUrl) return;
  let args: CliArgs;
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false }, ...(options.into ? { into: { type: 'string' } } : {}) },
    });
    if (values.help) {
      console.log(usage);
      return;
    }
    if (positionals.length !== 1) throw new Error('name one backup file');
    args = { file: fromCaller(positionals[0]), into: values.into as string | undefined, force: Boolean(values.force) };
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    process.exitCode = 2;
    return;
  }
  main(args).then(
    (report) => console.log(report),
    (err: unknown) => {
      console.error(err instanceof OpsError ? err.message : err);
      process.exitCode = 1;
    },
  );
}
