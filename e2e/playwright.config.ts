import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the compiled server (npm run build: the web app and apps/server/dist), one
 * server per worker on its own copy of a demo data folder loaded once (support/global-setup.ts,
 * support/fixtures.ts). `npm run test:e2e` builds first.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // A test walking every screen needs the room on a busy machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One browser: two browsers and two servers on two cores ran the suite in about 9 minutes against 5.4 for one
  // (docs/testing.md). Each worker has a server of its own, so E2E_WORKERS=2 runs on a machine with more cores.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    headless: true,
    viewport: { width: 1440, height: 900 },
    // Staff who ask their system for less motion get dialogs and menus at once (theme.ts); the tests wait for no transitions.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
