import { type ReducePayLine, reducePay } from '@limo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import type { ReportRow, ReportSource } from '../report-source.js';
import { orderVehicleColumns } from './order-vehicle-columns.js';
import { filterId, liveOrderVehicles } from './shared.js';

/*
 * The reduce pay report (issue 17, docs/reports.md): order vehicles of active orders picked up in
 * the period and charged below the engine's own total. The rule is reducePay (packages/domain
 * rules/reports); here only the candidates (a manual fare, or a discount or voucher line) are read.
 */

const ov = t.orderVehicles;
const lines = t.orderFareLines;
const CHUNK = 5000;

export const reducePayReport: ReportSource = {
  kind: 'all',
  rows: async (db, input) => {
    const clientId = filterId(input, 'clientId');
    const lowered = sql`exists (select 1 from ${lines} where ${lines.orderVehicleId} = ${ov.id} and ${lines.kind} in ('DISCOUNT', 'VOUCHER'))`;
    const candidates = await db
      .select({
        ...orderVehicleColumns,
        fareAmt: ov.fareAmt,
        tariffFareAmt: ov.tariffFareAmt,
        manualFareAmt: ov.manualFareAmt,
        manualFareReason: ov.manualFareReason,
      })
      .from(ov)
      .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
      .innerJoin(t.clients, eq(t.clients.id, t.orders.clientId))
      .where(
        and(
          liveOrderVehicles(input),
          clientId === undefined ? undefined : eq(t.orders.clientId, clientId),
          sql`(${ov.manualFareAmt} is not null or ${lowered})`,
        ),
      )
      .orderBy(asc(ov.pickupDate), asc(ov.pickupTime), asc(t.orders.orderRefId), asc(ov.id));
    const linesOf = new Map<number, ReducePayLine[]>();
    for (let i = 0; i < candidates.length; i += CHUNK) {
      const ids = candidates.slice(i, i + CHUNK).map((c) => c.orderVehicleId);
      const found = await db
        .select({ orderVehicleId: lines.orderVehicleId, kind: lines.kind, code: lines.code, amount: lines.amount })
        .from(lines)
        .where(inArray(lines.orderVehicleId, ids))
        .orderBy(asc(lines.orderVehicleId), asc(lines.seq));
      for (const { orderVehicleId, ...l } of found) linesOf.set(orderVehicleId, [...(linesOf.get(orderVehicleId) ?? []), l]);
    }
    const rows: ReportRow[] = [];
    for (const { fareAmt, tariffFareAmt, manualFareAmt, manualFareReason, ...c } of candidates) {
      const reduced = reducePay({ fareAmt, tariffFareAmt, manualFareAmt, manualFareReason, lines: linesOf.get(c.orderVehicleId) ?? [] }, input.lang);
      if (reduced) rows.push({ ...c, ...reduced });
    }
    return rows;
  },
};
