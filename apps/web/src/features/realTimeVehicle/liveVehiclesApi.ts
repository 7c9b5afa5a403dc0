/** The real-time vehicle map's call (issue 11): the branch's live positions and the map settings. */
import type { LatLng, LivePlace } from '@limo/domain';

export type { LivePlace };
import { api } from '../../api/http';
import { type LiveVehicle, regionCircles, type RegionCircle, toLiveVehicles, usableTileUrl } from './liveModel';

interface LiveVehiclesAnswer {
  drivers?: Record<string, unknown>[];
  tileUrl?: string | null;
  tileMaxZoom?: number;
  centres?: Record<string, LatLng>;
  radii?: Record<string, number>;
  places?: LivePlace[];
}

export interface LiveVehicles {
  drivers: LiveVehicle[];
  /** The tile template, or null when the map runs without a background. */
  tileUrl: string | null;
  /** The deepest zoom the tiles have, when the server says (its own archive): enlarged beyond it. */
  tileMaxZoom?: number;
  regions: RegionCircle[];
  places: LivePlace[];
}

export async function fetchLiveVehicles(): Promise<LiveVehicles> {
  const answer = await api<LiveVehiclesAnswer>('/node/api/liveVehicles');
  return {
    drivers: toLiveVehicles(answer?.drivers),
    tileUrl: usableTileUrl(answer?.tileUrl),
    ...(Number.isInteger(answer?.tileMaxZoom) ? { tileMaxZoom: answer?.tileMaxZoom } : {}),
    regions: regionCircles(answer?.centres, answer?.radii),
    places: Array.isArray(answer?.places) ? answer.places : [],
  };
}
