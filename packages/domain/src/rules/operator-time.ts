/**
 * The operator's clock: "now", "today" and stamps in the operator's time zone (Asia/Hong_Kong
 * unless set otherwise), never in the zone of the machine the code runs on. The server sets the
 * zone from TZ_OPERATOR at start-up and tells the web, which sets it here after sign-in.
 */

export const DEFAULT_OPERATOR_TIME_ZONE = 'Asia/Hong_Kong';

/** Anything that names an instant: a Date, epoch milliseconds or an ISO text. */
export type Instant = Date | number | string;

/** A moment on the operator's wall clock. */
export interface OperatorMoment {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss (24-hour) */
  time: string;
  /** Minutes since the operator's midnight, 0 to 1439. */
  minuteOfDay: number;
}

let zone = DEFAULT_OPERATOR_TIME_ZONE;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    // h23: midnight is 00, never 24.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows the IANA zone name (Asia/Hong_Kong, UTC...). */
export function isTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

/** Sets the operator's zone; an unknown name throws and keeps the zone as it was. */
export function setOperatorTimeZone(name: string): void {
  if (!isTimeZone(name)) throw new RangeError(`unknown time zone "${name}"`);
  zone = name;
}

export function operatorTimeZone(): string {
  return zone;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
// A date, or a date and time without an offset: already the operator's wall clock.
const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

function wallClockOf(instant: Instant): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  if (typeof instant === 'string') {
    const m = WALL.exec(instant.trim());
    if (m) {
      const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0));
      const check = new Date(Date.UTC(y, mo - 1, d));
      if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) throw new RangeError(`not an instant: ${instant}`);
      return { y, mo, d, h, mi, s };
    }
  }
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  const parts: Record<string, number> = {};
  for (const p of formatIn(zone).formatToParts(date)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { y: parts.year, mo: parts.month, d: parts.day, h: parts.hour, mi: parts.minute, s: parts.second };
}

/** The operator's date and time at an instant (default now). */
export function operatorNow(at: Instant = Date.now()): OperatorMoment {
  const w = wallClockOf(at);
  return { date: `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)}`, time: `${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}`, minuteOfDay: w.h * 60 + w.mi };
}

/** The operator's date of an instant, YYYY-MM-DD; throws RangeError when it is not an instant. */
export function toOperatorDate(instant: Instant): string {
  return operatorNow(instant).date;
}

/** Today's date for the operator, YYYY-MM-DD (at a given instant for tests and rules). */
export function operatorToday(at: Instant = Date.now()): string {
  return operatorNow(at).date;
}

/** The operator's time of day, HH:mm:ss. */
export function operatorTimeOfDay(at: Instant = Date.now()): string {
  return operatorNow(at).time;
}

const WALL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A wall clock reading as if it were UTC, in ms: only differences of these mean anything. */
function wallMs(date: string, time: string): number {
  const d = WALL_DATE.exec(date);
  const t = WALL_TIME.exec(time);
  if (!d || !t) throw new RangeError(`not a date and time: ${date} ${time}`);
  return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
}

/**
 * The instant (ISO, UTC) at which the operator's wall clock reads `time` (HH:mm or HH:mm:ss) on
 * `date`: a stamp typed on the operator's clock. Guesses the wall clock as UTC, sees what the
 * operator's clock shows then and shifts by the difference; a second pass settles a zone whose
 * offset changed in between (daylight saving).
 */
export function operatorInstant(date: string, time: string): string {
  const wanted = wallMs(date, time);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = operatorNow(guess);
    guess += wanted - wallMs(seen.date, seen.time);
  }
  return new Date(guess).toISOString();
}
