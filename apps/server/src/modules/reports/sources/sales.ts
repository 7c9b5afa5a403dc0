import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import type { ReportInput, ReportSource } from '../report-source.js';
import { anyOf } from '../../orders/enquiry.service.js';
import { driverOrVendorSql, filterId, liveOrderVehicles } from './shared.js';

/*
 * The sales report (issue 17, /report/salesreport): every live order vehicle of an active order of
 * the branch picked up in the period, at its fare (fareAmt: the frozen price or the manual fare);
 * no-shows count (they are billed). A month of a busy branch is 45,000 rows: the detail is paged and
 * summed by SQL; the summary is one row per client.
 */

const ov = t.orderVehicles;
const vendor = alias(t.clients, 'vendor');

function where(input: ReportInput): SQL {
  const clientId = filterId(input, 'clientId');
  const vehicleTypeId = filterId(input, 'vehicleTypeId');
  const driverId = filterId(input, 'driverId');
  const serviceType = input.filters.serviceType as string | undefined;
  return and(
    liveOrderVehicles(input),
    clientId === undefined ? undefined : eq(t.orders.clientId, clientId),
    serviceType === undefined ? undefined : eq(ov.serviceType, serviceType),
    vehicleTypeId === undefined ? undefined : eq(ov.vehicleTypeId, vehicleTypeId),
    driverId === undefined ? undefined : eq(ov.driverId, driverId),
  ) as SQL;
}

/** Rows of an export read per piece of ids: the month is sorted once, each piece is a lookup by key. */
const STREAM_PIECE = 5_000;

const detailColumns = () => ({
  orderVehicleId: ov.id,
  orderRefId: t.orders.orderRefId,
  pickupDate: ov.pickupDate,
  pickupTime: sql<string>`to_char(${ov.pickupTime}, 'HH24:MI')`,
  clientId: t.orders.clientId,
  clientCode: t.clients.clientCode,
  serviceType: ov.serviceType,
  vehicleTypeId: ov.vehicleTypeId,
  vehicleType: t.vehicleTypes.vehicleType,
  driverId: ov.driverId,
  outsourceVendorId: ov.outsourceVendorId,
  driverOrVendor: driverOrVendorSql(vendor),
  amount: ov.fareAmt,
});

const detail = (db: Db) =>
  db
    .select(detailColumns())
    .from(ov)
    .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
    .innerJoin(t.clients, eq(t.clients.id, t.orders.clientId))
    .innerJoin(t.vehicleTypes, eq(t.vehicleTypes.id, ov.vehicleTypeId))
    .leftJoin(t.drivers, eq(t.drivers.id, ov.driverId))
    .leftJoin(vendor, eq(vendor.id, ov.outsourceVendorId));

const detailOrder = () => [asc(ov.pickupDate), asc(ov.pickupTime), asc(t.orders.orderRefId), asc(ov.id)];

/** The rows of these order vehicles, in the order of the ids. */
async function rowsOf(db: Db, ids: number[]) {
  const rows = await detail(db).where(anyOf(ov.id, ids));
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (at.get(a.orderVehicleId) as number) - (at.get(b.orderVehicleId) as number));
}

export const salesDetail: ReportSource = {
  kind: 'paged',
  async page(db: Db, input: ReportInput, offset: number, limit: number) {
    return detail(db)
      .where(where(input))
      .orderBy(...detailOrder())
      .limit(limit)
      .offset(offset);
  },
  // Offset pages would sort the month once per page; the ids are sorted once and the rows looked up piece by piece.
  async *stream(db: Db, input: ReportInput) {
    const ids = (
      await db
        .select({ id: ov.id })
        .from(ov)
        .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
        .where(where(input))
        .orderBy(...detailOrder())
    ).map((r) => r.id);
    const read = (from: number) => {
      const piece = rowsOf(db, ids.slice(from, from + STREAM_PIECE));
      piece.catch(() => undefined); // awaited below; a download dropped meanwhile must not leave it unhandled
      return piece;
    };
    let next = ids.length > 0 ? read(0) : null;
    for (let from = 0; next; from += STREAM_PIECE) {
      const rows = await next;
      // The next piece is read while this one is written.
      next = from + STREAM_PIECE < ids.length ? read(from + STREAM_PIECE) : null;
      yield* rows;
    }
  },
  async summary(db: Db, input: ReportInput) {
    const [row] = await db
      .select({ n: count(), amount: sql<string>`coalesce(sum(${ov.fareAmt}), 0)::numeric(14, 2)::text` })
      .from(ov)
      .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
      .where(where(input));
    return { count: Number(row.n), totals: { amount: row.amount } };
  },
};

export const salesByClient: ReportSource = {
  kind: 'all',
  async rows(db: Db, input: ReportInput) {
    const rows = await db
      .select({
        clientId: t.orders.clientId,
        clientCode: t.clients.clientCode,
        clientNameEng: t.clients.clientNameEng,
        clientNameChi: t.clients.clientNameChi,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${ov.fareAmt})::numeric(14, 2)::text`,
      })
      .from(ov)
      .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
      .innerJoin(t.clients, eq(t.clients.id, t.orders.clientId))
      .where(where(input))
      .groupBy(t.orders.clientId, t.clients.clientCode, t.clients.clientNameEng, t.clients.clientNameChi)
      .orderBy(asc(t.clients.clientCode));
    return rows;
  },
};
