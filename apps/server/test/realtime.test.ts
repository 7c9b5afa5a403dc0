import type { ScheduleRow } from '@limo/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMaker } from './enquiry-fixtures.js';
import { client, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';

// Live schedule updates over socket.io (issue 10, docs/scheduling.md, "Live updates").

let app: TestApp;
let url: string;
let admin: string;
let dispatcher: string;
let card: PricingCard;
let make: ReturnType<typeof orderMaker>;
const sockets: Socket[] = [];

function connect(auth: Record<string, unknown>, extraHeaders: Record<string, string> = {}): Socket {
  const socket = io(url, { path: '/limo/socket.io', auth, transports: ['websocket'], reconnection: false, extraHeaders, timeout: 5000 });
  sockets.push(socket);
  return socket;
}
/** Resolves when connected, rejects with the refusal's message. */
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
const next = <T>(socket: Socket, event: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

beforeAll(async () => {
  app = await createTestApp();
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`;
  admin = await app.login('admin');
  dispatcher = await app.login('dispatcher');
  card = await makePricingCard(app, admin);
  make = orderMaker(app, admin, card);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await app.close();
});

describe('the schedule channel', () => {
  it("brings one dispatcher's assignment to another signed-in dispatcher's socket, with the scheduling-change message", async () => {
    const people = crew(app, admin);
    const driver = await people.driver();
    await people.roster(driver, '2030-04-01', '07:00', '19:00');
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-04-01', pickupTime: '09:00' })]);
    const v = order.orderVehicles[0];
    const watcher = connect({ token: dispatcher });
    await connected(watcher);
    const schedule = next<ScheduleRow[]>(watcher, 'schedule');
    const change = next<{ orderVehicleId: number }>(watcher, 'schedulingChange');
    const res = await client(app).post(admin, '/limo/api/updateOrderVehicle', { orderVehicleId: v.id, version: v.version, driverId: driver });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await schedule;
    expect(rows).toEqual([expect.objectContaining({ orderVehicleId: v.id, driverId: driver, version: res.json().version })]);
    expect(await change).toEqual({ orderVehicleId: v.id });
  });

  it('sends an order save to the branch, and nothing to a branch-1 socket', async () => {
    const hk = connect({ token: dispatcher });
    const sz = connect({ token: admin, branchId: 1 });
    await Promise.all([connected(hk), connected(sz)]);
    let szGot = 0;
    sz.on('schedule', () => szGot++);
    const schedule = next<ScheduleRow[]>(hk, 'schedule');
    const order = await make.create(card.c1, [make.vehicle({ pickupDate: '2030-04-02', pickupTime: '10:00' })]);
    expect((await schedule).map((r) => r.orderVehicleId)).toEqual(order.orderVehicles.map((v) => v.id));
    await new Promise((r) => setTimeout(r, 200));
    expect(szGot).toBe(0);
  });

  it('refuses a socket without a token, with a bad token, for a branch not the staff’s, without the right, or from a foreign Origin', async () => {
    await expect(connected(connect({}))).rejects.toThrow(/token/);
    await expect(connected(connect({ token: 'not-a-token' }))).rejects.toThrow(/token/);
    await expect(connected(connect({ token: dispatcher, branchId: 1 }))).rejects.toThrow(/branch 1/);
    await expect(connected(connect({ token: await app.login('hr') }))).rejects.toThrow(/SCHEDULING/);
    await expect(connected(connect({ token: dispatcher }, { Origin: 'https://evil.example' }))).rejects.toThrow();
    await expect(connected(connect({ token: dispatcher }, { Origin: url }))).resolves.toBeUndefined();
    const reader = await newStaff(app, admin, ['SCHEDULING'], 2);
    await expect(connected(connect({ token: reader.token }))).resolves.toBeUndefined();
  });
});

describe('channels named in the handshake', () => {
  it('sends the dashboard only to sockets that asked for it (or named no channels), never to a grid that asked for schedules', async () => {
    const dashboard = connect({ token: admin, channels: ['dashboard'] });
    const grid = connect({ token: admin, channels: ['schedule', 'gps'] });
    const unnamed = connect({ token: admin });
    await Promise.all([connected(dashboard), connected(grid), connected(unnamed)]);
    let gridGot = 0;
    grid.on('dashboard', () => gridGot++);
    // The first tick after a dashboard opens sends it (LiveFeed, every 5 s).
    const [sent] = await Promise.all([next<Record<string, unknown>>(dashboard, 'dashboard', 8000), next(unnamed, 'dashboard', 8000)]);
    expect(sent).toEqual(expect.any(Object));
    await new Promise((r) => setTimeout(r, 300));
    expect(gridGot).toBe(0);
  });

  it('refuses a channel the rights do not open, and a channel that does not exist', async () => {
    const reader = await newStaff(app, admin, ['SCHEDULING'], 2);
    await expect(connected(connect({ token: reader.token, channels: ['dashboard'] }))).rejects.toThrow(/right DASHBOARD for the dashboard channel/);
    await expect(connected(connect({ token: reader.token, channels: ['schedule', 'gps'] }))).resolves.toBeUndefined();
    await expect(connected(connect({ token: dispatcher, channels: ['orders'] }))).rejects.toThrow(/Unknown channel orders/);
    await expect(connected(connect({ token: dispatcher, channels: 'schedule' }))).rejects.toThrow(/channels must be a list/);
  });
});
