import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import type { Events } from '../../engine/events.js';
import { publicBase } from '../../engine/public-links.js';
import { API } from '../../engine/hal.js';
import { noBody } from '../../engine/openapi.js';
import { bodyOrEmpty, callSchema, idParam, typed } from '../../engine/route-schema.js';
import { PortalQueue } from './portal-queue.service.js';
import { countAnswer, queueAnswer, queueOrderAnswer, queueQuery, rejectBody } from './portal.schemas.js';

const tags = ['Orders'];
const config = { rights: ['ORDERING'] as const };
const orderId = idParam(REFUSAL_NAMES.order);

/** The operator's "To confirm" queue of portal orders (issue 33, docs/portal.md "To confirm"). */
export async function portalQueueRoutes(app: FastifyInstance, { db, events, publicUrl }: { db: Db; events: Events; publicUrl?: string }) {
  const queue = new PortalQueue(db, events);
  const api = typed(app);

  api.get(
    `${API}/portalOrders`,
    {
      config,
      schema: callSchema({
        tags,
        summary: "The selected branch's orders booked on the client portal, of a status (P: to confirm), the earliest pick-up first",
        query: queueQuery,
        answer: queueAnswer,
      }),
    },
    async (request) => queue.list(principalOf(request), request.query),
  );

  api.get(
    `${API}/portalOrdersCount`,
    { config, schema: callSchema({ tags, summary: "How many of the branch's portal orders wait for confirmation: the menu's badge", answer: countAnswer }) },
    async (request) => queue.count(principalOf(request)),
  );

  api.post(
    `${API}/confirmPortalOrder/:id`,
    {
      config,
      schema: callSchema({
        tags,
        summary: 'Confirms a pending portal order (P to A); the booker is told (portalOrderConfirmed, in the same transaction)',
        params: orderId,
        body: noBody('the order is named by the path'),
        answer: queueOrderAnswer,
      }),
    },
    async (request) => queue.confirm(request.params.id, principalOf(request), request.lang, publicBase(request, publicUrl), request.log),
  );

  api.post(
    `${API}/rejectPortalOrder/:id`,
    {
      config,
      schema: callSchema({
        tags,
        summary: 'Rejects a pending portal order with a reason (required): cancelled, kept as rejected (portalStatus REJECTED); the booker is told it',
        params: orderId,
        body: bodyOrEmpty(rejectBody),
        answer: queueOrderAnswer,
      }),
    },
    async (request) => queue.reject(request.params.id, request.body.reason, principalOf(request), request.lang, publicBase(request, publicUrl), request.log),
  );
}
