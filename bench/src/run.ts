// npm run bench: API list throughput against the raw query, on a throw-away PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
// @ts-expect-error plain ESM script without types
import { startPostgres } from '../../scripts/postgres.mjs';
import { closedLoop, type LoadResult } from './stats.js';

const ROOT = join(import.meta.dirname, '../..');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const STAFF_ROWS = 2000;
const PORT = 18181;

async function main() {
  const { url, stop } = (await startPostgres()) as { url: string; stop: () => void };
  let server: ChildProcess | undefined;
  try {
    server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url,
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        ADMIN_PASSWORD: 'Bench-Admin-2026',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SIGNIN_PER_IP_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${PORT}/limo/health`);
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await seedStaff(pool);
    const token = await signIn();

    const path = '/limo/api/staffs?page=0&size=20';
    await autocannon({ url: `http://127.0.0.1:${PORT}${path}`, connections: 10, duration: 3, headers: { authorization: `Bearer ${token}` } }); // warm-up
    const api = await autocannon({
      url: `http://127.0.0.1:${PORT}${path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
    if (api.non2xx || api.errors) throw new Error(`API answered ${api.non2xx} non-2xx and ${api.errors} errors`);
    const apiResult: LoadResult = {
      requestsPerSecond: api.requests.average,
      p50: api.latency.p50,
      p99: api.latency.p99,
      requests: api.requests.total,
      errors: api.errors,
    };

    // The same page and count queries the API runs, straight through pg with the same pool size.
    const rawQuery = () =>
      Promise.all([pool.query('select * from staffs order by staff_code asc, id asc limit 20 offset 0'), pool.query('select count(*) from staffs')]);
    await closedLoop(rawQuery, 10, 2);
    const raw = await closedLoop(rawQuery, CONNECTIONS, SECONDS);
    await pool.end();
    report(apiResult, raw);
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    stop();
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function seedStaff(pool: pg.Pool) {
  await pool.query(
    `insert into staffs (staff_code, staff_name_eng, staff_name_chi, username, branch_id)
     select 'B' || lpad(g::text, 5, '0'), 'Bench Staff ' || g, '測試職員' || g, 'bench' || g, (select min(id) from branches)
     from generate_series(1, $1) g`,
    [STAFF_ROWS],
  );
  await pool.query('analyze');
}

async function signIn(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}/limo/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Bench-Admin-2026' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

function report(api: LoadResult, raw: LoadResult) {
  const ratio = api.requestsPerSecond / raw.requestsPerSecond;
  const when = new Date().toISOString();
  const result = { when, connections: CONNECTIONS, seconds: SECONDS, staffRows: STAFF_ROWS, api, raw, ratio };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/api-staffs.json'), `${JSON.stringify(result, null, 2)}\n`);
  const f = (n: number) => n.toFixed(1);
  const verdict = ratio >= 0.4 && api.p99 < 50 ? 'meets the target' : 'MISSES the target';
  const section = [
    '<!-- api-staffs:start -->',
    `Last run ${when.slice(0, 16).replace('T', ' ')} UTC, ${CONNECTIONS} connections, ${SECONDS} s each, ${STAFF_ROWS} staff rows, PostgreSQL ${'(throw-away, loopback)'}:`,
    '',
    '| | req/s | p50 ms | p99 ms |',
    '|---|---|---|---|',
    `| API \`GET /limo/api/staffs?page=0&size=20\` (autocannon, signed in) | ${f(api.requestsPerSecond)} | ${f(api.p50)} | ${f(api.p99)} |`,
    `| Raw page and count queries through \`pg\`, in-process | ${f(raw.requestsPerSecond)} | ${f(raw.p50)} | ${f(raw.p99)} |`,
    '',
    `Ratio API / raw: **${(ratio * 100).toFixed(0)} %** (target at least 40 %, p99 under 50 ms): ${verdict}.`,
    '<!-- api-staffs:end -->',
  ].join('\n');
  const readmePath = join(ROOT, 'bench/README.md');
  let readme = '';
  try {
    readme = readFileSync(readmePath, 'utf8');
  } catch {
    // first run: no README yet
  }
  readme = /<!-- api-staffs:start -->[\s\S]*<!-- api-staffs:end -->/.test(readme)
    ? readme.replace(/<!-- api-staffs:start -->[\s\S]*<!-- api-staffs:end -->/, section)
    : `${readme}\n## API list throughput\n\n${section}\n`;
  writeFileSync(readmePath, readme);
  console.log(section);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
