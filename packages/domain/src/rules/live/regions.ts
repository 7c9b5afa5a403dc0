/*
 * Where a driver is, for the dashboard (spec sections 4 and 9): within a radius of the airport,
 * Central or Kowloon centre, otherwise others; a driver with no order is Pending. The centres are
 * system parameters; the radii are the spec's.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** One of the operator's active locations with a position (liveVehicles' `places`): a labelled point on the map's own background. */
export interface LivePlace extends LatLng {
  id: number;
  code: string;
  nameEng: string;
  nameChi: string | null;
}

export const REGION_RADIUS_METRES = { airport: 3000, central: 1477, kln: 3469, kwaiFongCarPark: 156 } as const;
export const REGIONS = ['airport', 'central', 'kln', 'others'] as const;
export type Region = (typeof REGIONS)[number] | 'Pending';

/** Region centres as the system parameters hold them. */
export interface RegionCentres {
  airport: LatLng;
  central: LatLng;
  kln: LatLng;
  kwaiFongCarPark: LatLng;
}

/** The defaults seeded as system parameters: Hong Kong International Airport, Central, Tsim Sha Tsui / Mong Kok, Kwai Fong. */
export const DEFAULT_REGION_CENTRES: RegionCentres = {
  airport: { latitude: 22.308, longitude: 113.9185 },
  central: { latitude: 22.2819, longitude: 114.1582 },
  kln: { latitude: 22.3117, longitude: 114.1722 },
  kwaiFongCarPark: { latitude: 22.3571, longitude: 114.1278 },
};

const EARTH_RADIUS_METRES = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine: metres of error at these distances). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const isInside = (point: LatLng, centre: LatLng, radiusMetres: number) => distanceMetres(point, centre) <= radiusMetres;

/** The region of a position: airport first, then Central, then Kowloon, otherwise others. */
export function regionOf(point: LatLng, centres: RegionCentres = DEFAULT_REGION_CENTRES): Exclude<Region, 'Pending'> {
  if (isInside(point, centres.airport, REGION_RADIUS_METRES.airport)) return 'airport';
  if (isInside(point, centres.central, REGION_RADIUS_METRES.central)) return 'central';
  if (isInside(point, centres.kln, REGION_RADIUS_METRES.kln)) return 'kln';
  return 'others';
}

/** A driver's dashboard region: Pending without an order, else where the position lies. */
export function driverRegion(driver: { orderId: number | null | undefined } & LatLng, centres: RegionCentres = DEFAULT_REGION_CENTRES): Region {
  if (!driver.orderId) return 'Pending';
  return regionOf(driver, centres);
}

/** Drop-off location ids after which an airport driver waits behind the others (spec section 9). */
export const isLateAirportDropoff = (locationId: number | null | undefined) => locationId != null && locationId >= 2 && locationId <= 7;

/**
 * The dashboard's order of drivers: airport drivers whose last drop-off location id is 2 to 7 after
 * every other driver; otherwise the given order is kept.
 */
export function orderDashboardDrivers<D extends { region: Region; lastDropoffLocationId?: number | null }>(drivers: readonly D[]): D[] {
  const late = (d: D) => d.region === 'airport' && isLateAirportDropoff(d.lastDropoffLocationId);
  return [...drivers.filter((d) => !late(d)), ...drivers.filter(late)];
}
