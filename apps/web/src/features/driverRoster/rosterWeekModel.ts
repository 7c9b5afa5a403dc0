/** The roster week view's pure model (issue 30 part 8b): a driver's name in the reader's language, a day's cell. */
import { isoWeekday, type LeaveType } from '@limo/domain';
import type { WeekDay } from './rosterApi';

/** The Chinese name for a Chinese reader when the record has one, else the English one. */
export const weekDriverName = (d: { driverNameEng: string; driverNameChi: string | null }, chinese: boolean) =>
  (chinese && d.driverNameChi?.trim()) || d.driverNameEng;

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : '');

export type WeekCell =
  { kind: 'leave'; leave: LeaveType } | { kind: 'duty'; shift: string; hours: string } | { kind: 'noDuty'; shift: string } | { kind: 'none' };

/** What a day's cell shows: approved leave first (a duty then is a clash the day view shows), else the duty, else nothing. */
export function weekCell(day: WeekDay | undefined): WeekCell {
  if (!day) return { kind: 'none' };
  if (day.onLeave) return { kind: 'leave', leave: day.onLeave };
  if (day.rosterId === null) return { kind: 'none' };
  const shift = day.staffShiftingCode ?? '';
  if (!day.dutyTime) return { kind: 'noDuty', shift };
  // The planned hours (duty to duty end), as the day view's first columns.
  return { kind: 'duty', shift, hours: day.dutyEndTime ? `${hhmm(day.dutyTime)}–${hhmm(day.dutyEndTime)}` : hhmm(day.dutyTime) };
}

/** The i18n key of a date's weekday label (ros.weekday.1 is Monday). */
export const weekdayKey = (date: string) => `ros.weekday.${isoWeekday(date)}`;
