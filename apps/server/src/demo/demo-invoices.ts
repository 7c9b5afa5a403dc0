import { addMinutes, centsToMoney, moneyToCents, operatorToday } from '@limo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { InvoiceService } from '../modules/invoices/invoice.service.js';
import { OrderExtrasService } from '../modules/orders/order-extras.service.js';
import { OrderService } from '../modules/orders/order.service.js';
import type { Db, Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { demoEvents } from './demo-events.js';
import { demoOrderBodies, principalOf } from './demo-orders.js';

/*
 * The demo invoicing (issue 17 deliverable 4): a letterhead per branch, standing lines (a monthly
 * amount, a percent, one-off lines), card fees, and invoices of last month (the operator's) for a
 * few clients, issued through InvoiceService so their numbers are real; some paid this month, one
 * void with its reason. Last month's orders are taken from the demo plan around the 8th of that
 * month (the demo fortnight lies around today), ORDERS_PER_CLIENT per client, so the start stays fast.
 */

/** Clients invoiced, by branch; the invoice of CXC is voided, those of PAID are paid. */
const INVOICED = { HK: ['PEN', 'HKTDC', 'CXC', 'SHKP', 'HKJC'], SZ: ['GSA'] } as const;
const PAID = new Set(['PEN', 'HKTDC', 'HKJC']);
const VOIDED = 'CXC';
const ORDERS_PER_CLIENT = 6;

const plusDays = (date: string, days: number) => addMinutes(date, '00:00', days * 24 * 60).date;

/** The first and last day of the month before `today`'s. */
export function lastMonth(today: string): { dateFrom: string; dateTo: string } {
  const first = `${today.slice(0, 7)}-01`;
  const dateTo = plusDays(first, -1);
  return { dateFrom: `${dateTo.slice(0, 7)}-01`, dateTo };
}

export interface DemoInvoicesLoaded {
  invoices: number;
  orders: number;
  milliseconds: number;
}

export async function loadDemoInvoices(tx: Tx, today = operatorToday()): Promise<DemoInvoicesLoaded> {
  const started = performance.now();
  const [hk] = await tx.select().from(t.branches).where(eq(t.branches.branchCode, 'HK'));
  const [sz] = await tx.select().from(t.branches).where(eq(t.branches.branchCode, 'SZ'));
  const clients = await tx.select({ id: t.clients.id, code: t.clients.clientCode }).from(t.clients);
  const client = (code: string) => clients.find((c) => c.code === code)?.id as number;

  // Each branch prints on its own letterhead.
  await tx.update(t.invoiceHeaders).set({ branchId: hk.id }).where(eq(t.invoiceHeaders.invoiceHeaderCode, 'HLS'));
  await tx.update(t.invoiceHeaders).set({ branchId: sz.id }).where(eq(t.invoiceHeaders.invoiceHeaderCode, 'HLS-SZ'));
  // Beside the monthly amounts and the one-off line of the client files: a percent line and another one-off.
  await tx.insert(t.clientInvoiceMiscs).values([
    { clientId: client('PEN'), description: 'Hotel partner rebate', percent: '-5', monthlyFlag: 1 },
    { clientId: client('SHKP'), description: 'Tunnel tolls of September events', amount: '360.00', monthlyFlag: 0 },
  ]);
  // Octopus (a stored-value card) beside the credit cards' fees of the payment files.
  const [octopus] = await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.paymentMethodCode, 'OCTOPUS'));
  await tx.insert(t.paymentMethodFees).values({ paymentMethodId: octopus.id, effectiveDate: '2026-01-01', feePercent: '0.9', minFee: '0.00' });

  const period = lastMonth(today);
  const orders = new OrderService(tx as unknown as Db, demoEvents());
  const taken: Record<string, number[]> = {};
  let orderCount = 0;
  for (const [branch, codes] of Object.entries(INVOICED) as ['HK' | 'SZ', readonly string[]][]) {
    const principal = await principalOf(tx, branch === 'HK' ? 'dispatcher' : 'sz.dispatcher', branch === 'HK' ? hk.id : sz.id);
    const bodies = await demoOrderBodies(tx, branch, plusDays(period.dateFrom, 7));
    for (const code of codes) {
      const mine = bodies.filter((b) => b.clientId === client(code) && b.orderStatus === 'A').slice(0, ORDERS_PER_CLIENT);
      taken[code] = [];
      for (const body of mine) taken[code].push((await orders.createId(body, principal)).id);
      orderCount += mine.length;
    }
  }

  const invoices = new InvoiceService(tx as unknown as Db);
  const extras = new OrderExtrasService(tx as unknown as Db, {});
  const [fps] = await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.paymentMethodCode, 'FPS'));
  const invoiceDate = `${today.slice(0, 7)}-01`;
  let count = 0;
  for (const [branch, codes] of Object.entries(INVOICED) as ['HK' | 'SZ', readonly string[]][]) {
    const accounts = await principalOf(tx, branch === 'HK' ? 'accounts' : 'admin', branch === 'HK' ? hk.id : sz.id);
    for (const code of codes) {
      if (!taken[code].length) continue;
      const { invoice } = await invoices.create({ clientId: client(code), ...period, invoiceDate }, accounts);
      count += 1;
      if (code === VOIDED) await invoices.void(invoice.id, 'Issued before the crew roster was confirmed: to be re-issued', accounts);
      if (!PAID.has(code)) continue;
      // Paid by FPS this month, each order in full.
      const vehicles = await tx
        .select({ orderId: t.orderVehicles.orderId, fareAmt: t.orderVehicles.fareAmt })
        .from(t.orderVehicles)
        .where(and(inArray(t.orderVehicles.orderId, taken[code]), eq(t.orderVehicles.orderVehicleStatus, 'A')));
      for (const orderId of taken[code]) {
        const cents = vehicles.filter((v) => v.orderId === orderId).reduce((s, v) => s + moneyToCents(v.fareAmt), 0);
        await extras.createPayment(
          { orderId, paymentMethodId: fps.id, amount: centsToMoney(cents), paymentDate: today, remarks: `Invoice ${invoice.invoiceNo}` },
          accounts,
        );
      }
    }
  }
  return { invoices: count, orders: orderCount, milliseconds: performance.now() - started };
}
