import { centsToMoney, moneyToCents } from '@limo/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import type { ReportInput, ReportRow, ReportSource } from '../report-source.js';
import { orderVehicleColumns } from './order-vehicle-columns.js';
import { filterId, liveOrderVehicles } from './shared.js';

/*
 * The outsource P&L report (issue 17, docs/reports.md): every outsourced order vehicle of an active
 * order picked up in the period, what the client pays (fareAmt), what the vendor charges
 * (outsourceCost, set with the outsourcing) and the margin. A cost never entered counts as 0.00 and
 * the row says so (outsourceCostMissing), so the margin is not taken for real.
 */

const ov = t.orderVehicles;
const vendor = alias(t.clients, 'vendor');

interface Job {
  orderVehicleId: number;
  orderId: number;
  pickupDate: string;
  orderRefId: string;
  clientId: number;
  clientCode: string;
  serviceType: string;
  outsourceVendorId: number;
  vendorCode: string;
  vendorNameEng: string;
  amount: string;
  outsourceCost: string;
  outsourceCostMissing: boolean;
  margin: string;
}

async function outsourcedJobs(db: Db, input: ReportInput): Promise<Job[]> {
  const vendorId = filterId(input, 'outsourceVendorId');
  const rows = await db
    .select({
      ...orderVehicleColumns,
      outsourceVendorId: ov.outsourceVendorId,
      vendorCode: vendor.clientCode,
      vendorNameEng: vendor.clientNameEng,
      fareAmt: ov.fareAmt,
      outsourceCost: ov.outsourceCost,
    })
    .from(ov)
    .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
    .innerJoin(t.clients, eq(t.clients.id, t.orders.clientId))
    .innerJoin(vendor, eq(vendor.id, ov.outsourceVendorId))
    .where(and(liveOrderVehicles(input), isNotNull(ov.outsourceVendorId), vendorId === undefined ? undefined : eq(ov.outsourceVendorId, vendorId)))
    .orderBy(asc(ov.pickupDate), asc(ov.pickupTime), asc(t.orders.orderRefId), asc(ov.id));
  return rows.map(({ fareAmt, outsourceCost, ...r }) => {
    const cost = outsourceCost ?? '0.00';
    return {
      ...r,
      outsourceVendorId: r.outsourceVendorId as number,
      amount: centsToMoney(moneyToCents(fareAmt)),
      outsourceCost: centsToMoney(moneyToCents(cost)),
      outsourceCostMissing: outsourceCost === null,
      margin: centsToMoney(moneyToCents(fareAmt) - moneyToCents(cost)),
    };
  });
}

export const outsourcePL: ReportSource = {
  kind: 'all',
  rows: async (db, input): Promise<ReportRow[]> => (await outsourcedJobs(db, input)).map((j) => ({ ...j })),
};

/** Per vendor: the detail rows summed, so the two views always agree. */
export const outsourcePLByVendor: ReportSource = {
  kind: 'all',
  rows: async (db, input) => {
    const byVendor = new Map<number, { v: Job; count: number; amount: number; cost: number; missing: number }>();
    for (const j of await outsourcedJobs(db, input)) {
      const s = byVendor.get(j.outsourceVendorId) ?? { v: j, count: 0, amount: 0, cost: 0, missing: 0 };
      s.count += 1;
      s.amount += moneyToCents(j.amount);
      s.cost += moneyToCents(j.outsourceCost);
      if (j.outsourceCostMissing) s.missing += 1;
      byVendor.set(j.outsourceVendorId, s);
    }
    return [...byVendor.values()]
      .sort((a, b) => a.v.vendorCode.localeCompare(b.v.vendorCode))
      .map((s) => ({
        outsourceVendorId: s.v.outsourceVendorId,
        vendorCode: s.v.vendorCode,
        vendorNameEng: s.v.vendorNameEng,
        count: s.count,
        amount: centsToMoney(s.amount),
        outsourceCost: centsToMoney(s.cost),
        margin: centsToMoney(s.amount - s.cost),
        // How many of the count have no cost entered (counted as 0.00).
        outsourceCostMissing: s.missing,
      }));
  },
};
