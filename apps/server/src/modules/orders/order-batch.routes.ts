import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import type { Events } from '../../engine/events.js';
import { API } from '../../engine/hal.js';
import { ERROR_SCHEMA } from '../../engine/openapi-errors.js';
import { callDoc, zodDoc } from '../../engine/openapi.js';
import { callSchema, idParam, refusedWithPaths, typed } from '../../engine/route-schema.js';
import { OrderImportMappings } from './order-batch-mappings.js';
import { batchAnswer, batchBody, mappingAnswer, mappingBody } from './order-batch.schemas.js';
import { OrderBatchService } from './order-batch.service.js';

const tags = ['Orders'];
const config = { rights: ['ORDERING'] as const };
/** 2,000 createOrder bodies of a few hundred bytes each, with room for passengers and remarks. */
const BATCH_BODY_LIMIT = 16 * 1024 * 1024;
const clientIdParam = idParam(REFUSAL_NAMES.client, 'clientId');

/** Batch create from a client's spreadsheet (issue 15, docs/order-operations.md): the batch call and the remembered column mappings. */
export async function orderBatchRoutes(app: FastifyInstance, { db, events }: { db: Db; events: Events }) {
  const batches = new OrderBatchService(db, events);
  const mappings = new OrderImportMappings(db);

  const documented = callDoc({
    tags,
    summary:
      'Creates up to 2,000 orders in one transaction, all or nothing: each priced and checked as createOrder does; a dry run (200) saves nothing; any row with a problem refuses the batch (400, the same rows with their errors); an Idempotency-Key retry within 24 hours answers the first batch',
    body: batchBody,
    answer: batchAnswer,
    status: 201,
  });
  app.post(
    `${API}/createOrderBatch`,
    {
      config,
      bodyLimit: BATCH_BODY_LIMIT,
      // A 400 is either a refused body (the Error shape) or the rows with their problems (the answer's shape).
      schema: {
        ...documented,
        response: {
          200: zodDoc(batchAnswer, 'output'),
          201: zodDoc(batchAnswer, 'output'),
          400: {
            description: 'A body that is not a batch, or the rows with their problems: nothing created',
            anyOf: [ERROR_SCHEMA, zodDoc(batchAnswer, 'output')],
          },
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const outcome = await batches.run(request.body, principalOf(request), Array.isArray(key) ? key[0] : key, request.log);
      if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
      // The 400 has the answer's shape (the rows with their errors); the document lists the successes.
      return reply.status(outcome.status as 201).send(outcome.answer);
    },
  );

  const mappingRoutes = typed(app);
  mappingRoutes.get(
    `${API}/orderImportMappings/:clientId`,
    {
      config,
      schema: callSchema({
        params: clientIdParam,
        tags,
        summary: "The client's remembered spreadsheet column mapping (404 when it has none yet)",
        answer: mappingAnswer,
      }),
    },
    async (request) => mappings.get(request.params.clientId),
  );

  mappingRoutes.put(
    `${API}/orderImportMappings/:clientId`,
    {
      config,
      schema: callSchema({
        params: clientIdParam,
        tags,
        summary: "Remembers the client's spreadsheet column mapping {sheet column header: order field} for its next import (replacing the last)",
        body: refusedWithPaths(mappingBody),
        answer: mappingAnswer,
      }),
    },
    async (request) => {
      return mappings.put(request.params.clientId, request.body.mapping, principalOf(request));
    },
  );
}
