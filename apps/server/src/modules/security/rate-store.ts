import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** How often a store drops windows that ended long ago (ms); the limits' windows are a minute. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store in PostgreSQL (the rate_limit_hits table): the per-address limits of the
 * sign-in calls count calls on every instance, where the plugin's own store would count per process
 * (issue 19: instances behind a round-robin proxy would each allow the limit). One upsert per call.
 */
export function sharedRateStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 hour'`);
  };

  class SharedRateStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      hit(db, `${this.prefix}${key}`, timeWindow)
        .then(async (result) => {
          await sweep();
          callback(null, result);
        })
        .catch((err: Error) => callback(err));
    }

    /** One store per limited route: its calls count apart from another route's. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new SharedRateStore(undefined, `${String(route?.method ?? '')} ${route?.url ?? ''} `);
    }
  }
  return SharedRateStore;
}

/** Counts a call of `key`: a window that ended starts again at 1. Answers the count and the ms left of the window. */
async function hit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`(${windowMs} * interval '1 millisecond')`;
  const { rows } = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into rate_limit_hits as h (key, hits, window_start) values (${key.slice(0, 300)}, 1, now())
    on conflict (key) do update set
      hits = case when h.window_start + ${window} <= now() then 1 else h.hits + 1 end,
      window_start = case when h.window_start + ${window} <= now() then now() else h.window_start end
    returning h.hits, greatest(0, ceil(extract(epoch from h.window_start + ${window} - now()) * 1000))::int as ttl`);
  return { current: Number(rows[0].hits), ttl: Number(rows[0].ttl) };
}
