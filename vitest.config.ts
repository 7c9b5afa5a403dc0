import { configDefaults, defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config';

/*
 * One run, both cores (docs/testing.md). The API and security tests run once, on PostgreSQL (the
 * production database); a PGlite smoke set runs what differs on the embedded one; domain and web
 * tests run once, in a time zone far from the operator's, so nothing leans on the machine's zone.
 */

/**
 * What the embedded database does differently: the collections' SQL, orders, a race on its one connection, and
 * the demo orders (the browser tests load the demo on PostgreSQL in CI; `npm start` loads it on PGlite).
 * Files that start PGlite servers themselves run it in the server project already: the data-folder lock
 * (platform), a killed server restarting (crash-restart, partner-outbox-kill), the folder's backup (backup).
 */
export const PGLITE_SMOKE = [
  'test/collections.test.ts',
  'test/orders.test.ts',
  'test/invoices-race.test.ts',
  'test/demo-orders.test.ts',
  // The contract test (issue 31 part 6): on the embedded database, as the issue bounds it.
  'test/contract/contract.test.ts',
];

/** Smoke files that run on PGlite alone (what they load, the browser tests' global setup loads on PostgreSQL). */
const PGLITE_ONLY = ['test/demo-orders.test.ts', 'test/contract/contract.test.ts'];

/** The machine's zone for the domain and web tests: Los Angeles is 15 or 16 hours from Hong Kong, on the other side of midnight most of the day. */
const FAR_ZONE = { TZ: 'America/Los_Angeles' };

const server = {
  root: 'apps/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // Files share a worker's loaded modules: each builds its own app on its own database, nothing else is kept.
  isolate: false,
} as const;

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node', env: FAR_ZONE } },
      {
        test: {
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The demo orders run in the PGlite set only: the browser tests load the whole demo on PostgreSQL each run.
          exclude: [...configDefaults.exclude, 'test/security/**', ...PGLITE_ONLY],
          globalSetup: ['test/global-setup.ts'],
        },
      },
      // Issue 19: the security cases derived from the routes and resources (npm run test:security).
      {
        test: {
          ...server,
          name: 'security',
          include: ['test/security/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        test: {
          ...server,
          name: 'pglite',
          include: PGLITE_SMOKE,
          globalSetup: ['test/global-setup-pglite.ts'],
        },
      },
      ...webProjects,
    ],
  },
});
