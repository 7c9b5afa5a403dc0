import { REFUSAL_NAMES, srvText } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { principalOf } from '../../engine/auth.js';
import { notFound } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { noBody } from '../../engine/openapi.js';
import { AssignmentService } from '../../modules/scheduling/assignment.service.js';
import { acceptFromScreen, assignBookingDriver, BOOKING_LABEL, listBookings, oneBooking, patchBooking } from './screen-bookings.js';
import { apiHistoryRow, assignDriverBody, bookingPatchInput, bookingRow, bookingsQuery, settingsAnswer, tripsAnswer, tripsBody } from './screen-schemas.js';
import { fetchTrips, generateTrips, screenSettings, tripsOf } from './screen-trips.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';

const tags = ['Order API'];
const API_HISTORY_LABEL = REFUSAL_NAMES.apiLogRow;
const BASE = '/limo/node/api/chinaLink';
const orderApi = { rights: ['ORDERAPI'] as const };

/** The /operation/orderAPI screen's calls (issue 18, docs/partner-feed.md); the selected branch's bookings and trips only. */
export async function chinaLinkScreenRoutes(base: FastifyInstance, { db, events, config }: { db: Db; events: Events; config: Config }) {
  const app = typed(base);
  const assignments = new AssignmentService(db, events);
  const bookingId = idParam(BOOKING_LABEL);

  app.get(
    `${BASE}/orders`,
    {
      config: orderApi,
      schema: callSchema({
        tags,
        summary: "The partner's bookings of the selected branch by pick-up, with our order, vehicle type and driver; filters status and date",
        query: bookingsQuery,
        answer: z.array(bookingRow),
      }),
    },
    async (request) => listBookings(db, principalOf(request), request.query),
  );

  app.get(
    `${BASE}/orders/:id`,
    { config: orderApi, schema: callSchema({ params: bookingId, tags, summary: 'One booking row (its id) as an object', answer: bookingRow }) },
    async (request) => oneBooking(db, principalOf(request), request.params.id),
  );

  app.post(
    `${BASE}/orders/:id`,
    {
      config: orderApi,
      schema: callSchema({
        tags,
        summary:
          'Accepts a NEW booking: makes our order (client chinaLinkClientCode) as the automatic acceptance does; 409 when it is not NEW or has no vehicle type of ours',
        params: bookingId,
        body: noBody('the booking is named by the path'),
        answer: bookingRow,
      }),
    },
    async (request) => acceptFromScreen(db, events, principalOf(request), request.params.id, request.log),
  );

  app.patch(
    `${BASE}/orders/:id`,
    {
      config: orderApi,
      schema: callSchema({
        tags,
        summary:
          'A NEW booking: {status: "REJECTED", rejectReason} rejects it (the partner reads it from its GET), {vehicleTypeId} changes our vehicle type it maps to; 409 once it is not NEW',
        params: bookingId,
        body: bookingPatchInput,
        answer: bookingRow,
      }),
    },
    async (request) => {
      return patchBooking(db, principalOf(request), request.params.id, request.body);
    },
  );

  app.post(
    `${BASE}/assignDriver/`,
    {
      config: orderApi,
      schema: callSchema({
        tags,
        summary:
          "Gives an accepted booking's job to a driver as updateOrderVehicle does (a clash is 409 with the clashes unless override); the partner gets ASSIGNED with the driver, mobile and plate",
        body: assignDriverBody,
        answer: bookingRow,
      }),
    },
    async (request) => assignBookingDriver(db, assignments, principalOf(request), request.body),
  );

  app.get(
    `${BASE}/trips`,
    {
      config: orderApi,
      schema: callSchema({
        tags,
        summary: "The date's trips of the selected branch as stored (the partner is not asked)",
        query: tripsBody,
        answer: tripsAnswer,
      }),
    },
    async (request) => {
      const { date } = request.query;
      return { date, trips: await tripsOf(db, principalOf(request), date) };
    },
  );

  app.post(
    `${BASE}/genTrips`,
    {
      config: orderApi,
      schema: callSchema({
        tags,
        summary:
          "Makes a trip (id <orderRefId>-<seqNo>) and its message to the partner (POST {base}/trips) for each job of the date outsourced to chinaLinkClientCode's client; a trip is made once",
        body: tripsBody,
        answer: tripsAnswer,
      }),
    },
    async (request) => generateTrips(db, principalOf(request), request.body.date),
  );

  app.post(
    `${BASE}/getTrips`,
    {
      config: orderApi,
      schema: callSchema({
        tags,
        summary:
          "Asks the partner for the date's trips (GET {base}/trips?date=, logged) and puts its drivers on our jobs as name@mobile; 502 when it does not answer, 409 when CHINALINK_URL is not set",
        body: tripsBody,
        answer: tripsAnswer,
      }),
    },
    async (request) => fetchTrips(db, events, config, principalOf(request), request.body.date, request.log),
  );

  app.get(
    `${BASE}/settings`,
    {
      config: orderApi,
      schema: callSchema({
        tags,
        summary: "The partner's settings for the screen (whether CHINALINK_URL is set; never the URL or the token)",
        answer: settingsAnswer,
      }),
    },
    async () => screenSettings(db, config),
  );

  app.get(
    '/limo/node/api/apiHistories/:id',
    {
      config: orderApi,
      schema: callSchema({ params: idParam(API_HISTORY_LABEL), tags, summary: 'One call of the API log (its id) as an object', answer: apiHistoryRow }),
    },
    async (request) => {
      const id = request.params.id;
      const [row] = await db.select().from(t.apiHistories).where(eq(t.apiHistories.id, id));
      if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.apiLogRow, id }));
      const { partner, direction, method, url, requestBody, responseStatus, responseBody, durationMs, orderId, createDt, attempt } = row;
      return { id, partner, direction, method, url, requestBody, responseStatus, responseBody, durationMs, orderId, createDt: createDt.toISOString(), attempt };
    },
  );
}
