import { describe, expect, it } from 'vitest';
import { byMonth, dayLabel, monthName } from './holidays';

const h = (id: number, holidayDate: string) => ({ id, holidayDate, holidayDescEng: `H${id}` });

describe('the year view of the public holidays', () => {
  it('lays the holidays out in twelve months, each in date order', () => {
    const months = byMonth([h(1, '2026-12-26'), h(2, '2026-01-01'), h(3, '2026-12-25'), h(4, 'bad')]);
    expect(months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months.map((m) => m.holidays.map((x) => x.id))).toEqual([[2], [], [], [], [], [], [], [], [], [], [], [3, 1]]);
  });

  it('names the day with its weekday as a calendar date, whatever the browser zone', () => {
    expect(dayLabel('2026-12-25', 'en')).toBe('25 Fri');
    expect(dayLabel('2026-01-01', 'en')).toBe('1 Thu');
    expect(dayLabel('2026-12-25', 'zh-HK')).toBe('25日 (五)');
    expect(monthName(12, 'en')).toBe('December');
    expect(monthName(1, 'zh-HK')).toBe('1月');
  });
});
