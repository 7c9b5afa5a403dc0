import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import type { Events } from '../../engine/events.js';
import { API } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { parseWithPaths } from '../orders/order-parse.js';
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
import { idParam, typed } from '../../engine/route-schema.js';

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
      schema: callDoc({
        tags,
        summary: 'The orders a batch void of the period would take (pending and active, of the branch), each with whether it may be voided and why not',
        body: genBatchVoidBody,
        answer: genBatchVoidAnswer,
      }),
    },
    async (request) => voids.preview(parseWithPaths(genBatchVoidBody, request.body), principalOf(request)),
  );

  app.post(
    `${NODE}/voidOrderBatch`,
    {
      config: batchVoid,
      schema: callDoc({
        tags,
        summary:
          'Voids the orders with the cancel reason in one transaction, each with its history; any order not voidable is a 409 naming them (orderIds), nothing voided',
        body: voidOrderBatchBody,
        answer: voidOrderBatchAnswer,
      }),
    },
    async (request) => {
      const { orderIds, cancelReasonId } = parseWithPaths(voidOrderBatchBody, request.body);
      return voids.void(orderIds, cancelReasonId, principalOf(request), request.log);
    },
  );

  const recalcDoc = (summary: string, body: Parameters<typeof callDoc>[0]['body']) => callDoc({ tags, summary, body, answer: recalcAnswer });

  app.post(
    `${API}/recalcOrders`,
    {
      config: recalc,
      schema: recalcDoc(
        "Each order vehicle of the period beside the engine's price today (manual fares skipped, C and V orders left out); with apply, re-prices the rows as updateOrderTariff does; every call is kept as a recalcs run",
        recalcOrdersBody,
      ),
    },
    async (request) => recalcs.run(parseWithPaths(recalcOrdersBody, request.body), principalOf(request), request.log),
  );

  app.post(
    `${API}/createRecalcs`,
    {
      config: recalc,
      schema: recalcDoc('A recalculation run that applies nothing (recalcOrders with apply false): kept for updateRecalcs to apply', createRecalcsBody),
    },
    async (request) => recalcs.run({ ...parseWithPaths(createRecalcsBody, request.body), apply: false }, principalOf(request), request.log),
  );

  app.put(
    `${API}/updateRecalcs/:id`,
    {
      config: recalc,
      schema: {
        ...recalcDoc(
          "Applies a stored run's rows (all not skipped, or orderVehicleIds) at today's prices and marks it applied; a run applied already is a 409",
          updateRecalcsBody,
        ),
        params: idParam(REFUSAL_NAMES.recalculation),
      },
    },
    async (request) => {
      const id = request.params.id;
      const { orderVehicleIds } = parseWithPaths(updateRecalcsBody, request.body ?? {});
      return recalcs.apply(id, orderVehicleIds, principalOf(request), request.log);
    },
  );
}
