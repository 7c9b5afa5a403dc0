// What `npm run bench:day` records: every call's latency by call family, errors with the first of
// them, and the time from a change to its `schedule` or `gps` event at each dispatcher's socket.
import { percentile } from './stats.js';

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(values: number[]): Percentiles {
  const sorted = Float64Array.from(values).sort();
  const xs = Array.from(sorted);
  return { count: xs.length, p50: percentile(xs, 50), p95: percentile(xs, 95), p99: percentile(xs, 99), max: xs[xs.length - 1] ?? 0 };
}

/** A call unanswered this long counts as failed (the bench stops by itself). */
const CALL_TIMEOUT_MS = 30_000;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  token: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FamilyResult extends Percentiles {
  errors: number;
  firstError?: string;
}

/** The measured window: calls and changes that start inside it count; warm-up and drain do not. */
export class Window {
  from = Infinity;
  to = Infinity;
  inside(t: number) {
    return t >= this.from && t < this.to;
  }
}

/** Calls to the server, timed by family (the route, as the report names it). */
export class Calls {
  private readonly latencies = new Map<string, number[]>();
  private readonly errors = new Map<string, number>();
  firstError?: string;
  private readonly firstErrors = new Map<string, string>();
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly base: string,
    private readonly window: Window,
  ) {}

  /** The answer's JSON, or undefined when the call failed (counted, and the first kept). */
  async call<T = Record<string, unknown>>(family: string, path: string, o: CallOptions): Promise<T | undefined> {
    const t0 = performance.now();
    const measured = this.window.inside(t0);
    this.inFlight.set(family, (this.inFlight.get(family) ?? 0) + 1);
    try {
      const res = await fetch(this.base + path, {
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
        headers: { authorization: `Bearer ${o.token}`, ...(o.body === undefined ? {} : { 'content-type': 'application/json' }), ...o.headers },
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 300)}`);
      if (measured) this.push(family, performance.now() - t0);
      return (text ? JSON.parse(text) : {}) as T;
    } catch (err) {
      // Warm-up failures count too: no call may fail at any time.
      this.fail(family, `${path}: ${(err as Error).message}`);
      return undefined;
    } finally {
      this.inFlight.set(family, (this.inFlight.get(family) ?? 1) - 1);
    }
  }

  /** Calls sent and not answered yet, by family. */
  waiting() {
    return Object.fromEntries([...this.inFlight].filter(([, n]) => n > 0));
  }

  fail(family: string, message: string) {
    this.errors.set(family, (this.errors.get(family) ?? 0) + 1);
    if (!this.firstErrors.has(family)) this.firstErrors.set(family, message);
    this.firstError ??= `${family}: ${message}`;
  }

  private push(family: string, ms: number) {
    let list = this.latencies.get(family);
    if (!list) this.latencies.set(family, (list = []));
    list.push(ms);
  }

  result(): Record<string, FamilyResult> {
    const families = [...new Set([...this.latencies.keys(), ...this.errors.keys()])].sort();
    return Object.fromEntries(
      families.map((f) => [f, { ...percentiles(this.latencies.get(f) ?? []), errors: this.errors.get(f) ?? 0, firstError: this.firstErrors.get(f) }]),
    );
  }

  /** Every measured latency of every family together. */
  overall(): Percentiles {
    return percentiles([...this.latencies.values()].flat());
  }

  totalErrors() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

interface Pending {
  t0: number;
  measured: boolean;
  /** Which sockets have had it. */
  seen: Uint8Array;
  arrived: number;
  /** The change was answered 2xx: its events are owed. */
  answered: boolean;
}

export interface DeliveryResult extends Percentiles {
  changes: number;
  /** Events owed (answered changes × sockets) that never came. */
  missing: number;
}

type Row = { orderVehicleId: number; version?: number; jobStatus?: string | null; orderRefId?: string };

/**
 * Change → event at each socket. A change names, before it is sent, the key its event will carry:
 * `ov:<id>:v<version>` (a dispatcher's assignment), `ov:<id>:<jobStatus>` (a driver's mark, forward
 * only so each is once), `ref:<orderRefId>` (a clerk's order: one change of it at a time), or
 * `gps:<driverId>:<latitude>` (a position: every post moves its driver).
 */
export class Deliveries {
  private readonly pending = new Map<string, Pending>();
  private readonly latencies = { schedule: [] as number[], gps: [] as number[] };
  private readonly done = { schedule: 0, gps: 0 };
  /** Owed events of a clerk's change that the next change of the same order replaced before they came. */
  private replacedMissing = 0;
  private replacedChanges = 0;
  dashboardEvents = 0;
  /** The `dashboard` events' JSON at one socket, in bytes. */
  dashboardBytes = 0;

  constructor(
    readonly sockets: number,
    private readonly window: Window,
  ) {}

  expect(key: string): Pending {
    const t0 = performance.now();
    const p = { t0, measured: this.window.inside(t0), seen: new Uint8Array(this.sockets), arrived: 0, answered: false };
    const old = this.pending.get(key);
    if (old?.measured && old.answered) {
      this.replacedChanges++;
      this.replacedMissing += this.sockets - old.arrived;
    }
    this.pending.set(key, p);
    return p;
  }

  /** A change that failed owes no events. */
  drop(key: string) {
    this.pending.delete(key);
  }

  private arrive(kind: 'schedule' | 'gps', key: string, socket: number, now: number) {
    const p = this.pending.get(key);
    if (!p || p.seen[socket]) return;
    p.seen[socket] = 1;
    p.arrived++;
    if (p.measured) this.latencies[kind].push(now - p.t0);
    // Complete: forgotten, so a later event naming the same state (a mark's gps record) is not counted again.
    if (p.arrived === this.sockets) {
      this.pending.delete(key);
      if (p.measured) this.done[kind]++;
    }
  }

  onSchedule(socket: number, rows: Row[]) {
    const now = performance.now();
    for (const r of rows) {
      this.arrive('schedule', `ov:${r.orderVehicleId}:v${r.version}`, socket, now);
      if (r.jobStatus) this.arrive('schedule', `ov:${r.orderVehicleId}:${r.jobStatus}`, socket, now);
      if (r.orderRefId) this.arrive('schedule', `ref:${r.orderRefId}`, socket, now);
    }
  }

  onGps(socket: number, payload: { drivers: { driverId: number; latitude: number }[] }) {
    const now = performance.now();
    for (const d of payload.drivers) this.arrive('gps', `gps:${d.driverId}:${d.latitude}`, socket, now);
  }

  result(): { schedule: DeliveryResult; gps: DeliveryResult } {
    const owed = {
      schedule: { changes: this.done.schedule + this.replacedChanges, missing: this.replacedMissing },
      gps: { changes: this.done.gps, missing: 0 },
    };
    for (const [key, p] of this.pending) {
      if (!p.measured || !p.answered) continue;
      const kind = key.startsWith('gps:') ? 'gps' : 'schedule';
      owed[kind].changes++;
      owed[kind].missing += this.sockets - p.arrived;
    }
    return {
      schedule: { ...percentiles(this.latencies.schedule), ...owed.schedule },
      gps: { ...percentiles(this.latencies.gps), ...owed.gps },
    };
  }
}
