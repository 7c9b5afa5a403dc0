import { describe, expect, it } from 'vitest';
import { cents, percentOf, percentUnits, roundingUnit, roundRatio, showPercent } from './money.js';
import { PricingError } from './result.js';

describe('roundRatio (rule 8: half away from zero, to the unit)', () => {
  it.each([
    // num, den, unit, expected cents
    [47250, 1, 100, 47300],
    [-47250, 1, 100, -47300],
    [47249, 1, 100, 47200],
    [-47249, 1, 100, -47200],
    [12345, 1, 10, 12350],
    [12344, 1, 10, 12340],
    [12325, 1, 50, 12350],
    [12324, 1, 50, 12300],
    [-12325, 1, 50, -12350],
    [1, 3, 1, 0],
    [2, 3, 1, 1],
    [-3, 2, 1, -2],
    [45, 1, 5, 45],
    [47, 1, 5, 45],
    [48, 1, 5, 50],
    [0, 1, 100, 0],
  ])('%i/%i cents to a unit of %i cents is %i', (num, den, unit, expected) => {
    expect(roundRatio(BigInt(num), BigInt(den), unit)).toBe(expected);
  });

  it('never answers minus zero', () => {
    expect(Object.is(roundRatio(-10n, 1n, 100), 0)).toBe(true);
  });
});

describe('percents', () => {
  it.each([
    ['10', 100_000],
    ['12.5000', 125_000],
    ['0.0001', 1],
    ['100', 1_000_000],
    ['-5.5', -55_000],
    ['20.000000', 200_000],
  ])('%s%% is %i millionths', (text, units) => {
    expect(percentUnits(text, 'x')).toBe(units);
  });

  it('shows a percent without trailing zeros', () => {
    expect([showPercent(125_000), showPercent(1_000_000), showPercent(1), showPercent(-55_000)]).toEqual(['12.5', '100', '0.0001', '-5.5']);
  });

  it('takes a percent of an amount in integers: 10% of 4,725.00 is 472.50, shown to the unit as 473', () => {
    expect(percentOf(472_500, 100_000, 1)).toBe(47_250);
    expect(percentOf(472_500, 100_000, 100)).toBe(47_300);
    expect(percentOf(-472_500, 100_000, 100)).toBe(-47_300);
    expect(percentOf(33_333, 125_000, 1)).toBe(4_167);
  });

  it('refuses a percent with more than four decimals or no number', () => {
    expect(() => percentUnits('1.23456', 'The discount')).toThrow(new PricingError('BAD_RATE_CARD', 'The discount is not a percent: "1.23456"'));
    expect(() => percentUnits('ten', 'The discount')).toThrow(PricingError);
  });
});

describe('amounts and the rounding unit', () => {
  it('reads money text as cents', () => {
    expect([cents('123.00', 'x'), cents('0.5', 'x'), cents('-7.25', 'x'), cents('1200', 'x')]).toEqual([12300, 50, -725, 120000]);
  });

  it('names the row of an amount that is no amount', () => {
    expect(() => cents('12.345', 'The stop amount of class rate 12')).toThrow('The stop amount of class rate 12 is not an amount: "12.345"');
  });

  it('reads priceRoundingUnit, whole dollars by default', () => {
    expect([
      roundingUnit(undefined),
      roundingUnit(null),
      roundingUnit(''),
      roundingUnit('1.00'),
      roundingUnit('0.10'),
      roundingUnit('0.5'),
      roundingUnit('0.01'),
    ]).toEqual([100, 100, 100, 100, 10, 50, 1]);
  });

  it('refuses a rounding unit of zero, below zero or no amount', () => {
    for (const bad of ['0', '0.00', '-1.00', 'one']) {
      expect(() => roundingUnit(bad)).toThrow(`The system parameter priceRoundingUnit must be an amount above 0.00, not "${bad}"`);
    }
  });
});
