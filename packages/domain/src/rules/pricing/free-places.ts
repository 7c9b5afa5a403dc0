/**
 * A free address (issue 30 part 3) is priced exactly as a location of its zone: the request names it
 * by a negative id no record has, and carries it as a location row whose contractLabel is the zone.
 * Table L (location to location) never matches it; table B (zone to zone) and the rest do.
 */
import type { LocationRow } from './types.js';

export const FREE_PLACE_ID = { pickup: -1, dropoff: -2, stop: (i: number) => -3 - i } as const;

/** The location row the engine reads for a free address: its name is the address, its code and zone the zone. */
export const freePlaceRow = (id: number, address: string, zone: string): LocationRow => ({
  id,
  locationCode: zone,
  locationDescEng: address,
  contractLabel: zone,
});

/** A place of a body: its location id, else the free address's id (pushed to `free`); null when neither. */
export function placeId(
  place: { locationId?: number | null; address?: string | null; zone?: string | null },
  freeId: number,
  free: LocationRow[],
): number | null {
  if (place.locationId) return place.locationId;
  if (!place.address || !place.zone) return null;
  free.push(freePlaceRow(freeId, place.address, place.zone));
  return freeId;
}

/** Every location the engine may look up: the card's and the request's free addresses. */
export const locationsOf = (card: { locations: LocationRow[] }, request: { freePlaces?: LocationRow[] }): LocationRow[] => [
  ...card.locations,
  ...(request.freePlaces ?? []),
];
