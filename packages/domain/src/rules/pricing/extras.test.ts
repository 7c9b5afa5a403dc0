/** Rule 4: stops, waiting, time bands and holidays, each its own line; a percent is of the BASE line. */
import { describe, expect, it } from 'vitest';
import { bandHolds } from './extras.js';
import { card, classRate, IFC, type PricedCase, priceCase, request, rows, SHATIN } from './pricing.fixtures.js';
import { priceOrderVehicle } from './price.js';
import { PricingError } from './result.js';
import type { RateExtraRow } from './types.js';

const BASE = ['BASE', 'L', 1, '650.00', '650.00'] as [string, string, number, string, string];
const early: RateExtraRow = { extraType: 'TIME', extraCode: 'EARLY', fromTime: '06:00', toTime: '08:00', amount: null, percent: '10' };
const withExtras = (...extras: RateExtraRow[]) => ({ tariffRates: [classRate({ extras: [...classRate().extras, ...extras] })] });
const lunarNewYear = { holidays: [{ holidayDate: '2026-02-17', areaInitial: 'HK', holidayDescEng: 'Lunar New Year' }] };

const cases: PricedCase[] = [
  {
    name: 'two stops, one line each',
    request: { stops: [IFC, SHATIN] },
    lines: [BASE, ['STOP', 'IFC', 1, '100.00', '100.00'], ['STOP', 'STN', 1, '100.00', '100.00']],
    total: '850.00',
  },
  { name: 'no stop amount: stops are free', request: { stops: [IFC] }, card: { tariffRates: [classRate({ stopAmt: null })] }, lines: [BASE], total: '650.00' },
  { name: 'waiting within the free minutes', request: { waitingMinutes: 30 }, lines: [BASE], total: '650.00' },
  {
    name: 'one minute beyond the free minutes: one block',
    request: { waitingMinutes: 31 },
    lines: [BASE, ['WAITING', 'WAIT', 1, '50.00', '50.00']],
    total: '700.00',
  },
  { name: 'two full blocks beyond', request: { waitingMinutes: 60 }, lines: [BASE, ['WAITING', 'WAIT', 2, '50.00', '100.00']], total: '750.00' },
  { name: 'a started third block', request: { waitingMinutes: 61 }, lines: [BASE, ['WAITING', 'WAIT', 3, '50.00', '150.00']], total: '800.00' },
  {
    name: 'no waiting block length: waiting is free',
    request: { waitingMinutes: 90 },
    card: { tariffRates: [classRate({ waitBlockMins: null })] },
    lines: [BASE],
    total: '650.00',
  },
  {
    name: 'pick-up at 23:00 opens the midnight band',
    request: { pickupTime: '23:00:00' },
    lines: [BASE, ['TIME', 'MIDNIGHT', 1, '150.00', '150.00']],
    total: '800.00',
  },
  {
    name: 'pick-up at 00:00 is in the band over midnight',
    request: { pickupTime: '00:00:00' },
    lines: [BASE, ['TIME', 'MIDNIGHT', 1, '150.00', '150.00']],
    total: '800.00',
  },
  {
    name: 'pick-up at 05:59:59 is in the band',
    request: { pickupTime: '05:59:59' },
    lines: [BASE, ['TIME', 'MIDNIGHT', 1, '150.00', '150.00']],
    total: '800.00',
  },
  { name: 'pick-up at 06:00 is past the band (it ends before its to-time)', request: { pickupTime: '06:00:00' }, lines: [BASE], total: '650.00' },
  { name: 'pick-up at 22:59 is before the band', request: { pickupTime: '22:59:00' }, lines: [BASE], total: '650.00' },
  {
    name: 'a percent band: 10% of the base',
    request: { pickupTime: '07:00:00' },
    card: withExtras(early),
    lines: [BASE, ['TIME', 'EARLY', 1, '65.00', '65.00']],
    total: '715.00',
  },
  {
    name: 'two bands holding the pick-up: both lines',
    request: { pickupTime: '05:30:00' },
    card: withExtras({ ...early, fromTime: '05:00', toTime: '07:00' }),
    lines: [BASE, ['TIME', 'MIDNIGHT', 1, '150.00', '150.00'], ['TIME', 'EARLY', 1, '65.00', '65.00']],
    total: '865.00',
  },
  {
    name: 'a holiday: 20% of the base',
    request: { serviceDate: '2026-02-17' },
    card: lunarNewYear,
    lines: [BASE, ['HOLIDAY', 'HOL', 1, '130.00', '130.00']],
    total: '780.00',
  },
  {
    name: 'a holiday of another area: no surcharge',
    request: { serviceDate: '2026-02-17' },
    card: { holidays: [{ holidayDate: '2026-02-17', areaInitial: 'SZ' }] },
    lines: [BASE],
    total: '650.00',
  },
  { name: 'a holiday list of other dates: no surcharge', card: { holidays: [{ holidayDate: '2026-02-17' }] }, lines: [BASE], total: '650.00' },
  {
    name: 'a holiday night: the holiday percent is of the base only, not of the band',
    request: { serviceDate: '2026-02-17', pickupTime: '23:30' },
    card: lunarNewYear,
    lines: [BASE, ['TIME', 'MIDNIGHT', 1, '150.00', '150.00'], ['HOLIDAY', 'HOL', 1, '130.00', '130.00']],
    total: '930.00',
  },
  {
    name: 'a holiday hire: the percent is of the BASE line, not the hire blocks',
    request: { serviceType: 'Hire', hireMinutes: 300, serviceDate: '2026-02-17' },
    card: lunarNewYear,
    lines: [
      ['BASE', 'HIRE', 4, '300.00', '1200.00'],
      ['HIRE_BLOCK', '30MIN', 2, '160.00', '320.00'],
      ['HOLIDAY', 'HOL', 1, '240.00', '240.00'],
    ],
    total: '1760.00',
  },
  {
    name: 'everything at once: stop, waiting, band and holiday',
    request: { serviceDate: '2026-02-17', pickupTime: '23:30', stops: [IFC], waitingMinutes: 45 },
    card: lunarNewYear,
    lines: [
      BASE,
      ['STOP', 'IFC', 1, '100.00', '100.00'],
      ['WAITING', 'WAIT', 1, '50.00', '50.00'],
      ['TIME', 'MIDNIGHT', 1, '150.00', '150.00'],
      ['HOLIDAY', 'HOL', 1, '130.00', '130.00'],
    ],
    total: '1080.00',
  },
];

describe('rule 4: extras', () => {
  it.each(cases)('$name', (c) => {
    const result = priceCase(c);
    expect(rows(result)).toEqual(c.lines);
    expect(result.total).toBe(c.total);
  });

  it('names the rule of each extra', () => {
    const result = priceOrderVehicle(request({ serviceDate: '2026-02-17', pickupTime: '23:30', stops: [IFC], waitingMinutes: 45 }), card(lunarNewYear));
    expect(result.lines.slice(1).map((l) => l.rule)).toEqual([
      'Stop amount, class rate 12 of tariff STD',
      'Waiting beyond 30 free minutes: 15 minutes = 1 started block(s) of 15 minutes at 50.00, class rate 12 of tariff STD',
      'Time band MIDNIGHT: pick-up 23:30 in 23:00–06:00, class rate 12 of tariff STD',
      'Holiday surcharge HOL: 2026-02-17 is a holiday in HK (Lunar New Year); 20% of the base 650.00, class rate 12 of tariff STD',
    ]);
  });

  it("describes a line by the extra's English description when it has one", () => {
    const named = card({ ...lunarNewYear, ...withExtras({ ...early, extraDescEng: 'Early bird' }) });
    const result = priceOrderVehicle(request({ serviceDate: '2026-02-17', pickupTime: '07:00' }), named);
    expect(result.lines.map((l) => l.description)).toEqual(['Arrival Airport T1 → Peninsula Hotel', 'Early bird 10%', 'Holiday surcharge HOL 20%']);
  });

  it('refuses an extra with neither an amount nor a percent, naming it', () => {
    const broken = card(withExtras({ extraType: 'TIME', extraCode: 'BROKEN', fromTime: null, toTime: null }));
    expect(() => priceOrderVehicle(request(), broken)).toThrow(
      new PricingError('BAD_RATE_CARD', 'Time band BROKEN of class rate 12 has neither an amount nor a percent'),
    );
  });
});

describe('bandHolds: [from, to)', () => {
  const t = (hhmm: string) => Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3, 5)) * 60;
  it.each([
    ['09:00', '18:00', '09:00', true],
    ['09:00', '18:00', '17:59', true],
    ['09:00', '18:00', '18:00', false],
    ['09:00', '18:00', '08:59', false],
    ['22:00', '02:00', '23:59', true],
    ['22:00', '02:00', '01:59', true],
    ['22:00', '02:00', '02:00', false],
    ['22:00', '02:00', '21:59', false],
    ['00:00', '00:00', '13:00', true],
    [null, null, '13:00', true],
    [null, '06:00', '05:00', true],
    [null, '06:00', '06:00', false],
    ['20:00', null, '23:59', true],
    ['20:00', null, '19:59', false],
  ])('from %s to %s holds %s: %s', (from, to, at, holds) => {
    expect(bandHolds(from, to, t(at))).toBe(holds);
  });

  it('refuses a band time that is no time', () => {
    expect(() => bandHolds('25:00', '06:00', 0, 'Time band X')).toThrow('Time band X has a time that is not HH:mm:ss: "25:00"');
  });
});
