import { operatorToday, POSITION_IGNORED_AFTER_MS } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';

/*
 * The driver live status record of spec section 3 (issue 11): the newest position of each driver,
 * with what the map and the dashboard show beside it.
 */

export interface LiveRecord {
  driverId: number;
  latitude: number;
  longitude: number;
  speed: number;
  orderId: number | null;
  startedFlag: number;
  pushToken: string | null;
  appVersion: string | null;
  lastUpdateTime: string;
  // Optional extras (the map's and dashboard's labels).
  driverNo?: string;
  driverNameEng?: string;
  driverNameChi?: string | null;
  vehicleId?: number | null;
  licensePlateNo?: string | null;
  orderVehicleId?: number | null;
  orderRefId?: string | null;
  jobStatus?: string | null;
  lastDropoffLocationId?: number | null;
}

/**
 * The live records of a branch's drivers (or of `driverIds`), positions older than 24 hours left
 * out. The vehicle is the job's, else the one rostered today.
 */
export async function liveRecords(db: Db | Tx, branchId: number, driverIds?: readonly number[]): Promise<LiveRecord[]> {
  const since = new Date(Date.now() - POSITION_IGNORED_AFTER_MS).toISOString();
  const today = operatorToday();
  const only = driverIds ? sql`and s.driver_id = any(${sql.raw(`'{${driverIds.map(Number).join(',')}}'`)}::int[])` : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    select s.driver_id, s.latitude, s.longitude, s.speed, s.order_id, s.started_flag, s.push_token, s.app_version, s.last_update_time,
      d.driver_no, d.driver_name_eng, d.driver_name_chi, s.order_vehicle_id, o.order_ref_id, ov.job_status,
      coalesce(ov.vehicle_id, r.vehicle_id) as vehicle_id, v.license_plate_no,
      (select ov2.dropoff_location_id from driver_jobs j join order_vehicles ov2 on ov2.id = j.order_vehicle_id
        where j.driver_id = s.driver_id and j.completed_time is not null order by j.completed_time desc limit 1) as last_dropoff_location_id
    from driver_live_statuses s
    join drivers d on d.id = s.driver_id
    left join order_vehicles ov on ov.id = s.order_vehicle_id
    left join orders o on o.id = ov.order_id
    left join daily_rosters r on r.driver_id = s.driver_id and r.duty_date = ${today}
    left join vehicles v on v.id = coalesce(ov.vehicle_id, r.vehicle_id)
    where s.branch_id = ${branchId} and s.last_update_time >= ${since}::timestamptz ${only}
    order by d.driver_no`);
  return result.rows.map((r) => ({
    driverId: Number(r.driver_id),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    speed: Number(r.speed),
    orderId: r.order_id == null ? null : Number(r.order_id),
    startedFlag: Number(r.started_flag),
    pushToken: (r.push_token as string | null) ?? null,
    appVersion: (r.app_version as string | null) ?? null,
    lastUpdateTime: new Date(r.last_update_time as string).toISOString(),
    driverNo: r.driver_no as string,
    driverNameEng: r.driver_name_eng as string,
    driverNameChi: (r.driver_name_chi as string | null) ?? null,
    vehicleId: r.vehicle_id == null ? null : Number(r.vehicle_id),
    licensePlateNo: (r.license_plate_no as string | null) ?? null,
    orderVehicleId: r.order_vehicle_id == null ? null : Number(r.order_vehicle_id),
    orderRefId: (r.order_ref_id as string | null) ?? null,
    jobStatus: (r.job_status as string | null) ?? null,
    lastDropoffLocationId: r.last_dropoff_location_id == null ? null : Number(r.last_dropoff_location_id),
  }));
}
