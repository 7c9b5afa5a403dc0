import { readRights, type ResourceDef, RESOURCES, type ServerLanguage } from '@limo/domain';
import { and, type Column, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { type Principal, principalOf } from './auth.js';
import { mapDbError } from './db-errors.js';
import { API, etag, halListOrPage, halPage, ifMatchOf, toWire } from './hal.js';
import { pathId } from './ids.js';
import { withColumnRanges } from './column-ranges.js';
import { ID_PARAMS, itemSchema, listQuerySchema, listSpecQuerySchema, NO_CONTENT, pageSchema } from './openapi.js';
import { defListSpec, paginate, parseList, parseListQuery } from './query.js';
import { CollectionStore, type Row, type StoreOptions } from './store.js';
import { listSerializer } from './wire-serializer.js';

export { type CollectionHooks, parseBody } from './store.js';

export interface CollectionOptions extends StoreOptions {
  def: ResourceDef;
  /** Every collection's table by wire name: this one's and its children's. */
  tables: Record<string, PgTable>;
  /** Writes change rights or sessions (staff, user groups, modules, branches). */
  securityWrite?: boolean;
  /** What the user may see of a child collection (a vehicle type's links to the user's branches only). */
  childScope?: (child: string, principal: Principal) => SQL | undefined;
}

/** Registers list, item, create, patch, delete and child lists of one master-data collection. */
export function registerCollection(app: FastifyInstance, db: Db, opts: CollectionOptions): CollectionStore {
  const { def, tables } = opts;
  const table = tables[def.name];
  if (!table) throw new Error(`Collection ${def.name} has no table`);
  const store = new CollectionStore(def, table, opts);
  const base = `${API}/${def.name}`;
  const read = { rights: readRights(def) };
  const write = { rights: [def.rights.write] as const, securityWrite: opts.securityWrite };
  const tags = [def.label.en];
  const id = (params: unknown) => pathId((params as { id: string }).id, def.label);

  // The page is written by a serializer compiled from the definition (wire-serializer.ts), not JSON.stringify.
  const words = opts.listWords;
  const { serialize } = listSerializer(def, words?.fields);
  /** The wire records of listed rows, with the words of `words` when the collection has them. */
  const worded = async (rows: Row[], lang: ServerLanguage) =>
    words
      ? (await words.rows(db, rows, lang)).map((r) => ({ ...toWire(def, r), ...Object.fromEntries(words.fields.map((f) => [f, r[f] ?? null])) }))
      : rows.map((r) => toWire(def, r));
  // Documented with the ranges the server holds numbers to (the columns'), filters and bodies alike.
  const ranged = withColumnRanges(def, store.columns);
  const list = {
    config: read,
    schema: { tags, querystring: listQuerySchema(ranged), response: { 200: pageSchema(def) } },
    serializerCompiler: () => serialize,
  };
  app.get(base, list, async (request) => {
    const query = request.query as Record<string, unknown>;
    const q = parseListQuery(def, store.columns, opts.listQuery ? opts.listQuery(query) : query);
    const { rows, total } = await store.list(db, q, principalOf(request));
    return halPage(
      def.name,
      await worded(rows, request.lang),
      { size: q.size, totalElements: total, totalPages: Math.ceil(total / q.size), number: q.page },
      request.url,
    );
  });

  app.get(`${base}/:id`, { config: read, schema: { tags, params: ID_PARAMS, response: { 200: itemSchema(def) } } }, async (request, reply) => {
    const row = await store.findOne(db, id(request.params), principalOf(request));
    reply.header('ETag', etag(row.version));
    return toWire(def, row);
  });

  if (!def.readOnly) {
    app.post(base, { config: write, schema: { tags, body: itemSchema(ranged, 'create'), response: { 201: itemSchema(def) } } }, async (request, reply) => {
      const principal = principalOf(request);
      const row = await mapDbError(def, () => db.transaction((tx) => store.create(tx, request.body, principal)));
      reply.status(201).header('Location', `${base}/${row.id}`).header('ETag', etag(row.version));
      return toWire(def, row);
    });

    app.patch(
      `${base}/:id`,
      { config: { ...write, ifMatch: true }, schema: { tags, params: ID_PARAMS, body: itemSchema(ranged, 'patch'), response: { 200: itemSchema(def) } } },
      async (request, reply) => {
        const principal = principalOf(request);
        const wanted = ifMatchOf(request);
        const row = await mapDbError(def, () => db.transaction((tx) => store.update(tx, id(request.params), request.body, principal, wanted)));
        reply.header('ETag', etag(row.version));
        return toWire(def, row);
      },
    );

    app.delete(
      `${base}/:id`,
      { config: { ...write, ifMatch: true }, schema: { tags, params: ID_PARAMS, response: { 204: NO_CONTENT } } },
      async (request, reply) => {
        const principal = principalOf(request);
        const recordId = id(request.params);
        const wanted = ifMatchOf(request);
        await mapDbError(def, () => db.transaction((tx) => store.remove(tx, recordId, principal, wanted)), {
          deleting: async () => store.display(await store.findOne(db, recordId, principal)),
        });
        return reply.status(204).send();
      },
    );
  }

  for (const child of def.children ?? []) {
    const childDef = RESOURCES[child.name];
    const childTable = tables[child.name];
    if (!childDef || !childTable) throw new Error(`Collection ${def.name}: child ${child.name} has no definition or table`);
    const childColumns = getTableColumns(childTable) as Record<string, Column>;
    // A child list answers every row unless asked for a page; it takes the child's sort, filters and ?q=.
    const spec = defListSpec(childDef, childColumns, { paging: 'optional' });
    const childList = listSerializer(childDef).serialize;
    const childDoc = { tags, params: ID_PARAMS, querystring: listSpecQuerySchema(spec), response: { 200: pageSchema(childDef) } };
    app.get(`${base}/:id/${child.name}`, { config: read, schema: childDoc }, async (request, reply) => {
      const parentId = id(request.params);
      const principal = principalOf(request);
      await store.findOne(db, parentId, principal);
      const q = parseList(spec, request.query as Record<string, unknown>);
      const where = and(eq(childColumns[child.foreignKey], parentId), opts.childScope?.(child.name, principal), ...q.where);
      const rows = await paginate(
        db
          .select()
          .from(childTable)
          .where(where)
          .orderBy(...q.orderBy)
          .$dynamic(),
        q,
      );
      const total = q.paged ? (await db.select({ n: count() }).from(childTable).where(where))[0].n : rows.length;
      // Its own serializer sets no content type: JSON, as documented.
      reply.serializer(childList).type('application/json; charset=utf-8');
      return halListOrPage(
        child.name,
        rows.map((r) => toWire(childDef, opts.childRow ? opts.childRow(child.name, r as Row, request.lang) : (r as Row))),
        q,
        total,
        request.url,
      );
    });
  }
  return store;
}
