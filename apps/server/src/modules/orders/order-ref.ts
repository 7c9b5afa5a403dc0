import { operatorToday, type ServerText, srvText } from '@limo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { branches, orderRefCounters } from '../../db/schema/index.js';
import { badRequest } from '../../engine/errors.js';

/*
 * Order reference numbers (docs/ordering.md): branch code, the operator's date as YYMMDD, a dash and
 * a serial of at least four digits, `HK261123-0007`. The serial comes from a counter row per branch
 * and date, raised by one atomic upsert in its own statement: numbers are unique under any
 * concurrency and never handed out twice, even when the order that took one is never saved.
 */

const REF = /^([A-Z0-9]+)(\d{6})-(\d{4,})$/;

/** The branch's code as a reference number starts with. */
export async function branchCode(db: Db | Tx, branchId: number): Promise<string> {
  const [row] = await db.select({ code: branches.branchCode }).from(branches).where(eq(branches.id, branchId));
  if (!row) throw badRequest(srvText('srv.ord.noBranch', { id: branchId }));
  return row.code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const yymmdd = (date: string) => date.slice(2).replaceAll('-', '');

/** A new reference number of the branch for the operator's today; `code`, the branch's when the caller read it already. */
export async function newOrderRefId(db: Db, branchId: number, code?: string): Promise<string> {
  return (await newOrderRefIds(db, branchId, 1, code))[0];
}

/** `count` new reference numbers of the branch for the operator's today, in order, by one upsert (a batch of orders). */
export async function newOrderRefIds(db: Db, branchId: number, count: number, known?: string): Promise<string[]> {
  if (count < 1) return [];
  const code = known ?? (await branchCode(db, branchId));
  const refDate = operatorToday();
  const [row] = await db
    .insert(orderRefCounters)
    .values({ branchId, refDate, lastNo: count })
    .onConflictDoUpdate({ target: [orderRefCounters.branchId, orderRefCounters.refDate], set: { lastNo: sql`${orderRefCounters.lastNo} + ${count}` } })
    .returning({ lastNo: orderRefCounters.lastNo });
  const first = row.lastNo - count + 1;
  return Array.from({ length: count }, (_, i) => `${code}${yymmdd(refDate)}-${String(first + i).padStart(4, '0')}`);
}

/**
 * Why a reference number given to createOrder cannot be used, or null: it must be one that
 * getNewOrderRefId issued for this branch (its code, a date and a serial already handed out).
 * Whether another order holds it already is the unique index's answer (a 409).
 */
export async function refIdRefusal(tx: Db | Tx, branchId: number, refId: string): Promise<ServerText | null> {
  const m = REF.exec(refId);
  const code = await branchCode(tx, branchId);
  if (!m || m[1] !== code) return srvText('srv.ord.refNotOfBranch', { ref: refId, code });
  const date = `20${m[2].slice(0, 2)}-${m[2].slice(2, 4)}-${m[2].slice(4, 6)}`;
  const [counter] = await tx
    .select({ lastNo: orderRefCounters.lastNo })
    .from(orderRefCounters)
    .where(and(eq(orderRefCounters.branchId, branchId), eq(orderRefCounters.refDate, date)));
  if (!counter || counter.lastNo < Number(m[3])) return srvText('srv.ord.refNeverIssued', { ref: refId });
  return null;
}
