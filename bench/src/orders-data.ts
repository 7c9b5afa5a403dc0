// A year of orders for the ordering benchmark, written by bulk SQL (generate_series, one statement a
// table): 200 000 orders, 300 000 order vehicles with their stops, passengers, charges, fare lines,
// agent references, history and payments, on the demo's clients, locations, types, drivers and vehicles.
import { operatorToday } from '@limo/domain';
import type pg from 'pg';

export const YEAR_ORDERS = 200_000;
export const YEAR_VEHICLES = 300_000;
/** The year ends this many days after today: the bookings already taken for the weeks ahead. */
const DAYS_AHEAD = 30;
const DAYS = 365;
/** Weekly waves in the bookings: a day has up to half as many again as the mean, or half as many (52 waves, amplitude 0.5 / (2π × 52)). */
const WAVE = 0.5 / (2 * Math.PI * 52);

export interface YearOfOrders {
  firstDay: string;
  lastDay: string;
  /** The day with the most order vehicles of the main branch (HK), for the schedule. */
  busyDay: string;
  busyDayVehicles: number;
  /** The client with the most orders of HK, and how many. */
  busyClientId: number;
  busyClientOrders: number;
  rows: Record<string, number>;
  seconds: number;
}

const ids = async (pool: pg.Pool, sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows.map((r) => r.id as number);

/**
 * Order k (0-based) of the year is on day k × DAYS / YEAR_ORDERS from the first day (give or take the
 * weekly wave), in branch SZ when k % 5 = 4 (a fifth), else HK; vehicle g (0-based) belongs to order
 * g × 2 / 3, so orders alternate two vehicles and one (1.5 an order). Everything else comes from random() after setseed: the same
 * year on every run.
 */
export async function generateYear(pool: pg.Pool): Promise<YearOfOrders> {
  const started = performance.now();
  const today = operatorToday();
  const { rows: days } = await pool.query(`select ($1::date - $2::int)::text as first, ($1::date + $3::int)::text as last`, [
    today,
    DAYS - DAYS_AHEAD - 1,
    DAYS_AHEAD,
  ]);
  const firstDay = days[0].first as string;
  const lastDay = days[0].last as string;
  const [hk] = await ids(pool, `select id from branches where branch_code = 'HK'`);
  const [sz] = await ids(pool, `select id from branches where branch_code = 'SZ'`);
  // Clients that book: the demo's hotels, agents, corporates and private clients first (they get most orders), then the bench's.
  const clients = await ids(
    pool,
    `select c.id from clients c join client_types t on t.id = c.client_type_id where t.client_type_code in ('HTL', 'TA', 'CORP', 'IND')
     order by (c.client_code like 'BP%'), c.id`,
  );
  const demoClients = (
    await pool.query(
      `select count(*)::int n from clients c join client_types t on t.id = c.client_type_id where t.client_type_code in ('HTL', 'TA', 'CORP', 'IND') and c.client_code not like 'BP%'`,
    )
  ).rows[0].n as number;
  const locations = await ids(pool, `select id from locations order by id`);
  const airport = (await ids(pool, `select id from locations where location_code = 'HKG-T1'`))[0];
  const hkTypes = await ids(pool, `select vehicle_type_id id from vehicle_type_branches where branch_id = $1 order by 1`, [hk]);
  const szTypes = await ids(pool, `select vehicle_type_id id from vehicle_type_branches where branch_id = $1 order by 1`, [sz]);
  const drivers = {
    hk: await ids(pool, `select id from drivers where branch_id = $1 order by id`, [hk]),
    sz: await ids(pool, `select id from drivers where branch_id = $1 order by id`, [sz]),
  };
  const vehicles = {
    hk: await ids(pool, `select id from vehicles where branch_id = $1 order by id`, [hk]),
    sz: await ids(pool, `select id from vehicles where branch_id = $1 order by id`, [sz]),
  };
  const ocs = await ids(pool, `select id from tariff_ocs where at_cost_flag = 0 order by id`);
  const reasons = await ids(pool, `select id from cancel_reasons order by id`);
  const methods = await ids(pool, `select id from payment_methods order by id`);
  const [{ first }] = (await pool.query(`select coalesce(max(id), 0) + 1 as first from orders`)).rows as { first: number }[];

  const client = await pool.connect();
  const rows: Record<string, number> = {};
  const run = async (table: string, text: string, params: unknown[]) => {
    const res = await client.query(text, params);
    rows[table] = (rows[table] ?? 0) + (res.rowCount ?? 0);
  };
  try {
    await client.query('select setseed(0.2026)');
    await client.query('begin');
    // Orders: the day of order k, its branch, a client (the demo's 80 % of the time, skewed towards the first), a status.
    await run(
      'orders',
      `insert into orders (id, order_ref_id, branch_id, client_id, order_status, input_source, contact_name, contact_tel, cancel_reason_id, create_dt, create_by, last_update_dt, last_update_by)
       overriding system value
       select $1::int + k, (case when k % 5 = 4 then 'SZ' else 'HK' end) || to_char(d, 'YYMMDD') || '-' || lpad(k::text, 6, '0'),
         case when k % 5 = 4 then $2::int else $3::int end,
         case when random() < 0.8 or cardinality($4::int[]) = $5 then ($4::int[])[1 + floor(power(random(), 1.3) * $5)::int] else ($4::int[])[1 + $5 + floor(random() * (cardinality($4::int[]) - $5))::int] end,
         s, 'O', 'Front desk', '+852 2' || lpad((k % 10000000)::text, 7, '0'),
         case when s in ('C', 'V') then ($6::int[])[1 + k % cardinality($6::int[])] end,
         d - interval '3 days', 'bench', d - interval '3 days', 'bench'
       from generate_series(0, $7::int - 1) k,
         lateral (select ($8::date + floor($9 * (k::float8 / $7 + ${WAVE} * sin(2 * pi() * 52 * k::float8 / $7)))::int) as d) day,
         lateral (select case when r < 0.06 then 'C' when r < 0.08 then 'V' when r < 0.12 and d > current_date then 'P' else 'A' end as s from (select random() + 0 * k as r) x) st`,
      [first, sz, hk, clients, demoClients, reasons, YEAR_ORDERS, firstDay, DAYS],
    );
    await client.query(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
    // Order vehicles (vehicle g of order g × 2 / 3): a service, a time, places, a type, a fare, a driver and vehicle on past days.
    await run(
      'order_vehicles',
      `insert into order_vehicles (order_id, seq_no, service_type, pickup_date, pickup_time, flight_no, flight_eta_date, flight_eta_time, pickup_location_id,
         dropoff_location_id, vehicle_type_id, pax_count, luggage_count, hire_minutes, fare_amt, tariff_fare_amt, start_date, start_time, end_date, end_time,
         noshow_flag, driver_id, vehicle_id, order_vehicle_status, create_by, last_update_by)
       select $1::int + k, 1 + (g - (k * 3 + 1) / 2), svc, d, tm,
         case when svc in ('Arrival', 'Departure') then (array['CX','UO','HX','BA','SQ','JL','NH','EK'])[1 + g % 8] || (100 + g % 900) end,
         case when svc = 'Arrival' then d end, case when svc = 'Arrival' then tm end,
         case when svc = 'Arrival' then $2::int else ($3::int[])[1 + (g * 7) % cardinality($3::int[])] end,
         case when svc = 'Departure' then $2::int when svc = 'Hire' and g % 3 = 0 then null else ($3::int[])[1 + (g * 13 + 5) % cardinality($3::int[])] end,
         case when sz then ($4::int[])[1 + g % cardinality($4::int[])] else ($5::int[])[1 + g % cardinality($5::int[])] end,
         1 + g % 4, g % 5, case when svc = 'Hire' then 180 + 60 * (g % 6) end,
         fare, fare, d, tm, (d + tm + make_interval(mins => case when svc = 'Hire' then 180 + 60 * (g % 6) else 60 end))::date,
         (d + tm + make_interval(mins => case when svc = 'Hire' then 180 + 60 * (g % 6) else 60 end))::time,
         case when svc = 'Arrival' and d < current_date and g % 40 = 0 then 1 else 0 end,
         case when d < current_date and g % 10 <> 0 then case when sz then ($6::int[])[1 + g % cardinality($6::int[])] else ($7::int[])[1 + g % cardinality($7::int[])] end end,
         case when d < current_date and g % 10 <> 0 then case when sz then ($8::int[])[1 + g % cardinality($8::int[])] else ($9::int[])[1 + g % cardinality($9::int[])] end end,
         case when g % 50 = 0 then 'C' else 'A' end, 'bench', 'bench'
       from generate_series(0, $10::int - 1) g,
         lateral (select g * 2 / 3 as k) o,
         lateral (select ($11::date + floor($12 * (k::float8 / $13 + ${WAVE} * sin(2 * pi() * 52 * k::float8 / $13)))::int) as d, k % 5 = 4 as sz) day,
         lateral (select case when r < 0.35 then 'Arrival' when r < 0.65 then 'Departure' when r < 0.87 then 'Transfer' else 'Hire' end as svc,
           make_time(5 + floor(random() * 18)::int, 15 * floor(random() * 4)::int, 0) as tm, (300 + 10 * floor(random() * 150))::numeric(12, 2) as fare
           from (select random() + 0 * g as r) x) v`,
      [first, airport, locations, szTypes, hkTypes, drivers.sz, drivers.hk, vehicles.sz, vehicles.hk, YEAR_VEHICLES, firstDay, DAYS, YEAR_ORDERS],
    );
    // The first pick-up the order module keeps on each order (the enquiry's sort key).
    await run(
      'orders.first_pickup_at',
      `update orders o set first_pickup_at = f.at
       from (select order_id, min(pickup_date + pickup_time) as at from order_vehicles where order_vehicle_status = 'A' and order_id >= $1::int group by order_id) f
       where o.id = f.order_id`,
      [first],
    );
    const bench = `from order_vehicles v join orders o on o.id = v.order_id where o.create_by = 'bench'`;
    await run(
      'order_vehicle_stops',
      `insert into order_vehicle_stops (order_vehicle_id, seq, location_id) select v.id, 0, ($1::int[])[1 + v.id % cardinality($1::int[])] ${bench} and v.id % 10 = 0`,
      [locations],
    );
    await run(
      'order_paxes',
      `insert into order_paxes (order_id, order_vehicle_id, pax_name, pax_tel, create_by, last_update_by)
       select v.order_id, v.id, (array['Chan','Wong','Lee','Cheung','Smith','Taylor','Tanaka','Zhang','Lau','Brown','Ng','Ho'])[1 + (v.id * 7 + n) % 12] || ' ' ||
         (array['Tai Man','Ka Yan','James','Sophie','Hiroshi','Wei','Mei Ling','Oliver','Emma','Chi Ming'])[1 + (v.id * 3 + n) % 10] || ' ' || v.id,
         case when n = 1 then '+852 9' || lpad((v.id % 10000000)::text, 7, '0') end, 'bench', 'bench'
       ${bench.replace('from order_vehicles v', 'from order_vehicles v cross join generate_series(1, case when v.id % 10 < 3 then 2 else 1 end) n')}`,
      [],
    );
    await run(
      'order_miscs',
      `insert into order_miscs (order_id, order_vehicle_id, tariff_oc_id, qty, create_by, last_update_by)
       select v.order_id, v.id, ($1::int[])[1 + v.id % cardinality($1::int[])], 1, 'bench', 'bench' ${bench} and v.id % 20 < 9`,
      [ocs],
    );
    // Fare lines add up to the fare: the base, and a 100.00 charge on vehicles that have one.
    await run(
      'order_fare_lines',
      `insert into order_fare_lines (order_vehicle_id, seq, kind, code, description, qty, unit_amount, amount, rule)
       select v.id, 0, 'BASE', 'B', v.service_type || ' (bench)', 1, v.fare_amt - case when v.id % 20 < 9 then 100 else 0 end,
         v.fare_amt - case when v.id % 20 < 9 then 100 else 0 end, 'Table B (bench)' ${bench}
       union all
       select v.id, 1, 'OC', 'OC', 'Other charge (bench)', 1, 100, 100, 'Other charge (bench)' ${bench} and v.id % 20 < 9`,
      [],
    );
    await run(
      'order_refs',
      `insert into order_refs (order_id, agent_ref, create_by, last_update_by) select id, 'AG' || lpad((id * 7919 % 100000000)::text, 8, '0'), 'bench', 'bench'
       from orders where create_by = 'bench' and id % 4 = 0`,
      [],
    );
    await run(
      'order_histories',
      `insert into order_histories (order_id, order_vehicle_id, field_name, new_value, create_dt, create_by, last_update_by)
       select id, null, 'order', 'created ' || order_ref_id, create_dt, 'bench', 'bench' from orders where create_by = 'bench'
       union all
       select v.order_id, v.id, 'orderVehicle', 'added #' || v.seq_no || ' fare ' || v.fare_amt, o.create_dt, 'bench', 'bench' ${bench}`,
      [],
    );
    await run(
      'order_payments',
      `insert into order_payments (order_id, payment_method_id, amount, payment_date, create_by, last_update_by)
       select o.id, ($1::int[])[1 + o.id % cardinality($1::int[])], sum(v.fare_amt), min(v.pickup_date), 'bench', 'bench'
       ${bench} and o.id % 10 = 0 and o.order_status <> 'V' group by o.id`,
      [methods],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  await pool.query('analyze');
  const [busy] = (
    await pool.query(
      `select v.start_date::text as day, count(*)::int as n from order_vehicles v join orders o on o.id = v.order_id where o.branch_id = $1 group by 1 order by 2 desc, 1 limit 1`,
      [hk],
    )
  ).rows;
  const [top] = (await pool.query(`select client_id as id, count(*)::int as n from orders where branch_id = $1 group by 1 order by 2 desc limit 1`, [hk])).rows;
  return {
    firstDay,
    lastDay,
    busyDay: busy.day,
    busyDayVehicles: busy.n,
    busyClientId: top.id,
    busyClientOrders: top.n,
    rows,
    seconds: (performance.now() - started) / 1000,
  };
}
