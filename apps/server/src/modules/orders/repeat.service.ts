import { DUPLICATE_BOOKING_WINDOW_MINUTES, personKey, phoneDigits, phoneKey, RECENT_TRIPS_LIMIT, type StopWire, stopWire } from '@limo/domain';
import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { containing } from '../../engine/query.js';
import type { DuplicateAnswer, DuplicateBody, RecentTrip, RecentTripsQuery } from './repeat.schemas.js';

/*
 * The order form's reads about the person booked (issue 30 part 8b): active order vehicles of the
 * selected branch only. Names compare as personKey, phones as phoneKey (their last 8 digits), in SQL.
 */

const o = t.orders;
const ov = t.orderVehicles;
const p = t.orderPaxes;
const dropoffLoc = alias(t.locations, 'repeat_dropoff_loc');
/** What both answers say of an order vehicle (its passengers are read apart). */
const VEHICLE_REF = {
  orderId: o.id,
  orderRefId: o.orderRefId,
  orderVehicleId: ov.id,
  seqNo: ov.seqNo,
  pickupDate: ov.pickupDate,
  pickupTime: ov.pickupTime,
  contactName: o.contactName,
  contactTel: o.contactTel,
};
/** The most likely duplicates answered: more would not help the person deciding. */
const MAX_DUPLICATES = 20;

const digitsOf = (column: SQL | typeof p.paxTel | typeof o.contactTel) => sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g')`;
/** phoneKey in SQL: right() of a shorter text is all of it, as phoneKey keeps a short number whole. */
const phoneKeyOf = (column: typeof p.paxTel | typeof o.contactTel) => sql`right(${digitsOf(column)}, 8)`;
const personKeyOf = (column: typeof p.paxName) => sql`lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g'))`;
const active = and(eq(o.orderStatus, 'A'), eq(ov.orderVehicleStatus, 'A'));
/** Some passenger of the order vehicle meets the condition. */
const somePax = (db: Db, where: SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(p)
      .where(and(eq(p.orderVehicleId, ov.id), where)),
  );

/** A query of letters-free text with digits is a phone; anything else a name. */
const isPhoneQuery = (q: string) => /^[\d\s()+\-./]+$/.test(q) && phoneDigits(q).length > 0;

export class RepeatService {
  constructor(private readonly db: Db) {}

  /** Order vehicles the draft may be booking again: same client, a shared passenger name or phone, pick-ups close. */
  async duplicates(body: DuplicateBody, principal: Principal): Promise<DuplicateAnswer> {
    const names = [...new Set(body.paxNames.map(personKey).filter(Boolean))];
    const phones = [...new Set(body.phones.map(phoneKey).filter(Boolean))];
    const answer: DuplicateAnswer = { windowMinutes: DUPLICATE_BOOKING_WINDOW_MINUTES, orderVehicles: [] };
    if (!body.pickups.length || (!names.length && !phones.length)) return answer;
    const window = sql`make_interval(mins => ${DUPLICATE_BOOKING_WINDOW_MINUTES})`;
    const near = or(
      ...body.pickups.map(({ pickupDate, pickupTime }) => {
        const at = sql`(${`${pickupDate} ${pickupTime}`}::timestamp)`;
        // The date range lets the pick-up index narrow the rows before the exact test.
        return sql`(${ov.pickupDate} between (${at} - ${window})::date and (${at} + ${window})::date
          and ${ov.pickupDate} + ${ov.pickupTime} between ${at} - ${window} and ${at} + ${window})`;
      }),
    ) as SQL;
    const nameMatch = names.length ? somePax(this.db, inArray(personKeyOf(p.paxName), names)) : sql`false`;
    const phoneMatch = phones.length ? or(inArray(phoneKeyOf(o.contactTel), phones), somePax(this.db, inArray(phoneKeyOf(p.paxTel), phones))) : sql`false`;
    const rows = await this.db
      .select({
        ...VEHICLE_REF,
        byName: sql<boolean>`${nameMatch}`,
      })
      .from(ov)
      .innerJoin(o, eq(o.id, ov.orderId))
      .where(
        and(
          eq(o.branchId, principal.selectedBranchId),
          eq(o.clientId, body.clientId),
          active,
          body.excludeOrderId ? sql`${o.id} <> ${body.excludeOrderId}` : undefined,
          near,
          or(nameMatch, phoneMatch),
        ),
      )
      .orderBy(asc(ov.pickupDate), asc(ov.pickupTime), asc(ov.id))
      .limit(MAX_DUPLICATES);
    const paxes = await this.paxesOf(rows.map((r) => r.orderVehicleId));
    answer.orderVehicles = rows.map(({ byName, ...r }) => ({
      ...r,
      paxNames: (paxes.get(r.orderVehicleId) ?? []).map((x) => x.paxName),
      matchedBy: byName ? ('paxName' as const) : ('phone' as const),
    }));
    return answer;
  }

  /** The last trips (latest pick-up first) of passengers named like `q`, or with its phone (a passenger's or the contact's). */
  async recentTrips(query: RecentTripsQuery, principal: Principal): Promise<RecentTrip[]> {
    const phone = isPhoneQuery(query.q);
    const key = phone ? phoneKey(query.q) : personKey(query.q);
    const paxMatches = (x: { paxName: string; paxTel: string | null }) => (phone ? phoneDigits(x.paxTel).includes(key) : personKey(x.paxName).includes(key));
    const contains = sql`strpos(${digitsOf(p.paxTel)}, ${key}) > 0`;
    const match = phone
      ? or(somePax(this.db, contains), sql`strpos(${digitsOf(o.contactTel)}, ${key}) > 0`)
      : somePax(this.db, ilike(p.paxName, containing(query.q.replace(/\s+/g, ' '))));
    const rows = await this.db
      .select({
        ...VEHICLE_REF,
        clientId: o.clientId,
        serviceType: ov.serviceType,
        pickupLocationId: ov.pickupLocationId,
        pickupLocation: sql<string>`coalesce(${t.locations.locationDescEng}, ${ov.pickupAddress}, '')`,
        pickupAddress: ov.pickupAddress,
        pickupZone: ov.pickupZone,
        dropoffLocationId: ov.dropoffLocationId,
        dropoffLocation: sql<string | null>`coalesce(${dropoffLoc.locationDescEng}, ${ov.dropoffAddress})`,
        dropoffAddress: ov.dropoffAddress,
        dropoffZone: ov.dropoffZone,
        vehicleTypeId: ov.vehicleTypeId,
        vehicleType: t.vehicleTypes.vehicleType,
      })
      .from(ov)
      .innerJoin(o, eq(o.id, ov.orderId))
      .leftJoin(t.locations, eq(t.locations.id, ov.pickupLocationId))
      .leftJoin(dropoffLoc, eq(dropoffLoc.id, ov.dropoffLocationId))
      .innerJoin(t.vehicleTypes, eq(t.vehicleTypes.id, ov.vehicleTypeId))
      .where(and(eq(o.branchId, principal.selectedBranchId), active, query.clientId ? eq(o.clientId, query.clientId) : undefined, match))
      .orderBy(desc(ov.pickupDate), desc(ov.pickupTime), desc(ov.id))
      .limit(RECENT_TRIPS_LIMIT);
    const ids = rows.map((r) => r.orderVehicleId);
    const [paxes, stops] = await Promise.all([this.paxesOf(ids), this.stopsOf(ids)]);
    return rows.map((r) => {
      const all = paxes.get(r.orderVehicleId) ?? [];
      const found = all.find(paxMatches);
      return {
        ...r,
        paxNames: all.map((x) => x.paxName),
        stops: stops.get(r.orderVehicleId) ?? [],
        paxName: found?.paxName ?? null,
        paxTel: found?.paxTel ?? null,
      };
    });
  }

  private async paxesOf(ids: number[]) {
    const byVehicle = new Map<number, { paxName: string; paxTel: string | null }[]>();
    if (!ids.length) return byVehicle;
    const rows = await this.db
      .select({ orderVehicleId: p.orderVehicleId, paxName: p.paxName, paxTel: p.paxTel })
      .from(p)
      .where(inArray(p.orderVehicleId, ids))
      .orderBy(asc(p.id));
    for (const r of rows) byVehicle.set(r.orderVehicleId, [...(byVehicle.get(r.orderVehicleId) ?? []), r]);
    return byVehicle;
  }

  private async stopsOf(ids: number[]) {
    const byVehicle = new Map<number, StopWire[]>();
    if (!ids.length) return byVehicle;
    const s = t.orderVehicleStops;
    const rows = await this.db.select().from(s).where(inArray(s.orderVehicleId, ids)).orderBy(asc(s.orderVehicleId), asc(s.seq));
    for (const r of rows) byVehicle.set(r.orderVehicleId, [...(byVehicle.get(r.orderVehicleId) ?? []), stopWire(r)]);
    return byVehicle;
  }
}
