/** Form values of a record, and the react-hook-form resolver built from the domain's bodySchema. */
import { bodySchema, brokenRules, describeIssues, type ResourceDef } from '@limo/domain';
import i18next from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { HalRecord } from '../api/hal';
import { fieldLabel } from './labels';

export type FormValues = Record<string, unknown>;

/** What the form shows for a field: '' for nothing ([] for a list of ids), HH:mm for times, the rest as given. */
export function toFormValues(def: ResourceDef, record: HalRecord | null, fixed: FormValues = {}): FormValues {
  const out: FormValues = {};
  for (const f of def.fields) {
    if (f.readOnly) continue;
    let v: unknown = record ? record[f.name] : f.default;
    // A list of ids (references) is a list in the form too: [] for none.
    if (f.type === 'references') v = Array.isArray(v) ? [...v] : [];
    if (v === null || v === undefined) v = f.type === 'flag' ? 0 : '';
    if (f.type === 'time' && typeof v === 'string') v = v.slice(0, 5);
    if (f.type === 'date' && typeof v === 'string') v = v.slice(0, 10);
    out[f.name] = v;
  }
  return { ...out, ...fixed };
}

export interface CheckedRecord {
  /** The values in wire form when nothing is wrong. */
  values: FormValues | null;
  /** What is wrong, by field, messages naming the field by its label. */
  errors: { field: string; message: string }[];
}

/**
 * Checks a record as the server will: the definition's schema (the same zod schema the server
 * uses), then its record rules (dates in order). Messages name the field ("Bank Code is required").
 */
export function checkRecord(def: ResourceDef, mode: 'create' | 'patch', values: FormValues): CheckedRecord {
  const result = bodySchema(def, mode).safeParse(values);
  if (!result.success) {
    const errors = describeIssues(def, result.error.issues, values).map(({ field, message, key }) => ({
      field,
      message: key ? localized(def, field, key) : message,
    }));
    return { values: null, errors };
  }
  const data = result.data as FormValues;
  const broken = brokenRules(def, data);
  return broken.length ? { values: null, errors: broken.map(({ field, message }) => ({ field, message })) } : { values: data, errors: [] };
}

/** A pattern's message in the reader's language, naming the field by its label in that language. */
function localized(def: ResourceDef, name: string, key: string): string {
  const field = def.fields.find((f) => f.name === name);
  return i18next.t(key, { label: field ? fieldLabel(field, i18next.language) : name });
}

/** The react-hook-form resolver of checkRecord: on success the values are in wire form. */
export function resolverFor(def: ResourceDef, mode: 'create' | 'patch'): Resolver<FormValues> {
  return async (values) => {
    const checked = checkRecord(def, mode, values);
    if (checked.values) return { values: checked.values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const e of checked.errors) {
      if (!errors[e.field]) errors[e.field] = { type: 'validation', message: e.message };
    }
    return { values: {}, errors };
  };
}
