import { describe, expect, it } from 'vitest';
import { dateEntryProblem, maskDmyDate, maskIsoDate, maskTimeEntry, nextDate, parseDateEntry, parseDmyEntry, parseIsoEntry, parseTimeEntry } from './entry.js';
import { restoreZonesAfterEach, underEveryProcessZone } from './operator-time.fixtures.js';

const today = new Date('2025-06-15T04:00:00Z'); // 15 June 2025, noon in Hong Kong

restoreZonesAfterEach();

describe('parseDateEntry', () => {
  it('takes day/month in the current year', () => {
    expect(parseDateEntry('3/7', today)).toBe('2025-07-03');
    expect(parseDateEntry('03-07', today)).toBe('2025-07-03');
    expect(parseDateEntry(' 31/12 ', today)).toBe('2025-12-31');
  });
  it("takes the current year on the operator's calendar: past midnight of 1 January in Hong Kong it is the new year", () => {
    const newYearInHongKong = new Date('2025-12-31T16:30:00Z');
    underEveryProcessZone((zone) => expect(parseDateEntry('3/7', newYearInHongKong), zone).toBe('2026-07-03'));
  });
  it('takes day/month/year with / or -', () => {
    expect(parseDateEntry('1/2/2024', today)).toBe('2024-02-01');
    expect(parseDateEntry('01-02-2024', today)).toBe('2024-02-01');
    expect(parseDateEntry('29/02/2024', today)).toBe('2024-02-29');
  });
  it('takes eight digits ddmmyyyy', () => {
    expect(parseDateEntry('25122024', today)).toBe('2024-12-25');
    expect(parseDateEntry('01011900', today)).toBe('1900-01-01');
    expect(parseDateEntry('31122099', today)).toBe('2099-12-31');
  });
  it('refuses impossible days', () => {
    expect(parseDateEntry('29/02/2023', today)).toBeNull();
    expect(parseDateEntry('29022100', today)).toBeNull();
    expect(parseDateEntry('31/04/2024', today)).toBeNull();
    expect(parseDateEntry('29/2', today)).toBeNull(); // 2025 is not a leap year
    expect(parseDateEntry('0/1/2024', today)).toBeNull();
    expect(parseDateEntry('1/13/2024', today)).toBeNull();
    expect(parseDateEntry('1/0', today)).toBeNull();
  });
  it('keeps years within 1900 to 2099', () => {
    expect(parseDateEntry('31/12/1899', today)).toBeNull();
    expect(parseDateEntry('01/01/2100', today)).toBeNull();
    expect(parseDateEntry('01011899', today)).toBeNull();
    expect(parseDateEntry('1/1/1900', today)).toBe('1900-01-01');
    expect(parseDateEntry('31-12-2099', today)).toBe('2099-12-31');
  });
  it('gives no value for anything else', () => {
    for (const bad of ['', 'abc', '1/2/24', '1/2-2024', '1.2.2024', '2024-02-01', '1234567', '123456789', '1//2', '/1/2', '1/2/']) {
      expect(parseDateEntry(bad, today), bad).toBeNull();
    }
  });
});

describe('maskIsoDate and parseIsoEntry', () => {
  it('formats eight digits under ####-##-##', () => {
    expect(maskIsoDate('20240229')).toBe('2024-02-29');
    expect(maskIsoDate('2024')).toBe('2024');
    expect(maskIsoDate('20240')).toBe('2024-0');
    expect(maskIsoDate('2024-02-2')).toBe('2024-02-2');
    expect(maskIsoDate('2024022999')).toBe('2024-02-29');
    expect(maskIsoDate('ab12')).toBe('12');
    expect(maskIsoDate('')).toBe('');
  });
  it('accepts complete valid dates only', () => {
    expect(parseIsoEntry('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoEntry('2023-02-29')).toBeNull();
    expect(parseIsoEntry('2024-04-31')).toBeNull();
    expect(parseIsoEntry('1899-12-31')).toBeNull();
    expect(parseIsoEntry('2100-01-01')).toBeNull();
    expect(parseIsoEntry('2024-02-2')).toBeNull();
  });
});

describe('time entry', () => {
  it('takes four digits or hh:mm', () => {
    expect(parseTimeEntry('0930')).toBe('09:30');
    expect(parseTimeEntry('2359')).toBe('23:59');
    expect(parseTimeEntry('0000')).toBe('00:00');
    expect(parseTimeEntry('9:05')).toBe('09:05');
    expect(parseTimeEntry('17:45')).toBe('17:45');
  });
  it('refuses anything else', () => {
    for (const bad of ['2400', '1260', '24:00', '12:60', '930', '09300', '9.30', 'noon', '', '12:5']) {
      expect(parseTimeEntry(bad), bad).toBeNull();
    }
  });
  it('masks four digits while typing', () => {
    expect(maskTimeEntry('0930')).toBe('09:30');
    expect(maskTimeEntry('093')).toBe('093');
    expect(maskTimeEntry('09:3')).toBe('09:3');
  });
});

describe('nextDate', () => {
  it('adds one day by default', () => {
    expect(nextDate('2024-02-28')).toBe('2024-02-29');
    expect(nextDate('2023-02-28')).toBe('2023-03-01');
    expect(nextDate('2024-12-31')).toBe('2025-01-01');
  });
  it('takes any offset, negative too', () => {
    expect(nextDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(nextDate('2024-01-31', 30)).toBe('2024-03-01');
    expect(nextDate('2024-01-31', 0)).toBe('2024-01-31');
  });
  it('refuses what is not a date', () => {
    expect(() => nextDate('31/01/2024')).toThrow();
  });
});

describe('maskDmyDate, parseDmyEntry and dateEntryProblem (the date picker, dd/mm/yyyy)', () => {
  it('puts the slashes into typed digits and keeps text whose separators stand elsewhere', () => {
    expect(maskDmyDate('05012026')).toBe('05/01/2026');
    expect(maskDmyDate('050')).toBe('05/0');
    expect(maskDmyDate('05/012')).toBe('05/01/2');
    expect(maskDmyDate('05/')).toBe('05/');
    expect(maskDmyDate('0501202699')).toBe('05/01/2026');
    expect(maskDmyDate('5/1/2026')).toBe('5/1/2026');
    expect(maskDmyDate('2026-01-05')).toBe('2026-01-05');
    expect(maskDmyDate('ab')).toBe('');
  });
  it('reads dd/mm/yyyy, d/m/yyyy, d-m-yyyy, ddmmyyyy, yyyy-mm-dd and yyyymmdd; nothing incomplete or impossible', () => {
    for (const typed of ['05/01/2026', '5/1/2026', '5-1-2026', '05012026', '2026-01-05', '20260105', '20/26/0105'])
      expect(parseDmyEntry(typed), typed).toBe('2026-01-05');
    for (const typed of ['31/02/2026', '29/02/2023', '05/13/2026', '05/01/1899', '5/1', '05/01/202', '5/1-2026', ''])
      expect(parseDmyEntry(typed), typed).toBeNull();
    expect(parseDmyEntry('29/02/2024')).toBe('2024-02-29');
  });
  it('says why a complete entry is no date, and that a partial one is incomplete', () => {
    expect(dateEntryProblem('31/02/2026')).toEqual({ code: 'noSuchDay', day: '31', month: '02', year: '2026', days: 28 });
    expect(dateEntryProblem('31/4/2026')).toEqual({ code: 'noSuchDay', day: '31', month: '04', year: '2026', days: 30 });
    expect(dateEntryProblem('2026-02-30')).toEqual({ code: 'noSuchDay', day: '30', month: '02', year: '2026', days: 28 });
    expect(dateEntryProblem('05/13/2026')).toEqual({ code: 'noSuchMonth', month: '13' });
    expect(dateEntryProblem('05/01/2100')).toEqual({ code: 'yearRange' });
    expect(dateEntryProblem('05/01/2')).toEqual({ code: 'incomplete' });
    expect(dateEntryProblem('05/01/2026')).toBeNull();
    expect(dateEntryProblem('')).toBeNull();
  });
});
