import type { ScheduleRow } from '@limo/domain';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error: a plain script without types (it starts a throw-away PostgreSQL)
import { startPostgres } from '../../../scripts/postgres.mjs';
import { buildApp } from '../src/app.js';
import { type Database, migrate, openPostgres } from '../src/db/client.js';
import { loadDemoData } from '../src/demo/demo.js';
import { syncSystemParameters } from '../src/db/seed/parameters.js';
import { syncRightModules } from '../src/db/seed/rights.js';
import { withDb } from './global-setup.js';
import { testConfig } from './harness.js';

// Two server instances on one PostgreSQL: an assignment made through one reaches a dispatcher
// connected to the other, through the socket.io PostgreSQL adapter (docs/scheduling.md). Always on
// PostgreSQL: the CI's when TEST_DATABASE_URL is set, else a throw-away one of its own.

let stop = () => {};
let database: Database;
let dbName: string;
let serverUrl: string;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  let url = process.env.TEST_DATABASE_URL as string | undefined;
  if (!url) ({ url, stop } = (await startPostgres()) as { url: string; stop: () => void });
  serverUrl = url;
  dbName = `limo_instances_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  database = await openPostgres(withDb(url, dbName), 4);
  await migrate(database);
  await syncRightModules(database.db);
  await syncSystemParameters(database.db);
  await loadDemoData(database.db, { orders: false });
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ config: testConfig({ databaseUrl: withDb(url, dbName) }), database: { ...database, close: async () => {} }, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const app of apps) await app.close();
  await database?.close();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.end();
  stop();
});

const base = (i: number) => `http://127.0.0.1:${(apps[i].server.address() as { port: number }).port}`;

it('brings an assignment made on one instance to a socket of the other', async () => {
  const signIn = async (i: number, username: string) =>
    (await apps[i].inject({ method: 'POST', url: '/limo/auth', payload: { username, password: 'limo-demo' } })).json().token as string;
  const [admin, dispatcher] = [await signIn(0, 'admin'), await signIn(1, 'dispatcher')];
  const socket = io(base(1), { path: '/limo/socket.io', auth: { token: dispatcher }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    apps[0].inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${admin}` } });
  const types = (await call('GET', '/limo/api/vehicleTypes?size=1')).json()._embedded.vehicleTypes as { id: number }[];
  const clients = (await call('GET', '/limo/api/clients?size=1&recordStatus=A')).json()._embedded.clients as { id: number }[];
  const locations = (await call('GET', '/limo/api/locations?size=2')).json()._embedded.locations as { id: number }[];
  const created = await call('POST', '/limo/api/createOrder', {
    clientId: clients[0].id,
    orderStatus: 'A',
    contactName: 'Two instances',
    orderVehicles: [
      {
        serviceType: 'Transfer',
        pickupDate: '2030-05-01',
        pickupTime: '09:00',
        pickupLocationId: locations[0].id,
        dropoffLocationId: locations[1].id,
        vehicleTypeId: types[0].id,
        paxCount: 1,
        manualFareAmt: '500.00',
        manualFareReason: 'test',
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const v = created.json().orderVehicles[0] as { id: number; version: number };
  const received = new Promise<ScheduleRow[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no schedule event through the adapter within 5 s')), 5000);
    socket.on('schedule', (rows: ScheduleRow[]) => {
      if (rows.some((r) => r.orderVehicleId === v.id && r.startTime === '09:30:00')) {
        clearTimeout(timer);
        resolve(rows);
      }
    });
  });
  const moved = await call('POST', '/limo/api/updateOrderVehicle', { orderVehicleId: v.id, version: v.version, startTime: '09:30', endTime: '10:30' });
  expect(moved.statusCode, moved.body).toBe(200);
  expect((await received).find((r) => r.orderVehicleId === v.id)).toMatchObject({ startTime: '09:30:00', endTime: '10:30:00' });
});
