// A throw-away PostgreSQL on loopback, from Debian's packages, for the PostgreSQL test run and the benchmark.
// PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

function runAs(user, cmd, args) {
  if (process.getuid?.() === 0) return execFileSync('runuser', ['-u', user, '--', cmd, ...args], { stdio: 'pipe' });
  return execFileSync(cmd, args, { stdio: 'pipe' });
}

function runAsAsync(user, cmd, args) {
  const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', user, '--', cmd, ...args]] : [cmd, args];
  return new Promise((resolve, reject) => execFile(file, argv, (err) => (err ? reject(err) : resolve())));
}

function ensureUser() {
  if (process.getuid?.() !== 0) return undefined;
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', 'postgres'], { stdio: 'ignore' });
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  return { uid, gid };
}

/** Starts a server; returns its URL, a stop function (removes it) and down/up (stops and starts it, data kept). */
export async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'limo-pg-'));
  chmodSync(dir, 0o755);
  const owner = ensureUser();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  runAs('postgres', join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const startArgs = ['-D', data, '-o', `-p ${port} -h 127.0.0.1 -k ${dir} -c max_connections=200 -c fsync=off`, '-l', join(dir, 'log'), '-w', 'start'];
  runAs('postgres', join(bin, 'pg_ctl'), startArgs);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runAs('postgres', join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // The outage test takes the server away and brings it back on the same port and data.
  // Asynchronous: a server under test in this very process keeps answering while it happens.
  const down = () => runAsAsync('postgres', join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  const up = () => runAsAsync('postgres', join(bin, 'pg_ctl'), startArgs);
  return { url, stop, down, up };
}
