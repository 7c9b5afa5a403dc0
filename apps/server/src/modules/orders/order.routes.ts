import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import type { Events } from '../../engine/events.js';
import { API, etag, ifMatchOf } from '../../engine/hal.js';
import { pathId } from '../../engine/ids.js';
import { callDoc, ID_PARAMS, noBody } from '../../engine/openapi.js';
import { orderAnswer, orderBody, orderRefIdAnswer } from './order.schemas.js';
import { OrderService } from './order.service.js';
import { orderIn } from './order-read.js';
import { publicBase } from '../../engine/public-links.js';

const tags = ['Orders'];
const config = { rights: ['ORDERING'] as const };
const orderId = (params: unknown) => pathId((params as { id: string }).id, REFUSAL_NAMES.order);

/** Taking and changing orders (issue 9, docs/ordering.md). */
export async function orderRoutes(app: FastifyInstance, { db, events, publicUrl }: { db: Db; events: Events; publicUrl?: string }) {
  const orders = new OrderService(db, events);

  app.get(
    `${API}/getNewOrderRefId/`,
    {
      config,
      schema: callDoc({ tags, summary: 'A new order reference number of the selected branch: unique, never handed out twice', answer: orderRefIdAnswer }),
    },
    async (request) => ({ orderRefId: await orders.newRefId(principalOf(request)) }),
  );

  app.post(
    `${API}/createOrder`,
    {
      config,
      schema: callDoc({
        tags,
        summary:
          'Saves a new order with its vehicles, each priced by the engine, in one transaction; an Idempotency-Key retry within 24 hours answers the first order',
        body: orderBody,
        answer: orderAnswer,
        status: 201,
      }),
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const principal = principalOf(request);
      const { order, replayed } = await orders.create(request.body, principal, { idempotencyKey: Array.isArray(key) ? key[0] : key, log: request.log });
      reply.status(201).header('Location', `${API}/getOrder/${order.id}`).header('ETag', etag(order.version));
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return orderIn(order, request.lang, publicBase(request, publicUrl));
    },
  );

  app.get(
    `${API}/getOrder/:id`,
    {
      config,
      schema: {
        ...callDoc({ tags, summary: 'The order with its vehicles, stops, charges, passengers and saved price lines', answer: orderAnswer }),
        params: ID_PARAMS,
      },
    },
    async (request, reply) => {
      const order = await orders.get(orderId(request.params), principalOf(request));
      reply.header('ETag', etag(order.version));
      return orderIn(order, request.lang, publicBase(request, publicUrl));
    },
  );

  app.put(
    `${API}/updateOrder/:id`,
    {
      config: { ...config, ifMatch: true },
      schema: {
        ...callDoc({
          tags,
          summary:
            "Changes an order (If-Match or the body's version; stale is 412): vehicles with an id are updated, without are added, left out are cancelled",
          body: orderBody,
          answer: orderAnswer,
        }),
        params: ID_PARAMS,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const order = await orders.update(orderId(request.params), request.body, principal, ifMatchOf(request), request.log);
      reply.header('ETag', etag(order.version));
      return orderIn(order, request.lang, publicBase(request, publicUrl));
    },
  );

  app.post(
    `${API}/updateOrderTariff/:id`,
    {
      config: { ...config, ifMatch: true },
      schema: {
        ...callDoc({
          tags,
          summary: 'Prices every active vehicle of the order again on the rate card of today, writing the change to the history',
          body: noBody('the order is named by the path'),
          answer: orderAnswer,
        }),
        params: ID_PARAMS,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const order = await orders.reprice(orderId(request.params), principal, ifMatchOf(request), request.log);
      reply.header('ETag', etag(order.version));
      return orderIn(order, request.lang, publicBase(request, publicUrl));
    },
  );
}
