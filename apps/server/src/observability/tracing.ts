import type { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import { context, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { detectResources, envDetector, hostDetector, processDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { redactUrl } from '../engine/secrets.js';
import { installSpanHooks } from './spans.js';

/*
 * OpenTelemetry traces (issue 29, docs/operations.md "Metrics and traces"), loaded by main.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, and before the server's own modules: the pg hook must be in place
 * before pg is imported. Spans go over OTLP/HTTP to the endpoint (its /v1/traces); the standard OTEL_*
 * variables (service name, resource attributes, headers, sampler, batch sizes) apply.
 */

const SERVICE_NAME = 'limo-back-office';
/** Probes and scrapes every few seconds would bury the calls worth reading. */
const UNTRACED = new Set(['/limo/health', '/limo/ready', '/limo/metrics']);
/** How long a stop waits for the last spans to leave. */
const SHUTDOWN_MS = 3000;

export interface Tracing {
  /** Sends the spans still buffered, then stops (bounded: a dead collector does not hold the stop). */
  shutdown(): Promise<void>;
}

export function startTracing(): Tracing {
  // ESM imports of pg pass through import-in-the-middle's hook, and only those: Fastify requires http
  // (require-in-the-middle sees it) and fetch reports through diagnostics channels.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['pg'] } });

  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (envDetector) win over the default name.
  const resource = resourceFromAttributes({ 'service.name': SERVICE_NAME }).merge(detectResources({ detectors: [envDetector, hostDetector, processDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.has((request.url ?? '').split('?')[0]),
        // Our own rule for credential-like query values, as in the log lines.
        requestHook: (span, request) => {
          const url = 'headers' in request ? (request as IncomingMessage).url : undefined;
          if (url?.includes('?')) span.setAttribute('url.query', redactUrl(url).split('?')[1]);
        },
      }),
      // Statements as sent, with $1 placeholders: parameter values (passwords' hashes, names) never leave.
      // Only inside a traced call: the outbox worker's polls and the dashboard ticks would be a trace a second.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      // fetch: the chinaLink partner (and the flight provider).
      new UndiciInstrumentation(),
    ],
  });

  const tracer = provider.getTracer(SERVICE_NAME);
  installSpanHooks({
    clientSpan: (name, attributes, work) =>
      tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
        try {
          return await work();
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
          throw err;
        } finally {
          span.end();
        }
      }),
    // The http instrumentation names the span "GET /route" and sets http.route from this when the call ends.
    nameRoute: (route) => {
      const meta = getRPCMetadata(context.active());
      if (meta?.type === RPCType.HTTP) meta.route = route;
    },
  });
  return {
    async shutdown() {
      installSpanHooks(undefined);
      const stop = provider.shutdown().catch(() => undefined);
      await Promise.race([stop, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_MS).unref())]);
    },
  };
}
