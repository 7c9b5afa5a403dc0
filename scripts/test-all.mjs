// `npm test`: every test. Unit and API tests on PGlite, the API suite again on PostgreSQL,
// then the browser tests in Debian's Chromium against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresBin, startPostgres } from './postgres.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`\n${label} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status || 1);
  }
};

run('Unit and API tests (PGlite)', bin('vitest'), ['run']);
// Today, now and stamps follow the operator's zone, not the machine's: prove it on a machine far from Hong Kong.
run('Domain and web unit tests in another time zone (America/Los_Angeles)', bin('vitest'), ['run', '--project', 'domain', '--project', 'web'], {
  TZ: 'America/Los_Angeles',
});

let url = process.env.TEST_DATABASE_URL;
let stop = () => {};
if (!url) {
  if (!postgresBin()) {
    console.error('PostgreSQL is needed for the PostgreSQL run: apt-get install -y postgresql (or set TEST_DATABASE_URL)');
    process.exit(1);
  }
  ({ url, stop } = await startPostgres());
}
try {
  run('API and security tests (PostgreSQL)', bin('vitest'), ['run', '--project', 'server', '--project', 'security'], { TEST_DATABASE_URL: url });
} finally {
  stop();
}

if (!existsSync('/usr/bin/chromium')) {
  console.error('Chromium is needed for the browser tests: apt-get install -y chromium');
  process.exit(1);
}
run('Build the web app', 'npm', ['run', 'build', '-w', 'apps/web']);
run('Browser tests (Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
