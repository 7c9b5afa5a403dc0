import { insideCutoff, isJobStatus, portalJobStarted, priceLineIn, type ServerLanguage, srvText } from '@limo/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { badRequest, conflict } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import type { PortalPrincipal } from '../../engine/portal-auth.js';
import { writeHistory } from '../orders/order-history.js';
import { readOrder } from '../orders/order-read.js';
import { OrderService } from '../orders/order.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import { portalCaller } from './portal-principal.js';
import { ownOrder, portalFacts, portalOrderAnswer, withPortalStatus } from './portal-read.js';
import { type NamedPassenger, quoteBody, resolveTrip, type Trip, type TripChange, TripResolver, vehicleBody } from './portal-trip.js';
import { keyReused, requestHash } from './portal-idempotency.js';
import { cancelReasonId } from './portal-reasons.js';

/*
 * The portal's bookings (issue 33, docs/portal.md "Booking"): every write goes through the order
 * service, as the booker (portalCaller), with the portal's own rows written in its transaction.
 */

const IDEMPOTENCY_HOURS = 24;
/** The order service's input source for an order booked on the portal (orders.input_source is one letter). */
export const PORTAL_INPUT_SOURCE = 'W';

/** A concurrent retry with the same key took it first: this order rolls back and the first one answers. */
class KeyTaken extends Error {}

interface ClientSettings {
  autoConfirm: boolean;
  cutoffMinutes: number;
}

/** The booker's mobile as an order's contact number takes it (digits, spaces, + ( ) -), else none. */
const contactTel = (mobile: string | null) => (mobile && /^[0-9 +()-]{1,30}$/.test(mobile) ? mobile : null);

export class PortalOrders {
  private readonly orders: OrderService;
  private readonly pricing: PricingService;

  constructor(
    private readonly db: Db,
    private readonly events: Events,
  ) {
    this.orders = new OrderService(db, events);
    this.pricing = new PricingService(db);
  }

  private async settings(clientId: number): Promise<ClientSettings> {
    const [c] = await this.db
      .select({ auto: t.clients.portalAutoConfirm, cutoff: t.clients.portalCutoffMinutes })
      .from(t.clients)
      .where(eq(t.clients.id, clientId));
    return { autoConfirm: c?.auto === 1, cutoffMinutes: c?.cutoff ?? 120 };
  }

  /** getOrderTariff's answer for the trip, for the user's client, in `lang`. */
  async quote(trip: Trip, portal: PortalPrincipal, lang: ServerLanguage) {
    const resolved = await resolveTrip(this.db, portal.clientId, trip);
    const result = await this.pricing.price(quoteBody(portal.clientId, resolved), portal.branchId);
    return { ...result, lines: result.lines.map((l) => priceLineIn(lang, l)) };
  }

  async create(trip: Trip, portal: PortalPrincipal, lang: ServerLanguage, base: string, rawKey?: string, log?: FastifyBaseLogger) {
    const key = rawKey?.trim();
    if (key !== undefined && (key.length === 0 || key.length > 200)) throw badRequest(srvText('srv.portal.idempotencyKey'));
    const hash = requestHash(trip);
    if (key) {
      const prior = await this.replay(portal, key, hash);
      if (prior) return { order: await this.answer(prior, lang, base), replayed: true };
    }
    const settings = await this.settings(portal.clientId);
    if (insideCutoff(trip.pickupDate, trip.pickupTime, settings.cutoffMinutes)) throw cutoff(settings);
    const resolved = await resolveTrip(this.db, portal.clientId, trip);
    const [booker] = await this.db.select({ mobile: t.clientUsers.mobile }).from(t.clientUsers).where(eq(t.clientUsers.id, portal.clientUserId));
    const body = {
      clientId: portal.clientId,
      orderStatus: settings.autoConfirm ? 'A' : 'P',
      contactName: portal.name,
      contactTel: contactTel(booker?.mobile ?? null),
      orderVehicles: [vehicleBody(resolved)],
    };
    const within = async (tx: Tx, orderId: number) => {
      await tx.insert(t.portalOrders).values({ orderId, clientUserId: portal.clientUserId });
      await keepPassengers(tx, orderId, resolved.passengers);
      if (key) {
        const kept = await tx
          .insert(t.portalIdempotencyKeys)
          .values({ clientUserId: portal.clientUserId, idempotencyKey: key, requestHash: hash, orderId })
          .onConflictDoNothing()
          .returning();
        if (kept.length === 0) throw new KeyTaken();
      }
      // Auto-confirmed: the booker is told at once, as when the operator confirms.
      if (settings.autoConfirm) await this.events.publish(tx, 'portalOrderConfirmed', { orderId });
    };
    try {
      const { order } = await this.orders.create(body, portalCaller(portal), { inputSource: PORTAL_INPUT_SOURCE as never, log, within });
      return { order: await this.answer(order.id, lang, base), replayed: false };
    } catch (err) {
      if (!(err instanceof KeyTaken) || !key) throw err;
      const prior = await this.replay(portal, key, hash);
      if (!prior) throw err;
      return { order: await this.answer(prior, lang, base), replayed: true };
    }
  }

  /**
   * The order a key of this user made within the last 24 hours for the same request (`hash`); the key
   * with another request is 422 IDEMPOTENCY_KEY_REUSED. An older key is forgotten.
   */
  private async replay(portal: PortalPrincipal, key: string, hash: string): Promise<number | undefined> {
    const k = t.portalIdempotencyKeys;
    const match = and(eq(k.clientUserId, portal.clientUserId), eq(k.idempotencyKey, key));
    const since = sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;
    const [row] = await this.db
      .select({ orderId: k.orderId, hash: k.requestHash })
      .from(k)
      .where(and(match, gt(k.createDt, since)));
    // A key kept before its request was (null) answers as it did then.
    if (row && row.hash !== null && row.hash !== hash) throw keyReused();
    if (row) return row.orderId;
    await this.db.delete(k).where(and(match, sql`${k.createDt} <= ${since}`));
    return undefined;
  }

  async answer(id: number, lang: ServerLanguage, base: string) {
    const [row] = await this.db.select({ branchId: t.orders.branchId }).from(t.orders).where(eq(t.orders.id, id));
    return portalOrderAnswer(this.db, id, row.branchId, lang, base);
  }

  async get(id: number, portal: PortalPrincipal, lang: ServerLanguage, base: string) {
    const own = await ownOrder(this.db, id, portal.clientId);
    return portalOrderAnswer(this.db, own.id, own.branchId, lang, base);
  }

  /**
   * The order and its trip (first live vehicle) as they stand, refused with 409 when the booker may
   * no longer change it: not pending or confirmed (CLOSED), the car on its way (STARTED), or inside
   * the client's cut-off (CUTOFF) at its pick-up.
   */
  private async changeable(id: number, portal: PortalPrincipal) {
    const own = await ownOrder(this.db, id, portal.clientId);
    const before = await readOrder(this.db, own.id, own.branchId);
    const facts = await portalFacts(this.db, own.id);
    const shown = withPortalStatus(before, facts);
    const ref = before.orderRefId;
    if (before.orderStatus !== 'P' && before.orderStatus !== 'A')
      throw conflict(srvText('srv.portal.closed', { ref, status: shown.portalStatus })).withCode('CLOSED');
    const live = shown.orderVehicles.filter((v) => v.orderVehicleStatus === 'A');
    // The driver's mark, whatever the order's status says: a car on its way is not stopped from here.
    const started = (v: (typeof live)[number]) => portalJobStarted(v.portalStatus) || (isJobStatus(v.jobStatus) && v.jobStatus !== 'ACK');
    if (live.some(started)) throw conflict(srvText('srv.portal.started', { ref })).withCode('STARTED');
    const settings = await this.settings(portal.clientId);
    if (live.some((v) => insideCutoff(String(v.pickupDate), String(v.pickupTime), settings.cutoffMinutes))) throw cutoff(settings);
    return { own, before, settings, trip: live[0] };
  }

  /** A change of the trip through updateOrder: re-priced as getOrderTariff prices it; a confirmed order goes back to pending unless auto-confirm. */
  async change(id: number, change: TripChange, portal: PortalPrincipal, lang: ServerLanguage, base: string, log?: FastifyBaseLogger) {
    const { before, settings, own, trip: v } = await this.changeable(id, portal);
    if (!v) throw conflict(srvText('srv.portal.closed', { ref: before.orderRefId, status: 'CANCELLED' })).withCode('CLOSED');
    const date = change.pickupDate ?? String(v.pickupDate);
    const time = change.pickupTime ?? String(v.pickupTime).slice(0, 5);
    if (insideCutoff(date, time, settings.cutoffMinutes)) throw cutoff(settings);
    const resolver = new TripResolver(this.db);
    const has = (k: keyof TripChange) => Object.hasOwn(change, k);
    const places = await resolver.places(portal.clientId, [
      { field: 'pickup', place: change.pickup },
      { field: 'dropoff', place: change.dropoff },
      ...(change.stops ?? []).map((place, i) => ({ field: `stops[${i}]`, place })),
    ]);
    const passengers = has('passengers') ? await resolver.passengers(portal.clientId, change.passengers ?? []) : undefined;
    const changed: Record<string, unknown> = { pickupDate: date, pickupTime: time };
    if (change.pickup) Object.assign(changed, { pickupLocationId: places[0]?.locationId, pickupAddress: places[0]?.address, pickupZone: places[0]?.zone });
    if (has('dropoff'))
      Object.assign(changed, {
        dropoffLocationId: places[1]?.locationId ?? null,
        dropoffAddress: places[1]?.address ?? null,
        dropoffZone: places[1]?.zone ?? null,
      });
    if (has('stops')) changed.stops = places.slice(2);
    if (has('flightNo')) changed.flightNo = change.flightNo || null;
    if (has('remarks')) changed.remarks = change.remarks || null;
    if (passengers) changed.orderPaxes = passengers.map((p) => ({ paxName: p.name, paxTel: p.mobile }));
    const body = {
      ...before,
      orderVehicles: before.orderVehicles.filter((x) => x.orderVehicleStatus === 'A').map((x) => (x.id === v.id ? { ...x, ...changed } : x)),
    };
    const backToPending = before.orderStatus === 'A' && !settings.autoConfirm;
    const caller = portalCaller(portal, own.branchId);
    // The form sends the whole trip: only a change the history records (a field that differs) asks the operator again.
    const historyBefore = backToPending ? await historyCount(this.db, own.id) : 0;
    await this.orders.update(own.id, body, caller, before.version, log, async (tx) => {
      if (passengers) await keepPassengers(tx, own.id, passengers, v.id);
      if (backToPending && (await historyCount(tx, own.id)) > historyBefore) {
        // updateOrder moves no order from A to P (docs/ordering.md): the portal's change does, in the same transaction.
        await tx.update(t.orders).set({ orderStatus: 'P' }).where(eq(t.orders.id, own.id));
        // An order the office took joins the "To confirm" queue too, the booker who changed it told of the decision.
        await tx.insert(t.portalOrders).values({ orderId: own.id, clientUserId: portal.clientUserId }).onConflictDoNothing();
        await writeHistory(tx, [{ orderId: own.id, orderVehicleId: null, fieldName: 'orderStatus', oldValue: 'A', newValue: 'P' }], caller);
      }
    });
    return portalOrderAnswer(this.db, own.id, own.branchId, lang, base);
  }

  /** The booker's cancel: updateOrder to C (the partner and the live feeds see it as any cancel) with the booker's reason kept. */
  async cancel(id: number, reason: string, portal: PortalPrincipal, lang: ServerLanguage, base: string, log?: FastifyBaseLogger) {
    const { before, own } = await this.changeable(id, portal);
    const reasonId = await cancelReasonId(this.db, 'cancel');
    const caller = portalCaller(portal, own.branchId);
    await this.orders.update(own.id, { ...before, orderStatus: 'C', cancelReasonId: reasonId }, caller, before.version, log, async (tx) => {
      await tx
        .insert(t.portalOrders)
        .values({ orderId: own.id, clientUserId: portal.clientUserId, reason })
        .onConflictDoUpdate({ target: t.portalOrders.orderId, set: { reason, rejected: 0 } });
    });
    return portalOrderAnswer(this.db, own.id, own.branchId, lang, base);
  }
}

/** The order's history rows so far (in `db`'s transaction, its own new ones too). */
const historyCount = async (db: Db | Tx, orderId: number) =>
  (await db.select({ n: count() }).from(t.orderHistories).where(eq(t.orderHistories.orderId, orderId)))[0].n;

const cutoff = (s: ClientSettings) => conflict(srvText('srv.portal.cutoff', { minutes: s.cutoffMinutes })).withCode('CUTOFF');

/** Writes the portal's passengers of the order's vehicle (the first when none is named), replacing what it had. */
async function keepPassengers(tx: Tx, orderId: number, passengers: NamedPassenger[], orderVehicleId?: number) {
  const vehicleId =
    orderVehicleId ??
    (await tx.select({ id: t.orderVehicles.id }).from(t.orderVehicles).where(eq(t.orderVehicles.orderId, orderId)).orderBy(t.orderVehicles.seqNo).limit(1))[0]
      ?.id;
  if (!vehicleId) return;
  await tx.delete(t.portalOrderPassengers).where(eq(t.portalOrderPassengers.orderVehicleId, vehicleId));
  if (passengers.length === 0) return;
  await tx.insert(t.portalOrderPassengers).values(
    passengers.map((p, seq) => ({
      orderVehicleId: vehicleId,
      seq,
      orderId,
      clientPassengerId: p.clientPassengerId,
      name: p.name,
      mobile: p.mobile,
      email: p.email,
      language: p.language,
      notify: p.notify,
    })),
  );
}
