import { DEFAULT_REGION_CENTRES } from '@limo/domain';
import { eq, like } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { orderMaker } from './enquiry-fixtures.js';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { crew } from './scheduling-fixtures.js';
import { dashboard } from '../src/modules/driver-jobs/dashboard.service.js';

// The office's side of driver jobs: the supervisor's correction, mileage and petrol, and the dashboard (issue 11).

let app: TestApp;
let url: string;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;
let make: ReturnType<typeof orderMaker>;
const DAY = '2030-06-10';
const at = (hhmm: string) => `${DAY}T${hhmm}:00+08:00`;

async function assignedJob(date = DAY, pickupTime = '09:00') {
  const driverId = await crew(app, admin).driver();
  const order = await make.create(card.c1, [make.vehicle({ pickupDate: date, pickupTime })]);
  const v = order.orderVehicles[0];
  const res = await api.post(admin, '/limo/api/updateOrderVehicle', { orderVehicleId: v.id, version: v.version, driverId, override: true });
  expect(res.statusCode, res.body).toBe(200);
  return { driverId, orderVehicleId: v.id, orderId: order.id };
}
const correct = (body: Record<string, unknown>, token = admin, headers?: Record<string, string>) =>
  api.post(token, '/limo/api/updateOrderByDriverJob', body, headers);
const SHENZHEN = { 'x-branch-id': '1' };

beforeAll(async () => {
  app = await createTestApp();
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`;
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  make = orderMaker(app, admin, card);
});
afterAll(() => app.close());

describe('GET driverJobs/{driverId}/{dutyDate}', () => {
  it("names the day's driver by number and both names, so the screen shows the reader's one (issue 30 part 2)", async () => {
    const job = await assignedJob();
    await app.database.db.update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, job.driverId));
    const day = await api.get(admin, `/limo/node/api/driverJobs/${job.driverId}/${DAY}`);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().driver).toEqual({ driverId: job.driverId, driverNo: expect.any(String), driverNameEng: 'Test Driver', driverNameChi: '陳大文' });
  });
});

describe('updateOrderByDriverJob', () => {
  it("sets the job's status and stamps, writes the order vehicle's status and a history row per change, and shows it in the day's list", async () => {
    const job = await assignedJob();
    const res = await correct({
      orderVehicleId: job.orderVehicleId,
      jobStatus: 'COMPLETED',
      ackTime: at('08:00'),
      pobTime: at('09:05'),
      completedTime: at('10:10'),
      remarks: 'late pax',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderVehicleId: job.orderVehicleId,
      jobStatus: 'COMPLETED',
      ackTime: '2030-06-10T00:00:00.000Z',
      completedTime: '2030-06-10T02:10:00.000Z',
      arrivedTime: null,
      jobRemarks: 'late pax',
    });
    const [ov] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, job.orderVehicleId));
    expect(ov.jobStatus).toBe('COMPLETED');
    const fields = (await app.database.db.select().from(t.orderHistories).where(eq(t.orderHistories.orderVehicleId, job.orderVehicleId))).map(
      (h) => h.fieldName,
    );
    expect(fields).toEqual(expect.arrayContaining(['jobStatus', 'driverJob.ackTime', 'driverJob.pobTime', 'driverJob.completedTime']));
    expect(fields).not.toContain('driverJob.arrivedTime');
    const day = await api.get(admin, `/limo/node/api/driverJobs/${job.driverId}/${DAY}`);
    expect(day.json().jobs).toEqual([expect.objectContaining({ orderVehicleId: job.orderVehicleId, jobStatus: 'COMPLETED' })]);
  });

  it('refuses stamps out of order or a status without its stamp, naming each problem, and changes nothing', async () => {
    const job = await assignedJob();
    const res = await correct({ orderVehicleId: job.orderVehicleId, jobStatus: 'POB', arrivedTime: at('10:00'), pobTime: at('09:00') });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Passenger on board cannot be before Arrived']);
    const missing = await correct({ orderVehicleId: job.orderVehicleId, jobStatus: 'ARRIVED' });
    expect(missing.json().errors).toEqual(['Enter the Arrived time for status ARRIVED']);
    const bad = await correct({ orderVehicleId: job.orderVehicleId, jobStatus: 'ACK', ackTime: 'eight' });
    expect(bad.statusCode).toBe(400);
    expect(await app.database.db.select().from(t.driverJobs).where(eq(t.driverJobs.orderVehicleId, job.orderVehicleId))).toEqual([]);
  });

  it('refuses a job of another branch as not found, and a job without a driver', async () => {
    const job = await assignedJob();
    const sz = await app.login('sz.dispatcher');
    const other = await correct({ orderVehicleId: job.orderVehicleId, jobStatus: 'ACK', ackTime: at('08:00') }, sz, SHENZHEN);
    expect([other.statusCode, other.json().message]).toEqual([404, `Order vehicle ${job.orderVehicleId} was not found in this branch`]);
    const free = (await make.create(card.c1, [make.vehicle({ pickupDate: DAY, pickupTime: '12:00' })])).orderVehicles[0];
    const none = await correct({ orderVehicleId: free.id, jobStatus: 'ACK', ackTime: at('08:00') });
    expect([none.statusCode, none.json().message]).toEqual([400, 'This job has no driver: assign one on the scheduling grid first']);
  });

  it('refuses a correction to the job of a void or cancelled order (409), as every other change to one, and stores nothing (issue 31)', async () => {
    for (const status of ['V', 'C'] as const) {
      const job = await assignedJob();
      await app.database.db.update(t.orders).set({ orderStatus: status }).where(eq(t.orders.id, job.orderId));
      const res = await correct({ orderVehicleId: job.orderVehicleId, jobStatus: 'ACK', ackTime: at('08:00') });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(409);
      expect(res.headers['content-type'], status).toMatch(/^application\/json/);
      expect(res.json().message, status).toBe(
        `Order vehicle ${job.orderVehicleId} is on a void or cancelled order, or was taken off its order: its job is not corrected`,
      );
      expect(await app.database.db.select().from(t.driverJobs).where(eq(t.driverJobs.orderVehicleId, job.orderVehicleId)), status).toEqual([]);
    }
  });

  it('answers the stamps of the generic driverJobs record as ISO 8601, not PostgreSQL text (issue 31)', async () => {
    const job = await assignedJob();
    expect((await correct({ orderVehicleId: job.orderVehicleId, jobStatus: 'ACK', ackTime: at('08:00') })).statusCode).toBe(200);
    const [row] = await app.database.db.select().from(t.driverJobs).where(eq(t.driverJobs.orderVehicleId, job.orderVehicleId));
    const one = await api.get(admin, `/limo/api/driverJobs/${row.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ ackTime: '2030-06-10T00:00:00.000Z', pobTime: null });
  });

  it('corrects mileage and petrol, refusing an end below the start and a petrol of another branch', async () => {
    const job = await assignedJob();
    expect((await api.post(admin, `/limo/node/api/driverJobs/${job.orderVehicleId}/mileage`, { startMileage: 500, endMileage: 400 })).statusCode).toBe(400);
    expect((await api.post(admin, `/limo/node/api/driverJobs/${job.orderVehicleId}/mileage`, { startMileage: 500, endMileage: 560 })).json()).toEqual({
      startMileage: 500,
      endMileage: 560,
    });
    const added = await api.post(admin, `/limo/node/api/driverJobs/${job.orderVehicleId}/petrols`, { litres: '30', amount: '450.5' });
    expect(added.json()).toMatchObject({ litres: '30.00', amount: '450.50', receiptNo: null });
    const sz = await app.login('sz.dispatcher');
    expect((await api.del(sz, `/limo/node/api/driverJobPetrols/${added.json().id}`, SHENZHEN)).statusCode).toBe(404);
    expect((await api.put(admin, `/limo/node/api/driverJobPetrols/${added.json().id}`, { litres: '0', amount: '1.00' })).statusCode).toBe(400);
    expect((await api.del(admin, `/limo/node/api/driverJobPetrols/${added.json().id}`)).statusCode).toBe(204);
    expect(await app.database.db.select().from(t.driverJobPetrols).where(eq(t.driverJobPetrols.id, added.json().id))).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('puts drivers with an order in the region of their position, those without in Pending, and counts the regions', async () => {
    const today = (await api.get(admin, '/limo/node/api/dashboard')).json().dutyDate as string;
    // The region needs an order, not one of today: a job of any day will do.
    const withOrder = await assignedJob();
    const without = await crew(app, admin).driver();
    const now = new Date().toISOString();
    const [orderVehicle] = await app.database.db.select().from(t.orderVehicles).where(eq(t.orderVehicles.id, withOrder.orderVehicleId));
    await app.database.db.insert(t.driverLiveStatuses).values([
      {
        driverId: withOrder.driverId,
        branchId: 2,
        ...DEFAULT_REGION_CENTRES.airport,
        orderId: orderVehicle.orderId,
        orderVehicleId: orderVehicle.id,
        lastUpdateTime: now,
      },
      { driverId: without, branchId: 2, ...DEFAULT_REGION_CENTRES.central, lastUpdateTime: now },
    ]);
    const res = await api.get(admin, '/limo/node/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const region = (id: number) => body.drivers.find((d: { driverId: number }) => d.driverId === id)?.region;
    expect([region(withOrder.driverId), region(without)]).toEqual(['airport', 'Pending']);
    for (const r of ['airport', 'central', 'kln', 'others', 'Pending'])
      expect(body.regions[r], r).toBe(body.drivers.filter((d: { region: string }) => d.region === r).length);
    expect(body.currentRevenue).toMatch(/^\d{1,3}(,\d{3})*K$/);
    expect(body.revenue.byDay).toHaveLength(7);
    expect(body.revenue.byDay[6].date).toBe(today);
    for (const [k, v] of Object.entries(body.orderStatistics)) expect(Number.isInteger(v), k).toBe(true);
  });

  it("answers each live driver's Chinese name beside the English one, on the dashboard and the map (issue 30)", async () => {
    const named = await crew(app, admin).driver();
    await app.database.db.update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, named));
    await app.database.db
      .insert(t.driverLiveStatuses)
      .values({ driverId: named, branchId: 2, ...DEFAULT_REGION_CENTRES.kln, lastUpdateTime: new Date().toISOString() });
    for (const path of ['/limo/node/api/dashboard', '/limo/node/api/liveVehicles']) {
      const res = await api.get(admin, path);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().drivers.find((d: { driverId: number }) => d.driverId === named),
        path,
      ).toMatchObject({ driverNameEng: 'Test Driver', driverNameChi: '陳大文' });
    }
  });

  it("answers each fleet's Chinese name beside the English one, none for the vehicles of no fleet (issue 30)", async () => {
    const [fleet] = await app.database.db.select({ id: t.fleets.id }).from(t.fleets).limit(1);
    await app.database.db.update(t.fleets).set({ fleetDescChi: '香港豪華轎車' }).where(eq(t.fleets.id, fleet.id));
    const res = await api.get(admin, '/limo/node/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const fleets = res.json().fleetUtil as { fleetId: number | null; fleetNameChi?: string | null }[];
    const rows = await app.database.db.select({ id: t.fleets.id, zh: t.fleets.fleetDescChi }).from(t.fleets);
    const chinese = new Map(rows.map((f) => [f.id, f.zh ?? null]));
    expect(fleets.find((f) => f.fleetId === fleet.id)?.fleetNameChi).toBe('香港豪華轎車');
    for (const f of fleets) expect(f.fleetNameChi, String(f.fleetId)).toBe(f.fleetId === null ? null : chinese.get(f.fleetId));
  });

  it("counts a day's orders by state, its drivers on duty and its revenue in integer cents", async () => {
    const day = '2030-06-11';
    const done = await assignedJob(day, '08:00');
    const noShow = await assignedJob(day, '09:00');
    const open = await assignedJob(day, '10:00');
    const free = (await make.create(card.c1, [make.vehicle({ pickupDate: day, pickupTime: '11:00' })])).orderVehicles[0];
    const on = (hhmm: string) => `${day}T${hhmm}:00+08:00`;
    expect((await correct({ orderVehicleId: done.orderVehicleId, jobStatus: 'COMPLETED', completedTime: on('08:50') })).statusCode).toBe(200);
    expect((await correct({ orderVehicleId: noShow.orderVehicleId, jobStatus: 'NO_SHOW', noShowTime: on('09:30') })).statusCode).toBe(200);
    expect((await correct({ orderVehicleId: open.orderVehicleId, jobStatus: 'POB', pobTime: on('10:05') })).statusCode).toBe(200);
    await crew(app, admin).roster(open.driverId, day, '07:00', '19:00');
    const fares = await app.database.db
      .select({ id: t.orderVehicles.id, fareAmt: t.orderVehicles.fareAmt })
      .from(t.orderVehicles)
      .where(eq(t.orderVehicles.pickupDate, day));
    const cents = fares.reduce((c, f) => c + Math.round(Number(f.fareAmt) * 100), 0);
    const board = await dashboard(app.database.db, 2, DEFAULT_REGION_CENTRES, Date.parse(on('12:00')));
    expect(board.dutyDate).toBe(day);
    expect(board.orderStatistics).toEqual({ total: 4, pending: 0, active: 2, completed: 1, noShow: 1, cancelled: 0, outsourced: 0 });
    expect(board.dutyOrder).toEqual({ total: 3, started: 1, completed: 1 });
    expect(board.dutyDriver).toEqual({ rostered: 1, onDuty: 1, onJob: 1, idle: 0 });
    expect(board.revenue.today).toBe(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
    expect(fares.map((f) => f.id)).toContain(free.id);
  });

  it('refuses the dashboard without the right DASHBOARD, and sends it on the dashboard channel to a dashboard socket', async () => {
    const [hrUser] = await app.database.db.select().from(t.staffs).where(like(t.staffs.username, 'hr'));
    expect(hrUser).toBeDefined();
    const hr = await app.login('hr');
    expect((await api.get(hr, '/limo/node/api/dashboard')).statusCode).toBe(403);
    const socket: Socket = io(url, { path: '/limo/socket.io', auth: { token: admin }, transports: ['websocket'], reconnection: false });
    try {
      const payload = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no dashboard event within 8 s')), 8000);
        socket.once('dashboard', (p: Record<string, unknown>) => {
          clearTimeout(timer);
          resolve(p);
        });
      });
      expect(payload).toMatchObject({ dutyDate: expect.any(String), currentRevenue: expect.stringMatching(/K$/), drivers: expect.any(Array) });
    } finally {
      socket.disconnect();
    }
  });
});
