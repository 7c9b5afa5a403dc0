import { operatorToday } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/*
 * Demo data only (issue 11): where the demo's on-duty drivers stand, so the live map and the
 * dashboard have something to show after a start. Real positions come from the drivers' phones;
 * a driver whose phone reported within the last 3 hours is left where the phone put them.
 */

/** Real Hong Kong places the demo drivers wait at: the airport, Central, Kowloon and further out. */
const SPOTS: [number, number][] = [
  [22.3089, 113.9146], // airport, Terminal 1
  [22.2855, 114.1577], // Central, IFC
  [22.2963, 114.1722], // Tsim Sha Tsui
  [22.3193, 114.1694], // Mong Kok
  [22.3143, 113.9346], // airport, SkyPlaza
  [22.2783, 114.1747], // Wan Chai
  [22.3571, 114.1278], // Kwai Fong
  [22.3817, 114.1877], // Sha Tin
  [22.2802, 114.1849], // Causeway Bay
  [22.3046, 114.1617], // West Kowloon
  [22.2466, 114.1598], // Aberdeen
  [22.4445, 114.0222], // Yuen Long
];

export async function refreshDemoPositions(db: Db, now = Date.now()) {
  const today = operatorToday(now);
  const onDuty = await db.execute<{ driver_id: number; branch_id: number; order_vehicle_id: number | null; order_id: number | null }>(sql`
    select r.driver_id, r.branch_id, next_job.id as order_vehicle_id, next_job.order_id
    from daily_rosters r
    left join lateral (
      select ov.id, ov.order_id from order_vehicles ov join orders o on o.id = ov.order_id
      where ov.driver_id = r.driver_id and ov.pickup_date = ${today} and ov.order_vehicle_status = 'A' and o.order_status not in ('C', 'V')
      order by ov.pickup_time limit 1) next_job on true
    where r.duty_date = ${today} and r.duty_time is not null and r.off_duty_time is null
      and not exists (select 1 from driver_live_statuses s where s.driver_id = r.driver_id and s.last_update_time > now() - interval '3 hours')
    order by r.driver_id`);
  for (const [i, row] of onDuty.rows.entries()) {
    const [lat, lng] = SPOTS[i % SPOTS.length];
    // A few metres apart, so drivers at one spot do not hide each other on the map.
    const jitter = (n: number) => ((((i * 7919 + n) % 200) - 100) / 100) * 0.0015;
    const at = new Date(now - (i % 20) * 90_000).toISOString();
    await db.execute(sql`
      insert into driver_live_statuses (driver_id, branch_id, latitude, longitude, speed, order_id, order_vehicle_id, started_flag, app_version, last_update_time)
      values (${row.driver_id}, ${row.branch_id}, ${lat + jitter(1)}, ${lng + jitter(2)}, ${(i * 13) % 60}, ${row.order_id}, ${row.order_vehicle_id}, 0, 'demo', ${at}::timestamptz)
      on conflict (driver_id) do update set branch_id = excluded.branch_id, latitude = excluded.latitude, longitude = excluded.longitude,
        speed = excluded.speed, order_id = excluded.order_id, order_vehicle_id = excluded.order_vehicle_id, started_flag = 0,
        app_version = excluded.app_version, last_update_time = excluded.last_update_time`);
  }
  return onDuty.rows.length;
}
