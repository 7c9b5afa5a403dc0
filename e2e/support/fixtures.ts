import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { admin, e2eDatabaseUrl, withDb } from './postgres';
import { type RunningServer, type ServerData, startServer } from './server';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/** Every test's baseURL is its worker's own server, on a copy of the demo global-setup.ts loaded. */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dir = mkdtempSync(join(tmpdir(), 'limo-e2e-worker-'));
      const dataDir = join(dir, 'data');
      const url = e2eDatabaseUrl();
      const seedDb = process.env.E2E_SEEDED_DB;
      const seedDir = process.env.E2E_SEEDED_DIR;
      let data: ServerData;
      let dropCopy = async () => {};
      if (url && seedDb) {
        const copy = `${seedDb}_w${workerInfo.workerIndex}`;
        await admin(url, `drop database if exists ${copy}`);
        await admin(url, `create database ${copy} template ${seedDb}`);
        data = { dataDir, databaseUrl: withDb(url, copy) };
        dropCopy = () => admin(url, `drop database if exists ${copy}`).catch(() => {});
      } else if (seedDir) {
        cpSync(seedDir, dataDir, { recursive: true });
        data = { dataDir };
      } else throw new Error('No demo was loaded: run the browser tests through e2e/playwright.config.ts');
      const server = await startServer(data, 120_000);
      await use(server);
      await server.stop();
      await dropCopy();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
