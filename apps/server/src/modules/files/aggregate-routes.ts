import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { type ChildSpec, readAggregate, saveAggregate } from '../../engine/aggregate.js';
import { type Principal, principalOf } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { API, ifMatchOf } from '../../engine/hal.js';
import { MAX_ID, parseId, pathId } from '../../engine/ids.js';
import { aggregateBodySchema, callDoc, ID_PARAMS } from '../../engine/openapi.js';
import type { CollectionStore } from '../../engine/store.js';
import { aggregateSchema } from '../../engine/wire-schemas.js';

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

const idOf = (store: CollectionStore, params: unknown) => pathId((params as { id: string }).id, store.def.label);
const childDocs = (children: ChildSpec[]) => children.map((c) => ({ name: c.store.def.name, foreignKey: c.foreignKey }));
const childNames = (children: ChildSpec[]) => children.map((c) => c.store.def.name).join(', ');
/** The answer of every call of a record with its child lists. */
const answerOf = (store: CollectionStore, children: ChildSpec[]) =>
  aggregateSchema(
    store.def,
    children.map((c) => c.store.def.name),
  );

/** GET {get}/{id}: the record with its child lists. */
function getRoute(app: FastifyInstance, db: Db, store: CollectionStore, children: ChildSpec[], call: string, tags: string[]) {
  const schema = {
    ...callDoc({ tags, summary: `${store.def.label.en} with its ${childNames(children)}`, answer: answerOf(store, children) }),
    params: ID_PARAMS,
  };
  app.get(`${API}/${call}/:id`, { config: { rights: [store.def.rights.read] as const }, schema }, async (request) =>
    db.transaction((tx) => readAggregate(tx, store, children, idOf(store, request.params), principalOf(request))),
  );
}

/** POST {create}, PUT {update}/{id} and GET {get}/{id} of a record with its child lists, each save in one transaction. */
export function aggregateRoutes(
  app: FastifyInstance,
  db: Db,
  store: CollectionStore,
  children: ChildSpec[],
  calls: AggregateCalls,
  tags = [store.def.label.en],
  prepare?: PrepareSave,
) {
  const config = { rights: [store.def.rights.write] as const };
  const save = (body: unknown, principal: Principal, id?: number, wanted?: number) =>
    mapDbError(store.def, () =>
      db.transaction(async (tx) =>
        saveAggregate(tx, store, children, prepare ? await prepare(tx, id, (body ?? {}) as Record<string, unknown>, principal) : body, principal, id, wanted),
      ),
    );
  const label = store.def.label.en;
  const answer = answerOf(store, children);
  const createDoc = callDoc({
    tags,
    summary: `New ${label} with its ${childNames(children)}`,
    body: aggregateBodySchema(store.def, childDocs(children), 'create'),
    answer,
    status: 201,
  });
  const updateDoc = callDoc({
    tags,
    summary: `Update a ${label}; a child list sent replaces the old rows`,
    body: aggregateBodySchema(store.def, childDocs(children), 'patch'),
    answer,
  });
  app.post(`${API}/${calls.create}`, { config, schema: createDoc }, async (request, reply) =>
    reply.status(201).send(await save(request.body, principalOf(request))),
  );
  app.put(`${API}/${calls.update}/:id`, { config: { ...config, ifMatch: true }, schema: { ...updateDoc, params: ID_PARAMS } }, async (request) =>
    save(request.body, principalOf(request), idOf(store, request.params), ifMatchOf(request)),
  );
  getRoute(app, db, store, children, calls.get, tags);
}

/**
 * POST {upsert} (a body without id creates: 201; with an id updates: 200) and GET {get}/{id} of a
 * record with its child lists, each save in one transaction.
 */
export function upsertRoutes(
  app: FastifyInstance,
  db: Db,
  store: CollectionStore,
  children: ChildSpec[],
  calls: UpsertCalls,
  tags: string[],
  prepare?: PrepareSave,
) {
  getRoute(app, db, store, children, calls.get, tags);
  const body = aggregateBodySchema(store.def, childDocs(children), 'patch');
  const id = {
    type: 'integer',
    minimum: 1,
    maximum: MAX_ID,
    description: `the ${store.def.label.en} updated; without it one is created (its required fields then needed)`,
  };
  const summary = `Create (no id: 201) or update (200) a ${store.def.label.en} with ${childNames(children)}`;
  const doc = callDoc({ tags, summary, body: { ...body, properties: { id, ...(body.properties as object) } }, answer: answerOf(store, children) });
  const schema = { ...doc, response: { 200: doc.response[200], 201: doc.response[200] } };
  app.post(`${API}/${calls.upsert}`, { config: { rights: [store.def.rights.write] as const, ifMatch: true }, schema }, async (request, reply) => {
    const principal = principalOf(request);
    const { id, ...rest } = (request.body ?? {}) as Record<string, unknown>;
    const existing = id === undefined || id === null ? undefined : parseId(id);
    const wanted = ifMatchOf(request);
    const saved = await mapDbError(store.def, () =>
      db.transaction(async (tx) =>
        saveAggregate(tx, store, children, prepare ? await prepare(tx, existing, rest, principal) : rest, principal, existing, wanted),
      ),
    );
    return reply.status(existing === undefined ? 201 : 200).send(saved);
  });
}
