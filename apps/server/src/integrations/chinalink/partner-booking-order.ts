import { proposeZone, type ServerText, srvText, type ZonedLocation } from '@limo/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { HttpError } from '../../engine/errors.js';
import { CHINALINK } from './outbox.js';

/*
 * What a partner booking becomes on our side (docs/partner-feed.md): the partner's settings, its
 * vehicle type and locations mapped to ours, and the body of our order.
 */

export interface PartnerSettings {
  branchId: number;
  clientId: number | null;
  autoAccept: boolean;
}

type Booking = typeof t.partnerBookings.$inferSelect;

const lower = (v: string) => v.toLowerCase();

/** chinaLinkBranchCode, chinaLinkClientCode and chinaLinkAutoAccept; without a branch no booking can be taken (503). */
export async function partnerSettings(db: Db | Tx): Promise<PartnerSettings> {
  const rows = await db
    .select({ key: t.sysParameters.parmKey, value: t.sysParameters.parmValue })
    .from(t.sysParameters)
    .where(inArray(t.sysParameters.parmKey, ['chinaLinkBranchCode', 'chinaLinkClientCode', 'chinaLinkAutoAccept']));
  const get = (k: string) => rows.find((r) => r.key === k)?.value?.trim() ?? '';
  const [branch] = get('chinaLinkBranchCode')
    ? await db
        .select({ id: t.branches.id })
        .from(t.branches)
        .where(sql`lower(${t.branches.branchCode}) = ${lower(get('chinaLinkBranchCode'))}`)
    : [];
  if (!branch) throw new HttpError(503, srvText('srv.cl.notSetUp'));
  const [client] = get('chinaLinkClientCode')
    ? await db
        .select({ id: t.clients.id })
        .from(t.clients)
        .where(sql`lower(${t.clients.clientCode}) = ${lower(get('chinaLinkClientCode'))}`)
    : [];
  return { branchId: branch.id, clientId: client?.id ?? null, autoAccept: get('chinaLinkAutoAccept') === '1' };
}

/**
 * Our vehicle type for the partner's code: the one type its apiVehicleTypes row (apiSource chinaLink,
 * any case) is mapped to; null when the code is unknown or mapped to none or to several.
 */
export async function mappedVehicleType(db: Db | Tx, code: string): Promise<number | null> {
  const rows = await db
    .selectDistinct({ vehicleTypeId: t.vehicleTypeMaps.vehicleTypeId })
    .from(t.apiVehicleTypes)
    .innerJoin(t.vehicleTypeMaps, eq(t.vehicleTypeMaps.apiVehicleTypeId, t.apiVehicleTypes.id))
    .where(
      and(
        sql`lower(${t.apiVehicleTypes.apiVehicleTypeCode}) = ${lower(code)}`,
        sql`lower(${t.apiVehicleTypes.apiSource}) = ${lower(CHINALINK)}`,
        eq(t.apiVehicleTypes.recordStatus, 'A'),
      ),
    );
  return rows.length === 1 ? rows[0].vehicleTypeId : null;
}

/** Active locations by code (lower case) among the codes given. */
export async function locationsByCode(db: Db | Tx, codes: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(codes.map(lower))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: t.locations.id, code: t.locations.locationCode })
    .from(t.locations)
    .where(and(inArray(sql`lower(${t.locations.locationCode})`, wanted), eq(t.locations.recordStatus, 'A')));
  return new Map(rows.map((r) => [lower(r.code), r.id]));
}

/** The staff-like caller of changes the partner makes itself (automatic acceptance, PATCH): no staff row, its name in the history. */
export function partnerPrincipal(branchId: number): Principal {
  return {
    staffId: 0,
    sessionId: `partner:${CHINALINK}`,
    username: CHINALINK,
    fullname: 'chinaLink partner feed',
    rights: [],
    branchId,
    branches: [branchId],
    selectedBranchId: branchId,
    clientGroupId: null,
  };
}

/** The cancel reason of a cancel by the partner: CLT (cancelled by client), else the first active one. */
export async function partnerCancelReason(db: Db | Tx): Promise<number | null> {
  const rows = await db
    .select({ id: t.cancelReasons.id, code: t.cancelReasons.cancelReasonCode })
    .from(t.cancelReasons)
    .where(eq(t.cancelReasons.recordStatus, 'A'))
    .orderBy(asc(t.cancelReasons.displaySeq), asc(t.cancelReasons.id));
  return (rows.find((r) => r.code.toUpperCase() === 'CLT') ?? rows[0])?.id ?? null;
}

/** A place of our order: a location by the partner's code, or the partner's address with the zone proposed for it. */
export type BookingPlace = { locationId: number } | { address: string; zone: string };
export interface BookingPlaces {
  pickup?: BookingPlace;
  dropoff?: BookingPlace;
}

/** Why a booking cannot become an order yet, one line a problem; empty when it can. */
export async function acceptProblems(db: Db | Tx, booking: Booking, settings: PartnerSettings) {
  const problems: ServerText[] = [];
  const places = await placesOf(db, booking);
  if (booking.vehicleTypeId === null) problems.push(srvText('srv.cl.typeUnmapped', { code: booking.vehicleTypeCode }));
  if (settings.clientId === null) problems.push(srvText('srv.cl.paramNoClient'));
  for (const role of ['pickup', 'dropoff'] as const) {
    const p = places[role];
    if (p && 'zone' in p && !p.zone) problems.push(srvText(role === 'pickup' ? 'srv.cl.noPickupZone' : 'srv.cl.noDropoffZone', { address: p.address }));
  }
  return { problems, places };
}

/** Active locations with a zone: what the zone of a partner's address is proposed from (as the order form does). */
async function zonedLocations(db: Db | Tx): Promise<ZonedLocation[]> {
  const rows = await db
    .select({ name: t.locations.locationDescEng, nameZh: t.locations.locationDescChi, zone: t.locations.contractLabel })
    .from(t.locations)
    .where(and(eq(t.locations.recordStatus, 'A'), isNotNull(t.locations.contractLabel)));
  return rows.map((r) => ({ name: r.name ?? '', nameZh: r.nameZh ?? '', zone: r.zone ?? '' }));
}

/** Our places of the booking: a location by code, else the partner's address kept as a free address with a proposed zone ('' when none resembles it). */
async function placesOf(db: Db | Tx, b: Booking): Promise<BookingPlaces> {
  const ids = await locationsByCode(
    db,
    [b.pickupLocationCode, b.dropoffLocationCode].filter((c): c is string => Boolean(c)),
  );
  const zoned = hasBareAddress(b) ? await zonedLocations(db) : [];
  const place = (code: string | null, address: string | null): BookingPlace | undefined => {
    if (code) {
      const id = ids.get(lower(code));
      return id === undefined ? undefined : { locationId: id };
    }
    return address ? { address, zone: proposeZone(address, zoned) } : undefined;
  };
  return { pickup: place(b.pickupLocationCode, b.pickupAddress), dropoff: place(b.dropoffLocationCode, b.dropoffAddress) };
}

/** True when the booking names a place by address alone (the dispatcher looks at it, and its proposed zone, before it is accepted). */
export const hasBareAddress = (b: Pick<Booking, 'pickupLocationCode' | 'dropoffLocationCode'>) => !b.pickupLocationCode || !b.dropoffLocationCode;

const TEL = /^[0-9 +()-]*$/;

type RemarkFields = 'pickupLocationCode' | 'pickupAddress' | 'dropoffLocationCode' | 'dropoffAddress' | 'remarks';

/**
 * The order vehicle's remarks: an address given beside a location code (a detail of that place) and the partner's remarks.
 * An address alone is the vehicle's own free address, not repeated here.
 */
export function vehicleRemarks(b: Pick<Booking, RemarkFields>): string | null {
  const detail = (code: string | null, address: string | null, label: string) => (code && address ? `${label}: ${address}` : null);
  const notes = [detail(b.pickupLocationCode, b.pickupAddress, 'Pick-up'), detail(b.dropoffLocationCode, b.dropoffAddress, 'Drop-off'), b.remarks].filter(
    Boolean,
  );
  return notes.length ? notes.join('\n').slice(0, 1000) : null;
}

/** The vehicle's fields of one place (`pickupLocationId`, or `pickupAddress` and `pickupZone`). */
function placeFields(role: 'pickup' | 'dropoff', p: BookingPlace | undefined) {
  if (p && 'address' in p) return { [`${role}LocationId`]: null, [`${role}Address`]: p.address, [`${role}Zone`]: p.zone };
  return { [`${role}LocationId`]: p?.locationId };
}

/** createOrder's body for the booking: one active vehicle, the passenger, its places and the partner's id in the remarks. */
export function orderBodyOf(b: Booking, clientId: number, places: BookingPlaces) {
  const tel = b.paxTel && TEL.test(b.paxTel) ? b.paxTel : null;
  return {
    clientId,
    orderStatus: 'A',
    contactName: b.paxName,
    contactTel: tel,
    remarks: `${CHINALINK} booking ${b.partnerOrderId}`,
    orderVehicles: [
      {
        serviceType: b.serviceType,
        pickupDate: b.pickupDate,
        pickupTime: b.pickupTime,
        flightNo: b.flightNo,
        ...placeFields('pickup', places.pickup),
        ...placeFields('dropoff', places.dropoff),
        vehicleTypeId: b.vehicleTypeId,
        paxCount: b.paxCount,
        remarks: vehicleRemarks(b),
        orderPaxes: [{ paxName: b.paxName, paxTel: b.paxTel }],
      },
    ],
  };
}
