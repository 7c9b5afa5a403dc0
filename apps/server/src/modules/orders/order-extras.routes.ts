import { RESOURCES, REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API, halList, toWire } from '../../engine/hal.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';
import type { CollectionStore } from '../../engine/store.js';
import {
  agentRefBody,
  driverAnswer,
  driverVehicleListAnswer,
  eventsByClientBody,
  orderEventListAnswer,
  orderListAnswer,
  orderPaymentAnswer,
  orderRefAnswer,
  orderRefBody,
  paymentBody,
  vehicleAnswer,
  vehicleTypeAnswer,
} from './order-extras.schemas.js';
import { OrderExtrasService, type SingleChild } from './order-extras.service.js';

const tags = ['Orders'];
/** Writes are ordering's; the enquiry screen reads too (docs/decisions.md, "Issue 9: the order's smaller calls"). */
const write = { rights: ['ORDERING'] as const };
const read = { rights: ['ORDERING', 'ORDERENQUIRY'] as const };
const wire = (name: string) => (row: object) => toWire(RESOURCES[name], row as never);

/** Agent references, events by client, payments, driver/vehicle history, orders by voucher, an order vehicle's single children. */
export async function orderExtrasRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  const extras = new OrderExtrasService(db, stores);

  app.post(
    `${API}/postOrderRef/`,
    {
      config: write,
      schema: callSchema({
        tags,
        summary: "Adds an agent's reference to an order of the selected branch (the same one twice is a 409); written in the order's history",
        body: orderRefBody,
        answer: orderRefAnswer,
        status: 201,
      }),
    },
    async (request, reply) => {
      const row = await extras.addAgentRef(request.body, principalOf(request));
      return reply.status(201).send(wire('orderRefs')(row));
    },
  );

  // The spec writes it with a trailing slash; the router answers both forms (app.ts).
  app.post(
    `${API}/getOrderByAgentRef/`,
    {
      config: read,
      schema: callSchema({
        tags,
        summary: 'The orders of the selected branch holding this agent reference (whole, ignoring case), newest first',
        body: agentRefBody,
        answer: orderListAnswer,
      }),
    },
    async (request) => {
      const { agentRef } = request.body;
      const rows = await extras.ordersByAgentRef(agentRef, principalOf(request));
      return halList('orders', rows.map(wire('orders')), request.url);
    },
  );

  app.post(
    `${API}/orderEventsByClient`,
    {
      config: read,
      schema: callSchema({
        tags,
        summary: 'The active events of the client and those of no client (clientId null: those alone), by code',
        body: eventsByClientBody,
        answer: orderEventListAnswer,
      }),
    },
    async (request) => {
      const { clientId } = request.body;
      return halList('orderEvents', (await extras.eventsByClient(clientId)).map(wire('orderEvents')), request.url);
    },
  );

  app.get(
    `${API}/getOrderDriverVehicles/:id`,
    {
      config: read,
      schema: callSchema({
        params: idParam(REFUSAL_NAMES.order),
        tags,
        summary: 'The driver and vehicle assignments of an order, newest first',
        answer: driverVehicleListAnswer,
      }),
    },
    async (request) => {
      const rows = await extras.driverVehicles(request.params.id, principalOf(request));
      return halList('orderDriverVehicles', rows.map(wire('orderDriverVehicles')), request.url);
    },
  );

  app.get(
    `${API}/getOrdersByVoucher/:id`,
    {
      config: { rights: ['ORDERING', 'ORDERENQUIRY', 'VOUCHER'] as const },
      schema: callSchema({
        params: idParam(REFUSAL_NAMES.voucher),
        tags,
        summary: "The orders of the selected branch with a vehicle carrying the voucher's number, newest first",
        answer: orderListAnswer,
      }),
    },
    async (request) => {
      const rows = await extras.ordersByVoucher(request.params.id, principalOf(request));
      return halList('orders', rows.map(wire('orders')), request.url);
    },
  );

  app.post(
    `${API}/createOrderPayment`,
    {
      config: write,
      schema: callSchema({
        tags,
        summary: "Records a payment received for an order (amount above 0.00); a void order takes none (409); written in the order's history",
        body: paymentBody,
        answer: orderPaymentAnswer,
        status: 201,
      }),
    },
    async (request, reply) => {
      const row = await extras.createPayment(request.body, principalOf(request));
      return reply.status(201).send(wire('orderPayments')(row));
    },
  );

  const single: { child: SingleChild; collection: string; answer: typeof driverAnswer }[] = [
    { child: 'driver', collection: 'drivers', answer: driverAnswer },
    { child: 'vehicle', collection: 'vehicles', answer: vehicleAnswer },
    { child: 'vehicleType', collection: 'vehicleTypes', answer: vehicleTypeAnswer },
  ];
  for (const { child, collection, answer } of single) {
    app.get(
      `${API}/orderVehicles/:id/${child}`,
      {
        config: read,
        schema: callSchema({ params: idParam(RESOURCES.orderVehicles.label), tags, summary: `The order vehicle's ${child}; 404 when it has none`, answer }),
      },
      async (request) => wire(collection)(await extras.singleChild(request.params.id, child, principalOf(request))),
    );
  }
}
