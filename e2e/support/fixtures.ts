import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { type RunningServer, startServer } from './server';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/** Every test's baseURL is its worker's own server, started on a copy of the demo folder global-setup.ts loaded. */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const seeded = process.env.E2E_SEEDED_DIR;
      if (!seeded) throw new Error('E2E_SEEDED_DIR is not set: run the browser tests through e2e/playwright.config.ts');
      const dir = mkdtempSync(join(tmpdir(), 'limo-e2e-worker-'));
      const dataDir = join(dir, 'data');
      cpSync(seeded, dataDir, { recursive: true });
      const server = await startServer(dataDir, 120_000);
      await use(server);
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
