import { describe, expect, it } from 'vitest';
import { flightAnswer, flightOn, type FlightTimetableRow, isoWeekday, normalizeFlightNo } from './flights.js';

const row = (over: Partial<FlightTimetableRow>): FlightTimetableRow => ({
  flightNo: 'CX251',
  origin: 'LHR',
  destination: 'HKG',
  scheduledDeparture: '21:45:00',
  scheduledArrival: '17:15:00',
  weekdays: '1234567',
  validFrom: '2025-03-01',
  validTo: '2025-03-31',
  terminal: 'T1',
  arrivalFlag: 1,
  ...over,
});

// March 2025: the 3rd is a Monday, the 9th a Sunday.
describe('flight timetable: weekdays from the calendar date', () => {
  it.each([
    ['2025-03-03', 1],
    ['2025-03-04', 2],
    ['2025-03-05', 3],
    ['2025-03-06', 4],
    ['2025-03-07', 5],
    ['2025-03-08', 6],
    ['2025-03-09', 7],
    ['2024-02-29', 4],
    ['2000-01-01', 6],
    ['2099-12-31', 4],
  ])('%s is ISO day %i', (date, day) => {
    expect(isoWeekday(date)).toBe(day);
  });

  it.each([
    ['cx 251', 'CX251'],
    [' Cx  251 ', 'CX251'],
    ['KA\t600', 'KA600'],
    ['CX251', 'CX251'],
  ])('flight number %j compares as %s', (typed, normal) => {
    expect(normalizeFlightNo(typed)).toBe(normal);
  });
});

describe('flightOn: the row operating that date', () => {
  const monWedFri = row({ weekdays: '135' });
  it.each<[string, FlightTimetableRow, string, string, boolean]>([
    ['daily, inside the period', row({}), 'CX251', '2025-03-12', true],
    ['Mon/Wed/Fri on a Monday', monWedFri, 'CX251', '2025-03-03', true],
    ['Mon/Wed/Fri on a Tuesday', monWedFri, 'CX251', '2025-03-04', false],
    ['Mon/Wed/Fri on a Friday', monWedFri, 'CX251', '2025-03-07', true],
    ['Sunday only on a Sunday', row({ weekdays: '7' }), 'CX251', '2025-03-09', true],
    ['Sunday only on a Saturday', row({ weekdays: '7' }), 'CX251', '2025-03-08', false],
    ['positional mask 1.3.5.. on a Wednesday', row({ weekdays: '1.3.5..' }), 'CX251', '2025-03-05', true],
    ['positional mask 1.3.5.. on a Sunday', row({ weekdays: '1.3.5..' }), 'CX251', '2025-03-09', false],
    ['no weekdays at all', row({ weekdays: '' }), 'CX251', '2025-03-05', false],
    ['first valid day', row({}), 'CX251', '2025-03-01', true],
    ['last valid day', row({}), 'CX251', '2025-03-31', true],
    ['the day before', row({}), 'CX251', '2025-02-28', false],
    ['the day after', row({}), 'CX251', '2025-04-01', false],
    ['open start', row({ validFrom: null }), 'CX251', '2020-01-01', true],
    ['open end', row({ validTo: null }), 'CX251', '2030-01-01', true],
    ['lower case with a space', row({}), 'cx 251', '2025-03-12', true],
    ['timetable written with a space', row({ flightNo: 'CX 251' }), 'cx251', '2025-03-12', true],
    ['another flight number', row({}), 'CX250', '2025-03-12', false],
    ['an empty flight number', row({}), '  ', '2025-03-12', false],
    ['a date that is not one', row({}), 'CX251', '2025-02-30', false],
    ['not a date', row({}), 'CX251', '12/03/2025', false],
  ])('%s', (_name, r, flightNo, date, operates) => {
    expect(flightOn([r], flightNo, date)).toBe(operates ? r : null);
  });

  it('finds the right row among several and prefers the schedule that started last', () => {
    const winter = row({ validFrom: '2024-10-27', validTo: '2025-03-29', scheduledArrival: '16:55:00' });
    const summer = row({ validFrom: '2025-03-30', validTo: '2025-10-25', scheduledArrival: '17:15:00' });
    const change = row({ validFrom: '2025-03-10', validTo: '2025-03-20', weekdays: '6', scheduledArrival: '18:00:00' });
    const other = row({ flightNo: 'KA600', validFrom: '2025-01-01', validTo: '2025-12-31' });
    const rows = [other, winter, summer, change];
    expect(flightOn(rows, 'CX251', '2025-03-29')).toBe(winter);
    expect(flightOn(rows, 'CX251', '2025-03-30')).toBe(summer);
    expect(flightOn(rows, 'CX251', '2025-03-15')).toBe(change); // a Saturday inside the change
    expect(flightOn(rows, 'CX251', '2025-03-14')).toBe(winter); // the Friday before: the change does not fly
    expect(flightOn(rows, 'ka600', '2025-03-14')).toBe(other);
    expect(flightOn([], 'CX251', '2025-03-14')).toBeNull();
  });

  it('keeps the first given on a tie', () => {
    const a = row({ terminal: 'T1' });
    const b = row({ terminal: 'T2' });
    expect(flightOn([a, b], 'CX251', '2025-03-12')).toBe(a);
  });
});

describe('flightAnswer: getFlightSch from the timetable', () => {
  it.each<[string, FlightTimetableRow, string | null]>([
    ['an arrival into HKG answers its arrival time', row({ arrivalFlag: 1 }), '17:15'],
    [
      'a departure answers its departure time',
      row({ flightNo: 'cx 250', origin: 'HKG', destination: 'LHR', scheduledDeparture: '23:55:00', scheduledArrival: '06:10', arrivalFlag: 0 }),
      '23:55',
    ],
    ['times given as HH:mm stay', row({ scheduledArrival: '07:05' }), '07:05'],
    ['an unknown time is null', row({ scheduledArrival: null }), null],
  ])('%s', (_name, r, time) => {
    expect(flightAnswer(r, '2025-03-12')).toEqual({
      flightNo: r.flightNo === 'cx 250' ? 'CX250' : 'CX251',
      date: '2025-03-12',
      origin: r.origin,
      destination: r.destination,
      scheduledTime: time,
      estimatedTime: time,
      terminal: 'T1',
      status: 'SCHEDULED',
    });
  });

  it('answers a lookup end to end', () => {
    const rows = [row({ terminal: null, weekdays: '246' })];
    const found = flightOn(rows, 'cx 251', '2025-03-13');
    expect(found && flightAnswer(found, '2025-03-13')).toEqual({
      flightNo: 'CX251',
      date: '2025-03-13',
      origin: 'LHR',
      destination: 'HKG',
      scheduledTime: '17:15',
      estimatedTime: '17:15',
      terminal: null,
      status: 'SCHEDULED',
    });
  });
});
