import { MAX_ID, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { itemSchema } from '../../engine/openapi.js';
import { wireRecordSchema, wireRecordWith } from '../../engine/wire-schemas.js';
import { id, isoDate } from './allowance.schemas.js';

/* The rate card's and the other groups' bodies and answers (issue 16). */

export const versionBody = z.strictObject({ allowanceEffDateId: id('allowanceEffDateId') });
export const reseqBody = z.strictObject({
  allowanceEffDateId: id('allowanceEffDateId'),
  ids: z
    .array(id('ids[]'), { error: 'ids must be a list of rate ids' })
    .max(1000, 'At most 1000 rows')
    .describe('every rate row of the version, in the new order'),
});
export const copyRatesBody = z.strictObject({ fromAllowanceEffDateId: id('fromAllowanceEffDateId'), effDate: isoDate('effDate') });
export const natureIdsBody = z.strictObject({
  natureIds: z.array(id('natureIds[]'), { error: 'natureIds must be a list of nature ids' }).max(500, 'At most 500 natures'),
});

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown> };

/** A collection's body (its fields, as a patch) with an optional id: given, the record is updated. */
export function upsertBodyDoc(name: string, extra: Record<string, unknown> = {}): JsonSchema {
  const body = itemSchema(RESOURCES[name], 'patch') as JsonSchema;
  const idDoc = { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'the record to update; without it a new record is made' };
  return { ...body, properties: { id: idDoc, ...body.properties, ...extra } };
}

export const rateRow = wireRecordWith(RESOURCES.allowanceRates, {
  allowanceLocationCode: z.string().nullable(),
  allowanceVehicleTypeCode: z.string().nullable(),
});
export const versionRow = wireRecordSchema(RESOURCES.allowanceEffDates);
export const groupAnswer = wireRecordWith(RESOURCES.allowanceOtherGroups, { natureIds: z.array(z.int()).describe('the natures linked to the group') });
export const natureRow = wireRecordSchema(RESOURCES.allowanceOtherGroupNatures);
export const otherRow = wireRecordWith(RESOURCES.allowanceOthers, {
  driverNo: z.string(),
  groupCode: z.string(),
  natureCode: z.string(),
  sign: z.int(),
  lineAmount: z
    .string()
    .regex(/^-?\d+\.\d{2}$/)
    .describe('sign x qty x (amount, else the nature’s defaultAmount), rounded to cents'),
});
export const otherListBody = z.strictObject({
  driverId: id('driverId').optional(),
  dateFrom: isoDate('dateFrom'),
  dateTo: isoDate('dateTo'),
});
