/**
 * When an order vehicle sits on the scheduling grid (issue 9, docs/ordering.md): it starts at the
 * pick-up (an Arrival with a flight ETA: the ETA plus the meeting allowance) and lasts the hire
 * minutes for a Hire, otherwise the default trip minutes, plus any waiting booked.
 */
import { nextDate } from '../entry.js';

export interface GridTimesInput {
  serviceType: string;
  pickupDate: string;
  /** HH:mm or HH:mm:ss */
  pickupTime: string;
  flightEtaDate?: string | null;
  flightEtaTime?: string | null;
  hireMinutes?: number | null;
  waitingMinutes?: number | null;
}

export interface GridTimesParameters {
  /** sysParameter arrivalMeetingMinutes (default 30). */
  arrivalMeetingMinutes: number;
  /** sysParameter defaultTripMinutes (default 60). */
  defaultTripMinutes: number;
}

export interface GridTimes {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export const DEFAULT_GRID_TIMES_PARAMETERS: GridTimesParameters = { arrivalMeetingMinutes: 30, defaultTripMinutes: 60 };

const DAY = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

function minuteOf(time: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time);
  if (!m) throw new RangeError(`not a time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** A date and a minute of the day moved on by `minutes` (which may cross days). */
export function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const total = minuteOf(time) + minutes;
  const days = Math.floor(total / DAY);
  const minute = ((total % DAY) + DAY) % DAY;
  return { date: days === 0 ? date : nextDate(date, days), time: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00` };
}

/** The default start and end of an order vehicle on the grid. */
export function defaultGridTimes(v: GridTimesInput, p: GridTimesParameters = DEFAULT_GRID_TIMES_PARAMETERS): GridTimes {
  const byFlight = v.serviceType === 'Arrival' && v.flightEtaDate && v.flightEtaTime;
  const start = byFlight
    ? addMinutes(v.flightEtaDate as string, v.flightEtaTime as string, p.arrivalMeetingMinutes)
    : addMinutes(v.pickupDate, v.pickupTime, 0);
  const minutes = (v.serviceType === 'Hire' && v.hireMinutes ? v.hireMinutes : p.defaultTripMinutes) + (v.serviceType === 'Hire' ? 0 : (v.waitingMinutes ?? 0));
  const end = addMinutes(start.date, start.time, minutes);
  return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}
