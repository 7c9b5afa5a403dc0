import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processMetrics } from './process-metrics.js';

/*
 * The server's Prometheus metrics (issue 29, docs/operations.md "Metrics and traces"). One registry per
 * app, never prom-client's global one: tests build many apps in one process. Counters are bumped where
 * things happen, through the Counters handed down like db; gauges are read at scrape time from callbacks
 * (Sources), so the calls that serve users do nothing for them. This folder imports no module: the rest
 * of the server hands it values and callbacks.
 */

export type SignInRefusal = 'pair' | 'slowdown' | 'address';

/** What the rest of the server counts, at the place it happens. */
export interface Counters {
  /** A sign-in refused for a wrong username or password (or a cancelled staff member). */
  signInFailed(): void;
  /** A sign-in refused by a lock: the (account, address) pair, the account's slow-down, or the address's rate limit. */
  signInRefused(kind: SignInRefusal): void;
  /** A call answered 503 because the database timed a statement out or could not be reached. */
  dbUnavailable(reason: 'timeout' | 'down'): void;
  /** A live-update event sent to a channel's room. */
  eventEmitted(channel: string): void;
  /** An SMS tried, by its logged status (SENT or FAILED). */
  smsSent(status: string): void;
}

/** The pool now. PGlite is one in-process connection: total and max 1, its queue not visible (no idle or waiting). */
export interface PoolStats {
  /** The database's kind, the gauges' `database` label: pglite or postgres. */
  database: string;
  total: number;
  max: number;
  idle?: number;
  waiting?: number;
}

export interface OutboxBacklog {
  pending: number;
  dead: number;
  /** Age of the oldest PENDING message (seconds); null when none waits. */
  oldestPendingSeconds: number | null;
}

/** Read at scrape time. */
export interface Sources {
  pool(): PoolStats;
  /** Sockets of this instance listening to each channel. */
  sockets(): { connected: number; byChannel: Record<string, number> };
  /** Each outbox's backlog, by outbox name (a query). */
  outboxes(): Promise<Record<string, OutboxBacklog>>;
  /** Whether /limo/ready would answer 200. */
  ready(): Promise<boolean>;
}

/** Longest a scrape waits for one source's query: Prometheus gives up on the whole scrape after 10 s by default. */
export const SOURCE_TIMEOUT_MS = 2000;

/** Seconds: from a quick lookup to a long report. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The label of a request that matched no route: one label for them all, so stray paths cannot grow the set. */
export const UNMATCHED_ROUTE = 'unmatched';

type SourceName = keyof Sources;

export class AppMetrics {
  readonly registry = new Registry();
  readonly counters: Counters;
  private readonly http: Histogram<'route' | 'method' | 'status'>;
  private sourceErrors?: Counter<'source'>;
  private readonly process: { stop(): void };
  private sources?: Sources;
  /** The reads of the scrape under way: gauges fed by one source share one read (one query). */
  private round?: Map<SourceName, Promise<unknown>>;

  constructor() {
    const registers = [this.registry];
    this.process = processMetrics(this.registry);
    this.http = new Histogram({
      name: 'limo_http_request_duration_seconds',
      help: 'Calls answered, by route pattern, method and status, and how long they took (seconds).',
      labelNames: ['route', 'method', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    const counter = <L extends string = never>(name: string, help: string, labelNames: L[] = []) => new Counter<L>({ name, help, labelNames, registers });
    const signInFailures = counter('limo_signin_failures_total', 'Sign-ins refused for a wrong username or password.');
    const lockouts = counter(
      'limo_signin_lockouts_total',
      'Sign-in calls refused by a lock (429), by kind: pair (account and address locked), slowdown (account slowed), address (calls per address a minute).',
      ['kind'],
    );
    const timeouts = counter('limo_db_statement_timeouts_total', 'Calls answered 503 because a statement ran past STATEMENT_TIMEOUT_MS.');
    const unreachable = counter(
      'limo_db_unreachable_total',
      'Calls answered 503 because no database connection came within DB_CONNECT_TIMEOUT_MS (database down or pool exhausted).',
    );
    const events = counter('limo_realtime_events_emitted_total', 'Live-update events sent from this instance, by channel.', ['channel']);
    const sms = counter('limo_sms_messages_total', 'SMS messages tried, by outcome (SENT or FAILED).', ['status']);
    // Known label values start at 0, so rates and alerts have a series before the first event.
    for (const kind of ['pair', 'slowdown', 'address']) lockouts.inc({ kind }, 0);
    for (const channel of ['schedule', 'gps', 'dashboard']) events.inc({ channel }, 0);
    for (const status of ['SENT', 'FAILED']) sms.inc({ status }, 0);
    this.counters = {
      signInFailed: () => signInFailures.inc(),
      signInRefused: (kind) => lockouts.inc({ kind }),
      dbUnavailable: (reason) => (reason === 'timeout' ? timeouts : unreachable).inc(),
      eventEmitted: (channel) => events.inc({ channel }),
      smsSent: (status) => sms.inc({ status }),
    };
    this.scrapeTimeGauges();
  }

  /** One call answered. `route` is the route's pattern (never the raw URL), or UNMATCHED_ROUTE. */
  observeRequest(route: string, method: string, status: number, seconds: number) {
    this.http.observe({ route, method, status: String(status) }, seconds);
  }

  /** Where the scrape-time gauges read from; set once the parts they read exist. */
  watch(sources: Sources) {
    this.sources = sources;
  }

  /** The Prometheus text of every metric. */
  scrape(): Promise<string> {
    // Every collect starts synchronously inside metrics(): each takes this round's reads, and the round ends with the call.
    this.round = new Map();
    try {
      return this.registry.metrics();
    } finally {
      this.round = undefined;
    }
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  close() {
    this.process.stop();
    this.sources = undefined;
  }

  /** A source's value for this scrape, read once; undefined (the gauges left out) when it fails or is slow. */
  private read<T>(name: SourceName, get: (s: Sources) => T | Promise<T>): Promise<T | undefined> {
    const round = this.round ?? new Map<SourceName, Promise<unknown>>();
    let value = round.get(name) as Promise<T | undefined> | undefined;
    if (!value) {
      const sources = this.sources;
      value = sources
        ? withTimeout(
            Promise.resolve().then(() => get(sources)),
            SOURCE_TIMEOUT_MS,
          ).catch(() => {
            this.sourceErrors?.inc({ source: name });
            return undefined;
          })
        : Promise.resolve(undefined);
      round.set(name, value);
    }
    return value;
  }

  private scrapeTimeGauges() {
    const registers = [this.registry];
    // Reset first: a value that cannot be read now is left out, never stale or made up (prom-client
    // always shows a gauge without labels, so every gauge that can go unread has one).
    const gauge = <T, L extends string = never>(
      name: string,
      help: string,
      source: SourceName,
      get: (s: Sources) => T | Promise<T>,
      fill: (g: Gauge<L>, value: T) => void,
      labelNames: L[] = [],
    ) => {
      const read = () => this.read(source, get);
      new Gauge<L>({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          const value = await read();
          this.reset();
          if (value !== undefined) fill(this, value);
        },
      });
    };
    const pool = (s: Sources) => s.pool();
    const poolGauge = (name: string, help: string, pick: (p: PoolStats) => number | undefined) =>
      gauge(
        name,
        help,
        'pool',
        pool,
        (g, p) => {
          const v = pick(p);
          if (v !== undefined) g.set({ database: p.database }, v);
        },
        ['database'],
      );
    poolGauge('limo_db_pool_connections', 'Database connections open in the pool (PGlite: 1).', (p) => p.total);
    poolGauge('limo_db_pool_max_connections', 'The pool size, DB_POOL_SIZE (PGlite: 1).', (p) => p.max);
    poolGauge('limo_db_pool_idle_connections', 'Pool connections open and idle (PostgreSQL only).', (p) => p.idle);
    poolGauge('limo_db_pool_waiting_clients', 'Calls waiting for a pool connection (PostgreSQL only).', (p) => p.waiting);

    const outboxes = (s: Sources) => s.outboxes();
    const each = (f: (b: OutboxBacklog) => number | null) => (g: Gauge<'outbox'>, all: Record<string, OutboxBacklog>) => {
      for (const [outbox, backlog] of Object.entries(all)) {
        const v = f(backlog);
        if (v !== null) g.set({ outbox }, v);
      }
    };
    gauge(
      'limo_outbox_pending_messages',
      'Messages waiting in an outbox to be delivered (PENDING).',
      'outboxes',
      outboxes,
      each((b) => b.pending),
      ['outbox'],
    );
    gauge(
      'limo_outbox_dead_messages',
      'Messages an outbox gave up on (DEAD): resend or retry them.',
      'outboxes',
      outboxes,
      each((b) => b.dead),
      ['outbox'],
    );
    gauge(
      'limo_outbox_oldest_pending_age_seconds',
      'Age of the oldest message waiting in an outbox (seconds); 0 when none waits.',
      'outboxes',
      outboxes,
      each((b) => b.oldestPendingSeconds ?? 0),
      ['outbox'],
    );

    const sockets = (s: Sources) => s.sockets();
    gauge('limo_realtime_connected_sockets', 'Live-update sockets connected to this instance.', 'sockets', sockets, (g, v) => g.set(v.connected));
    gauge(
      'limo_realtime_sockets',
      'Live-update sockets of this instance listening to each channel (a socket may listen to several).',
      'sockets',
      sockets,
      (g, v) => {
        for (const [channel, n] of Object.entries(v.byChannel)) g.set({ channel }, n);
      },
      ['channel'],
    );
    // Not ready also when the check cannot answer in time: the alert must not go quiet when the database hangs.
    const read = () => this.read('ready', (s) => s.ready());
    new Gauge({
      name: 'limo_ready',
      help: '1 when GET /limo/ready would answer 200 (the database answers and holds every migration), else 0.',
      registers,
      async collect() {
        this.set((await read()) ? 1 : 0);
      },
    });

    // Registered last: when its collect runs every read of the scrape has started, and it waits for
    // them, so a failure counts in the scrape it spoiled.
    const round = () => this.round;
    this.sourceErrors = new Counter({
      name: 'limo_metrics_source_errors_total',
      help: `Scrapes in which a source failed or took over ${SOURCE_TIMEOUT_MS} ms; its gauges are left out of that scrape.`,
      labelNames: ['source'],
      registers,
      async collect() {
        await Promise.all(round()?.values() ?? []);
      },
    });
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
