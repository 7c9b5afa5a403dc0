import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
// @ts-expect-error: a plain script without types (it starts a throw-away PostgreSQL)
import { startPostgres } from '../../../scripts/postgres.mjs';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { openPostgres } from '../src/db/client.js';
import { seed, withDb } from './global-setup.js';
import { type TestApp, testApp, testConfig } from './harness.js';

/*
 * Issue 19 part 2: several server instances on one PostgreSQL, each with a pool of its own, behind a
 * small round-robin reverse proxy that adds X-Forwarded-For as nginx does. Always PostgreSQL: the
 * CI's (TEST_DATABASE_URL, a copy of its template) or a throw-away server of this file's own.
 */

/** A PostgreSQL server for this file; `fresh` makes an empty database, `seeded` a migrated one with the demo data. */
export async function postgresServer() {
  let url = process.env.TEST_DATABASE_URL;
  let stop = () => {};
  if (!url) ({ url, stop } = (await startPostgres()) as { url: string; stop: () => void });
  const server = url;
  const made: string[] = [];
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  async function fresh(template?: string): Promise<string> {
    const name = `limo_inst_${randomBytes(5).toString('hex')}`;
    await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
    made.push(name);
    return withDb(server, name);
  }
  async function seeded(): Promise<string> {
    const template = process.env.TEST_DATABASE_URL ? inject('templateDb') : '';
    if (template) return fresh(template);
    const url = await fresh();
    const database = await openPostgres(url, 2);
    try {
      await seed(database);
    } finally {
      await database.close();
    }
    return url;
  }
  async function close() {
    for (const name of made) await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
    stop();
  }
  return { url: server, fresh, seeded, close };
}

export interface Instance extends TestApp {
  base: string;
}

/** A server instance on `url` with a pool of its own, listening on 127.0.0.1, port 0; it trusts the proxy (127.0.0.1) unless told. */
export async function startInstance(url: string, overrides: Partial<Config> = {}): Promise<Instance> {
  const config = testConfig({ databaseUrl: url, trustProxy: ['127.0.0.1'], outboxPollMs: 0, ...overrides });
  const database = await openPostgres(url, 4);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { ...testApp(app, database, config), base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** A PostgreSQL server, a seeded database of this file's own and `count` instances on it; `close` ends them all. */
export async function startCluster(count: number, overrides: Partial<Config> = {}) {
  const server = await postgresServer();
  const url = await server.seeded();
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) instances.push(await startInstance(url, overrides));
  return {
    url,
    instances,
    async close() {
      for (const instance of instances) await instance.close();
      await server.close();
    },
  };
}

/** A reverse proxy on 127.0.0.1, port 0: each call to the next instance in turn, X-Forwarded-For appended with the caller's address. */
export async function startProxy(targets: string[]) {
  let next = 0;
  const served = targets.map(() => 0);
  const server: Server = createServer((req, res) => {
    const i = next++ % targets.length;
    served[i]++;
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const target = new URL(targets[i]);
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Calls each instance has been given. */
    served,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** One HTTP call from a loopback address of the caller's choice (127.0.0.2, ...: another client on this machine). */
export function call(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string>; from?: string; token?: string } = {},
): Promise<Answer> {
  const text = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (text !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers, localAddress: opts.from, agent: false },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data ? (JSON.parse(data) as Record<string, unknown>) : {} }));
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path}: no answer in 15 s`)));
    req.end(text);
  });
}

/** A signed-in socket on one instance; resolves once connected. */
export async function connectSocket(base: string, token: string, sockets: Socket[]): Promise<Socket> {
  const socket = io(base, { path: '/limo/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Keeps every `event` the socket gets; `waitFor` answers the first kept one that passes `match`, failing after `ms`. */
export function record<T>(socket: Socket, event: string) {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return {
    seen,
    async waitFor(match: (payload: T) => boolean, ms = 15_000): Promise<T> {
      const end = Date.now() + ms;
      for (;;) {
        const found = seen.find(match);
        if (found !== undefined) return found;
        if (Date.now() > end) throw new Error(`no matching ${event} event within ${ms / 1000} s (${seen.length} others)`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

/** A one-vehicle order of the demo data (a manual fare: no tariff needed) for createOrder. */
export async function orderBody(instance: Instance, token: string, pickupDate: string, pickupTime = '09:00') {
  const get = async (url: string, name: string) => {
    const res = await instance.as(token, { method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json()._embedded[name] as { id: number }[];
  };
  const [type] = await get('/limo/api/vehicleTypes?size=1', 'vehicleTypes');
  const [client] = await get('/limo/api/clients?size=1&recordStatus=A', 'clients');
  const [from, to] = await get('/limo/api/locations?size=2', 'locations');
  return {
    clientId: client.id,
    orderStatus: 'A',
    contactName: 'Several instances',
    orderVehicles: [
      {
        serviceType: 'Transfer',
        pickupDate,
        pickupTime,
        pickupLocationId: from.id,
        dropoffLocationId: to.id,
        vehicleTypeId: type.id,
        paxCount: 1,
        manualFareAmt: '500.00',
        manualFareReason: 'instances test',
      },
    ],
  };
}
