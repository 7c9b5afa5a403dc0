import { instantMillis, isValidIsoDate, MAX_ID, MIN_INT, srvText } from '@limo/domain';
import { z } from 'zod';
import type { FieldProblem } from './errors.js';
import { fieldLabel } from './field-text.js';

/*
 * Issue 31: what a hand-written body's zod schema leaves unbounded, held to what PostgreSQL holds,
 * read from the schema itself (as the OpenAPI document shows it), so every body parsed by the shared
 * parsers (parseWithPaths, parseBody) is held without a line of its own:
 * - a whole number the schema leaves JavaScript's whole range (`z.int()`, `.int().positive()`) is a
 *   PostgreSQL integer: the columns the API writes whole numbers to are integers, and a smallint's
 *   narrower range is its schema's to give;
 * - a date (`z.iso.date()`, which takes year 0000) and a date-time keep to years 0001 to 9999.
 */

type Schema = Record<string, unknown>;

export interface BoundProblem {
  /** Where in the body, as zod names paths. */
  path: (string | number)[];
  code: 'OUT_OF_RANGE' | 'NOT_A_DATE';
  params?: Record<string, number>;
  /** The English after the field's name: "must be a whole number from 1 to 2147483647". */
  message: string;
  value: unknown;
  /** A date-time (the code's own text words a date, YYYY-MM-DD). */
  instant?: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

const documented = new WeakMap<z.ZodType, Schema>();
/** The schema as a client may send it (zod's JSON Schema, converted once). */
function jsonOf(schema: z.ZodType): Schema {
  let json = documented.get(schema);
  if (!json) {
    try {
      json = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as Schema;
    } catch {
      // A schema zod cannot write out bounds nothing here: its own validation stands alone.
      json = {};
    }
    documented.set(schema, json);
  }
  return json;
}

const unionOf = (s: Schema) => [...((s.anyOf as Schema[] | undefined) ?? []), ...((s.oneOf as Schema[] | undefined) ?? [])];

/** Whether a value is of the JSON type a schema names (one without a type takes anything). */
function typeFits(s: Schema, v: unknown): boolean {
  if (v === null) return s.nullable === true || s.type === 'null';
  if (s.type === 'object') return isObject(v);
  if (s.type === 'array') return Array.isArray(v);
  if (s.type === 'integer' || s.type === 'number') return typeof v === 'number';
  if (s.type === 'string') return typeof v === 'string';
  if (s.type === 'boolean') return typeof v === 'boolean';
  return true;
}

/** The range of a whole number: its schema's, a side left at JavaScript's whole range held to a PostgreSQL integer's. */
function wholeRange(s: Schema): { min: number; max: number } {
  const exclusive = s.exclusiveMinimum === true || typeof s.exclusiveMinimum === 'number';
  const low = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : typeof s.minimum === 'number' ? s.minimum : Number.MIN_SAFE_INTEGER;
  const high = typeof s.maximum === 'number' ? s.maximum : Number.MAX_SAFE_INTEGER;
  return { min: Math.max(MIN_INT, Math.ceil(low) + (exclusive ? 1 : 0)), max: Math.min(MAX_ID, Math.floor(high)) };
}

function walk(s: Schema, value: unknown, path: (string | number)[], out: BoundProblem[]): void {
  if (value === undefined || value === null) return;
  const union = unionOf(s);
  if (union.length) {
    const tries = union
      .filter((b) => typeFits(b, value))
      .map((b) => {
        const found: BoundProblem[] = [];
        walk(b, value, path, found);
        return found;
      });
    // One branch the value keeps to is enough; none to fit is the validation's to say.
    if (tries.length && tries.every((t) => t.length)) out.push(...tries[0]);
    return;
  }
  for (const part of (s.allOf as Schema[] | undefined) ?? []) walk(part, value, path, out);
  if (s.type === 'object' && isObject(value)) {
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    for (const name of Object.keys(properties)) if (Object.hasOwn(value, name)) walk(properties[name], value[name], [...path, name], out);
  } else if (s.type === 'array' && Array.isArray(value) && isObject(s.items)) {
    value.forEach((item, i) => walk(s.items as Schema, item, [...path, i], out));
  } else if (s.type === 'integer' && typeof value === 'number' && Number.isInteger(value) && !Array.isArray(s.enum)) {
    // Within a PostgreSQL integer, the schema's own range is its validation's to word.
    if (value >= MIN_INT && value <= MAX_ID) return;
    const { min, max } = wholeRange(s);
    out.push({ path, code: 'OUT_OF_RANGE', params: { min, max }, message: `must be a whole number from ${min} to ${max}`, value });
  } else if (s.type === 'string' && typeof value === 'string') {
    if (s.format === 'date' && DATE_SHAPE.test(value) && !isValidIsoDate(value))
      out.push({ path, code: 'NOT_A_DATE', message: 'must be a date YYYY-MM-DD from 0001-01-01 to 9999-12-31', value });
    else if (s.format === 'date-time' && !Number.isNaN(Date.parse(value)) && instantMillis(value) === undefined)
      out.push({ path, code: 'NOT_A_DATE', message: 'must be an ISO 8601 date-time from 0001-01-01 to 9999-12-31', value, instant: true });
  }
}

/** What a body holds beyond PostgreSQL where its schema left it unbounded; nothing for a body its schema bounds. */
export function boundProblems(schema: z.ZodType, body: unknown): BoundProblem[] {
  const out: BoundProblem[] = [];
  walk(jsonOf(schema), body, [], out);
  return out;
}

/** A bound problem as the shared parsers answer it, named `field` (each parser names paths its own way). */
export function boundFieldProblem(p: BoundProblem, field: string): FieldProblem {
  const message = `${field} ${p.message}`;
  const text = p.instant ? srvText('srv.bounds.instant', { english: message, label: fieldLabel(field) }) : undefined;
  return { field, code: p.code, ...(p.params ? { params: p.params } : {}), message, value: p.value, ...(text ? { text } : {}) };
}
