import { srvText, zoneKey } from '@limo/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { zoneTravelTimes } from '../../db/schema/index.js';
import { badRequest } from '../../engine/errors.js';
import type { StoreOptions } from '../../engine/store.js';

/*
 * The zoneTravelTimes file's own rules (issue 32): a band ends after it starts, and the bands of
 * one pair of zones (case and spaces ignored, as the travel rule compares them) do not overlap,
 * so an hour never has two answers. A lock per branch serialises two writers checking at once.
 */

const z = zoneTravelTimes;

async function checkBand(tx: Tx, record: Record<string, unknown>, selfId?: number) {
  const from = Number(record.hourFrom);
  const to = Number(record.hourTo);
  if (!(to > from)) throw badRequest(srvText('srv.travel.bandEnds', { from, to }), undefined, [{ field: 'hourTo', value: record.hourTo }]);
  const branchId = Number(record.branchId);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('zone_travel_times'), ${branchId})`);
  const pair = await tx
    .select({ id: z.id, fromZone: z.fromZone, toZone: z.toZone, hourFrom: z.hourFrom, hourTo: z.hourTo })
    .from(z)
    .where(and(eq(z.branchId, branchId), selfId === undefined ? undefined : ne(z.id, selfId)));
  const [fromZone, toZone] = [zoneKey(record.fromZone as string), zoneKey(record.toZone as string)];
  const other = pair.find((r) => zoneKey(r.fromZone) === fromZone && zoneKey(r.toZone) === toZone && r.hourFrom < to && from < r.hourTo);
  if (other) {
    const params = { from, to, fromZone: String(record.fromZone), toZone: String(record.toZone), otherFrom: other.hourFrom, otherTo: other.hourTo };
    throw badRequest(srvText('srv.travel.bandOverlaps', params), undefined, [{ field: 'hourFrom', value: from }]);
  }
}

export const zoneTravelTimeOptions: StoreOptions = {
  checkWrite: (tx, record, _principal, before) => checkBand(tx, record, before?.id),
};
