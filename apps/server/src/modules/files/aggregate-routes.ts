import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ChildSpec, readAggregate, saveAggregate } from '../../engine/aggregate.js';
import { type Principal, principalOf } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { API, ifMatchVersion } from '../../engine/hal.js';
import { pathId } from '../../engine/ids.js';
import type { CollectionStore } from '../../engine/store.js';

/** The spec's names of the three calls of one record saved with its children. */
export interface AggregateCalls {
  create: string;
  update: string;
  get: string;
}

/** POST {create}, PUT {update}/{id} and GET {get}/{id} of a record with its child lists, each save in one transaction. */
export function aggregateRoutes(app: FastifyInstance, db: Db, store: CollectionStore, children: ChildSpec[], calls: AggregateCalls) {
  const config = { rights: [store.def.rights.write] as const };
  const tags = [store.def.label.en];
  const save = (body: unknown, principal: Principal, id?: number, wanted?: number) =>
    mapDbError(store.def, () => db.transaction((tx) => saveAggregate(tx, store, children, body, principal, id, wanted)));
  app.post(`${API}/${calls.create}`, { config, schema: { tags } }, async (request, reply) => reply.status(201).send(await save(request.body, principalOf(request))));
  app.put(`${API}/${calls.update}/:id`, { config, schema: { tags } }, async (request) =>
    save(request.body, principalOf(request), pathId((request.params as { id: string }).id, store.def.label.en), ifMatchVersion(request.headers['if-match'])),
  );
  app.get(`${API}/${calls.get}/:id`, { config: { rights: [store.def.rights.read] as const }, schema: { tags } }, async (request) =>
    db.transaction((tx) => readAggregate(tx, store, children, pathId((request.params as { id: string }).id, store.def.label.en), principalOf(request))),
  );
}
