/**
 * How a date is shown to a person (issue 30): every screen, printout and spreadsheet text uses these three,
 * on the operator's clock. One format in both languages: dd/mm/yyyy, dd/mm/yyyy HH:mm and HH:mm (Hong Kong
 * writes the day first in English and in Chinese alike). Wire formats (ISO YYYY-MM-DD, instants) are not these.
 */
import { type Instant, type OperatorMoment, operatorNow } from './operator-time.js';

/** The same formats as dayjs / MUI tokens (date pickers, spreadsheets). */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_DISPLAY_FORMAT = 'DD/MM/YYYY HH:mm';

/** A value as it may arrive: an instant, a wall date or date-time (YYYY-MM-DD[ HH:mm[:ss]]), or nothing. */
export type Shown = Instant | null | undefined;

// A time of day alone (HH:mm or HH:mm:ss), as the wire carries pick-up times.
const CLOCK = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function momentOf(value: Shown): OperatorMoment | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    return operatorNow(value);
  } catch {
    return null;
  }
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * dd/mm/yyyy: a wall date as it is, an instant on the operator's calendar (an evening in UTC may be the
 * next day in Hong Kong); '' for nothing or what is not a date.
 */
export function formatDate(value: Shown): string {
  const m = momentOf(value);
  return m ? dmy(m.date) : '';
}

/** dd/mm/yyyy HH:mm on the operator's clock (a stamp without an offset is already the operator's); '' for none. */
export function formatDateTime(value: Shown): string {
  const m = momentOf(value);
  return m ? `${dmy(m.date)} ${m.time.slice(0, 5)}` : '';
}

/** HH:mm: a time of day (HH:mm:ss) as it is, an instant on the operator's clock; '' for none. */
export function formatTime(value: Shown): string {
  const clock = typeof value === 'string' ? CLOCK.exec(value.trim()) : null;
  if (clock) return Number(clock[1]) < 24 && Number(clock[2]) < 60 ? `${clock[1]}:${clock[2]}` : '';
  const m = momentOf(value);
  return m ? m.time.slice(0, 5) : '';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A recorded value as a person reads it, by its property's name (the wire's naming rule, spec section 5):
 * a `…Date` holding YYYY-MM-DD shown dd/mm/yyyy, a `…Dt` stamp dd/mm/yyyy HH:mm; anything else as it is.
 * For lists of changes (order history) whose values are the wire's text.
 */
export function formatNamedValue(name: string, value: string): string {
  if (/Date$/.test(name) && ISO_DATE.test(value.trim())) return formatDate(value.trim());
  if (/Dt$/.test(name)) return formatDateTime(value.trim()) || value;
  return value;
}
