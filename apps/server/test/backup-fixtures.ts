import { execFile } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TableRows } from '../src/ops/shared.js';
import { opsScript } from './compiled-server.js';

/** Orders created through a listening server's API, by `writers` loops, until stopped: the writes a backup runs under. */
export interface OrderWriter {
  /** Ids of orders the server acknowledged (201), in order. */
  acknowledged: number[];
  failures: string[];
  stop(): Promise<void>;
}

export async function startOrderWriter(app: FastifyInstance, writers = 2): Promise<OrderWriter> {
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const signIn = await fetch(`${base}/limo/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'limo-demo' }),
  });
  expect(signIn.status).toBe(200);
  const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}`, 'content-type': 'application/json' };
  const first = async (collection: string, query: string) => {
    const res = await fetch(`${base}/limo/api/${collection}?${query}`, { headers });
    return ((await res.json()) as { _embedded: Record<string, { id: number }[]> })._embedded[collection].map((r) => r.id);
  };
  const [clientId] = await first('clients', 'size=1&recordStatus=A');
  const [vehicleTypeId] = await first('vehicleTypes', 'size=1');
  const [pickupLocationId, dropoffLocationId] = await first('locations', 'size=2');
  const acknowledged: number[] = [];
  const failures: string[] = [];
  let stopped = false;
  const loop = async (writer: number) => {
    for (let i = 0; !stopped; i++) {
      const res = await fetch(`${base}/limo/api/createOrder`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          clientId,
          orderStatus: 'A',
          contactName: `Backup writer ${writer}-${i}`,
          orderVehicles: [
            {
              serviceType: 'Transfer',
              pickupDate: '2030-06-01',
              pickupTime: '09:00',
              pickupLocationId,
              dropoffLocationId,
              vehicleTypeId,
              paxCount: 1,
              manualFareAmt: '480.00',
              manualFareReason: 'backup test',
            },
          ],
        }),
      });
      if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
      else failures.push(`${res.status} ${await res.text()}`);
    }
  };
  const loops = Array.from({ length: writers }, (_, w) => loop(w));
  return {
    acknowledged,
    failures,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Resolves once `n` orders are acknowledged (the writer is running), failing after 20 s. */
export async function waitForOrders(writer: OrderWriter, n: number): Promise<void> {
  const until = Date.now() + 20_000;
  while (writer.acknowledged.length < n && writer.failures.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  expect(writer.failures).toEqual([]);
  expect(writer.acknowledged.length).toBeGreaterThanOrEqual(n);
}

export const byTable = (tables: TableRows[]) => new Map(tables.map((t) => [t.table, t.rows]));

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Field by field: the orders and their vehicles of `orderIds`, and every client and location
 * (master records), the same in both databases.
 */
export async function expectSameRecords(source: Query, restored: Query, orderIds: number[]): Promise<void> {
  const ids = orderIds.join(',');
  const samples = [
    `select * from orders where id in (${ids}) order by id`,
    `select * from order_vehicles where order_id in (${ids}) order by id`,
    'select * from clients order by id',
    'select * from locations order by id',
  ];
  for (const text of samples) {
    const [a, b] = [(await source(text)).rows, (await restored(text)).rows];
    expect(a.length, text).toBeGreaterThan(0);
    expect(b, text).toEqual(a);
  }
  expect((await restored(`select id from orders where id in (${ids})`)).rows).toHaveLength(orderIds.length);
}

/** `npm run <script>` as an operator runs it (the compiled script), with `env` added: its exit code and output. */
export function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const entry = opsScript(script);
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--enable-source-maps', entry, ...args], { env: { ...process.env, ...env }, timeout: 60_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    );
  });
}
