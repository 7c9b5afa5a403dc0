import { bodySchema, describeIssues, type ResourceDef, RESOURCES } from '@limo/domain';
import { and, count, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import { type Principal, principalOf } from './auth.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from './errors.js';
import { API, etag, halList, halPage, ifMatchVersion, toWire } from './hal.js';
import { itemSchema, listQuerySchema, pageSchema } from './openapi.js';
import { mapDbError } from './db-errors.js';
import { allOf, parseListQuery } from './query.js';

type Row = Record<string, unknown> & { id: number; version: number };

/** What a domain module may add around the generic writes; runs inside the write's transaction. */
export interface CollectionHooks {
  afterCreate?(tx: Tx, row: Row, principal: Principal): Promise<void>;
  afterUpdate?(tx: Tx, before: Row, after: Row, principal: Principal): Promise<void>;
  /** Removes rows that belong to the record alone (its links), before the delete. */
  beforeDelete?(tx: Tx, row: Row, principal: Principal): Promise<void>;
}

export interface CollectionOptions {
  def: ResourceDef;
  /** Every collection's table by wire name: this one's and its children's. */
  tables: Record<string, PgTable>;
  hooks?: CollectionHooks;
  /** Writes change rights or sessions (staff, user groups, modules, branches). */
  securityWrite?: boolean;
}

export const idParam = (raw: unknown, what = 'id'): number => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw badRequest(`${what} must be a positive whole number`, undefined, [{ field: what, value: raw }]);
  return id;
};

/** Validates a body against a schema, or answers 400 naming every broken field. */
export function parseBody<T>(def: ResourceDef | undefined, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: never[] } } }, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = describeIssues(def, result.error.issues, body);
  throw badRequest(
    problems[0]?.message ?? 'The request is not valid',
    problems.map((p) => p.message),
    problems.map((p) => ({ field: p.field, value: p.value })),
  );
}

/** Registers list, item, create, patch, delete and child lists of one master-data collection. */
export function registerCollection(app: FastifyInstance, db: Db, opts: CollectionOptions) {
  const { def, tables, hooks = {} } = opts;
  const table = tables[def.name];
  if (!table) throw new Error(`Collection ${def.name} has no table`);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const base = `${API}/${def.name}`;
  const read = { rights: [def.rights.read] as const };
  const write = { rights: [def.rights.write] as const, securityWrite: opts.securityWrite };
  const createSchema = bodySchema(def, 'create');
  const patchSchema = bodySchema(def, 'patch');
  const tags = [def.label.en];

  const scope = (principal: Principal): SQL | undefined =>
    def.branchScoped ? eq(columns.branchId, principal.selectedBranchId) : undefined;

  async function findOne(executor: Db | Tx, id: number, principal: Principal): Promise<Row> {
    const rows = await executor.select().from(table).where(allOf([eq(columns.id, id), scope(principal)])).limit(1);
    if (!rows[0]) throw notFound(`${def.label.en} ${id} not found`);
    return rows[0] as Row;
  }

  const display = (row: Row) => {
    const key = def.fields.find((f) => f.unique)?.name;
    return key ? `${def.label.en} ${String(row[key])}` : `${def.label.en} ${row.id}`;
  };

  async function checkUnique(executor: Db | Tx, values: Record<string, unknown>, principal: Principal, selfId?: number) {
    for (const field of def.fields.filter((f) => f.unique)) {
      const value = values[field.name];
      if (value === undefined || value === null) continue;
      const rows = await executor
        .select({ id: columns.id })
        .from(table)
        .where(
          allOf([
            sql`lower(${columns[field.name]}) = lower(${String(value)})`,
            def.branchScoped ? eq(columns.branchId, (values.branchId as number) ?? principal.selectedBranchId) : undefined,
            selfId ? ne(columns.id, selfId) : undefined,
          ]),
        )
        .limit(1);
      if (rows[0]) {
        const where = def.branchScoped ? ' in this branch' : '';
        throw new HttpError(409, `${field.label.en} ${String(value)} already exists${where}`, undefined, [{ field: field.name, value }]);
      }
    }
  }

  function checkBranch(values: Record<string, unknown>, principal: Principal) {
    if (!def.branchScoped) return;
    if (values.branchId === undefined || values.branchId === null) values.branchId = principal.selectedBranchId;
    else if (values.branchId !== principal.selectedBranchId) {
      throw forbidden(`You are working in branch ${principal.selectedBranchId}: a ${def.label.en} of branch ${String(values.branchId)} cannot be saved here`);
    }
  }

  const audit = (principal: Principal) => ({ lastUpdateBy: principal.username, lastUpdateDt: new Date() });

  app.get(base, { config: read, schema: { tags, querystring: listQuerySchema(def), response: { 200: pageSchema(def) } } }, async (request) => {
    const principal = principalOf(request);
    const q = parseListQuery(def, columns, request.query as Record<string, unknown>);
    const where = allOf([scope(principal), ...q.where]);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(table).where(where).orderBy(...q.orderBy).limit(q.size).offset(q.page * q.size),
      db.select({ total: count() }).from(table).where(where),
    ]);
    return halPage(
      def.name,
      rows.map((r) => toWire(def, r as Row)),
      { size: q.size, totalElements: Number(total), totalPages: Math.ceil(Number(total) / q.size), number: q.page },
      request.url,
    );
  });

  app.get(`${base}/:id`, { config: read, schema: { tags, response: { 200: itemSchema(def) } } }, async (request, reply) => {
    const row = await findOne(db, idParam((request.params as { id: string }).id), principalOf(request));
    reply.header('ETag', etag(row.version));
    return toWire(def, row);
  });

  if (!def.readOnly) {
    app.post(base, { config: write, schema: { tags, body: itemSchema(def, 'create'), response: { 201: itemSchema(def) } } }, async (request, reply) => {
      const principal = principalOf(request);
      const values = parseBody<Record<string, unknown>>(def, createSchema as never, request.body);
      checkBranch(values, principal);
      const row = await mapDbError(def, () =>
        db.transaction(async (tx) => {
          await checkUnique(tx, values, principal);
          const [created] = (await tx
            .insert(table)
            .values({ ...values, createBy: principal.username, ...audit(principal) } as never)
            .returning()) as Row[];
          await hooks.afterCreate?.(tx, created, principal);
          return created;
        }),
      );
      reply.status(201).header('Location', `${base}/${row.id}`).header('ETag', etag(row.version));
      return toWire(def, row);
    });

    const update = async (request: FastifyRequest, reply: FastifyReply) => {
      const principal = principalOf(request);
      const id = idParam((request.params as { id: string }).id);
      const values = parseBody<Record<string, unknown>>(def, patchSchema as never, request.body);
      if (def.branchScoped && values.branchId !== undefined && values.branchId !== principal.selectedBranchId) {
        throw forbidden(`A ${def.label.en} cannot be moved to another branch`);
      }
      const wanted = ifMatchVersion(request.headers['if-match']);
      const row = await mapDbError(def, () =>
        db.transaction(async (tx) => {
          const before = await findOne(tx, id, principal);
          if (wanted !== undefined && wanted !== before.version) throw staleVersion(def, before);
          await checkUnique(tx, { branchId: before.branchId, ...values }, principal, id);
          const [after] = (await tx
            .update(table)
            .set({ ...values, ...audit(principal), version: before.version + 1 } as never)
            .where(and(eq(columns.id, id), eq(columns.version, before.version)))
            .returning()) as Row[];
          if (!after) throw staleVersion(def, before);
          await hooks.afterUpdate?.(tx, before, after, principal);
          return after;
        }),
      );
      reply.header('ETag', etag(row.version));
      return toWire(def, row);
    };
    app.patch(`${base}/:id`, { config: write, schema: { tags, body: itemSchema(def, 'patch'), response: { 200: itemSchema(def) } } }, update);

    app.delete(`${base}/:id`, { config: write, schema: { tags } }, async (request, reply) => {
      const principal = principalOf(request);
      const id = idParam((request.params as { id: string }).id);
      const wanted = ifMatchVersion(request.headers['if-match']);
      await mapDbError(
        def,
        () =>
          db.transaction(async (tx) => {
            const row = await findOne(tx, id, principal);
            if (wanted !== undefined && wanted !== row.version) throw staleVersion(def, row);
            await hooks.beforeDelete?.(tx, row, principal);
            await tx.delete(table).where(eq(columns.id, id));
          }),
        { deleting: async () => display(await findOne(db, id, principal)) },
      );
      return reply.status(204).send();
    });
  }

  for (const child of def.children ?? []) {
    const childDef = RESOURCES[child.name];
    const childTable = tables[child.name];
    if (!childDef || !childTable) throw new Error(`Collection ${def.name}: child ${child.name} has no definition or table`);
    const childColumns = getTableColumns(childTable) as Record<string, PgColumn>;
    app.get(`${base}/:id/${child.name}`, { config: read, schema: { tags } }, async (request) => {
      const principal = principalOf(request);
      const id = idParam((request.params as { id: string }).id);
      await findOne(db, id, principal);
      const q = parseListQuery(childDef, childColumns, { sort: (request.query as { sort?: unknown }).sort });
      const rows = await db.select().from(childTable).where(eq(childColumns[child.foreignKey], id)).orderBy(...q.orderBy);
      return halList(child.name, rows.map((r) => toWire(childDef, r as Row)), request.url);
    });
  }
}

function staleVersion(def: ResourceDef, row: Row) {
  return new HttpError(412, `${def.label.en} ${row.id} was changed by someone else (now version ${row.version}): reload it and try again`);
}
