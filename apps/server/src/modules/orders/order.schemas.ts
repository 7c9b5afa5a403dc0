import { orderBodySchema, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { wireFieldSchema, wireId } from '../../engine/wire-schemas.js';
import { orderTariffAnswer } from '../pricing/pricing.schemas.js';

/** The documented shapes of the order calls (issue 9's wire contract). */

const int32 = () => z.int().min(0).max(2147483647);

/** id, version and the definition's fields (less the parent links), as readOrder answers them. */
function rowSchema(name: string, drop: string[] = []) {
  const def = RESOURCES[name];
  return z.strictObject({
    id: wireId(),
    version: int32(),
    ...Object.fromEntries(def.fields.filter((f) => !drop.includes(f.name)).map((f) => [f.name, wireFieldSchema(def, f.name)])),
  });
}

const fareLine = orderTariffAnswer.shape.lines.element;

export const orderVehicleAnswer = rowSchema('orderVehicles', ['orderId']).extend({
  stops: z
    .array(
      z.union([
        wireId(),
        z.strictObject({ locationId: z.null(), address: z.string().nullable(), zone: z.string().nullable() }).describe('a free address with its pricing zone'),
      ]),
    )
    .describe('the stops between pick-up and drop-off, in order: a location id, or {locationId: null, address, zone} (issue 30 part 3)'),
  fareLines: z.array(fareLine).describe("the engine's lines as saved (getOrderTariff's lines): the price is frozen until updateOrderTariff"),
  orderMiscs: z.array(rowSchema('orderMiscs', ['orderId', 'orderVehicleId'])),
  orderPaxes: z.array(rowSchema('orderPaxes', ['orderId', 'orderVehicleId'])),
  orderOCDiscounts: z.array(rowSchema('orderOCDiscounts', ['orderId', 'orderVehicleId'])),
  trackingToken: z.string().optional().describe("the passenger's tracking link's token (issue 33): at least 128 random bits; revokeTrackingToken replaces it"),
  trackingUrl: z.string().optional().describe("the passenger's tracking page: PUBLIC_URL (or the caller's origin) + /t/ + trackingToken"),
});

export const orderAnswer = rowSchema('orders').extend({ orderVehicles: z.array(orderVehicleAnswer) });

export const orderRefIdAnswer = z.strictObject({ orderRefId: z.string().describe('a new reference number of the selected branch, e.g. HK261123-0007') });

/** createOrder's and updateOrder's body, documented from the domain's schema. */
export const orderBody = orderBodySchema;
