import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import type { Events } from '../../engine/events.js';
import { API } from '../../engine/hal.js';
import { BatchVoidService } from './batch-void.service.js';
import {
  createRecalcsBody,
  genBatchVoidAnswer,
  genBatchVoidBody,
  recalcAnswer,
  recalcOrdersBody,
  updateRecalcsBody,
  voidOrderBatchAnswer,
  voidOrderBatchBody,
} from './order-ops.schemas.js';
import { RecalcService } from './recalc.service.js';
import { bodyOrEmpty, type CallSchema, callSchema, idParam, refusedWithPaths, typed } from '../../engine/route-schema.js';

const NODE = '/limo/node/api';
const tags = ['Orders'];
const batchVoid = { rights: ['BATCHVOID'] as const };
const recalc = { rights: ['RECALCORDER'] as const };

/** Batch void and recalculation (issue 15, docs/order-operations.md). */
export async function orderOpsRoutes(base: FastifyInstance, { db, events }: { db: Db; events: Events }) {
  const app = typed(base);
  const voids = new BatchVoidService(db, events);
  const recalcs = new RecalcService(db, events);

  app.post(
    `${NODE}/genBatchVoidOrder`,
    {
      config: batchVoid,
      schema: callSchema({
        tags,
        summary: 'The orders a batch void of the period would take (pending and active, of the branch), each with whether it may be voided and why not',
        body: refusedWithPaths(genBatchVoidBody),
        answer: genBatchVoidAnswer,
      }),
    },
    async (request) => voids.preview(request.body, principalOf(request)),
  );

  app.post(
    `${NODE}/voidOrderBatch`,
    {
      config: batchVoid,
      schema: callSchema({
        tags,
        summary:
          'Voids the orders with the cancel reason in one transaction, each with its history; any order not voidable is a 409 naming them (orderIds), nothing voided',
        body: refusedWithPaths(voidOrderBatchBody),
        answer: voidOrderBatchAnswer,
      }),
    },
    async (request) => {
      const { orderIds, cancelReasonId } = request.body;
      return voids.void(orderIds, cancelReasonId, principalOf(request), request.log);
    },
  );

  const recalcDoc = <B extends CallSchema['body']>(summary: string, body: B) => callSchema({ tags, summary, body, answer: recalcAnswer });

  app.post(
    `${API}/recalcOrders`,
    {
      config: recalc,
      schema: recalcDoc(
        "Each order vehicle of the period beside the engine's price today (manual fares skipped, C and V orders left out); with apply, re-prices the rows as updateOrderTariff does; every call is kept as a recalcs run",
        refusedWithPaths(recalcOrdersBody),
      ),
    },
    async (request) => recalcs.run(request.body, principalOf(request), request.log),
  );

  app.post(
    `${API}/createRecalcs`,
    {
      config: recalc,
      schema: recalcDoc(
        'A recalculation run that applies nothing (recalcOrders with apply false): kept for updateRecalcs to apply',
        refusedWithPaths(createRecalcsBody),
      ),
    },
    async (request) => recalcs.run({ ...request.body, apply: false }, principalOf(request), request.log),
  );

  app.put(
    `${API}/updateRecalcs/:id`,
    {
      config: recalc,
      schema: callSchema({
        tags,
        summary: "Applies a stored run's rows (all not skipped, or orderVehicleIds) at today's prices and marks it applied; a run applied already is a 409",
        params: idParam(REFUSAL_NAMES.recalculation),
        body: bodyOrEmpty(refusedWithPaths(updateRecalcsBody)),
        answer: recalcAnswer,
      }),
    },
    async (request) => {
      const id = request.params.id;
      const { orderVehicleIds } = request.body;
      return recalcs.apply(id, orderVehicleIds, principalOf(request), request.log);
    },
  );
}
