import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, openPglite } from '../src/db/client.js';
import { REPO_ROOT, serverCommand } from './compiled-server.js';
import { migratedDataFolder } from './data-folder.js';

const PASSWORD = 'Crash-Restart-Pass-2026';
const ROUNDS = 3;
const WRITERS = 4;

interface Server {
  /** The parent that never reaps: a killed server stays a zombie under it, as under PID 1 of a container without init. */
  parent: ChildProcess;
  pid: number;
  base: string;
}

const parents: ChildProcess[] = [];
const servers: number[] = [];
const dir = migratedDataFolder('limo-crash-');

afterAll(() => {
  for (const pid of servers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const p of parents) p.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the real entry point on the data folder; resolves once it listens, rejects with its output if it exits. */
function startServer(): Promise<Server> {
  const parent = spawn('sh', ['-c', `${serverCommand()} & echo "server-pid $!"; exec sleep 600`], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      JWT_SECRET: '',
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DEMO_DATA: '0',
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  parents.push(parent);
  return new Promise((done, fail) => {
    let output = '';
    let pid = 0;
    const timer = setTimeout(() => fail(new Error(`the server did not start in time:\n${output}`)), 90_000);
    const onData = (d: Buffer) => {
      output += d;
      if (!pid) {
        pid = Number(/server-pid (\d+)/.exec(output)?.[1] ?? 0);
        if (pid) servers.push(pid);
      }
      if (/Cannot start/.test(output)) {
        clearTimeout(timer);
        fail(new Error(`the server refused to start:\n${output}`));
      }
      const port = Number(/Limo back office on http:\/\/localhost:(\d+)\//.exec(output)?.[1] ?? 0);
      if (pid && port) {
        clearTimeout(timer);
        done({ parent, pid, base: `http://127.0.0.1:${port}` });
      }
    };
    parent.stdout?.on('data', onData);
    parent.stderr?.on('data', onData);
  });
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

async function signIn(base: string) {
  const res = await call(base, 'POST', '/limo/auth', undefined, { username: 'admin', password: PASSWORD });
  expect(res.status).toBe(200);
  return res.json.token as string;
}

describe('a server killed with SIGKILL', () => {
  it('restarts at once on the same data folder and keeps every acknowledged write', async () => {
    /** Every bank the server answered 201 for, by id. */
    const acknowledged = new Map<number, string>();
    let server = await startServer();
    for (let round = 0; round < ROUNDS; round++) {
      const token = await signIn(server.base);
      let stop = false;
      let failure: unknown;
      const writer = async (w: number) => {
        for (let n = 0; !stop; n++) {
          const bankCode = `K${round}${w}${n}`;
          try {
            const res = await call(server.base, 'POST', '/limo/api/banks', token, { bankCode, bankNameEng: `Crash ${bankCode}` });
            if (res.status === 201) acknowledged.set(res.json.id as number, bankCode);
            else if (!stop) failure ??= new Error(`create ${bankCode}: ${res.status} ${JSON.stringify(res.json)}`);
          } catch (err) {
            if (!stop) failure ??= err;
          }
          if (failure) return;
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      // Kill it in the middle of the writes, a different moment each round.
      const before = acknowledged.size;
      while (!failure && acknowledged.size < before + 10 + round * 7) await new Promise((r) => setTimeout(r, 5));
      process.kill(server.pid, 'SIGKILL');
      stop = true;
      await Promise.all(writers);
      expect(failure).toBeUndefined();
      // At once: the killed server is still a zombie of its parent.
      server = await startServer();
    }
    // Two live servers still cannot share the folder.
    await expect(startServer()).rejects.toThrow(new RegExp(`in use by another server \\(process ${server.pid}\\)`));
    const token = await signIn(server.base);
    expect(acknowledged.size).toBeGreaterThanOrEqual(ROUNDS * 10);
    for (const [id, bankCode] of acknowledged) {
      const res = await call(server.base, 'GET', `/limo/api/banks/${id}`, token);
      expect(res.status, bankCode).toBe(200);
      expect(res.json.bankCode).toBe(bankCode);
    }
  }, 400_000);
});

describe('without the flock program (not Linux)', () => {
  it('falls back to the pid in the lock file: refuses a live holder, takes over a dead one', async () => {
    const path = process.env.PATH;
    const folder = migratedDataFolder('limo-nolock-');
    process.env.PATH = folder; // nothing to run there
    try {
      const first = await openPglite(folder);
      try {
        expect(readFileSync(join(folder, 'server.lock'), 'utf8')).toBe(String(process.pid));
        await expect(openPglite(folder)).rejects.toThrow(/already open in this process/);
      } finally {
        await first.close();
      }
      writeFileSync(join(folder, 'server.lock'), '1'); // init: alive
      await expect(openPglite(folder)).rejects.toBeInstanceOf(DataDirInUseError);
      writeFileSync(join(folder, 'server.lock'), '2147483646'); // no such process
      const again = await openPglite(folder);
      await again.ping();
      await again.close();
    } finally {
      process.env.PATH = path;
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
