import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API, halList, halListOrPage } from '../../engine/hal.js';
import { parseId } from '../../engine/ids.js';
import { callDoc } from '../../engine/openapi.js';
import type { CollectionStore } from '../../engine/store.js';
import { upsertRoutes } from './aggregate-routes.js';
import { driverAuthsAnswer, driverPasswordSchema, driverPickAnswer } from './drivers.schemas.js';
import { driverAuthList, driverChildren, driverPickList, driverPickSpec, resetDriverPassword } from './drivers.service.js';
import { callSchema, typed } from '../../engine/route-schema.js';

const NODE = '/limo/node/api';
const tags = ['Drivers'];

/** Drivers with licences, languages and contacts in one save; app passwords; the driver pick-list. The rules are in drivers.service.ts. */
export async function driverRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  upsertRoutes(app, db, stores.drivers, driverChildren(stores), { upsert: 'upsertDriver', get: 'getDriver' }, tags);

  app.post(
    `${API}/driverResetPassword`,
    {
      config: { rights: ['DRIVERAUTH'] },
      schema: callDoc({ tags, summary: 'Set the app password of a driver of the selected branch', body: driverPasswordSchema, answer: null }),
    },
    async (request, reply) => {
      const { driverId, newPassword } = (request.body ?? {}) as Record<string, unknown>;
      await resetDriverPassword(db, parseId(driverId, 'driverId'), newPassword, principalOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    `${NODE}/drivers`,
    {
      config: { rights: ['DRIVER', 'ORDERING', 'SCHEDULING', 'DRIVERROSTER', 'DRIVERJOB', 'DRIVERALLOWANCE'] },
      schema: callSchema({ tags, summary: 'Active drivers of the selected branch, by English name', query: driverPickSpec, answer: driverPickAnswer }),
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await driverPickList(db, q, principalOf(request));
      return halListOrPage('drivers', items, q, total, request.url);
    },
  );

  app.get(
    `${NODE}/driverAuths`,
    {
      config: { rights: ['DRIVERAUTH'] },
      schema: callDoc({ tags, summary: 'Driver app logins of the selected branch, with driver number and name', answer: driverAuthsAnswer }),
    },
    async (request) => halList('driverAuths', await driverAuthList(db, principalOf(request)), request.url),
  );
}
