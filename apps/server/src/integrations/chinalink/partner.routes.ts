import { REFUSAL_NAMES, srvText } from '@limo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { notFound } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { API } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { bodyOrEmpty, callSchema, pathParams, refusedWithPaths, typed } from '../../engine/route-schema.js';
import { logApiCall } from './api-log.js';
import { authenticatePartner } from './partner-auth.js';
import { bookingAnswer, bookingBody, bookingPatchBody, bookingStatusAnswer } from './partner-booking-body.js';
import { type BookingOutcome, createBooking, getBooking, patchBooking } from './partner-bookings.js';
import {
  issuedKeyAnswer,
  issueKeyBody,
  issuePartnerKey,
  listPartnerKeys,
  partnerKeyRow,
  partnerKeyRows,
  revokeKeyBody,
  revokePartnerKey,
} from './partner-keys.js';

/** A new booking answers 201, the same partnerOrderId again 200, with the same body. */
const bothStatuses = <D extends { response: Record<number, unknown> }>(doc: D) => ({ ...doc, response: { ...doc.response, 200: doc.response[201] } });

export const PARTNER_API = '/limo/partner/v1';
const keyRights = { rights: ['ORDERAPI'] as const };

const partnerOrderIdDoc = { partnerOrderId: { type: 'string', description: "the partner's booking id" } };
/** The partner's booking id as sent (a read finds none holding NUL). */
const bookingParams = pathParams({ partnerOrderId: (raw: string) => raw }, partnerOrderIdDoc);
/** A change names a booking without NUL (PostgreSQL text holds none): 404 before its body is read. */
const changedBookingParams = pathParams(
  {
    partnerOrderId: (raw: string) => {
      if (raw.includes('\u0000')) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.booking, id: JSON.stringify(raw) }));
      return raw;
    },
  },
  partnerOrderIdDoc,
);

interface Options {
  db: Db;
  events: Events;
}

/** The chinaLink partner's calls (key auth, every call logged) and the ORDERAPI calls that issue and revoke its keys. */
export async function partnerRoutes(base: FastifyInstance, { db, events }: Options) {
  const app = typed(base);
  await app.register(partnerInbound, { db, events });
  const tags = ['Partner feed'];

  app.post(
    `${API}/issuePartnerKey`,
    {
      config: keyRights,
      schema: callSchema({
        tags,
        summary: 'A new inbound key of the partner: shown in this answer only (stored hashed)',
        body: refusedWithPaths(issueKeyBody),
        answer: issuedKeyAnswer,
        status: 201,
      }),
    },
    async (request, reply) => {
      reply.status(201);
      return issuePartnerKey(db, request.body, principalOf(request));
    },
  );
  app.post(
    `${API}/revokePartnerKey`,
    {
      config: keyRights,
      schema: callSchema({ tags, summary: 'Revokes a partner key: its next call is a 401', body: refusedWithPaths(revokeKeyBody), answer: partnerKeyRow }),
    },
    async (request) => revokePartnerKey(db, request.body, principalOf(request)),
  );
  app.get(
    `${API}/getPartnerKeys`,
    {
      config: keyRights,
      schema: callDoc({ tags, summary: "The partners' keys (their first characters, never the keys), oldest first", answer: partnerKeyRows }),
    },
    async () => listPartnerKeys(db),
  );
}

/**
 * /limo/partner/v1: public to staff auth (the start-up rule sees `public`), opened by the partner's key
 * instead; every call, refused ones included, goes to apiHistories without its Authorization header.
 */
async function partnerInbound(base: FastifyInstance, { db, events }: Options) {
  const app = typed(base);
  const tags = ['Partner (inbound)'];
  const started = new WeakMap<FastifyRequest, number>();
  const orderOf = new WeakMap<FastifyRequest, number | null>();
  // The body as the partner sent it: a route schema hands the handler its parsed copy.
  const sent = new WeakMap<FastifyRequest, unknown>();
  const config = { public: true };

  app.addHook('onRequest', async (request) => void started.set(request, performance.now()));
  app.addHook('preValidation', async (request) => {
    sent.set(request, request.body);
    await authenticatePartner(request, db);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await logApiCall(db, {
      direction: 'IN',
      method: request.method,
      url: request.url,
      requestBody: sent.has(request) ? sent.get(request) : request.body,
      responseStatus: reply.statusCode,
      responseBody: typeof payload === 'string' ? payload : undefined,
      durationMs: performance.now() - (started.get(request) ?? performance.now()),
      orderId: orderOf.get(request) ?? null,
    });
    return payload;
  });

  const done = (request: FastifyRequest, result: BookingOutcome) => {
    orderOf.set(request, result.orderId);
    return result.answer;
  };

  app.post(
    `${PARTNER_API}/orders`,
    {
      config,
      schema: bothStatuses(
        callDoc({
          tags,
          summary:
            'A booking from the partner (201; the same partnerOrderId again answers that booking as it is now, 200, whatever the body); accepted at once when every field maps and chinaLinkAutoAccept is 1',
          body: bookingBody,
          answer: bookingAnswer,
          status: 201,
        }),
      ),
    },
    async (request, reply) => {
      const result = await createBooking(db, events, request.body, request.log);
      reply.status(result.created ? 201 : 200);
      return done(request, result);
    },
  );
  app.patch(
    `${PARTNER_API}/orders/:partnerOrderId`,
    {
      config,
      schema: callSchema({
        tags,
        summary: "Changes a booking (and our order once accepted), or cancels it with cancel: true; 409 once the driver's first mark (ACK) is in",
        params: changedBookingParams,
        body: bodyOrEmpty(refusedWithPaths(bookingPatchBody)),
        answer: bookingAnswer,
      }),
    },
    async (request) => done(request, await patchBooking(db, events, request.params.partnerOrderId, request.body, request.log)),
  );
  app.get(
    `${PARTNER_API}/orders/:partnerOrderId`,
    {
      config,
      schema: callSchema({
        params: bookingParams,
        tags,
        summary: "A booking's status, with the driver, plate and job status once a driver is assigned",
        answer: bookingStatusAnswer,
      }),
    },
    async (request) => {
      const { answer, orderId } = await getBooking(db, request.params.partnerOrderId);
      orderOf.set(request, orderId);
      return answer;
    },
  );
}
