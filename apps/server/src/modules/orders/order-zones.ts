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
const stops = t.orderVehicleStops;
/** The last stop's zone: where a job without a drop-off (a hire with stops) ends, as the schedule row's end place. */
const lastStopZone = sql`(select coalesce(nullif(trim((select ${t.locations.contractLabel} from ${t.locations} where ${t.locations.id} = ${stops.locationId})), ''), ${stops.zone})
  from ${stops} where ${stops.orderVehicleId} = ${ov.id} order by ${stops.seq} desc limit 1)`;

/** The drop-off's zone; without a drop-off, the last stop's, else the pick-up's (the job ends where it ends on the grid). */
export const dropoffZoneSql: SQL<string | null> = sql<string | null>`case when ${ov.dropoffLocationId} is not null or ${ov.dropoffAddress} is not null
  then coalesce(nullif(trim(${labelOf(ov.dropoffLocationId)}), ''), ${ov.dropoffZone})
  else coalesce(${lastStopZone}, ${pickupZoneSql}) end`;
