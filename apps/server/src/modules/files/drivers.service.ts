import { RESOURCES, srvText } from '@limo/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { driverAuths, drivers } from '../../db/schema/index.js';
import type { ChildSpec } from '../../engine/aggregate.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, notFound } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import { type ListQuery, paginate } from '../../engine/query.js';
import type { CollectionStore } from '../../engine/store.js';
import { hashPassword, passwordProblems } from '../security/passwords.js';
import { handListSpec } from './hand-list-spec.js';

/** A driver's child lists, saved and read with it. */
export const driverChildren = (stores: Record<string, CollectionStore>): ChildSpec[] => [
  { store: stores.driverLicenses, foreignKey: 'driverId' },
  { store: stores.driverLanguages, foreignKey: 'driverId' },
  { store: stores.driverContacts, foreignKey: 'driverId' },
];

/** Sets the app password of a driver of the selected branch who has an app login. */
export async function resetDriverPassword(db: Db, id: number, newPassword: unknown, principal: Principal) {
  const [auth] = await db
    .select({ id: driverAuths.id, loginName: driverAuths.loginName })
    .from(driverAuths)
    .innerJoin(drivers, eq(drivers.id, driverAuths.driverId))
    .where(and(eq(driverAuths.driverId, id), eq(drivers.branchId, principal.selectedBranchId)));
  if (!auth) throw notFound(srvText('srv.drv.noAppLogin', { id }));
  const problems = passwordProblems(newPassword, auth.loginName);
  if (problems.length) throw badRequest(problems[0], problems, [{ field: 'newPassword', value: '(hidden)' }]);
  const passwordHash = await hashPassword(newPassword as string);
  await db.update(driverAuths).set({ passwordHash, lastUpdateBy: principal.username, lastUpdateDt: new Date() }).where(eq(driverAuths.id, auth.id));
}

export const driverPickSpec = handListSpec(RESOURCES.drivers, drivers, {
  search: [drivers.driverNo, drivers.driverNameEng, drivers.driverNameChi],
  defaultSort: [asc(drivers.driverNameEng)],
});

/** Active drivers of the selected branch. */
export async function driverPickList(db: Db, q: ListQuery, principal: Principal) {
  const where = and(eq(drivers.branchId, principal.selectedBranchId), eq(drivers.driverStatus, 'A'), ...q.where);
  const rows = await paginate(
    db
      .select()
      .from(drivers)
      .where(where)
      .orderBy(...q.orderBy)
      .$dynamic(),
    q,
  );
  const total = q.paged ? (await db.select({ n: count() }).from(drivers).where(where))[0].n : rows.length;
  return { items: rows.map((r) => toWire(RESOURCES.drivers, r as never)), total };
}

/** Driver app logins of the selected branch, with driver number and name and whether a password is set. */
export async function driverAuthList(db: Db, principal: Principal) {
  const rows = await db
    .select({ auth: driverAuths, driverNo: drivers.driverNo, driverNameEng: drivers.driverNameEng, hasPassword: driverAuths.passwordHash })
    .from(driverAuths)
    .innerJoin(drivers, eq(drivers.id, driverAuths.driverId))
    .where(eq(drivers.branchId, principal.selectedBranchId))
    .orderBy(asc(drivers.driverNo));
  return rows.map((r) => ({
    ...toWire(RESOURCES.driverAuths, r.auth as never),
    driverNo: r.driverNo,
    driverNameEng: r.driverNameEng,
    passwordSet: r.hasPassword ? 1 : 0,
  }));
}
