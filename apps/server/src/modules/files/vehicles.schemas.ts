import { idSchema } from '@limo/domain';
import { z } from 'zod';

/** updateVehicleType: new display sequences of vehicle types. */
export const resequenceSchema = z.object({
  vehicleTypes: z.array(z.object({ id: idSchema(), displaySeq: z.number().int().min(0).max(99999) }), { error: 'must be a list of {id, displaySeq}' }).min(1, 'must not be empty'),
});
export type Resequence = z.infer<typeof resequenceSchema>;
