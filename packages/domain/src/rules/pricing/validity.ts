/** Rows valid on a date, and times of day, as the pricing rules read them. */
import type { Validity } from './types.js';

/** effectiveDate ≤ date ≤ expiryDate, an empty expiry being open (dates compare as YYYY-MM-DD text). */
export function validOn(row: Validity, date: string): boolean {
  return row.effectiveDate <= date && (!row.expiryDate || date <= row.expiryDate);
}

/** Latest effectiveDate first, then the higher id (the row entered later). */
export function latestFirst(a: Validity, b: Validity): number {
  if (a.effectiveDate !== b.effectiveDate) return a.effectiveDate < b.effectiveDate ? 1 : -1;
  return (b.id ?? 0) - (a.id ?? 0);
}

/** The row valid on the date with the latest effectiveDate, or undefined. */
export function latestValid<T extends Validity>(rows: readonly T[], date: string): T | undefined {
  return rows.filter((r) => validOn(r, date)).sort(latestFirst)[0];
}

/** Seconds since midnight of 'HH:mm' or 'HH:mm:ss'; undefined when it is not a time. */
export function secondsOfDay(time: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time.trim());
  if (!m) return undefined;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

/** 'from–to' for a rule text; 'HH:mm' unless seconds matter. */
export function showTime(time: string): string {
  return time.endsWith(':00') && time.length === 8 ? time.slice(0, 5) : time;
}
