import { operatorToday } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpFlightProvider, type FlightProvider } from '../src/modules/flights/flight-provider.js';
import { expectError } from './files-helpers.js';
import { arrival, fakeProvider, flightKit } from './flights-fixtures.js';
import { createTestApp, type TestApp } from './harness.js';

// getFlightSch (issue 15, docs/order-operations.md "Flights"): the timetable, and the HTTP provider with its fallback.

const ROUTE = 'POST /limo/node/api/getFlightSch';
let app: TestApp;
let admin: string;
let kit: ReturnType<typeof flightKit>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  kit = flightKit(app);
  await kit.timetable([
    arrival(),
    // Mondays, Wednesdays and Fridays (2031-03-03 is a Monday), no end.
    arrival({ flightNo: 'ZZ102', weekdays: '135', validFrom: '2031-01-01', validTo: null, scheduledArrival: '06:05:00', terminal: null }),
    // The master file keeps a number as typed: "ZZ 103" is ZZ103.
    arrival({ flightNo: 'ZZ 103', scheduledArrival: '09:00:00' }),
    { ...arrival({ flightNo: 'ZZ200', origin: 'HKG', destination: 'SIN' }), scheduledDeparture: '07:20:00', scheduledArrival: '11:15:00' },
  ]);
});
afterAll(() => app.close());

describe('getFlightSch from the timetable', () => {
  it('answers an arrival with its arrival time at HKG, on the date at Hong Kong, as documented', async () => {
    const res = await kit.lookup(admin, { flightNo: 'zz 101', date: '2031-03-12' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      flightNo: 'ZZ101',
      date: '2031-03-12',
      origin: 'LHR',
      destination: 'HKG',
      scheduledTime: '17:15',
      estimatedTime: '17:15',
      terminal: 'T1',
      status: 'SCHEDULED',
    });
    await kit.documented(ROUTE, res);
  });

  it('answers a departure with its departure time from HKG', async () => {
    const res = await kit.lookup(admin, { flightNo: 'ZZ200', date: '2031-03-12' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ origin: 'HKG', destination: 'SIN', scheduledTime: '07:20', estimatedTime: '07:20' });
  });

  it('finds a flight number kept with a space', async () => {
    const res = await kit.lookup(admin, { flightNo: 'ZZ103', date: '2031-03-12' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ flightNo: 'ZZ103', scheduledTime: '09:00' });
  });

  it.each([
    ['2031-02-28', 404],
    ['2031-03-01', 200],
    ['2031-03-31', 200],
    ['2031-04-01', 404],
  ])('holds the validity range: ZZ101 on %s is %i', async (date, status) => {
    expect((await kit.lookup(admin, { flightNo: 'ZZ101', date })).statusCode).toBe(status);
  });

  it.each([
    ['2031-03-03', 'Monday', 200],
    ['2031-03-04', 'Tuesday', 404],
    ['2031-03-07', 'Friday', 200],
    ['2031-03-09', 'Sunday', 404],
    ['2032-06-07', 'a Monday a year on (no end)', 200],
  ])('holds the weekdays: ZZ102 (1, 3, 5) on %s, %s, is %i', async (date, _day, status) => {
    const res = await kit.lookup(admin, { flightNo: 'ZZ102', date });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 200) expect(res.json()).toMatchObject({ scheduledTime: '06:05', terminal: null });
  });

  it('answers 404 for a flight it does not know', async () => {
    expectError(await kit.lookup(admin, { flightNo: 'ZZ999', date: '2031-03-12' }), 404, 'Flight ZZ999 on 2031-03-12 is not in the timetable');
  });

  it('answers the demo timetable for a flight of the demo orders, today', async () => {
    const res = await kit.lookup(admin, { flightNo: 'CX251', date: operatorToday() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ origin: 'LHR', destination: 'HKG', scheduledTime: '15:50', terminal: 'T1' });
  });

  it.each([
    [{ flightNo: 'ZZ101', date: '2031-02-30' }, 'date must be a date YYYY-MM-DD'],
    [{ flightNo: 'ZZ101', date: '12/03/2031' }, 'date must be a date YYYY-MM-DD'],
    [{ flightNo: 'ZZ101' }, 'date is required'],
    [{ flightNo: '  ', date: '2031-03-12' }, 'flightNo is required'],
    [{ date: '2031-03-12' }, 'flightNo is required'],
    [{ flightNo: 'NOT A FLIGHT', date: '2031-03-12' }, 'flightNo must be an airline code and a number'],
    [{ flightNo: 101, date: '2031-03-12' }, 'flightNo must be a flight number'],
  ])('refuses %j with a 400', async (body, message) => {
    const err = expectError(await kit.lookup(admin, body), 400);
    expect(err.message).toContain(message);
  });

  it('needs the right ORDERING (403 for accounts and HR; a dispatcher may)', async () => {
    for (const user of ['accounts', 'hr']) expectError(await kit.lookup(await app.login(user), { flightNo: 'ZZ101', date: '2031-03-12' }), 403);
    expect((await kit.lookup(await app.login('dispatcher'), { flightNo: 'ZZ101', date: '2031-03-12' })).statusCode).toBe(200);
  });
});

describe('getFlightSch through the HTTP provider (FLIGHT_API_URL)', () => {
  const live = { flightNo: 'ZZ101', date: '2031-03-12', origin: 'LHR', destination: 'HKG', scheduledTime: '17:15', estimatedTime: '17:58', terminal: 'T1' };
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let http: TestApp;
  let token: string;
  let httpKit: ReturnType<typeof flightKit>;

  beforeAll(async () => {
    provider = await fakeProvider(() => ({ status: 200, body: { ...live, status: 'DELAYED' } }));
    http = await createTestApp({ flightApiUrl: provider.url });
    token = await http.login('dispatcher');
    httpKit = flightKit(http);
    await httpKit.timetable([arrival()]);
  });
  afterAll(async () => {
    await http.close();
    await provider.close();
  });

  it("answers the provider's answer, asking it with the flight and the date", async () => {
    provider.state.reply = () => ({ status: 200, body: { ...live, flightNo: 'ZZ 101', estimatedTime: '17:58:00', status: 'DELAYED', gate: 'B12' } });
    const res = await httpKit.lookup(token, { flightNo: 'zz101', date: '2031-03-12' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...live, status: 'DELAYED' });
    expect(provider.state.asked.at(-1)).toBe('/flights ZZ101 2031-03-12');
    await httpKit.documented(ROUTE, res);
  });

  it.each<[string, () => ReturnType<Parameters<typeof fakeProvider>[0]>]>([
    ['a 500', () => ({ status: 500, body: { error: 'down' } })],
    ['a 404', () => ({ status: 404, body: {} })],
    ['another shape', () => ({ status: 200, body: { flight: 'ZZ101' } })],
    ['another flight', () => ({ status: 200, body: { ...live, flightNo: 'ZZ777' } })],
  ])('falls back to the timetable when the provider answers %s', async (_what, reply) => {
    provider.state.reply = reply;
    const before = provider.state.asked.length;
    const res = await httpKit.lookup(token, { flightNo: 'ZZ101', date: '2031-03-12' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'SCHEDULED', estimatedTime: '17:15' });
    expect(provider.state.asked.length).toBe(before + 1);
  });

  it('answers 404 when the provider fails and the timetable does not know the flight either', async () => {
    provider.state.reply = () => ({ status: 500 });
    expectError(await httpKit.lookup(token, { flightNo: 'ZZ998', date: '2031-03-12' }), 404);
  });

  it('answers from the timetable after about 3 s when the provider hangs', { timeout: 15_000 }, async () => {
    provider.state.reply = () => 'hang';
    const started = Date.now();
    const res = await httpKit.lookup(token, { flightNo: 'ZZ101', date: '2031-03-12' });
    const took = Date.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'SCHEDULED', scheduledTime: '17:15' });
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(8000);
  });
});

describe('HttpFlightProvider', () => {
  const answer = { flightNo: 'ZZ101', date: '2031-03-12', origin: 'LHR', destination: 'HKG', scheduledTime: '17:15', estimatedTime: '17:15', terminal: 'T1' };
  const fallback: FlightProvider = { find: async () => ({ ...answer, status: 'SCHEDULED' }) };

  it('logs a warning saying why when it falls back (here: its time-out, shortened)', async () => {
    const provider = await fakeProvider(() => 'hang');
    const warn = vi.fn();
    try {
      const found = await new HttpFlightProvider(provider.url, fallback, 200).find('ZZ101', '2031-03-12', { warn } as never);
      expect(found).toMatchObject({ status: 'SCHEDULED' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatchObject({ event: 'flight.provider.fallback', flightNo: 'ZZ101', reason: 'no answer within 200 ms' });
    } finally {
      await provider.close();
    }
  });

  it('falls back, with one warning, when nothing listens at the address', async () => {
    const warn = vi.fn();
    const found = await new HttpFlightProvider('http://127.0.0.1:9/flights', fallback).find('ZZ101', '2031-03-12', { warn } as never);
    expect(found).toMatchObject({ status: 'SCHEDULED' });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
