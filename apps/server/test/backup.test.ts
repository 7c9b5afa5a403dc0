import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error: a plain script without types (it starts a throw-away PostgreSQL)
import { startPostgres } from '../../../scripts/postgres.mjs';
import { buildApp } from '../src/app.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { backupPostgres } from '../src/ops/backup.js';
import { restorePglite, restorePostgres } from '../src/ops/restore.js';
import { tableRows } from '../src/ops/shared.js';
import { byTable, expectSameRecords, runScript, startOrderWriter, waitForOrders } from './backup-fixtures.js';
import { seed, withDb } from './global-setup.js';
import { testConfig } from './harness.js';

// npm run backup and npm run restore (docs/operations.md). PostgreSQL: a listening server under
// writes is backed up, restored into a new database, compared, and served. Always on PostgreSQL:
// the CI's when TEST_DATABASE_URL is set, else a throw-away one of its own. PGlite: a data folder
// is backed up with its server stopped (refused while it runs) and restored into a new folder.

const dir = mkdtempSync(join(tmpdir(), 'limo-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;
const serve = async (database: Database, overrides: Parameters<typeof testConfig>[0] = {}) => {
  const app = await buildApp({ config: testConfig(overrides), database: { ...database, close: async () => {} }, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
};

describe('PostgreSQL', () => {
  let stop = () => {};
  let url: string;
  const made: string[] = [];
  const clients: pg.Client[] = [];

  const connect = async (name: string) => {
    const client = new pg.Client({ connectionString: withDb(url, name) });
    await client.connect();
    clients.push(client);
    return (text: string) => client.query(text);
  };

  beforeAll(async () => {
    url = process.env.TEST_DATABASE_URL as string;
    if (!url) ({ url, stop } = (await startPostgres()) as { url: string; stop: () => void });
  }, 120_000);

  afterAll(async () => {
    for (const c of clients) await c.end();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const name of made) await admin.query(`drop database if exists ${name}`);
    await admin.end();
    stop();
  });

  /** A seeded database: a copy of the run's template when there is one, else migrated and seeded here. */
  const seededDatabase = async (name: string) => {
    const template = process.env.TEST_DATABASE_URL ? inject('templateDb') : '';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    made.push(name);
    const database = await openPostgres(withDb(url, name), 4);
    if (!template) await seed(database);
    return database;
  };

  it('backs up a server under writes, restores into a new database with the snapshot, and serves it', async () => {
    const suffix = randomBytes(4).toString('hex');
    const [sourceName, restoredName] = [`limo_backup_src_${suffix}`, `limo_backup_dst_${suffix}`];
    const database = await seededDatabase(sourceName);
    const app = await serve(database, { databaseUrl: withDb(url, sourceName) });
    const source = await connect(sourceName);
    const file = join(dir, 'pg.dump');
    try {
      const writer = await startOrderWriter(app);
      await waitForOrders(writer, 5);
      const ackedBefore = [...writer.acknowledged];
      const before = byTable(await tableRows(source));
      const backup = await backupPostgres(withDb(url, sourceName), file);
      const ackedDuring = writer.acknowledged.length - ackedBefore.length;
      const after = byTable(await tableRows(source));
      await writer.stop();
      expect(writer.failures).toEqual([]);
      // The server kept writing while pg_dump ran.
      expect(ackedDuring).toBeGreaterThan(0);

      made.push(restoredName); // restore makes the missing database itself
      const restored = await restorePostgres(file, withDb(url, restoredName));
      expect(restored.bytes).toBeGreaterThan(0);
      expect([...byTable(restored.tables).keys()]).toEqual([...before.keys()]);
      // Restored counts are the snapshot's: at least those before the backup began, no more than after it ended.
      expect(restored.tables).toEqual(backup.tables);
      for (const { table, rows } of restored.tables) {
        expect(rows, table).toBeGreaterThanOrEqual(before.get(table) as number);
        expect(rows, table).toBeLessThanOrEqual(after.get(table) as number);
      }
      expect(byTable(restored.tables).get('orders')).toBeGreaterThanOrEqual(ackedBefore.length);
      await expectSameRecords(source, await connect(restoredName), ackedBefore);

      await expect(restorePostgres(file, withDb(url, restoredName))).rejects.toThrow(/is not empty \(\d+ tables\).*--force/);
    } finally {
      await app.close();
      await database.close();
    }

    const restoredDb = await openPostgres(withDb(url, restoredName), 2);
    const restoredApp = await serve(restoredDb, { databaseUrl: withDb(url, restoredName) });
    try {
      const ready = await fetch(`http://127.0.0.1:${(restoredApp.server.address() as { port: number }).port}/limo/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    } finally {
      await restoredApp.close();
      await restoredDb.close();
    }
  }, 120_000);
});

describe('PGlite', () => {
  /** A seeded data folder: the run's snapshot loaded into it (global-setup.ts), not an initdb on disk. */
  const seededFolder = (dataDir: string) => openPglite(dataDir, { loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });

  it('refuses the folder of a running server, backs it up stopped, and restores it into a new folder', async () => {
    const [dataDir, restoredDir, file] = [join(dir, 'data'), join(dir, 'restored'), join(dir, 'pglite.tar.gz')];
    const database = await seededFolder(dataDir);
    const app = await serve(database);
    const writer = await startOrderWriter(app, 1);
    await waitForOrders(writer, 3);
    await writer.stop();
    expect(writer.failures).toEqual([]);
    const counts = await tableRows((text) => clientOf(database).query(text));

    const refused = await runScript('backup', [file], { DATA_DIR: dataDir, INIT_CWD: dir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The data folder ${dataDir} is in use by a running server (process ${process.pid})`);
    expect(refused.stderr).toContain('backed up with its server stopped');

    await app.close();
    await database.close();
    const done = await runScript('backup', ['pglite.tar.gz'], { DATA_DIR: dataDir, INIT_CWD: dir });
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    const rows = counts.reduce((sum, t) => sum + t.rows, 0).toLocaleString('en');
    expect(done.stdout).toContain(`Backed up the embedded database in ${dataDir} to ${file}: `);
    expect(done.stdout).toContain(`, ${counts.length} tables, ${rows} rows`);

    const restored = await restorePglite(file, restoredDir);
    expect(restored.tables).toEqual(counts);
    await expect(restorePglite(file, restoredDir)).rejects.toThrow(`The folder ${restoredDir} is not empty`);

    const [sourceDb, restoredDb] = [await openPglite(dataDir), await openPglite(restoredDir)];
    try {
      await expectSameRecords(
        (text) => clientOf(sourceDb).query(text),
        (text) => clientOf(restoredDb).query(text),
        writer.acknowledged,
      );
      const restoredApp = await serve(restoredDb);
      const ready = await restoredApp.inject({ method: 'GET', url: '/limo/ready' });
      await restoredApp.close();
      expect(ready.statusCode, ready.body).toBe(200);
    } finally {
      await sourceDb.close();
      await restoredDb.close();
    }
  }, 120_000);
});
