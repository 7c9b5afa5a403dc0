import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server';

/**
 * Loads the demo once into a data folder (the first start, about a minute); each worker then starts
 * its own server on a copy of it (fixtures.ts), so two workers never share data.
 */
export default async function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), 'limo-e2e-'));
  const seeded = join(root, 'seeded');
  const server = await startServer(seeded);
  await server.stop();
  process.env.E2E_SEEDED_DIR = seeded;
  return () => rmSync(root, { recursive: true, force: true });
}
