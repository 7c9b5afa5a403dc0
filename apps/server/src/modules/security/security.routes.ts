import { RESOURCES, REFUSAL_NAMES, srvText } from '@limo/domain';
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { authControls, branches, modules, staffBranches, staffs, staffUserGroups, userGroups } from '../../db/schema/index.js';
import { principalOf } from '../../engine/auth.js';
import { notFound } from '../../engine/errors.js';
import { API, halList, halListOrPage, toWire } from '../../engine/hal.js';
import { parseId } from '../../engine/ids.js';
import { callDoc, documentAs, zodDoc } from '../../engine/openapi.js';
import { defListSpec, fieldFilter, paginate } from '../../engine/query.js';
import { enqStaffsAnswer, linkedAnswer, moduleOfUserGroupQuery, userGroupAnswer } from './security.schemas.js';
import { copyUserGroupSchema, moduleSecuritySchema, SecurityService, staffSecuritySchema, userGroupSecuritySchema } from './security.service.js';
import { callSchema, idParam, readWith, typed } from '../../engine/route-schema.js';

const tags = ['Security'];
/** moduleOfUserGroup's ?userGroupId=, read by parseId (its 400 names userGroupId). */
const userGroupIdQuery = documentAs(z.object({ userGroupId: readWith(z.unknown(), (raw) => parseId(raw, 'userGroupId')) }), zodDoc(moduleOfUserGroupQuery));
const wire = (name: string) => (row: Record<string, unknown>) => toWire(RESOURCES[name], row);

/** The security calls of spec section 7: who holds which module, and the writes that change it. */
export async function securityRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = typed(base);
  const service = new SecurityService(db);
  const exists = async (owner: Owner, id: number) => {
    const { table, label } = OWNERS[owner];
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!row) throw notFound(srvText('srv.notFound', { what: label, id }));
  };
  const linked = async (link: Link, ownerId: number) => {
    const listed = LISTED[link.listed];
    const rows = await db
      .select(listed.cols)
      .from(listed.table)
      .innerJoin(link.via, and(eq(link.listedKey, listed.table.id), eq(link.ownerKey, ownerId)))
      .orderBy(asc(listed.order));
    return rows.map(wire(link.listed));
  };

  // Module -> user groups and staff holding it; user group -> modules and members; staff -> user groups, branches, modules.
  for (const link of LINKS) {
    const schema = callDoc({
      params: idParam(OWNERS[link.owner].label),
      tags,
      summary: `The ${link.listed} linked to one of the ${link.owner}`,
      answer: linkedAnswer(link.listed),
    });
    app.get(`${API}/${link.owner}/:id/${link.listed}`, { config: { rights: [link.right] }, schema }, async (request) => {
      const id = request.params.id;
      await exists(link.owner, id);
      return halList(link.listed, await linked(link, id), request.url);
    });
  }
  app.get(
    `${API}/moduleOfUserGroup`,
    {
      config: { rights: ['USERGROUP', 'MODULE'] },
      schema: callSchema({ tags, summary: 'Modules granted to a user group', query: userGroupIdQuery, answer: linkedAnswer('modules') }),
    },
    async (request) => {
      const id = request.query.userGroupId;
      await exists('userGroups', id);
      const link = LINKS.find((l) => l.owner === 'userGroups' && l.listed === 'modules') as Link;
      return halList('modules', await linked(link, id), request.url);
    },
  );

  // Staff enquiry: staff with their user groups, for the security screens.
  app.get(
    `${API}/enqStaffs`,
    {
      config: { rights: ['STAFF', 'MODULE', 'USERGROUP'] },
      schema: callSchema({ tags, summary: 'Staff with their user groups, by pages', query: enqStaffsSpec, answer: enqStaffsAnswer }),
    },
    async (request) => {
      const q = request.query;
      const groupId = q.filters.userGroupId as number | undefined;
      const conds = [
        ...q.where,
        groupId === undefined
          ? undefined
          : inArray(staffs.id, db.select({ id: staffUserGroups.staffId }).from(staffUserGroups).where(eq(staffUserGroups.userGroupId, groupId))),
      ];
      const where = and(...conds);
      // Qualified by hand: drizzle renders a column of the selected table as a bare "id", which inside
      // this subquery would bind to user_groups.id and give every staff member the same groups.
      const groupsOf = sql<string>`coalesce((select string_agg(ug.user_group, ', ' order by ug.user_group) from staff_user_groups sug join user_groups ug on ug.id = sug.user_group_id where sug.staff_id = staffs.id), '')`;
      const [rows, [{ total }]] = await Promise.all([
        paginate(
          db
            .select({ ...staffCols, userGroups: groupsOf })
            .from(staffs)
            .where(where)
            .orderBy(...q.orderBy)
            .$dynamic(),
          q,
        ),
        db.select({ total: count() }).from(staffs).where(where),
      ]);
      const items = rows.map((r) => ({ ...wire('staffs')(r), userGroups: r.userGroups }));
      return halListOrPage('staffs', items, q, total, request.url);
    },
  );

  // The updates answer 204; copyUserGroup answers the new user group (201).
  const write = <S extends z.ZodType>(right: 'MODULE' | 'USERGROUP' | 'STAFF', body: S) => ({
    config: { rights: [right], securityWrite: true },
    schema: callSchema({ tags, body, answer: null }),
  });
  const by = (request: FastifyRequest) => principalOf(request).username;
  app.post(`${API}/updateModuleSecurity`, write('MODULE', moduleSecuritySchema), async (request, reply) => {
    await service.updateModuleSecurity(request.body, by(request));
    return reply.status(204).send();
  });
  app.post(`${API}/updateUserGroupSecurity`, write('USERGROUP', userGroupSecuritySchema), async (request, reply) => {
    await service.updateUserGroupSecurity(request.body, by(request));
    return reply.status(204).send();
  });
  app.post(`${API}/updateStaffSecurity`, write('STAFF', staffSecuritySchema), async (request, reply) => {
    await service.updateStaffSecurity(request.body, by(request));
    return reply.status(204).send();
  });
  app.post(
    `${API}/copyUserGroup`,
    { config: { rights: ['USERGROUP'], securityWrite: true }, schema: callSchema({ tags, body: copyUserGroupSchema, answer: userGroupAnswer, status: 201 }) },
    async (request, reply) => reply.status(201).send(wire('userGroups')(await service.copyUserGroup(request.body, by(request)))),
  );
}

const { passwordHash: _h, passwordChangedDt: _p, ...staffCols } = getTableColumns(staffs);
/** Staff enquiry: the staff list's fields sort it; ?q= searches code, names and username. */
const enqStaffsSpec = defListSpec(RESOURCES.staffs, staffCols, {
  filters: { recordStatus: fieldFilter(RESOURCES.staffs, staffCols, 'recordStatus'), userGroupId: { kind: 'id' } },
  search: [staffs.staffCode, staffs.staffNameEng, staffs.staffNameChi, staffs.username],
  accepted: [],
});
const userGroupCols = getTableColumns(userGroups);
const moduleCols = getTableColumns(modules);
const branchCols = getTableColumns(branches);

type Owner = 'modules' | 'userGroups' | 'staffs';
type Listed = Owner | 'branches';
interface Link {
  owner: Owner;
  listed: Listed;
  right: 'MODULE' | 'USERGROUP' | 'STAFF';
  via: typeof authControls | typeof staffUserGroups | typeof staffBranches;
  ownerKey: PgColumn;
  listedKey: PgColumn;
}

const OWNERS = {
  modules: { table: modules, label: REFUSAL_NAMES.module },
  userGroups: { table: userGroups, label: REFUSAL_NAMES.userGroup },
  staffs: { table: staffs, label: REFUSAL_NAMES.staff },
};
const LISTED = {
  modules: { table: modules, cols: moduleCols, order: modules.moduleCode },
  userGroups: { table: userGroups, cols: userGroupCols, order: userGroups.userGroup },
  staffs: { table: staffs, cols: staffCols, order: staffs.staffCode },
  branches: { table: branches, cols: branchCols, order: branches.branchCode },
};
const LINKS: Link[] = [
  { owner: 'modules', listed: 'userGroups', right: 'MODULE', via: authControls, ownerKey: authControls.moduleId, listedKey: authControls.userGroupId },
  { owner: 'modules', listed: 'staffs', right: 'MODULE', via: authControls, ownerKey: authControls.moduleId, listedKey: authControls.staffId },
  { owner: 'userGroups', listed: 'modules', right: 'USERGROUP', via: authControls, ownerKey: authControls.userGroupId, listedKey: authControls.moduleId },
  {
    owner: 'userGroups',
    listed: 'staffs',
    right: 'USERGROUP',
    via: staffUserGroups,
    ownerKey: staffUserGroups.userGroupId,
    listedKey: staffUserGroups.staffId,
  },
  { owner: 'staffs', listed: 'userGroups', right: 'STAFF', via: staffUserGroups, ownerKey: staffUserGroups.staffId, listedKey: staffUserGroups.userGroupId },
  { owner: 'staffs', listed: 'branches', right: 'STAFF', via: staffBranches, ownerKey: staffBranches.staffId, listedKey: staffBranches.branchId },
  { owner: 'staffs', listed: 'modules', right: 'STAFF', via: authControls, ownerKey: authControls.staffId, listedKey: authControls.moduleId },
];
