/*
 * The tracking page's one call (issue 33): GET /limo/public/track/{token}, no token of staff, driver or
 * portal (plain fetch, not api/http.ts), in the page's language.
 */
import { config } from '../../config';

export const TRACK_STATUSES = ['PENDING', 'CONFIRMED', 'ASSIGNED', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW'] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];

export interface TrackData {
  status: TrackStatus;
  pickupDate: string;
  pickupTime: string;
  pickupText: string;
  vehicleType: string;
  plate: string | null;
  driverFirstName: string | null;
  position?: { lat: number; lng: number; at: string; minutesAgo: number };
  hotline: string | null;
}

export type TrackResult =
  | { kind: 'ok'; data: TrackData }
  /** 404: no such link. */
  | { kind: 'unknown'; message: string }
  /** 410: the trip ended, was cancelled or the link was withdrawn (the server says which). */
  | { kind: 'gone'; message: string }
  /** No answer, or one the page cannot use: worth trying again at the next poll. */
  | { kind: 'failed'; message: string };

const messageOf = (body: unknown, status: number) => {
  const m = (body as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m.trim() ? m : `HTTP ${status}`;
};

export async function fetchTrack(token: string, language: string, doFetch: typeof fetch = fetch): Promise<TrackResult> {
  let res: Response;
  try {
    res = await doFetch(`${config.apiBase}/public/track/${encodeURIComponent(token)}`, {
      headers: { Accept: 'application/json', 'Accept-Language': language },
      cache: 'no-store',
    });
  } catch (err) {
    return { kind: 'failed', message: err instanceof Error ? err.message : String(err) };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status === 200 && body && typeof body === 'object') return { kind: 'ok', data: body as TrackData };
  if (res.status === 404) return { kind: 'unknown', message: messageOf(body, 404) };
  if (res.status === 410) return { kind: 'gone', message: messageOf(body, 410) };
  return { kind: 'failed', message: messageOf(body, res.status) };
}

/** The hotline as a tel: address: digits and a leading plus only. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
