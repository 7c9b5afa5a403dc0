import { orderPortalStatus, type PortalStatus, portalStatusOf, REFUSAL_NAMES, type ServerLanguage, srvText } from '@limo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { notFound } from '../../engine/errors.js';
import { orderIn, type OrderVehicleWire, type OrderWire, readOrder } from '../orders/order-read.js';

/* The order as the portal answers it: getOrder's answer, less what is the operator's own, plus portalStatus. */

// What the vendor charges us and who it is are the operator's business, not the booker's.
const OPERATOR_ONLY = ['outsourceCost', 'outsourceVendorId', 'outsourceDriverName'] as const;

export interface PortalFacts {
  rejected: boolean;
  reason: string | null;
  clientUserId: number | null;
}

/** The portal's row of an order (none for an order taken by the office). */
export async function portalFacts(db: Db | Tx, orderId: number): Promise<PortalFacts> {
  const [row] = await db.select().from(t.portalOrders).where(eq(t.portalOrders.orderId, orderId));
  return { rejected: row?.rejected === 1, reason: row?.reason ?? null, clientUserId: row?.clientUserId ?? null };
}

/** The portal status of each vehicle and of the order. */
export function withPortalStatus(order: OrderWire, facts: PortalFacts) {
  const orderStatus = String(order.orderStatus);
  const vehicles: (OrderVehicleWire & { portalStatus: PortalStatus })[] = order.orderVehicles.map((v) => ({
    ...v,
    portalStatus: portalStatusOf({
      orderStatus,
      rejected: facts.rejected,
      orderVehicleStatus: String(v.orderVehicleStatus),
      jobStatus: v.jobStatus as string | null,
      assigned: v.driverId !== null && v.driverId !== undefined ? true : v.outsourceVendorId !== null && v.outsourceVendorId !== undefined,
      noshowFlag: v.noshowFlag as number | null,
    }),
  }));
  const portalStatus: PortalStatus = orderPortalStatus(
    { orderStatus, rejected: facts.rejected },
    vehicles.map((v) => v.portalStatus),
  );
  return { ...order, portalStatus, orderVehicles: vehicles };
}

/** The order of the client, or 404 as if it did not exist (another client's id tells nothing). */
export async function ownOrder(db: Db | Tx, id: number, clientId: number): Promise<{ id: number; branchId: number }> {
  const [row] = await db
    .select({ id: t.orders.id, branchId: t.orders.branchId })
    .from(t.orders)
    .where(and(eq(t.orders.id, id), eq(t.orders.clientId, clientId)));
  if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.order, id }));
  return row;
}

/** The passengers the portal keeps beside each vehicle's orderPaxes, by vehicle. */
async function passengersOf(db: Db | Tx, orderId: number) {
  const rows = await db
    .select()
    .from(t.portalOrderPassengers)
    .where(eq(t.portalOrderPassengers.orderId, orderId))
    .orderBy(asc(t.portalOrderPassengers.orderVehicleId), asc(t.portalOrderPassengers.seq));
  const by = new Map<
    number,
    { clientPassengerId: number | null; name: string; mobile: string | null; email: string | null; language: string; notify: number }[]
  >();
  for (const r of rows) {
    const { clientPassengerId, name, mobile, email, language, notify } = r;
    by.set(r.orderVehicleId, [...(by.get(r.orderVehicleId) ?? []), { clientPassengerId, name, mobile, email, language, notify }]);
  }
  return by;
}

/** The portal's answer of an order: getOrder's in `lang`, without the operator's own fields, with portalStatus, the rejection or cancel reason and the passengers. */
export async function portalOrderAnswer(db: Db | Tx, id: number, branchId: number, lang: ServerLanguage, base: string) {
  const order = orderIn(await readOrder(db, id, branchId), lang, base);
  const facts = await portalFacts(db, id);
  const passengers = await passengersOf(db, id);
  const shown = withPortalStatus(order, facts);
  return {
    ...shown,
    rejectReason: facts.rejected ? facts.reason : null,
    cancelReason: !facts.rejected && (order.orderStatus === 'C' || order.orderStatus === 'V') ? facts.reason : null,
    orderVehicles: shown.orderVehicles.map((v) => {
      const out: Record<string, unknown> = { ...v, passengers: passengers.get(v.id) ?? [] };
      for (const f of OPERATOR_ONLY) delete out[f];
      return out as typeof v & { passengers: unknown[] };
    }),
  };
}
