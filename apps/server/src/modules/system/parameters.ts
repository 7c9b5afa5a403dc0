import { typedParmValue } from '@limo/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysParameters } from '../../db/schema/index.js';

export interface Parameters {
  vendorPrefix: string;
  excludedClientTypeId?: number;
  specialClientIds: number[];
  filterClientIds: number[];
}

const ids = (v: string | null | undefined) =>
  (v ?? '')
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/** The system parameters the product's rules read (vendor prefix, special client lists...), with the spec's fallbacks. */
export async function readParameters(db: Db): Promise<Parameters> {
  const rows = await db
    .select()
    .from(sysParameters)
    .where(inArray(sysParameters.parmKey, ['vendorPrefix', 'excludedClientTypeId', 'specialClientIds', 'filterClientIds']));
  const get = (k: string) => rows.find((r) => r.parmKey === k)?.parmValue;
  const excluded = typedParmValue(get('excludedClientTypeId'));
  return {
    vendorPrefix: get('vendorPrefix') || 'OUS',
    excludedClientTypeId: typeof excluded === 'number' ? excluded : undefined,
    specialClientIds: ids(get('specialClientIds')),
    filterClientIds: ids(get('filterClientIds')),
  };
}
