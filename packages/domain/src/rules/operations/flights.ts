/**
 * The operator's own flight timetable (issue 15, docs/order-operations.md): the default flight
 * provider answers getFlightSch from it. A row is one flight number's schedule over a period on
 * some weekdays; dates are calendar dates at Hong Kong (an arrival's is its flightEtaDate).
 */
import { isValidIsoDate } from '../wire.js';

export interface FlightTimetableRow {
  flightNo: string;
  origin: string;
  destination: string;
  /** 'HH:mm' or 'HH:mm:ss' */
  scheduledDeparture: string | null;
  /** 'HH:mm' or 'HH:mm:ss' */
  scheduledArrival: string | null;
  /** The ISO weekdays it operates, Monday 1 to Sunday 7: '1234567' daily, '135' Mon, Wed, Fri ('1.3.5..' reads the same). */
  weekdays: string;
  /** First day of the schedule, YYYY-MM-DD, inclusive; null for no start. */
  validFrom: string | null;
  /** Last day of the schedule, YYYY-MM-DD, inclusive; null for no end. */
  validTo: string | null;
  terminal: string | null;
  /** 1 when the flight arrives at HKG, 0 when it departs from it. */
  arrivalFlag: 1 | 0;
}

/** The answer of POST /limo/node/api/getFlightSch. */
export interface FlightAnswer {
  flightNo: string;
  date: string;
  origin: string;
  destination: string;
  /** 'HH:mm': the arrival time of an arrival into HKG, the departure time otherwise. */
  scheduledTime: string | null;
  /** 'HH:mm': the timetable knows no better than the schedule. */
  estimatedTime: string | null;
  terminal: string | null;
  status: 'SCHEDULED';
}

/** A flight number as compared: upper case without spaces ('cx 251' -> 'CX251'). */
export function normalizeFlightNo(flightNo: string): string {
  return flightNo.replace(/\s+/g, '').toUpperCase();
}

/** The ISO weekday (Monday 1 to Sunday 7) of a date YYYY-MM-DD, by UTC arithmetic on its parts. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The timetable row of a flight number operating on a date, or null (also for a date that is not
 * one: the route answers that with a 400 before asking). When schedules overlap, the one that
 * started last wins; on a tie, the first given.
 */
export function flightOn(rows: readonly FlightTimetableRow[], flightNo: string, date: string): FlightTimetableRow | null {
  if (!isValidIsoDate(date)) return null;
  const wanted = normalizeFlightNo(flightNo);
  if (!wanted) return null;
  const weekday = String(isoWeekday(date));
  let found: FlightTimetableRow | null = null;
  for (const row of rows) {
    if (normalizeFlightNo(row.flightNo) !== wanted) continue;
    if (row.validFrom && date < row.validFrom) continue;
    if (row.validTo && date > row.validTo) continue;
    if (!row.weekdays.includes(weekday)) continue;
    if (!found || (row.validFrom ?? '') > (found.validFrom ?? '')) found = row;
  }
  return found;
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/** getFlightSch's answer from a timetable row for a date. */
export function flightAnswer(row: FlightTimetableRow, date: string): FlightAnswer {
  const scheduledTime = hhmm(row.arrivalFlag === 1 ? row.scheduledArrival : row.scheduledDeparture);
  return {
    flightNo: normalizeFlightNo(row.flightNo),
    date,
    origin: row.origin,
    destination: row.destination,
    scheduledTime,
    estimatedTime: scheduledTime,
    terminal: row.terminal,
    status: 'SCHEDULED',
  };
}
