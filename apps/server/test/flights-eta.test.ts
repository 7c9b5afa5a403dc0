import type { ScheduleRow } from '@limo/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMaker } from './enquiry-fixtures.js';
import { arrival, fakeProvider, flightKit } from './flights-fixtures.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard, setParameter } from './pricing-card.js';

// Issue 15: "an arrival's ETA refresh moves its bar on the grid" — the order form's lookup, saved
// through updateOrder, moves the grid start to the new ETA plus arrivalMeetingMinutes, live.

let provider: Awaited<ReturnType<typeof fakeProvider>>;
let app: TestApp;
let url: string;
let admin: string;
let card: PricingCard;
let socket: Socket | undefined;
const flight = { flightNo: 'ZZ101', date: '2030-03-12', origin: 'LHR', destination: 'HKG', scheduledTime: '17:15', terminal: 'T1' };

beforeAll(async () => {
  provider = await fakeProvider(() => ({ status: 200, body: { ...flight, estimatedTime: '17:15', status: 'SCHEDULED' } }));
  app = await createTestApp({ flightApiUrl: provider.url });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`;
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  await flightKit(app).timetable([arrival({ validFrom: '2030-01-01', validTo: null })]);
  await setParameter(app, admin, 'arrivalMeetingMinutes', '40');
});
afterAll(async () => {
  socket?.disconnect();
  await app.close();
  await provider.close();
});

const nextSchedule = (s: Socket, ms = 3000) =>
  new Promise<ScheduleRow[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no schedule event within ${ms} ms`)), ms);
    s.once('schedule', (rows: ScheduleRow[]) => {
      clearTimeout(timer);
      resolve(rows);
    });
  });

describe("an arrival's ETA refresh", () => {
  it('moves its bar on the grid: the saved ETA plus arrivalMeetingMinutes, sent to the dispatchers', async () => {
    const kit = flightKit(app);
    const make = orderMaker(app, admin, card);
    const booked = (await kit.lookup(admin, { flightNo: 'ZZ101', date: '2030-03-12' })).json();
    const order = await make.create(card.c1, [
      make.vehicle({
        serviceType: 'Arrival',
        pickupDate: booked.date,
        pickupTime: booked.scheduledTime,
        flightNo: booked.flightNo,
        flightEtaDate: booked.date,
        flightEtaTime: booked.estimatedTime,
      }),
    ]);
    expect(order.orderVehicles[0]).toMatchObject({ startDate: '2030-03-12', startTime: '17:55:00' });

    // The flight is late: the provider's estimate moves, the form refreshes the ETA and saves.
    provider.state.reply = () => ({ status: 200, body: { ...flight, estimatedTime: '17:58', status: 'DELAYED' } });
    const refreshed = (await kit.lookup(admin, { flightNo: 'ZZ101', date: '2030-03-12' })).json();
    expect(refreshed).toMatchObject({ estimatedTime: '17:58', status: 'DELAYED' });
    socket = io(url, { path: '/limo/socket.io', auth: { token: await app.login('dispatcher') }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket?.once('connect', () => resolve());
      socket?.once('connect_error', reject);
    });
    const event = nextSchedule(socket);
    const saved = await make.update(order, { orderVehicles: [{ ...order.orderVehicles[0], flightEtaTime: refreshed.estimatedTime }] });

    const v = saved.orderVehicles[0];
    expect(v).toMatchObject({ pickupTime: '17:15:00', flightEtaTime: '17:58:00', startTime: '18:38:00' });
    const rows = await event;
    expect(rows).toEqual([expect.objectContaining({ orderVehicleId: v.id, flightEtaTime: '17:58:00', startDate: '2030-03-12', startTime: '18:38:00' })]);
  });
});
