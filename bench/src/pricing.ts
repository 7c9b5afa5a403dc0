// The pricing benchmark: getOrderTariff against the raw queries that load its rate card, in one run.
import { createHash } from 'node:crypto';
import { operatorToday, type PricingRequest, priceOrderVehicle, pricingRequestSchema, type RateCardInput } from '@limo/domain';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client.js';
import * as schema from '../../apps/server/src/db/schema/index.js';
import { RateCardLoader } from '../../apps/server/src/modules/pricing/rate-card.loader.js';
import { type Cost, costOf, postgresCpu } from './cpu.js';
import { closedLoop, type LoadResult } from './stats.js';

export interface PricingBench {
  bodies: number;
  queriesPerRequest: number;
  api: LoadResult;
  service: LoadResult & Cost;
  raw: LoadResult & Cost;
  /** priceOrderVehicle alone on a loaded card, microseconds per call (one core). */
  engineMicros: number;
  /** What the engine adds to the raw queries' cost: its time a price ÷ their CPU a request. */
  engineShare: number;
  /** What the server's whole work (body, loader, engine) adds to the raw queries' cost: CPU a request in-process ÷ raw − 1. */
  overhead: number;
}

/** The in-process measures run in this many alternating slices. */
const SLICES = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Slices of one measure as one: their requests over their time, the median of their percentiles, their CPU a request. */
function merged(slices: (LoadResult & Cost)[]): LoadResult & Cost {
  const requests = slices.reduce((s, r) => s + r.requests, 0);
  const seconds = slices.reduce((s, r) => s + r.requests / r.requestsPerSecond, 0);
  const perRequest = (f: (r: LoadResult & Cost) => number) => slices.reduce((s, r) => s + f(r) * r.requests, 0) / requests;
  return {
    nodeMicros: perRequest((r) => r.nodeMicros),
    postgresMicros: perRequest((r) => r.postgresMicros),
    requestsPerSecond: requests / seconds,
    p50: median(slices.map((r) => r.p50)),
    p99: median(slices.map((r) => r.p99)),
    requests,
    errors: slices.reduce((s, r) => s + r.errors, 0),
  };
}

type Body = Record<string, unknown>;
const SCALE_CLIENTS = 2000;

/** More clients on the demo rate card, each with a client tariff and a discount, as a real operator has. */
async function scaleUp(pool: pg.Pool) {
  await pool.query(
    `insert into clients (client_code, client_short_name, client_name_eng, client_type_id)
     select 'BP' || lpad(g::text, 5, '0'), 'Bench ' || g, 'Bench Client ' || g, (select min(id) from client_types)
     from generate_series(1, $1) g`,
    [SCALE_CLIENTS],
  );
  await pool.query(
    `insert into client_tariffs (client_id, tariff_id, effective_date)
     select c.id, (select id from tariffs where tariff_code = case when c.id % 2 = 0 then 'CORP' else 'STD' end), date '2026-01-01'
     from clients c where c.client_code like 'BP%'`,
  );
  await pool.query(
    `insert into client_discounts (client_id, discount_percent, effective_date)
     select id, 5 + id % 10, date '2026-01-01' from clients where client_code like 'BP%'`,
  );
  await pool.query('analyze');
}

/** Trips the demo rate card prices, of every kind: route L and B, a hire, a midnight band, a special rate, charges. */
async function requestBodies(pool: pg.Pool, date: string): Promise<Body[]> {
  const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0] as Record<string, number>;
  const type = await one(`select id from vehicle_types where vehicle_type = 'E-CLASS'`);
  const l = await one(
    `select d.from_location_id a, d.to_location_id b from tariff_rate_dtls d join tariff_rates r on r.id = d.tariff_rate_id
     join tariffs t on t.id = r.tariff_id where t.tariff_code = 'STD' and r.vehicle_type_id = $1 and d.table_type = 'L' limit 1`,
    [type.id],
  );
  const zones = await one(`select a.id a, b.id b from locations a, locations b where a.contract_label = 'AIRPORT' and b.contract_label = 'KOWLOON' limit 1`);
  const special = await one(
    `select client_id c, vehicle_type_id v from tariff_sp_rates where effective_date <= $1 and (expiry_date is null or expiry_date >= $1) limit 1`,
    [date],
  );
  const ocs = (await pool.query(`select tariff_oc_id id from tariff_oc_dtls where vehicle_type_id = $1 order by 1 limit 2`, [type.id])).rows.map((r) => ({
    tariffOcId: r.id as number,
    qty: 1,
  }));
  const clients = (await pool.query(`select id from clients where client_code like 'BP%' order by id limit 4`)).rows.map((r) => r.id as number);
  const trip = { vehicleTypeId: type.id, serviceDate: date, pickupTime: '10:00', pickupLocationId: l.a, dropoffLocationId: l.b };
  return [
    { ...trip, clientId: clients[0], serviceType: 'Arrival', stops: [zones.b], waitingMinutes: 50, ocs },
    { ...trip, clientId: clients[1], serviceType: 'Departure', pickupTime: '23:30', pickupLocationId: zones.b, dropoffLocationId: zones.a },
    { ...trip, clientId: clients[2], serviceType: 'Transfer', pickupLocationId: zones.a, dropoffLocationId: zones.b, ocs: ocs.slice(0, 1) },
    { ...trip, clientId: clients[3], serviceType: 'Hire', dropoffLocationId: null, hireMinutes: 310 },
    { ...trip, clientId: special.c, vehicleTypeId: special.v, serviceType: 'Arrival', ocs: [] },
  ];
}

/** The statements the loader sends for each body, by round (one Promise.all each), as drizzle's log shows them. */
async function captureQueries(url: string, bodies: Body[], branch: number) {
  const log: { round: number; text: string; params: unknown[] }[] = [];
  let round = 0;
  let open = false;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: {
      logQuery(text, params) {
        // Statements sent in one synchronous run belong to one round (one Promise.all).
        if (!open) {
          round += 1;
          open = true;
          queueMicrotask(() => (open = false));
        }
        log.push({ round, text, params });
      },
    },
  });
  const loader = new RateCardLoader(db as never);
  const captured: { rounds: { name: string; text: string; params: unknown[] }[][]; card: RateCardInput; request: PricingRequest }[] = [];
  for (const body of bodies) {
    log.length = 0;
    const request = pricingRequestSchema.parse(body);
    const { card } = await loader.load(request, branch);
    priceOrderVehicle(request, card); // throws if the demo card cannot price it
    const rounds = [...new Set(log.map((q) => q.round))].map((r) =>
      log
        .filter((q) => q.round === r)
        .map((q) => ({ name: `raw_${createHash('sha1').update(q.text).digest('hex').slice(0, 12)}`, text: q.text, params: q.params })),
    );
    captured.push({ rounds, card, request });
  }
  await pool.end();
  return captured;
}

/** getOrderTariff through the API, the server's pricing in-process, and its raw queries, with the same bodies. */
export async function benchPricing(url: string, port: number, token: string, seconds: number, connections: number): Promise<PricingBench> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await scaleUp(pool);
  const date = operatorToday();
  const bodies = await requestBodies(pool, date);
  const [{ id: branch }] = (await pool.query(`select branch_id id from staffs where username = 'admin'`)).rows;
  const captured = await captureQueries(url, bodies, branch);

  const requests = bodies.map((b) => ({ method: 'POST' as const, path: '/limo/api/getOrderTariff', body: JSON.stringify(b) }));
  const cannon = (duration: number, conns: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: conns,
      duration,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests,
    });
  await cannon(3, 10); // warm-up
  const a = await cannon(seconds, connections);
  if (a.non2xx || a.errors) throw new Error(`getOrderTariff answered ${a.non2xx} non-2xx and ${a.errors} errors`);
  const api: LoadResult = { requestsPerSecond: a.requests.average, p50: a.latency.p50, p99: a.latency.p99, requests: a.requests.total, errors: a.errors };

  // What PricingService.price does past the HTTP layer: read the body, load the rate card, price it.
  const database = await openPostgres(url, 10);
  const loader = new RateCardLoader(database.db);
  let i = 0;
  const priceNext = async () => {
    const request = pricingRequestSchema.parse(bodies[i++ % bodies.length]);
    return priceOrderVehicle(request, (await loader.load(request, branch)).card);
  };
  let j = 0;
  const replay = async () => {
    for (const round of captured[j++ % captured.length].rounds) {
      await Promise.all(round.map((q) => pool.query({ name: q.name, text: q.text, values: q.params })));
    }
  };
  await closedLoop(priceNext, connections, 3); // warm-up (the JIT)
  await closedLoop(replay, connections, 3);
  // Alternating slices, so a load that comes and goes on the machine weighs on both alike; the
  // verdict compares CPU time a request (this process and PostgreSQL), which other load hardly moves.
  const pgCpu = await postgresCpu(pool);
  const served: (LoadResult & Cost)[] = [];
  const raws: (LoadResult & Cost)[] = [];
  for (let k = 0; k < SLICES; k++) {
    raws.push(await costOf(pgCpu, () => closedLoop(replay, connections, seconds / SLICES)));
    served.push(await costOf(pgCpu, () => closedLoop(priceNext, connections, seconds / SLICES)));
  }
  await database.close();
  await pool.end();

  const n = 20000;
  const t0 = performance.now();
  for (let k = 0; k < n; k++) priceOrderVehicle(captured[k % captured.length].request, captured[k % captured.length].card);
  const engineMicros = ((performance.now() - t0) * 1000) / n;

  const queriesPerRequest = captured.reduce((s, c) => s + c.rounds.flat().length, 0) / captured.length;
  const service = merged(served);
  const raw = merged(raws);
  if (service.errors || raw.errors) throw new Error(`in-process errors: service ${service.errors}, raw ${raw.errors}`);
  const overhead = (service.nodeMicros + service.postgresMicros) / (raw.nodeMicros + raw.postgresMicros) - 1;
  const engineShare = engineMicros / (raw.nodeMicros + raw.postgresMicros);
  return { bodies: bodies.length, queriesPerRequest, api, service, raw, engineMicros, engineShare, overhead };
}
