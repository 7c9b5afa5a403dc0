import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundFieldProblem, boundProblems } from './body-bounds.js';

/* Issue 31 part 1: what a zod schema leaves unbounded is held to what PostgreSQL holds. */

const row = z.object({ vehicleTypeId: z.number().int().positive(), pickupDate: z.iso.date(), flag: z.literal([0, 1]), count: z.int().min(1).max(99) });
const body = z.object({
  orderVehicles: z.array(row),
  extra: row.nullable().optional(),
  at: z.iso.datetime({ offset: true }).optional(),
  either: z.union([z.int(), z.string()]).optional(),
});
const names = (value: unknown) => boundProblems(body, value).map((p) => [p.path.join('.'), p.code]);

describe('boundProblems', () => {
  it('finds nothing in a body within PostgreSQL, or one that leaves things out, is null or no object', () => {
    expect(
      names({ orderVehicles: [{ vehicleTypeId: 2_147_483_647, pickupDate: '2030-01-01', flag: 1, count: 5 }], extra: null, at: '2030-01-01T00:00:00Z' }),
    ).toEqual([]);
    for (const v of [{}, undefined, null, [], 'x', { orderVehicles: [null, 7] }]) expect(names(v)).toEqual([]);
  });

  it('names a whole number beyond an integer column, with the range the schema and the column leave', () => {
    const [problem] = boundProblems(body, { orderVehicles: [{}, { vehicleTypeId: 2_147_483_648 }] });
    expect(problem).toEqual({
      path: ['orderVehicles', 1, 'vehicleTypeId'],
      code: 'OUT_OF_RANGE',
      params: { min: 1, max: 2_147_483_647 },
      message: 'must be a whole number from 1 to 2147483647',
      value: 2_147_483_648,
    });
    expect(names({ extra: { vehicleTypeId: -2_147_483_649 }, either: 2 ** 40 })).toEqual([
      ['extra.vehicleTypeId', 'OUT_OF_RANGE'],
      ['either', 'OUT_OF_RANGE'],
    ]);
  });

  it('leaves to the schema what it bounds itself: a narrower range, a choice, text in a union', () => {
    expect(names({ orderVehicles: [{ count: 100, flag: 2 ** 40 }], either: '2147483648' })).toEqual([]);
  });

  it('names a date or a date-time of year 0, and leaves what is no date to the schema', () => {
    expect(names({ orderVehicles: [{ pickupDate: '0000-01-01' }], at: '0000-06-01T00:00:00Z' })).toEqual([
      ['orderVehicles.0.pickupDate', 'NOT_A_DATE'],
      ['at', 'NOT_A_DATE'],
    ]);
    expect(names({ orderVehicles: [{ pickupDate: '' }], at: 'soon' })).toEqual([]);
  });
});

describe('boundFieldProblem', () => {
  it('words a problem for the 400 by the name its parser gives the place; a date-time in its own text', () => {
    const [whole, instant] = boundProblems(body, { extra: { vehicleTypeId: 2 ** 31 }, at: '0000-06-01T00:00:00Z' });
    expect(boundFieldProblem(whole, 'extra.vehicleTypeId')).toEqual({
      field: 'extra.vehicleTypeId',
      code: 'OUT_OF_RANGE',
      params: { min: 1, max: 2_147_483_647 },
      message: 'extra.vehicleTypeId must be a whole number from 1 to 2147483647',
      value: 2 ** 31,
    });
    expect(boundFieldProblem(instant, 'at').text).toMatchObject({
      key: 'srv.bounds.instant',
      params: { english: 'at must be an ISO 8601 date-time from 0001-01-01 to 9999-12-31' },
    });
  });
});
