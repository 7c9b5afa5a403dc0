import { z } from 'zod';
import type { FieldDef, ResourceDef } from './resources/define.js';
import { NEVER_SENT_FIELDS } from './resources/define.js';
import { isValidIsoDate, moneyToCents, normalizeMoney, normalizeTime, toFlag } from './rules/wire.js';

/** The largest id (and integer) a PostgreSQL integer column holds. */
export const MAX_ID = 2_147_483_647;
export const MIN_INT = -2_147_483_648;
const ID_MESSAGE = 'must be the id of a record';

/** An id in a request body: a whole number from 1 to MAX_ID ("is required" when absent). */
export const idSchema = () =>
  z
    .number({ error: (iss) => (iss.input === undefined ? 'is required' : ID_MESSAGE) })
    .int(ID_MESSAGE)
    .min(1, ID_MESSAGE)
    .max(MAX_ID, ID_MESSAGE);
/**
 * Cross-field checks that run even when a field is broken (one answer lists every problem), but only on
 * an object: null or a list in its place has no fields to compare (issue 31: `orderVehicles: [null]` failed).
 */
export const onAnyObject = {
  when: (payload: { value: unknown }) => payload.value !== null && typeof payload.value === 'object' && !Array.isArray(payload.value),
};

/** A list of ids in a request body. */
export const idListSchema = () => z.array(idSchema(), { error: 'must be a list of ids' });

/**
 * The request validation of a master-data collection, built from its definition.
 * `create` needs every required field and fills defaults; `patch` takes any subset.
 * Values are normalised to their wire form (trimmed text, HH:mm:ss, 1/0, money with 2 decimals).
 */
export function bodySchema(def: ResourceDef, mode: 'create' | 'patch') {
  const shape: Record<string, z.ZodType> = {};
  for (const field of def.fields) {
    if (field.readOnly) continue;
    shape[field.name] = fieldSchema(field, mode);
  }
  const ignored = new Set<string>([...NEVER_SENT_FIELDS, 'id']);
  return z.preprocess(
    (body) => {
      if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
      return Object.fromEntries(Object.entries(body).filter(([k]) => !ignored.has(k)));
    },
    z.strictObject(shape, { error: (iss) => (iss.code === 'unrecognized_keys' ? `is not a field of ${def.label.en}` : 'must be an object') }),
  );
}

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function fieldSchema(field: FieldDef, mode: 'create' | 'patch'): z.ZodType {
  const base = valueSchema(field);
  if (field.type === 'references') {
    // A list is never null: absent or null is the empty list (left alone by a patch when absent).
    const list = z.preprocess((v) => (v === null ? [] : v), base);
    return mode === 'create' ? list.default([] as never) : list.optional();
  }
  if (field.required) {
    const inner = z
      .unknown()
      .transform((v, ctx) => {
        if (empty(v)) {
          ctx.addIssue({ code: 'custom', message: 'is required' });
          return z.NEVER;
        }
        return v;
      })
      .pipe(base);
    // In a patch a required field may be left out, but never emptied.
    if (mode === 'patch') return inner.optional();
    return field.default === undefined ? inner : inner.default(field.default as never);
  }
  // Absent: the default on create (or null), left alone on patch; empty text means null.
  const inner = z.preprocess((v) => (empty(v) ? null : v), base.nullable());
  return mode === 'create' ? inner.default((field.default ?? null) as never) : inner.optional();
}

function valueSchema(field: FieldDef): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'longText': {
      let s = z
        .string({ error: 'must be text' })
        .trim()
        .refine((v) => !v.includes('\u0000'), 'must not hold a NUL character');
      if (field.max) s = s.max(field.max, `must be at most ${field.max} characters`);
      if (field.pattern) s = s.regex(new RegExp(field.pattern.regex), field.pattern.message);
      return field.upper ? s.transform((v) => v.toUpperCase()) : s;
    }
    case 'reference':
      return z.preprocess(
        notScalarToInvalid,
        z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE),
      );
    case 'references':
      return z
        .array(
          z.preprocess(
            notScalarToInvalid,
            z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE),
          ),
          { error: 'must be a list of ids' },
        )
        .max(1000, 'must hold at most 1000 ids')
        .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
    case 'integer': {
      // Integer columns hold 32 bits: a larger number would fail in the database.
      const min = field.min ?? MIN_INT;
      const max = field.max ?? MAX_ID;
      const n = z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`);
      return z.preprocess(notScalarToInvalid, n);
    }
    case 'decimal': {
      let n = z.coerce.number({ error: 'must be a number' }).refine(Number.isFinite, 'must be a number');
      if (field.min !== undefined) n = n.refine((v) => v >= (field.min as number), `must be at least ${field.min}`);
      if (field.max !== undefined) n = n.refine((v) => v <= (field.max as number), `must be at most ${field.max}`);
      return z.preprocess(notScalarToInvalid, n);
    }
    case 'money':
      return z.union([z.string(), z.number()], { error: 'must be an amount' }).transform((v, ctx) => {
        const m = normalizeMoney(v);
        if (m === undefined) {
          ctx.addIssue({ code: 'custom', message: 'must be an amount with at most 2 decimals' });
          return z.NEVER;
        }
        if (field.min !== undefined && Number(m) < field.min) {
          ctx.addIssue({ code: 'custom', message: `must be at least ${field.min}` });
        }
        // In cents: the largest amount the column holds (numeric(12,2)) is not exact as a float.
        if (field.max !== undefined && moneyToCents(m) > Math.round(field.max * 100)) {
          ctx.addIssue({ code: 'custom', message: `must be at most ${field.max}` });
        }
        return m;
      });
    case 'datetime':
      return z.iso.datetime({ error: 'must be an instant (ISO 8601)' });
    case 'date':
      return z.string({ error: 'must be a date YYYY-MM-DD' }).refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
    case 'time':
      return z.string({ error: 'must be a time HH:mm:ss' }).transform((v, ctx) => normalizeTime(v) ?? invalid(ctx, 'must be a time HH:mm:ss'));
    case 'flag':
      return z.unknown().transform((v, ctx) => toFlag(v) ?? invalid(ctx, 'must be 1 or 0'));
    case 'status': {
      const options = field.options ?? ['A', 'C'];
      return z.string({ error: `must be one of ${options.join(', ')}` }).refine((v) => options.includes(v), `must be one of ${options.join(', ')}`);
    }
  }
}

function invalid(ctx: { addIssue(issue: { code: 'custom'; message: string }): void }, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** z.coerce would read true as 1 and [7] as 7: anything but a number or a string is not a number. */
const notScalarToInvalid = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : 'x');

export interface FieldError {
  field: string;
  message: string;
  value: unknown;
  /** The text-table key of a broken pattern that has one: forms show it in the reader's language. */
  key?: string;
}

/** Zod issues as messages naming the field by its label: "Bank Code is required". */
export function describeIssues(def: ResourceDef | undefined, issues: z.core.$ZodIssue[], input: unknown): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ field: key, message: `${key} ${issue.message}`, value: pick(input, [key]) });
      continue;
    }
    const path = issue.path.map(String);
    const field = def?.fields.find((f) => f.name === path[0]);
    // A bad id in a list names the list (the form's field), with the bad item as the value.
    const name = field?.type === 'references' ? field.name : path.join('.') || 'body';
    const label = field?.label.en ?? name;
    const key = issue.code === 'invalid_format' && issue.message === field?.pattern?.message ? field.pattern.key : undefined;
    out.push({ field: name, message: `${label} ${issue.message}`, value: pick(input, path), ...(key ? { key } : {}) });
  }
  return out;
}

function pick(input: unknown, path: string[]): unknown {
  let cur = input;
  for (const p of path) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}
