import { orderBodySchema, orderImportMappingSchema } from '@limo/domain';
import { z } from 'zod';
import { wireId } from '../../engine/wire-schemas.js';

/** createOrderBatch and the import mappings (issue 15's wire contract, docs/order-operations.md). */

/** At most this many orders a batch (the limit). */
export const MAX_BATCH_ORDERS = 2000;

/** The envelope as the handler reads it; each order is then read like createOrder's body, row by row. */
export const batchEnvelope = z.object(
  {
    dryRun: z
      .boolean({ error: 'must be true or false' })
      .nullish()
      .transform((v) => v ?? false),
    orders: z
      .array(z.unknown(), { error: 'must be a list of createOrder bodies' })
      .min(1, 'must hold at least one order')
      .max(MAX_BATCH_ORDERS, `must hold at most ${MAX_BATCH_ORDERS} orders`),
  },
  { error: 'must be an object {dryRun, orders}' },
);

/** The documented body. */
export const batchBody = z.object({
  dryRun: z.boolean().optional().describe('true: price and check every order, save nothing (200); false or left out: create them all (201)'),
  orders: z.array(orderBodySchema).min(1).max(MAX_BATCH_ORDERS).describe(`createOrder bodies, at most ${MAX_BATCH_ORDERS}`),
});

const batchError = z.strictObject({
  field: z.string().describe('the full path: orders[3].orderVehicles[0].pickupLocationId'),
  message: z.string(),
});

const batchRow = z.strictObject({
  row: z.int().min(0).describe("the order's index in `orders`, from 0"),
  id: wireId().optional().describe('the order made (201 only)'),
  orderRefId: z.string().optional().describe('its reference number (201 only)'),
  fareAmt: z.string().nullable().describe("the sum of its order vehicles' fares; null when a vehicle could not be priced"),
  errors: z.array(batchError),
});

export const batchAnswer = z.strictObject({
  created: z.int().min(0).describe('the orders created: 0 for a dry run or a refusal'),
  orders: z.array(batchRow),
});
export type BatchAnswer = z.infer<typeof batchAnswer>;
export type BatchRow = z.infer<typeof batchRow>;
export type BatchError = z.infer<typeof batchError>;

export const mappingBody = z.object({ mapping: orderImportMappingSchema }, { error: 'must be an object {mapping}' });

export const mappingAnswer = z.strictObject({
  clientId: wireId(),
  mapping: z.record(z.string(), z.string()).describe('{sheet column header: order field}'),
});
