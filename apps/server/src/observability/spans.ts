import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE } from './metrics.js';

/*
 * What the server asks of tracing, without loading OpenTelemetry: tracing.ts installs the real hooks
 * when OTEL_EXPORTER_OTLP_ENDPOINT turns tracing on. Off, a span costs one function call. Tracing is
 * the process's (one tracer provider, one module hook), so these hooks are too.
 */

export interface SpanHooks {
  /** Runs `work` inside a client span (a call out that no instrumentation sees, as an SMTP send). */
  clientSpan<T>(name: string, attributes: Record<string, string | number>, work: () => Promise<T>): Promise<T>;
  /** Names the server span of the call under way by its route pattern. */
  nameRoute(route: string): void;
}

let hooks: SpanHooks | undefined;

export function installSpanHooks(installed: SpanHooks | undefined) {
  hooks = installed;
}

export const tracingOn = () => hooks !== undefined;

export function clientSpan<T>(name: string, attributes: Record<string, string | number>, work: () => Promise<T>): Promise<T> {
  return hooks ? hooks.clientSpan(name, attributes, work) : work();
}

/** With tracing on, each call's server span is named by its route pattern (as the metrics are), not by the method alone. */
export function installRouteNames(app: FastifyInstance) {
  const named = hooks;
  if (!named) return;
  app.addHook('onRequest', (request, _reply, done) => {
    named.nameRoute(request.routeOptions.url ?? UNMATCHED_ROUTE);
    done();
  });
}
