/**
 * Entry rules of spec section 5: what staff may type into date and time fields,
 * and the next-date helper. Dates come out as ISO `YYYY-MM-DD`, times as `HH:mm`.
 */
import { type Instant, operatorToday } from './operator-time.js';
import { daysInMonth } from './wire.js';

export const MIN_ENTRY_YEAR = 1900;
export const MAX_ENTRY_YEAR = 2099;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoOf(year: number, month: number, day: number): string | null {
  if (year < MIN_ENTRY_YEAR || year > MAX_ENTRY_YEAR) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * A typed date: `d/m` (the year of `today` on the operator's calendar), `d/m/yyyy` with years
 * 1900 to 2099, the same with `-` as separator, or eight digits `ddmmyyyy`. Anything else gives null.
 */
export function parseDateEntry(text: string, today: Instant = Date.now()): string | null {
  const s = text.trim();
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(s);
  if (digits) return isoOf(Number(digits[3]), Number(digits[2]), Number(digits[1]));
  const m = /^(\d{1,2})([/-])(\d{1,2})(?:\2(\d{4}))?$/.exec(s);
  if (!m) return null;
  const year = Number(m[4] ?? operatorToday(today).slice(0, 4));
  return isoOf(year, Number(m[3]), Number(m[1]));
}

/**
 * The date picker's typed input under the mask `####-##-##`: digits are kept, hyphens put
 * in their places, anything past eight digits dropped. `20240229` becomes `2024-02-29`.
 */
export function maskIsoDate(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 4) return d;
  if (d.length <= 6) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
}

/** A complete masked entry as an ISO date within 1900 to 2099; null when incomplete or impossible. */
export function parseIsoEntry(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? isoOf(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** A typed 24-hour time: four digits `hhmm` or `h:mm` / `hh:mm`, as `HH:mm`; null otherwise. */
export function parseTimeEntry(text: string): string | null {
  const m = /^(?:(\d{2})(\d{2})|(\d{1,2}):(\d{2}))$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1] ?? m[3]);
  const min = Number(m[2] ?? m[4]);
  if (h > 23 || min > 59) return null;
  return `${pad(h)}:${pad(min)}`;
}

/** Four typed digits become `hh:mm` while typing; other text is left as typed. */
export function maskTimeEntry(text: string): string {
  return /^\d{4}$/.test(text) ? `${text.slice(0, 2)}:${text.slice(2)}` : text;
}

/** The date `offset` days after the ISO date `from` (default one day), as `YYYY-MM-DD`. */
export function nextDate(from: string, offset = 1): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(from);
  if (!m) throw new Error(`not a date: ${from}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + offset));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * The date picker's typed input, shown dd/mm/yyyy (issue 30 part 5): typed digits get their slashes
 * (`05012026` shows `05/01/2026`); text whose separators stand elsewhere (`5/1/2026`, `2026-01-05`)
 * is kept as typed, at most ten characters.
 */
export function maskDmyDate(raw: string): string {
  const s = raw.replace(/[^\d/-]/g, '');
  const seps = [...s].flatMap((c, i) => (/\d/.test(c) ? [] : [i]));
  if (!seps.every((i) => i === 2 || i === 5)) return s.slice(0, 10);
  const d = s.replace(/\D/g, '').slice(0, 8);
  const masked = d.length <= 2 ? d : d.length <= 4 ? `${d.slice(0, 2)}/${d.slice(2)}` : `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
  // A slash typed right after the day or the month stays, so that "05/" shows as typed.
  return /[/-]$/.test(s) && (d.length === 2 || d.length === 4) ? `${masked}/` : masked;
}

const DMY = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;
const EIGHT = /^\d{2}\/?\d{2}\/?\d{4}$/;

/**
 * A complete typed date as ISO: `dd/mm/yyyy` (or `d/m/yyyy`, `-` as separator, `ddmmyyyy`), and
 * `yyyy-mm-dd` or eight digits `yyyymmdd` as well (no eight digits are a date both ways: the month
 * of `yyyymmdd` would be 19 or 20). Null while incomplete or impossible.
 */
export function parseDmyEntry(text: string): string | null {
  const s = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DMY.exec(s);
  const asDmy = dmy ? isoOf(Number(dmy[4]), Number(dmy[3]), Number(dmy[1])) : null;
  if (asDmy || !EIGHT.test(s)) return asDmy;
  const d = s.replace(/\//g, '');
  return isoOf(Number(d.slice(4)), Number(d.slice(2, 4)), Number(d.slice(0, 2))) ?? isoOf(Number(d.slice(0, 4)), Number(d.slice(4, 6)), Number(d.slice(6)));
}

/** Why typed date text is not a date, for the field to say (the text stays); null when it is one or is empty. */
export type DateEntryProblem =
  | { code: 'noSuchDay'; day: string; month: string; year: string; days: number }
  | { code: 'noSuchMonth'; month: string }
  | { code: 'yearRange' }
  | { code: 'incomplete' };

export function dateEntryProblem(text: string): DateEntryProblem | null {
  const s = text.trim();
  if (s === '' || parseDmyEntry(s)) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const dmy = DMY.exec(s);
  const eight = EIGHT.test(s) ? s.replace(/\//g, '') : null;
  const parts = iso ? [iso[3], iso[2], iso[1]] : dmy ? [dmy[1], dmy[3], dmy[4]] : eight ? [eight.slice(0, 2), eight.slice(2, 4), eight.slice(4)] : null;
  if (!parts) return { code: 'incomplete' };
  const [day, month, year] = parts.map((p) => p.padStart(2, '0'));
  if (Number(year) < MIN_ENTRY_YEAR || Number(year) > MAX_ENTRY_YEAR) return { code: 'yearRange' };
  if (Number(month) < 1 || Number(month) > 12) return { code: 'noSuchMonth', month };
  return { code: 'noSuchDay', day, month, year, days: daysInMonth(Number(year), Number(month)) };
}
