/**
 * A leave request being typed (issue 16 rule 10), by staff for a driver or by the driver on the
 * phone page: the checks the server also makes, so the form can say what is wrong before sending.
 * Pure, and importing only small sub-paths of the domain: the driver page's bundle uses it too.
 */
import { leaveDays } from '@limo/domain/rules/leave/days';
import { isLeaveType, type LeaveType } from '@limo/domain/rules/leave/types';
import { isValidIsoDate } from '@limo/domain/rules/wire';

export interface LeaveRequestForm {
  /** Staff choose the driver; the driver page leaves it out (the token says who). */
  driverId?: number | null;
  leaveType: string;
  dateFrom: string | null;
  dateTo: string | null;
  reason: string;
}

export type LeaveFormField = 'driverId' | 'leaveType' | 'dateFrom' | 'dateTo' | 'reason';
/** Each field's problem as a text key ('*'). */
export type LeaveFormProblems = Partial<Record<LeaveFormField, string>>;

export const REASON_MAX = 500;
/** A request longer than a year is a typing mistake (the server counts each day). */
export const MAX_RANGE_DAYS = 366;

export const emptyLeaveForm = (leaveType: LeaveType = 'AL'): LeaveRequestForm => ({ driverId: null, leaveType, dateFrom: null, dateTo: null, reason: '' });

/** The calendar days from dateFrom to dateTo (both in), or null while the range is not complete and valid. */
export function calendarDays(dateFrom: string | null, dateTo: string | null): number | null {
  if (!dateFrom || !dateTo || !isValidIsoDate(dateFrom) || !isValidIsoDate(dateTo) || dateTo < dateFrom) return null;
  return leaveDays(dateFrom, dateTo, []).length;
}

/** What is wrong with the form, field by field; empty when it may be sent. */
export function leaveFormProblems(form: LeaveRequestForm, { needDriver }: { needDriver: boolean }): LeaveFormProblems {
  const out: LeaveFormProblems = {};
  if (needDriver && !form.driverId) out.driverId = 'driverRequired';
  if (!isLeaveType(form.leaveType)) out.leaveType = 'typeRequired';
  if (!form.dateFrom) out.dateFrom = 'dateRequired';
  else if (!isValidIsoDate(form.dateFrom)) out.dateFrom = 'dateInvalid';
  if (!form.dateTo) out.dateTo = 'dateRequired';
  else if (!isValidIsoDate(form.dateTo)) out.dateTo = 'dateInvalid';
  else if (form.dateFrom && isValidIsoDate(form.dateFrom)) {
    if (form.dateTo < form.dateFrom) out.dateTo = 'toBeforeFrom';
    else if ((calendarDays(form.dateFrom, form.dateTo) ?? 0) > MAX_RANGE_DAYS) out.dateTo = 'tooLong';
  }
  if (form.reason.length > REASON_MAX) out.reason = 'reasonTooLong';
  return out;
}

export const hasProblems = (p: LeaveFormProblems) => Object.keys(p).length > 0;

/** The body of POST leaves (staff, with driverId) or of the driver page's POST (without). */
export function leaveRequestBody(form: LeaveRequestForm) {
  const body = { leaveType: form.leaveType, dateFrom: form.dateFrom, dateTo: form.dateTo, reason: form.reason.trim() };
  return form.driverId ? { driverId: form.driverId, ...body } : body;
}
