import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysParameters } from '../../db/schema/index.js';
import { readId } from '../../engine/ids.js';

export interface Parameters {
  vendorPrefix: string;
  excludedClientTypeId?: number;
  specialClientIds: number[];
  filterClientIds: number[];
}

// Parameters are free text on their screen: a value that is not an id (beyond the id range, a
// fraction, text) names no record, so it is left out rather than reaching SQL.
const ids = (v: string | null | undefined) =>
  (v ?? '')
    .split(',')
    .map(readId)
    .filter((n) => n !== undefined);

/** The system parameters the product's rules read (vendor prefix, special client lists...), with the spec's fallbacks. */
export async function readParameters(db: Db): Promise<Parameters> {
  const rows = await db
    .select()
    .from(sysParameters)
    .where(inArray(sysParameters.parmKey, ['vendorPrefix', 'excludedClientTypeId', 'specialClientIds', 'filterClientIds']));
  const get = (k: string) => rows.find((r) => r.parmKey === k)?.parmValue;
  return {
    vendorPrefix: get('vendorPrefix') || 'OUS',
    excludedClientTypeId: readId(get('excludedClientTypeId')),
    specialClientIds: ids(get('specialClientIds')),
    filterClientIds: ids(get('filterClientIds')),
  };
}
