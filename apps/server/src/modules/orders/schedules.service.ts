import { GRID_START_MINUTE, isValidIsoDate, nextDate, RESOURCES } from '@limo/domain';
import { and, asc, type Column, eq, exists, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import type { ScheduleRow } from './enquiry.schemas.js';

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
  throw badRequest('date must be a service date YYYY-MM-DD', undefined, [{ field: 'date', value: raw }]);
}

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

const startLocation = alias(t.locations, 'start_location');
/** The drop-off, else the last stop, else the pick-up. */
const endLocationId = sql<number>`coalesce(${ov.dropoffLocationId},
  (select s.location_id from ${t.orderVehicleStops} s where s.order_vehicle_id = ${ov.id} order by s.seq desc limit 1),
  ${ov.pickupLocationId})`;

export class ScheduleService {
  constructor(private readonly db: Db) {}

  /** One row per order vehicle of the branch starting in the service date's grid, by start. */
  async schedules(day: string, principal: Principal): Promise<ScheduleRow[]> {
    const rows = await this.db
      .select({
        orderVehicleId: ov.id,
        flightEtaDate: ov.flightEtaDate,
        flightEtaTime: ov.flightEtaTime,
        pickupDate: ov.pickupDate,
        pickupTime: ov.pickupTime,
        clientTypeId: t.clients.clientTypeId,
        orderStatus: o.orderStatus,
        noshowFlag: ov.noshowFlag,
        startDate: ov.startDate,
        endDate: ov.endDate,
        startTime: ov.startTime,
        endTime: ov.endTime,
        clientId: o.clientId,
        vehicleTypeId: ov.vehicleTypeId,
        driverId: ov.driverId,
        serviceType: ov.serviceType,
        pickupLocationId: ov.pickupLocationId,
        dropoffLocationId: ov.dropoffLocationId,
        flightNo: ov.flightNo,
        outsourceDriverName: ov.outsourceDriverName,
        outsourceVendorId: ov.outsourceVendorId,
        startLocationCode: startLocation.locationCode,
        endLocationId,
        endLocationCode: sql<string>`(select l.location_code from ${t.locations} l where l.id = ${endLocationId})`,
      })
      .from(ov)
      .innerJoin(o, eq(o.id, ov.orderId))
      .innerJoin(t.clients, eq(t.clients.id, o.clientId))
      .innerJoin(startLocation, eq(startLocation.id, ov.pickupLocationId))
      .where(and(inGrid(ov.startDate, ov.startTime, day), eq(o.branchId, principal.selectedBranchId), eq(ov.orderVehicleStatus, 'A')))
      .orderBy(asc(ov.startDate), asc(ov.startTime), asc(ov.id));
    return rows.map(({ startLocationCode, endLocationId: end, endLocationCode, ...row }) => {
      const outsource = splitOutsourceDriver(row.outsourceDriverName);
      return {
        ...row,
        pickupTime: row.pickupTime.slice(0, 5),
        isOutsource: (row.outsourceVendorId ?? 0) > 0,
        outsourceName: outsource.name,
        outsourceMobile: outsource.mobile,
        startLocationId: row.pickupLocationId,
        startLocationCode,
        endLocationId: Number(end),
        endLocationCode,
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
          exists(
            this.db
              .select({ one: sql`1` })
              .from(ov)
              .where(and(eq(ov.orderId, o.id), eq(ov.orderVehicleStatus, 'A'), inGrid(ov.pickupDate, ov.pickupTime, day))),
          ),
        ),
      )
      .orderBy(asc(o.orderRefId), asc(o.id));
    return rows.map((row) => toWire(RESOURCES.orders, row));
  }
}
