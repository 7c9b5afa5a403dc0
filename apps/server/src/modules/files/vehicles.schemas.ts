import { idSchema, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { halListOrPageSchema, halListSchema, wireFieldSchema, wireRecordSchema, wireRecordWith } from '../../engine/wire-schemas.js';

/** updateVehicleType: new display sequences of vehicle types. */
export const resequenceSchema = z.object({
  vehicleTypes: z
    .array(z.object({ id: idSchema(), displaySeq: z.number().int().min(0).max(99999) }), { error: 'must be a list of {id, displaySeq}' })
    .min(1, 'must not be empty'),
});
export type Resequence = z.infer<typeof resequenceSchema>;

export const vehicleTypeEnquiryAnswer = halListOrPageSchema(
  'vehicleTypes',
  wireRecordWith(RESOURCES.vehicleTypes, { branchCodes: z.string().describe('codes of your branches using the type, comma-separated') }),
);
export const resequenceAnswer = halListSchema('vehicleTypes', wireRecordSchema(RESOURCES.vehicleTypes));
export const vehiclePickAnswer = halListOrPageSchema(
  'vehicles',
  wireRecordWith(RESOURCES.vehicles, {
    vehicleType: wireFieldSchema(RESOURCES.vehicleTypes, 'vehicleType'),
    maxCapacity: wireFieldSchema(RESOURCES.vehicleTypes, 'maxCapacity'),
  }),
);
