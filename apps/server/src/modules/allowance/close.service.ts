import { type AllowanceDetailLine, moneyToCents, centsToMoney, srvText } from '@limo/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { HttpError } from '../../engine/errors.js';
import type { z } from 'zod';
import type { monthBody } from './allowance.schemas.js';
import { loadAllowanceInput } from './allowance.loader.js';
import { computeOrRefuse } from './allowance.service.js';
import { firstOfMonth, isMonthClosed, lastOfMonth, lockBranch } from './month-state.js';

/*
 * Closing and reopening a branch's allowance month (issue 16 rule 9). Closing stores one allowances
 * row per driver with the month's figures and detail lines; reopening removes them. Each is logged
 * in allowanceMonthLogs (who, when, month, branch, drivers, total).
 */

const a = t.allowances;
/** Rows per insert: a driver's details of a busy month are a few hundred lines. */
const CHUNK = 50;

export class CloseService {
  constructor(private readonly db: Db) {}

  /** POST closeAllowanceMonth {month}: 409 MONTH_CLOSED when it is closed already. */
  async close({ month }: z.output<typeof monthBody>, principal: Principal) {
    const branchId = principal.selectedBranchId;
    return this.db.transaction(async (tx) => {
      await lockBranch(tx, branchId, 'update');
      if (await isMonthClosed(tx, branchId, month)) throw new HttpError(409, srvText('srv.alw.closedAlready', { month })).withExtra({ code: 'MONTH_CLOSED' });
      const result = computeOrRefuse(await loadAllowanceInput(tx, { branchId, dateFrom: firstOfMonth(month), dateTo: lastOfMonth(month) }));
      const ids = result.summary.map((s) => s.driverId);
      // A driver moved between branches in the month may have been closed by the other branch: its lines are paid there.
      const elsewhere = ids.length
        ? await tx
            .select({ driverNo: a.driverNo })
            .from(a)
            .where(and(eq(a.month, month), inArray(a.driverId, ids), ne(a.branchId, branchId)))
        : [];
      if (elsewhere.length) {
        throw new HttpError(409, srvText('srv.alw.closedElsewhere', { month, drivers: elsewhere.map((e) => e.driverNo).join(', ') }));
      }
      const lines = new Map<number, AllowanceDetailLine[]>();
      for (const line of result.detail) {
        const mine = lines.get(line.driverId);
        if (mine) mine.push(line);
        else lines.set(line.driverId, [line]);
      }
      const closedDt = new Date();
      const rows = result.summary.map((s) => ({
        ...s,
        branchId,
        month,
        closedBy: principal.username,
        closedDt,
        details: lines.get(s.driverId) ?? [],
        createBy: principal.username,
        lastUpdateBy: principal.username,
      }));
      for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(a).values(rows.slice(i, i + CHUNK));
      const total = result.footer.total;
      await tx
        .insert(t.allowanceMonthLogs)
        .values({ branchId, month, action: 'CLOSE', drivers: rows.length, total, doneBy: principal.username, doneDt: closedDt });
      return { month, branchId, drivers: rows.length, total, closedBy: principal.username, closedDt: closedDt.toISOString() };
    });
  }

  /** POST reopenAllowanceMonth {month}: the stored rows go, the log keeps what they paid; 409 MONTH_OPEN when not closed. */
  async reopen({ month }: z.output<typeof monthBody>, principal: Principal) {
    const branchId = principal.selectedBranchId;
    return this.db.transaction(async (tx) => {
      await lockBranch(tx, branchId, 'update');
      if (!(await isMonthClosed(tx, branchId, month))) {
        throw new HttpError(409, srvText('srv.alw.notClosed', { month })).withExtra({ code: 'MONTH_OPEN' });
      }
      const removed = await tx
        .delete(a)
        .where(and(eq(a.branchId, branchId), eq(a.month, month)))
        .returning({ total: a.total });
      const total = centsToMoney(removed.reduce((sum, r) => sum + moneyToCents(r.total), 0));
      await tx.insert(t.allowanceMonthLogs).values({ branchId, month, action: 'REOPEN', drivers: removed.length, total, doneBy: principal.username });
      return { month, branchId, reopened: removed.length };
    });
  }
}
