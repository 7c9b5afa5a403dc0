import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { REPO_ROOT, serverArgs } from './compiled-server.js';

/* A small OTLP/HTTP (JSON) receiver, and the real server's entry point as a process (issue 29, tracing.test.ts). */

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's numbers: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

type KeyValue = { key: string; value: Record<string, unknown> };
const flat = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));

export interface Receiver {
  url: string;
  spans: ReceivedSpan[];
  /** Resolves with the spans once `found` holds of them; rejects after `ms` naming what came. */
  until(found: (spans: ReceivedSpan[]) => boolean, ms?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

/** Takes POST /v1/traces as the OTLP HTTP exporter sends it in JSON, gzip'd or not, and keeps each span. */
export async function startReceiver(): Promise<Receiver> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      if (req.url === '/v1/traces' && String(req.headers['content-type']).startsWith('application/json')) {
        const batch = JSON.parse(body.toString('utf8')) as {
          resourceSpans: {
            resource: { attributes: KeyValue[] };
            scopeSpans: { spans: (Omit<ReceivedSpan, 'attributes' | 'resource'> & { attributes: KeyValue[] })[] }[];
          }[];
        };
        for (const rs of batch.resourceSpans) {
          const resource = flat(rs.resource.attributes);
          for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, attributes: flat(s.attributes), resource });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    until(found, ms = 20_000) {
      return new Promise((done, fail) => {
        const started = Date.now();
        const look = () => {
          if (found(spans)) return done(spans);
          if (Date.now() - started > ms) return fail(new Error(`not found in ${ms} ms; spans: ${spans.map((s) => s.name).join(', ')}`));
          setTimeout(look, 100);
        };
        look();
      });
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  /** SIGTERM, then the exit code (SIGKILL after `ms`). */
  stop(ms?: number): Promise<number | null>;
}

/** Starts the compiled server (`node [--import preloads] apps/server/dist/main.js`) with `env`; resolves once it listens. */
export function startServer(env: Record<string, string>, preloads: string[] = []): Promise<ServerProcess> {
  const args = serverArgs(preloads);
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', JWT_SECRET: '', OTEL_EXPORTER_OTLP_ENDPOINT: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const stop = async (ms = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in 120 s:\n${output}`)), 120_000);
    const onData = (d: Buffer) => {
      output += d;
      const port = Number(/Limo back office on http:\/\/localhost:(\d+)\//.exec(output)?.[1] ?? 0);
      if (port) {
        clearTimeout(timer);
        done({ child, base: `http://127.0.0.1:${port}`, output: () => output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
}
