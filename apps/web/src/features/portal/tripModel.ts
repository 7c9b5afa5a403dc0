/** The booking form's draft (issue 33): what the booker typed, to and from the portal's trip body. */
import type { OrderVehicle, PlaceRef, PortalOrder, TripBody, TripChange, TripPassenger } from './portalApi';

export type PlaceKind = 'none' | 'stored' | 'location' | 'address';
export interface PlaceEntry {
  kind: PlaceKind;
  clientPlaceId: string;
  locationId: string;
  address: string;
  zone: string;
}
export interface PaxEntry {
  key: string;
  clientPassengerId: string;
  name: string;
  mobile: string;
  email: string;
  notify: boolean;
}
export interface TripDraft {
  serviceTypeId: string;
  pickupDate: string;
  pickupTime: string;
  flightNo: string;
  pickup: PlaceEntry;
  dropoff: PlaceEntry;
  stops: PlaceEntry[];
  vehicleTypeId: string;
  paxCount: string;
  luggageCount: string;
  /** A Hire's booked hours. */
  hireHours: string;
  passengers: PaxEntry[];
  remarks: string;
}

export const emptyPlace = (kind: PlaceKind = 'address'): PlaceEntry => ({ kind, clientPlaceId: '', locationId: '', address: '', zone: '' });

let keySeq = 0;
export const newPax = (over: Partial<PaxEntry> = {}): PaxEntry => ({
  key: `pax-${Date.now()}-${++keySeq}`,
  clientPassengerId: '',
  name: '',
  mobile: '',
  email: '',
  notify: false,
  ...over,
});

export function emptyDraft(today: string): TripDraft {
  return {
    serviceTypeId: '',
    pickupDate: today,
    pickupTime: '',
    flightNo: '',
    pickup: emptyPlace(),
    dropoff: emptyPlace(),
    stops: [],
    vehicleTypeId: '',
    paxCount: '1',
    luggageCount: '',
    hireHours: '',
    passengers: [],
    remarks: '',
  };
}

/** The day's pick-up times in 15-minute steps, 00:00 to 23:45. */
export const TIME_SLOTS: string[] = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

// Select values are text; an id the lookups gave as a number goes back as one.
const idOf = (v: string): number | string => (/^\d+$/.test(v) ? Number(v) : v);

export function placeRef(p: PlaceEntry): PlaceRef | undefined {
  if (p.kind === 'stored' && p.clientPlaceId) return { clientPlaceId: Number(p.clientPlaceId) };
  if (p.kind === 'location' && p.locationId) return { locationId: Number(p.locationId) };
  if (p.kind === 'address' && p.address.trim()) return { address: p.address.trim(), zone: p.zone };
  return undefined;
}

const placeDone = (p: PlaceEntry) =>
  p.kind === 'stored' ? !!p.clientPlaceId : p.kind === 'location' ? !!p.locationId : p.kind === 'address' ? !!p.address.trim() && !!p.zone : false;

function passengerRef(p: PaxEntry): TripPassenger | null {
  if (p.clientPassengerId) return { clientPassengerId: Number(p.clientPassengerId) };
  if (!p.name.trim()) return null;
  return {
    name: p.name.trim(),
    ...(p.mobile.trim() ? { mobile: p.mobile.trim() } : {}),
    ...(p.email.trim() ? { email: p.email.trim() } : {}),
    notify: p.notify ? 1 : 0,
  };
}

export type DraftField =
  'serviceTypeId' | 'pickupDate' | 'pickupTime' | 'pickup' | 'dropoff' | 'stops' | 'vehicleTypeId' | 'paxCount' | 'luggageCount' | 'hireHours' | 'passengers';

/** A Hire (lookups' service type code) is booked by the hour and may have no drop-off. */
export const isHire = (d: Pick<TripDraft, 'serviceTypeId'>) => d.serviceTypeId === 'Hire';

/** The fields still wrong, in the form's order (empty when the draft can be priced and booked). */
export function draftProblems(d: TripDraft): DraftField[] {
  const bad: DraftField[] = [];
  const count = (v: string, min: number) => /^\d+$/.test(v.trim()) && Number(v) >= min;
  if (!d.serviceTypeId) bad.push('serviceTypeId');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.pickupDate)) bad.push('pickupDate');
  if (!TIME_SLOTS.includes(d.pickupTime)) bad.push('pickupTime');
  if (!placeDone(d.pickup)) bad.push('pickup');
  if (d.dropoff.kind === 'none' ? !isHire(d) : !placeDone(d.dropoff)) bad.push('dropoff');
  if (d.stops.some((s) => !placeDone(s))) bad.push('stops');
  if (!d.vehicleTypeId) bad.push('vehicleTypeId');
  if (!count(d.paxCount, 1)) bad.push('paxCount');
  if (d.luggageCount.trim() && !count(d.luggageCount, 0)) bad.push('luggageCount');
  if (isHire(d) && !(count(d.hireHours, 1) && Number(d.hireHours) <= 24)) bad.push('hireHours');
  if (d.passengers.some((p) => !p.clientPassengerId && !p.name.trim())) bad.push('passengers');
  return bad;
}

/** The trip body of quote and create (call only when draftProblems is empty). */
export function tripBody(d: TripDraft): TripBody {
  const dropoff = d.dropoff.kind === 'none' ? undefined : placeRef(d.dropoff);
  const passengers = d.passengers.map(passengerRef).filter((p): p is TripPassenger => p !== null);
  return {
    serviceTypeId: idOf(d.serviceTypeId),
    pickupDate: d.pickupDate,
    pickupTime: d.pickupTime,
    ...(d.flightNo.trim() ? { flightNo: d.flightNo.trim().toUpperCase() } : {}),
    pickup: placeRef(d.pickup) as PlaceRef,
    ...(dropoff ? { dropoff } : {}),
    stops: d.stops.map(placeRef).filter((s): s is PlaceRef => s !== undefined),
    vehicleTypeId: idOf(d.vehicleTypeId),
    paxCount: Number(d.paxCount),
    ...(d.luggageCount.trim() ? { luggageCount: Number(d.luggageCount) } : {}),
    ...(isHire(d) ? { hireMinutes: Number(d.hireHours) * 60 } : {}),
    passengers,
    ...(d.remarks.trim() ? { remarks: d.remarks.trim() } : {}),
  };
}

/** What a change may send (PATCH): the booker cannot change the service or the car. */
export function changeBody(d: TripDraft): TripChange {
  const b = tripBody(d);
  return {
    pickupDate: b.pickupDate,
    pickupTime: b.pickupTime,
    // null clears what the trip had; a field left out would be kept.
    flightNo: b.flightNo ?? null,
    pickup: b.pickup,
    dropoff: b.dropoff ?? null,
    stops: b.stops ?? [],
    passengers: b.passengers ?? [],
    remarks: b.remarks ?? null,
  };
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function placeFromWire(locationId: unknown, address: unknown, zone: unknown): PlaceEntry {
  if (typeof locationId === 'number') return { ...emptyPlace('location'), locationId: String(locationId) };
  if (typeof address === 'string' && address) return { ...emptyPlace('address'), address, zone: text(zone) };
  return emptyPlace('none');
}

function stopFromWire(s: unknown): PlaceEntry {
  if (typeof s === 'number') return { ...emptyPlace('location'), locationId: String(s) };
  const o = (s ?? {}) as Record<string, unknown>;
  return placeFromWire(o.locationId, o.address, o.zone);
}

/** The trip's live car: the first order vehicle not cancelled (a portal order has one). */
export const liveVehicle = (o: PortalOrder): OrderVehicle | undefined => o.orderVehicles.find((v) => v.orderVehicleStatus !== 'C') ?? o.orderVehicles[0];

/** The draft of a booked trip, for Change. */
export function draftFromOrder(o: PortalOrder): TripDraft {
  const v = liveVehicle(o);
  if (!v) return emptyDraft('');
  const pickup = placeFromWire(v.pickupLocationId, v.pickupAddress, v.pickupZone);
  return {
    serviceTypeId: text(v.serviceTypeId ?? v.serviceType),
    pickupDate: text(v.pickupDate),
    pickupTime: text(v.pickupTime).slice(0, 5),
    flightNo: text(v.flightNo),
    pickup: pickup.kind === 'none' ? emptyPlace() : pickup,
    dropoff: placeFromWire(v.dropoffLocationId, v.dropoffAddress, v.dropoffZone),
    stops: Array.isArray(v.stops) ? v.stops.map(stopFromWire) : [],
    vehicleTypeId: text(v.vehicleTypeId),
    paxCount: text(v.paxCount ?? 1),
    luggageCount: text(v.luggageCount),
    hireHours: v.hireMinutes ? String(Math.ceil(v.hireMinutes / 60)) : '',
    // The portal's passengers (stored ones by id, with the opt-in); else the order's names.
    passengers: v.passengers
      ? v.passengers.map((p) =>
          newPax(
            p.clientPassengerId
              ? { clientPassengerId: String(p.clientPassengerId) }
              : { name: p.name, mobile: text(p.mobile), email: text(p.email), notify: p.notify === 1 },
          ),
        )
      : (v.orderPaxes ?? []).map((p) => newPax({ name: text(p.paxName), mobile: text(p.paxTel) })),
    remarks: text(v.remarks),
  };
}
