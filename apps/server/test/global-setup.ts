import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain script without types (it starts Debian's PostgreSQL on loopback)
import { postgresBin, startPostgres } from '../../../scripts/postgres.mjs';
import { migrate, openPglite, openPostgres } from '../src/db/client.js';
import { loadDemoData } from '../src/demo/demo.js';
import { syncSystemParameters } from '../src/db/seed/parameters.js';
import { syncRightModules } from '../src/db/seed/rights.js';
import { buildServerIfStale } from './compiled-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotFile: string;
    templateDb: string;
  }
}

/**
 * The API and security tests run on PostgreSQL, the production database (docs/testing.md): on
 * TEST_DATABASE_URL, else on a throw-away server of this run's own (Debian's postgresql package),
 * else, with a note, on PGlite. One migrated and seeded template per run, each test file a copy.
 * The server and security projects share it: their setups run in one process.
 */
export default async function setup(project: TestProject) {
  const memo = globalThis as { limoTemplate?: Promise<Template> };
  // Tests that start the server as a process run the compiled one (compiled-server.ts).
  if (!memo.limoTemplate) buildServerIfStale();
  const shared = memo.limoTemplate ?? (memo.limoTemplate = makeTemplate());
  const template = await shared;
  template.users++;
  project.provide('templateDb', template.name);
  project.provide('snapshotFile', template.snapshotFile);
  return async () => {
    if (--template.users === 0) await template.drop();
  };
}

interface Template {
  name: string;
  snapshotFile: string;
  users: number;
  drop(): Promise<void>;
}

async function makeTemplate(): Promise<Template> {
  let url = process.env.TEST_DATABASE_URL;
  let stopServer = () => {};
  if (!url && postgresBin()) {
    ({ url, stop: stopServer } = await startPostgres());
    // Files that start instances of their own on one PostgreSQL read it here (forks inherit it).
    process.env.TEST_DATABASE_URL = url;
  }
  if (!url) {
    console.warn('No PostgreSQL here (apt-get install postgresql, or set TEST_DATABASE_URL): the API tests run on PGlite.');
    const pglite = await pgliteSnapshot();
    return { name: '', snapshotFile: pglite.file, users: 0, drop: async () => pglite.remove() };
  }
  const name = `limo_test_template_${process.pid}`;
  await admin(url, `drop database if exists ${name}`);
  await admin(url, `create database ${name}`);
  const database = await openPostgres(withDb(url, name), 2);
  await seed(database);
  await database.close();
  return {
    name,
    snapshotFile: '',
    users: 0,
    drop: async () => {
      await admin(url, `drop database if exists ${name}`).catch(() => {});
      stopServer();
    },
  };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A PGlite data-folder snapshot that each test file loads (about 1 s instead of 4 s for a fresh initdb). */
export async function pgliteSnapshot(): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'limo-test-'));
  const database = await openPglite('memory://');
  await seed(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const blob = await client.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function seed(database: Awaited<ReturnType<typeof openPglite>>) {
  await migrate(database);
  await syncRightModules(database.db);
  await syncSystemParameters(database.db);
  await loadDemoData(database.db, { orders: false }); // the demo orders take a minute: demo-orders.test.ts loads some days itself
}

export function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
