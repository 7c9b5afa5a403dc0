/*
 * The database going away (a restart, a failover, a full pool, a statement past its time-out) is
 * the server's trouble, not the caller's: 503 with Retry-After, so clients retry, never a 500.
 */

/** Seconds a client is told to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 5;

// Class 08 connection exception; 57P01-57P03 shutdown and start-up; 53300 too many connections; 57014 cancelled (statement_timeout).
const PG_CODES = /^(08...|57P0[123]|53300|57014)$/;
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres says these in words only.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'Client was closed and is not queryable',
];

export type Unavailable = { reason: 'timeout' | 'down' };

/** Whether an error (or its cause, as Drizzle wraps them) says the database cannot be reached now. */
export function databaseUnavailable(err: unknown): Unavailable | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur; i++) {
    const e = cur as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string') {
      if (e.code === '57014') return { reason: 'timeout' };
      if (PG_CODES.test(e.code) || NODE_CODES.has(e.code)) return { reason: 'down' };
    }
    if (typeof e.message === 'string' && PG_MESSAGES.some((m) => (e.message as string).includes(m))) return { reason: 'down' };
    cur = e.cause;
  }
  return undefined;
}
