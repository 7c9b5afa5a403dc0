import { nextDate, srvText, REFUSAL_NAMES } from '@limo/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, notFound } from '../../engine/errors.js';
import { MAX_PERIOD_DAYS } from './allowance.schemas.js';

/** dateTo not before dateFrom, and at most `maxDays` days. */
export function checkPeriod(dateFrom: string, dateTo: string, maxDays = MAX_PERIOD_DAYS) {
  if (dateTo < dateFrom) throw badRequest(srvText('srv.dateOrder', { from: 'dateFrom', to: 'dateTo' }), undefined, [{ field: 'dateTo', value: dateTo }]);
  if (nextDate(dateFrom, maxDays) <= dateTo) throw badRequest(srvText('srv.maxDays', { max: maxDays }), undefined, [{ field: 'dateTo', value: dateTo }]);
}

/** The driver asked for must be one of the selected branch: another branch's is answered as missing. */
export async function driverOfBranch(ex: Db | Tx, principal: Principal, driverId: number) {
  const [found] = await ex
    .select({ id: t.drivers.id })
    .from(t.drivers)
    .where(and(eq(t.drivers.id, driverId), eq(t.drivers.branchId, principal.selectedBranchId)));
  if (!found) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.driver, id: driverId }));
}
