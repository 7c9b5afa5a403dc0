import { pathParams } from '../../engine/route-schema.js';
import { GRID_START_MINUTE, isValidIsoDate, nextDate, placeOf, RESOURCES, type ScheduleRow, type SecondCall, srvText } from '@limo/domain';
import { and, asc, type Column, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import { anyOf } from './enquiry.service.js';
import { dropoffZoneSql, pickupZoneSql } from './order-zones.js';

/*
 * The reads by service date (issue 9): a service date's grid runs from 04:00 of the date to 03:59
 * of the next (operator-slots.ts). Schedules place an order vehicle by its start; the orders of a
 * date are those with a vehicle picking up in that grid. Cancelled, void and no-show rows are kept
 * with their status (the grid decides what to show); vehicles removed from their order are not.
 */

const o = t.orders;
const ov = t.orderVehicles;
const GRID_START = `${String(Math.floor(GRID_START_MINUTE / 60)).padStart(2, '0')}:${String(GRID_START_MINUTE % 60).padStart(2, '0')}:00`;

/** The service date of a path: a 400 naming it when it is not a date. */
export function serviceDate(raw: unknown): string {
  if (typeof raw === 'string' && isValidIsoDate(raw)) return raw;
  throw badRequest(srvText('srv.notServiceDate', { field: 'date' }), undefined, [{ field: 'date', value: raw }]);
}

/** A path's `{date}`, a service date (serviceDate's 400 when it is none). */
export const serviceDateParam = pathParams({ date: serviceDate }, { date: { type: 'string', format: 'date', description: 'the service date' } });

/** The date and time columns fall in the grid of a service date (two calendar days). */
function inGrid(date: Column, time: Column, day: string): SQL {
  return or(and(eq(date, day), gte(time, GRID_START)), and(eq(date, nextDate(day)), lt(time, GRID_START))) as SQL;
}

/** 'name@mobile' as its two parts; a text without an at-sign is all name. */
export function splitOutsourceDriver(text: string | null): { name: string | null; mobile: string | null } {
  if (!text) return { name: null, mobile: null };
  const at = text.lastIndexOf('@');
  if (at < 0) return { name: text.trim() || null, mobile: null };
  return { name: text.slice(0, at).trim() || null, mobile: text.slice(at + 1).trim() || null };
}

const stops = t.orderVehicleStops;
const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

export class ScheduleService {
  constructor(private readonly db: Db) {}

  /**
   * One row per order vehicle of the branch starting in the service date's grid, by start. Read in
   * steps, each by an index (the day's vehicles by start, then their orders, last stops and
   * locations by id): joined in one statement, PostgreSQL hashed the whole orders table instead.
   */
  async schedules(day: string, principal: Principal): Promise<ScheduleRow[]> {
    return this.rows(and(inGrid(ov.startDate, ov.startTime, day), eq(ov.orderVehicleStatus, 'A')) as SQL, principal.selectedBranchId);
  }

  /**
   * The rows of these order vehicles of a branch, as the live `schedule` event sends them: a vehicle
   * removed from its order comes with status C, so the grids holding it drop it like a cancelled one.
   */
  async rowsFor(ids: readonly number[], branchId: number, ex: Db | Tx = this.db): Promise<ScheduleRow[]> {
    return ids.length ? this.rows(anyOf(ov.id, [...ids]), branchId, ex) : [];
  }

  private async rows(where: SQL, branchId: number, ex: Db | Tx = this.db): Promise<ScheduleRow[]> {
    const vehicles = await ex
      .select({
        orderVehicleId: ov.id,
        orderId: ov.orderId,
        version: ov.version,
        flightEtaDate: ov.flightEtaDate,
        flightEtaTime: ov.flightEtaTime,
        pickupDate: ov.pickupDate,
        pickupTime: ov.pickupTime,
        noshowFlag: ov.noshowFlag,
        startDate: ov.startDate,
        endDate: ov.endDate,
        startTime: ov.startTime,
        endTime: ov.endTime,
        vehicleTypeId: ov.vehicleTypeId,
        driverId: ov.driverId,
        vehicleId: ov.vehicleId,
        serviceType: ov.serviceType,
        pickupLocationId: ov.pickupLocationId,
        pickupAddress: ov.pickupAddress,
        dropoffLocationId: ov.dropoffLocationId,
        dropoffAddress: ov.dropoffAddress,
        flightNo: ov.flightNo,
        outsourceDriverName: ov.outsourceDriverName,
        outsourceVendorId: ov.outsourceVendorId,
        outsourceCost: ov.outsourceCost,
        vehicleStatus: ov.orderVehicleStatus,
        jobStatus: ov.jobStatus,
        // The travel rule's zones (issue 32), read as the clash context reads them.
        pickupZone: pickupZoneSql,
        dropoffZone: dropoffZoneSql,
      })
      .from(ov)
      .where(where)
      .orderBy(asc(ov.startDate), asc(ov.startTime), asc(ov.id));
    if (!vehicles.length) return [];
    const ids = vehicles.map((v) => v.orderVehicleId);
    const [orders, lastStops, seconds] = await Promise.all([
      ex
        .select({
          id: o.id,
          orderRefId: o.orderRefId,
          orderStatus: o.orderStatus,
          clientId: o.clientId,
          clientTypeId: t.clients.clientTypeId,
          clientCode: t.clients.clientCode,
          clientShortName: t.clients.clientShortName,
        })
        .from(o)
        .innerJoin(t.clients, eq(t.clients.id, o.clientId))
        .where(and(anyOf(o.id, unique(vehicles.map((v) => v.orderId))), eq(o.branchId, branchId))),
      ex
        .selectDistinctOn([stops.orderVehicleId], { orderVehicleId: stops.orderVehicleId, locationId: stops.locationId, address: stops.address })
        .from(stops)
        .where(anyOf(stops.orderVehicleId, ids))
        .orderBy(asc(stops.orderVehicleId), desc(stops.seq)),
      ex
        .select({
          id: t.orderDriverVehicles.id,
          orderVehicleId: t.orderDriverVehicles.orderVehicleId,
          driverId: t.orderDriverVehicles.driverId,
          vehicleId: t.orderDriverVehicles.vehicleId,
          outsourceVendorId: t.orderDriverVehicles.outsourceVendorId,
          outsourceDriverName: t.orderDriverVehicles.outsourceDriverName,
        })
        .from(t.orderDriverVehicles)
        .where(anyOf(t.orderDriverVehicles.orderVehicleId, ids))
        .orderBy(asc(t.orderDriverVehicles.id)),
    ]);
    const orderOf = new Map(orders.map((r) => [r.id, r]));
    const lastStopOf = new Map(lastStops.map((r) => [r.orderVehicleId, { id: r.locationId, address: r.address }]));
    const secondsOf = new Map<number, SecondCall[]>();
    for (const { orderVehicleId, ...call } of seconds) secondsOf.set(orderVehicleId, [...(secondsOf.get(orderVehicleId) ?? []), call]);
    const mine = vehicles.filter((v) => orderOf.has(v.orderId));
    // The drop-off, else the last stop, else the pick-up; each a location or a free address (issue 30 part 3).
    type Place = { id: number | null; address: string | null };
    const startOf = (v: (typeof vehicles)[number]): Place => ({ id: v.pickupLocationId, address: v.pickupAddress });
    const endOf = (v: (typeof vehicles)[number]): Place =>
      v.dropoffLocationId !== null || v.dropoffAddress !== null
        ? { id: v.dropoffLocationId, address: v.dropoffAddress }
        : (lastStopOf.get(v.orderVehicleId) ?? startOf(v));
    const locationIds = unique(mine.flatMap((v) => [startOf(v).id, endOf(v).id]).filter((id): id is number => id !== null));
    const codes = locationIds.length
      ? new Map(
          (await ex.select({ id: t.locations.id, code: t.locations.locationCode }).from(t.locations).where(anyOf(t.locations.id, locationIds))).map((l) => [
            l.id,
            l.code,
          ]),
        )
      : new Map<number, string>();
    const labelOf = (p: Place) => placeOf({ name: p.id === null ? null : codes.get(p.id), address: p.address });
    return mine.map((v) => {
      const order = orderOf.get(v.orderId) as (typeof orders)[number];
      const outsource = splitOutsourceDriver(v.outsourceDriverName);
      const [start, end] = [startOf(v), endOf(v)];
      return {
        orderVehicleId: v.orderVehicleId,
        flightEtaDate: v.flightEtaDate,
        flightEtaTime: v.flightEtaTime,
        pickupDate: v.pickupDate,
        pickupTime: v.pickupTime.slice(0, 5),
        clientTypeId: order.clientTypeId,
        orderStatus: v.vehicleStatus === 'A' ? order.orderStatus : 'C',
        noshowFlag: v.noshowFlag,
        startDate: v.startDate,
        endDate: v.endDate,
        startTime: v.startTime,
        endTime: v.endTime,
        clientId: order.clientId,
        vehicleTypeId: v.vehicleTypeId,
        driverId: v.driverId,
        serviceType: v.serviceType,
        pickupLocationId: v.pickupLocationId,
        dropoffLocationId: v.dropoffLocationId,
        flightNo: v.flightNo,
        outsourceDriverName: v.outsourceDriverName,
        outsourceVendorId: v.outsourceVendorId,
        outsourceCost: v.outsourceCost,
        isOutsource: (v.outsourceVendorId ?? 0) > 0,
        outsourceName: outsource.name,
        outsourceMobile: outsource.mobile,
        startLocationId: start.id,
        startLocationCode: labelOf(start),
        endLocationId: end.id,
        endLocationCode: labelOf(end),
        orderId: v.orderId,
        jobStatus: v.jobStatus,
        orderRefId: order.orderRefId,
        version: v.version,
        vehicleId: v.vehicleId,
        clientCode: order.clientCode,
        clientShortName: order.clientShortName,
        secondCalls: secondsOf.get(v.orderVehicleId) ?? [],
        pickupZone: v.pickupZone,
        dropoffZone: v.dropoffZone,
      };
    });
  }

  /** The orders of the branch with a vehicle (not removed) picking up in the service date's grid. */
  async orders(day: string, principal: Principal) {
    const rows = await this.db
      .select()
      .from(o)
      .where(
        and(
          eq(o.branchId, principal.selectedBranchId),
          // By id from the day's vehicles (the pick-up index), not a hash of every order against them.
          sql`${o.id} = any(array(${this.db
            .select({ id: ov.orderId })
            .from(ov)
            .where(and(eq(ov.orderVehicleStatus, 'A'), inGrid(ov.pickupDate, ov.pickupTime, day)))}))`,
        ),
      )
      .orderBy(asc(o.orderRefId), asc(o.id));
    return rows.map((row) => toWire(RESOURCES.orders, row));
  }
}
