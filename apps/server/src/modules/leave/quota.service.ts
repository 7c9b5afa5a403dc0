import { leaveBalance, QUOTA_LEAVE_TYPES, srvText } from '@limo/domain';
import { and, asc, eq, gte, inArray, lte, or, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { badRequest, conflict, notFound, pgError } from '../../engine/errors.js';
import { anyOf } from '../orders/enquiry.service.js';
import type { QuotaRowBody } from './leave.schemas.js';

/*
 * Leave quotas per driver, year and type (issue 16 rule 10): GET, POST (new rows) and PUT (changed
 * rows) of /limo/node/api/leaveQuota/{year}, the branch's drivers only. takenDays counts the days of
 * approved leave of the type whose dateFrom is in the year.
 */

const q = t.leaveQuotas;
const key = (driverId: number, leaveType: string) => `${driverId}:${leaveType}`;

/** Days of approved leave by driver and type ("driverId:type") starting in the year. */
export async function takenDays(ex: Db | Tx, driverIds: number[], year: number): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!driverIds.length) return out;
  const rows = await ex
    .select({ driverId: t.leaves.driverId, leaveType: t.leaves.leaveType, days: sum(t.leaves.days).mapWith(Number) })
    .from(t.leaves)
    .where(and(eq(t.leaves.status, 'A'), gte(t.leaves.dateFrom, `${year}-01-01`), lte(t.leaves.dateFrom, `${year}-12-31`), anyOf(t.leaves.driverId, driverIds)))
    .groupBy(t.leaves.driverId, t.leaves.leaveType);
  for (const r of rows) out.set(key(r.driverId, r.leaveType), r.days ?? 0);
  return out;
}

export function parseYear(raw: unknown): number {
  const year = typeof raw === 'string' && /^\d{4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(year >= 2000 && year <= 2100))
    throw badRequest(srvText('srv.leave.year', { field: 'year', min: 2000, max: 2100 }), undefined, [{ field: 'year', value: raw }]);
  return year;
}

export class QuotaService {
  constructor(private readonly db: Db) {}

  /** Each driver of the branch (active, or with a quota kept that year) x AL, SL; `only` narrows to some drivers. */
  async year(year: number, branchId: number, ex: Db | Tx = this.db, only?: number[]) {
    const kept = ex
      .select({ id: q.driverId })
      .from(q)
      .where(and(eq(q.year, year), eq(q.driverId, t.drivers.id)));
    const drivers = await ex
      .select({ id: t.drivers.id, driverNo: t.drivers.driverNo, driverNameEng: t.drivers.driverNameEng, driverNameChi: t.drivers.driverNameChi })
      .from(t.drivers)
      .where(and(eq(t.drivers.branchId, branchId), only ? anyOf(t.drivers.id, only) : or(eq(t.drivers.driverStatus, 'A'), sql`exists (${kept})`)))
      .orderBy(asc(t.drivers.driverNo), asc(t.drivers.id));
    const ids = drivers.map((d) => d.id);
    const [quotas, taken] = await Promise.all([
      ids.length
        ? ex
            .select({ driverId: q.driverId, leaveType: q.leaveType, quotaDays: q.quotaDays })
            .from(q)
            .where(and(eq(q.year, year), anyOf(q.driverId, ids)))
        : [],
      takenDays(ex, ids, year),
    ]);
    const quotaOf = new Map(quotas.map((x) => [key(x.driverId, x.leaveType), x.quotaDays]));
    return drivers.flatMap((d) =>
      QUOTA_LEAVE_TYPES.map((leaveType) => {
        const quotaDays = quotaOf.get(key(d.id, leaveType)) ?? 0;
        const takenDays = taken.get(key(d.id, leaveType)) ?? 0;
        return {
          driverId: d.id,
          driverNo: d.driverNo,
          driverNameEng: d.driverNameEng,
          driverNameChi: d.driverNameChi,
          year,
          leaveType,
          quotaDays,
          takenDays,
          balanceDays: leaveBalance({ quotaDays, takenDays }),
        };
      }),
    );
  }

  /** POST: new rows only (409 when the driver already has that year's quota of the type); PUT: changed rows only (404 when missing). */
  async save(year: number, rows: QuotaRowBody[], branchId: number, username: string, mode: 'create' | 'update') {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      if (seen.has(key(r.driverId, r.leaveType)))
        throw badRequest(srvText('srv.leave.quotaTwice', { i, driver: r.driverId, type: r.leaveType }), undefined, [
          { field: `[${i}].driverId`, value: r.driverId },
        ]);
      seen.add(key(r.driverId, r.leaveType));
    });
    const driverIds = [...new Set(rows.map((r) => r.driverId))];
    try {
      return await this.db.transaction(async (tx) => {
        const mine = new Set(
          driverIds.length
            ? (
                await tx
                  .select({ id: t.drivers.id })
                  .from(t.drivers)
                  .where(and(inArray(t.drivers.id, driverIds), eq(t.drivers.branchId, branchId)))
              ).map((d) => d.id)
            : [],
        );
        const missing = rows.findIndex((r) => !mine.has(r.driverId));
        if (missing >= 0) throw notFound(srvText('srv.q.driverNotFound', { row: missing, id: rows[missing].driverId }));
        const existing = new Map(
          driverIds.length
            ? (
                await tx
                  .select({ id: q.id, driverId: q.driverId, leaveType: q.leaveType })
                  .from(q)
                  .where(and(eq(q.year, year), inArray(q.driverId, driverIds)))
                  .for('update')
              ).map((x) => [key(x.driverId, x.leaveType), x.id])
            : [],
        );
        for (const [i, r] of rows.entries()) {
          const id = existing.get(key(r.driverId, r.leaveType));
          if (mode === 'create') {
            if (id !== undefined) throw conflict(srvText('srv.q.exists', { row: i, id: r.driverId, type: r.leaveType, year }));
            await tx
              .insert(q)
              .values({ driverId: r.driverId, year, leaveType: r.leaveType, quotaDays: r.quotaDays, createBy: username, lastUpdateBy: username });
          } else {
            if (id === undefined) throw notFound(srvText('srv.q.missing', { row: i, id: r.driverId, type: r.leaveType, year }));
            await tx
              .update(q)
              .set({ quotaDays: r.quotaDays, version: sql`${q.version} + 1`, lastUpdateBy: username, lastUpdateDt: new Date() })
              .where(eq(q.id, id));
          }
        }
        const wanted = new Set(rows.map((r) => key(r.driverId, r.leaveType)));
        return (await this.year(year, branchId, tx, driverIds)).filter((x) => wanted.has(key(x.driverId, x.leaveType)));
      });
    } catch (err) {
      // Two creations of the same quota at once: the unique index refuses the second.
      if (pgError(err)?.code === '23505') throw conflict(srvText('srv.q.raced', { year }));
      throw err;
    }
  }
}
