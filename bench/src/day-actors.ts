// The people of `npm run bench:day`: dispatchers (grid, lists, assignments), clerks (orders taken
// and changed) and drivers (a position every 5 s, marks on their jobs), each at a person's pace.
import { randomUUID } from 'node:crypto';
import type { Calls, Deliveries, Window } from './day-load.js';
import type { SeededDay } from './day-seed.js';
import { random } from './lists.js';

/** Think times (ms), drawn evenly between the two. */
export const PACE = {
  dispatcher: [8_000, 16_000],
  clerk: [15_000, 30_000],
  driverMark: [60_000, 120_000],
  positionEveryMs: 5_000,
} as const;
const MARKS = ['ACK', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED'] as const;

export interface Run {
  calls: Calls;
  deliveries: Deliveries;
  window: Window;
  /** No new work from then on (performance.now()). */
  end: number;
  day: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
/** A person's pause, drawn evenly in [low, high] ms, cut short by the end of the run; false once the run is over. */
const pause = async (run: Run, next: () => number, [low, high]: readonly [number, number]) => {
  await sleep(Math.min(low + next() * (high - low), run.end - performance.now()));
  return performance.now() < run.end;
};
const plusMinutes = (hhmm: string, minutes: number) => {
  const m = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

type Job = { id: number; orderId: number; start: string; version: number; step: number };

/** A dispatcher: the grid at sign-in, then every 8-16 s a change of one of their jobs (about half the time) or a list. */
export async function dispatcher(run: Run, token: string, seeded: SeededDay['dispatchers'][number], seed: number) {
  const next = random(seed);
  const { calls } = run;
  const jobs: Job[] = seeded.jobs.map((j) => ({ ...j, version: 0, step: 0 }));
  const grid = async () => {
    const day = await calls.call<{ schedules: { orderVehicleId: number; version: number }[] }>(
      'GET scheduling/day (the grid)',
      `/limo/api/scheduling/day/${run.day}`,
      {
        token,
      },
    );
    for (const row of day?.schedules ?? []) {
      const mine = jobs.find((j) => j.id === row.orderVehicleId);
      if (mine) mine.version = row.version;
    }
  };
  await sleep(next() * 10_000); // sign-ins spread over the first seconds
  await grid();
  await calls.call('GET node/liveVehicles (the map)', '/limo/node/api/liveVehicles', { token });
  let turn = 0;
  while (performance.now() < run.end) {
    if (!(await pause(run, next, PACE.dispatcher))) return;
    const r = next();
    if (r < 0.45) {
      const job = jobs[turn++ % jobs.length];
      // Assign the spare driver, move 5 minutes later, move back, unassign: never a clash, never stale.
      const change = [
        { driverId: seeded.spareDriverId },
        { startTime: plusMinutes(job.start, 5), endTime: plusMinutes(job.start, 50) },
        { startTime: job.start, endTime: plusMinutes(job.start, 45) },
        { driverId: null },
      ][job.step % 4];
      const key = `ov:${job.id}:v${job.version + 1}`;
      const pending = run.deliveries.expect(key);
      const row = await calls.call<{ version: number }>('POST updateOrderVehicle', '/limo/api/updateOrderVehicle', {
        token,
        body: { orderVehicleId: job.id, version: job.version, ...change },
      });
      if (row) {
        pending.answered = true;
        job.version = row.version;
        job.step++;
      } else {
        run.deliveries.drop(key);
        await grid(); // read the versions again
      }
    } else if (r < 0.6)
      await calls.call('POST enqOrders (today, a page of 20)', '/limo/api/enqOrders', {
        token,
        body: { dateFrom: run.day, dateTo: run.day, page: 0, size: 20 },
      });
    else if (r < 0.7) await calls.call('GET drivers (a page of 20)', '/limo/api/drivers?page=0&size=20', { token });
    else if (r < 0.8) await calls.call('GET schedules/searchByServiceDate', `/limo/api/schedules/searchByServiceDate/${run.day}`, { token });
    else if (r < 0.9) await calls.call('GET getOrder', `/limo/api/getOrder/${jobs[Math.floor(next() * jobs.length)].orderId}`, { token });
    else if (r < 0.95) await grid();
    else await calls.call('GET node/liveVehicles (the map)', '/limo/node/api/liveVehicles', { token });
  }
}

type Order = { id: number; version: number; orderRefId: string } & Record<string, unknown>;

/** A clerk: every 15-30 s a new order (a reference number, then the order) or a change of one of theirs (read, then save). */
export async function clerk(run: Run, token: string, bodies: Record<string, unknown>[], seed: number) {
  const next = random(seed);
  const { calls } = run;
  const mine: { id: number; refId: string }[] = [];
  let b = seed;
  await sleep(next() * 10_000);
  for (let i = 0; performance.now() < run.end; i++) {
    if (i > 0 && !(await pause(run, next, PACE.clerk))) return;
    if (i % 2 === 0 || !mine.length) {
      const ref = await calls.call<{ orderRefId: string }>('GET getNewOrderRefId', '/limo/api/getNewOrderRefId/', { token });
      if (!ref) continue;
      const key = `ref:${ref.orderRefId}`;
      const pending = run.deliveries.expect(key);
      const order = await calls.call<Order>('POST createOrder', '/limo/api/createOrder', {
        token,
        body: { ...bodies[b++ % bodies.length], orderRefId: ref.orderRefId },
        headers: { 'idempotency-key': randomUUID() },
      });
      if (order) {
        pending.answered = true;
        mine.push({ id: order.id, refId: order.orderRefId });
      } else run.deliveries.drop(key);
    } else {
      const pick = mine[Math.floor(next() * mine.length)];
      const order = await calls.call<Order>('GET getOrder', `/limo/api/getOrder/${pick.id}`, { token });
      if (!order) continue;
      const key = `ref:${pick.refId}`;
      const pending = run.deliveries.expect(key);
      const saved = await calls.call('PUT updateOrder', `/limo/api/updateOrder/${pick.id}`, {
        method: 'PUT',
        token,
        body: { ...order, remarks: `Changed by the clerk, ${new Date().toISOString()}` },
        headers: { 'if-match': `"${order.version}"` },
      });
      if (saved) pending.answered = true;
      else run.deliveries.drop(key);
    }
  }
}

/** A driver: the day's jobs at start, a position every 5 s, and every 60-120 s the next mark of the current job. */
export async function driver(run: Run, token: string, seeded: SeededDay['drivers'][number], index: number, drivers: number) {
  const next = random(1000 + index);
  const { calls } = run;
  let seq = 0;
  const positions = async () => {
    // Started evenly over the first 5 s, then every 5 s on the dot.
    let at = performance.now() + (index * PACE.positionEveryMs) / drivers;
    while (at < run.end) {
      await sleep(at - performance.now());
      at += PACE.positionEveryMs;
      seq++;
      const latitude = Number((22.2 + seq * 0.0001).toFixed(4));
      const key = `gps:${seeded.driverId}:${latitude}`;
      const pending = run.deliveries.expect(key);
      const clientEventId = `day-${seeded.driverId}-${seq}-${Date.now()}`;
      const answer = await calls.call<{ accepted: number }>('POST driver/api/positions', '/limo/driver/api/positions', {
        token,
        body: { positions: [{ latitude, longitude: 114.17, speed: 30, at: new Date().toISOString(), clientEventId }] },
      });
      if (answer?.accepted === 1) pending.answered = true;
      else {
        if (answer) calls.fail('POST driver/api/positions', `accepted ${JSON.stringify(answer)}`);
        run.deliveries.drop(key);
      }
    }
  };
  const marks = async () => {
    await sleep(next() * 5_000);
    await calls.call('GET driver/api/jobs', '/limo/driver/api/jobs', { token });
    let job = 0;
    let mark = 0;
    while (job < seeded.jobs.length) {
      if (!(await pause(run, next, PACE.driverMark))) return;
      const id = seeded.jobs[job];
      const key = `ov:${id}:${MARKS[mark]}`;
      const pending = run.deliveries.expect(key);
      const done = await calls.call('POST driver/api/jobs/:id/progress', `/limo/driver/api/jobs/${id}/progress`, {
        token,
        body: { jobStatus: MARKS[mark], at: new Date().toISOString(), clientEventId: randomUUID() },
      });
      if (!done) {
        run.deliveries.drop(key);
        continue; // the same mark again next time
      }
      pending.answered = true;
      if (++mark === MARKS.length) {
        mark = 0;
        job++;
        await calls.call('GET driver/api/jobs', '/limo/driver/api/jobs', { token });
      }
    }
  };
  await Promise.all([positions(), marks()]);
}
