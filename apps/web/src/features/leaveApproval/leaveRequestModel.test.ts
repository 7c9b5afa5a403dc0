import { describe, expect, it } from 'vitest';
import { calendarDays, emptyLeaveForm, hasProblems, leaveFormProblems, leaveRequestBody } from './leaveRequestModel';

const form = { ...emptyLeaveForm(), driverId: 4, dateFrom: '2030-03-01', dateTo: '2030-03-03', reason: ' family ' };

describe('a leave request form', () => {
  it('is fine with a driver, a type and a range', () => {
    expect(leaveFormProblems(form, { needDriver: true })).toEqual({});
  });
  it('needs the driver only where staff choose one', () => {
    expect(leaveFormProblems({ ...form, driverId: null }, { needDriver: true })).toEqual({ driverId: 'driverRequired' });
    expect(leaveFormProblems({ ...form, driverId: null }, { needDriver: false })).toEqual({});
  });
  it('refuses an end before the start, and accepts a single day', () => {
    expect(leaveFormProblems({ ...form, dateTo: '2030-02-28' }, { needDriver: true })).toEqual({ dateTo: 'toBeforeFrom' });
    expect(leaveFormProblems({ ...form, dateTo: '2030-03-01' }, { needDriver: true })).toEqual({});
  });
  it('names missing and impossible dates, a bad type, a range over a year and a long reason', () => {
    const p = leaveFormProblems({ ...form, leaveType: 'XX', dateFrom: null, dateTo: '2030-02-30', reason: 'x'.repeat(501) }, { needDriver: true });
    expect(p).toEqual({ leaveType: 'typeRequired', dateFrom: 'dateRequired', dateTo: 'dateInvalid', reason: 'reasonTooLong' });
    expect(leaveFormProblems({ ...form, dateFrom: '2030-01-01', dateTo: '2031-01-02' }, { needDriver: true })).toEqual({ dateTo: 'tooLong' });
    expect(hasProblems({})).toBe(false);
  });
  it('counts calendar days of a complete range only', () => {
    expect(calendarDays('2030-02-27', '2030-03-02')).toBe(4);
    expect(calendarDays('2030-03-02', '2030-03-01')).toBeNull();
    expect(calendarDays('2030-03', '2030-03-01')).toBeNull();
  });
  it('sends the trimmed reason, with the driver for staff and without it on the driver page', () => {
    expect(leaveRequestBody(form)).toEqual({ driverId: 4, leaveType: 'AL', dateFrom: '2030-03-01', dateTo: '2030-03-03', reason: 'family' });
    expect(leaveRequestBody({ ...form, driverId: undefined })).toEqual({ leaveType: 'AL', dateFrom: '2030-03-01', dateTo: '2030-03-03', reason: 'family' });
  });
});
