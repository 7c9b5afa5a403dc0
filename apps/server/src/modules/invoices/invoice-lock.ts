import { type Bilingual, srvText } from '@limo/domain';
import { and, asc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { HttpError } from '../../engine/errors.js';

/*
 * The invoice lock (issue 17 rule 6, docs/invoicing.md): while an order vehicle is on a live
 * invoice its price, pricing inputs and status stay as billed. The orders module asks here.
 */

const oi = t.orderInvoices;

/**
 * True when the order vehicle of `orderVehicleId` (a column of the outer query) is on a live invoice.
 * Both sides named in full: drizzle writes a one-table select's columns unqualified, which inside
 * the subquery would name order_invoices' own columns.
 */
export const onLiveInvoice = (orderVehicleId: PgColumn) => {
  const outer = sql`${sql.identifier(getTableName(orderVehicleId.table))}.${sql.identifier(orderVehicleId.name)}`;
  return sql<boolean>`exists (select 1 from ${oi} as live_oi where live_oi.order_vehicle_id = ${outer} and live_oi.live_flag = 1)`.mapWith(
    (v: unknown) => v === true || v === 't',
  );
};

/** The live invoice number of each of these order vehicles that is on one. */
export async function liveInvoiceNos(db: Db | Tx, orderVehicleIds: readonly number[]): Promise<Map<number, string>> {
  if (!orderVehicleIds.length) return new Map();
  const rows = await db
    .select({ orderVehicleId: oi.orderVehicleId, invoiceNo: t.invoices.invoiceNo })
    .from(oi)
    .innerJoin(t.invoices, eq(t.invoices.id, oi.invoiceId))
    .where(and(inArray(oi.orderVehicleId, [...orderVehicleIds]), eq(oi.liveFlag, 1)))
    .orderBy(asc(oi.orderVehicleId));
  return new Map(rows.map((r) => [r.orderVehicleId, r.invoiceNo]));
}

/**
 * Refuses a change to these order vehicles when any is on a live invoice: 409, code INVOICED,
 * naming each (orderVehicleIds). Called inside the change's transaction, after the order is locked.
 */
export async function refuseInvoiced(db: Db | Tx, orderVehicleIds: readonly number[], what: Bilingual): Promise<void> {
  const invoiced = await liveInvoiceNos(db, [...new Set(orderVehicleIds)]);
  if (!invoiced.size) return;
  const messages = [...invoiced].map(([id, no]) => srvText('srv.inv.invoiced', { id, no, what }));
  throw new HttpError(409, messages[0], messages).withExtra({ code: 'INVOICED', orderVehicleIds: [...invoiced.keys()] });
}
