import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/*
 * The compiled server (npm run build) as the browser tests run it: on loopback, on a free port, on
 * an embedded data folder of its own, with the sign-in limits raised (every test signs in).
 */

export const ROOT = resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = 'apps/server/dist/main.js';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Where a server keeps its data: an embedded folder, or a PostgreSQL database (`demo` loads the demo into it). */
export interface ServerData {
  dataDir: string;
  databaseUrl?: string;
  demo?: boolean;
}

/** Starts the server and resolves once /limo/ready answers 200 (a first start on a folder loads the demo: about a minute). */
export async function startServer({ dataDir, databaseUrl, demo }: ServerData, timeoutMs = 300_000): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ...(databaseUrl ? { JWT_SECRET: 'browser-tests-only-secret-0123456789abcdef', DEMO_DATA: demo ? '1' : '0' } : {}),
      LOG_LEVEL: 'warn',
      SIGNIN_PER_IP_PER_MINUTE: '1000',
      SIGNIN_ACCOUNT_FAILURES: '1000',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready:\n${stderr}`);
    const ready = await fetch(`${url}/limo/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${stderr}`);
}
