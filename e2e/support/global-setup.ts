import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin, e2eDatabaseUrl, withDb } from './postgres';
import { startServer } from './server';

/**
 * Loads the demo once; each worker then starts its own server on a copy of it (fixtures.ts), so two
 * workers never share data. On PostgreSQL (E2E_DATABASE_URL) into a seed database, else into a data
 * folder of the embedded database (the first start, about a minute).
 */
export default async function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), 'limo-e2e-'));
  const url = e2eDatabaseUrl();
  if (url) {
    const seed = `limo_e2e_${process.pid}`;
    await admin(url, `drop database if exists ${seed}`);
    await admin(url, `create database ${seed}`);
    const server = await startServer({ dataDir: join(root, 'seed'), databaseUrl: withDb(url, seed), demo: true });
    await server.stop();
    process.env.E2E_SEEDED_DB = seed;
    return async () => {
      await admin(url, `drop database if exists ${seed}`).catch(() => {});
      rmSync(root, { recursive: true, force: true });
    };
  }
  const seeded = join(root, 'seeded');
  const server = await startServer({ dataDir: seeded });
  await server.stop();
  process.env.E2E_SEEDED_DIR = seeded;
  return () => rmSync(root, { recursive: true, force: true });
}
