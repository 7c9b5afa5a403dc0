import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNamedValue, formatTime } from './display-date.js';
import { setOperatorTimeZone } from './operator-time.js';
import { HK_MIDNIGHT_PAST, restoreZonesAfterEach, underEveryProcessZone } from './operator-time.fixtures.js';

restoreZonesAfterEach();

describe('dates shown to people', () => {
  it('shows a wall date dd/mm/yyyy as it is, whatever the process zone', () => {
    underEveryProcessZone((zone) => {
      expect(formatDate('2024-02-09'), zone).toBe('09/02/2024');
      expect(formatDate('2024-02-09T23:59:00'), zone).toBe('09/02/2024');
    });
  });

  it("shows an instant's date on the operator's calendar, not its UTC date", () => {
    underEveryProcessZone((zone) => {
      expect(formatDate(HK_MIDNIGHT_PAST), zone).toBe('24/11/2026');
      expect(formatDate(new Date('2026-11-23T15:59:59Z')), zone).toBe('23/11/2026');
      expect(formatDate(Date.parse('2026-11-23T16:00:00Z')), zone).toBe('24/11/2026');
    });
  });

  it('shows a stamp dd/mm/yyyy HH:mm in the operator zone; a stamp without an offset as the wall clock', () => {
    underEveryProcessZone((zone) => {
      expect(formatDateTime(HK_MIDNIGHT_PAST), zone).toBe('24/11/2026 00:30');
      expect(formatDateTime('2024-03-01T02:05:00.000Z'), zone).toBe('01/03/2024 10:05');
      expect(formatDateTime(new Date('2024-03-01T02:05:00+08:00')), zone).toBe('01/03/2024 02:05');
      expect(formatDateTime('2024-03-01T02:05:09'), zone).toBe('01/03/2024 02:05');
      expect(formatDateTime('2024-03-01 23:59'), zone).toBe('01/03/2024 23:59');
    });
  });

  it('shows a time HH:mm: a time of day as it is, an instant on the operator clock', () => {
    underEveryProcessZone((zone) => {
      expect(formatTime('07:05:00'), zone).toBe('07:05');
      expect(formatTime('23:59'), zone).toBe('23:59');
      expect(formatTime(HK_MIDNIGHT_PAST), zone).toBe('00:30');
    });
    expect(formatTime('24:00')).toBe('');
  });

  it('follows another operator zone once set', () => {
    setOperatorTimeZone('America/New_York');
    expect(formatDate(HK_MIDNIGHT_PAST)).toBe('23/11/2026');
    expect(formatDateTime(HK_MIDNIGHT_PAST)).toBe('23/11/2026 11:30');
    // Summer time: New York is UTC-4 in July.
    expect(formatDateTime('2026-07-01T12:00:00Z')).toBe('01/07/2026 08:00');
    expect(formatTime('2026-07-01T12:00:00Z')).toBe('08:00');
  });

  it('shows a recorded value by its name: …Date and …Dt as dates, anything else as it is', () => {
    expect(formatNamedValue('pickupDate', '2030-05-14')).toBe('14/05/2030');
    expect(formatNamedValue('voidDt', '2024-03-01T02:05:00.000Z')).toBe('01/03/2024 10:05');
    expect(formatNamedValue('pickupDate', '')).toBe('');
    expect(formatNamedValue('pickupDate', 'added later')).toBe('added later');
    expect(formatNamedValue('voidDt', 'soon')).toBe('soon');
    expect(formatNamedValue('remarks', '2030-05-14')).toBe('2030-05-14');
  });

  it('shows nothing for no value or what is not a date', () => {
    for (const none of [null, undefined, '', 'soon', 'null', '2024-02-30', Number.NaN]) {
      expect(formatDate(none), String(none)).toBe('');
      expect(formatDateTime(none), String(none)).toBe('');
      expect(formatTime(none), String(none)).toBe('');
    }
  });
});
