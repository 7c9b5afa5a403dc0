import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  operatorInstant,
  operatorNow,
  operatorTimeOfDay,
  operatorTimeZone,
  operatorToday,
  setOperatorTimeZone,
  toOperatorDate,
} from './operator-time.js';
import { HK_MIDNIGHT_PAST, restoreZonesAfterEach, underEveryProcessZone } from './operator-time.fixtures.js';

restoreZonesAfterEach();

describe('operator time', () => {
  it('takes the date of an instant in Hong Kong, whatever the process zone', () => {
    underEveryProcessZone((zone) => {
      expect(toOperatorDate(HK_MIDNIGHT_PAST), zone).toBe('2026-11-24');
      expect(toOperatorDate(new Date('2026-11-23T15:59:59Z')), zone).toBe('2026-11-23');
      expect(toOperatorDate(Date.parse('2026-11-23T16:00:00Z')), zone).toBe('2026-11-24');
    });
  });

  it('gives today, the time of day and now at a given instant in the operator zone', () => {
    const at = new Date(HK_MIDNIGHT_PAST);
    underEveryProcessZone((zone) => {
      expect(operatorToday(at), zone).toBe('2026-11-24');
      expect(operatorTimeOfDay(at), zone).toBe('00:30:00');
      expect(operatorNow(at), zone).toEqual({ date: '2026-11-24', time: '00:30:00', minuteOfDay: 30 });
    });
  });

  it('gives today from the clock when no instant is given', () => {
    const before = toOperatorDate(Date.now());
    const today = operatorToday();
    const after = toOperatorDate(Date.now());
    expect([before, after]).toContain(today);
    expect(operatorNow().date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads a stamp without an offset as the operator wall clock, not the process zone', () => {
    underEveryProcessZone((zone) => {
      expect(toOperatorDate('2024-03-01T23:59:00'), zone).toBe('2024-03-01');
      expect(toOperatorDate('2024-03-01'), zone).toBe('2024-03-01');
    });
  });

  it('refuses what is not an instant', () => {
    expect(() => toOperatorDate('soon')).toThrow('not an instant: soon');
    expect(() => toOperatorDate(Number.NaN)).toThrow(RangeError);
    expect(() => toOperatorDate('2024-02-30')).toThrow(RangeError);
  });

  it('follows another operator zone once set, and names it', () => {
    expect(operatorTimeZone()).toBe('Asia/Hong_Kong');
    setOperatorTimeZone('America/New_York');
    expect(operatorTimeZone()).toBe('America/New_York');
    expect(toOperatorDate(HK_MIDNIGHT_PAST)).toBe('2026-11-23');
  });

  it('refuses an unknown zone and keeps the one it had', () => {
    expect(isTimeZone('Asia/Hong_Kong')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => setOperatorTimeZone('Mars/Olympus')).toThrow('unknown time zone "Mars/Olympus"');
    expect(operatorTimeZone()).toBe('Asia/Hong_Kong');
  });
});

describe('operatorInstant', () => {
  it('turns an operator date and time into the instant, in Hong Kong', () => {
    expect(operatorInstant('2030-10-10', '09:15')).toBe('2030-10-10T01:15:00.000Z');
    expect(operatorInstant('2030-10-10', '00:05')).toBe('2030-10-09T16:05:00.000Z');
    expect(operatorInstant('2030-12-31', '23:59:30')).toBe('2030-12-31T15:59:30.000Z');
  });

  it('follows the operator zone, daylight saving included, not the machine', () => {
    try {
      setOperatorTimeZone('America/New_York');
      expect(operatorInstant('2030-01-15', '09:00')).toBe('2030-01-15T14:00:00.000Z');
      expect(operatorInstant('2030-07-15', '09:00')).toBe('2030-07-15T13:00:00.000Z');
      setOperatorTimeZone('UTC');
      expect(operatorInstant('2030-07-15', '09:00')).toBe('2030-07-15T09:00:00.000Z');
    } finally {
      setOperatorTimeZone('Asia/Hong_Kong');
    }
  });

  it('refuses what is not a date and time', () => {
    expect(() => operatorInstant('10/10/2030', '09:00')).toThrow(RangeError);
    expect(() => operatorInstant('2030-10-10', '9')).toThrow(RangeError);
  });
});
