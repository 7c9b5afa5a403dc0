import { srvText } from '@limo/domain';
import { and, asc, desc, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, conflict, notFound } from '../../engine/errors.js';
import type { CollectionStore } from '../../engine/store.js';
import { writeHistory } from './order-history.js';

/*
 * The order's smaller calls (issue 9): agent references, payments, the driver/vehicle history,
 * orders by voucher and the single children of an order vehicle. Everything is read through the
 * selected branch: another branch's order or order vehicle is not found.
 */

export interface OrderRefInput {
  orderId: number;
  agentRef: string;
  remarks: string | null;
}

export interface PaymentInput {
  orderId: number;
  paymentMethodId: number;
  amount: string;
  paymentDate: string;
  remarks: string | null;
}

/** The single records an order vehicle points to (spec section 7: 404 means none). */
export const SINGLE_CHILDREN = {
  driver: { column: 'driverId', table: t.drivers, label: 'driver' },
  vehicle: { column: 'vehicleId', table: t.vehicles, label: 'vehicle' },
  vehicleType: { column: 'vehicleTypeId', table: t.vehicleTypes, label: 'vehicle type' },
} as const;
export type SingleChild = keyof typeof SINGLE_CHILDREN;

const VOID = 'V';

/** The order of the selected branch, locked until the transaction ends (a void waits for a payment and the other way round). */
async function lockOrder(tx: Tx, orderId: number, principal: Principal) {
  const [order] = await tx
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.branchId, principal.selectedBranchId)))
    .for('update');
  if (!order) throw notFound(`Order ${orderId} not found`);
  return order;
}

const stamp = (principal: Principal) => ({ createBy: principal.username, lastUpdateBy: principal.username, lastUpdateDt: new Date() });

export class OrderExtrasService {
  constructor(
    private readonly db: Db,
    private readonly stores: Record<string, CollectionStore>,
  ) {}

  /** Adds an agent reference; the same one twice on an order (ignoring case) is a 409. */
  addAgentRef(input: OrderRefInput, principal: Principal) {
    return this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.orderId, principal);
      const [same] = await tx
        .select({ agentRef: t.orderRefs.agentRef })
        .from(t.orderRefs)
        .where(and(eq(t.orderRefs.orderId, order.id), eq(sql`lower(${t.orderRefs.agentRef})`, input.agentRef.toLowerCase())))
        .limit(1);
      if (same) throw conflict(`Order ${order.orderRefId} already has the agent reference ${same.agentRef}`);
      const [row] = await tx
        .insert(t.orderRefs)
        .values({ orderId: order.id, agentRef: input.agentRef, remarks: input.remarks, ...stamp(principal) })
        .returning();
      await writeHistory(tx, [{ orderId: order.id, fieldName: 'agentRef', newValue: input.agentRef }], principal);
      return row;
    });
  }

  /** The branch's orders holding this agent reference (whole, ignoring case), newest first. */
  ordersByAgentRef(agentRef: string, principal: Principal) {
    const held = this.db
      .select({ one: sql`1` })
      .from(t.orderRefs)
      .where(and(eq(t.orderRefs.orderId, t.orders.id), eq(sql`lower(${t.orderRefs.agentRef})`, agentRef.toLowerCase())));
    return this.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.branchId, principal.selectedBranchId), exists(held)))
      .orderBy(desc(t.orders.id));
  }

  /** Active events of the client and of no client, by code; an unknown client is a 404. */
  async eventsByClient(clientId: number | null) {
    if (clientId !== null) {
      const [client] = await this.db.select({ id: t.clients.id }).from(t.clients).where(eq(t.clients.id, clientId));
      if (!client) throw notFound(`Client ${clientId} not found`);
    }
    const owner = clientId === null ? isNull(t.orderEvents.clientId) : or(isNull(t.orderEvents.clientId), eq(t.orderEvents.clientId, clientId));
    return this.db
      .select()
      .from(t.orderEvents)
      .where(and(eq(t.orderEvents.recordStatus, 'A'), owner))
      .orderBy(asc(t.orderEvents.orderEventCode), asc(t.orderEvents.id));
  }

  /** Who drove the order with which vehicle, newest assignment first. */
  async driverVehicles(orderId: number, principal: Principal) {
    await this.stores.orders.findOne(this.db, orderId, principal);
    return this.db
      .select()
      .from(t.orderDriverVehicles)
      .where(eq(t.orderDriverVehicles.orderId, orderId))
      .orderBy(desc(t.orderDriverVehicles.createDt), desc(t.orderDriverVehicles.id));
  }

  /** The branch's orders with a vehicle carrying the voucher's number, newest first. */
  async ordersByVoucher(voucherId: number, principal: Principal) {
    const [voucher] = await this.db.select({ voucherNo: t.vouchers.voucherNo }).from(t.vouchers).where(eq(t.vouchers.id, voucherId));
    if (!voucher) throw notFound(`Voucher ${voucherId} not found`);
    const carried = this.db
      .select({ one: sql`1` })
      .from(t.orderVehicles)
      .where(and(eq(t.orderVehicles.orderId, t.orders.id), eq(sql`upper(${t.orderVehicles.voucherNo})`, voucher.voucherNo.toUpperCase())));
    return this.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.branchId, principal.selectedBranchId), exists(carried)))
      .orderBy(desc(t.orders.id));
  }

  /** Records a payment received for an order that is not void; the history says so. */
  createPayment(input: PaymentInput, principal: Principal) {
    return this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.orderId, principal);
      const [method] = await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.id, input.paymentMethodId));
      if (!method || method.recordStatus !== 'A') {
        throw badRequest(srvText(method ? 'srv.ord.paymentMethodCancelled' : 'srv.ord.noPaymentMethod', { id: input.paymentMethodId }), undefined, [
          { field: 'paymentMethodId', value: input.paymentMethodId },
        ]);
      }
      if (order.orderStatus === VOID) throw conflict(`Order ${order.orderRefId} is void: it takes no payment`);
      const [row] = await tx
        .insert(t.orderPayments)
        .values({ ...input, orderId: order.id, ...stamp(principal) })
        .returning();
      const newValue = `${input.amount} ${method.paymentMethodCode} ${input.paymentDate}`;
      const text = { key: 'srv.hist.payment', params: { amount: input.amount, method: method.paymentMethodCode, date: input.paymentDate } } as const;
      await writeHistory(tx, [{ orderId: order.id, fieldName: 'payment', newValue, text }], principal);
      return row;
    });
  }

  /** The order vehicle's driver, vehicle or vehicle type; 404 when the vehicle of the order has none. */
  async singleChild(orderVehicleId: number, child: SingleChild, principal: Principal) {
    const ov = await this.stores.orderVehicles.findOne(this.db, orderVehicleId, principal);
    const { column, table, label } = SINGLE_CHILDREN[child];
    const id = ov[column] as number | null;
    const [row] = id === null ? [] : await this.db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(`Order Vehicle ${orderVehicleId} has no ${label}`);
    return row;
  }
}
