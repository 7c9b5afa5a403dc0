import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, type Registry } from 'prom-client';

/*
 * The process's own figures under prom-client's default names (event-loop lag, heap, memory, CPU), so
 * ready-made Node.js dashboards read them. Not prom-client's collectDefaultMetrics: it starts an
 * event-loop monitor and a GC observer that nothing can stop, one more per app built, and tests build
 * many apps in one process. Here everything is read at scrape time but the one monitor, stopped by stop().
 */

const MONITOR_RESOLUTION_MS = 10;
const NS = 1e9;

export function processMetrics(registry: Registry): { stop(): void } {
  const registers = [registry];
  const delay = monitorEventLoopDelay({ resolution: MONITOR_RESOLUTION_MS });
  delay.enable();

  new Gauge({
    name: 'nodejs_eventloop_lag_seconds',
    help: 'Lag of the event loop now: how late a callback queued at scrape time runs.',
    registers,
    async collect() {
      const start = process.hrtime.bigint();
      await new Promise((resolve) => setImmediate(resolve));
      this.set(Number(process.hrtime.bigint() - start) / NS);
    },
  });
  // The delays the monitor saw since the previous scrape, reset at each. The samples gauge is registered
  // first: a scrape reads the metrics in order, so its collect sets the others before they are read.
  new Gauge({
    name: 'nodejs_eventloop_lag_samples',
    help: 'Event-loop delay samples since the last scrape.',
    registers,
    collect() {
      for (const [gauge, read] of gauges) gauge.set(delay.count ? read() / NS : 0);
      this.set(delay.count);
      delay.reset();
    },
  });
  const spread = {
    nodejs_eventloop_lag_mean_seconds: () => delay.mean,
    nodejs_eventloop_lag_p50_seconds: () => delay.percentile(50),
    nodejs_eventloop_lag_p99_seconds: () => delay.percentile(99),
    nodejs_eventloop_lag_max_seconds: () => delay.max,
  };
  const gauges = Object.entries(spread).map(
    ([name, read]) => [new Gauge({ name, help: `Event-loop delay since the last scrape, ${name.split('_')[3]} (seconds).`, registers }), read] as const,
  );

  const memory = {
    nodejs_heap_size_used_bytes: ['Heap in use (bytes).', () => process.memoryUsage().heapUsed],
    nodejs_heap_size_total_bytes: ['Heap allocated (bytes).', () => process.memoryUsage().heapTotal],
    nodejs_external_memory_bytes: ['Memory of C++ objects bound to JavaScript (bytes).', () => process.memoryUsage().external],
    process_resident_memory_bytes: ['Resident memory of the process (bytes).', () => process.memoryUsage.rss()],
    process_start_time_seconds: ['Start of the process since the Unix epoch (seconds).', () => Math.round(Date.now() / 1000 - process.uptime())],
  } as const;
  for (const [name, [help, read]] of Object.entries(memory)) {
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  }
  new Counter({
    name: 'process_cpu_seconds_total',
    help: 'CPU time of the process, user and system (seconds).',
    registers,
    collect() {
      const { user, system } = process.cpuUsage();
      this.reset();
      this.inc((user + system) / 1e6);
    },
  });

  return { stop: () => delay.disable() };
}
