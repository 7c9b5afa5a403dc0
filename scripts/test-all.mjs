// `npm test`: every test, in four stages (docs/testing.md). The build (the API tests start the compiled server,
// the browser tests serve it); one vitest run on both cores (API and security tests on a throw-away PostgreSQL,
// the PGlite smoke set, domain tests in a far time zone); the browser tests in Debian's Chromium on the same
// PostgreSQL, with types and lint, then the web tests (far time zone, one worker) beside them; asked alone, the
// checks run first side by side and the web tests in the vitest stage. `npm test -- vitest e2e` runs
// just the stages named. Each stage's time is printed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresBin, startPostgres } from './postgres.mjs';

const STAGES = ['checks', 'build', 'vitest', 'e2e'];
const asked = process.argv.slice(2);
const unknown = asked.filter((s) => !STAGES.includes(s));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}: the stages are ${STAGES.join(', ')}`);
  process.exit(2);
}
const wanted = (stage) => asked.length === 0 || asked.includes(stage);
const bin = (name) => `node_modules/.bin/${name}`;
const times = [];

/** The API and browser tests' PostgreSQL: TEST_DATABASE_URL, else a throw-away server started once, stopped at the end. */
let database;
let stopDatabase = () => {};
async function postgresUrl(who) {
  if (database) return database;
  database = process.env.TEST_DATABASE_URL;
  if (!database) {
    if (!postgresBin()) {
      console.error(`PostgreSQL is needed for ${who}: apt-get install -y postgresql (or set TEST_DATABASE_URL)`);
      process.exit(1);
    }
    ({ url: database, stop: stopDatabase } = await startPostgres());
  }
  return database;
}

/** Runs a command; with `quiet` its output is kept and shown at the end (two at once would interleave). */
function exec(cmd, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal, output }));
  });
}

/** Runs a stage and stops the run at its failure. */
async function stage(label, work) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const ok = await work();
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push({ label, seconds });
  console.log(`=== ${label}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s ===`);
  if (!ok) finish(1);
}

function finish(code) {
  stopDatabase();
  console.log('\nStage times:');
  for (const { label, seconds } of times) console.log(`  ${String(seconds).padStart(5)} s  ${label}`);
  console.log(`  ${String(times.reduce((s, t) => s + t.seconds, 0)).padStart(5)} s  in all`);
  process.exit(code);
}

const single = async (cmd, args, opts) => (await exec(cmd, args, opts)).code === 0;

/**
 * npm run typecheck and npm run lint in three parts: side by side on their own (two cores), or one after another
 * beside the browser tests, which leave about a core idle while pages render and calls travel.
 */
async function checks({ serial }) {
  const tsc = (project) => `${bin('tsc')} -p ${project}`;
  const parts = {
    // One program for the server, domain, bench and browser tests (tsconfig.node.json): they share options.
    'types of the server, domain, bench and browser tests': tsc('tsconfig.node.json'),
    'types of the web app': tsc('apps/web'),
    lint: `${bin('eslint')} . && ${bin('prettier')} --check .`,
  };
  const run = ([name, command]) => exec('sh', ['-c', command], { quiet: true }).then((r) => ({ ...r, name }));
  const results = [];
  if (serial) for (const part of Object.entries(parts)) results.push(await run(part));
  else results.push(...(await Promise.all(Object.entries(parts).map(run))));
  for (const r of results) {
    console.log(`--- ${r.name}: ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`}`);
    if (r.output.trim()) console.log(r.output.trimEnd());
  }
  return results.every((r) => r.code === 0);
}

// With the browser tests asked for too, types and lint run beside them (about a minute and a half less), and so do
// the web tests after them (about a minute and a half less again): the browser tests leave about a core idle.
const checksBesideBrowser = wanted('checks') && wanted('e2e');
const webBesideBrowser = wanted('vitest') && wanted('e2e');
// The web tests in one worker beside the browser, in two on their own.
// Beside the browser its output is kept and shown once it ends (two at once would interleave).
async function webTests(workers, { quiet = false } = {}) {
  const args = ['run', '--project', 'web', '--project', 'web-isolated', '--maxWorkers', String(workers)];
  const { code, output } = await exec(bin('vitest'), quiet ? [...args, '--reporter', 'dot'] : args, { quiet });
  if (quiet) console.log(`--- the web tests: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n${output.trimEnd()}`);
  return code === 0;
}
if (wanted('checks') && !checksBesideBrowser) await stage('Types and lint (side by side)', () => checks({ serial: false }));

// First: the API tests start the compiled server as a process, the browser tests serve the build.
if (wanted('build')) await stage('Build (web app and compiled server)', () => single('node', ['scripts/build.mjs']));

if (wanted('vitest')) {
  const url = await postgresUrl('the API tests');
  await stage(
    `Unit, API and security tests (PostgreSQL), PGlite smoke set, domain${webBesideBrowser ? '' : ' and web'} (Los Angeles time)`,
    // The web tests not beside the API tests: beside their servers and PostgreSQL, slow renders missed their waits.
    async () =>
      (await single(bin('vitest'), ['run', '--project', 'server', '--project', 'security', '--project', 'pglite', '--project', 'domain'], {
        env: { TEST_DATABASE_URL: url },
      })) &&
      (webBesideBrowser || (await webTests(2))),
  );
}

if (wanted('e2e')) {
  if (!existsSync('/usr/bin/chromium')) {
    console.error('Chromium is needed for the browser tests: apt-get install -y chromium');
    process.exit(1);
  }
  // On PostgreSQL: the demo loads into a seed database in seconds, each worker's server on a copy (e2e/support).
  const url = await postgresUrl('the browser tests');
  const beside = [checksBesideBrowser && 'types and lint', webBesideBrowser && 'the web tests (Los Angeles time)'].filter(Boolean);
  const label = `Browser tests (Chromium, compiled server, PostgreSQL)${beside.length ? `, ${beside.join(' then ')} beside them` : ''}`;
  await stage(label, async () => {
    const [browser, besideOk] = await Promise.all([
      single(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { env: { E2E_DATABASE_URL: url } }),
      (async () => {
        // One after the other: the second core is the one free.
        const checked = checksBesideBrowser ? await checks({ serial: true }) : true;
        const web = webBesideBrowser ? await webTests(1, { quiet: true }) : true;
        return checked && web;
      })(),
    ]);
    return browser && besideOk;
  });
}

finish(0);
