import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without types (it starts a throw-away PostgreSQL)
import { startPostgres } from '../../../scripts/postgres.mjs';
import { withDb } from './global-setup.js';
import { type Receiver, type ReceivedSpan, type ServerProcess, startReceiver, startServer } from './tracing-fixtures.js';

/*
 * Issue 29: OpenTelemetry traces from the real entry point. With OTEL_EXPORTER_OTLP_ENDPOINT a call's
 * server span, its PostgreSQL statements and a call to the partner reach an OTLP receiver; without it,
 * the process loads not one OpenTelemetry module.
 */

const PASSWORD = 'Tracing-Test-Pass-2026';
const SERVER = 2;
const CLIENT = 3;
const dirs: string[] = [];
const servers: ServerProcess[] = [];

// PostgreSQL for both: the CI's, else a throw-away one (a new PGlite folder would cost seconds of initdb per start).
let postgres: string;
let admin: pg.Client;
let stopPostgres = () => {};
const databases: string[] = [];

beforeAll(async () => {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) ({ url, stop: stopPostgres } = (await startPostgres()) as { url: string; stop: () => void });
  postgres = url as string;
  admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
}, 120_000);

afterAll(async () => {
  for (const s of servers) await s.stop(5000);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  for (const name of databases) await admin?.query(`drop database if exists ${name}`).catch(() => undefined);
  await admin?.end();
  stopPostgres();
});

/** An empty database of its own on the shared server. */
async function newDatabase(): Promise<string> {
  const name = `limo_trace_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  databases.push(name);
  return withDb(postgres, name);
}

const signIn = (base: string) =>
  fetch(`${base}/limo/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads no OpenTelemetry SDK, instrumentation or hook: tracing off costs nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'limo-trace-off-'));
    dirs.push(dir);
    const list = join(dir, 'modules.txt');
    const env = {
      DATABASE_URL: await newDatabase(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      DEMO_DATA: '0',
      ADMIN_PASSWORD: PASSWORD,
      LOADED_MODULES_FILE: list,
    };
    const server = await startServer(env, ['./apps/server/test/loaded-modules.mjs']);
    servers.push(server);
    expect((await signIn(server.base)).status).toBe(200);
    expect((await fetch(`${server.base}/limo/ready`)).status).toBe(200);
    expect(await server.stop(), server.output()).toBe(0);
    const loaded = readFileSync(list, 'utf8').split('\n');
    // The list works: the server's own CommonJS packages are in it.
    expect(loaded.some((m) => m.includes('/node_modules/fastify/'))).toBe(true);
    // prom-client requires the OpenTelemetry API (for exemplars): a no-op that installs nothing. No SDK,
    // instrumentation, exporter or module hook is loaded.
    const otel = loaded.filter((m) => /@opentelemetry|import-in-the-middle|require-in-the-middle/.test(m));
    expect(otel.filter((m) => !m.includes('/node_modules/@opentelemetry/api/'))).toEqual([]);
  }, 180_000);
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let receiver: Receiver;
  let partner: Server;
  let partnerCalls = 0;
  let server: ServerProcess;
  let databaseUrl: string;
  const secret = randomBytes(32).toString('hex');
  const env = () => ({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    ADMIN_PASSWORD: PASSWORD,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=test',
    OTEL_BSP_SCHEDULE_DELAY: '100',
    CHINALINK_URL: `http://127.0.0.1:${(partner.address() as AddressInfo).port}`,
    OUTBOX_POLL_MS: '200',
  });

  beforeAll(async () => {
    receiver = await startReceiver();
    partner = createServer((_req, res) => {
      partnerCalls++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((done) => partner.listen(0, '127.0.0.1', done));
    // PostgreSQL: the pg instrumentation has nothing to see on PGlite.
    databaseUrl = await newDatabase();
    server = await startServer(env());
    servers.push(server);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await new Promise((done) => partner?.close(done));
  });

  it('sends the server span of a call, named by its route, with its PostgreSQL statements inside', async () => {
    expect((await signIn(server.base)).status).toBe(200);
    const isSignIn = (s: ReceivedSpan) => s.kind === SERVER && s.name === 'POST /limo/auth';
    const spans = await receiver.until((all) => all.some(isSignIn) && all.some((s) => s.traceId === all.find(isSignIn)?.traceId && isPg(s)));
    const call = spans.find(isSignIn) as ReceivedSpan;
    expect(call.attributes).toMatchObject({ 'http.route': '/limo/auth', 'http.response.status_code': 200, 'http.request.method': 'POST' });
    expect(call.resource).toMatchObject({ 'service.name': 'limo-back-office', 'deployment.environment.name': 'test' });
    const statements = spans.filter((s) => s.traceId === call.traceId && isPg(s));
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) expect(s.kind).toBe(CLIENT);
    // Statements go as sent, with placeholders: the password and its hash never leave.
    expect(JSON.stringify(spans)).not.toContain(PASSWORD);
  });

  it('sends the call to the partner (fetch) as a client span', async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query(`insert into partner_outbox (partner, event_id, stream_key, path, payload) values ('chinaLink', $1, 'booking:TRACE', '/events', '{}')`, [
        randomUUID(),
      ]);
    } finally {
      await db.end();
    }
    const isPartner = (s: ReceivedSpan) => s.kind === CLIENT && String(s.attributes['url.full'] ?? '').endsWith('/events');
    const spans = await receiver.until((all) => all.some(isPartner));
    expect(partnerCalls).toBeGreaterThan(0);
    expect(spans.find(isPartner)?.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.response.status_code': 200 });
  });

  it('leaves the probes and the metrics scrape out', async () => {
    for (const path of ['/limo/health', '/limo/ready', '/limo/metrics']) expect((await fetch(`${server.base}${path}`)).status).toBe(200);
    expect((await fetch(`${server.base}/limo/node/langs/en`)).status).toBe(200);
    const spans = await receiver.until((all) => all.some((s) => s.name === 'GET /limo/node/langs/:lng'));
    const paths = spans.filter((s) => s.kind === SERVER).map((s) => s.attributes['url.path']);
    expect(paths.filter((p) => p === '/limo/health' || p === '/limo/ready' || p === '/limo/metrics')).toEqual([]);
  });

  it('sends the spans still buffered when it stops', async () => {
    expect(await server.stop(), server.output()).toBe(0);
    // A batch held for a minute: only the flush on SIGTERM can bring the span in time.
    const held = await startServer({ ...env(), OTEL_BSP_SCHEDULE_DELAY: '60000', OUTBOX_POLL_MS: '0' });
    servers.push(held);
    expect((await fetch(`${held.base}/limo/node/langs/zh-HK`)).status).toBe(200);
    expect(await held.stop()).toBe(0);
    await receiver.until((all) => all.some((s) => s.name === 'GET /limo/node/langs/:lng' && s.attributes['url.path'] === '/limo/node/langs/zh-HK'), 5000);
  }, 120_000);
});

const isPg = (s: ReceivedSpan) => s.attributes['db.system'] === 'postgresql' || s.attributes['db.system.name'] === 'postgresql';
