import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built app served by the real server (one port, /limo API and the SPA),
 * on a fresh embedded database. Build the web app first: `npm run test:e2e` does.
 */
// A free port, chosen once by the runner: its workers inherit E2E_PORT, so they all load the same one.
if (!process.env.E2E_PORT) {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim();
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, '..');
// Emptied by the server command, not here: workers load this file too, while the server runs.
const dataDir = join(tmpdir(), `limo-e2e-${port}`);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    headless: true,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf '${dataDir}' && exec node --import tsx apps/server/src/main.ts`,
    cwd: root,
    url: `${baseURL}/limo/health`,
    // A first start loads the demo fortnight of orders (about a minute on a busy machine).
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNIN_PER_IP_PER_MINUTE: '1000',
      SIGNIN_ACCOUNT_FAILURES: '1000',
    },
  },
});
