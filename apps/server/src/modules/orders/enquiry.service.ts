import { RESOURCES, srvText } from '@limo/domain';
import { and, asc, type Column, count, eq, exists, getTableColumns, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import { containing, DEFAULT_PAGE_SIZE } from '../../engine/query.js';
import type { EnquiryBody, EnquiryRow, EnquirySort, EnquirySortField } from './enquiry.schemas.js';

/*
 * The order enquiry (issue 9): one query for the screen's page and for the exported file. Orders
 * of the selected branch; vehicle filters (dates, flight, driver, vehicle) must hold on one and the
 * same vehicle not cancelled; the page's vehicles, passengers and agent references are read with
 * one grouped query each, never per row.
 */

/** Beyond this an export is refused: the filters should be narrowed. */
export const EXPORT_MAX_ROWS = 50_000;

const o = t.orders;
const ov = t.orderVehicles;
/** A vehicle removed from its order (orderVehicleStatus C) is no longer part of the booking. */
const liveVehicle = eq(ov.orderVehicleStatus, 'A');

const SORT_COLUMNS: Record<EnquirySortField, SQL | Column> = {
  orderRefId: o.orderRefId,
  pickupDate: o.firstPickupAt,
  clientCode: sql`${t.clients.clientCode}`,
  orderStatus: o.orderStatus,
};
const DEFAULT_SORT: EnquirySort[] = [{ field: 'pickupDate', dir: 'asc' }];

/** A list of ids as one array parameter (an export may hold 50 000 of them). */
export const anyOf = (column: Column, ids: number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

export class EnquiryService {
  constructor(private readonly db: Db) {}

  /** The conditions of the body's filters, on orders of the selected branch. */
  where(body: EnquiryBody, principal: Principal): SQL {
    const conds: (SQL | undefined)[] = [eq(o.branchId, principal.selectedBranchId)];
    if (body.clientId) conds.push(eq(o.clientId, body.clientId));
    if (body.orderStatus) conds.push(eq(o.orderStatus, body.orderStatus));
    if (body.orderRefId) conds.push(ilike(o.orderRefId, containing(body.orderRefId)));
    const vehicleConds: SQL[] = [];
    if (body.dateFrom) vehicleConds.push(gte(ov.pickupDate, body.dateFrom));
    if (body.dateTo) vehicleConds.push(lte(ov.pickupDate, body.dateTo));
    if (body.flightNo) vehicleConds.push(ilike(ov.flightNo, containing(body.flightNo)));
    if (body.driverId) vehicleConds.push(eq(ov.driverId, body.driverId));
    if (body.vehicleId) vehicleConds.push(eq(ov.vehicleId, body.vehicleId));
    /** Some row of a child table of the order meets the conditions. */
    const some = (table: typeof ov | typeof t.orderPaxes | typeof t.orderRefs, ...where: SQL[]) =>
      exists(
        this.db
          .select({ one: sql`1` })
          .from(table)
          .where(and(eq(table.orderId, o.id), ...where)),
      );
    // Dates, driver and vehicle are indexed on order_vehicles: the matching orders are read by id from
    // that short list, rather than every order of the branch being hashed against it.
    const indexed = body.dateFrom || body.dateTo || body.driverId || body.vehicleId;
    if (vehicleConds.length)
      conds.push(
        indexed
          ? sql`${o.id} = any(array(${this.db
              .select({ id: ov.orderId })
              .from(ov)
              .where(and(liveVehicle, ...vehicleConds))}))`
          : some(ov, liveVehicle, ...vehicleConds),
      );
    if (body.paxName) conds.push(some(t.orderPaxes, ilike(t.orderPaxes.paxName, containing(body.paxName))));
    if (body.agentRef) conds.push(some(t.orderRefs, ilike(t.orderRefs.agentRef, containing(body.agentRef))));
    return and(...conds) as SQL;
  }

  async count(body: EnquiryBody, principal: Principal): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(o).where(this.where(body, principal));
    return Number(row.n);
  }

  /** One page of the enquiry, and how many orders it finds in all. */
  async page(body: EnquiryBody, principal: Principal) {
    const page = body.page ?? 0;
    const size = body.size ?? DEFAULT_PAGE_SIZE;
    const { rows, total: counted } = await this.rows(body, principal, { limit: size, offset: page * size });
    // The page carries the count (a window over the rows it sorts anyway); only a page past the end asks again.
    const total = counted ?? (page === 0 ? 0 : await this.count(body, principal));
    return { rows, page: { size, totalElements: total, totalPages: Math.ceil(total / size), number: page } };
  }

  /** Every order the enquiry finds, for a file: a 400 beyond EXPORT_MAX_ROWS. */
  async all(body: EnquiryBody, principal: Principal, max = EXPORT_MAX_ROWS): Promise<EnquiryRow[]> {
    const total = await this.count(body, principal);
    if (total > max) throw badRequest(srvText('srv.ord.exportTooMany', { total, max }), undefined, [{ field: 'format', value: total }]);
    return (await this.rows(body, principal, { limit: max, offset: 0 })).rows;
  }

  /** The rows of one slice, and how many the enquiry finds in all (undefined when the slice is empty). */
  private async rows(body: EnquiryBody, principal: Principal, { limit, offset }: { limit: number; offset: number }) {
    const sorts = body.sort?.length ? body.sort : DEFAULT_SORT;
    const orders = await this.db
      .select({
        ...getTableColumns(o),
        clientCode: t.clients.clientCode,
        clientNameEng: t.clients.clientNameEng,
        clientNameChi: t.clients.clientNameChi,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(o)
      .innerJoin(t.clients, eq(t.clients.id, o.clientId))
      .where(this.where(body, principal))
      .orderBy(...sorts.map((s) => (s.dir === 'desc' ? sql`${SORT_COLUMNS[s.field]} desc nulls last` : asc(SORT_COLUMNS[s.field]))), asc(o.id))
      .limit(limit)
      .offset(offset);
    if (!orders.length) return { rows: [] as EnquiryRow[], total: undefined };
    const ids = orders.map((r) => r.id);
    const [vehicles, paxes, refs] = await Promise.all([
      this.db
        .select({
          orderId: ov.orderId,
          vehicleCount: sql<number>`count(*)::int`,
          first: sql<string | null>`min(${ov.pickupDate} + ${ov.pickupTime})::text`,
          total: sql<string>`coalesce(sum(${ov.fareAmt}), 0)::numeric(14, 2)::text`,
          flights: sql<(string | null)[]>`array_agg(${ov.flightNo} order by ${ov.pickupDate}, ${ov.pickupTime}, ${ov.seqNo})`,
        })
        .from(ov)
        .where(and(anyOf(ov.orderId, ids), liveVehicle))
        .groupBy(ov.orderId),
      this.db
        .select({ orderId: t.orderPaxes.orderId, names: sql<string[]>`array_agg(${t.orderPaxes.paxName} order by ${t.orderPaxes.id})` })
        .from(t.orderPaxes)
        .where(anyOf(t.orderPaxes.orderId, ids))
        .groupBy(t.orderPaxes.orderId),
      this.db
        .select({ orderId: t.orderRefs.orderId, refs: sql<string[]>`array_agg(${t.orderRefs.agentRef} order by ${t.orderRefs.id})` })
        .from(t.orderRefs)
        .where(anyOf(t.orderRefs.orderId, ids))
        .groupBy(t.orderRefs.orderId),
    ]);
    const vehiclesOf = new Map(vehicles.map((v) => [v.orderId, v]));
    const paxesOf = new Map(paxes.map((p) => [p.orderId, p.names]));
    const refsOf = new Map(refs.map((r) => [r.orderId, r.refs]));
    const rows = orders.map(({ clientCode, clientNameEng, clientNameChi, total: _total, ...order }): EnquiryRow => {
      const v = vehiclesOf.get(order.id);
      const [pickupDate, pickupTime] = v?.first ? v.first.split(' ') : [null, null];
      return {
        ...(toWire(RESOURCES.orders, order) as Omit<EnquiryRow, 'clientCode' | 'clientNameEng' | 'clientNameChi'>),
        clientCode,
        clientNameEng,
        clientNameChi,
        pickupDate,
        pickupTime,
        vehicleCount: v ? Number(v.vehicleCount) : 0,
        flightNos: [...new Set((v?.flights ?? []).filter((f): f is string => Boolean(f)))],
        paxNames: paxesOf.get(order.id) ?? [],
        agentRefs: refsOf.get(order.id) ?? [],
        totalFareAmt: v?.total ?? '0.00',
      };
    });
    return { rows, total: orders[0].total };
  }
}
