/** Form values of a record, and the react-hook-form resolver built from the domain's bodySchema. */
import { bodySchema, describeIssues, type ResourceDef } from '@limo/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { HalRecord } from '../api/hal';

export type FormValues = Record<string, unknown>;

/** What the form shows for a field: '' for nothing, HH:mm for times, the rest as given. */
export function toFormValues(def: ResourceDef, record: HalRecord | null, fixed: FormValues = {}): FormValues {
  const out: FormValues = {};
  for (const f of def.fields) {
    if (f.readOnly) continue;
    let v: unknown = record ? record[f.name] : f.default;
    if (v === null || v === undefined) v = f.type === 'flag' ? 0 : '';
    if (f.type === 'time' && typeof v === 'string') v = v.slice(0, 5);
    if (f.type === 'date' && typeof v === 'string') v = v.slice(0, 10);
    out[f.name] = v;
  }
  return { ...out, ...fixed };
}

/**
 * Validation with the same schema the server uses; messages name the field by its label
 * ("Bank Code is required"). On success the values are in wire form.
 */
export function resolverFor(def: ResourceDef, mode: 'create' | 'patch'): Resolver<FormValues> {
  const schema = bodySchema(def, mode);
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as FormValues, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const e of describeIssues(def, result.error.issues, values)) {
      if (!errors[e.field]) errors[e.field] = { type: 'validation', message: e.message };
    }
    return { values: {}, errors };
  };
}
