import { srvText } from '@limo/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { conflict, HttpError } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { type HistoryRow, writeHistory } from '../../modules/orders/order-history.js';
import { logApiCall } from './api-log.js';
import { CHINALINK, enqueuePartnerMessage } from './outbox.js';
import { partnerSettings } from './partner-booking-order.js';
import { callPartner, ok } from './partner-client.js';
import { partnerTripsAnswer, type TripRow } from './screen-schemas.js';

/*
 * Trips (issue 18, docs/partner-feed.md): the mainland legs of our orders outsourced to the partner
 * go to it as trips (through the outbox), and its drivers come back onto our order vehicles.
 */

const ov = t.orderVehicles;
const tr = t.partnerTrips;

async function parameter(db: Db | Tx, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: t.sysParameters.parmValue })
    .from(t.sysParameters)
    .where(sql`lower(${t.sysParameters.parmKey}) = ${key.toLowerCase()}`);
  return row?.value ?? null;
}

/** The partner's settings the screen shows; the URL and the token never leave the server. */
export async function screenSettings(db: Db, config: Config) {
  const [branchCode, autoAccept, clientCode, days] = await Promise.all(
    ['chinaLinkBranchCode', 'chinaLinkAutoAccept', 'chinaLinkClientCode', 'apiHistoryDays'].map((k) => parameter(db, k)),
  );
  const historyDays = Number(days);
  return {
    urlSet: Boolean(config.chinaLink.url),
    branchCode,
    autoAccept: autoAccept === '1',
    clientCode,
    historyDays: days !== null && days !== '' && Number.isInteger(historyDays) ? historyDays : null,
  };
}

/** The partner as our vendor: the client named by chinaLinkClientCode (read as the bookings read it). */
async function partnerVendor(tx: Tx): Promise<number> {
  const { clientId } = await partnerSettings(tx);
  if (clientId === null) throw conflict(srvText('srv.cl.noClient'));
  return clientId;
}

/** The date's trips of the selected branch, as the screen shows them. */
export async function tripsOf(db: Db | Tx, principal: Principal, date: string): Promise<TripRow[]> {
  const rows = await db
    .select({
      id: tr.id,
      tripId: tr.tripId,
      orderId: tr.orderId,
      orderRefId: t.orders.orderRefId,
      orderVehicleId: tr.orderVehicleId,
      tripDate: tr.tripDate,
      status: tr.status,
      driverName: tr.driverName,
      driverMobile: tr.driverMobile,
      plate: tr.plate,
      outsourceDriverName: ov.outsourceDriverName,
      payload: tr.payload,
    })
    .from(tr)
    .innerJoin(t.orders, eq(t.orders.id, tr.orderId))
    .innerJoin(ov, eq(ov.id, tr.orderVehicleId))
    .where(and(eq(tr.partner, CHINALINK), eq(tr.tripDate, date), eq(t.orders.branchId, principal.selectedBranchId)))
    .orderBy(asc(tr.tripId));
  return rows.map((r) => ({ ...r, payload: r.payload as Record<string, unknown> }));
}

const pickup = alias(t.locations, 'pickup');
const dropoff = alias(t.locations, 'dropoff');

/** Our order vehicles of the date outsourced to the partner that have no trip yet, with what their trip says. */
async function jobsWithoutTrip(tx: Tx, principal: Principal, date: string, vendorId: number) {
  const jobs = await tx
    .select({
      orderVehicleId: ov.id,
      orderId: ov.orderId,
      orderRefId: t.orders.orderRefId,
      seqNo: ov.seqNo,
      pickupDate: ov.pickupDate,
      pickupTime: ov.pickupTime,
      // A free address of the order vehicle (issue 30 part 3) when it names no location.
      pickupAddress: sql<string>`coalesce(${pickup.address}, ${pickup.locationDescEng}, ${ov.pickupAddress}, '')`,
      dropoffAddress: sql<string | null>`coalesce(${dropoff.address}, ${dropoff.locationDescEng}, ${ov.dropoffAddress})`,
      vehicleTypeId: ov.vehicleTypeId,
      vehicleType: t.vehicleTypes.vehicleType,
      paxCount: ov.paxCount,
      contactName: t.orders.contactName,
      contactTel: t.orders.contactTel,
    })
    .from(ov)
    .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
    .leftJoin(pickup, eq(pickup.id, ov.pickupLocationId))
    .leftJoin(dropoff, eq(dropoff.id, ov.dropoffLocationId))
    .innerJoin(t.vehicleTypes, eq(t.vehicleTypes.id, ov.vehicleTypeId))
    .where(
      and(
        eq(ov.pickupDate, date),
        eq(ov.outsourceVendorId, vendorId),
        eq(ov.orderVehicleStatus, 'A'),
        eq(t.orders.branchId, principal.selectedBranchId),
        notInArray(t.orders.orderStatus, ['C', 'V']),
      ),
    )
    .orderBy(asc(ov.pickupTime), asc(ov.id));
  if (!jobs.length) return [];
  const ids = jobs.map((j) => j.orderVehicleId);
  const paxes = await tx
    .select({ orderVehicleId: t.orderPaxes.orderVehicleId, paxName: t.orderPaxes.paxName, paxTel: t.orderPaxes.paxTel })
    .from(t.orderPaxes)
    .where(inArray(t.orderPaxes.orderVehicleId, ids))
    .orderBy(asc(t.orderPaxes.id));
  // The partner's code of our vehicle type: the first chinaLink apiVehicleType mapped to it.
  const codes = await tx
    .select({ vehicleTypeId: t.vehicleTypeMaps.vehicleTypeId, code: t.apiVehicleTypes.apiVehicleTypeCode })
    .from(t.vehicleTypeMaps)
    .innerJoin(t.apiVehicleTypes, eq(t.apiVehicleTypes.id, t.vehicleTypeMaps.apiVehicleTypeId))
    .where(
      and(
        inArray(t.vehicleTypeMaps.vehicleTypeId, [...new Set(jobs.map((j) => j.vehicleTypeId))]),
        sql`lower(${t.apiVehicleTypes.apiSource}) = ${CHINALINK.toLowerCase()}`,
        eq(t.apiVehicleTypes.recordStatus, 'A'),
      ),
    )
    .orderBy(asc(t.apiVehicleTypes.id));
  return jobs.map((j) => {
    const pax = paxes.find((p) => p.orderVehicleId === j.orderVehicleId);
    const tripId = `${j.orderRefId}-${j.seqNo}`;
    const payload = {
      tripId,
      orderRefId: j.orderRefId,
      pickupDate: j.pickupDate,
      pickupTime: j.pickupTime.slice(0, 5),
      pickupAddress: j.pickupAddress,
      dropoffAddress: j.dropoffAddress,
      vehicleTypeCode: codes.find((c) => c.vehicleTypeId === j.vehicleTypeId)?.code ?? j.vehicleType,
      paxCount: j.paxCount,
      paxName: pax?.paxName ?? j.contactName,
      paxTel: pax?.paxTel ?? j.contactTel,
    };
    return { tripId, orderId: j.orderId, orderVehicleId: j.orderVehicleId, payload };
  });
}

/** A trip and its outbox message for each job of the date outsourced to the partner, in one transaction; never twice. */
export async function generateTrips(db: Db, principal: Principal, date: string) {
  const generated = await db.transaction(async (tx) => {
    const vendorId = await partnerVendor(tx);
    let made = 0;
    for (const trip of await jobsWithoutTrip(tx, principal, date, vendorId)) {
      const stamp = { createBy: principal.username, lastUpdateBy: principal.username };
      // Another dispatcher generating at the same moment: the unique trip id lets one of them make it.
      const [row] = await tx
        .insert(tr)
        .values({
          partner: CHINALINK,
          tripId: trip.tripId,
          orderId: trip.orderId,
          orderVehicleId: trip.orderVehicleId,
          tripDate: date,
          payload: trip.payload,
          ...stamp,
        })
        .onConflictDoNothing()
        .returning({ id: tr.id });
      if (!row) continue;
      await enqueuePartnerMessage(tx, { streamKey: `trip:${trip.tripId}`, path: '/trips', payload: trip.payload, orderId: trip.orderId });
      made += 1;
    }
    return made;
  });
  return { date, generated, trips: await tripsOf(db, principal, date) };
}

/** 'name@mobile', the spec's outsource driver text, cut to the column's 100 characters. */
export function outsourceDriverText(name: string | null | undefined, mobile: string | null | undefined): string | null {
  const n = name?.trim();
  if (!n) return null;
  const m = mobile?.trim();
  return m ? `${n.slice(0, 99 - m.length)}@${m}` : n.slice(0, 100);
}

/**
 * Asks the partner for the date's trips (logged), keeps their status and driver, and puts the driver
 * on our order vehicle (still outsourced to the partner) as its outsource driver; the grids are told.
 */
export async function fetchTrips(db: Db, events: Events, config: Config, principal: Principal, date: string, log?: FastifyBaseLogger) {
  const { url, token } = config.chinaLink;
  if (!url) throw conflict(srvText('srv.cl.noUrl'));
  const answer = await callPartner({ url, token }, 'GET', `/trips?date=${encodeURIComponent(date)}`);
  await logApiCall(db, {
    direction: 'OUT',
    method: 'GET',
    url: answer.url,
    responseStatus: answer.status,
    responseBody: answer.status === null ? answer.error : answer.body,
    durationMs: answer.durationMs,
  });
  if (answer.status === null) throw new HttpError(502, srvText('srv.cl.noAnswer', { error: String(answer.error) }));
  if (!ok(answer)) throw new HttpError(502, srvText('srv.cl.answered', { status: answer.status }));
  const parsed = partnerTripsAnswer.safeParse(answer.body);
  if (!parsed.success) throw new HttpError(502, srvText('srv.cl.notTrips'));
  const byId = new Map(parsed.data.map((p) => [p.tripId, p]));

  const updated = await events.transaction(db, log, async (tx) => {
    const vendorId = await partnerVendor(tx);
    const ours = (await tripsOf(tx, principal, date)).filter((r) => byId.has(r.tripId));
    const changed: number[] = [];
    let trips = 0;
    for (const trip of ours) {
      const p = byId.get(trip.tripId) as (typeof parsed.data)[number];
      const next = {
        status: p.status || trip.status,
        driverName: p.driverName ?? trip.driverName,
        driverMobile: p.driverMobile ?? trip.driverMobile,
        plate: p.plate ?? trip.plate,
      };
      if (next.status !== trip.status || next.driverName !== trip.driverName || next.driverMobile !== trip.driverMobile || next.plate !== trip.plate) {
        trips += 1;
        await tx
          .update(tr)
          .set({ ...next, lastUpdateBy: principal.username, lastUpdateDt: new Date() })
          .where(eq(tr.id, trip.id));
      }
      if (await putDriverOnJob(tx, principal, trip.orderVehicleId, vendorId, outsourceDriverText(next.driverName, next.driverMobile))) {
        changed.push(trip.orderVehicleId);
      }
    }
    if (changed.length) await events.publish(tx, 'orderVehiclesChanged', { branchId: principal.selectedBranchId, orderVehicleIds: changed });
    return trips;
  });
  return { date, updated, trips: await tripsOf(db, principal, date) };
}

/** The partner's driver on a job still outsourced to it (version bumped, history kept); false when nothing changed. */
async function putDriverOnJob(tx: Tx, principal: Principal, orderVehicleId: number, vendorId: number, text: string | null): Promise<boolean> {
  if (text === null) return false;
  const [job] = await tx
    .select({ orderId: ov.orderId, version: ov.version, vendorId: ov.outsourceVendorId, text: ov.outsourceDriverName })
    .from(ov)
    .where(eq(ov.id, orderVehicleId))
    .for('update');
  if (!job || job.vendorId !== vendorId || job.text === text) return false;
  await tx
    .update(ov)
    .set({ outsourceDriverName: text, version: job.version + 1, lastUpdateBy: principal.username, lastUpdateDt: new Date() })
    .where(eq(ov.id, orderVehicleId));
  const history: HistoryRow[] = [{ orderId: job.orderId, orderVehicleId, fieldName: 'outsourceDriverName', oldValue: job.text, newValue: text }];
  await writeHistory(tx, history, principal);
  return true;
}
