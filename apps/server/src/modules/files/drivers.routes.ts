import { RESOURCES } from '@limo/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { driverAuths, drivers } from '../../db/schema/index.js';
import { readAggregate, saveAggregate } from '../../engine/aggregate.js';
import { principalOf } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { badRequest, notFound } from '../../engine/errors.js';
import { API, halList, halListOrPage, ifMatchVersion, toWire } from '../../engine/hal.js';
import { parseId, pathId } from '../../engine/ids.js';
import { paginate, parseList } from '../../engine/query.js';
import type { CollectionStore } from '../../engine/store.js';
import { hashPassword, passwordProblems } from '../security/passwords.js';
import { handListSpec } from './lists.js';

const NODE = '/limo/node/api';
const tags = ['Drivers'];
const pickSpec = handListSpec(RESOURCES.drivers, drivers, {
  search: [drivers.driverNo, drivers.driverNameEng, drivers.driverNameChi],
  defaultSort: [asc(drivers.driverNameEng)],
});

/** Drivers with licences, languages and contacts in one save; app passwords; the driver pick-list. */
export async function driverRoutes(app: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const store = stores.drivers;
  const children = [
    { store: stores.driverLicenses, foreignKey: 'driverId' },
    { store: stores.driverLanguages, foreignKey: 'driverId' },
    { store: stores.driverContacts, foreignKey: 'driverId' },
  ];

  app.get(`${API}/getDriver/:id`, { config: { rights: ['DRIVER'] }, schema: { tags, summary: 'A driver with licences, languages and contacts' } }, async (request) => {
    const id = pathId((request.params as { id: string }).id, store.def.label.en);
    return db.transaction((tx) => readAggregate(tx, store, children, id, principalOf(request)));
  });

  app.post(`${API}/upsertDriver`, { config: { rights: ['DRIVER'] }, schema: { tags, summary: 'Create (no id) or update a driver with driverLicenses, driverLanguages and driverContacts' } }, async (request, reply) => {
    const principal = principalOf(request);
    const { id, ...rest } = (request.body ?? {}) as Record<string, unknown>;
    const existing = id === undefined || id === null ? undefined : parseId(id);
    const saved = await mapDbError(store.def, () => db.transaction((tx) => saveAggregate(tx, store, children, rest, principal, existing, ifMatchVersion(request.headers['if-match']))));
    return reply.status(existing === undefined ? 201 : 200).send(saved);
  });

  app.post(`${API}/driverResetPassword`, { config: { rights: ['DRIVERAUTH'] }, schema: { tags, summary: "Set a driver's app password: {driverId, newPassword}" } }, async (request, reply) => {
    const principal = principalOf(request);
    const { driverId, newPassword } = (request.body ?? {}) as Record<string, unknown>;
    const id = parseId(driverId, 'driverId');
    const [auth] = await db
      .select({ id: driverAuths.id, loginName: driverAuths.loginName })
      .from(driverAuths)
      .innerJoin(drivers, eq(drivers.id, driverAuths.driverId))
      .where(and(eq(driverAuths.driverId, id), eq(drivers.branchId, principal.selectedBranchId)));
    if (!auth) throw notFound(`Driver ${id} has no app login in this branch: add one under Driver App Password first`);
    const problems = passwordProblems(newPassword, auth.loginName);
    if (problems.length) throw badRequest(problems[0], problems, [{ field: 'newPassword', value: '(hidden)' }]);
    const passwordHash = await hashPassword(newPassword as string);
    await db.update(driverAuths).set({ passwordHash, lastUpdateBy: principal.username, lastUpdateDt: new Date() }).where(eq(driverAuths.id, auth.id));
    return reply.status(204).send();
  });

  app.get(`${NODE}/drivers`, { config: { rights: ['DRIVER', 'ORDERING', 'SCHEDULING', 'DRIVERROSTER', 'DRIVERJOB', 'DRIVERALLOWANCE'] }, schema: { tags, summary: 'Active drivers of the selected branch, by English name (?q=, ?sort=, ?page=&size=)' } }, async (request) => {
    const principal = principalOf(request);
    const q = parseList(pickSpec, request.query as Record<string, unknown>);
    const where = and(eq(drivers.branchId, principal.selectedBranchId), eq(drivers.driverStatus, 'A'), ...q.where);
    const rows = await paginate(db.select().from(drivers).where(where).orderBy(...q.orderBy).$dynamic(), q);
    const total = q.paged ? (await db.select({ n: count() }).from(drivers).where(where))[0].n : rows.length;
    return halListOrPage('drivers', rows.map((r) => toWire(RESOURCES.drivers, r as never)), q, total, request.url);
  });

  app.get(`${NODE}/driverAuths`, { config: { rights: ['DRIVERAUTH'] }, schema: { tags, summary: 'Driver app logins of the selected branch, with driver number and name' } }, async (request) => {
    const principal = principalOf(request);
    const rows = await db
      .select({ auth: driverAuths, driverNo: drivers.driverNo, driverNameEng: drivers.driverNameEng, hasPassword: driverAuths.passwordHash })
      .from(driverAuths)
      .innerJoin(drivers, eq(drivers.id, driverAuths.driverId))
      .where(eq(drivers.branchId, principal.selectedBranchId))
      .orderBy(asc(drivers.driverNo));
    return halList(
      'driverAuths',
      rows.map((r) => ({ ...toWire(RESOURCES.driverAuths, r.auth as never), driverNo: r.driverNo, driverNameEng: r.driverNameEng, passwordSet: r.hasPassword ? 1 : 0 })),
      request.url,
    );
  });
}
