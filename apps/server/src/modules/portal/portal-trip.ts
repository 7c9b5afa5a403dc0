import { idSchema, isValidIsoDate, MAX_PAXES, ORDER_VEHICLE_TEXT_MAX, SERVICE_TYPES, srvText } from '@limo/domain';

// As getOrderTariff's stops (rules/pricing/request.ts, not exported).
const MAX_STOPS = 20;
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { type FieldProblem, fieldsRefused } from '../../engine/errors.js';

/*
 * A "trip" (issue 33, docs/portal.md "Booking"): the order vehicle fields a booker fills, in the
 * portal's names. Stored places and passengers (the client's clientPlaces and clientPassengers) are read
 * for the user's client only, then the trip becomes an order vehicle of the order service's body.
 */

const text = (max: number) => z.string().trim().max(max);

export const placeSchema = z
  .union([
    z.strictObject({ clientPlaceId: idSchema() }),
    z.strictObject({ locationId: idSchema() }),
    z.strictObject({ address: text(200).min(1), zone: text(50).min(1) }),
  ])
  .describe('{clientPlaceId} a stored place of the client, {locationId} a location, or {address, zone} a free address with its pricing zone');

export const tripPassengerSchema = z
  .union([
    z.strictObject({ clientPassengerId: idSchema() }),
    z.strictObject({
      name: text(100).min(1),
      mobile: text(30).nullish(),
      email: z.union([z.literal(''), z.email().max(100)]).nullish(),
      language: z.enum(['en', 'zh-HK']).nullish(),
      notify: z.union([z.literal(0), z.literal(1)]).nullish(),
    }),
  ])
  .describe('{clientPassengerId} a stored passenger, or {name, mobile?, email?, language?, notify?}: notify 1 opts in to messages');

const date = z.string().refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');

const tripFields = {
  serviceTypeId: z.enum(SERVICE_TYPES).describe('the service type code: Arrival, Departure, Transfer or Hire (lookups.serviceTypes ids)'),
  pickupDate: date,
  pickupTime: time,
  flightNo: text(ORDER_VEHICLE_TEXT_MAX.flightNo).nullish(),
  pickup: placeSchema,
  dropoff: placeSchema.nullish().describe('required but for a Hire'),
  stops: z.array(placeSchema).max(MAX_STOPS).nullish(),
  vehicleTypeId: idSchema(),
  paxCount: z.int().min(1).max(99),
  luggageCount: z.int().min(0).max(99).nullish(),
  hireMinutes: z
    .int()
    .min(1)
    .max(24 * 60)
    .nullish()
    .describe('required for a Hire: the minutes booked'),
  passengers: z.array(tripPassengerSchema).max(MAX_PAXES).nullish(),
  remarks: text(ORDER_VEHICLE_TEXT_MAX.remarks).nullish(),
};

/** The body of quote and create. */
export const tripSchema = z.strictObject(tripFields);
export type Trip = z.output<typeof tripSchema>;

/** The body of a change: any of these, the others kept. */
export const tripChangeSchema = z.strictObject({
  pickupDate: tripFields.pickupDate.optional(),
  pickupTime: tripFields.pickupTime.optional(),
  pickup: tripFields.pickup.optional(),
  dropoff: tripFields.dropoff,
  stops: tripFields.stops,
  passengers: tripFields.passengers,
  flightNo: tripFields.flightNo,
  remarks: tripFields.remarks,
});
export type TripChange = z.output<typeof tripChangeSchema>;

export type Place = z.output<typeof placeSchema>;
export type TripPassenger = z.output<typeof tripPassengerSchema>;

/** A place as the order service keeps it. */
export interface Located {
  locationId: number | null;
  address: string | null;
  zone: string | null;
}

/** A passenger as the portal keeps it beside orderPaxes (portal_order_passengers). */
export interface NamedPassenger {
  clientPassengerId: number | null;
  name: string;
  mobile: string | null;
  email: string | null;
  language: 'en' | 'zh-HK';
  notify: 0 | 1;
}

/** Rows of the client's stored places or passengers by id. */
async function rowsOf<R>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<R[]> {
  return (await db.execute(query)).rows as R[];
}

/** Turns the trip's places and passengers into what the order service takes; another client's stored ones are 400 as unknown. */
export class TripResolver {
  constructor(private readonly db: Db | Tx) {}

  async places(clientId: number, named: { field: string; place: Place | null | undefined }[]): Promise<(Located | null)[]> {
    const ids = named.flatMap(({ place }) => (place && 'clientPlaceId' in place ? [place.clientPlaceId] : []));
    const stored = new Map<number, Located>();
    if (ids.length) {
      const rows = await rowsOf<{ id: number; location_id: number | null; address: string | null; zone: string | null }>(
        this.db,
        sql`select id, location_id, address, zone from client_places where client_id = ${clientId} and id in (${sql.join(ids, sql`, `)})`,
      );
      for (const r of rows) stored.set(Number(r.id), { locationId: r.location_id === null ? null : Number(r.location_id), address: r.address, zone: r.zone });
    }
    const problems: FieldProblem[] = [];
    const out = named.map(({ field, place }) => {
      if (!place) return null;
      if ('locationId' in place) return { locationId: place.locationId, address: null, zone: null };
      if ('address' in place) return { locationId: null, address: place.address, zone: place.zone.toUpperCase() };
      const found = stored.get(place.clientPlaceId);
      if (!found) problems.push(unknown(`${field}.clientPlaceId`, place.clientPlaceId, srvText('srv.portal.noPlace', { id: place.clientPlaceId })));
      return found ?? null;
    });
    if (problems.length) throw fieldsRefused(problems);
    return out;
  }

  async passengers(clientId: number, list: TripPassenger[]): Promise<NamedPassenger[]> {
    const ids = list.flatMap((p) => ('clientPassengerId' in p ? [p.clientPassengerId] : []));
    const stored = new Map<number, NamedPassenger>();
    if (ids.length) {
      type Row = { id: number; name: string; mobile: string | null; email: string | null; language: string | null; notify: number | null };
      const rows = await rowsOf<Row>(
        this.db,
        sql`select id, name, mobile, email, language, notify from client_passengers where client_id = ${clientId} and record_status = 'A' and id in (${sql.join(ids, sql`, `)})`,
      );
      for (const r of rows)
        stored.set(Number(r.id), {
          clientPassengerId: Number(r.id),
          name: r.name,
          mobile: r.mobile,
          email: r.email,
          language: r.language === 'zh-HK' ? 'zh-HK' : 'en',
          notify: Number(r.notify) === 1 ? 1 : 0,
        });
    }
    const problems: FieldProblem[] = [];
    const out = list.map((p, i): NamedPassenger => {
      if (!('clientPassengerId' in p))
        return { clientPassengerId: null, name: p.name, mobile: p.mobile || null, email: p.email || null, language: p.language ?? 'en', notify: p.notify ?? 0 };
      const found = stored.get(p.clientPassengerId);
      if (!found)
        problems.push(unknown(`passengers[${i}].clientPassengerId`, p.clientPassengerId, srvText('srv.portal.noPassenger', { id: p.clientPassengerId })));
      return found ?? { clientPassengerId: null, name: '', mobile: null, email: null, language: 'en', notify: 0 };
    });
    if (problems.length) throw fieldsRefused(problems);
    return out;
  }
}

function unknown(field: string, value: number, text: ReturnType<typeof srvText>): FieldProblem {
  return { field, value, code: 'UNKNOWN_REFERENCE', params: { id: value }, message: `${field}: no such record of your company (${value})`, text };
}

/** The fields of a trip the order service keeps on the order vehicle, places resolved. */
export interface ResolvedTrip {
  serviceType: Trip['serviceTypeId'];
  pickupDate: string;
  pickupTime: string;
  flightNo: string | null;
  pickup: Located;
  dropoff: Located | null;
  stops: Located[];
  vehicleTypeId: number;
  paxCount: number;
  luggageCount: number | null;
  hireMinutes: number | null;
  passengers: NamedPassenger[];
  remarks: string | null;
}

/** The trip's places and passengers read, for the user's client. */
export async function resolveTrip(db: Db | Tx, clientId: number, trip: Trip): Promise<ResolvedTrip> {
  const resolver = new TripResolver(db);
  const stops = trip.stops ?? [];
  const places = await resolver.places(clientId, [
    { field: 'pickup', place: trip.pickup },
    { field: 'dropoff', place: trip.dropoff },
    ...stops.map((place, i) => ({ field: `stops[${i}]`, place })),
  ]);
  return {
    serviceType: trip.serviceTypeId,
    pickupDate: trip.pickupDate,
    pickupTime: trip.pickupTime,
    flightNo: trip.flightNo || null,
    pickup: places[0] as Located,
    dropoff: places[1],
    stops: places.slice(2) as Located[],
    vehicleTypeId: trip.vehicleTypeId,
    paxCount: trip.paxCount,
    luggageCount: trip.luggageCount ?? null,
    hireMinutes: trip.hireMinutes ?? null,
    passengers: await resolver.passengers(clientId, trip.passengers ?? []),
    remarks: trip.remarks || null,
  };
}

/** The order vehicle of createOrder's and updateOrder's body (before their schema reads it). */
export function vehicleBody(t: ResolvedTrip) {
  return {
    serviceType: t.serviceType,
    pickupDate: t.pickupDate,
    pickupTime: t.pickupTime,
    flightNo: t.flightNo,
    pickupLocationId: t.pickup.locationId,
    pickupAddress: t.pickup.address,
    pickupZone: t.pickup.zone,
    dropoffLocationId: t.dropoff?.locationId ?? null,
    dropoffAddress: t.dropoff?.address ?? null,
    dropoffZone: t.dropoff?.zone ?? null,
    stops: t.stops,
    vehicleTypeId: t.vehicleTypeId,
    paxCount: t.paxCount,
    luggageCount: t.luggageCount,
    hireMinutes: t.hireMinutes,
    remarks: t.remarks,
    orderPaxes: t.passengers.map((p) => ({ paxName: p.name, paxTel: p.mobile })),
  };
}

/** getOrderTariff's body for the trip: the same names the order service prices an order vehicle by. */
export function quoteBody(clientId: number, t: ResolvedTrip) {
  const v = vehicleBody(t);
  return {
    clientId,
    vehicleTypeId: v.vehicleTypeId,
    serviceType: v.serviceType,
    serviceDate: v.pickupDate,
    pickupTime: v.pickupTime,
    pickupLocationId: v.pickupLocationId,
    pickupAddress: v.pickupAddress,
    pickupZone: v.pickupZone,
    dropoffLocationId: v.dropoffLocationId,
    dropoffAddress: v.dropoffAddress,
    dropoffZone: v.dropoffZone,
    stops: v.stops,
    hireMinutes: v.hireMinutes,
  };
}
