import { centsToMoney, moneyToCents, operatorToday } from '@limo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Principal } from '../engine/auth.js';
import { OrderExtrasService } from '../modules/orders/order-extras.service.js';
import { OrderService } from '../modules/orders/order.service.js';
import type { Db, Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { demoEvents } from './demo-events.js';
import { VEHICLE_TYPES } from './demo-fleet.js';
import { type Branch, planDemoOrders, type PlannedOrder, type PlannedVehicle } from './demo-order-plan.js';

/*
 * The demo fortnight of orders (issue 9): every order is taken through OrderService.create, so it
 * is priced by the engine exactly as createOrder prices it, and cancelled or voided through
 * OrderService.update, and its payment and agent reference through the calls' own service, so its
 * history is what a user's changes write. The service reads each reference record once (the load
 * changes none), and its transactions are the load's own.
 */

type Ids = Record<string, number>;
const idsBy = <T extends { id: number }>(rows: T[], key: keyof T): Ids => Object.fromEntries(rows.map((r) => [String(r[key]), r.id]));

export interface DemoOrdersLoaded {
  orders: number;
  orderVehicles: number;
  milliseconds: number;
}

/** The staff member who takes a branch's bookings, as the principal of a request in that branch. */
export async function principalOf(tx: Tx, username: string, branchId: number): Promise<Principal> {
  const [staff] = await tx.select().from(t.staffs).where(eq(t.staffs.username, username));
  if (!staff) throw new Error(`demo orders: no staff ${username}`);
  return {
    staffId: staff.id,
    sessionId: 'demo-load',
    username,
    fullname: staff.staffNameEng ?? username,
    rights: ['ORDERING'],
    branchId: staff.branchId,
    branches: [branchId],
    selectedBranchId: branchId,
    clientGroupId: null,
  };
}

/** Ids by code of everything the plan names. */
async function lookups(tx: Tx) {
  // One after another: a transaction's single connection takes one query at a time.
  const locations = await tx.select({ id: t.locations.id, code: t.locations.locationCode }).from(t.locations);
  const clients = await tx.select({ id: t.clients.id, code: t.clients.clientCode }).from(t.clients);
  const types = await tx.select({ id: t.vehicleTypes.id, code: t.vehicleTypes.vehicleType }).from(t.vehicleTypes);
  const ocs = await tx.select({ id: t.tariffOCs.id, code: t.tariffOCs.ocCode }).from(t.tariffOCs);
  const reasons = await tx.select({ id: t.cancelReasons.id, code: t.cancelReasons.cancelReasonCode }).from(t.cancelReasons);
  const methods = await tx.select({ id: t.paymentMethods.id, code: t.paymentMethods.paymentMethodCode }).from(t.paymentMethods);
  const events = await tx.select({ id: t.orderEvents.id, code: t.orderEvents.orderEventCode }).from(t.orderEvents);
  const branches = await tx.select({ id: t.branches.id, code: t.branches.branchCode }).from(t.branches);
  const contacts = await tx.select().from(t.clientContacts).where(eq(t.clientContacts.invoiceFlag, 0)).orderBy(asc(t.clientContacts.id));
  const strict = (what: string, ids: Ids) => (code: string) => {
    const id = ids[code];
    if (id === undefined) throw new Error(`demo orders: no ${what} ${code}`);
    return id;
  };
  const contactOf = new Map<number, { contactName: string | null; telNo: string | null }>();
  for (const c of contacts) if (!contactOf.has(c.clientId)) contactOf.set(c.clientId, c);
  return {
    location: strict('location', idsBy(locations, 'code')),
    client: strict('client', idsBy(clients, 'code')),
    type: strict('vehicle type', idsBy(types, 'code')),
    oc: strict('other charge', idsBy(ocs, 'code')),
    reason: strict('cancel reason', idsBy(reasons, 'code')),
    method: strict('payment method', idsBy(methods, 'code')),
    event: strict('order event', idsBy(events, 'code')),
    branch: strict('branch', idsBy(branches, 'code')),
    contactOf,
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

/** createOrder's body for a planned order (the wire contract's names). */
const CAPACITY = new Map(VEHICLE_TYPES.map(([type, , , seats, luggage]) => [type, { seats, luggage }]));

/** The plan keeps a client's type even when the party is larger: the order says why (issue 30 part 7). */
function overCapacity(v: PlannedVehicle): boolean {
  const c = CAPACITY.get(v.vehicleType);
  return c !== undefined && (v.paxCount > c.seats || v.luggageCount > c.luggage);
}

function orderBody(p: PlannedOrder, ids: Lookups) {
  const clientId = ids.client(p.client);
  const contact = ids.contactOf.get(clientId);
  const vehicle = (v: PlannedVehicle) => ({
    serviceType: v.serviceType,
    pickupDate: v.pickupDate,
    pickupTime: v.pickupTime,
    flightNo: v.flightNo,
    flightEtaDate: v.flightEtaDate,
    flightEtaTime: v.flightEtaTime,
    pickupLocationId: ids.location(v.pickup),
    dropoffLocationId: v.dropoff ? ids.location(v.dropoff) : null,
    stops: v.stops.map(ids.location),
    vehicleTypeId: ids.type(v.vehicleType),
    paxCount: v.paxCount,
    luggageCount: v.luggageCount,
    hireMinutes: v.hireMinutes,
    waitingMinutes: v.waitingMinutes,
    manualFareAmt: v.manualFareAmt,
    manualFareReason: v.manualFareReason,
    capacityOverrideReason: overCapacity(v) ? 'Client asked for this type' : undefined,
    remarks: v.remarks,
    noshowFlag: v.noshowFlag,
    orderMiscs: v.charges.map((c) => ({ tariffOcId: ids.oc(c.code), qty: c.qty, amount: c.amount })),
    orderPaxes: v.paxes,
  });
  return {
    clientId,
    orderStatus: p.status,
    contactName: contact?.contactName ?? undefined,
    contactTel: contact?.telNo ?? undefined,
    orderEventId: p.event ? ids.event(p.event) : undefined,
    remarks: p.remarks,
    orderVehicles: p.vehicles.map(vehicle),
  };
}

/** createOrder's bodies of the demo plan's orders of a branch from `today` on (the benchmark takes orders with them). */
export async function demoOrderBodies(db: Db | Tx, branch: Branch, today = operatorToday()) {
  const ids = await lookups(db as Tx);
  return planDemoOrders(today)
    .filter((p) => p.branch === branch && p.vehicles[0].pickupDate >= today)
    .map((p) => orderBody(p, ids));
}

/**
 * The load's transaction as the services' database, each of their transactions run in it as it is:
 * the load fails as a whole (one transaction), so a savepoint per order, two statements, buys nothing.
 */
function withoutSavepoints(tx: Tx): Db {
  const inline: Tx['transaction'] = (work) => work(db as unknown as Tx);
  const db = new Proxy(tx, { get: (target, key, receiver) => (key === 'transaction' ? inline : Reflect.get(target, key, receiver)) });
  return db as unknown as Db;
}

/**
 * Takes the demo orders around `today` (the operator's) in the demo database being loaded, or only
 * those of `days`. Runs in the caller's transaction: the service's own become savepoints of it.
 */
export async function loadDemoOrders(tx: Tx, today = operatorToday(), opts: { days?: string[] } = {}): Promise<DemoOrdersLoaded> {
  const started = performance.now();
  const ids = await lookups(tx);
  const principals: Record<Branch, Principal> = {
    HK: await principalOf(tx, 'dispatcher', ids.branch('HK')),
    SZ: await principalOf(tx, 'sz.dispatcher', ids.branch('SZ')),
  };
  const db = withoutSavepoints(tx);
  const service = new OrderService(db, demoEvents(), { referenceKept: true });
  const extras = new OrderExtrasService(db, {});
  let orderVehicles = 0;
  const days = opts.days && new Set(opts.days);
  const plan = planDemoOrders(today).filter((p) => !days || days.has(p.vehicles[0].pickupDate));
  for (const p of plan) {
    const principal = principals[p.branch];
    const { id } = await service.createId(orderBody(p, ids), principal);
    orderVehicles += p.vehicles.length;
    if (p.agentRef) await extras.addAgentRef({ orderId: id, agentRef: p.agentRef, remarks: null }, principal);
    // The order is read back only when a change or a payment needs it: most demo orders are just taken.
    if (!p.then && !p.payment) continue;
    let order = await service.get(id, principal);
    if (p.then) order = await service.update(id, { ...order, orderStatus: p.then.status, cancelReasonId: ids.reason(p.then.reason) }, principal, order.version);
    if (p.payment) {
      const amount = centsToMoney(order.orderVehicles.reduce((cents, v) => cents + moneyToCents(String(v.fareAmt)), 0));
      const first = p.vehicles[0].pickupDate;
      await extras.createPayment(
        { orderId: order.id, paymentMethodId: ids.method(p.payment), amount, paymentDate: first < today ? first : today, remarks: null },
        principal,
      );
    }
  }
  return { orders: plan.length, orderVehicles, milliseconds: performance.now() - started };
}
