/** The roster HR screen's pure model (issue 16): the month's days, a cell's text, totals and moving around the grid. */
import { daysInMonth, normalizeTime } from '@limo/domain/rules/wire';

export interface RosterHRDay {
  date: string;
  dailyRosterId: number | null;
  dutyTime: string | null;
  offDutyTime: string | null;
  workedMinutes: number | null;
  otMinutes: number | null;
  leaveType: string | null;
  holiday: boolean;
  /** The roster's version (the correction sends it back); null without a roster. */
  version: number | null;
}

export interface RosterHRDriver {
  driverId: number;
  driverNo: string;
  driverNameEng: string;
  driverNameChi?: string | null;
  days: RosterHRDay[];
}

const MONTH = /^(\d{4})-(\d{2})$/;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export const isMonth = (s: string | null | undefined): s is string => {
  const m = MONTH.exec(s ?? '');
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[1]) >= 1900;
};

/** The month of an operator's date (`operatorToday()`). */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `delta` months after `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** Every date of the month, in order. */
export function monthDays(month: string): string[] {
  if (!isMonth(month)) return [];
  const [y, m] = month.split('-').map(Number);
  return Array.from({ length: daysInMonth(y, m) }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** 0 (Sunday) to 6 of a calendar date: the date itself, no clock or zone. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Minutes as h:mm (75 → 1:15); '' for none. */
export function hmm(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '';
  const sign = minutes < 0 ? '-' : '';
  const m = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(m / 60)}:${pad(m % 60)}`;
}

const clock = (t: string | null) => (t ? t.slice(0, 5) : '');

export interface CellText {
  /** duty–off, with an open end while off-duty is not set; '' with no duty. */
  times: string;
  /** Overtime as h:mm when above 0, else ''. */
  ot: string;
  leave: string | null;
  holiday: boolean;
  /** A roster row exists, so the cell can be corrected. */
  editable: boolean;
}

export function cellText(day: RosterHRDay | undefined): CellText {
  if (!day) return { times: '', ot: '', leave: null, holiday: false, editable: false };
  const times = day.dutyTime || day.offDutyTime ? `${clock(day.dutyTime)}–${clock(day.offDutyTime)}` : '';
  return {
    times,
    ot: day.otMinutes && day.otMinutes > 0 ? hmm(day.otMinutes) : '',
    leave: day.leaveType ?? null,
    holiday: !!day.holiday,
    editable: day.dailyRosterId !== null && day.dailyRosterId !== undefined,
  };
}

export interface DriverTotals {
  workedMinutes: number;
  otMinutes: number;
  leaveDays: number;
}

export function driverTotals(days: readonly RosterHRDay[]): DriverTotals {
  let workedMinutes = 0;
  let otMinutes = 0;
  let leaveDays = 0;
  for (const d of days) {
    workedMinutes += d.workedMinutes ?? 0;
    otMinutes += d.otMinutes ?? 0;
    if (d.leaveType) leaveDays += 1;
  }
  return { workedMinutes, otMinutes, leaveDays };
}

/** A row of the grid: the driver and one day per date of the month (an empty day where the answer has none). */
export interface GridRow extends RosterHRDriver {
  totals: DriverTotals;
}

const emptyDay = (date: string): RosterHRDay => ({
  date,
  dailyRosterId: null,
  dutyTime: null,
  offDutyTime: null,
  workedMinutes: null,
  otMinutes: null,
  leaveType: null,
  holiday: false,
  version: null,
});

export function gridRows(drivers: readonly RosterHRDriver[], month: string): GridRow[] {
  const dates = monthDays(month);
  return [...drivers]
    .sort((a, b) => a.driverNo.localeCompare(b.driverNo, undefined, { numeric: true }))
    .map((d) => {
      const byDate = new Map(d.days.map((day) => [day.date, day]));
      const days = dates.map((date) => byDate.get(date) ?? emptyDay(date));
      return { ...d, days, totals: driverTotals(days) };
    });
}

/** The holidays of the month (any driver's day marks it). */
export function holidayDates(rows: readonly RosterHRDriver[]): Set<string> {
  return new Set(rows.flatMap((r) => r.days.filter((d) => d.holiday).map((d) => d.date)));
}

export interface CellPos {
  row: number;
  col: number;
}

/** Where an arrow, Home or End key moves the focus in a grid of `rows` x `cols`; null for other keys. */
export function moveFocus(pos: CellPos, key: string, rows: number, cols: number, ctrl = false): CellPos | null {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max - 1, v));
  switch (key) {
    case 'ArrowLeft':
      return { row: pos.row, col: clamp(pos.col - 1, cols) };
    case 'ArrowRight':
      return { row: pos.row, col: clamp(pos.col + 1, cols) };
    case 'ArrowUp':
      return { row: clamp(pos.row - 1, rows), col: pos.col };
    case 'ArrowDown':
      return { row: clamp(pos.row + 1, rows), col: pos.col };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: pos.row, col: 0 };
    case 'End':
      return ctrl ? { row: rows - 1, col: cols - 1 } : { row: pos.row, col: cols - 1 };
    default:
      return null;
  }
}

// ---- the correction ----

export interface Correction {
  dutyTime: string | null;
  offDutyTime: string | null;
  remarks: string;
}

/** A time of the form as the wire's HH:mm:ss, null when empty, undefined when not a time. */
export const wireTimeOf = (t: string | null): string | null | undefined => (t ? normalizeTime(t) : null);

/** The correction's problems by field (text keys); empty when it may be sent. */
export function correctionProblems(c: Correction): Partial<Record<'dutyTime' | 'offDutyTime' | 'remarks', string>> {
  const out: Partial<Record<'dutyTime' | 'offDutyTime' | 'remarks', string>> = {};
  if (wireTimeOf(c.dutyTime) === undefined) out.dutyTime = 'rosterHR.badTime';
  if (wireTimeOf(c.offDutyTime) === undefined) out.offDutyTime = 'rosterHR.badTime';
  else if (c.offDutyTime && !c.dutyTime) out.offDutyTime = 'rosterHR.offWithoutDuty';
  if (c.remarks.length > 500) out.remarks = 'rosterHR.remarksTooLong';
  return out;
}

/** True when the correction changes nothing of the day. */
export const unchanged = (day: RosterHRDay, c: Correction) =>
  (wireTimeOf(c.dutyTime) ?? null) === (day.dutyTime ? (normalizeTime(day.dutyTime) ?? day.dutyTime) : null) &&
  (wireTimeOf(c.offDutyTime) ?? null) === (day.offDutyTime ? (normalizeTime(day.offDutyTime) ?? day.offDutyTime) : null);

/**
 * Worked minutes of typed times, as the domain's rule 6 counts them (off duty not after duty runs
 * past midnight), so the dialog shows what the correction gives before it is saved.
 */
export function workedOf(c: Pick<Correction, 'dutyTime' | 'offDutyTime'>): number | null {
  const a = wireTimeOf(c.dutyTime);
  const b = wireTimeOf(c.offDutyTime);
  if (!a || !b) return null;
  const min = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const d = min(b) - min(a);
  return d > 0 ? d : d + 24 * 60;
}

// ---- the correction history ----

export interface LogLine {
  who: string;
  when: string;
  before: string;
  after: string;
  remarks: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** "08:00–18:30" of a before/after object; '' when it is none. */
function timesOf(v: unknown): string {
  if (!v || typeof v !== 'object') return str(v);
  const o = v as Record<string, unknown>;
  const duty = clock(str(o.dutyTime) || null);
  const off = clock(str(o.offDutyTime) || null);
  return duty || off ? `${duty}–${off}` : '–';
}

/** The history lines of a roster day (getDriverRosterHRLog: before, after, remarks, doneBy, doneDt), newest first. */
export function logLines(entries: readonly Record<string, unknown>[]): LogLine[] {
  return entries
    .map((e) => ({ who: str(e.doneBy), when: str(e.doneDt), before: timesOf(e.before), after: timesOf(e.after), remarks: str(e.remarks) }))
    .sort((a, b) => b.when.localeCompare(a.when));
}
