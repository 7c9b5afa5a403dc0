import { nextDate } from '../entry.js';
import { isoWeekday } from '../operations/flights.js';

/** Days the roster's week view shows (issue 30 part 8b). */
export const ROSTER_WEEK_DAYS = 7;

/** The duty dates of the roster's week view: Monday to Sunday of the week holding `date` (an operator date). */
export function rosterWeekDates(date: string): string[] {
  const monday = nextDate(date, 1 - isoWeekday(date));
  return Array.from({ length: ROSTER_WEEK_DAYS }, (_, i) => nextDate(monday, i));
}
