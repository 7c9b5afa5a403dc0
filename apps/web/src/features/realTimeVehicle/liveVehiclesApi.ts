/** The real-time vehicle map's call (issue 11): the branch's live positions and the map settings. */
import type { LatLng } from '@limo/domain';
import { api } from '../../api/http';
import { type LiveVehicle, regionCircles, type RegionCircle, toLiveVehicles, usableTileUrl } from './liveModel';

interface LiveVehiclesAnswer {
  drivers?: Record<string, unknown>[];
  tileUrl?: string | null;
  centres?: Record<string, LatLng>;
  radii?: Record<string, number>;
  places?: LivePlace[];
}

/** One of the operator's locations with a position: a labelled point when the map draws its own background. */
export interface LivePlace {
  id: number;
  code: string;
  nameEng: string;
  nameChi: string | null;
  latitude: number;
  longitude: number;
}

export interface LiveVehicles {
  drivers: LiveVehicle[];
  /** The tile template, or null when the map runs without a background. */
  tileUrl: string | null;
  regions: RegionCircle[];
  places: LivePlace[];
}

export async function fetchLiveVehicles(): Promise<LiveVehicles> {
  const answer = await api<LiveVehiclesAnswer>('/node/api/liveVehicles');
  return {
    drivers: toLiveVehicles(answer?.drivers),
    tileUrl: usableTileUrl(answer?.tileUrl),
    regions: regionCircles(answer?.centres, answer?.radii),
    places: Array.isArray(answer?.places) ? answer.places : [],
  };
}
