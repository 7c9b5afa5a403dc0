import { describe, expect, it } from 'vitest';
import { rosterWeekDates } from './rosterWeek.js';

describe('rosterWeekDates', () => {
  it('answers Monday to Sunday of the week holding the date, across a month and a year end', () => {
    expect(rosterWeekDates('2030-06-12')).toEqual(['2030-06-10', '2030-06-11', '2030-06-12', '2030-06-13', '2030-06-14', '2030-06-15', '2030-06-16']);
    expect(rosterWeekDates('2030-06-10')[0]).toBe('2030-06-10');
    expect(rosterWeekDates('2030-06-16')[0]).toBe('2030-06-10');
    expect(rosterWeekDates('2031-01-01')).toEqual(['2030-12-30', '2030-12-31', '2031-01-01', '2031-01-02', '2031-01-03', '2031-01-04', '2031-01-05']);
  });
});
