import { driverFirstName, type ServerLanguage, outsourcedDriverName, pickupLongPast, srvText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../engine/errors.js';
import type { TrackStatus } from './tracking.schemas.js';

/*
 * What the passenger's tracking page shows (issue 33, docs/portal.md "Tracking link"): the trip's state,
 * pick-up, vehicle, plate and the driver's first name, the car's position only while it is on the way or
 * there, and the operator's hotline. Nothing else of the order: no names, no numbers, no prices.
 */

/** How long after the end of the trip the link still answers. */
export const TRACK_AFTER_END_MS = 30 * 60_000;
export const HOTLINE_KEY = 'hotline';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
const SHOWS_POSITION = new Set(['ON_THE_WAY', 'ARRIVED']);
const DRIVER_MARKS = new Set(['ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW']);

type Row = {
  order_status: string;
  order_vehicle_status: string;
  job_status: string | null;
  pickup_date: string;
  pickup_time: string;
  pickup_address: string | null;
  place_eng: string | null;
  place_chi: string | null;
  type_eng: string;
  type_chi: string | null;
  plate: string | null;
  driver_eng: string | null;
  driver_chi: string | null;
  outsource_driver: string | null;
  assigned: boolean;
  ended_ms: number | null;
  lat: number | null;
  lng: number | null;
  at_ms: number | null;
  hotline: string | null;
};

export type TrackAnswer = {
  status: TrackStatus;
  pickupDate: string;
  pickupTime: string;
  pickupText: string;
  vehicleType: string;
  plate: string | null;
  driverFirstName: string | null;
  position?: { lat: number; lng: number; at: string; minutesAgo: number };
  hotline: string | null;
};

const gone = (key: 'srv.track.completed' | 'srv.track.cancelled' | 'srv.track.revoked', code: string) => new HttpError(410, srvText(key)).withCode(code);

/** The driver as the passenger may see them; an outsourced driver is stored as `Name@mobile`: the mobile never shows. */
function driverName(row: Row, lang: ServerLanguage): string | null {
  return driverFirstName(row.driver_eng ?? outsourcedDriverName(row.outsource_driver), row.driver_chi, lang);
}

function statusOf(row: Row): TrackStatus {
  if (row.job_status && DRIVER_MARKS.has(row.job_status)) return row.job_status as TrackStatus;
  if (row.job_status === 'ACK' || row.assigned) return 'ASSIGNED';
  return row.order_status === 'P' ? 'PENDING' : 'CONFIRMED';
}

/** The page's data for `token`; 404 when no link has it, 410 when it was revoked or the trip is over. */
export async function readTracking(db: Db, token: string, lang: ServerLanguage, now = Date.now()): Promise<TrackAnswer> {
  // Not a token's shape (a NUL byte would fail in PostgreSQL): unknown, without asking the database.
  if (!TOKEN_SHAPE.test(token)) throw notFound(srvText('srv.track.unknown'));
  const { rows } = await db.execute<Row>(sql`
    select o.order_status, ov.order_vehicle_status, ov.job_status, ov.pickup_date::text as pickup_date, to_char(ov.pickup_time, 'HH24:MI') as pickup_time,
      ov.pickup_address, pl.location_desc_eng as place_eng, pl.location_desc_chi as place_chi,
      vt.vehicle_type_desc_eng as type_eng, vt.vehicle_type_desc_chi as type_chi, v.license_plate_no as plate,
      d.driver_name_eng as driver_eng, d.driver_name_chi as driver_chi, ov.outsource_driver_name as outsource_driver,
      (ov.driver_id is not null or ov.outsource_vendor_id is not null) as assigned,
      (extract(epoch from coalesce(j.completed_time, j.no_show_time, ov.last_update_dt)) * 1000)::float8 as ended_ms,
      ls.latitude as lat, ls.longitude as lng, (extract(epoch from ls.last_update_time) * 1000)::float8 as at_ms,
      (select nullif(trim(p.parm_value), '') from sys_parameters p where p.parm_key = ${HOTLINE_KEY}) as hotline
    from order_vehicles ov
    join orders o on o.id = ov.order_id
    join vehicle_types vt on vt.id = ov.vehicle_type_id
    left join locations pl on pl.id = ov.pickup_location_id
    left join vehicles v on v.id = ov.vehicle_id
    left join drivers d on d.id = ov.driver_id
    left join driver_jobs j on j.order_vehicle_id = ov.id and j.driver_id = ov.driver_id
    left join driver_live_statuses ls on ls.driver_id = ov.driver_id
    where ov.tracking_token = ${token}`);
  const row = rows[0];
  if (!row) {
    const revoked = await db.execute(sql`select 1 from revoked_tracking_tokens where token = ${token}`);
    if (revoked.rows.length) throw gone('srv.track.revoked', 'TRACKING_REVOKED');
    throw notFound(srvText('srv.track.unknown'));
  }
  if (row.order_status === 'C' || row.order_status === 'V' || row.order_vehicle_status !== 'A') throw gone('srv.track.cancelled', 'TRACKING_CANCELLED');
  const status = statusOf(row);
  const ended = status === 'COMPLETED' || status === 'NO_SHOW';
  if (ended && row.ended_ms !== null && now - Number(row.ended_ms) > TRACK_AFTER_END_MS) throw gone('srv.track.completed', 'TRACKING_ENDED');
  // No end mark (an office-run job, a driver who never marked it): closed a day after the pick-up all the same.
  if (!ended && pickupLongPast(row.pickup_date, row.pickup_time, now)) throw gone('srv.track.completed', 'TRACKING_ENDED');
  const chinese = lang === 'zh-HK';
  const answer: TrackAnswer = {
    status,
    pickupDate: row.pickup_date,
    pickupTime: row.pickup_time,
    pickupText: (chinese && row.place_chi ? row.place_chi : row.place_eng) ?? row.pickup_address ?? '',
    vehicleType: chinese && row.type_chi ? row.type_chi : row.type_eng,
    plate: row.plate ?? null,
    driverFirstName: driverName(row, lang),
    hotline: row.hotline ?? null,
  };
  if (SHOWS_POSITION.has(status) && row.lat !== null && row.lng !== null && row.at_ms !== null) {
    const at = Number(row.at_ms);
    answer.position = { lat: Number(row.lat), lng: Number(row.lng), at: new Date(at).toISOString(), minutesAgo: Math.max(0, Math.floor((now - at) / 60_000)) };
  }
  return answer;
}
