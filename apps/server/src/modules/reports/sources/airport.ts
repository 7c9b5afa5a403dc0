import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import type { ReportInput, ReportRow, ReportSource } from '../report-source.js';
import { driverOrVendorSql, liveOrderVehicles } from './shared.js';

/*
 * The airport order list (issue 17, /report/airportOrderList): the arrivals and departures of the
 * date (or dates) by pick-up time, with the flight, the passengers (joined in the order they were
 * entered), who drives and the plate.
 */

const ov = t.orderVehicles;
const vendor = alias(t.clients, 'vendor');
const AIRPORT_SERVICES = ['Arrival', 'Departure'];

export const airportOrders: ReportSource = {
  kind: 'all',
  async rows(db: Db, input: ReportInput): Promise<ReportRow[]> {
    const serviceType = input.filters.serviceType as string | undefined;
    const paxes = db
      .select({
        orderVehicleId: t.orderPaxes.orderVehicleId,
        names: sql<string>`string_agg(${t.orderPaxes.paxName}, ', ' order by ${t.orderPaxes.id})`.as('names'),
      })
      .from(t.orderPaxes)
      .groupBy(t.orderPaxes.orderVehicleId)
      .as('paxes');
    return db
      .select({
        orderVehicleId: ov.id,
        orderId: ov.orderId,
        pickupDate: ov.pickupDate,
        pickupTime: sql<string>`to_char(${ov.pickupTime}, 'HH24:MI')`,
        serviceType: ov.serviceType,
        flightNo: ov.flightNo,
        flightEtaTime: sql<string | null>`to_char(${ov.flightEtaTime}, 'HH24:MI')`,
        orderRefId: t.orders.orderRefId,
        paxNames: sql<string>`coalesce(${paxes.names}, '')`,
        paxCount: ov.paxCount,
        driverId: ov.driverId,
        outsourceVendorId: ov.outsourceVendorId,
        driverOrVendor: driverOrVendorSql(vendor),
        licensePlateNo: t.vehicles.licensePlateNo,
      })
      .from(ov)
      .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
      .leftJoin(paxes, eq(paxes.orderVehicleId, ov.id))
      .leftJoin(t.drivers, eq(t.drivers.id, ov.driverId))
      .leftJoin(vendor, eq(vendor.id, ov.outsourceVendorId))
      .leftJoin(t.vehicles, eq(t.vehicles.id, ov.vehicleId))
      .where(and(liveOrderVehicles(input), serviceType ? eq(ov.serviceType, serviceType) : inArray(ov.serviceType, AIRPORT_SERVICES)) as SQL)
      .orderBy(asc(ov.pickupDate), asc(ov.pickupTime), asc(t.orders.orderRefId), asc(ov.id));
  },
};
