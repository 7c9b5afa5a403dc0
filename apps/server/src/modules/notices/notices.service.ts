import { pathParams } from '../../engine/route-schema.js';
import { flightOn, isValidIsoDate, srvText } from '@limo/domain';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { badRequest } from '../../engine/errors.js';
import { readTimetable } from '../flights/flight-provider.js';
import { anyOf } from '../orders/enquiry.service.js';
import { splitOutsourceDriver } from '../orders/schedules.service.js';
import type { NoticeRow, SignRow } from './notices.schemas.js';

/*
 * The rows of the departure notices and airport signs (issue 15): one per Departure (resp. Arrival)
 * order vehicle picking up on the date (its calendar pick-up date, not the grid's service date), of
 * the selected branch, neither the order nor the vehicle cancelled or void, by pick-up time.
 * Flight times and terminals the order does not hold come from the operator's timetable.
 */

export type NoticeKind = 'Departure' | 'Arrival';

const ov = t.orderVehicles;
const o = t.orders;
const dropoff = alias(t.locations, 'dropoff');
/** Chinese characters (with the middle dot of transliterated names); brackets left around a name once they are taken out. */
const HAN_RUN = /[\p{Script=Han}·]+/gu;
const BRACKETS = /[()（）[\]【】,，]/g;

/** The date of a path: a 400 naming it when it is not a date. */
export function pickupDateParam(raw: unknown): string {
  if (typeof raw === 'string' && isValidIsoDate(raw)) return raw;
  throw badRequest(srvText('srv.notADate', { field: 'date' }), undefined, [{ field: 'date', value: raw }]);
}

/** A path's `{date}`, a pickup date (pickupDateParam's 400 when it is none). */
export const pickupDateParams = pathParams({ date: pickupDateParam }, { date: { type: 'string', format: 'date', description: 'the pickup date' } });

/**
 * The English and Chinese forms of the name a sign calls: the lead passenger's (the first entered),
 * else the order's contact. A name typed in both scripts ("陳大文 Chan Tai Man") gives both; a name
 * in one script gives that form only. Other passengers' names are never taken for the lead's other
 * form: they may be other people.
 */
export function leadNames(paxNames: readonly string[], contactName: string | null): { chi: string | null; eng: string | null } {
  const name = paxNames[0] ?? contactName ?? '';
  const chi = (name.match(HAN_RUN) ?? []).join('');
  const eng = name.replace(HAN_RUN, ' ').replace(BRACKETS, ' ').replace(/\s+/g, ' ').trim();
  return { chi: chi || null, eng: /\p{L}/u.test(eng) ? eng : null };
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

export class NoticeService {
  constructor(private readonly db: Db) {}

  async notices(date: string, branchId: number, only?: number[]): Promise<NoticeRow[]> {
    const rows = await this.read('Departure', date, branchId, only);
    return rows.map((row) => {
      const { v, flight } = row;
      const outsource = splitOutsourceDriver(v.outsourceDriverName);
      const typedTime = hhmm(v.flightEtaTime);
      return {
        ...common(row),
        pickupLocation: v.pickupLocation,
        pickupLocationChi: v.pickupLocationChi,
        dropoffLocation: v.dropoffLocation,
        dropoffLocationChi: v.dropoffLocationChi,
        flightDate: v.flightNo ? (v.flightEtaDate ?? v.pickupDate) : null,
        flightTime: typedTime ?? hhmm(flight?.scheduledDeparture ?? null),
        driverName: v.driverName ?? outsource.name,
        driverNameChi: v.driverNameChi,
        driverMobile: v.driverName ? v.driverMobile : outsource.mobile,
        plate: v.plate,
        vehicleType: v.vehicleType,
        vehicleTypeDesc: v.vehicleTypeDesc,
        clientName: v.clientNameEng,
        clientNameChi: v.clientNameChi,
        remarks: v.remarks,
      };
    });
  }

  async signs(date: string, branchId: number, only?: number[]): Promise<SignRow[]> {
    const rows = await this.read('Arrival', date, branchId, only);
    return rows.map((row) => {
      const { v, paxNames, flight } = row;
      const { chi, eng } = leadNames(paxNames, v.contactName);
      return {
        ...common(row),
        paxNameEng: eng,
        paxNameChi: chi,
        clientNameEng: v.clientNameEng,
        clientNameChi: v.clientNameChi,
        flightEtaDate: v.flightEtaDate,
        flightEtaTime: hhmm(v.flightEtaTime) ?? hhmm(flight?.scheduledArrival ?? null),
        origin: flight?.origin ?? null,
        pickupLocation: v.pickupLocation,
      };
    });
  }

  /** The date's order vehicles of a kind with their passengers and their flight in the timetable. */
  async read(kind: NoticeKind, date: string, branchId: number, only?: number[]) {
    const vehicles = await this.db
      .select({
        orderVehicleId: ov.id,
        orderId: ov.orderId,
        orderRefId: o.orderRefId,
        contactName: o.contactName,
        pickupDate: ov.pickupDate,
        pickupTime: ov.pickupTime,
        flightNo: ov.flightNo,
        flightEtaDate: ov.flightEtaDate,
        flightEtaTime: ov.flightEtaTime,
        paxCount: ov.paxCount,
        remarks: ov.remarks,
        outsourceDriverName: ov.outsourceDriverName,
        // The location's name, else the free address (issue 30 part 3).
        pickupLocation: sql<string>`coalesce(${t.locations.locationDescEng}, ${ov.pickupAddress}, '')`,
        pickupLocationChi: t.locations.locationDescChi,
        dropoffLocation: sql<string | null>`coalesce(${dropoff.locationDescEng}, ${ov.dropoffAddress})`,
        dropoffLocationChi: dropoff.locationDescChi,
        driverName: t.drivers.driverNameEng,
        driverNameChi: t.drivers.driverNameChi,
        driverMobile: t.drivers.mobileNo,
        plate: t.vehicles.licensePlateNo,
        vehicleType: t.vehicleTypes.vehicleType,
        vehicleTypeDesc: t.vehicleTypes.vehicleTypeDescEng,
        clientNameEng: t.clients.clientNameEng,
        clientNameChi: t.clients.clientNameChi,
      })
      .from(ov)
      .innerJoin(o, eq(o.id, ov.orderId))
      .innerJoin(t.clients, eq(t.clients.id, o.clientId))
      .leftJoin(t.locations, eq(t.locations.id, ov.pickupLocationId))
      .leftJoin(dropoff, eq(dropoff.id, ov.dropoffLocationId))
      .innerJoin(t.vehicleTypes, eq(t.vehicleTypes.id, ov.vehicleTypeId))
      .leftJoin(t.drivers, eq(t.drivers.id, ov.driverId))
      .leftJoin(t.vehicles, eq(t.vehicles.id, ov.vehicleId))
      .where(
        and(
          eq(ov.pickupDate, date),
          eq(ov.serviceType, kind),
          eq(ov.orderVehicleStatus, 'A'),
          eq(o.branchId, branchId),
          notInArray(o.orderStatus, ['C', 'V']),
          only ? anyOf(ov.id, only) : undefined,
        ),
      )
      .orderBy(asc(ov.pickupTime), asc(o.orderRefId), asc(ov.seqNo), asc(ov.id));
    if (!vehicles.length) return [];
    const [paxes, timetable] = await Promise.all([
      this.db
        .select({ orderVehicleId: t.orderPaxes.orderVehicleId, paxName: t.orderPaxes.paxName })
        .from(t.orderPaxes)
        .where(
          anyOf(
            t.orderPaxes.orderVehicleId,
            vehicles.map((v) => v.orderVehicleId),
          ),
        )
        .orderBy(asc(t.orderPaxes.id)),
      readTimetable(
        this.db,
        vehicles.flatMap((v) => (v.flightNo ? [v.flightNo] : [])),
      ),
    ]);
    const paxesOf = new Map<number, string[]>();
    for (const p of paxes) paxesOf.set(p.orderVehicleId, [...(paxesOf.get(p.orderVehicleId) ?? []), p.paxName]);
    return vehicles.map((v) => ({
      v,
      paxNames: paxesOf.get(v.orderVehicleId) ?? [],
      // An arrival's flight lands on its ETA date; a departure's leaves on the typed date, else the pick-up's.
      flight: v.flightNo ? flightOn(timetable, v.flightNo, v.flightEtaDate ?? v.pickupDate) : null,
    }));
  }
}

type ReadRow = Awaited<ReturnType<NoticeService['read']>>[number];

/** What a notice and a sign both say about their order vehicle. */
function common({ v, paxNames, flight }: ReadRow) {
  return {
    orderVehicleId: v.orderVehicleId,
    orderId: v.orderId,
    orderRefId: v.orderRefId,
    pickupDate: v.pickupDate,
    pickupTime: hhmm(v.pickupTime) as string,
    flightNo: v.flightNo,
    terminal: flight?.terminal ?? null,
    paxNames,
    paxCount: v.paxCount,
  };
}
