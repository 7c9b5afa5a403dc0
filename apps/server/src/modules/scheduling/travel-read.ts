// TEMP (lead): replaced by H1's version at merge.
import { travelRule, type TravelFn } from '@limo/domain';
import type { Db, Tx } from '../../db/client.js';
export async function readTravel(_ex: Db | Tx, _branchId: number): Promise<{ travel: TravelFn; rows: []; defaultMinutes: number; baseZone: string | null }> {
  return { travel: travelRule([], 30), rows: [], defaultMinutes: 30, baseZone: null };
}
