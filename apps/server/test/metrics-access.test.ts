import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { installErrorHandling } from '../src/engine/errors.js';
import { AppMetrics } from '../src/observability/metrics.js';
import { createTestApp, type TestApp } from './harness.js';
import { parsePrometheus, valueOf } from './prometheus-text.js';

// Issue 29: who may read GET /limo/metrics, and the counters that need no whole app to move.

const TOKEN = 'metrics-token-for-the-test-0123';

describe('with METRICS_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = {}, remoteAddress?: string) => t.app.inject({ method: 'GET', url: '/limo/metrics', headers, remoteAddress });

  it('refuses a call without the token or with another, even from this machine (401, the project error body)', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-0123' },
      { authorization: TOKEN },
      { authorization: `Bearer ${TOKEN}x` },
    ];
    for (const headers of tries) {
      const res = await get(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toMatchObject({ status: 401, path: '/limo/metrics' });
      expect(res.body).not.toContain(TOKEN);
    }
  });

  it('answers the token from anywhere, a proxy included', async () => {
    const res = await get({ authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' }, '10.0.0.5');
    expect(res.statusCode).toBe(200);
    expect(parsePrometheus(res.body).types.has('limo_http_request_duration_seconds')).toBe(true);
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Behind a trusted proxy, X-Forwarded-For names the client elsewhere; it never opens the metrics.
    proxied = await createTestApp({ trustProxy: ['10.0.0.5'] });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('answers callers on this machine, by the socket address', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/limo/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('refuses any other address (403), and a call through a proxy on this machine', async () => {
    const cases = [
      { remoteAddress: '10.1.2.3' },
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '::ffff:10.1.2.3' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/limo/metrics', ...c });
      expect(res.statusCode, JSON.stringify(c)).toBe(403);
      expect(res.json().message).toContain('METRICS_TOKEN');
    }
  });

  it('takes no address from X-Forwarded-For, even from a trusted proxy', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/limo/metrics', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('METRICS_TOKEN in loadConfig', () => {
  it('is read, trimmed, and refused when short', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: 'memory://', METRICS_TOKEN: ` ${TOKEN}\n` }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ DATA_DIR: 'memory://', METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: 'memory://', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('AppMetrics on its own', () => {
  it('counts a statement time-out and an unreachable database where the 503 is made', async () => {
    const metrics = new AppMetrics();
    const app = Fastify();
    installErrorHandling(app, { counters: metrics.counters });
    app.get('/slow', async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    });
    app.get('/down', async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    expect((await app.inject({ url: '/slow' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/down' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/down' })).statusCode).toBe(503);
    const e = parsePrometheus(await metrics.scrape());
    expect(valueOf(e, 'limo_db_statement_timeouts_total')).toBe(1);
    expect(valueOf(e, 'limo_db_unreachable_total')).toBe(2);
    await app.close();
    metrics.close();
  });

  it('leaves a source out of the scrape when it fails, counting the failure; ready is 0 then', async () => {
    const metrics = new AppMetrics();
    metrics.watch({
      pool: () => ({ database: 'postgres', total: 3, max: 10, idle: 1, waiting: 2 }),
      sockets: () => ({ connected: 0, byChannel: {} }),
      outboxes: () => Promise.reject(new Error('the database is down')),
      ready: () => Promise.reject(new Error('the database is down')),
    });
    const e = parsePrometheus(await metrics.scrape());
    expect(valueOf(e, 'limo_db_pool_waiting_clients', { database: 'postgres' })).toBe(2);
    expect(valueOf(e, 'limo_outbox_pending_messages', { outbox: 'partner' })).toBeUndefined();
    // One failed read per source and scrape, however many gauges it feeds.
    expect(valueOf(e, 'limo_metrics_source_errors_total', { source: 'outboxes' })).toBe(1);
    expect(valueOf(e, 'limo_ready')).toBe(0);
    metrics.close();
  });

  it('measures the event loop, and stops measuring when closed (many apps in one process leave nothing running)', async () => {
    const block = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until);
    };
    const metrics = new AppMetrics();
    await metrics.scrape(); // starts a fresh window
    await new Promise((r) => setTimeout(r, 30));
    block(80);
    await new Promise((r) => setTimeout(r, 30));
    const e = parsePrometheus(await metrics.scrape());
    expect(valueOf(e, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThan(0.05);
    expect(valueOf(e, 'nodejs_eventloop_lag_samples')).toBeGreaterThan(0);
    metrics.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(valueOf(parsePrometheus(await metrics.scrape()), 'nodejs_eventloop_lag_samples')).toBe(0);
    // A second registry of its own beside the first: no "already registered".
    expect(() => new AppMetrics().close()).not.toThrow();
  });
});
