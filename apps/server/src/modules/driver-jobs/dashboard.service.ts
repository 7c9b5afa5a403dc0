import {
  centsToMoney,
  driverRegion,
  moneyToCents,
  nextDate,
  operatorToday,
  orderDashboardDrivers,
  REGIONS,
  revenueInK,
  type Region,
  type RegionCentres,
} from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { liveRecords } from './live-status.js';

/*
 * The dashboard of spec section 3 (issue 11, docs/driver-jobs.md): today's orders, drivers and
 * outsourced jobs on duty, revenue, vehicle and fleet use, and where the drivers are. "Today" is
 * the operator's date; revenue is the fare of live order vehicles by pick-up date.
 */

const STARTED = sql.raw(`('ON_THE_WAY', 'ARRIVED', 'POB')`);
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

export async function dashboard(db: Db, branchId: number, centres: RegionCentres, now = Date.now()) {
  const today = operatorToday(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const weekStart = nextDate(today, -6);
  const orders = await db.execute<Record<string, number>>(sql`
    select count(*)::int as total,
      count(*) filter (where o.order_status = 'P')::int as pending,
      count(*) filter (where o.order_status = 'A' and ov.noshow_flag = 0 and coalesce(ov.job_status, '') not in ('COMPLETED', 'NO_SHOW'))::int as active,
      count(*) filter (where ov.job_status = 'COMPLETED')::int as completed,
      count(*) filter (where ov.noshow_flag = 1)::int as no_show,
      count(*) filter (where o.order_status in ('C', 'V'))::int as cancelled,
      count(*) filter (where coalesce(ov.outsource_vendor_id, 0) > 0 and o.order_status not in ('C', 'V'))::int as outsourced,
      count(*) filter (where o.order_status not in ('C', 'V') and ov.driver_id is not null)::int as duty_total,
      count(*) filter (where o.order_status not in ('C', 'V') and ov.driver_id is not null and ov.job_status in ${STARTED})::int as duty_started,
      count(*) filter (where o.order_status not in ('C', 'V') and ov.driver_id is not null and ov.job_status = 'COMPLETED')::int as duty_completed,
      count(*) filter (where o.order_status not in ('C', 'V') and coalesce(ov.outsource_vendor_id, 0) > 0 and ov.job_status = 'COMPLETED')::int as outsource_completed,
      count(distinct ov.driver_id) filter (where o.order_status not in ('C', 'V') and ov.job_status in ${STARTED})::int as drivers_on_job
    from order_vehicles ov join orders o on o.id = ov.order_id
    where o.branch_id = ${branchId} and ov.order_vehicle_status = 'A' and ov.pickup_date = ${today}`);
  const revenue = await db.execute<{ day: string; amount: string }>(sql`
    select ov.pickup_date::text as day, sum(ov.fare_amt)::text as amount
    from order_vehicles ov join orders o on o.id = ov.order_id
    where o.branch_id = ${branchId} and ov.order_vehicle_status = 'A' and o.order_status not in ('C', 'V')
      and ov.pickup_date >= least(${monthStart}::date, ${weekStart}::date) and ov.pickup_date <= ${today}
    group by ov.pickup_date`);
  const rosters = await db.execute<{ rostered: number; on_duty: number }>(sql`
    select count(*) filter (where duty_time is not null)::int as rostered,
      count(*) filter (where duty_time is not null and off_duty_time is null)::int as on_duty
    from daily_rosters where branch_id = ${branchId} and duty_date = ${today}`);
  const fleets = await db.execute<{ fleet_id: number | null; fleet_name: string; fleet_name_chi: string | null; total: number; in_use: number }>(sql`
    select v.fleet_id, coalesce(f.fleet_desc_eng, 'No fleet') as fleet_name, f.fleet_desc_chi as fleet_name_chi, count(*)::int as total,
      count(*) filter (where exists (
        select 1 from order_vehicles ov join orders o on o.id = ov.order_id
        where ov.vehicle_id = v.id and ov.pickup_date = ${today} and ov.order_vehicle_status = 'A' and o.order_status not in ('C', 'V')))::int as in_use
    from vehicles v left join fleets f on f.id = v.fleet_id
    where v.branch_id = ${branchId} and v.vehicle_status = 'A'
    group by v.fleet_id, f.fleet_desc_eng, f.fleet_desc_chi order by fleet_name`);

  const o = orders.rows[0];
  const byDayMap = new Map(revenue.rows.map((r) => [r.day, r.amount]));
  // Summed in integer cents: a sum of fares must not pick up a float's fractions.
  const cents = (d: string) => moneyToCents(byDayMap.get(d) ?? '0.00');
  const sumCents = (days: string[]) => days.reduce((c, d) => c + cents(d), 0);
  const monthDays = [...byDayMap.keys()].filter((d) => d >= monthStart);
  const month = centsToMoney(sumCents(monthDays));
  const byDay = Array.from({ length: 7 }, (_, i) => nextDate(weekStart, i)).map((date) => ({ date, amount: centsToMoney(cents(date)) }));
  const roster = rosters.rows[0];
  const fleetUtil = fleets.rows.map((f) => ({
    fleetId: f.fleet_id == null ? null : Number(f.fleet_id),
    fleetName: f.fleet_name,
    // The Chinese name, shown in zh-HK (issue 30); none for the vehicles of no fleet, which the screen words itself.
    fleetNameChi: f.fleet_name_chi ?? null,
    total: Number(f.total),
    inUse: Number(f.in_use),
    percent: percent(Number(f.in_use), Number(f.total)),
  }));
  const vehiclesTotal = fleetUtil.reduce((n, f) => n + f.total, 0);
  const vehiclesInUse = fleetUtil.reduce((n, f) => n + f.inUse, 0);

  const live = await liveRecords(db, branchId);
  const drivers = orderDashboardDrivers(live.map((d) => ({ ...d, region: driverRegion(d, centres) as Region })));
  const regions = Object.fromEntries([...REGIONS, 'Pending'].map((r) => [r, drivers.filter((d) => d.region === r).length]));
  const onJob = Number(o.drivers_on_job);
  return {
    dutyDate: today,
    orderStatistics: {
      total: Number(o.total),
      pending: Number(o.pending),
      active: Number(o.active),
      completed: Number(o.completed),
      noShow: Number(o.no_show),
      cancelled: Number(o.cancelled),
      outsourced: Number(o.outsourced),
    },
    dutyOrder: { total: Number(o.duty_total), started: Number(o.duty_started), completed: Number(o.duty_completed) },
    dutyDriver: { rostered: Number(roster.rostered), onDuty: Number(roster.on_duty), onJob, idle: Math.max(0, Number(roster.on_duty) - onJob) },
    dutyOutsource: { total: Number(o.outsourced), completed: Number(o.outsource_completed) },
    revenue: { today: centsToMoney(cents(today)), month, byDay },
    vehicleUtil: { total: vehiclesTotal, inUse: vehiclesInUse, percent: percent(vehiclesInUse, vehiclesTotal) },
    fleetUtil,
    currentRevenue: revenueInK(month),
    regions,
    drivers,
  };
}
