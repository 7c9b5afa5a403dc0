import { AllowanceError, type AllowanceDetailLine, type AllowanceResult, computeAllowance, totalsOfWireLines, srvText } from '@limo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { conflict } from '../../engine/errors.js';
import type { PeriodBody } from './allowance.schemas.js';
import { loadAllowanceInput } from './allowance.loader.js';
import { mergeLines } from './line-totals.js';
import { closedMonths, firstOfMonth, lastOfMonth, monthOf, monthsOf } from './month-state.js';
import { checkPeriod, driverOfBranch } from './period.js';

/*
 * The driver allowance of a period (issue 16): open months computed now from the rate card, closed
 * months answered from what was stored when they were closed (rule 9), so a later change of the
 * card or the rosters leaves them as paid.
 */

export interface AllowancePeriod extends AllowanceResult {
  query: PeriodBody;
  branchId: number;
  /** The period is one whole calendar month, closed for the branch. */
  closed: boolean;
}

/** A figure of the card that cannot be read is the card's problem (HR fixes it), not the server's. */
export function computeOrRefuse(input: Parameters<typeof computeAllowance>[0]): AllowanceResult {
  try {
    return computeAllowance(input);
  } catch (err) {
    if (err instanceof AllowanceError) throw conflict(srvText('srv.alw.cannotCompute', { reason: err.message }));
    throw err;
  }
}

export class AllowanceService {
  constructor(private readonly db: Db) {}

  /** The body of a getAllowance* call, checked: the period, and the driver one of the branch's. */
  async query(q: PeriodBody, principal: Principal): Promise<PeriodBody> {
    checkPeriod(q.dateFrom, q.dateTo);
    if (q.driverId !== undefined) await driverOfBranch(this.db, principal, q.driverId);
    return q;
  }

  /** The period's lines and totals; `overtimeOnly` reads no jobs or items (the overtime report). */
  async period(body: PeriodBody, principal: Principal, opts: { overtimeOnly?: boolean } = {}): Promise<AllowancePeriod> {
    const q = await this.query(body, principal);
    const branchId = principal.selectedBranchId;
    const months = monthsOf(q.dateFrom, q.dateTo);
    const closed = await closedMonths(this.db, branchId, months);
    const open = months.filter((m) => !closed.has(m));
    const whole = months.length === 1 && q.dateFrom === firstOfMonth(months[0]) && q.dateTo === lastOfMonth(months[0]);
    const base = { query: q, branchId, closed: whole && closed.has(months[0]) };

    let computed: AllowanceResult | undefined;
    if (open.length) {
      // Only the open months' days are read and computed.
      const [first, last] = [firstOfMonth(open[0]), lastOfMonth(open[open.length - 1])];
      const dateFrom = q.dateFrom > first ? q.dateFrom : first;
      const dateTo = q.dateTo < last ? q.dateTo : last;
      const input = await loadAllowanceInput(this.db, { branchId, dateFrom, dateTo, driverId: q.driverId, overtimeOnly: opts.overtimeOnly });
      computed = computeOrRefuse(input);
      if (closed.size === 0) return this.withChineseNames({ ...computed, ...base });
    }
    const stored = await this.storedLines(branchId, [...closed], q, opts.overtimeOnly);
    const fresh = (computed?.detail ?? []).filter((l) => !closed.has(monthOf(l.date)));
    const names = new Map<number, { driverNo: string; driverNameEng: string }>(stored.names);
    for (const s of computed?.summary ?? []) names.set(s.driverId, s);
    const detail = mergeLines(stored.lines, fresh);
    return this.withChineseNames({ detail, ...totalsOfWireLines(detail, names), ...base });
  }

  /** The summary's drivers with their Chinese names (issue 30): the figures, stored or computed, name them in English only. */
  private async withChineseNames(p: AllowancePeriod): Promise<AllowancePeriod> {
    const ids = p.summary.map((s) => s.driverId);
    if (ids.length === 0) return p;
    const rows = await this.db.select({ id: t.drivers.id, zh: t.drivers.driverNameChi }).from(t.drivers).where(inArray(t.drivers.id, ids));
    const zh = new Map(rows.map((r) => [r.id, r.zh]));
    return { ...p, summary: p.summary.map((s) => ({ ...s, driverNameChi: zh.get(s.driverId) ?? null })) };
  }

  /** The lines kept by the closes of the months, within the period (and of the driver asked). */
  private async storedLines(branchId: number, months: string[], q: PeriodBody, overtimeOnly?: boolean) {
    const a = t.allowances;
    const rows = await this.db
      .select({ driverId: a.driverId, driverNo: a.driverNo, driverNameEng: a.driverNameEng, details: a.details })
      .from(a)
      .where(and(eq(a.branchId, branchId), inArray(a.month, months), q.driverId === undefined ? undefined : eq(a.driverId, q.driverId)));
    const lines = rows
      .flatMap((r) => r.details as AllowanceDetailLine[])
      .filter((l) => l.date >= q.dateFrom && l.date <= q.dateTo && (!overtimeOnly || l.kind === 'OT'));
    return { lines, names: rows.map((r) => [r.driverId, r] as const) };
  }

  /** getAllowanceDriver: the drivers of the summary with their Chinese names and employment. */
  async drivers(result: AllowancePeriod) {
    const ids = result.summary.map((s) => s.driverId);
    if (ids.length === 0) return [];
    const rows = await this.db.select({ id: t.drivers.id, employmentType: t.drivers.employmentType }).from(t.drivers).where(inArray(t.drivers.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return result.summary.map((s) => ({
      driverId: s.driverId,
      driverNo: s.driverNo,
      driverNameEng: s.driverNameEng,
      // The period's summary carries it already (withChineseNames).
      driverNameChi: s.driverNameChi ?? null,
      employmentType: byId.get(s.driverId)?.employmentType ?? 'FT',
    }));
  }

  /** getAllowanceHeader. */
  header(result: AllowancePeriod) {
    return {
      dateFrom: result.query.dateFrom,
      dateTo: result.query.dateTo,
      branchId: result.branchId,
      drivers: result.summary.length,
      total: result.footer.total,
      closed: result.closed,
    };
  }
}
