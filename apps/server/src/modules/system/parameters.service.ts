import { DEFAULT_TRAVEL_MINUTES, operatorTimeZone } from '@limo/domain';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sysParameters } from '../../db/schema/index.js';
import { readId } from '../../engine/ids.js';

/** The system parameters every signed-in screen needs; the rest need SYSTEMPARM. */
export const PUBLIC_PARAMETERS = ['defaultErrorMessage', 'elearningUrl'] as const;

/** The public parameters (null when missing) and the operator's time zone. */
export async function readPublicParameters(db: Db) {
  const rows = await db
    .select()
    .from(sysParameters)
    .where(inArray(sysParameters.parmKey, [...PUBLIC_PARAMETERS]));
  const parameters = Object.fromEntries(PUBLIC_PARAMETERS.map((k) => [k, rows.find((r) => r.parmKey === k)?.parmValue ?? null]));
  // The web takes today and formats stamps in this zone, wherever the browser runs.
  return { ...parameters, timeZone: operatorTimeZone() };
}

export interface Parameters {
  vendorPrefix: string;
  excludedClientTypeId?: number;
  specialClientIds: number[];
  filterClientIds: number[];
  /** Minutes a driver or vehicle needs between two jobs before they clash (docs/scheduling.md). */
  turnaroundMinutes: number;
  /** Vehicle types below this capacity count in the grid's capacity strip. */
  smallVehicleMaxCapacity: number;
  /** Minutes between two zones without a travel-times row (issue 32, docs/scheduling.md "Travel between jobs"). */
  defaultTravelMinutes: number;
}

// Parameters are free text on their screen: a value that is not an id (beyond the id range, a
// fraction, text) names no record, so it is left out rather than reaching SQL.
const ids = (v: string | null | undefined) =>
  (v ?? '')
    .split(',')
    .map(readId)
    .filter((n) => n !== undefined);

/** The system parameters the product's rules read (vendor prefix, special client lists...), with the spec's fallbacks. */
export async function readParameters(db: Db | Tx): Promise<Parameters> {
  const rows = await db
    .select()
    .from(sysParameters)
    .where(
      inArray(sysParameters.parmKey, [
        'vendorPrefix',
        'excludedClientTypeId',
        'specialClientIds',
        'filterClientIds',
        'turnaroundMinutes',
        'smallVehicleMaxCapacity',
        'defaultTravelMinutes',
      ]),
    );
  const get = (k: string) => rows.find((r) => r.parmKey === k)?.parmValue;
  const minutes = (k: string, fallback: number, max: number) => {
    const n = Number(get(k));
    return get(k) !== undefined && get(k) !== '' && Number.isInteger(n) && n >= 0 && n <= max ? n : fallback;
  };
  return {
    vendorPrefix: get('vendorPrefix') || 'OUS',
    excludedClientTypeId: readId(get('excludedClientTypeId')),
    specialClientIds: ids(get('specialClientIds')),
    filterClientIds: ids(get('filterClientIds')),
    turnaroundMinutes: minutes('turnaroundMinutes', 15, 240),
    smallVehicleMaxCapacity: minutes('smallVehicleMaxCapacity', 8, 99),
    defaultTravelMinutes: minutes('defaultTravelMinutes', DEFAULT_TRAVEL_MINUTES, 600),
  };
}
