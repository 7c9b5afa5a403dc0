/** What the /operation/orderAPI screen shows of the partner feed (issue 18, docs/partner-feed.md): rows, their order, their actions. */

export const BOOKING_STATUSES = ['NEW', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A row of GET /node/api/chinaLink/orders: the contract's fields, and the others the screen shows when the server gives them. */
export interface Booking {
  id: number;
  partnerOrderId: string;
  status: BookingStatus;
  orderId: number | null;
  orderRefId: string | null;
  pickupDate: string;
  pickupTime: string;
  vehicleTypeCode: string;
  vehicleTypeId: number | null;
  rejectReason: string | null;
  paxName?: string | null;
  paxCount?: number | null;
  flightNo?: string | null;
  pickupAddress?: string | null;
  dropoffAddress?: string | null;
  pickupLocationCode?: string | null;
  dropoffLocationCode?: string | null;
  vehicleType?: string | null;
  driverName?: string | null;
  driverMobile?: string | null;
  plate?: string | null;
  jobStatus?: string | null;
  createDt?: string | null;
}

export interface Trip {
  id: number;
  tripId: string;
  orderId: number;
  orderRefId: string;
  tripDate: string;
  /** The trip body sent to the partner (pickupTime, pickupAddress, dropoffAddress, ...). */
  payload?: Record<string, unknown>;
  status: string;
  driverName?: string | null;
  driverMobile?: string | null;
  plate?: string | null;
}

export interface ApiLogRow {
  id: number;
  partner: string;
  direction: 'IN' | 'OUT';
  method: string;
  url: string;
  requestBody: string | null;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
  orderId: number | null;
  attempt: number;
  createDt: string;
}

export interface PartnerKey {
  keyId: number;
  keyPrefix: string;
  createDt: string | null;
  createBy?: string | null;
  revokedDt: string | null;
  revokedBy?: string | null;
}

export interface FeedSettings {
  urlSet: boolean;
  branchCode?: string | null;
  autoAccept?: boolean | string | number | null;
  clientCode?: string | null;
  historyDays?: number | null;
}

/** A list answered as an array, as `{rows}`/`{trips}`/`{keys}`, or as HAL: the rows. */
export function rowsOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (answer && typeof answer === 'object') {
    const o = answer as Record<string, unknown>;
    for (const key of ['rows', 'trips', 'keys']) if (Array.isArray(o[key])) return o[key] as T[];
    const embedded = o._embedded as Record<string, unknown> | undefined;
    const list = embedded && Object.values(embedded).find(Array.isArray);
    if (list) return list as T[];
  }
  return [];
}

export type BookingSortField = 'pickup' | 'partnerOrderId' | 'status' | 'vehicleTypeCode' | 'orderRefId';
export interface BookingSort {
  field: BookingSortField;
  dir: 'asc' | 'desc';
}

const sortValue = (b: Booking, field: BookingSortField): string => {
  if (field === 'pickup') return `${b.pickupDate} ${b.pickupTime}`;
  // The statuses in their life order (NEW first: what waits for the dispatcher), not alphabetical.
  if (field === 'status') return String(BOOKING_STATUSES.indexOf(b.status));
  return String(b[field] ?? '');
};

/** The rows in the chosen order; ties by pick-up then id, so a refresh never shuffles equal rows. */
export function sortBookings(rows: readonly Booking[], sort: BookingSort): Booking[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      sign * sortValue(a, sort.field).localeCompare(sortValue(b, sort.field), undefined, { numeric: true }) ||
      sortValue(a, 'pickup').localeCompare(sortValue(b, 'pickup')) ||
      a.id - b.id,
  );
}

/** Clicking a column: the same column turns round, another one sorts ascending. */
export const nextSort = (sort: BookingSort, field: BookingSortField): BookingSort =>
  sort.field === field ? { field, dir: sort.dir === 'asc' ? 'desc' : 'asc' } : { field, dir: 'asc' };

/** What the dispatcher may do with a booking now. */
export function bookingActions(b: Booking) {
  const open = b.status === 'NEW';
  const inOrderBook = b.status === 'ACCEPTED' && b.orderId !== null;
  return {
    accept: open,
    // Accepting makes an order of our vehicle type: without one the server refuses, so the button says why first.
    acceptBlocked: open && b.vehicleTypeId === null,
    reject: open,
    vehicleType: open,
    assign: inOrderBook,
    resend: inOrderBook,
  };
}

/** "HH:mm" of a wire time ("09:30:00"). */
export const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');

/** A logged body (JSON text, or any text) shown pretty-printed when it is JSON. */
export function prettyBody(body: unknown): string {
  if (body === null || body === undefined || body === '') return '';
  if (typeof body !== 'string') return JSON.stringify(body, null, 2);
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** An outbound call that did not get a 2xx: retried by the worker, and by hand from the log. */
export const failedOutbound = (r: ApiLogRow) => r.direction === 'OUT' && !(r.responseStatus !== null && r.responseStatus >= 200 && r.responseStatus < 300);

/** The partner's driver as the grid shows an outsourced one ("name@mobile"), the plate apart. */
export const partnerDriver = (t: Pick<Trip, 'driverName' | 'driverMobile'>) =>
  t.driverName ? (t.driverMobile ? `${t.driverName}@${t.driverMobile}` : t.driverName) : '';

/** Settings answer a flag as a boolean, '1'/'0' or 1/0. */
export const isOn = (v: FeedSettings['autoAccept']) => v === true || v === 1 || v === '1';

/** A text field of a trip's sent body. */
export const tripText = (t: Trip, field: string) => {
  const v = t.payload?.[field];
  return typeof v === 'string' ? v : '';
};
