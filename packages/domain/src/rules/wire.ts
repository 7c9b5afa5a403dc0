/** Wire formats of spec section 3 and 5: dates YYYY-MM-DD, times HH:mm:ss, flags 1/0, money with two decimals. */

/** A calendar date YYYY-MM-DD that PostgreSQL can hold: it has no year 0, so 0000-01-01 is not one. */
export function isValidIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}

/** A month YYYY-MM whose first day is such a date (0000-01 is none: it would fail in the database). */
export function isValidIsoMonth(value: string): boolean {
  return /^\d{4}-\d{2}$/.test(value) && isValidIsoDate(`${value}-01`);
}

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the instants of four-digit years, which PostgreSQL holds. */
export const FIRST_INSTANT_MS = -62_135_596_800_000;
export const LAST_INSTANT_MS = 253_402_300_799_999;

/**
 * The time of an instant the API is given (an ISO 8601 date-time, as Date.parse reads it), or
 * undefined when it is empty, not a date-time or outside years 0001 to 9999.
 */
export function instantMillis(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const t = Date.parse(value);
  return t >= FIRST_INSTANT_MS && t <= LAST_INSTANT_MS ? t : undefined;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'HH:mm' or 'HH:mm:ss' (24-hour) to 'HH:mm:ss'; undefined when it is not a time. */
export function normalizeTime(value: string): string | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  if (!m) return undefined;
  return `${m[1]}:${m[2]}:${m[3] ?? '00'}`;
}

/** A money amount as a string with exactly two decimals; undefined when not an amount of cents. */
export function normalizeMoney(value: string | number): string | undefined {
  const s = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(-?)(\d{1,10})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return undefined;
  return `${m[1]}${m[2].replace(/^0+(?=\d)/, '')}.${(m[3] ?? '').padEnd(2, '0')}`;
}

/** An amount as printed: thousands separators and two decimals (12,345.60), from its text, never a float; undefined when not an amount. */
export function groupedMoney(value: unknown): string | undefined {
  const m = typeof value === 'string' || typeof value === 'number' ? normalizeMoney(value) : undefined;
  if (m === undefined) return undefined;
  const [whole, cents] = m.replace('-', '').split('.');
  return `${m.startsWith('-') ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Integer cents of a normalized money string, for arithmetic without floats. */
export function moneyToCents(value: string): number {
  const neg = value.startsWith('-');
  const [whole, frac = '00'] = value.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return neg ? -cents : cents;
}

export function centsToMoney(cents: number): string {
  const neg = cents < 0;
  const abs = Math.abs(cents);
  return `${neg ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1/0 from the forms flags arrive in; undefined when it is not a flag. */
export function toFlag(value: unknown): 0 | 1 | undefined {
  if (value === 1 || value === '1' || value === true || value === 'true' || value === 'Y') return 1;
  if (value === 0 || value === '0' || value === false || value === 'false' || value === 'N') return 0;
  return undefined;
}

/** A system parameter value that looks like a number is a number, otherwise text (spec section 3). */
export function typedParmValue(value: string | null | undefined): string | number | null {
  if (value === null || value === undefined) return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value.trim()) ? Number(value) : value;
}
