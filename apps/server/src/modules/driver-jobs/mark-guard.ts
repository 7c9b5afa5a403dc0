import { EARLY_GUARDED_MARKS, earliestMarkAt, formatDate, formatTime, typedParmValue } from '@limo/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sysParameters } from '../../db/schema/index.js';
import { HttpError } from '../../engine/errors.js';

/* POB and COMPLETED are not marked long before the pick-up (issue 30 part 7, docs/operations.md). */

export const EARLY_MARK_KEY = 'earliestPobMinutes';
export const EARLY_MARK_DEFAULT = 30;
const GUARDED = new Set<string>(EARLY_GUARDED_MARKS);

/** The setting's minutes before pick-up; its default when unset or not a whole number of minutes within a day. */
export async function earliestMarkMinutes(tx: Db | Tx): Promise<number> {
  const [row] = await tx.select({ value: sysParameters.parmValue }).from(sysParameters).where(eq(sysParameters.parmKey, EARLY_MARK_KEY));
  const v = row ? typedParmValue(row.value) : undefined;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 24 * 60 ? v : EARLY_MARK_DEFAULT;
}

/** Refuses (409 MARK_TOO_EARLY) a POB or COMPLETED whose time is earlier than `minutes` before the pick-up. */
export function refuseEarlyMark(jobStatus: string, at: string, pickup: { date: string; time: string }, minutes: number) {
  if (!GUARDED.has(jobStatus)) return;
  const earliest = earliestMarkAt(pickup.date, pickup.time, minutes);
  if (Date.parse(at) >= earliest) return;
  const params = { status: jobStatus, minutes, date: formatDate(pickup.date), time: formatTime(pickup.time) };
  throw new HttpError(409, { key: 'srv.markTooEarly', params }).withCode('MARK_TOO_EARLY').withExtra({ earliest: new Date(earliest).toISOString(), minutes });
}
