import { idListSchema, idSchema, RESOURCES } from '@limo/domain';
import { and, asc, count, eq, getTableColumns, inArray, like, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { readAggregate, saveAggregate } from '../../engine/aggregate.js';
import { type Principal, principalOf } from '../../engine/auth.js';
import { parseBody } from '../../engine/collection.js';
import { mapDbError } from '../../engine/db-errors.js';
import { badRequest } from '../../engine/errors.js';
import { API, halList, halListOrPage, ifMatchVersion, toWire } from '../../engine/hal.js';
import { pathId } from '../../engine/ids.js';
import { fieldFilter, paginate, parseList, startingWith } from '../../engine/query.js';
import type { CollectionStore } from '../../engine/store.js';
import { readParameters } from '../system/parameters.js';
import { handListSpec } from './lists.js';

const NODE = '/limo/node/api';
const tags = ['Clients'];
const CLIENT = { rights: ['CLIENT'] as const };
const copySchema = z.object({
  clientId: idSchema(),
  clientCode: z.string({ error: 'is required' }).trim().min(1, 'is required'),
  clientShortName: z.string().trim().optional(),
  clientNameEng: z.string().trim().optional(),
  clientNameChi: z.string().trim().nullish(),
});

/** Clients with contacts, discounts and invoice lines; client groups and type groups with members; the client pick-lists. */
export async function clientRoutes(app: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const clients = stores.clients;
  const children = [
    { store: stores.clientContacts, foreignKey: 'clientId' },
    { store: stores.clientDiscounts, foreignKey: 'clientId' },
    { store: stores.clientInvoiceMiscs, foreignKey: 'clientId' },
  ];
  const save = (body: unknown, principal: Principal, id?: number, wanted?: number) =>
    mapDbError(clients.def, () => db.transaction((tx) => saveAggregate(tx, clients, children, body, principal, id, wanted)));

  app.get(`${API}/getClient/:id`, { config: CLIENT, schema: { tags } }, async (request) =>
    db.transaction((tx) => readAggregate(tx, clients, children, pathId((request.params as { id: string }).id, clients.def.label.en), principalOf(request))),
  );
  app.post(`${API}/createClients`, { config: CLIENT, schema: { tags, summary: 'A client with clientContacts, clientDiscounts and clientInvoiceMiscs' } }, async (request, reply) =>
    reply.status(201).send(await save(request.body, principalOf(request))),
  );
  app.put(`${API}/updateClients/:id`, { config: CLIENT, schema: { tags, summary: 'Update a client; listed child rows replace the old ones' } }, async (request) =>
    save(request.body, principalOf(request), pathId((request.params as { id: string }).id, clients.def.label.en), ifMatchVersion(request.headers['if-match'])),
  );

  app.post(`${API}/copyClients`, { config: CLIENT, schema: { tags, summary: 'Copy a client with its contacts, discounts and invoice lines under a new code' } }, async (request, reply) => {
    const principal = principalOf(request);
    const input = parseBody(undefined, copySchema, request.body);
    const copy = await mapDbError(clients.def, () =>
      db.transaction(async (tx) => {
        const source = await readAggregate(tx, clients, children, input.clientId, principal);
        const strip = (r: Record<string, unknown>, drop: string[]) =>
          Object.fromEntries(Object.entries(r).filter(([k]) => !['id', 'version', 'createDt', 'createBy', 'lastUpdateDt', 'lastUpdateBy', '_links', ...drop].includes(k)));
        const body: Record<string, unknown> = {
          ...strip(source, children.map((c) => c.store.def.name)),
          clientCode: input.clientCode,
          ...(input.clientShortName ? { clientShortName: input.clientShortName } : {}),
          ...(input.clientNameEng ? { clientNameEng: input.clientNameEng } : {}),
          ...(input.clientNameChi !== undefined ? { clientNameChi: input.clientNameChi } : {}),
        };
        for (const c of children) body[c.store.def.name] = (source[c.store.def.name] as Record<string, unknown>[]).map((r) => strip(r, [c.foreignKey]));
        return saveAggregate(tx, clients, children, body, principal);
      }),
    );
    return reply.status(201).send(copy);
  });

  // Client groups and client type groups: the record and its member list in one save.
  const groupSave = (store: CollectionStore, memberKey: string, link: { table: typeof t.clientGroupClientMaps | typeof t.clientTypeGroupClientTypeMaps; group: string; member: string; memberTable: typeof t.clients | typeof t.clientTypes }) =>
    async (body: unknown, principal: Principal, id?: number, wanted?: number) => {
      const { [memberKey]: members, ...fields } = (body ?? {}) as Record<string, unknown>;
      const memberIds = members === undefined ? undefined : parseBody(undefined, z.object({ [memberKey]: idListSchema() }), { [memberKey]: members })[memberKey];
      return mapDbError(store.def, () =>
        db.transaction(async (tx) => {
          const row = id === undefined ? await store.create(tx, fields, principal) : await store.update(tx, id, fields, principal, wanted);
          const cols = link.table as unknown as Record<string, never>;
          if (memberIds) {
            const found = await tx.select({ id: link.memberTable.id }).from(link.memberTable).where(inArray(link.memberTable.id, memberIds.length ? memberIds : [0]));
            const missing = memberIds.filter((m) => !found.some((f) => f.id === m));
            if (missing.length) throw badRequest(`${memberKey}: there is no record with id ${missing.join(', ')}`);
            await tx.delete(link.table).where(eq(cols[link.group], row.id));
            if (memberIds.length)
              await tx.insert(link.table).values([...new Set(memberIds)].map((m) => ({ [link.group]: row.id, [link.member]: m, createBy: principal.username, lastUpdateBy: principal.username })) as never);
          }
          const current = await tx.select({ id: cols[link.member] }).from(link.table).where(eq(cols[link.group], row.id));
          return { ...toWire(store.def, row), [memberKey]: current.map((c) => c.id as number) };
        }),
      );
    };
  const clientGroupSave = groupSave(stores.clientGroups, 'clients', { table: t.clientGroupClientMaps, group: 'clientGroupId', member: 'clientId', memberTable: t.clients });
  const typeGroupSave = groupSave(stores.clientTypeGroups, 'clientTypes', { table: t.clientTypeGroupClientTypeMaps, group: 'clientTypeGroupId', member: 'clientTypeId', memberTable: t.clientTypes });
  const routeOf = (right: 'CLIENTGROUP' | 'CLIENTTYPEGROUP') => ({ config: { rights: [right] as const }, schema: { tags } });
  app.post(`${API}/createClientGroups`, routeOf('CLIENTGROUP'), async (request, reply) => reply.status(201).send(await clientGroupSave(request.body, principalOf(request))));
  app.put(`${API}/updateClientGroups/:id`, routeOf('CLIENTGROUP'), async (request) =>
    clientGroupSave(request.body, principalOf(request), pathId((request.params as { id: string }).id, stores.clientGroups.def.label.en), ifMatchVersion(request.headers['if-match'])),
  );
  app.post(`${API}/createClientTypeGroups`, routeOf('CLIENTTYPEGROUP'), async (request, reply) => reply.status(201).send(await typeGroupSave(request.body, principalOf(request))));
  app.put(`${API}/updateClientTypeGroups/:id`, routeOf('CLIENTTYPEGROUP'), async (request) =>
    typeGroupSave(request.body, principalOf(request), pathId((request.params as { id: string }).id, stores.clientTypeGroups.def.label.en), ifMatchVersion(request.headers['if-match'])),
  );

  app.get(`${API}/clientGroups/:id/clients`, routeOf('CLIENTGROUP'), async (request) => {
    const id = pathId((request.params as { id: string }).id, stores.clientGroups.def.label.en);
    await stores.clientGroups.findOne(db, id, principalOf(request));
    const rows = await db
      .select({ c: t.clients })
      .from(t.clients)
      .innerJoin(t.clientGroupClientMaps, and(eq(t.clientGroupClientMaps.clientId, t.clients.id), eq(t.clientGroupClientMaps.clientGroupId, id)))
      .orderBy(asc(t.clients.clientCode));
    return halList('clients', rows.map((r) => toWire(RESOURCES.clients, r.c as never)), request.url);
  });
  app.get(`${API}/clientTypeGroups/:id/clientTypes`, routeOf('CLIENTTYPEGROUP'), async (request) => {
    const id = pathId((request.params as { id: string }).id, stores.clientTypeGroups.def.label.en);
    await stores.clientTypeGroups.findOne(db, id, principalOf(request));
    const rows = await db
      .select({ c: t.clientTypes })
      .from(t.clientTypes)
      .innerJoin(t.clientTypeGroupClientTypeMaps, and(eq(t.clientTypeGroupClientTypeMaps.clientTypeId, t.clientTypes.id), eq(t.clientTypeGroupClientTypeMaps.clientTypeGroupId, id)))
      .orderBy(asc(t.clientTypes.clientTypeCode));
    return halList('clientTypes', rows.map((r) => toWire(RESOURCES.clientTypes, r.c as never)), request.url);
  });

  // Contacts with their client; contractorFlag=1 keeps the vendors' (client code starting with the vendor prefix).
  app.get(`${API}/clientContactMaps`, { config: { rights: ['CLIENT', 'ORDERING', 'SCHEDULING'] }, schema: { tags, summary: 'Client contacts with client code and name (?contractorFlag=1, ?clientId=, ?sort=, ?page=&size=)' } }, async (request) => {
    const { vendorPrefix } = await readParameters(db);
    const q = parseList(contactMapsSpec, request.query as Record<string, unknown>);
    const contractor = q.filters.contractorFlag;
    const vendorLike = sql`${t.clients.clientCode} like ${startingWith(vendorPrefix)}`;
    const isVendor = sql<number>`case when ${vendorLike} then 1 else 0 end`;
    const where = and(contractor === undefined ? undefined : contractor ? vendorLike : sql`not (${vendorLike})`, ...q.where);
    const rows = await paginate(
      db
        .select({ contact: t.clientContacts, clientCode: t.clients.clientCode, clientNameEng: t.clients.clientNameEng, contractorFlag: isVendor })
        .from(t.clientContacts)
        .innerJoin(t.clients, eq(t.clients.id, t.clientContacts.clientId))
        .where(where)
        .orderBy(...q.orderBy)
        .$dynamic(),
      q,
    );
    const total = q.paged ? await countOf(db.select({ n: count() }).from(t.clientContacts).innerJoin(t.clients, eq(t.clients.id, t.clientContacts.clientId)).where(where)) : rows.length;
    const items = rows.map((r) => ({ ...toWire(RESOURCES.clientContacts, r.contact as never), clientCode: r.clientCode, clientNameEng: r.clientNameEng, contractorFlag: Number(r.contractorFlag) }));
    return halListOrPage('clientContactMaps', items, q, total, request.url);
  });

  // The client pick-list: active clients, not of the excluded type; ?vendor=1 gives the vendors by English name.
  app.get(`${NODE}/clients`, { config: { rights: ['CLIENT', 'ORDERING', 'SCHEDULING', 'VOUCHER', 'ORDERINVOICE', 'INVOICING'] }, schema: { tags, summary: 'Client pick-list (?q=, ?vendor=1, ?sort=, ?page=&size=)' } }, async (request) => {
    const { vendorPrefix, excludedClientTypeId } = await readParameters(db);
    const q = parseList(pickSpec, request.query as Record<string, unknown>);
    const vendor = q.filters.vendor === 1;
    const where = and(
      eq(t.clients.recordStatus, 'A'),
      vendor ? like(t.clients.clientCode, startingWith(vendorPrefix)) : excludedClientTypeId !== undefined ? ne(t.clients.clientTypeId, excludedClientTypeId) : undefined,
      ...q.where,
    );
    const orderBy = q.sorted || !vendor ? q.orderBy : [asc(t.clients.clientNameEng), asc(t.clients.id)];
    const rows = await paginate(db.select().from(t.clients).where(where).orderBy(...orderBy).$dynamic(), q);
    const total = q.paged ? await countOf(db.select({ n: count() }).from(t.clients).where(where)) : rows.length;
    return halListOrPage('clients', rows.map((r) => toWire(RESOURCES.clients, r as never)), q, total, request.url);
  });

  app.get(`${NODE}/enqClients`, { config: { rights: ['CLIENT', 'ORDERING', 'ORDERENQUIRY'] }, schema: { tags, summary: 'Client enquiry with type and groups (?q=, ?clientTypeId=, ?clientGroupId=, ?recordStatus=, ?vendor=1, ?sort=, ?page=, ?size=)' } }, async (request) => {
    const { vendorPrefix } = await readParameters(db);
    const q = parseList(enqSpec, request.query as Record<string, unknown>);
    const groupId = q.filters.clientGroupId;
    const where = and(
      ...q.where,
      groupId === undefined ? undefined : inArray(t.clients.id, db.select({ id: t.clientGroupClientMaps.clientId }).from(t.clientGroupClientMaps).where(eq(t.clientGroupClientMaps.clientGroupId, Number(groupId)))),
      q.filters.vendor === 1 ? like(t.clients.clientCode, startingWith(vendorPrefix)) : undefined,
    );
    // The outer table by its name: in this joined select drizzle would qualify an interpolated column twice ("clients"."clients"."id").
    const groupsOf = sql<string>`coalesce((select string_agg(g.client_group_code, ', ' order by g.client_group_code) from client_group_client_maps m join client_groups g on g.id = m.client_group_id where m.client_id = clients.id), '')`;
    const [rows, total] = await Promise.all([
      paginate(
        db
          .select({ c: t.clients, clientTypeCode: t.clientTypes.clientTypeCode, clientGroups: groupsOf })
          .from(t.clients)
          .innerJoin(t.clientTypes, eq(t.clientTypes.id, t.clients.clientTypeId))
          .where(where)
          .orderBy(...q.orderBy)
          .$dynamic(),
        q,
      ),
      countOf(db.select({ n: count() }).from(t.clients).where(where)),
    ]);
    const items = rows.map((r) => ({ ...toWire(RESOURCES.clients, r.c as never), clientTypeCode: r.clientTypeCode, clientGroups: r.clientGroups }));
    return halListOrPage('clients', items, q, total, request.url);
  });
}

const flag = { kind: 'flag' } as const;
const search = [t.clients.clientCode, t.clients.clientShortName, t.clients.clientNameEng, t.clients.clientNameChi];
const pickSpec = handListSpec(RESOURCES.clients, t.clients, { filters: { vendor: flag }, search });
const enqSpec = handListSpec(RESOURCES.clients, t.clients, {
  filters: {
    clientTypeId: fieldFilter(RESOURCES.clients, getTableColumns(t.clients), 'clientTypeId'),
    clientGroupId: { kind: 'id' },
    recordStatus: fieldFilter(RESOURCES.clients, getTableColumns(t.clients), 'recordStatus'),
    vendor: flag,
  },
  search,
  paging: 'always',
});
// Contacts by name ignoring case, as the vendor list shows them.
const contactMapsSpec = handListSpec(RESOURCES.clientContacts, t.clientContacts, {
  filters: { contractorFlag: flag, clientId: { kind: 'id', column: t.clientContacts.clientId } },
  defaultSort: [sql`lower(${t.clientContacts.contactName})`],
});
const countOf = async (select: Promise<{ n: number }[]>) => Number((await select)[0].n);
