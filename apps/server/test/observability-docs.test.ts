import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, type TestApp } from './harness.js';
import { parsePrometheus } from './prometheus-text.js';
import { REPO_ROOT } from './compiled-server.js';

// Issue 29: the Grafana dashboard and the alert rules of docs/operations.md name only metrics the server exports.

const DOCS = join(REPO_ROOT, 'docs');
/** Series Prometheus makes itself. */
const PROMETHEUS_OWN = new Set(['up']);

let t: TestApp;
let exported: Set<string>;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/limo/metrics' });
  exported = new Set(parsePrometheus(res.body).types.keys());
});
afterAll(() => t.close());

/** The metric names an expression reads: identifiers of our prefixes (a histogram's _bucket, _sum, _count taken to the family). */
function metricsIn(expr: string): string[] {
  const names = expr.match(/\b(limo|nodejs|process)_[a-z0-9_]+|\bup\b(?=\{)/g) ?? [];
  return names.map((n) => (exported.has(n) ? n : n.replace(/_(bucket|sum|count)$/, '')));
}

function expectKnown(expr: string, where: string) {
  const names = metricsIn(expr);
  expect(names.length, `${where} names a metric`).toBeGreaterThan(0);
  for (const name of names) expect(exported.has(name) || PROMETHEUS_OWN.has(name), `${where}: ${name}`).toBe(true);
}

describe('docs/grafana/limo-dashboard.json', () => {
  const dashboard = JSON.parse(readFileSync(join(DOCS, 'grafana/limo-dashboard.json'), 'utf8')) as {
    panels: { title: string; targets: { expr: string }[] }[];
    templating: { list: { definition: string }[] };
  };

  it('parses, and every panel reads metrics the server exports', () => {
    expect(dashboard.panels.length).toBeGreaterThan(10);
    for (const panel of dashboard.panels) {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets) expectKnown(target.expr, panel.title);
    }
    for (const v of dashboard.templating.list) expectKnown(v.definition, 'the instance variable');
  });

  it('shows every family the issue asks for', () => {
    const shown = new Set(dashboard.panels.flatMap((p) => p.targets.flatMap((t) => metricsIn(t.expr))));
    const wanted = [
      'limo_http_request_duration_seconds',
      'limo_db_pool_waiting_clients',
      'limo_db_statement_timeouts_total',
      'limo_outbox_oldest_pending_age_seconds',
      'limo_realtime_sockets',
      'limo_realtime_events_emitted_total',
      'limo_signin_failures_total',
      'limo_signin_lockouts_total',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ];
    expect(wanted.filter((w) => !shown.has(w))).toEqual([]);
  });
});

describe('docs/prometheus/limo-alerts.yaml', () => {
  const rules = (
    parse(readFileSync(join(DOCS, 'prometheus/limo-alerts.yaml'), 'utf8')) as { groups: { rules: { alert: string; expr: string }[] }[] }
  ).groups.flatMap((g) => g.rules);

  it('parses, and every rule reads metrics the server exports', () => {
    for (const rule of rules) expectKnown(rule.expr, rule.alert);
  });

  it('alerts on the 5xx rate, p95, the outbox age, pool waits and readiness', () => {
    const exprOf = (name: string) => rules.find((r) => r.alert === name)?.expr ?? '';
    expect(exprOf('LimoServerErrors')).toContain('status=~"5.."');
    expect(exprOf('LimoSlowCalls')).toContain('histogram_quantile(0.95');
    expect(exprOf('LimoPartnerOutboxStuck')).toContain('limo_outbox_oldest_pending_age_seconds');
    expect(exprOf('LimoPoolWaiting')).toContain('limo_db_pool_waiting_clients');
    expect(exprOf('LimoNotReady')).toContain('limo_ready');
  });
});

describe('docs/operations.md', () => {
  it('links the dashboard and the rules, and names every setting', () => {
    const ops = readFileSync(join(DOCS, 'operations.md'), 'utf8');
    for (const text of ['grafana/limo-dashboard.json', 'prometheus/limo-alerts.yaml', 'METRICS_TOKEN', 'OTEL_EXPORTER_OTLP_ENDPOINT'])
      expect(ops).toContain(text);
  });
});
