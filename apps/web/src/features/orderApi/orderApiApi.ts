/** The partner feed's screen calls (issue 18): bookings, trips, the API log, keys and settings. */
import { api } from '../../api/http';
import { listPage } from '../../api/resources';
import { type ApiLogRow, type Booking, type FeedSettings, type PartnerKey, rowsOf, type Trip } from './orderApiModel';

const FEED = '/node/api/chinaLink';
const plain = { transform: false } as const;

export interface BookingFilter {
  status: string;
  date: string | null;
}

export const fetchBookings = async (f: BookingFilter) =>
  rowsOf<Booking>(await api(`${FEED}/orders`, { query: { status: f.status || undefined, date: f.date ?? undefined } }));

/** Accept: creates our order from the booking (no body). */
export const acceptBooking = (id: number) => api<Partial<Booking>>(`${FEED}/orders/${id}`, { method: 'POST', ...plain });

export const rejectBooking = (id: number, rejectReason: string) =>
  api<Partial<Booking>>(`${FEED}/orders/${id}`, { method: 'PATCH', body: { status: 'REJECTED', rejectReason }, ...plain });

export const setBookingVehicleType = (id: number, vehicleTypeId: number) =>
  api<Partial<Booking>>(`${FEED}/orders/${id}`, { method: 'PATCH', body: { vehicleTypeId }, ...plain });

export interface AssignBody {
  id: number;
  driverId: number;
  vehicleId?: number;
  override?: boolean;
}

export const assignDriver = (body: AssignBody) => api<unknown>(`${FEED}/assignDriver/`, { method: 'POST', body, ...plain });

/** Queues a new event (new eventId) carrying the job's current status. */
export const resendStatus = (id: number) => api<unknown>(`${FEED}/updateDriverJobs/${id}/1`, { method: 'POST', ...plain });

/** What genTrips and getTrips answer: the date's trips, and how many the call made (genTrips) or changed (getTrips). */
export interface TripsAnswer {
  date: string;
  generated?: number;
  updated?: number;
  trips: Trip[];
}

/** The date's trips as stored (the partner is not asked). */
export const fetchTrips = async (date: string) => rowsOf<Trip>(await api(`${FEED}/trips`, { query: { date } }));

/** Makes the date's missing trips and queues each to the partner (POST {base}/trips). */
export const generateTrips = (date: string) => api<TripsAnswer>(`${FEED}/genTrips`, { method: 'POST', body: { date }, ...plain });

/** Reads the partner's drivers and statuses of the date's trips (GET {base}/trips?date=). */
export const getPartnerTrips = (date: string) => api<TripsAnswer>(`${FEED}/getTrips`, { method: 'POST', body: { date }, ...plain });

export interface LogFilter {
  direction: string;
  responseStatus: string;
  orderId: string;
}

/** The API log, newest first. */
export async function fetchLog(f: LogFilter, page: number, size: number) {
  const p = await listPage('apiHistories', {
    page,
    size,
    sort: ['createDt,desc', 'id,desc'],
    filters: { direction: f.direction || undefined, responseStatus: f.responseStatus || undefined, orderId: f.orderId || undefined },
  });
  return { rows: p.rows as unknown as ApiLogRow[], total: p.page.totalElements };
}

/** Makes the outbox message a failed outbound call tried to deliver due now (the worker sends it at its next round). */
export const retryLogged = (apiHistoryId: number) => api<unknown>(`${FEED}/retryLog/${apiHistoryId}`, { method: 'POST', ...plain });

export const fetchSettings = () => api<FeedSettings>(`${FEED}/settings`);

/** The partner's keys (first characters only), newest first. */
export const fetchKeys = async () => rowsOf<PartnerKey>(await api('/api/getPartnerKeys')).sort((a, b) => b.keyId - a.keyId);

export const issueKey = () => api<{ keyId: number; key: string }>('/api/issuePartnerKey', { method: 'POST', body: { partner: 'chinaLink' }, ...plain });

export const revokeKey = (keyId: number) => api<unknown>('/api/revokePartnerKey', { method: 'POST', body: { keyId }, ...plain });
