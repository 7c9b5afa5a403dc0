import { describe, expect, it } from 'vitest';
import { FINE, LUNCH, MEAL, other, PARKING, SPEEDING } from './allowance.fixtures.js';
import { otherItemCents, otherLine } from './other.js';
import type { OtherItem } from './types.js';

describe('rule 7: an other item is sign x qty x (amount, else the default amount)', () => {
  it.each<[string, 1 | -1, string | number, string | null, string | null, number]>([
    // name, sign, qty, item amount, nature default, cents
    ['a meal: 2 x the default 35.00', 1, 2, null, '35.00', 7000],
    ['the item amount wins over the default', 1, 1, '20.00', '35.00', 2000],
    ['an item amount of 0.00 is an amount, not "none"', 1, 1, '0.00', '35.00', 0],
    ['qty with decimals: 1.5 x 33.33 = 49.995 -> 50.00', 1, '1.5', '33.33', null, 5000],
    ['qty as a number 1.5', 1, 1.5, '33.33', null, 5000],
    ['qty 0.25 x 10.02 = 2.505 -> 2.51', 1, '0.25', '10.02', null, 251],
    ['a fine: -1 x 1 x the default 450.00', -1, '1', null, '450.00', -45000],
    ['a deduction with decimals: -(0.25 x 10.02) = -2.505 -> -2.51', -1, '0.25', '10.02', null, -251],
    ['a half cent: 0.5 x 0.01 = 0.005 -> 0.01', 1, '0.5', '0.01', null, 1],
    ['a negative half cent: -(0.5 x 0.01) = -0.005 -> -0.01', -1, '0.5', '0.01', null, -1],
    ['just under a half: 0.4 x 0.01 -> 0.00', -1, '0.4', '0.01', null, 0],
    ['neither amount nor default: 0', 1, 3, null, null, 0],
    ['an empty item amount falls back to the default', 1, 1, ' ', '35.00', 3500],
  ])('%s', (_name, sign, qty, amount, defaultAmount, cents) => {
    expect(otherItemCents({ qty, amount }, sign, defaultAmount)).toBe(cents);
  });

  const groups = new Map([MEAL, FINE].map((g) => [g.id, g]));
  const natures = new Map([LUNCH, SPEEDING, PARKING].map((n) => [n.id, n]));

  it.each<[string, Partial<OtherItem>, number, number, string]>([
    ['a meal', { qty: 2 }, 2, 7000, 'MEAL Meal allowance / LUNCH Lunch: 2 x 35.00'],
    [
      'a fine with remarks',
      { allowanceOtherGroupId: FINE.id, allowanceOtherGroupNatureId: SPEEDING.id, remarks: 'Tolo Hwy' },
      1,
      -45000,
      'FINE Fine (deduction) / SPEED Speeding ticket: 1 x 450.00 - Tolo Hwy',
    ],
    ['parking without an amount', { allowanceOtherGroupNatureId: PARKING.id }, 1, 0, 'MEAL Meal allowance / PARK Parking: no amount'],
  ])('the OTHER line: %s', (_name, over, qty, cents, description) => {
    const item = other(over);
    expect(otherLine(item, groups, natures)).toMatchObject({ kind: 'OTHER', allowanceOtherId: item.id, qty, cents, description });
  });

  it('an unknown group or nature is an error', () => {
    expect(() => otherLine(other({ allowanceOtherGroupId: 9 }), groups, natures)).toThrow(/unknown group 9/);
    expect(() => otherLine(other({ allowanceOtherGroupNatureId: 9 }), groups, natures)).toThrow(/unknown nature 9/);
  });

  it('a qty that is no number is an error', () => {
    expect(() => otherItemCents({ qty: '1,5', amount: '1.00' }, 1, null)).toThrow(/not a number/);
  });
});
