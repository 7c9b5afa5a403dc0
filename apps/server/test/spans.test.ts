import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smsGateway } from '../src/modules/sms/sms.gateway.js';
import { clientSpan, installRouteNames, installSpanHooks, type SpanHooks, tracingOn } from '../src/observability/spans.js';
import { type Gateway, startGateway } from './order-sms-fixtures.js';

// Issue 29: the spans the server makes itself (the SMTP send, nodemailer having no instrumentation) and the
// server span's route name, through hooks tracing.ts installs; without them, nothing happens.

interface Recorded {
  name: string;
  attributes: Record<string, string | number>;
  outcome?: 'ok' | string;
}

/** Hooks standing for tracing.ts's, keeping what they were asked. */
function recordingHooks(spans: Recorded[], routes: string[]): SpanHooks {
  return {
    async clientSpan(name, attributes, work) {
      const span: Recorded = { name, attributes };
      spans.push(span);
      try {
        const value = await work();
        span.outcome = 'ok';
        return value;
      } catch (err) {
        span.outcome = (err as Error).message;
        throw err;
      }
    },
    nameRoute: (route) => void routes.push(route),
  };
}

let smtp: Gateway;
beforeAll(async () => {
  smtp = await startGateway();
});
afterAll(() => smtp.close());
afterEach(() => installSpanHooks(undefined));

describe('tracing off', () => {
  it('runs the work as it is and names no route', async () => {
    expect(tracingOn()).toBe(false);
    expect(await clientSpan('x', {}, async () => 42)).toBe(42);
    const app = Fastify();
    installRouteNames(app);
    app.get('/a/:id', async () => 'ok');
    expect((await app.inject({ url: '/a/1' })).body).toBe('ok');
    await app.close();
  });
});

describe('tracing on', () => {
  it('wraps an SMTP send in a client span naming the server, never the recipient; a refusal ends it in error', async () => {
    const spans: Recorded[] = [];
    installSpanHooks(recordingHooks(spans, []));
    const gateway = smsGateway(smtp.url);
    await gateway.send({ to: '85291234567@sms.example.hk', subject: 'S', text: 'hello' });
    const port = Number(new URL(smtp.url).port);
    expect(spans).toEqual([
      { name: 'SMTP send', attributes: { 'server.address': '127.0.0.1', 'server.port': port, 'network.protocol.name': 'smtp' }, outcome: 'ok' },
    ]);
    smtp.refuse = 'Mailbox unavailable';
    try {
      await expect(gateway.send({ to: '85291234567@sms.example.hk', subject: 'S', text: 'hello' })).rejects.toThrow(/Mailbox unavailable/);
    } finally {
      smtp.refuse = null;
    }
    expect(spans[1].outcome).toMatch(/Mailbox unavailable/);
    expect(JSON.stringify(spans)).not.toContain('85291234567');
  });

  it("names the server span by the route's pattern, unmatched paths under one name", async () => {
    const routes: string[] = [];
    installSpanHooks(recordingHooks([], routes));
    const app = Fastify();
    installRouteNames(app);
    app.get('/limo/api/things/:id', async () => 'ok');
    await app.inject({ url: '/limo/api/things/17' });
    await app.inject({ url: '/limo/api/nothing/18' });
    expect(routes).toEqual(['/limo/api/things/:id', 'unmatched']);
    await app.close();
  });
});
