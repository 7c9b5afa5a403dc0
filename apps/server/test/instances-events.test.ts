import { operatorToday, type ScheduleRow } from '@limo/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './files-helpers.js';
import { connectSocket, type Instance, orderBody, record, startCluster } from './instances-fixtures.js';
import { crew } from './scheduling-fixtures.js';

// Issue 19 part 2: `schedule`, `gps` and `dashboard` events of a change made through instance A reach
// a dispatcher whose socket is on instance B (the socket.io PostgreSQL adapter; the dashboard by B's
// own tick, which reads the database).

let cluster: Awaited<ReturnType<typeof startCluster>>;
let a: Instance;
let b: Instance;
let admin: string;
let dispatcher: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.instances;
  admin = await a.login('admin');
  dispatcher = await a.login('dispatcher');
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await cluster?.close();
});

type Dashboard = { dutyDate: string; orderStatistics: { total: number } };
type Order = { id: number; orderVehicles: { id: number; version: number }[] };

const createOrder = async (pickupDate: string, pickupTime?: string) => {
  const res = await a.as(dispatcher, { method: 'POST', url: '/limo/api/createOrder', payload: await orderBody(a, dispatcher, pickupDate, pickupTime) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
};

describe('events across instances', () => {
  it('sends a dispatcher on B the dashboard changed by an order saved on A', async () => {
    const dashboards = record<Dashboard>(await connectSocket(b.base, dispatcher, sockets), 'dashboard');
    // B's first tick sends the dashboard as it is; the next one that differs carries A's order.
    const before = await dashboards.waitFor(() => true);
    expect(before.dutyDate).toBe(operatorToday());
    await createOrder(operatorToday(), '23:00');
    const after = await dashboards.waitFor((d) => d.orderStatistics.total === before.orderStatistics.total + 1);
    expect(after.dutyDate).toBe(before.dutyDate);
  });

  it('sends a dispatcher on B the schedule rows of an order vehicle moved on A', async () => {
    const schedules = record<ScheduleRow[]>(await connectSocket(b.base, dispatcher, sockets), 'schedule');
    const order = await createOrder('2030-05-02');
    const v = order.orderVehicles[0];
    await schedules.waitFor((rows) => rows.some((r) => r.orderVehicleId === v.id));
    const moved = await a.as(dispatcher, {
      method: 'POST',
      url: '/limo/api/updateOrderVehicle',
      payload: { orderVehicleId: v.id, version: v.version, startTime: '09:30', endTime: '10:30' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await schedules.waitFor((rs) => rs.some((r) => r.orderVehicleId === v.id && r.startTime === '09:30:00'));
    expect(rows.find((r) => r.orderVehicleId === v.id)).toMatchObject({ startTime: '09:30:00', endTime: '10:30:00' });
  });

  it("sends a dispatcher on B the gps record of a driver's position posted to A", async () => {
    const driverId = await crew(a, admin).driver();
    const api = client(a);
    const login = `inst${driverId}`;
    expect((await api.post(admin, '/limo/api/driverAuths', { driverId, loginName: login, recordStatus: 'A' })).statusCode).toBe(201);
    expect((await api.post(admin, '/limo/api/driverResetPassword', { driverId, newPassword: 'ride-safely-2030' })).statusCode).toBe(204);
    const signedIn = await a.app.inject({ method: 'POST', url: '/limo/driver/auth', payload: { loginName: login, password: 'ride-safely-2030' } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const gps = record<{ drivers: { driverId: number; latitude: number }[] }>(await connectSocket(b.base, dispatcher, sockets), 'gps');
    const at = new Date().toISOString();
    const posted = await a.as(signedIn.json().token as string, {
      method: 'POST',
      url: '/limo/driver/api/positions',
      payload: { positions: [{ latitude: 22.3123, longitude: 114.17, speed: 25, at, clientEventId: `inst-gps-${driverId}` }] },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const event = await gps.waitFor((p) => p.drivers.some((d) => d.driverId === driverId));
    expect(event.drivers.find((d) => d.driverId === driverId)).toMatchObject({ latitude: 22.3123, lastUpdateTime: at });
  });
});
