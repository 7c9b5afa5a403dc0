import { instantMillis, type ServerText, srvText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../engine/errors.js';
import { fieldLabel } from '../../engine/field-text.js';
import { CLIENT_EVENT_ID } from './client-events.js';

/* Positions from the driver's page (issue 11): every one kept as history, the newest as the live record. */

export interface PositionIn {
  latitude: number;
  longitude: number;
  speed: number;
  orderVehicleId: number | null;
  at: string;
  clientEventId: string;
}

export interface PositionsBody {
  positions: PositionIn[];
  pushToken?: string;
  appVersion?: string;
}

export const MAX_POSITIONS_PER_CALL = 100;
const inRange = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/** The body, checked field by field; a 400 naming every bad value (its place among the invalid values), nothing stored. */
export function parsePositions(body: unknown, now = Date.now()): PositionsBody {
  const b = (body ?? {}) as Record<string, unknown>;
  if (!Array.isArray(b.positions) || b.positions.length === 0) throw badRequest(srvText('srv.pos.list', { max: MAX_POSITIONS_PER_CALL }));
  if (b.positions.length > MAX_POSITIONS_PER_CALL) throw badRequest(srvText('srv.pos.tooMany', { max: MAX_POSITIONS_PER_CALL }));
  const problems: { text: ServerText; field: string; value: unknown }[] = [];
  const refuse = (field: string, value: unknown, text: ServerText) => problems.push({ field, value, text });
  const positions = b.positions.map((raw, i): PositionIn | undefined => {
    const where = `positions[${i}]`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      const english = `${where} must be an object`;
      return void refuse(where, raw, srvText('srv.v.NOT_OBJECT', { english, label: fieldLabel(where) }));
    }
    const p = raw as Record<string, unknown>;
    const at = (field: string) => `${where}.${field}`;
    if (!inRange(p.latitude, -90, 90)) refuse(at('latitude'), p.latitude, srvText('srv.pos.range', { field: at('latitude'), min: -90, max: 90 }));
    if (!inRange(p.longitude, -180, 180)) refuse(at('longitude'), p.longitude, srvText('srv.pos.range', { field: at('longitude'), min: -180, max: 180 }));
    if (!inRange(p.speed ?? 0, 0, 400)) refuse(at('speed'), p.speed, srvText('srv.pos.speed', { field: at('speed'), min: 0, max: 400 }));
    const ov = p.orderVehicleId;
    if (ov != null && !(Number.isInteger(ov) && (ov as number) > 0 && (ov as number) <= 2_147_483_647))
      refuse(at('orderVehicleId'), ov, srvText('srv.pos.orderVehicleId', { field: at('orderVehicleId') }));
    // Empty, not a date-time or beyond years 0001-9999: refused (it failed in toISOString, a 500: issue 31).
    const time = instantMillis(p.at);
    if (time === undefined) refuse(at('at'), p.at, srvText('srv.pos.at', { field: at('at') }));
    if (typeof p.clientEventId !== 'string' || !CLIENT_EVENT_ID.test(p.clientEventId))
      refuse(at('clientEventId'), p.clientEventId, srvText('srv.pos.clientEventId', { field: at('clientEventId') }));
    if (time === undefined) return undefined;
    return {
      latitude: p.latitude as number,
      longitude: p.longitude as number,
      speed: (p.speed as number | undefined) ?? 0,
      orderVehicleId: (ov as number | null | undefined) ?? null,
      // A phone clock ahead of ours is taken as now: a position cannot come from the future.
      at: new Date(Math.min(time, now)).toISOString(),
      clientEventId: p.clientEventId as string,
    };
  });
  if (b.pushToken !== undefined && (typeof b.pushToken !== 'string' || b.pushToken.length > 300))
    refuse('pushToken', b.pushToken, srvText('srv.pos.textMax', { field: 'pushToken', max: 300 }));
  if (b.appVersion !== undefined && (typeof b.appVersion !== 'string' || b.appVersion.length > 30))
    refuse('appVersion', b.appVersion, srvText('srv.pos.textMax', { field: 'appVersion', max: 30 }));
  if (problems.length)
    throw badRequest(
      problems[0].text,
      problems.map((x) => x.text),
      problems.map(({ field, value }) => ({ field, value })),
    );
  return { positions: positions as PositionIn[], pushToken: b.pushToken as string | undefined, appVersion: b.appVersion as string | undefined };
}

/**
 * Stores the positions once each (a repeated client id is skipped) and moves the live record to the
 * newest when it is newer than the record's. Answers what was new and whether the record moved.
 * One statement (atomic on its own): a phone posts every few seconds, and a transaction of four
 * round trips held a pooled connection four times as long under load (bench/README.md, "A full day's load").
 */
export async function recordPositions(db: Db, driver: { driverId: number; branchId: number }, body: PositionsBody) {
  const given = body.positions.map(
    (p, i) =>
      sql`(${i}::int, ${p.latitude}::float8, ${p.longitude}::float8, ${p.speed}::float8, ${p.orderVehicleId}::int, ${p.clientEventId}::text, ${p.at}::timestamptz)`,
  );
  const result = await db.execute<{ accepted: number; moved: number }>(sql`
    with given (seq, latitude, longitude, speed, order_vehicle_id, client_event_id, at) as (values ${sql.join(given, sql`, `)}),
    fresh as (
      insert into driver_positions (driver_id, latitude, longitude, speed, order_vehicle_id, client_event_id, at)
      select ${driver.driverId}, latitude, longitude, speed, order_vehicle_id, client_event_id, at from given order by seq
      on conflict (driver_id, client_event_id) do nothing returning client_event_id),
    newest as (select g.* from given g where g.client_event_id in (select client_event_id from fresh) order by g.at desc, g.seq limit 1),
    -- The job named must be this driver's: otherwise the position stands without an order.
    job as (
      select ov.order_id, coalesce(j.job_status, ov.job_status) as job_status from newest n
      join order_vehicles ov on ov.id = n.order_vehicle_id
      join orders o on o.id = ov.order_id and o.branch_id = ${driver.branchId}
      left join driver_jobs j on j.order_vehicle_id = ov.id and j.driver_id = ${driver.driverId}
      where ov.driver_id = ${driver.driverId} or exists (
        select 1 from order_driver_vehicles dv where dv.order_vehicle_id = ov.id and dv.driver_id = ${driver.driverId})),
    live as (
      insert into driver_live_statuses as s (driver_id, branch_id, latitude, longitude, speed, order_id, order_vehicle_id, started_flag, push_token, app_version, last_update_time)
      select ${driver.driverId}, ${driver.branchId}, n.latitude, n.longitude, n.speed, job.order_id, case when job.order_id is null then null else n.order_vehicle_id end,
        case when job.job_status in ('ON_THE_WAY', 'ARRIVED', 'POB') then 1 else 0 end, ${body.pushToken ?? null}::text, ${body.appVersion ?? null}::text, n.at
      from newest n left join job on true
      on conflict (driver_id) do update set branch_id = excluded.branch_id, latitude = excluded.latitude, longitude = excluded.longitude,
        speed = excluded.speed, order_id = excluded.order_id, order_vehicle_id = excluded.order_vehicle_id, started_flag = excluded.started_flag,
        push_token = coalesce(excluded.push_token, s.push_token), app_version = coalesce(excluded.app_version, s.app_version),
        last_update_time = excluded.last_update_time
      where s.last_update_time <= excluded.last_update_time
      returning s.driver_id)
    select (select count(*) from fresh)::int as accepted, (select count(*) from live)::int as moved`);
  const row = result.rows[0];
  const accepted = Number(row.accepted);
  return { accepted, duplicates: body.positions.length - accepted, moved: Number(row.moved) > 0 };
}

/** Drops history older than `days` days and remembered client ids older than a week. */
export async function prunePositions(db: Db, days: number) {
  // Counted in SQL: PGlite and node-postgres report affected rows differently.
  const positions = await db.execute<{ n: number }>(
    sql`with d as (delete from driver_positions where received_dt < now() - make_interval(days => ${days}) returning 1) select count(*)::int as n from d`,
  );
  const events = await db.execute<{ n: number }>(
    sql`with d as (delete from driver_client_events where create_dt < now() - interval '8 days' returning 1) select count(*)::int as n from d`,
  );
  return { positions: Number(positions.rows[0].n), events: Number(events.rows[0].n) };
}
