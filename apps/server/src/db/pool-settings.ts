/** The pool of a PostgreSQL database (DB_POOL_SIZE, time-outs): docs/operations.md. */
export interface PoolSettings {
  max: number;
  /** Longest wait for a connection, pool full or database down, before the call answers 503 (ms). */
  connectionTimeoutMs: number;
  /** Longest run of one statement (ms); 0: no limit. */
  statementTimeoutMs: number;
}

export const POOL_DEFAULTS: PoolSettings = { max: 10, connectionTimeoutMs: 5000, statementTimeoutMs: 30_000 };
