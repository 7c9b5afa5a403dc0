import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import type { Events } from '../../engine/events.js';
import { API } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
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

interface Options {
  db: Db;
  events: Events;
}

/** The chinaLink partner's calls (key auth, every call logged) and the ORDERAPI calls that issue and revoke its keys. */
export async function partnerRoutes(app: FastifyInstance, { db, events }: Options) {
  await app.register(partnerInbound, { db, events });
  const tags = ['Partner feed'];

  app.post(
    `${API}/issuePartnerKey`,
    {
      config: keyRights,
      schema: callDoc({
        tags,
        summary: 'A new inbound key of the partner: shown in this answer only (stored hashed)',
        body: issueKeyBody,
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
    { config: keyRights, schema: callDoc({ tags, summary: 'Revokes a partner key: its next call is a 401', body: revokeKeyBody, answer: partnerKeyRow }) },
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
async function partnerInbound(app: FastifyInstance, { db, events }: Options) {
  const tags = ['Partner (inbound)'];
  const started = new WeakMap<FastifyRequest, number>();
  const orderOf = new WeakMap<FastifyRequest, number | null>();
  const config = { public: true };

  app.addHook('onRequest', async (request) => void started.set(request, performance.now()));
  app.addHook('preValidation', async (request) => void (await authenticatePartner(request, db)));
  app.addHook('onSend', async (request, reply, payload) => {
    await logApiCall(db, {
      direction: 'IN',
      method: request.method,
      url: request.url,
      requestBody: request.body,
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
  const idOf = (request: FastifyRequest) => (request.params as { partnerOrderId: string }).partnerOrderId;

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
      schema: callDoc({
        tags,
        summary: "Changes a booking (and our order once accepted), or cancels it with cancel: true; 409 once the driver's first mark (ACK) is in",
        body: bookingPatchBody,
        answer: bookingAnswer,
      }),
    },
    async (request) => done(request, await patchBooking(db, events, idOf(request), request.body, request.log)),
  );
  app.get(
    `${PARTNER_API}/orders/:partnerOrderId`,
    {
      config,
      schema: callDoc({ tags, summary: "A booking's status, with the driver, plate and job status once a driver is assigned", answer: bookingStatusAnswer }),
    },
    async (request) => {
      const { answer, orderId } = await getBooking(db, idOf(request));
      orderOf.set(request, orderId);
      return answer;
    },
  );
}
