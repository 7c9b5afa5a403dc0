import { isRecalcCandidate, type PriceLine, RECALC_ORDER_STATUSES, recalcRow, type RecalcSkipReason, recalcSkip, srvText, stopWire } from '@limo/domain';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { HttpError } from '../../engine/errors.js';
import { anyOf } from '../orders/enquiry.service.js';
import { onLiveInvoice } from '../invoices/invoice-lock.js';
import { type PricingJob, pricingBody } from '../orders/order-pricing.js';
import type { PricingService } from '../pricing/pricing.service.js';
import { MAX_RECALC_ROWS } from './order-ops.schemas.js';

/*
 * The order vehicles a recalculation looks at, each priced by the engine as getOrderTariff would
 * today with what the saved order adds (its redeemed voucher, its own charge discounts), exactly as
 * updateOrderTariff prices them: pending and active orders of the branch, vehicles not cancelled,
 * picked up in the period. C and V orders are left out entirely.
 */

const o = t.orders;
const ov = t.orderVehicles;

export interface RecalcFilter {
  dateFrom: string;
  dateTo: string;
  clientId?: number | null;
  tariffId?: number | null;
  /** Only these order vehicles (a stored run's rows). */
  orderVehicleIds?: readonly number[];
}

/** One order vehicle with its saved fare and the engine's price today. */
export interface PricedVehicle {
  orderVehicleId: number;
  orderId: number;
  orderRefId: string;
  pickupDate: string;
  pickupTime: string;
  /** Versions read, so the apply can tell a change made since. */
  orderVersion: number;
  vehicleVersion: number;
  oldAmt: string;
  oldTariffFareAmt: string | null;
  manualFareAmt: string | null;
  newAmt: string;
  diffAmt: string;
  lines: PriceLine[];
  skipped: RecalcSkipReason | null;
}

export interface Unpriced {
  orderVehicleId: number;
  orderId: number;
  message: string;
}

const byVehicle = <R extends { orderVehicleId: number }>(rows: R[]) => {
  const map = new Map<number, R[]>();
  for (const r of rows) map.set(r.orderVehicleId, [...(map.get(r.orderVehicleId) ?? []), r]);
  return map;
};

/** The candidates of the filter with their pricing inputs, by pick-up. */
async function candidates(db: Db, branch: number, f: RecalcFilter) {
  const conds: (SQL | undefined)[] = [
    eq(o.branchId, branch),
    inArray(o.orderStatus, [...RECALC_ORDER_STATUSES]),
    eq(ov.orderVehicleStatus, 'A'),
    gte(ov.pickupDate, f.dateFrom),
    lte(ov.pickupDate, f.dateTo),
    f.clientId ? eq(o.clientId, f.clientId) : undefined,
    f.orderVehicleIds ? anyOf(ov.id, [...f.orderVehicleIds]) : undefined,
  ];
  const vehicles = await db
    .select({
      vehicle: ov,
      clientId: o.clientId,
      orderStatus: o.orderStatus,
      orderRefId: o.orderRefId,
      orderVersion: o.version,
      onLiveInvoice: onLiveInvoice(ov.id),
    })
    .from(ov)
    .innerJoin(o, eq(o.id, ov.orderId))
    .where(and(...conds))
    .orderBy(asc(ov.pickupDate), asc(ov.pickupTime), asc(ov.id))
    .limit(MAX_RECALC_ROWS + 1);
  if (vehicles.length > MAX_RECALC_ROWS) throw new HttpError(400, srvText('srv.ops.recalcTooMany', { max: MAX_RECALC_ROWS }));
  const ids = vehicles.map((v) => v.vehicle.id);
  const none = ids.length === 0;
  const [stops, miscs, discounts] = await Promise.all([
    none ? [] : db.select().from(t.orderVehicleStops).where(anyOf(t.orderVehicleStops.orderVehicleId, ids)).orderBy(asc(t.orderVehicleStops.seq)),
    none ? [] : db.select().from(t.orderMiscs).where(anyOf(t.orderMiscs.orderVehicleId, ids)).orderBy(asc(t.orderMiscs.id)),
    none ? [] : db.select().from(t.orderOCDiscounts).where(anyOf(t.orderOCDiscounts.orderVehicleId, ids)).orderBy(asc(t.orderOCDiscounts.id)),
  ]);
  const [stopsOf, miscsOf, discountsOf] = [byVehicle(stops), byVehicle(miscs), byVehicle(discounts)];
  return vehicles.map((r) => ({
    ...r,
    stops: (stopsOf.get(r.vehicle.id) ?? []).map(stopWire),
    orderMiscs: (miscsOf.get(r.vehicle.id) ?? []).map((m) => ({ tariffOcId: m.tariffOcId, qty: m.qty, amount: m.amount })),
    orderOCDiscounts: (discountsOf.get(r.vehicle.id) ?? []).map((d) => ({
      tariffOcId: d.tariffOcId,
      // As updateOrderTariff passes it (the saved percentage read as a number).
      discountPercent: d.discountPercent === null ? null : String(Number(d.discountPercent)),
      discountAmt: d.discountAmt,
    })),
  }));
}

const money = (v: string | null) => (v === null ? null : Number(v).toFixed(2));

/**
 * The order vehicles of the filter priced today; those the engine refuses are `unpriced`. With
 * tariffId, only the rows the engine prices on that tariff.
 */
export async function priceCandidates(
  db: Db,
  pricing: PricingService,
  branch: number,
  f: RecalcFilter,
): Promise<{ rows: PricedVehicle[]; unpriced: Unpriced[] }> {
  const rows: PricedVehicle[] = [];
  const unpriced: Unpriced[] = [];
  // One after another: the embedded database has one connection.
  for (const c of await candidates(db, branch, f)) {
    const v = c.vehicle;
    if (!isRecalcCandidate(c.orderStatus)) continue;
    const oldAmt = money(v.fareAmt) as string;
    // An order vehicle on a live invoice keeps its billed price (issue 17 rule 6).
    const skipped = recalcSkip({ orderStatus: c.orderStatus, manualFareAmt: v.manualFareAmt, onLiveInvoice: c.onLiveInvoice });
    const base = {
      orderVehicleId: v.id,
      orderId: v.orderId,
      orderRefId: c.orderRefId,
      pickupDate: v.pickupDate,
      pickupTime: v.pickupTime,
      orderVersion: c.orderVersion,
      vehicleVersion: v.version,
      oldAmt,
      oldTariffFareAmt: money(v.tariffFareAmt),
      manualFareAmt: money(v.manualFareAmt),
      skipped,
    };
    try {
      const result = await pricing.price(
        pricingBody(c.clientId, { ...v, stops: c.stops, orderMiscs: c.orderMiscs } as unknown as PricingJob['vehicle']),
        branch,
        {
          voucherHeldByOrder: Boolean(v.voucherNo),
          orderOCDiscounts: c.orderOCDiscounts,
        },
      );
      if (f.tariffId && result.tariffId !== f.tariffId) continue;
      rows.push({ ...base, newAmt: result.total, diffAmt: recalcRow(oldAmt, result.total), lines: result.lines });
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 400) throw err;
      // A manual fare is often typed because the engine cannot price the trip: it is listed at its own fare.
      // With a tariff asked for, a refused row's tariff is unknown: a manual one is left out, the others named.
      if (skipped) {
        if (!f.tariffId) rows.push({ ...base, newAmt: oldAmt, diffAmt: '0.00', lines: [] });
      } else unpriced.push({ orderVehicleId: v.id, orderId: v.orderId, message: err.errors.join('; ') });
    }
  }
  return { rows, unpriced };
}
