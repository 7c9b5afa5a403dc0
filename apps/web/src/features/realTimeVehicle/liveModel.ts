/**
 * The real-time vehicle map without the map (issue 11, spec section 9): reading live status
 * records off the wire, merging `gps` events by driver, the age and search filters, the colour of
 * each job state and the words a marker is read out with.
 */
import {
  DEFAULT_REGION_CENTRES,
  isJobStatus,
  isPositionLive,
  isPositionRecent,
  type JobStatus,
  type LatLng,
  REGION_RADIUS_METRES,
  searchForm,
} from '@limo/domain';
import { readerName } from '../../i18n/readerName';
import { JOB_STATUS_COLOURS, jobStatusKey, STATUS_KEYS, type StatusKey } from '../../widgets/jobStatusColours';

/** A driver's live status record with the extras the staff calls add (contract of issue 11). */
export interface LiveVehicle extends LatLng {
  driverId: number;
  speed: number;
  orderId: number | null;
  startedFlag: number;
  lastUpdateTime: string;
  pushToken?: string | null;
  appVersion?: string | null;
  driverNo?: string;
  driverNameEng?: string;
  driverNameChi?: string | null;
  licensePlateNo?: string | null;
  vehicleId?: number | null;
  orderVehicleId?: number | null;
  orderRefId?: string | null;
  jobStatus?: JobStatus | null;
}

export type { StatusKey };
export { STATUS_KEYS };
/** The map's colours are the grid's (widgets/jobStatusColours.ts). */
export const STATUS_COLOURS = JOB_STATUS_COLOURS;

export const statusOf = (d: Pick<LiveVehicle, 'jobStatus'>): StatusKey => jobStatusKey(d.jobStatus);
export const statusColour = (d: Pick<LiveVehicle, 'jobStatus'>) => STATUS_COLOURS[statusOf(d)];

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};
const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/**
 * One record off the wire (the list answer or a `gps` event), or null when it cannot be placed:
 * no driver id, no position, or no time. Extras missing from the record stay missing, so a merge
 * keeps the ones known before.
 */
export function toLiveVehicle(raw: Record<string, unknown>): LiveVehicle | null {
  const driverId = num(raw.driverId);
  const latitude = num(raw.latitude);
  const longitude = num(raw.longitude);
  const at = text(raw.lastUpdateTime);
  if (driverId === null || latitude === null || longitude === null || at === null || Number.isNaN(Date.parse(at))) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const v: LiveVehicle = {
    driverId,
    latitude,
    longitude,
    speed: Math.max(0, num(raw.speed) ?? 0),
    orderId: num(raw.orderId),
    startedFlag: num(raw.startedFlag) ?? 0,
    lastUpdateTime: at,
  };
  for (const key of ['pushToken', 'appVersion', 'licensePlateNo', 'orderRefId', 'driverNameChi'] as const) if (key in raw) v[key] = text(raw[key]);
  for (const key of ['driverNo', 'driverNameEng'] as const) {
    const s = text(raw[key]);
    if (s !== null) v[key] = s;
  }
  for (const key of ['vehicleId', 'orderVehicleId'] as const) if (key in raw) v[key] = num(raw[key]);
  if ('jobStatus' in raw) v.jobStatus = isJobStatus(raw.jobStatus) ? raw.jobStatus : null;
  return v;
}

export const toLiveVehicles = (raws: readonly Record<string, unknown>[] | undefined): LiveVehicle[] =>
  (raws ?? []).map(toLiveVehicle).filter((v): v is LiveVehicle => v !== null);

const JOB_EXTRAS = ['orderVehicleId', 'orderRefId', 'jobStatus'] as const;

/**
 * `gps` records laid over the known ones, by driver id. A record older than the one held is a late
 * event and changes nothing. When the order changes, the old job's extras go unless the record
 * brings new ones. Answers the same array when nothing changed.
 */
export function mergeVehicles(current: readonly LiveVehicle[], incoming: readonly Record<string, unknown>[]): LiveVehicle[] {
  const byId = new Map(current.map((v) => [v.driverId, v]));
  let changed = false;
  for (const next of toLiveVehicles(incoming)) {
    const old = byId.get(next.driverId);
    if (old && Date.parse(old.lastUpdateTime) > Date.parse(next.lastUpdateTime)) continue;
    const kept: LiveVehicle = { ...old, ...next };
    if (old && old.orderId !== next.orderId) for (const key of JOB_EXTRAS) if (!(key in next)) delete kept[key];
    byId.set(next.driverId, kept);
    changed = true;
  }
  return changed ? [...byId.values()] : (current as LiveVehicle[]);
}

const squash = (s: string | null | undefined) => searchForm(s ?? '').replace(/\s+/g, '');

/** Search by driver no., either name or plate; spaces, case and width do not matter ("lm 12" finds LM1234). */
export function matchesSearch(d: LiveVehicle, search: string): boolean {
  const q = squash(search);
  if (!q) return true;
  return [d.driverNo, d.driverNameEng, d.driverNameChi, d.licensePlateNo].some((f) => squash(f).includes(q));
}

export const byDriverNo = (a: LiveVehicle, b: LiveVehicle) =>
  (a.driverNo ?? '').localeCompare(b.driverNo ?? '', 'en', { numeric: true, sensitivity: 'base' }) || a.driverId - b.driverId;

export interface DriverFilter {
  /** The filtered view of spec section 9: only positions updated within 3 hours. */
  recentOnly: boolean;
  search: string;
}

/**
 * What the map and the list show at `now`: positions older than 24 hours are dropped for good,
 * the filtered view keeps the last 3 hours, then the search; sorted by driver no. `total` counts
 * every driver with a live (24-hour) position, for "n of m drivers".
 */
export function shownDrivers(all: readonly LiveVehicle[], filter: DriverFilter, now: number): { shown: LiveVehicle[]; total: number } {
  const live = all.filter((d) => isPositionLive(d.lastUpdateTime, now));
  const shown = live.filter((d) => (!filter.recentOnly || isPositionRecent(d.lastUpdateTime, now)) && matchesSearch(d, filter.search));
  return { shown: shown.sort(byDriverNo), total: live.length };
}

/** Text lookup (i18next's `t` fits). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How long ago a position came, in whole minutes or hours; a clock running ahead counts as now. */
export function ageOf(lastUpdateTime: string, now: number): { key: 'map.age.now' | 'map.age.minutes' | 'map.age.hours'; count: number } {
  const minutes = Math.floor(Math.max(0, now - Date.parse(lastUpdateTime)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return { key: 'map.age.now', count: 0 };
  if (minutes < 60) return { key: 'map.age.minutes', count: minutes };
  return { key: 'map.age.hours', count: Math.floor(minutes / 60) };
}

export const ageText = (lastUpdateTime: string, now: number, t: Translate) => {
  const age = ageOf(lastUpdateTime, now);
  return t(age.key, { count: age.count });
};

export const statusText = (d: Pick<LiveVehicle, 'jobStatus'>, t: Translate) => t(`map.status.${statusOf(d)}`);

/** "D001 Chan Tai Man": the driver no. (or the id when the record has none) and the reader's name. */
export const driverTitle = (d: LiveVehicle, language?: string) =>
  [d.driverNo ?? `#${d.driverId}`, readerName(language, d.driverNameEng, d.driverNameChi)].filter(Boolean).join(' ');

export const speedText = (d: LiveVehicle) => `${Math.round(d.speed)} km/h`;

/** What a screen reader says for a marker: who, which car, the job state and how fresh the position is. */
export function markerLabel(d: LiveVehicle, now: number, t: Translate, language?: string): string {
  return [driverTitle(d, language), d.licensePlateNo, d.orderRefId, statusText(d, t), ageText(d.lastUpdateTime, now, t)].filter(Boolean).join(', ');
}

export type RegionName = 'airport' | 'central' | 'kln';
export const MAP_REGIONS: readonly RegionName[] = ['airport', 'central', 'kln'];

export interface RegionCircle {
  region: RegionName;
  centre: LatLng;
  radius: number;
}

const validPoint = (p: unknown): p is LatLng => {
  const q = p as Partial<LatLng> | null | undefined;
  return typeof q?.latitude === 'number' && typeof q.longitude === 'number' && Number.isFinite(q.latitude) && Number.isFinite(q.longitude);
};

/** The region circles drawn on the map: the answer's centres and radii, the spec's where the answer has none. */
export function regionCircles(centres?: Partial<Record<string, unknown>> | null, radii?: Partial<Record<string, unknown>> | null): RegionCircle[] {
  return MAP_REGIONS.map((region) => {
    const centre = centres?.[region];
    const radius = num(radii?.[region]);
    return {
      region,
      centre: validPoint(centre) ? { latitude: centre.latitude, longitude: centre.longitude } : DEFAULT_REGION_CENTRES[region],
      radius: radius !== null && radius > 0 ? radius : REGION_RADIUS_METRES[region],
    };
  });
}

/** The tile template to use, or null for none: an empty setting or one without {z}/{x}/{y} means no tiles. */
export function usableTileUrl(tileUrl: string | null | undefined): string | null {
  const url = tileUrl?.trim();
  return url && ['{z}', '{x}', '{y}'].every((p) => url.includes(p)) ? url : null;
}
