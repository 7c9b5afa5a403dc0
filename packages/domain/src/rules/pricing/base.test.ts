/** Rule 3: the base of a route (tables L and B, the transfer amount) and of a hire (packages and blocks). */
import { describe, expect, it } from 'vitest';
import { AIRPORT, card, classRate, IFC, LOK_MA_CHAU, NOWHERE, PENINSULA, type PricedCase, priceCase, request, rows, SHATIN } from './pricing.fixtures.js';
import { priceOrderVehicle } from './price.js';
import { PricingError } from './result.js';

const routeCases: PricedCase[] = [
  { name: 'table L, from → to', lines: [['BASE', 'L', 1, '650.00', '650.00']], total: '650.00' },
  {
    name: 'table L, the other direction',
    request: { serviceType: 'Departure', pickupLocationId: PENINSULA, dropoffLocationId: AIRPORT },
    lines: [['BASE', 'L', 1, '650.00', '650.00']],
    total: '650.00',
  },
  {
    name: 'table L wins over table B',
    card: { tariffRates: [classRate({ dtls: [...classRate().dtls, { tableType: 'B', fromZone: 'AIRPORT', toZone: 'TST', amount: '999.00' }] })] },
    lines: [['BASE', 'L', 1, '650.00', '650.00']],
    total: '650.00',
  },
  {
    name: 'table B by the zones (contract labels, any case)',
    request: { dropoffLocationId: IFC },
    lines: [['BASE', 'B', 1, '700.00', '700.00']],
    total: '700.00',
  },
  {
    name: 'table B, the other direction',
    request: { serviceType: 'Transfer', pickupLocationId: IFC, dropoffLocationId: PENINSULA },
    lines: [['BASE', 'B', 1, '400.00', '400.00']],
    total: '400.00',
  },
  { name: 'neither table: the transfer amount', request: { dropoffLocationId: SHATIN }, lines: [['BASE', 'TRANSFER', 1, '900.00', '900.00']], total: '900.00' },
  {
    name: 'a location with no zone: the transfer amount',
    request: { dropoffLocationId: NOWHERE },
    lines: [['BASE', 'TRANSFER', 1, '900.00', '900.00']],
    total: '900.00',
  },
];

const hireCases: PricedCase[] = [
  { name: 'booked exactly the 4-hour package', request: { hireMinutes: 240 }, lines: [['BASE', 'HIRE', 4, '300.00', '1200.00']], total: '1200.00' },
  {
    name: 'one minute beyond: one started block',
    request: { hireMinutes: 241 },
    lines: [
      ['BASE', 'HIRE', 4, '300.00', '1200.00'],
      ['HIRE_BLOCK', '30MIN', 1, '160.00', '160.00'],
    ],
    total: '1360.00',
  },
  {
    name: 'an hour beyond: two blocks of 30 minutes',
    request: { hireMinutes: 300 },
    lines: [
      ['BASE', 'HIRE', 4, '300.00', '1200.00'],
      ['HIRE_BLOCK', '30MIN', 2, '160.00', '320.00'],
    ],
    total: '1520.00',
  },
  {
    name: '7h 59m stays on the 4-hour package',
    request: { hireMinutes: 479 },
    lines: [
      ['BASE', 'HIRE', 4, '300.00', '1200.00'],
      ['HIRE_BLOCK', '30MIN', 8, '160.00', '1280.00'],
    ],
    total: '2480.00',
  },
  { name: 'the 8-hour package from 8 hours', request: { hireMinutes: 480 }, lines: [['BASE', 'HIRE', 8, '280.00', '2240.00']], total: '2240.00' },
  {
    name: '9h 05m: the 8-hour package and two hour blocks',
    request: { hireMinutes: 545 },
    lines: [
      ['BASE', 'HIRE', 8, '280.00', '2240.00'],
      ['HIRE_BLOCK', '60MIN', 2, '280.00', '560.00'],
    ],
    total: '2800.00',
  },
  {
    name: 'below the smallest package: the smallest package',
    request: { hireMinutes: 90 },
    lines: [['BASE', 'HIRE', 4, '300.00', '1200.00']],
    total: '1200.00',
  },
  {
    name: 'no block length or amount: hours at the hour amount',
    request: { hireMinutes: 200 },
    card: { tariffRates: [classRate({ hires: [{ minHours: 3, hourAmt: '250.00' }] })] },
    lines: [
      ['BASE', 'HIRE', 3, '250.00', '750.00'],
      ['HIRE_BLOCK', '60MIN', 1, '250.00', '250.00'],
    ],
    total: '1000.00',
  },
  {
    name: 'a half-hour package, its base rounded to the dollar',
    request: { hireMinutes: 150 },
    card: { tariffRates: [classRate({ hires: [{ minHours: '2.5', hourAmt: '333.33', blockMins: 30, blockAmt: '170.00' }] })] },
    lines: [['BASE', 'HIRE', 2.5, '333.33', '833.00']],
    total: '833.00',
  },
  {
    name: 'part hours as a numeric column gives them (2.5000)',
    request: { hireMinutes: 150 },
    card: { tariffRates: [classRate({ hires: [{ minHours: '2.5000', hourAmt: '300.00' }] })] },
    lines: [['BASE', 'HIRE', 2.5, '300.00', '750.00']],
    total: '750.00',
  },
  {
    name: 'a hire charges no waiting and needs no drop-off',
    request: { hireMinutes: 240, waitingMinutes: 120, dropoffLocationId: null },
    lines: [['BASE', 'HIRE', 4, '300.00', '1200.00']],
    total: '1200.00',
  },
];

describe('rule 3: the base', () => {
  it.each(routeCases)('route: $name', (c) => {
    const result = priceCase(c);
    expect(rows(result)).toEqual(c.lines);
    expect(result.total).toBe(c.total);
  });

  it.each(hireCases.map((c) => ({ ...c, request: { serviceType: 'Hire' as const, ...c.request } })))('hire: $name', (c) => {
    const result = priceCase(c);
    expect(rows(result)).toEqual(c.lines);
    expect(result.total).toBe(c.total);
  });

  it('names the rule and the row of each base', () => {
    const rule = (over: Parameters<typeof request>[0]) => priceOrderVehicle(request(over), card()).lines.map((l) => l.rule);
    expect(rule({})).toEqual(['Table L Airport T1 → Peninsula Hotel, class rate 12 of tariff STD']);
    expect(rule({ pickupLocationId: PENINSULA, dropoffLocationId: AIRPORT })).toEqual([
      'Table L Peninsula Hotel → Airport T1 (either direction), class rate 12 of tariff STD',
    ]);
    expect(rule({ pickupLocationId: IFC, dropoffLocationId: PENINSULA })).toEqual([
      'Table B CENTRAL → TST (either direction) (zones of IFC Tower → Peninsula Hotel), class rate 12 of tariff STD',
    ]);
    expect(rule({ dropoffLocationId: SHATIN })).toEqual(['Transfer amount (no table L or B row for Airport T1 → Sha Tin), class rate 12 of tariff STD']);
    expect(rule({ serviceType: 'Hire', hireMinutes: 300 })).toEqual([
      'Hire package of 4 hours at 300.00 an hour (booked 5h), class rate 12 of tariff STD',
      'Hire beyond the 4-hour package: 60 minutes = 2 started block(s) of 30 minutes at 160.00, class rate 12 of tariff STD',
    ]);
    expect(rule({ serviceType: 'Hire', hireMinutes: 90 })).toEqual([
      'Hire package of 4 hours at 300.00 an hour (booked 1h 30m, below the smallest package), class rate 12 of tariff STD',
    ]);
  });

  it('refuses a route with no price, naming the route and the zones', () => {
    const noTransfer = card({ tariffRates: [classRate({ transferAmt: null })] });
    expect(() => priceOrderVehicle(request({ dropoffLocationId: LOK_MA_CHAU }), noTransfer)).toThrow(
      new PricingError(
        'NO_ROUTE_PRICE',
        'No price for route Airport T1 → Lok Ma Chau in class rate 12 of tariff STD: no table L row, no table B row for zones AIRPORT → BORDER, and no transfer amount',
      ),
    );
    expect(() => priceOrderVehicle(request({ dropoffLocationId: NOWHERE }), noTransfer)).toThrow(
      'no table B row for the zones (a location has no contract label)',
    );
  });

  it('refuses a hire with no package, and a package that is not whole minutes', () => {
    const hire = request({ serviceType: 'Hire', hireMinutes: 240 });
    expect(() => priceOrderVehicle(hire, card({ tariffRates: [classRate({ hires: [] })] }))).toThrow(
      new PricingError('NO_HIRE_PRICE', 'No hire package in class rate 12 of tariff STD'),
    );
    const odd = card({ tariffRates: [classRate({ hires: [{ minHours: '2.51', hourAmt: '300.00' }] })] });
    expect(() => priceOrderVehicle(hire, odd)).toThrow(
      new PricingError('BAD_RATE_CARD', 'The hire row of class rate 12 has minimum hours "2.51", not whole minutes'),
    );
  });
});
