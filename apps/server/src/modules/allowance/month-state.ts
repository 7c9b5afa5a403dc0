import { type Bilingual, daysInMonth, nextDate, srvText } from '@limo/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { HttpError } from '../../engine/errors.js';

/*
 * Which allowance months are closed (issue 16 rule 9). A month of a branch is closed when its last
 * close/reopen log line says CLOSE: the log keeps who did what, and an empty month closes too.
 */

type Ex = Db | Tx;
const logs = t.allowanceMonthLogs;

export const monthOf = (date: string) => date.slice(0, 7);
export const firstOfMonth = (month: string) => `${month}-01`;
export const lastOfMonth = (month: string) => `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, '0')}`;

/** The months a period touches, in order. */
export function monthsOf(dateFrom: string, dateTo: string): string[] {
  const out: string[] = [];
  for (let m = monthOf(dateFrom); m <= monthOf(dateTo); m = monthOf(nextDate(lastOfMonth(m)))) out.push(m);
  return out;
}

/** Of the months, those closed for the branch. */
export async function closedMonths(ex: Ex, branchId: number, months: readonly string[]): Promise<Set<string>> {
  if (months.length === 0) return new Set();
  const rows = await ex
    .selectDistinctOn([logs.month], { month: logs.month, action: logs.action })
    .from(logs)
    .where(and(eq(logs.branchId, branchId), inArray(logs.month, [...months])))
    .orderBy(logs.month, desc(logs.id));
  return new Set(rows.filter((r) => r.action === 'CLOSE').map((r) => r.month));
}

export async function isMonthClosed(ex: Ex, branchId: number, month: string): Promise<boolean> {
  return (await closedMonths(ex, branchId, [month])).has(month);
}

/** 409 with code MONTH_CLOSED: what was paid for a closed month is not changed (reopen it first). */
export const monthClosed = (month: string, what: Bilingual = { en: 'it', zh: '其內容' }) =>
  new HttpError(409, srvText('srv.alw.monthClosed', { month, what })).withExtra({ code: 'MONTH_CLOSED' });

/** Refuses with MONTH_CLOSED when the date's month is closed for the branch (used by writes that would change a closed month). */
export async function refuseClosedDate(ex: Ex, branchId: number, date: string, what?: Bilingual): Promise<void> {
  if (await isMonthClosed(ex, branchId, monthOf(date))) throw monthClosed(monthOf(date), what);
}

/**
 * Serializes closing, reopening and the writes that check a month against them, per branch: the
 * branch row is locked (FOR UPDATE to close or reopen, FOR SHARE to write an item).
 */
export async function lockBranch(tx: Tx, branchId: number, mode: 'update' | 'share'): Promise<void> {
  await tx.select({ id: t.branches.id }).from(t.branches).where(eq(t.branches.id, branchId)).for(mode);
}
