import { centsToMoney, moneyToCents, OVER_CAPACITY, type OrderBody, renderServerText } from '@limo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { HttpError } from '../../engine/errors.js';
import type { PricingService } from '../pricing/pricing.service.js';
import { rowError, rowErrors } from './order-batch-errors.js';
import { checkCapacity, typeCapacities } from './order-capacity.js';
import type { BatchError } from './order-batch.schemas.js';
import { newOrderProblems, parseOrderBody, referenceFacts } from './order-parse.js';
import { priceVehicles, type VehiclePrice } from './order-pricing.js';
import { refIdRefusal } from './order-ref.js';
import { discountRow } from './order.service.js';

/*
 * Every row of a batch read, checked and priced exactly as createOrder does it (the same functions),
 * but nothing stops at the first bad row: each row gets its own errors. The records the rows name are
 * read once for the batch (the rate-card reads through a batch pricing that keeps what it read).
 */

export interface CheckedRow {
  row: number;
  order: OrderBody | null;
  /** The price of each vehicle by its index, when every vehicle priced. */
  prices: Map<number, VehiclePrice> | null;
  fareAmt: string | null;
  errors: BatchError[];
  /** Vehicles over their type's capacity kept with a reason, by index: the history notes them, as createOrder's. */
  overridden?: Map<number, string>;
}

/** A 400 of createOrder's code as this row's errors; anything else is not the row's fault. */
function refusal(row: number, err: unknown): BatchError[] {
  if (err instanceof HttpError && err.status === 400) return rowErrors(row, err);
  throw err;
}

export async function checkRows(db: Db, pricing: PricingService, bodies: readonly unknown[], branch: number): Promise<CheckedRow[]> {
  const rows: CheckedRow[] = bodies.map((body, row) => {
    try {
      return { row, order: parseOrderBody(body), prices: null, fareAmt: null, errors: [] };
    } catch (err) {
      return { row, order: null, prices: null, fareAmt: null, errors: refusal(row, err) };
    }
  });
  const read = rows.filter((r): r is CheckedRow & { order: OrderBody } => r.order !== null);
  const facts = await referenceFacts(
    db,
    read.map((r) => r.order),
  );
  const types = await typeCapacities(db, [...new Set(read.flatMap((r) => r.order.orderVehicles.map((v) => v.vehicleTypeId)))]);
  for (const r of read) {
    r.errors.push(...newOrderProblems(r.order, facts).map((p) => rowError(r.row, p.message)));
    try {
      r.prices = await priceVehicles(
        pricing,
        r.order.clientId,
        branch,
        r.order.orderVehicles.map((vehicle, index) => ({ index, vehicle, orderOCDiscounts: vehicle.orderOCDiscounts.map(discountRow) })),
      );
      r.fareAmt = centsToMoney([...r.prices.values()].reduce((sum, p) => sum + moneyToCents(p.fareAmt), 0));
    } catch (err) {
      r.errors.push(...refusal(r.row, err));
    }
    // createOrder's capacity guard (issue 30 part 8b): OVER_CAPACITY unless the vehicle gives a reason.
    try {
      r.overridden = await checkCapacity(
        db,
        r.order.orderVehicles.map((v, index) => ({ index, v })),
        types,
      );
    } catch (err) {
      if (!(err instanceof HttpError && err.code === OVER_CAPACITY)) throw err;
      r.errors.push(...rowErrors(r.row, err));
    }
  }
  await checkAcrossRows(db, branch, read);
  return rows;
}

/** What only the whole batch shows: a voucher or a reference number twice, reference numbers taken or never issued. */
async function checkAcrossRows(db: Db, branch: number, rows: (CheckedRow & { order: OrderBody })[]) {
  const firstVoucher = new Map<string, number>();
  for (const r of rows) {
    r.order.orderVehicles.forEach((v, i) => {
      if (!v.voucherNo) return;
      const first = firstVoucher.get(v.voucherNo);
      if (first === undefined) firstVoucher.set(v.voucherNo, r.row);
      else r.errors.push(rowError(r.row, `orderVehicles[${i}].voucherNo: voucher ${v.voucherNo} is used by row ${first} of this batch already`));
    });
  }
  const withRef = rows.filter((r) => r.order.orderRefId);
  if (withRef.length === 0) return;
  const refs = withRef.map((r) => r.order.orderRefId as string);
  const taken = new Set(
    (
      await db
        .select({ ref: t.orders.orderRefId })
        .from(t.orders)
        .where(and(eq(t.orders.branchId, branch), inArray(t.orders.orderRefId, refs)))
    ).map((o) => o.ref),
  );
  const firstRef = new Map<string, number>();
  for (const r of withRef) {
    const ref = r.order.orderRefId as string;
    const first = firstRef.get(ref);
    const problem =
      first !== undefined
        ? `Order ref. ${ref} is given to row ${first} of this batch already`
        : taken.has(ref)
          ? `Order ref. ${ref} is taken by another order`
          : await refIdRefusal(db, branch, ref).then((r) => r && renderServerText('en', r));
    if (first === undefined) firstRef.set(ref, r.row);
    if (problem) r.errors.push({ field: `orders[${r.row}].orderRefId`, message: `orders[${r.row}].orderRefId: ${problem}` });
  }
}
