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
import { syncPortalTemplates } from '../src/db/seed/portal-templates.js';
import { syncRightModules } from '../src/db/seed/rights.js';
import { buildServerIfStale } from './compiled-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotFile: string;
    templateDb: string;
    /** A migrated data folder to copy (data-folder.ts). */
    pgliteFolder: string;
    /** The seeded PGlite snapshot, whatever database the project's API tests run on. */
    pgliteSnapshot: string;
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
  // Side by side: the PostgreSQL template waits on round trips, the PGlite images on this process's CPU.
  const [template, images] = await Promise.all([shared, pgliteImages()]);
  template.users++;
  project.provide('templateDb', template.name);
  project.provide('snapshotFile', template.snapshotFile);
  project.provide('pgliteFolder', images.folder);
  project.provide('pgliteSnapshot', images.file);
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
    return { name: '', snapshotFile: (await pgliteImages()).file, users: 0, drop: async () => {} };
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

/** The embedded database's images of a run (shared by the projects' setups, which run in one process). */
export interface PgliteImages {
  /** A seeded snapshot that each test file loads (about 1 s instead of 4 s for a fresh initdb). */
  file: string;
  /**
   * A data folder of a migrated database without staff, as a first start leaves it before its admin: tests
   * that start the server or open PGlite on a folder copy it (data-folder.ts) instead of an initdb on disk,
   * 10 to 18 s on a busy machine. One test, the container's start (container-files.test.ts), keeps a fresh folder.
   */
  folder: string;
  remove(): void;
}

export function pgliteImages(): Promise<PgliteImages> {
  const memo = globalThis as { limoPglite?: Promise<PgliteImages> };
  if (!memo.limoPglite) {
    memo.limoPglite = makePgliteImages();
    // Removed as the run ends, whichever project's setup asked first.
    void memo.limoPglite.then((images) => process.once('exit', images.remove));
  }
  return memo.limoPglite;
}

async function makePgliteImages(): Promise<PgliteImages> {
  const dir = mkdtempSync(join(tmpdir(), 'limo-test-'));
  const database = await openPglite('memory://');
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  await migrate(database);
  const folder = join(dir, 'migrated');
  const migrated = await openPglite(folder, { loadDataDir: await client.dumpDataDir('none') });
  await migrated.close();
  await seed(database);
  const blob = await client.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  return { file, folder, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function seed(database: Awaited<ReturnType<typeof openPglite>>) {
  await migrate(database);
  await syncRightModules(database.db);
  await syncSystemParameters(database.db);
  await syncPortalTemplates(database.db);
  await loadDemoData(database.db, { orders: false }); // the demo orders take a minute: demo-orders.test.ts loads some days itself
}

export function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
