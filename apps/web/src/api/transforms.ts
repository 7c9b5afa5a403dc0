/**
 * The save transforms of spec section 5, applied to every body the client sends:
 * properties ending in Date become YYYY-MM-DD (empty becomes null), in Time HH:mm:ss,
 * in Flag 1 or 0; the fields never sent are removed.
 */
// Sub-path imports keep the sign-in bundle free of the schemas (zod) and resource definitions.
import { NEVER_SENT_FIELDS } from '@limo/domain/resources/define';
import { parseDateEntry } from '@limo/domain/rules/entry';
import { normalizeTime, toFlag } from '@limo/domain/rules/wire';

const NEVER_SENT = new Set<string>(NEVER_SENT_FIELDS);
const pad = (n: number) => String(n).padStart(2, '0');

export function wireDate(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value === 'object' && 'format' in value && typeof value.format === 'function') {
    const s: unknown = value.format('YYYY-MM-DD');
    return typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : null;
  }
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (s === '') return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(s);
  if (iso) return iso[1];
  return parseDateEntry(s);
}

export function wireTime(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return `${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
  if (typeof value === 'object' && 'format' in value && typeof value.format === 'function') {
    const s: unknown = value.format('HH:mm:ss');
    return typeof s === 'string' ? s : null;
  }
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (/^\d{4}$/.test(s)) return normalizeTime(`${s.slice(0, 2)}:${s.slice(2)}`) ?? null;
  if (/^\d:\d{2}/.test(s)) return normalizeTime(`0${s}`) ?? null;
  return normalizeTime(s) ?? null;
}

export function wireFlag(value: unknown): 0 | 1 {
  return toFlag(value) ?? 0;
}

/** A body ready to send: transforms applied by property name, never-sent fields removed. */
export function toWireBody<T extends object>(body: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (NEVER_SENT.has(key)) continue;
    if (key.endsWith('Date')) out[key] = wireDate(value);
    else if (key.endsWith('Time')) out[key] = wireTime(value);
    else if (key.endsWith('Flag')) out[key] = wireFlag(value);
    else out[key] = value;
  }
  return out;
}
