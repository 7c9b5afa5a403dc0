import type { Db, Tx } from '../../db/client.js';
import { apiHistories } from '../../db/schema/index.js';
import { CHINALINK } from './outbox.js';

/** One call in or out, as apiHistories keeps it. Headers are never passed: keys and tokens travel there only. */
export interface ApiLogRow {
  direction: 'IN' | 'OUT';
  method: string;
  url: string;
  /** An object is kept as JSON text, a string as it is. */
  requestBody?: unknown;
  responseStatus?: number | null;
  responseBody?: unknown;
  durationMs?: number | null;
  /** Our order's id. */
  orderId?: number | null;
  attempt?: number;
  partner?: string;
}

const BODY_MAX = 20_000;

function text(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  const s = typeof body === 'string' ? body : JSON.stringify(body);
  return s.length > BODY_MAX ? `${s.slice(0, BODY_MAX)}…` : s;
}

/**
 * Writes one apiHistories row. A failure to log never fails the call it describes: it is reported
 * on the console and swallowed.
 */
export async function logApiCall(db: Db | Tx, row: ApiLogRow): Promise<void> {
  try {
    await db.insert(apiHistories).values({
      partner: row.partner ?? CHINALINK,
      direction: row.direction,
      method: row.method.toUpperCase().slice(0, 10),
      url: row.url.slice(0, 500),
      requestBody: text(row.requestBody),
      responseStatus: row.responseStatus ?? null,
      responseBody: text(row.responseBody),
      durationMs: row.durationMs === null || row.durationMs === undefined ? null : Math.max(0, Math.round(row.durationMs)),
      orderId: row.orderId ?? null,
      attempt: row.attempt ?? 1,
      createBy: row.partner ?? CHINALINK,
      lastUpdateBy: row.partner ?? CHINALINK,
    });
  } catch (err) {
    console.error('apiHistories: the call could not be logged', err);
  }
}
