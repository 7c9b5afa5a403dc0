/**
 * dayjs for the pickers, on the operator's calendar: the MUI pickers take "today" and the days they
 * show in the zone they are given, so they are given the operator's zone, not the browser's.
 */
import { operatorTimeZone } from '@limo/domain/rules/operator-time';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A date YYYY-MM-DD as the start of that day on the operator's calendar. */
export function operatorDay(iso: string): Dayjs {
  return dayjs.tz(iso, operatorTimeZone());
}
