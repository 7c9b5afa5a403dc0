/*
 * The server's entry point. Tracing (OTEL_EXPORTER_OTLP_ENDPOINT set) must hook pg before anything
 * imports it, so this file imports nothing of the server statically: tracing first, then the rest.
 * Without the endpoint not one OpenTelemetry module is loaded (test/tracing.test.ts).
 */

export {}; // a module: top-level await

const tracingAsked = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT) && process.env.OTEL_SDK_DISABLED !== 'true';

try {
  const tracing = tracingAsked ? (await import('./observability/tracing.js')).startTracing() : undefined;
  const { start, cannotStart } = await import('./start.js');
  await start(tracing).catch(cannotStart);
} catch (err) {
  console.error('Cannot start:', err);
  process.exit(1);
}
