/** A rate row edited in place: what its cells show, and the upsertAllowanceRate body once it checks out. */
import { type FieldDef, RESOURCES } from '@limo/domain';
import { checkRecord } from '../../resources/formValues';
import type { RateRow } from './allowanceRateModel';

const def = RESOURCES.allowanceRates;
export const rateField = (name: string) => def.fields.find((f) => f.name === name) as FieldDef;

/** The cells of the row, in the order of the table's columns after the sequence. */
export const EDIT_FIELDS = ['allowanceLocationId', 'allowanceVehicleTypeId', 'serviceType', 'fromTime', 'toTime', 'amount', 'remarks'] as const;

export type EditValues = Record<(typeof EDIT_FIELDS)[number], unknown>;

const blank = (v: unknown) => (v === null || v === undefined ? '' : v);

/** What the cells start with: '' for a condition left as "any", times as HH:mm. */
export function editValues(row: RateRow | null): EditValues {
  const time = (v: unknown) => (typeof v === 'string' ? v.slice(0, 5) : '');
  return {
    allowanceLocationId: blank(row?.allowanceLocationId),
    allowanceVehicleTypeId: blank(row?.allowanceVehicleTypeId),
    serviceType: blank(row?.serviceType),
    fromTime: time(row?.fromTime),
    toTime: time(row?.toTime),
    amount: blank(row?.amount),
    remarks: blank(row?.remarks),
  };
}

/**
 * The body of upsertAllowanceRate, checked as the server checks a rate row (empty conditions are
 * null, "any"); a new row sends no sequence, so it goes last. Messages by field when it is wrong.
 */
export function upsertBody(values: EditValues, versionId: number, row: RateRow | null): { body: Record<string, unknown> } | { errors: Record<string, string> } {
  const checked = checkRecord(def, 'create', { ...values, allowanceEffDateId: versionId, seq: row?.seq ?? 0 });
  if (!checked.values) return { errors: Object.fromEntries(checked.errors.map((e) => [e.field, e.message])) };
  const { seq, ...rest } = checked.values;
  return { body: row ? { id: row.id, ...rest, seq } : rest };
}
