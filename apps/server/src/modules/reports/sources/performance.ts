import { nextDate, operatorInstant } from '@limo/domain';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import type { ReportSource } from '../report-source.js';

/*
 * The reservation performance report (issue 17, docs/reports.md): per staff member who created
 * orders in the period (orders.createBy is the staff member's username), by the order's creation
 * on the operator's clock, since the report measures who took the bookings then, whatever the
 * pick-up. orders and cancelled count every status (cancelled = C or V, part of orders);
 * orderVehicles those not removed from their order; amount the fares of active orders only (rule 8).
 */

const ov = t.orderVehicles;
const o = t.orders;

export const resPerformance: ReportSource = {
  kind: 'all',
  rows: async (db, input) => {
    const from = operatorInstant(input.dateFrom, '00:00');
    const to = operatorInstant(nextDate(input.dateTo), '00:00');
    const live = sql`${ov.orderVehicleStatus} = 'A'`;
    const rows = await db
      .select({
        createBy: o.createBy,
        orders: sql<number>`count(distinct ${o.id})::int`,
        orderVehicles: sql<number>`(count(${ov.id}) filter (where ${live}))::int`,
        amount: sql<string>`coalesce(sum(${ov.fareAmt}) filter (where ${live} and ${o.orderStatus} = 'A'), 0)::numeric(14, 2)::text`,
        cancelled: sql<number>`(count(distinct ${o.id}) filter (where ${o.orderStatus} in ('C', 'V')))::int`,
      })
      .from(o)
      .leftJoin(ov, eq(ov.orderId, o.id))
      .where(and(eq(o.branchId, input.branchId), gte(o.createDt, new Date(from)), lt(o.createDt, new Date(to))))
      .groupBy(o.createBy);
    const names = rows.length
      ? await db
          .select({ username: t.staffs.username, staffCode: t.staffs.staffCode, staffNameEng: t.staffs.staffNameEng })
          .from(t.staffs)
          .where(
            inArray(
              sql`lower(${t.staffs.username})`,
              rows.map((r) => r.createBy.toLowerCase()),
            ),
          )
      : [];
    const staffOf = new Map(names.map((s) => [s.username.toLowerCase(), s]));
    return rows
      .map(({ createBy, ...r }) => {
        const staff = staffOf.get(createBy.toLowerCase());
        // An order taken by no staff member (the partner feed, the system) is listed under its creator's name.
        return { staffCode: staff?.staffCode ?? createBy, staffName: staff?.staffNameEng ?? null, createBy, ...r };
      })
      .sort((a, b) => a.staffCode.localeCompare(b.staffCode));
  },
};
