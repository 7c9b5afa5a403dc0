import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import type { ReportSource } from '../report-source.js';
import { filterId } from './shared.js';

/*
 * The orders statistic (issue 17, docs/reports.md): per pick-up date, service type and status, the
 * orders and order vehicles. Every status is counted here (the report's own rule, not rule 8's
 * status A): a vehicle counts under its order's status, except a vehicle removed from a live or
 * pending order (C alone) counts as C, and an active one with its no-show flag as NOSHOW.
 */

const ov = t.orderVehicles;
const o = t.orders;

/** The status a vehicle counts under: the order's C or V first, then the vehicle's own C, then no-show, then the order's. */
export const statisticStatus = sql<string>`case
  when ${o.orderStatus} in ('C', 'V') then ${o.orderStatus}
  when ${ov.orderVehicleStatus} <> 'A' then ${ov.orderVehicleStatus}
  when ${o.orderStatus} = 'A' and ${ov.noshowFlag} = 1 then 'NOSHOW'
  else ${o.orderStatus} end`;

/** A report's order of statuses: the active ones first. */
const STATUS_ORDER = ['A', 'NOSHOW', 'P', 'C', 'V'];

export const ordersStatistic: ReportSource = {
  kind: 'all',
  rows: async (db, input) => {
    const clientId = filterId(input, 'clientId');
    const counted = db
      .select({
        // As text: the same 'YYYY-MM-DD' from PGlite and PostgreSQL.
        date: sql<string>`${ov.pickupDate}::text`.as('date'),
        serviceType: sql<string>`${ov.serviceType}`.as('service_type'),
        status: statisticStatus.as('status'),
        orderId: sql<number>`${ov.orderId}`.as('order_id'),
      })
      .from(ov)
      .innerJoin(o, eq(o.id, ov.orderId))
      .where(
        and(
          eq(o.branchId, input.branchId),
          gte(ov.pickupDate, input.dateFrom),
          lte(ov.pickupDate, input.dateTo),
          clientId === undefined ? undefined : eq(o.clientId, clientId),
        ),
      )
      .as('counted');
    const rows = await db
      .select({
        date: counted.date,
        serviceType: counted.serviceType,
        status: counted.status,
        orders: sql<number>`count(distinct ${counted.orderId})::int`,
        orderVehicles: sql<number>`count(*)::int`,
      })
      .from(counted)
      .groupBy(counted.date, counted.serviceType, counted.status)
      .orderBy(asc(counted.date), asc(counted.serviceType));
    const rank = (s: string) => (STATUS_ORDER.includes(s) ? STATUS_ORDER.indexOf(s) : STATUS_ORDER.length);
    return rows.sort((a, b) => a.date.localeCompare(b.date) || a.serviceType.localeCompare(b.serviceType) || rank(a.status) - rank(b.status));
  },
};
