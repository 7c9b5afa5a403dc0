// The allowance month (issue 16, Deliver 5): 300 drivers with 10 jobs a day for a month (about 90,000
// jobs) and a roster each day, in PostgreSQL; the driver summary must answer in under 2 s.
import pg from 'pg';

export const ALLOWANCE_MONTH = { dateFrom: '2031-05-01', dateTo: '2031-05-31' };
const DRIVERS = 300;
const JOBS_A_DAY = 10;
const RUNS = 5;
export const SUMMARY_TARGET_MS = 2000;

export interface AllowanceBench {
  drivers: number;
  jobs: number;
  rosters: number;
  /** getAllowanceDriverSummary, each run (ms). */
  summaryMs: number[];
  /** getAllowanceDetail of the same month, each run (ms), and its lines. */
  detailMs: number[];
  detailLines: number;
  summaryRows: number;
}

/** 300 drivers of Hong Kong, each with 10 one-vehicle jobs every day of May 2031 and a 12-hour roster. */
export async function seedAllowanceMonth(url: string): Promise<{ jobs: number; rosters: number }> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const one = async (q: string) => (await pool.query(q)).rows[0] as Record<string, number>;
    const { branch } = await one(`select id as branch from branches where branch_code = 'HK'`);
    const { client } = await one(`select min(id) as client from clients where record_status = 'A' and client_code not like 'OUS%'`);
    const { loc1, loc2 } = await one(`select min(id) as loc1, max(id) as loc2 from locations`);
    const { vt } = await one(`select vehicle_type_id as vt from vehicle_type_branches where branch_id = ${branch} order by id limit 1`);
    const { from, to } = { from: ALLOWANCE_MONTH.dateFrom, to: ALLOWANCE_MONTH.dateTo };
    // One in four part-time, as in the demo.
    await pool.query(`insert into drivers (driver_no, driver_name_eng, mobile_no, branch_id, employment_type)
      select 'M' || lpad(g::text, 4, '0'), 'Month Driver ' || g, '9234 ' || lpad(g::text, 4, '0'), ${branch}, case when g % 4 = 0 then 'PT' else 'FT' end
      from generate_series(1, ${DRIVERS}) g`);
    const rosters = await pool.query(`insert into daily_rosters (branch_id, driver_id, duty_date, duty_time, duty_end_time, off_duty_time)
      select ${branch}, d.id, day::date, '07:00', '19:00', time '19:00' + ((d.id % 5) * 17) * interval '1 minute'
      from drivers d cross join generate_series('${from}'::date, '${to}'::date, interval '1 day') day where d.driver_no like 'M%'`);
    await pool.query(`insert into orders (order_ref_id, branch_id, client_id, order_status)
      select 'MONTH' || lpad(g::text, 6, '0'), ${branch}, ${client}, 'A'
      from generate_series(1, ${DRIVERS} * ${JOBS_A_DAY} * (('${to}'::date - '${from}'::date) + 1)) g`);
    // Order g: driver 1 + g mod 300, day (g / 3000), the (g / 300) mod 10-th job of that day, 70 minutes apart from 07:00.
    const jobs = await pool.query(`insert into order_vehicles (order_id, service_type, pickup_date, pickup_time, pickup_location_id, dropoff_location_id,
        vehicle_type_id, start_date, start_time, end_date, end_time, driver_id)
      select o.id, case when o.g % 3 = 0 then 'Arrival' when o.g % 3 = 1 then 'Departure' else 'Transfer' end, x.day, x.t, ${loc1}, ${loc2}, ${vt},
        x.day, x.t, x.day, x.t + interval '45 minutes', d.id
      from (select id, substring(order_ref_id from 6)::int - 1 as g from orders where order_ref_id like 'MONTH%') o
      cross join lateral (select '${from}'::date + (o.g / ${DRIVERS * JOBS_A_DAY}) as day,
        time '07:00' + (((o.g / ${DRIVERS}) % ${JOBS_A_DAY}) * 70) * interval '1 minute' as t) x
      join drivers d on d.driver_no = 'M' || lpad((1 + o.g % ${DRIVERS})::text, 4, '0')`);
    await pool.query('analyze');
    return { jobs: jobs.rowCount ?? 0, rosters: rosters.rowCount ?? 0 };
  } finally {
    await pool.end();
  }
}

export async function benchAllowance(opts: {
  port: number;
  signIn: () => Promise<string>;
  seeded: { jobs: number; rosters: number };
}): Promise<AllowanceBench> {
  const base = `http://127.0.0.1:${opts.port}`;
  const token = await opts.signIn();
  const branch = await branchId(base, token);
  const call = async (path: string) => {
    const t0 = performance.now();
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-branch-id': String(branch) },
      body: JSON.stringify(ALLOWANCE_MONTH),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    const rows = (await res.json()) as unknown[];
    return { ms: performance.now() - t0, rows: rows.length };
  };
  // One warm-up of each (the first query plans), then the measured runs.
  await call('/limo/api/getAllowanceDriverSummary');
  const summary = [];
  for (let i = 0; i < RUNS; i++) summary.push(await call('/limo/api/getAllowanceDriverSummary'));
  const detail = [];
  for (let i = 0; i < RUNS; i++) detail.push(await call('/limo/api/getAllowanceDetail'));
  return {
    drivers: DRIVERS,
    jobs: opts.seeded.jobs,
    rosters: opts.seeded.rosters,
    summaryMs: summary.map((r) => r.ms),
    detailMs: detail.map((r) => r.ms),
    detailLines: detail[0].rows,
    summaryRows: summary[0].rows,
  };
}

async function branchId(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/limo/api/branches?branchCode=HK`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { _embedded: { branches: { id: number; branchCode: string }[] } };
  return body._embedded.branches.find((b) => b.branchCode === 'HK')!.id;
}

export function reportAllowance(b: AllowanceBench, writeSection: (marker: string, heading: string, section: string) => void) {
  const f = (n: number) => n.toFixed(0);
  const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
  const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const worst = Math.max(...b.summaryMs);
  const section = [
    '<!-- allowance:start -->',
    `Last run ${when} UTC: ${b.drivers} drivers (a quarter part-time), ${b.jobs.toLocaleString('en')} jobs and ${b.rosters.toLocaleString('en')} rosters in ${ALLOWANCE_MONTH.dateFrom.slice(0, 7)}, on a throw-away PostgreSQL, signed in as admin, ${RUNS} runs after one warm-up:`,
    '',
    '| call | median | worst | target |',
    '|---|---|---|---|',
    `| \`getAllowanceDriverSummary\` (${b.summaryRows} drivers) | ${f(median(b.summaryMs))} ms | ${f(worst)} ms | under ${SUMMARY_TARGET_MS} ms: ${worst < SUMMARY_TARGET_MS ? 'meets' : 'MISSES'} |`,
    `| \`getAllowanceDetail\` (${b.detailLines.toLocaleString('en')} lines) | ${f(median(b.detailMs))} ms | ${f(Math.max(...b.detailMs))} ms | (for information) |`,
    '<!-- allowance:end -->',
  ].join('\n');
  writeSection('allowance', 'Allowance month', section);
}
