import { nextDate } from '../entry.js';
import { isValidIsoDate } from '../wire.js';

/**
 * Rule 10: the days of a leave request, the dates from dateFrom to dateTo (both in) that are not
 * public holidays. Calendar dates: no clock or zone is involved. Empty when dateTo is before dateFrom.
 */
export function leaveDays(dateFrom: string, dateTo: string, holidayDates: Iterable<string>): string[] {
  for (const d of [dateFrom, dateTo]) if (!isValidIsoDate(d)) throw new RangeError(`not a date YYYY-MM-DD: "${d}"`);
  const holidays = new Set(holidayDates);
  const days: string[] = [];
  for (let d = dateFrom; d <= dateTo; d = nextDate(d)) if (!holidays.has(d)) days.push(d);
  return days;
}
