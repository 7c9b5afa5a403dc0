import type { LivePlace } from '@limo/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { locations } from '../../db/schema/index.js';

/** At most this many of the operator's places on the live map: labels beyond it would only hide each other. */
export const LIVE_PLACES_MAX = 300;

/** The operator's active locations with a position: the labelled points of the map's own background (issue 30). */
export async function livePlaces(db: Db): Promise<LivePlace[]> {
  const rows = await db
    .select({
      id: locations.id,
      code: locations.locationCode,
      nameEng: locations.locationDescEng,
      nameChi: locations.locationDescChi,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .where(and(eq(locations.recordStatus, 'A'), isNotNull(locations.latitude), isNotNull(locations.longitude)))
    .orderBy(asc(locations.locationCode))
    .limit(LIVE_PLACES_MAX);
  // numeric columns come back as decimal strings; a map position is a plain coordinate.
  return rows.map((r) => ({ ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) }));
}
