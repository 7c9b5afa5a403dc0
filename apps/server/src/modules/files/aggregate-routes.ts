import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { type ChildSpec, readAggregate, saveAggregate } from '../../engine/aggregate.js';
import { type Principal, principalOf } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { API, ifMatchVersion } from '../../engine/hal.js';
import { parseId, pathId } from '../../engine/ids.js';
import type { CollectionStore } from '../../engine/store.js';

/** The spec's names of the three calls of one record saved with its children. */
export interface AggregateCalls {
  create: string;
  update: string;
  get: string;
}

/** The spec's names of the two calls of a record saved with its children by one upsert call. */
export interface UpsertCalls {
  upsert: string;
  get: string;
}

/** Changes the body of a save before it is saved (inside its transaction). */
export type PrepareSave = (tx: Tx, id: number | undefined, body: Record<string, unknown>, principal: Principal) => Promise<Record<string, unknown>>;

const idOf = (store: CollectionStore, params: unknown) => pathId((params as { id: string }).id, store.def.label.en);

/** GET {get}/{id}: the record with its child lists. */
function getRoute(app: FastifyInstance, db: Db, store: CollectionStore, children: ChildSpec[], call: string, tags: string[]) {
  app.get(`${API}/${call}/:id`, { config: { rights: [store.def.rights.read] as const }, schema: { tags } }, async (request) =>
    db.transaction((tx) => readAggregate(tx, store, children, idOf(store, request.params), principalOf(request))),
  );
}

/** POST {create}, PUT {update}/{id} and GET {get}/{id} of a record with its child lists, each save in one transaction. */
export function aggregateRoutes(app: FastifyInstance, db: Db, store: CollectionStore, children: ChildSpec[], calls: AggregateCalls, tags = [store.def.label.en]) {
  const config = { rights: [store.def.rights.write] as const };
  const save = (body: unknown, principal: Principal, id?: number, wanted?: number) =>
    mapDbError(store.def, () => db.transaction((tx) => saveAggregate(tx, store, children, body, principal, id, wanted)));
  app.post(`${API}/${calls.create}`, { config, schema: { tags } }, async (request, reply) => reply.status(201).send(await save(request.body, principalOf(request))));
  app.put(`${API}/${calls.update}/:id`, { config, schema: { tags } }, async (request) =>
    save(request.body, principalOf(request), idOf(store, request.params), ifMatchVersion(request.headers['if-match'])),
  );
  getRoute(app, db, store, children, calls.get, tags);
}

/**
 * POST {upsert} (a body without id creates: 201; with an id updates: 200) and GET {get}/{id} of a
 * record with its child lists, each save in one transaction.
 */
export function upsertRoutes(app: FastifyInstance, db: Db, store: CollectionStore, children: ChildSpec[], calls: UpsertCalls, tags: string[], prepare?: PrepareSave) {
  getRoute(app, db, store, children, calls.get, tags);
  app.post(`${API}/${calls.upsert}`, { config: { rights: [store.def.rights.write] as const }, schema: { tags } }, async (request, reply) => {
    const principal = principalOf(request);
    const { id, ...rest } = (request.body ?? {}) as Record<string, unknown>;
    const existing = id === undefined || id === null ? undefined : parseId(id);
    const wanted = ifMatchVersion(request.headers['if-match']);
    const saved = await mapDbError(store.def, () =>
      db.transaction(async (tx) => saveAggregate(tx, store, children, prepare ? await prepare(tx, existing, rest, principal) : rest, principal, existing, wanted)),
    );
    return reply.status(existing === undefined ? 201 : 200).send(saved);
  });
}
