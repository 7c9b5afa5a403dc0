import { type ServerText, type ServerTextParam, srvText } from '@limo/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/*
 * The route and the passengers of each order vehicle an invoice bills (issue 30 part 8b), as text
 * parameters: a location by its names in both languages (the reader's shown, Chinese falling back to
 * English), a free address as typed; the passengers by name in the order they were entered.
 */

/** Where an order vehicle starts and ends, as billableLines reads it. */
export interface TripEnds {
  orderVehicleId: number;
  pickupLocationId: number | null;
  pickupAddress: string | null;
  dropoffLocationId: number | null;
  dropoffAddress: string | null;
}

export interface TripParts {
  route: ServerText | ServerTextParam;
  /** '' when the order vehicle has no passenger named. */
  pax: ServerText | '';
}

type Place = { locationId: number | null; address: string | null };

/** Items joined by a key of {{first}} and {{rest}}: one text for any count. */
const chain = (key: 'srv.inv.routeNext' | 'srv.inv.paxNext', items: ServerTextParam[]): ServerTextParam =>
  items.slice(0, -1).reduceRight<ServerTextParam>((rest, first) => srvText(key, { first, rest }), items[items.length - 1] ?? '');

/** Rows by their order vehicle, in the order read. */
function byTrip<R extends { orderVehicleId: number }>(rows: R[]): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const r of rows) {
    const list = out.get(r.orderVehicleId);
    if (list) list.push(r);
    else out.set(r.orderVehicleId, [r]);
  }
  return out;
}

/** Each order vehicle's route (pick-up → stops → drop-off) and passengers. */
export async function tripParts(db: Db | Tx, trips: readonly TripEnds[]): Promise<Map<number, TripParts>> {
  const ids = [...new Set(trips.map((r) => r.orderVehicleId))];
  if (!ids.length) return new Map();
  const s = t.orderVehicleStops;
  const p = t.orderPaxes;
  const [stops, paxes] = await Promise.all([
    db
      .select({ orderVehicleId: s.orderVehicleId, locationId: s.locationId, address: s.address })
      .from(s)
      .where(inArray(s.orderVehicleId, ids))
      .orderBy(asc(s.orderVehicleId), asc(s.seq)),
    db.select({ orderVehicleId: p.orderVehicleId, paxName: p.paxName }).from(p).where(inArray(p.orderVehicleId, ids)).orderBy(asc(p.id)),
  ]);
  const [stopsOf, paxesOf] = [byTrip(stops), byTrip(paxes)];
  const placesOf = new Map<number, Place[]>();
  for (const r of trips) {
    const between = stopsOf.get(r.orderVehicleId) ?? [];
    const dropoff = r.dropoffLocationId !== null || r.dropoffAddress ? [{ locationId: r.dropoffLocationId, address: r.dropoffAddress }] : [];
    placesOf.set(r.orderVehicleId, [{ locationId: r.pickupLocationId, address: r.pickupAddress }, ...between, ...dropoff]);
  }
  const locationIds = [...new Set([...placesOf.values()].flat().flatMap((x) => (x.locationId === null ? [] : [x.locationId])))];
  const l = t.locations;
  const names = new Map(
    locationIds.length
      ? (await db.select({ id: l.id, en: l.locationDescEng, zh: l.locationDescChi }).from(l).where(inArray(l.id, locationIds))).map((x) => [
          x.id,
          { en: x.en, zh: x.zh ?? '' },
        ])
      : [],
  );
  const placeText = (x: Place): ServerTextParam => (x.locationId !== null ? (names.get(x.locationId) ?? x.address ?? '') : (x.address ?? '').trim());
  const out = new Map<number, TripParts>();
  for (const id of ids) {
    const pax = (paxesOf.get(id) ?? []).map((x) => x.paxName.trim()).filter(Boolean);
    out.set(id, {
      route: chain('srv.inv.routeNext', (placesOf.get(id) ?? []).map(placeText)),
      pax: pax.length ? srvText(pax.length > 1 ? 'srv.inv.tripPaxes' : 'srv.inv.tripPax', { names: chain('srv.inv.paxNext', pax) }) : '',
    });
  }
  return out;
}
