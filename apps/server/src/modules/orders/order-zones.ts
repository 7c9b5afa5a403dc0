import { sql, type SQL } from 'drizzle-orm';
import * as t from '../../db/schema/index.js';

/*
 * A job's zones as the travel rule reads them (issue 32): a location's pricing zone (contractLabel),
 * else the zone chosen on the order for a free address. Correlated reads, so any query over
 * order_vehicles can select them without joining locations twice.
 */

const ov = t.orderVehicles;
const labelOf = (locationId: typeof ov.pickupLocationId | typeof ov.dropoffLocationId) =>
  sql`(select ${t.locations.contractLabel} from ${t.locations} where ${t.locations.id} = ${locationId})`;

export const pickupZoneSql: SQL<string | null> = sql<string | null>`coalesce(nullif(trim(${labelOf(ov.pickupLocationId)}), ''), ${ov.pickupZone})`;
export const dropoffZoneSql: SQL<string | null> = sql<string | null>`coalesce(nullif(trim(${labelOf(ov.dropoffLocationId)}), ''), ${ov.dropoffZone})`;
