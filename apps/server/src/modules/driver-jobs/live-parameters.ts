import { DEFAULT_REGION_CENTRES, type LatLng, type RegionCentres } from '@limo/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysParameters } from '../../db/schema/index.js';

/* The live data's system parameters (issue 11): region centres, history days, the map's tile URL. */

const CENTRE_KEYS: Record<keyof RegionCentres, string> = {
  airport: 'regionCentreAirport',
  central: 'regionCentreCentral',
  kln: 'regionCentreKln',
  kwaiFongCarPark: 'regionCentreKwaiFong',
};

export interface LiveParameters {
  centres: RegionCentres;
  positionHistoryDays: number;
  tileUrl: string | null;
}

/** "22.3080,113.9185" as a point; undefined for anything that is not a latitude and longitude. */
export function readCentre(value: string | null | undefined): LatLng | undefined {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (!m) return undefined;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : undefined;
}

/** A tile URL template the map may use: http(s) with {z}, {x} and {y}; anything else means no tiles. */
export function readTileUrl(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return /^https?:\/\/\S+$/.test(v) && v.includes('{z}') && v.includes('{x}') && v.includes('{y}') ? v : null;
}

export async function readLiveParameters(db: Db): Promise<LiveParameters> {
  const keys = [...Object.values(CENTRE_KEYS), 'positionHistoryDays', 'mapTileUrl'];
  const rows = await db.select().from(sysParameters).where(inArray(sysParameters.parmKey, keys));
  const get = (k: string) => rows.find((r) => r.parmKey === k)?.parmValue;
  const centres = Object.fromEntries(
    (Object.keys(CENTRE_KEYS) as (keyof RegionCentres)[]).map((k) => [k, readCentre(get(CENTRE_KEYS[k])) ?? DEFAULT_REGION_CENTRES[k]]),
  ) as unknown as RegionCentres;
  const days = Number(get('positionHistoryDays'));
  return {
    centres,
    positionHistoryDays: Number.isInteger(days) && days >= 1 && days <= 3650 ? days : 30,
    tileUrl: readTileUrl(get('mapTileUrl')),
  };
}
