import type { FieldDef, ResourceDef } from '@limo/domain';
import fastJson from 'fast-json-stringify';
import { API, halList, halPage, toWire } from './hal.js';

/*
 * The generic lists' answers (halPage, halList and halListOrPage of toWire records) written by a
 * serializer compiled from the collection's definition (fast-json-stringify), instead of
 * JSON.stringify walking every key of every record. Only for those answers: their every key is
 * known from the definition, as toWire (hal.ts) writes it.
 *
 * fast-json-stringify leaves out a key its schema lacks and coerces a value of another type. So
 * the keys are read from what hal.ts writes, and every value is a list of types with null: a value
 * of none of them throws instead of being coerced (a string in a number field, a number in a text
 * field), and a throw, whatever its cause, writes the answer with JSON.stringify. Only an array
 * or an object with a toString of its own would be written as a text (by its toString): the
 * collections' columns hold neither outside 'references' fields, whose int[] columns are written
 * as arrays of integers (list-serializer.test.ts checks their types). The schema is
 * the serializer's own, not the documentation's (openapi.ts): the document's formats and
 * required fields would change what is written (a Date in a `date` field, a null in a required one).
 */

type Json = Record<string, unknown>;

const INTEGER = { type: ['integer', 'null'] };
const STRING = { type: ['string', 'null'] };

/** The JSON type of a field's wire value (hal.ts, toWire), or null. */
function fieldType(field: FieldDef): Json {
  switch (field.type) {
    case 'integer':
    case 'reference':
    case 'flag':
      return INTEGER;
    case 'decimal':
      return { type: ['number', 'null'] };
    case 'references':
      // An int[] column: an array of ids (items typed as a list too, so a non-integer throws instead of being coerced).
      return { type: ['array', 'null'], items: INTEGER };
    default:
      // Text, codes, money (toFixed), dates and times as read.
      return STRING;
  }
}

/** The audit columns: a Date is written as its toISOString, as JSON.stringify writes it. */
const AUDIT_TYPES: Record<string, Json> = { id: INTEGER, version: INTEGER, createDt: STRING, createBy: STRING, lastUpdateDt: STRING, lastUpdateBy: STRING };

/** Links as hal.ts writes them: an href each. */
const links = (names: string[]): Json => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'object', properties: { href: STRING } }])),
});

/**
 * One record as toWire writes it. Its keys are read from what toWire writes, so a key toWire
 * gains is never left out; a key that is neither a field nor an audit column is written by
 * JSON.stringify, whatever it holds.
 */
export function wireRecordJsonSchema(def: ResourceDef, texts: readonly string[] = []): Json {
  const written = { ...toWire(def, { id: 1 }), ...Object.fromEntries(texts.map((f) => [f, null])) };
  const fields = new Map(def.fields.map((f) => [f.name, f]));
  const type = (key: string) => {
    const field = fields.get(key);
    return field ? fieldType(field) : (AUDIT_TYPES[key] ?? (texts.includes(key) ? STRING : {}));
  };
  const properties = Object.keys(written).map((key) => [key, key === '_links' ? links(Object.keys(written._links as object)) : type(key)]);
  return { type: 'object', properties: Object.fromEntries(properties) };
}

/** halList, halPage or halListOrPage of a collection's records (page and the paging links only when there). */
export function wireListJsonSchema(def: ResourceDef, texts: readonly string[] = []): Json {
  // Every key these write: a middle page has every link.
  const page = halPage(def.name, [], { size: 1, totalElements: 3, totalPages: 3, number: 1 }, `${API}/${def.name}?page=1&size=1`);
  const list = halList(def.name, [], `${API}/${def.name}`);
  const count = INTEGER;
  const other = (key: string): Json => {
    if (key === '_embedded') return { type: 'object', properties: { [def.name]: { type: 'array', items: wireRecordJsonSchema(def, texts) } } };
    if (key === '_links') return links([...new Set([...Object.keys(page._links), ...Object.keys(list._links)])]);
    if (key === 'page') return { type: 'object', properties: Object.fromEntries(Object.keys(page.page).map((k) => [k, count])) };
    return {};
  };
  const keys = [...new Set([...Object.keys(page), ...Object.keys(list)])];
  return { type: 'object', properties: Object.fromEntries(keys.map((key) => [key, other(key)])) };
}

export interface ListSerializer {
  /** The compiled serializer alone: throws on a value of another type than its schema's. */
  fast: (answer: unknown) => string;
  /** The compiled serializer, or JSON.stringify when it throws. */
  serialize: (answer: unknown) => string;
}

const serializers = new WeakMap<ResourceDef, Map<string, ListSerializer>>();

/** The serializer of a collection's list answers, compiled once (`texts`: text fields added to each record, as listWords adds). */
export function listSerializer(def: ResourceDef, texts: readonly string[] = []): ListSerializer {
  let byTexts = serializers.get(def);
  if (!byTexts) serializers.set(def, (byTexts = new Map()));
  let s = byTexts.get(texts.join());
  if (!s) {
    const fast = fastJson(wireListJsonSchema(def, texts)) as (answer: unknown) => string;
    s = {
      fast,
      serialize: (answer) => {
        try {
          return fast(answer);
        } catch {
          return JSON.stringify(answer);
        }
      },
    };
    byTexts.set(texts.join(), s);
  }
  return s;
}
