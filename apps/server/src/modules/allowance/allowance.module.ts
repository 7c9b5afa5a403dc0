import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CollectionStore } from '../../engine/store.js';
import { allowanceRoutes } from './allowance.routes.js';
import { otReportRoutes } from './ot-report.routes.js';
import { otherRoutes } from './others.routes.js';
import { rateCardRoutes } from './rate-card.routes.js';

/** The drivers' allowance (issue 16, docs/allowance.md): rate card, other items, the month and its close, the overtime report. */
export async function allowanceModule(app: FastifyInstance, opts: { db: Db; stores: Record<string, CollectionStore> }) {
  await rateCardRoutes(app, opts);
  await otherRoutes(app, opts);
  await allowanceRoutes(app, opts);
  await otReportRoutes(app, opts);
}
