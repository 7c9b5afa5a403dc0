/** The portal's calls (docs/portal.md, the issue 33 contract) and the shapes they answer. */
import type { PriceLine } from '@limo/domain/rules/pricing/result';
import { ok } from './portalClient';
import { portalSession } from './portalSession';

export type Role = 'BOOKER' | 'ADMIN';
export type PortalLanguage = 'en' | 'zh-HK';

export interface Me {
  clientUserId: number;
  clientId: number;
  clientName: string;
  clientNameChi?: string | null;
  role: Role;
  language: PortalLanguage;
  name: string;
}

export interface Named {
  id: number | string;
  name: string;
  nameChi?: string | null;
}
export interface Lookups {
  serviceTypes: Named[];
  vehicleTypes: (Named & { maxPax?: number | null })[];
  zones: string[];
  locations: Named[];
}

export interface Passenger {
  id: number;
  version: number;
  name: string;
  mobile: string | null;
  email: string | null;
  language: PortalLanguage | null;
  notes: string | null;
  notify: 0 | 1;
}

export interface StoredPlace {
  id: number;
  version: number;
  label: string;
  locationId: number | null;
  address: string | null;
  zone: string | null;
}

export type PlaceRef = { clientPlaceId: number } | { locationId: number } | { address: string; zone: string };
export type TripPassenger = { clientPassengerId: number } | { name: string; mobile?: string; email?: string; notify?: 0 | 1 };

/** The order vehicle fields a booker fills: the body of quote and create. */
export interface TripBody {
  serviceTypeId: number | string;
  pickupDate: string;
  pickupTime: string;
  flightNo?: string | null;
  pickup: PlaceRef;
  dropoff?: PlaceRef;
  stops?: PlaceRef[];
  vehicleTypeId: number | string;
  paxCount: number;
  luggageCount?: number;
  /** A Hire's booked minutes. */
  hireMinutes?: number;
  passengers?: TripPassenger[];
  remarks?: string | null;
}

/** What a change sends (PATCH): null clears a field, a field left out is kept. */
export interface TripChange {
  pickupDate: string;
  pickupTime: string;
  pickup: PlaceRef;
  dropoff: PlaceRef | null;
  stops: PlaceRef[];
  passengers: TripPassenger[];
  flightNo: string | null;
  remarks: string | null;
}

export interface Quote {
  tariffId: number | null;
  tariffCode: string | null;
  rateSource: string | null;
  rateId: number | null;
  lines: PriceLine[];
  total: string;
}

export const PORTAL_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'ASSIGNED', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];

export interface TripRow {
  id: number;
  orderRefId: string | null;
  pickupDate: string;
  pickupTime: string;
  pickupText: string | null;
  dropoffText: string | null;
  vehicleTypeId: number | string | null;
  portalStatus: PortalStatus;
  total: string | null;
}
export interface TripPage {
  items: TripRow[];
  total: number;
  page: number;
  size: number;
}

/** An order vehicle as getOrder answers it; only what the portal shows or edits is named. */
export interface OrderVehicle {
  id: number;
  serviceType?: string | null;
  serviceTypeId?: number | string | null;
  pickupDate: string;
  pickupTime: string;
  flightNo?: string | null;
  pickupLocationId?: number | null;
  pickupAddress?: string | null;
  pickupZone?: string | null;
  pickupText?: string | null;
  dropoffLocationId?: number | null;
  dropoffAddress?: string | null;
  dropoffZone?: string | null;
  dropoffText?: string | null;
  stops?: unknown[];
  vehicleTypeId?: number | string | null;
  paxCount?: number | null;
  luggageCount?: number | null;
  hireMinutes?: number | null;
  orderPaxes?: { paxName: string; paxTel?: string | null }[];
  /** Who rides, as the booker named them (the portal's answer). */
  passengers?: { clientPassengerId: number | null; name: string; mobile: string | null; email: string | null; notify: number }[];
  remarks?: string | null;
  fareLines?: PriceLine[];
  tariffFareAmt?: string | null;
  orderVehicleStatus?: string | null;
  trackingToken?: string | null;
  trackingUrl?: string | null;
}
export interface PortalOrder {
  id: number;
  version?: number;
  orderRefId: string | null;
  portalStatus: PortalStatus;
  remarks?: string | null;
  rejectReason?: string | null;
  cancelReason?: string | null;
  orderVehicles: OrderVehicle[];
}

export interface Invoice {
  id: number;
  invoiceNo: string;
  invoiceDate: string;
  dueDate?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  status: string;
  total: string;
}

const post = (body: unknown, headers?: Record<string, string>) => ({ method: 'POST', body, headers });

export async function signIn(username: string, password: string): Promise<void> {
  const t = await ok<{ token: string; refreshToken: string }>('/portal/auth', post({ username: username.trim(), password }));
  portalSession.signedIn(t.token, t.refreshToken);
}

/** Ends the session on the server too; signed out here whatever the server says. */
export async function signOut(): Promise<void> {
  const refreshToken = portalSession.refreshToken;
  portalSession.signOut();
  if (refreshToken) await ok('/portal/auth/logout', post({ refreshToken })).catch(() => undefined);
}

export const acceptInvitation = (token: string, password: string) => ok<null>('/portal/auth/accept', post({ token, password }));
export const forgotPassword = (username: string) => ok<null>('/portal/auth/forgot', post({ username: username.trim() }));

export const loadMe = () => ok<Me>('/portal/api/me');
export const loadLookups = () => ok<Lookups>('/portal/api/lookups');

export const listPassengers = () => ok<Passenger[]>('/portal/api/passengers');
export const listPlaces = () => ok<StoredPlace[]>('/portal/api/places');

type Kind = 'passengers' | 'places';
/** Creates a stored passenger or place, or (given the row it edits) updates it: If-Match its version, a stale one is 412. */
export function saveRow(kind: Kind, row: Record<string, unknown>, was?: { id: number; version: number }) {
  if (!was) return ok<unknown>(`/portal/api/${kind}`, post(row));
  return ok<unknown>(`/portal/api/${kind}/${was.id}`, { method: 'PUT', body: { ...row, version: was.version }, headers: { 'If-Match': String(was.version) } });
}
export const deleteRow = (kind: Kind, was: { id: number; version: number }) =>
  ok<unknown>(`/portal/api/${kind}/${was.id}`, { method: 'DELETE', headers: { 'If-Match': String(was.version) } });

export const getQuote = (trip: TripBody) => ok<Quote>('/portal/api/quote', post(trip));
export const createOrder = (trip: TripBody, idempotencyKey: string) => ok<PortalOrder>('/portal/api/orders', post(trip, { 'Idempotency-Key': idempotencyKey }));
export const changeOrder = (id: number, change: TripChange) => ok<PortalOrder>(`/portal/api/orders/${id}`, { method: 'PATCH', body: change });
export const cancelOrder = (id: number, reason: string) => ok<PortalOrder>(`/portal/api/orders/${id}/cancel`, post({ reason }));
export const getOrder = (id: number) => ok<PortalOrder>(`/portal/api/orders/${id}`);

export interface TripQuery {
  from?: string;
  to?: string;
  status?: string;
  page: number;
  size: number;
}
export function listOrders(q: TripQuery) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  return ok<TripPage>(`/portal/api/orders?${params.toString()}`);
}

/** The client's invoices: a plain list or a page of them. */
export async function listInvoices(): Promise<Invoice[]> {
  const b = await ok<Invoice[] | { items: Invoice[] }>('/portal/api/invoices');
  return Array.isArray(b) ? b : (b?.items ?? []);
}
export const invoicePdf = (id: number) => ok<Blob>(`/portal/api/invoices/${id}/pdf`, { blob: true });
