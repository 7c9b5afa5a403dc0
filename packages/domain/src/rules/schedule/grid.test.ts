import { describe, expect, it } from 'vitest';
import {
  absoluteMinute,
  dutySpan,
  gridSpan,
  isOnDuty,
  jobSpan,
  overlaps,
  rosterVehicleAt,
  rosterVehicleSpans,
  shiftStartMinutes,
  slotOnGrid,
  slotRange,
} from './grid.js';

const at = (date: string, time: string) => absoluteMinute(date, time);
const roster = (over: object = {}) => ({ driverId: 1, dutyDate: '2030-03-10', dutyTime: '08:00:00', offDutyTime: null, vehicleId: 7, ...over });

describe('slots of the grid', () => {
  it('counts 15-minute slots from 04:00 of the service date, 0 to 95', () => {
    expect(slotOnGrid('2030-03-10', '2030-03-10', '04:00')).toBe(0);
    expect(slotOnGrid('2030-03-10', '2030-03-10', '04:14:59')).toBe(0);
    expect(slotOnGrid('2030-03-10', '2030-03-10', '04:15')).toBe(1);
    expect(slotOnGrid('2030-03-10', '2030-03-10', '12:30')).toBe(34);
    expect(slotOnGrid('2030-03-10', '2030-03-11', '00:00')).toBe(80);
    expect(slotOnGrid('2030-03-10', '2030-03-11', '03:59')).toBe(95);
  });

  it('puts 00:00 to 03:59 of a date on the previous service date, off its own grid', () => {
    expect(slotOnGrid('2030-03-10', '2030-03-10', '03:59')).toBe(-1);
    expect(slotOnGrid('2030-03-09', '2030-03-10', '03:59')).toBe(95);
    expect(slotOnGrid('2030-03-10', '2030-03-11', '04:00')).toBe(96);
  });

  it('spans 24 hours from 04:00, across a month end', () => {
    const g = gridSpan('2030-03-31');
    expect(g.end - g.start).toBe(1440);
    expect(g.start).toBe(at('2030-03-31', '04:00'));
    expect(g.end).toBe(at('2030-04-01', '04:00'));
  });

  it('clamps a job to the slots it covers, and leaves out jobs off the grid', () => {
    const day = '2030-03-10';
    expect(slotRange(day, { start: at(day, '08:00'), end: at(day, '09:00') })).toEqual({ from: 16, to: 20 });
    expect(slotRange(day, { start: at(day, '08:05'), end: at(day, '08:10') })).toEqual({ from: 16, to: 17 });
    expect(slotRange(day, { start: at(day, '02:00'), end: at(day, '05:00') })).toEqual({ from: 0, to: 4 });
    expect(slotRange(day, { start: at('2030-03-11', '03:00'), end: at('2030-03-11', '06:00') })).toEqual({ from: 92, to: 96 });
    expect(slotRange(day, { start: at(day, '01:00'), end: at(day, '03:00') })).toBeNull();
  });

  it('reads a job ending at or before its start as ending the next day', () => {
    const span = jobSpan({ startDate: '2030-03-10', startTime: '23:30:00', endDate: '2030-03-10', endTime: '00:30:00' });
    expect(span.end - span.start).toBe(60);
  });
});

describe('shifts and duty', () => {
  it('reads a shift starting before 06:00 as hours plus 24', () => {
    expect(shiftStartMinutes('00:00')).toBe(24 * 60);
    expect(shiftStartMinutes('05:59')).toBe(29 * 60 + 59);
    expect(shiftStartMinutes('06:00')).toBe(6 * 60);
    expect(shiftStartMinutes('23:00:00')).toBe(23 * 60);
  });

  it('counts a driver on duty when dutyTime is set and offDutyTime is not', () => {
    expect(isOnDuty({ dutyTime: '08:00:00', offDutyTime: null })).toBe(true);
    expect(isOnDuty({ dutyTime: '08:00:00', offDutyTime: '17:00:00' })).toBe(false);
    expect(isOnDuty({ dutyTime: null, offDutyTime: null })).toBe(false);
    expect(isOnDuty(null)).toBe(false);
  });

  it('runs a duty from its time to the planned end, else 12 hours', () => {
    expect(dutySpan(roster({ dutyEndTime: '18:00:00' }))).toEqual({ start: at('2030-03-10', '08:00'), end: at('2030-03-10', '18:00') });
    expect(dutySpan(roster())).toEqual({ start: at('2030-03-10', '08:00'), end: at('2030-03-10', '20:00') });
    expect(dutySpan(roster({ dutyTime: null }))).toBeNull();
  });

  it('runs a night duty starting before 06:00 into the next day, and an end past midnight too', () => {
    expect(dutySpan(roster({ dutyTime: '02:00:00', dutyEndTime: '10:00:00' }))).toEqual({ start: at('2030-03-11', '02:00'), end: at('2030-03-11', '10:00') });
    expect(dutySpan(roster({ dutyTime: '18:00:00', dutyEndTime: '03:00:00' }))).toEqual({ start: at('2030-03-10', '18:00'), end: at('2030-03-11', '03:00') });
  });

  it('cuts a duty short at the off-duty time', () => {
    expect(dutySpan(roster({ dutyEndTime: '18:00:00', offDutyTime: '15:30:00' }))?.end).toBe(at('2030-03-10', '15:30'));
    expect(dutySpan(roster({ dutyTime: '20:00:00', dutyEndTime: '05:00:00', offDutyTime: '01:00:00' }))?.end).toBe(at('2030-03-11', '01:00'));
  });

  it('overlaps spans with a buffer after each end', () => {
    const a = { start: 0, end: 60 };
    expect(overlaps(a, { start: 60, end: 90 })).toBe(false);
    expect(overlaps(a, { start: 60, end: 90 }, 15)).toBe(true);
    expect(overlaps(a, { start: 75, end: 90 }, 15)).toBe(false);
    expect(overlaps({ start: 75, end: 90 }, a, 15)).toBe(false);
  });

  it('knows which vehicle a roster holds when, with changes during the duty', () => {
    const r = roster({ dutyEndTime: '18:00:00', vehicles: [{ vehicleId: 9, fromTime: '12:00:00', toTime: '14:00:00' }] });
    expect(rosterVehicleAt(r, at('2030-03-10', '11:59'))).toBe(7);
    expect(rosterVehicleAt(r, at('2030-03-10', '12:00'))).toBe(9);
    expect(rosterVehicleAt(r, at('2030-03-10', '14:00'))).toBe(7);
    expect(rosterVehicleSpans(r)).toEqual([
      { vehicleId: 7, span: { start: at('2030-03-10', '08:00'), end: at('2030-03-10', '12:00') } },
      { vehicleId: 9, span: { start: at('2030-03-10', '12:00'), end: at('2030-03-10', '14:00') } },
      { vehicleId: 7, span: { start: at('2030-03-10', '14:00'), end: at('2030-03-10', '18:00') } },
    ]);
    expect(rosterVehicleSpans(roster({ vehicleId: null }))).toEqual([]);
    expect(rosterVehicleSpans(roster({ dutyTime: null }))).toEqual([]);
  });
});
