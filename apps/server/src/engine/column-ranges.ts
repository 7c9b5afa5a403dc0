import { bodySchema, type FieldDef, MAX_ID, MIN_INT, type ResourceDef } from '@limo/domain';
import { type Column, getTableColumns } from 'drizzle-orm';
import { COLLECTION_TABLES } from '../db/schema/index.js';

/*
 * Issue 31: a number bound for a column is checked against what the column holds, read from its
 * Drizzle type (smallint, integer, bigint, numeric(p, s)), so a value beyond it is a 400 naming the
 * field, never a failed statement (a 500). Filters and bodies of the generic engine read it here.
 */

export interface NumberRange {
  min: number;
  max: number;
}

const SMALLINT: NumberRange = { min: -32_768, max: 32_767 };
const INTEGER: NumberRange = { min: MIN_INT, max: MAX_ID };
const BIGINT: NumberRange = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

const WHOLE: Record<string, NumberRange> = {
  PgSmallInt: SMALLINT,
  PgSmallSerial: SMALLINT,
  PgInteger: INTEGER,
  PgSerial: INTEGER,
  // Held as JS numbers ({ mode: 'number' }): the safe integers, well inside bigint.
  PgBigInt53: BIGINT,
  PgBigSerial53: BIGINT,
};

const NUMERIC = new Set(['PgNumeric', 'PgNumericNumber']);

/** The whole numbers a column holds; undefined when it holds no whole numbers. */
export function wholeRange(column: Column): NumberRange | undefined {
  return WHOLE[column.columnType];
}

/** The numbers a column holds: a whole-number type's range, or below 10^(p-s) either way for numeric(p, s). */
export function columnRange(column: Column): NumberRange | undefined {
  const whole = wholeRange(column);
  if (whole) return whole;
  if (!NUMERIC.has(column.columnType)) return undefined;
  const { precision, scale = 0 } = column as Column & { precision?: number; scale?: number };
  if (precision === undefined) return undefined;
  // numeric(12,2) holds 9999999999.99: the largest number of p digits, s of them after the point.
  const max = Number(`${'9'.repeat(precision - scale) || '0'}.${'9'.repeat(scale)}`);
  return { min: -max, max };
}

const NUMBER_TYPES = new Set<FieldDef['type']>(['integer', 'decimal', 'money']);

/** A definition whose number fields also keep within their columns (a field's own narrower range stays). */
export function withColumnRanges(def: ResourceDef, columns: Record<string, Column>): ResourceDef {
  const fields = def.fields.map((field) => {
    const range = NUMBER_TYPES.has(field.type) && columns[field.name] ? columnRange(columns[field.name]) : undefined;
    if (!range) return field;
    return { ...field, min: Math.max(field.min ?? range.min, range.min), max: Math.min(field.max ?? range.max, range.max) };
  });
  return { ...def, fields };
}

type BodySchema = ReturnType<typeof bodySchema>;
const schemas = new WeakMap<ResourceDef, Partial<Record<'create' | 'patch', BodySchema>>>();

/**
 * The body schema of a definition's record (the domain's bodySchema), its numbers held to its table's
 * columns: every write of a record by its definition (the store, a record saved with its rows, an
 * import) is validated by it.
 */
export function recordBodySchema(def: ResourceDef, mode: 'create' | 'patch'): BodySchema {
  let byMode = schemas.get(def);
  if (!byMode) schemas.set(def, (byMode = {}));
  const table = COLLECTION_TABLES[def.name];
  return (byMode[mode] ??= bodySchema(table ? withColumnRanges(def, getTableColumns(table)) : def, mode));
}
