/**
 * The order form's reads about the person booked (issue 30 part 8b; docs/decisions.md): a likely
 * duplicate booking and the person's recent trips. The calls, and the pure parts the tests share.
 */
import { personKey, phoneDigits, RECENT_TRIPS_MIN_QUERY, SERVICE_TYPES } from '@limo/domain';
import { api } from '../../api/http';
import type { OrderForm } from './orderModel';

export interface DuplicateBody {
  clientId: number;
  paxNames: string[];
  phones: string[];
  pickups: { pickupDate: string; pickupTime: string }[];
  excludeOrderId: number | null;
}

export interface DuplicateBooking {
  orderId: number;
  orderRefId: string;
  orderVehicleId: number;
  seqNo: number;
  pickupDate: string;
  pickupTime: string;
  paxNames: string[];
  contactName: string | null;
  contactTel: string | null;
  matchedBy: 'paxName' | 'phone';
}

export interface RecentTrip extends Omit<DuplicateBooking, 'matchedBy'> {
  clientId: number;
  serviceType: string;
  pickupLocationId: number | null;
  pickupLocation: string;
  /** A free address with its zone (issue 30 part 3): optional, older answers have none. */
  pickupAddress?: string | null;
  pickupZone?: string | null;
  dropoffLocationId: number | null;
  dropoffLocation: string | null;
  dropoffAddress?: string | null;
  dropoffZone?: string | null;
  stops: (number | { locationId: null; address: string | null; zone: string | null })[];
  vehicleTypeId: number;
  vehicleType: string;
  paxName: string | null;
  paxTel: string | null;
}

export const findDuplicateBookings = (body: DuplicateBody, signal?: AbortSignal) =>
  api<{ windowMinutes: number; orderVehicles: DuplicateBooking[] }>('/api/findDuplicateBookings', { method: 'POST', body, transform: false, signal });

export const recentTrips = (q: string, clientId: number | null, signal?: AbortSignal) =>
  api<{ trips: RecentTrip[] }>('/api/recentTrips', { query: { q, clientId: clientId ?? undefined }, transform: false, signal }).then((a) => a.trips ?? []);

/** The live rows of the form (a cancelled one books nothing). */
const liveRows = (form: OrderForm) => form.vehicles.filter((v) => v.orderVehicleStatus !== 'C');

/** What the duplicate check asks about the draft; null until it names a client, a pick-up time and a person. */
export function duplicateBody(form: OrderForm): DuplicateBody | null {
  const rows = liveRows(form);
  const pickups = rows.flatMap((v) => (v.pickupDate && v.pickupTime ? [{ pickupDate: v.pickupDate, pickupTime: v.pickupTime }] : []));
  const paxes = rows.flatMap((v) => v.paxes);
  const paxNames = [...new Set(paxes.map((p) => p.paxName.trim()).filter((n) => personKey(n)))];
  const phones = [...new Set([form.contactTel, ...paxes.map((p) => p.paxTel)].map((p) => p.trim()).filter((p) => phoneDigits(p)))];
  if (form.clientId === null || !pickups.length || (!paxNames.length && !phones.length)) return null;
  return { clientId: form.clientId, paxNames, phones, pickups, excludeOrderId: form.id };
}

/**
 * Whose recent trips to offer: the last passenger of the selected row with a name of 3 characters
 * or more (else that passenger's phone), else the contact phone; null when none is long enough.
 */
export function recentQuery(form: OrderForm, selected: number): string | null {
  const row = form.vehicles[Math.min(selected, form.vehicles.length - 1)];
  const long = (s: string) => (s.trim().length >= RECENT_TRIPS_MIN_QUERY ? s.trim() : null);
  for (const p of [...(row?.paxes ?? [])].reverse()) {
    const q = long(p.paxName) ?? long(p.paxTel);
    if (q) return q;
  }
  return long(form.contactTel);
}

/**
 * The form with a trip copied into row `index`: its service, places and vehicle type; the contact
 * where the form has none yet; the client when none is chosen; the passenger's phone where blank.
 */
export function copyTrip(form: OrderForm, index: number, trip: RecentTrip): OrderForm {
  const vehicles = form.vehicles.map((v, i) => {
    if (i !== index) return v;
    const paxes = v.paxes.map((p) =>
      trip.paxName && trip.paxTel && !p.paxTel.trim() && personKey(p.paxName) === personKey(trip.paxName) ? { ...p, paxTel: trip.paxTel } : p,
    );
    return {
      ...v,
      serviceType: SERVICE_TYPES.find((s) => s === trip.serviceType) ?? v.serviceType,
      pickupLocationId: trip.pickupLocationId,
      pickupAddress: trip.pickupAddress ?? '',
      pickupZone: trip.pickupZone ?? '',
      dropoffLocationId: trip.dropoffLocationId,
      dropoffAddress: trip.dropoffAddress ?? '',
      dropoffZone: trip.dropoffZone ?? '',
      stops: trip.stops.map((s) => (typeof s === 'number' ? s : { address: s.address ?? '', zone: s.zone ?? '' })),
      vehicleTypeId: trip.vehicleTypeId,
      paxes,
    };
  });
  const blankContact = !form.contactName.trim() && !form.contactTel.trim();
  return {
    ...form,
    clientId: form.clientId ?? trip.clientId,
    ...(blankContact ? { contactName: trip.contactName ?? '', contactTel: trip.contactTel ?? '' } : {}),
    vehicles,
  };
}
