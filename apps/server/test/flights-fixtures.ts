import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client } from './files-helpers.js';
import type { TestApp } from './harness.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';

/* The flight lookup and timetable import tests (issue 15): timetable rows, a fake HTTP provider, the calls. */

/** The flight calls; flights*.test.ts call each against its documented answer. */
export const FLIGHT_ROUTES = ['POST /limo/api/importFlightSchedules', 'POST /limo/node/api/getFlightSch'];

export type TimetableRow = typeof t.flightSchedules.$inferInsert;

/** An arrival into HKG, daily over March 2031, unless told otherwise. */
export const arrival = (over: Partial<TimetableRow> = {}): TimetableRow => ({
  flightNo: 'ZZ101',
  origin: 'LHR',
  destination: 'HKG',
  scheduledDeparture: '21:45:00',
  scheduledArrival: '17:15:00',
  weekdays: '1234567',
  validFrom: '2031-03-01',
  validTo: '2031-03-31',
  terminal: 'T1',
  ...over,
});

export function flightKit(app: TestApp) {
  const api = client(app);
  let doc: OpenApiDoc | undefined;
  const check = answerChecker();
  return {
    timetable: (rows: TimetableRow[]) => app.database.db.insert(t.flightSchedules).values(rows),
    lookup: (token: string, body: unknown) => api.post(token, '/limo/node/api/getFlightSch', body),
    importCsv: (token: string, csv: string) => api.post(token, '/limo/api/importFlightSchedules', { csv }),
    /** Checks a success against the answer the OpenAPI document gives the route. */
    async documented(route: string, res: LightMyRequestResponse) {
      doc ??= inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
      const schema = successes(operationOf(doc, route)).find((s) => s.status === res.statusCode)?.schema;
      expect(schema, `${route} documents ${res.statusCode}`).toBeDefined();
      expect(check(schema as never, res.json()), `${route}: answer against its documented schema`).toEqual([]);
    },
  };
}

export type ProviderReply = { status: number; body?: unknown } | 'hang';

/** An HTTP flight provider on a free loopback port; `reply` decides each answer and may be swapped. */
export async function fakeProvider(reply: (flightNo: string, date: string) => ProviderReply) {
  const state = { reply, asked: [] as string[] };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const flightNo = url.searchParams.get('flightNo') ?? '';
    const date = url.searchParams.get('date') ?? '';
    state.asked.push(`${url.pathname} ${flightNo} ${date}`);
    const r = state.reply(flightNo, date);
    if (r === 'hang') return; // never answers: the lookup must not wait for it
    res.writeHead(r.status, { 'content-type': 'application/json' });
    res.end(r.body === undefined ? '' : JSON.stringify(r.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/flights`,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
