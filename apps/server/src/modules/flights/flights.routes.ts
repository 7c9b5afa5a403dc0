import { srvText } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { notFound } from '../../engine/errors.js';
import { API } from '../../engine/hal.js';
import { documentAs, zodDoc } from '../../engine/openapi.js';
import { parseWithPaths } from '../../engine/parse-paths.js';
import { callSchema, readWith, refusedWithPaths, typed } from '../../engine/route-schema.js';
import { parseTimetableCsv, saveTimetable } from './flight-import.js';
import { flightProvider } from './flight-provider.js';
import { flightSchAnswer, flightSchBody, importAnswer, importBody } from './flights.schemas.js';

const NODE = '/limo/node/api';
const tags = ['Flights'];

/** The timetable: a text/csv body as it is, or JSON {csv} read as before (documented as the JSON). */
const csvBody = documentAs(
  readWith(z.unknown(), (body) => (typeof body === 'string' ? body : parseWithPaths(importBody, body).csv)),
  zodDoc(importBody),
);

/** Flight lookup for the order form and the timetable's CSV import (issue 15, docs/order-operations.md "Flights"). */
export async function flightRoutes(base: FastifyInstance, { db, flightApiUrl }: { db: Db; flightApiUrl?: string }) {
  const app = typed(base);
  const provider = flightProvider(db, flightApiUrl);
  // The import also takes the file itself as the body; this parser is this plugin's only.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    `${NODE}/getFlightSch`,
    {
      config: { rights: ['ORDERING'] },
      schema: callSchema({
        tags,
        summary:
          "A flight on its date at Hong Kong: origin, destination, scheduled and estimated time at Hong Kong (an arrival's at HKG, a departure's from HKG) and terminal; 404 when the provider knows no such flight that day",
        body: refusedWithPaths(flightSchBody),
        answer: flightSchAnswer,
      }),
    },
    async (request) => {
      const { flightNo, date } = request.body;
      const found = await provider.find(flightNo, date, request.log);
      if (!found) throw notFound(srvText('srv.flt.notInTimetable', { flight: flightNo, date }));
      return found;
    },
  );

  app.post(
    `${API}/importFlightSchedules`,
    {
      config: { rights: ['OPERATIONFILES'] },
      schema: callSchema({
        tags,
        summary:
          'Imports a timetable CSV: every row valid or nothing saved (a 400 names each row and column at fault); a row replaces the stored one of the same flight number and validFrom',
        body: csvBody,
        answer: importAnswer,
      }),
    },
    async (request) => {
      return saveTimetable(db, parseTimetableCsv(request.body), principalOf(request).username);
    },
  );
}
