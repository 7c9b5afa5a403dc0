import { RESOURCES } from '@limo/domain';
import { type Column, getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allowanceOtherGroups, apiHistories, driverPositions, locations, vouchers } from '../db/schema/index.js';
import { columnRange, wholeRange, withColumnRanges } from './column-ranges.js';
import { HttpError } from './errors.js';
import { parseListQuery } from './query.js';

/* Issue 31 part 1: numbers are held to what their Drizzle column holds. */

const cols = (table: Parameters<typeof getTableColumns>[0]) => getTableColumns(table) as Record<string, Column>;

describe('the range of a column', () => {
  it('is read from its type: smallint, integer, bigint and numeric(p, s)', () => {
    expect(wholeRange(cols(apiHistories).responseStatus)).toEqual({ min: -32_768, max: 32_767 });
    expect(wholeRange(cols(apiHistories).orderId)).toEqual({ min: -2_147_483_648, max: 2_147_483_647 });
    expect(wholeRange(cols(driverPositions).id)).toEqual({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    expect(columnRange(cols(vouchers).amount)).toEqual({ min: -9_999_999_999.99, max: 9_999_999_999.99 });
    expect(columnRange(cols(locations).latitude)).toEqual({ min: -999.999999, max: 999.999999 });
    expect(wholeRange(cols(vouchers).amount)).toBeUndefined();
    expect(columnRange(cols(vouchers).voucherNo)).toBeUndefined();
  });
});

describe('a definition held to its columns', () => {
  it('narrows a number field to its column and keeps a narrower range of its own', () => {
    const def = withColumnRanges(RESOURCES.apiHistories, cols(apiHistories));
    expect(def.fields.find((f) => f.name === 'responseStatus')).toMatchObject({ min: -32_768, max: 32_767 });
    const groups = withColumnRanges(RESOURCES.allowanceOtherGroups, cols(allowanceOtherGroups));
    expect(groups.fields.find((f) => f.name === 'sign')).toMatchObject({ min: -1, max: 1 });
    // Text keeps its length as its max: only number fields are touched.
    expect(groups.fields.find((f) => f.name === 'groupCode')).toEqual(RESOURCES.allowanceOtherGroups.fields.find((f) => f.name === 'groupCode'));
  });
});

describe('a list filter over a small-integer column', () => {
  const list = (query: Record<string, unknown>) => parseListQuery(RESOURCES.apiHistories, cols(apiHistories), query);

  it('takes the ends of the column and refuses beyond them with a 400 naming the filter', () => {
    expect(list({ responseStatus: '32767' }).filters).toEqual({ responseStatus: 32_767 });
    expect(list({ responseStatus: '-32768' }).filters).toEqual({ responseStatus: -32_768 });
    for (const beyond of ['32768', '-32769', '2147483648']) {
      let err: unknown;
      try {
        list({ responseStatus: beyond });
      } catch (e) {
        err = e;
      }
      expect(err, beyond).toBeInstanceOf(HttpError);
      expect((err as HttpError).errors).toEqual(['responseStatus must be a whole number from -32768 to 32767']);
      expect((err as HttpError).invalidValues).toEqual([{ field: 'responseStatus', value: beyond }]);
    }
  });

  it('refuses a prototype word as a key or a sort, with the list still read from its own keys', () => {
    const query = JSON.parse('{"__proto__": "x", "constructor": "y", "toString": "z", "sort": "valueOf,asc"}') as Record<string, unknown>;
    let err: unknown;
    try {
      list(query);
    } catch (e) {
      err = e;
    }
    expect((err as HttpError).invalidValues.map((v) => v.field)).toEqual(['__proto__', 'constructor', 'toString', 'sort']);
  });
});
