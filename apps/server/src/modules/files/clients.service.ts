import { RESOURCES, srvText } from '@limo/domain';
import { and, asc, count, eq, getTableColumns, inArray, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { type ChildSpec, readAggregate, saveAggregate } from '../../engine/aggregate.js';
import type { Principal } from '../../engine/auth.js';
import { parseBody } from '../../engine/collection.js';
import { mapDbError } from '../../engine/db-errors.js';
import { badRequest } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import { fieldFilter, type ListQuery, paginate, startingWith } from '../../engine/query.js';
import type { CollectionStore } from '../../engine/store.js';
import { readParameters } from '../system/parameters.service.js';
import { type CopyClient, memberIdsSchema } from './clients.schemas.js';
import { handListSpec } from './hand-list-spec.js';

/** A client's child lists, saved and read with it. */
export const clientChildren = (stores: Record<string, CollectionStore>): ChildSpec[] => [
  { store: stores.clientContacts, foreignKey: 'clientId' },
  { store: stores.clientDiscounts, foreignKey: 'clientId' },
  { store: stores.clientInvoiceMiscs, foreignKey: 'clientId' },
];

/** A copy of a client with its contacts, discounts and invoice lines under a new code, in one transaction. */
export function copyClient(db: Db, clients: CollectionStore, children: ChildSpec[], input: CopyClient, principal: Principal) {
  return mapDbError(clients.def, () =>
    db.transaction(async (tx) => {
      const source = await readAggregate(tx, clients, children, input.clientId, principal);
      const strip = (r: Record<string, unknown>, drop: string[]) =>
        Object.fromEntries(
          Object.entries(r).filter(([k]) => !['id', 'version', 'createDt', 'createBy', 'lastUpdateDt', 'lastUpdateBy', '_links', ...drop].includes(k)),
        );
      const body: Record<string, unknown> = {
        ...strip(
          source,
          children.map((c) => c.store.def.name),
        ),
        clientCode: input.clientCode,
        ...(input.clientShortName ? { clientShortName: input.clientShortName } : {}),
        ...(input.clientNameEng ? { clientNameEng: input.clientNameEng } : {}),
        ...(input.clientNameChi !== undefined ? { clientNameChi: input.clientNameChi } : {}),
      };
      for (const c of children) body[c.store.def.name] = (source[c.store.def.name] as Record<string, unknown>[]).map((r) => strip(r, [c.foreignKey]));
      return saveAggregate(tx, clients, children, body, principal);
    }),
  );
}

export type GroupSave = (body: unknown, principal: Principal, id?: number, wanted?: number) => Promise<Record<string, unknown>>;
interface GroupLink {
  table: typeof t.clientGroupClientMaps | typeof t.clientTypeGroupClientTypeMaps;
  group: string;
  member: string;
  memberTable: typeof t.clients | typeof t.clientTypes;
}

/** Client groups and client type groups: the record and its member list (ids under memberKey) in one save. */
function groupSave(db: Db, store: CollectionStore, memberKey: string, link: GroupLink): GroupSave {
  return async (body, principal, id, wanted) => {
    const { [memberKey]: members, ...fields } = (body ?? {}) as Record<string, unknown>;
    const memberIds = members === undefined ? undefined : parseBody(undefined, memberIdsSchema(memberKey), { [memberKey]: members })[memberKey];
    return mapDbError(store.def, () =>
      db.transaction(async (tx) => {
        const row = id === undefined ? await store.create(tx, fields, principal) : await store.update(tx, id, fields, principal, wanted);
        const cols = link.table as unknown as Record<string, never>;
        if (memberIds) {
          const found = await tx
            .select({ id: link.memberTable.id })
            .from(link.memberTable)
            .where(inArray(link.memberTable.id, memberIds.length ? memberIds : [0]));
          const missing = memberIds.filter((m) => !found.some((f) => f.id === m));
          if (missing.length) throw badRequest(srvText('srv.files.noRecords', { field: memberKey, ids: missing.join(', ') }));
          await tx.delete(link.table).where(eq(cols[link.group], row.id));
          if (memberIds.length)
            await tx.insert(link.table).values(
              [...new Set(memberIds)].map((m) => ({
                [link.group]: row.id,
                [link.member]: m,
                createBy: principal.username,
                lastUpdateBy: principal.username,
              })) as never,
            );
        }
        const current = await tx.select({ id: cols[link.member] }).from(link.table).where(eq(cols[link.group], row.id));
        return { ...toWire(store.def, row), [memberKey]: current.map((c) => c.id as number) };
      }),
    );
  };
}

export const clientGroupSave = (db: Db, stores: Record<string, CollectionStore>) =>
  groupSave(db, stores.clientGroups, 'clients', { table: t.clientGroupClientMaps, group: 'clientGroupId', member: 'clientId', memberTable: t.clients });
export const clientTypeGroupSave = (db: Db, stores: Record<string, CollectionStore>) =>
  groupSave(db, stores.clientTypeGroups, 'clientTypes', {
    table: t.clientTypeGroupClientTypeMaps,
    group: 'clientTypeGroupId',
    member: 'clientTypeId',
    memberTable: t.clientTypes,
  });

/** The clients of a client group, by code. */
export async function clientsOfGroup(db: Db, id: number) {
  const rows = await db
    .select({ c: t.clients })
    .from(t.clients)
    .innerJoin(t.clientGroupClientMaps, and(eq(t.clientGroupClientMaps.clientId, t.clients.id), eq(t.clientGroupClientMaps.clientGroupId, id)))
    .orderBy(asc(t.clients.clientCode));
  return rows.map((r) => toWire(RESOURCES.clients, r.c as never));
}

/** The client types of a client type group, by code. */
export async function clientTypesOfGroup(db: Db, id: number) {
  const rows = await db
    .select({ c: t.clientTypes })
    .from(t.clientTypes)
    .innerJoin(
      t.clientTypeGroupClientTypeMaps,
      and(eq(t.clientTypeGroupClientTypeMaps.clientTypeId, t.clientTypes.id), eq(t.clientTypeGroupClientTypeMaps.clientTypeGroupId, id)),
    )
    .orderBy(asc(t.clientTypes.clientTypeCode));
  return rows.map((r) => toWire(RESOURCES.clientTypes, r.c as never));
}

/** Contacts with their client; contractorFlag=1 keeps the vendors' (client code starting with the vendor prefix). */
export async function clientContactMaps(db: Db, q: ListQuery) {
  const { vendorPrefix } = await readParameters(db);
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
  const total = q.paged
    ? await countOf(db.select({ n: count() }).from(t.clientContacts).innerJoin(t.clients, eq(t.clients.id, t.clientContacts.clientId)).where(where))
    : rows.length;
  const items = rows.map((r) => ({
    ...toWire(RESOURCES.clientContacts, r.contact as never),
    clientCode: r.clientCode,
    clientNameEng: r.clientNameEng,
    contractorFlag: Number(r.contractorFlag),
  }));
  return { items, total };
}

/** The client pick-list: active clients, not of the excluded type; vendor=1 gives the vendors by English name. */
export async function clientPickList(db: Db, q: ListQuery) {
  const { vendorPrefix, excludedClientTypeId } = await readParameters(db);
  const vendor = q.filters.vendor === 1;
  const where = and(
    eq(t.clients.recordStatus, 'A'),
    vendor
      ? like(t.clients.clientCode, startingWith(vendorPrefix))
      : excludedClientTypeId !== undefined
        ? ne(t.clients.clientTypeId, excludedClientTypeId)
        : undefined,
    ...q.where,
  );
  const orderBy = q.sorted || !vendor ? q.orderBy : [asc(t.clients.clientNameEng), asc(t.clients.id)];
  const rows = await paginate(
    db
      .select()
      .from(t.clients)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic(),
    q,
  );
  const total = q.paged ? await countOf(db.select({ n: count() }).from(t.clients).where(where)) : rows.length;
  return { items: rows.map((r) => toWire(RESOURCES.clients, r as never)), total };
}

/** The client enquiry: clients with their type code and group codes. */
export async function clientEnquiry(db: Db, q: ListQuery) {
  const { vendorPrefix } = await readParameters(db);
  const groupId = q.filters.clientGroupId;
  const where = and(
    ...q.where,
    groupId === undefined
      ? undefined
      : inArray(
          t.clients.id,
          db
            .select({ id: t.clientGroupClientMaps.clientId })
            .from(t.clientGroupClientMaps)
            .where(eq(t.clientGroupClientMaps.clientGroupId, Number(groupId))),
        ),
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
  return { items, total };
}

const flag = { kind: 'flag' } as const;
const search = [t.clients.clientCode, t.clients.clientShortName, t.clients.clientNameEng, t.clients.clientNameChi];
export const clientPickSpec = handListSpec(RESOURCES.clients, t.clients, { filters: { vendor: flag }, search });
export const clientEnquirySpec = handListSpec(RESOURCES.clients, t.clients, {
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
export const contactMapsSpec = handListSpec(RESOURCES.clientContacts, t.clientContacts, {
  filters: { contractorFlag: flag, clientId: { kind: 'id', column: t.clientContacts.clientId } },
  defaultSort: [sql`lower(${t.clientContacts.contactName})`],
});
const countOf = async (select: Promise<{ n: number }[]>) => Number((await select)[0].n);
