import { centsToMoney, otherItemCents, RESOURCES, srvText, REFUSAL_NAMES } from '@limo/domain';

const ITEMS = { en: 'its items', zh: '其項目' };
import { and, asc, eq, getTableColumns, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { badRequest, notFound } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import { readId } from '../../engine/ids.js';
import type { CollectionStore, Row, StoreOptions } from '../../engine/store.js';
import { checkPeriod, driverOfBranch } from './period.js';
import { lockBranch, refuseClosedDate } from './month-state.js';
import { splitId } from './rate-card.service.js';
import type { otherListBody } from './rate-card.schemas.js';

/* A driver's other allowances and deductions (issue 16 rule 7): listed with their line amounts, saved one by one. */

type Ex = Db | Tx;
const o = t.allowanceOthers;
const g = t.allowanceOtherGroups;
const n = t.allowanceOtherGroupNatures;
/** The widest period the list reads: a year. */
const MAX_LIST_DAYS = 366;

/**
 * What every write of an other item must hold, beyond its fields: the nature is linked to the group,
 * and neither the month it leaves nor the month it goes to is closed for the branch.
 */
export async function checkAllowanceOther(tx: Tx, record: Record<string, unknown>, principal: Principal, before?: Row): Promise<void> {
  const [linked] = await tx
    .select({ id: t.allowanceOtherGroupNatureMaps.id })
    .from(t.allowanceOtherGroupNatureMaps)
    .where(
      and(
        eq(t.allowanceOtherGroupNatureMaps.allowanceOtherGroupId, record.allowanceOtherGroupId as number),
        eq(t.allowanceOtherGroupNatureMaps.allowanceOtherGroupNatureId, record.allowanceOtherGroupNatureId as number),
      ),
    );
  if (!linked) {
    const value = record.allowanceOtherGroupNatureId;
    throw badRequest(srvText('srv.alw.natureNotOfGroup', { nature: String(value), group: String(record.allowanceOtherGroupId) }), undefined, [
      { field: 'allowanceOtherGroupNatureId', value },
    ]);
  }
  await lockBranch(tx, principal.selectedBranchId, 'share');
  if (before) await refuseClosedDate(tx, principal.selectedBranchId, before.otherDate as string, ITEMS);
  await refuseClosedDate(tx, principal.selectedBranchId, record.otherDate as string, ITEMS);
}

/** The generic collection's writes and deletes follow the same rules. */
export const allowanceOtherOptions: StoreOptions = {
  checkWrite: checkAllowanceOther,
  hooks: {
    async beforeDelete(tx, row, principal) {
      await lockBranch(tx, principal.selectedBranchId, 'share');
      await refuseClosedDate(tx, principal.selectedBranchId, row.otherDate as string, ITEMS);
    },
  },
};

export class OthersService {
  private readonly store: CollectionStore;

  constructor(
    private readonly db: Db,
    stores: Record<string, CollectionStore>,
  ) {
    this.store = stores.allowanceOthers;
  }

  /** Items of the selected branch's drivers with their driver, group, nature and line amount; by date and driver. */
  private async read(ex: Ex, principal: Principal, where: SQL | undefined) {
    const rows = await ex
      .select({
        ...getTableColumns(o),
        driverNo: t.drivers.driverNo,
        groupCode: g.groupCode,
        sign: g.sign,
        natureCode: n.natureCode,
        defaultAmount: n.defaultAmount,
      })
      .from(o)
      .innerJoin(t.drivers, eq(t.drivers.id, o.driverId))
      .innerJoin(g, eq(g.id, o.allowanceOtherGroupId))
      .innerJoin(n, eq(n.id, o.allowanceOtherGroupNatureId))
      .where(and(eq(t.drivers.branchId, principal.selectedBranchId), where))
      .orderBy(asc(o.otherDate), asc(t.drivers.driverNo), asc(o.id));
    return rows.map(({ driverNo, groupCode, sign, natureCode, defaultAmount, ...row }) => ({
      ...toWire(RESOURCES.allowanceOthers, row),
      driverNo,
      groupCode,
      natureCode,
      sign,
      lineAmount: centsToMoney(otherItemCents(row, sign === -1 ? -1 : 1, defaultAmount)),
    }));
  }

  /** POST getAllowanceOthers {driverId?, dateFrom, dateTo}. */
  async list(q: z.output<typeof otherListBody>, principal: Principal) {
    checkPeriod(q.dateFrom, q.dateTo, MAX_LIST_DAYS);
    if (q.driverId !== undefined) await driverOfBranch(this.db, principal, q.driverId);
    return this.read(this.db, principal, and(gte(o.otherDate, q.dateFrom), lte(o.otherDate, q.dateTo), q.driverId ? eq(o.driverId, q.driverId) : undefined));
  }

  /** GET getAllowanceOther/{id}: 404 for an item of another branch's driver. */
  async one(id: number, principal: Principal, ex: Ex = this.db) {
    const [row] = await this.read(ex, principal, eq(o.id, id));
    if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.otherAllowance, id: id }));
    return row;
  }

  /** POST upsertAllowanceOther: with id an update, else a new item; 409 MONTH_CLOSED into or out of a closed month. */
  async upsert(body: unknown, principal: Principal) {
    const { id, fields } = splitId(body);
    return mapDbError(this.store.def, () =>
      this.db.transaction(async (tx) => {
        const before = id === undefined ? undefined : await this.store.findOne(tx, id, principal);
        // Another branch's driver is answered as missing, as the reads do.
        // Read as an id (within an integer column: issue 31); anything else is the store's validation's to refuse.
        const driverId = readId(fields.driverId);
        if (driverId !== undefined) await driverOfBranch(tx, principal, driverId);
        const saved = id === undefined ? await this.store.create(tx, fields, principal) : await this.store.update(tx, id, fields, principal);
        await checkAllowanceOther(tx, saved, principal, before);
        return { created: id === undefined, row: await this.one(saved.id, principal, tx) };
      }),
    );
  }
}
