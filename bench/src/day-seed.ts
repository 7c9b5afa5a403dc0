// The day of `npm run bench:day` (issue 19 part 4): the demo operator, then today's 1,500 order
// vehicles of Hong Kong, 500 drivers with app logins (two jobs each, to mark), 50 dispatchers with a
// spare driver and ten unassigned jobs each (theirs to assign and move, so no two people edit one
// row and no change meets a stale version or a clash), and 20 order clerks.
import { operatorToday } from '@limo/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { migrate, openPostgres } from '../../apps/server/src/db/client.js';
import { userGroups } from '../../apps/server/src/db/schema/index.js';
import { DEMO_PASSWORD, loadDemoData } from '../../apps/server/src/demo/demo.js';
import { syncSystemParameters } from '../../apps/server/src/db/seed/parameters.js';
import { syncRightModules } from '../../apps/server/src/db/seed/rights.js';
import { createStaff } from '../../apps/server/src/demo/users.js';
import { hashPassword } from '../../apps/server/src/modules/security/passwords.js';

export const DAY = { drivers: 500, jobsPerDriver: 2, dispatchers: 50, jobsPerDispatcher: 10, clerks: 20 } as const;
/** 500 × 2 + 50 × 10 = 1,500 order vehicles. */
export const DAY_VEHICLES = DAY.drivers * DAY.jobsPerDriver + DAY.dispatchers * DAY.jobsPerDispatcher;

export interface SeededDay {
  day: string;
  branchId: number;
  vehicles: number;
  drivers: { driverId: number; login: string; jobs: number[] }[];
  dispatchers: { username: string; spareDriverId: number; jobs: { id: number; orderId: number; start: string }[] }[];
  clerks: string[];
  seconds: number;
}

/** The demo operator without its orders (the day below is the bench's), staff and rights as the server would seed them. */
async function loadOperator(url: string) {
  const database = await openPostgres(url, 2);
  try {
    await migrate(database);
    await syncRightModules(database.db);
    await syncSystemParameters(database.db);
    await loadDemoData(database.db, { orders: false });
    // One hash for every bench login: 70 Argon2 hashes would only slow the set-up.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await database.db.transaction(async (tx) => {
      const [group] = await tx.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.userGroup, 'dispatcher'));
      const hk = (await tx.execute<{ id: number }>(sql`select id from branches where branch_code = 'HK'`)).rows[0].id;
      const staff = [
        ...Array.from({ length: DAY.dispatchers }, (_, i) => ({ code: `DD${i + 1}`, username: `day.dispatcher${i + 1}`, name: `Day Dispatcher ${i + 1}` })),
        ...Array.from({ length: DAY.clerks }, (_, i) => ({ code: `DC${i + 1}`, username: `day.clerk${i + 1}`, name: `Day Clerk ${i + 1}` })),
      ];
      for (const s of staff)
        await createStaff(
          tx,
          { staffCode: s.code, staffNameEng: s.name, username: s.username, passwordHash, branchId: Number(hk), branches: [Number(hk)], groups: ['dispatcher'] },
          { dispatcher: group.id },
        );
    });
  } finally {
    await database.close();
  }
}

/** The day, written by bulk SQL after the operator. */
export async function seedDay(url: string): Promise<SeededDay> {
  const started = performance.now();
  await loadOperator(url);
  const day = operatorToday();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const one = async (q: string, params: unknown[] = []) => (await pool.query(q, params)).rows[0] as Record<string, number>;
    const { branch } = await one(`select id as branch from branches where branch_code = 'HK'`);
    const { client } = await one(`select min(id) as client from clients where record_status = 'A' and client_code not like 'OUS%'`);
    const { loc1, loc2 } = await one(`select min(id) as loc1, max(id) as loc2 from locations`);
    const { vt } = await one(`select vehicle_type_id as vt from vehicle_type_branches where branch_id = $1 order by id limit 1`, [branch]);
    const hash = await hashPassword(DEMO_PASSWORD);
    // Drivers DAY001..500 with app logins, spare drivers SPARE01..50; all on duty 06:00 to 23:59 (a duty from before 06:00 reads as a night shift).
    await pool.query(
      `insert into drivers (driver_no, driver_name_eng, mobile_no, branch_id)
       select 'DAY' || lpad(g::text, 3, '0'), 'Day Driver ' || g, '9345 ' || lpad(g::text, 4, '0'), $1::int from generate_series(1, $2) g
       union all
       select 'SPARE' || lpad(g::text, 2, '0'), 'Spare Driver ' || g, '9456 ' || lpad(g::text, 4, '0'), $1::int from generate_series(1, $3) g`,
      [branch, DAY.drivers, DAY.dispatchers],
    );
    await pool.query(
      `insert into driver_auths (driver_id, login_name, password_hash) select id, lower(driver_no), $1 from drivers where driver_no like 'DAY%'`,
      [hash],
    );
    await pool.query(
      `insert into daily_rosters (branch_id, driver_id, duty_date, duty_time, duty_end_time)
       select $1::int, id, $2::date, '06:00', '23:59' from drivers where driver_no like 'DAY%' or driver_no like 'SPARE%'`,
      [branch, day],
    );
    // One order a vehicle. Vehicle g < 1000: driver DAY(1 + g / 2), at 07:00 + (g % 2) × 5 h + (g / 2 % 40) × 5 min.
    // Vehicle g ≥ 1000: dispatcher (g - 1000) / 10's m-th job (m = g % 10), unassigned, at 06:00 + m × 90 min.
    await pool.query(
      `insert into orders (order_ref_id, branch_id, client_id, order_status, create_by, last_update_by)
       select 'DAY' || lpad(g::text, 5, '0'), $1::int, $2::int, 'A', 'bench', 'bench' from generate_series(0, $3::int - 1) g`,
      [branch, client, DAY_VEHICLES],
    );
    await pool.query(
      `insert into order_vehicles (order_id, service_type, pickup_date, pickup_time, pickup_location_id, dropoff_location_id,
         vehicle_type_id, start_date, start_time, end_date, end_time, driver_id, create_by, last_update_by)
       select o.id, case when g % 4 = 0 then 'Arrival' else 'Transfer' end, $1::date, t.s, $2::int, $3::int, $4::int, $1::date, t.s, $1::date, t.s + interval '45 minutes',
         case when g < $5::int then (select id from drivers where driver_no = 'DAY' || lpad((1 + g / 2)::text, 3, '0')) end, 'bench', 'bench'
       from (select id, substring(order_ref_id from 4)::int as g from orders where order_ref_id like 'DAY%') o
       cross join lateral (select case when g < $5::int then time '07:00' + ((g % 2) * 300 + (g / 2 % 40) * 5) * interval '1 minute'
         else time '06:00' + (((g - $5::int) % 10) * 90) * interval '1 minute' end as s) t`,
      [day, loc1, loc2, vt, DAY.drivers * DAY.jobsPerDriver],
    );
    await pool.query(
      `update orders o set first_pickup_at = v.pickup_date + v.pickup_time from order_vehicles v where v.order_id = o.id and o.order_ref_id like 'DAY%'`,
    );
    await pool.query('analyze');

    const jobs = await pool.query<{ id: number; order_id: number; g: number; start: string }>(
      `select v.id, v.order_id, substring(o.order_ref_id from 4)::int as g, to_char(v.start_time, 'HH24:MI') as start
       from order_vehicles v join orders o on o.id = v.order_id where o.order_ref_id like 'DAY%' order by g`,
    );
    const logins = await pool.query<{ id: number; no: string }>(`select id, driver_no as no from drivers where driver_no like 'DAY%' order by driver_no`);
    const spares = await pool.query<{ id: number }>(`select id from drivers where driver_no like 'SPARE%' order by driver_no`);
    const assigned = jobs.rows.filter((j) => j.g < DAY.drivers * DAY.jobsPerDriver);
    const open = jobs.rows.filter((j) => j.g >= DAY.drivers * DAY.jobsPerDriver);
    return {
      day,
      branchId: Number(branch),
      vehicles: jobs.rows.length,
      drivers: logins.rows.map((d, i) => ({
        driverId: Number(d.id),
        login: d.no.toLowerCase(),
        jobs: assigned.slice(i * DAY.jobsPerDriver, (i + 1) * DAY.jobsPerDriver).map((j) => Number(j.id)),
      })),
      dispatchers: spares.rows.map((s, i) => ({
        username: `day.dispatcher${i + 1}`,
        spareDriverId: Number(s.id),
        jobs: open
          .slice(i * DAY.jobsPerDispatcher, (i + 1) * DAY.jobsPerDispatcher)
          .map((j) => ({ id: Number(j.id), orderId: Number(j.order_id), start: j.start })),
      })),
      clerks: Array.from({ length: DAY.clerks }, (_, i) => `day.clerk${i + 1}`),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await pool.end();
  }
}
