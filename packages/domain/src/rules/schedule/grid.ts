import { GRID_START_MINUTE, SLOT_MINUTES, SLOTS_PER_DAY } from '../operator-slots.js';
import type { RosterDuty, ScheduleRow } from './row.js';

/*
 * Times on the scheduling grid (issue 10, docs/scheduling.md). Every span is in absolute minutes
 * (days since 1970-01-01 times 1440 plus the minute of the day, operator wall clock), so jobs and
 * duties crossing midnight compare by plain arithmetic.
 */

export const DAY_MINUTES = 24 * 60;
/** Shifts starting before this hour run into the next day (spec sections 4 and 9). */
export const SHIFT_NEXT_DAY_BEFORE_HOUR = 6;
/** A duty with no planned end lasts this long (docs/decisions.md). */
export const DEFAULT_DUTY_MINUTES = 12 * 60;

export interface Span {
  start: number;
  end: number;
}

function minuteOf(time: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  if (!m) throw new RangeError(`not a time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000);
}

/** The wall-clock time `HH:mm` of absolute minutes. */
export function clockOf(absolute: number): string {
  const m = ((absolute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A wall-clock date and time as absolute minutes. */
export function absoluteMinute(date: string, time: string): number {
  return dayNumber(date) * DAY_MINUTES + minuteOf(time);
}

/** Where a service date's grid starts and ends (04:00 to 04:00 of the next day). */
export function gridSpan(day: string): Span {
  const start = dayNumber(day) * DAY_MINUTES + GRID_START_MINUTE;
  return { start, end: start + SLOTS_PER_DAY * SLOT_MINUTES };
}

/** The slot of an instant on a service date's grid: (minutes since 04:00) / 15; outside 0..95 when off the grid. */
export function slotOnGrid(day: string, date: string, time: string): number {
  return Math.floor((absoluteMinute(date, time) - gridSpan(day).start) / SLOT_MINUTES);
}

/** The minutes of a shift's start from midnight of its date: before 06:00 reads as hours plus 24. */
export function shiftStartMinutes(time: string): number {
  const minute = minuteOf(time);
  return minute < SHIFT_NEXT_DAY_BEFORE_HOUR * 60 ? minute + DAY_MINUTES : minute;
}

/** The job of a schedule row, start to end (an end not after the start is read as the next day). */
export function jobSpan(row: Pick<ScheduleRow, 'startDate' | 'startTime' | 'endDate' | 'endTime'>): Span {
  const start = absoluteMinute(row.startDate, row.startTime);
  let end = absoluteMinute(row.endDate, row.endTime);
  while (end <= start) end += DAY_MINUTES;
  return { start, end };
}

/** The slots a span covers on a service date's grid, clamped to 0..96 (from inclusive, to exclusive); null when off the grid. */
export function slotRange(day: string, span: Span): { from: number; to: number } | null {
  const grid = gridSpan(day);
  if (span.end <= grid.start || span.start >= grid.end) return null;
  const from = Math.max(0, Math.floor((span.start - grid.start) / SLOT_MINUTES));
  const to = Math.min(SLOTS_PER_DAY, Math.ceil((span.end - grid.start) / SLOT_MINUTES));
  return { from, to: Math.max(to, from + 1) };
}

/** The time `t` read forward from `start`: the first such wall-clock minute at or after it. */
function forwardFrom(start: number, time: string): number {
  const day = Math.floor(start / DAY_MINUTES) * DAY_MINUTES;
  let at = day + minuteOf(time);
  while (at < start) at += DAY_MINUTES;
  return at;
}

/** A driver counts as on duty while dutyTime is set and offDutyTime is not (spec section 4). */
export function isOnDuty(roster: Pick<RosterDuty, 'dutyTime' | 'offDutyTime'> | null | undefined): boolean {
  return !!roster?.dutyTime && !roster.offDutyTime;
}

/**
 * A roster's duty: from the duty time (before 06:00 read as the next day) to the planned end (else
 * DEFAULT_DUTY_MINUTES later), cut short at the off-duty time when the driver was released. Null
 * without a duty time (a rest day).
 */
export function dutySpan(roster: RosterDuty): Span | null {
  if (!roster.dutyTime) return null;
  const start = dayNumber(roster.dutyDate) * DAY_MINUTES + shiftStartMinutes(roster.dutyTime);
  let end = roster.dutyEndTime ? forwardFrom(start + 1, roster.dutyEndTime) : start + DEFAULT_DUTY_MINUTES;
  if (roster.offDutyTime) end = Math.min(end, forwardFrom(start, roster.offDutyTime));
  return { start, end };
}

/** Two spans overlap, each stretched at its end by `buffer` minutes (the turnaround between jobs). */
export function overlaps(a: Span, b: Span, buffer = 0): boolean {
  return a.start < b.end + buffer && b.start < a.end + buffer;
}

/** The vehicle a roster has at an absolute minute: the latest change begun by then, else the roster's own. */
export function rosterVehicleAt(roster: RosterDuty, at: number): number | null {
  const duty = dutySpan(roster);
  if (!duty) return roster.vehicleId;
  let vehicle = roster.vehicleId;
  let latest = -Infinity;
  for (const change of roster.vehicles ?? []) {
    const from = forwardFrom(duty.start - 60, change.fromTime);
    const to = change.toTime ? forwardFrom(from + 1, change.toTime) : Infinity;
    if (from <= at && at < to && from > latest) {
      latest = from;
      vehicle = change.vehicleId;
    }
  }
  return vehicle;
}

/** Every vehicle a roster holds during its duty, with when (as rosterVehicleAt reads it at each moment). */
export function rosterVehicleSpans(roster: RosterDuty): { vehicleId: number; span: Span }[] {
  const duty = dutySpan(roster);
  if (!duty) return [];
  const cuts = new Set([duty.start, duty.end]);
  for (const change of roster.vehicles ?? []) {
    const from = forwardFrom(duty.start - 60, change.fromTime);
    cuts.add(from);
    if (change.toTime) cuts.add(forwardFrom(from + 1, change.toTime));
  }
  const points = [...cuts].filter((c) => c >= duty.start && c <= duty.end).sort((a, b) => a - b);
  const out: { vehicleId: number; span: Span }[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const vehicleId = rosterVehicleAt(roster, points[i]);
    if (vehicleId === null) continue;
    const last = out.at(-1);
    if (last && last.vehicleId === vehicleId && last.span.end === points[i]) last.span.end = points[i + 1];
    else out.push({ vehicleId, span: { start: points[i], end: points[i + 1] } });
  }
  return out;
}
