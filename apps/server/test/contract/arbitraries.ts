import fc from 'fast-check';

/*
 * Requests made from the OpenAPI document alone (issue 31 part 6): values its JSON schemas accept, and the
 * values a careless or hostile caller sends instead (wrong types, numbers beyond a column, prototype keys,
 * null where an object belongs, a required field missing).
 */

export type Schema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

const day = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true });
const isoDate = day.map((d) => d.toISOString().slice(0, 10));
const isoDateTime = day.map((d) => d.toISOString());
/** Texts a user types: plain words, Chinese, full-width forms, quotes. */
const words = fc.constantFrom('HKG', 'Peninsula', '半島酒店', 'ＨＫＧ', 'O\'Brien "VIP"', 'Tsim Sha Tsui 尖沙咀', 'x');

/** A value the schema accepts (ids and numbers kept small, so that they name records the seed holds). */
export function validValue(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  const arb = validOf(schema, depth);
  return schema.nullable ? fc.oneof({ arbitrary: arb, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : arb;
}

function validOf(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validValue(s, depth + 1)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as Schema, depth + 1);
  switch (schema.type) {
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum === true ? 1 : -5);
      const max = schema.maximum ?? 1_000_000;
      return fc.oneof({ arbitrary: fc.integer({ min: Math.max(min, 0), max: Math.min(max, Math.max(min, 0) + 40) }), weight: 3 }, fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      return objectOf(schema, depth);
    case 'string':
      return stringOf(schema);
    default:
      return fc.constant(null);
  }
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return isoDate;
  if (schema.format === 'date-time') return isoDateTime;
  const max = schema.maxLength ?? 60;
  const fits = (s: string) => s.length <= max && s.length >= (schema.minLength ?? 0);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.oneof(words, fc.string({ maxLength: Math.min(max, 30) })).filter(fits);
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const parts = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, validValue(s, depth + 1)]));
  return fc.record(parts, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Values no schema of this document should take where it asks for anything else: every class the fuzzer hit. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  '',
  'x',
  -1,
  0,
  1.5,
  2_147_483_648,
  9_223_372_036_854_775_808,
  32_768,
  '0000-01',
  '0000-01-01',
  '2026-02-31',
  '10000-01-01',
  {},
  [],
  [null],
  '__proto__',
  'a'.repeat(5_000),
];
/** Query and path texts of the same classes. */
export const HOSTILE_TEXTS = ['x', '-1', '0', '1.5', '2147483648', '99999999999999999999', '32768', '', '0000-01-01', '%00', 'null'];
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

/** A valid body changed in one place: a required field gone, a field of another kind, null for the whole. */
export function hostileBody(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const whole = fc.constantFrom<unknown>(null, [], 'x', 7, [null], { __proto__: { polluted: 1 } }, JSON.parse('{"__proto__":{"polluted":1},"constructor":1}'));
  const properties = Object.keys(schema?.properties ?? {});
  if (!schema || schema.type !== 'object' || !properties.length) return whole;
  const base = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const changed = fc
    .tuple(base, fc.constantFrom(...properties), fc.constantFrom(...HOSTILE_VALUES))
    .map(([body, key, value]) => ({ ...(body ?? {}), [key]: value }));
  const required = schema.required ?? [];
  const missing = required.length
    ? fc.tuple(base, fc.constantFrom(...required)).map(([body, key]) => Object.fromEntries(Object.entries(body ?? {}).filter(([k]) => k !== key)))
    : changed;
  return fc.oneof({ arbitrary: changed, weight: 4 }, { arbitrary: missing, weight: 2 }, { arbitrary: whole, weight: 1 });
}
