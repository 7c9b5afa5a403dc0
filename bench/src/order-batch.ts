// Batch create (issue 15, Deliver 4): createOrderBatch of 2,000 orders of the demo's kinds, on the demo
// rate cards in PostgreSQL: a dry run (every row read, checked and priced) and the creation (the same,
// then one transaction), time and rows a second; createOrder one order a call beside it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '../../apps/server/src/db/client.js';
import { demoOrderBodies } from '../../apps/server/src/demo/demo-orders.js';

export const BATCH_ORDERS = 2000;
const DRY_RUNS = 3;
const SINGLE_ORDERS = 100;

export interface OrderBatchBench {
  orders: number;
  /** Each dry run of the 2,000 (ms). */
  dryRunMs: number[];
  /** The creation of the 2,000 (ms). */
  createMs: number;
  /** createOrder, one order a call, one after another: ms an order. */
  singleMs: number;
}

/** The HK demo orders from today on, repeated to `n` (each a createOrder body: no reference number, no voucher). */
async function bodies(url: string, n: number): Promise<unknown[]> {
  const database = await openPostgres(url, 2);
  try {
    const demo = await demoOrderBodies(database.db, 'HK');
    if (demo.length === 0) throw new Error('the demo plans no HK orders from today on');
    return Array.from({ length: n }, (_, i) => demo[i % demo.length]);
  } finally {
    await database.close();
  }
}

export async function benchOrderBatch(s: { url: string; port: number; signIn: (base?: string) => Promise<string> }): Promise<OrderBatchBench> {
  const base = `http://127.0.0.1:${s.port}`;
  const token = await s.signIn(base);
  const orders = await bodies(s.url, BATCH_ORDERS);
  const post = async (path: string, body: unknown, want: number) => {
    const t0 = performance.now();
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== want) throw new Error(`${path} answered ${res.status}, not ${want}: ${text.slice(0, 500)}`);
    return { ms, answer: JSON.parse(text) as { created?: number } };
  };
  await post('/limo/api/createOrderBatch', { dryRun: true, orders: orders.slice(0, 50) }, 200); // warm-up
  const dryRunMs: number[] = [];
  for (let i = 0; i < DRY_RUNS; i++) dryRunMs.push((await post('/limo/api/createOrderBatch', { dryRun: true, orders }, 200)).ms);
  const made = await post('/limo/api/createOrderBatch', { orders }, 201);
  if (made.answer.created !== BATCH_ORDERS) throw new Error(`createOrderBatch created ${made.answer.created}, not ${BATCH_ORDERS}`);
  let single = 0;
  for (let i = 0; i < SINGLE_ORDERS; i++) single += (await post('/limo/api/createOrder', orders[i], 201)).ms;
  return { orders: BATCH_ORDERS, dryRunMs, createMs: made.ms, singleMs: single / SINGLE_ORDERS };
}

export function reportOrderBatch(root: string, b: OrderBatchBench, writeSection: (marker: string, heading: string, section: string) => void) {
  const when = new Date().toISOString();
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/order-batch.json'), `${JSON.stringify({ when, ...b }, null, 2)}\n`);
  const median = [...b.dryRunMs].sort((x, y) => x - y)[Math.floor(b.dryRunMs.length / 2)];
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const rate = (ms: number) => ((b.orders * 1000) / ms).toFixed(0);
  const section = [
    '<!-- order-batch:start -->',
    `Last run ${when.slice(0, 16).replace('T', ' ')} UTC, ${b.orders} orders of the demo's kinds (one or two vehicles, passengers, stops, charges) for branch HK, PostgreSQL (throw-away, loopback), one call each, timed at the caller:`,
    '',
    '| | seconds | orders a second |',
    '|---|---|---|',
    `| \`createOrderBatch\` dry run: every row read, checked and priced, nothing saved (median of ${b.dryRunMs.length}: ${b.dryRunMs.map(s).join(', ')} s) | ${s(median)} | ${rate(median)} |`,
    `| \`createOrderBatch\`: the same, then all ${b.orders} in one transaction | ${s(b.createMs)} | ${rate(b.createMs)} |`,
    `| \`createOrder\` one order a call, one after another (${SINGLE_ORDERS} orders, time an order × ${b.orders}) | ${s(b.singleMs * b.orders)} | ${(1000 / b.singleMs).toFixed(0)} |`,
    '<!-- order-batch:end -->',
  ].join('\n');
  writeSection('order-batch', 'Batch create (createOrderBatch)', section);
}
