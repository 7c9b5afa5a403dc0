import { centsToMoney, moneyToCents } from '@limo/domain';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import type { ReportSource } from '../report-source.js';
import { filterId, liveOrderVehicles } from './shared.js';

/*
 * The client sales report (issue 17, docs/reports.md): per client of the branch with sales in the
 * year, the fares of its live order vehicles of active orders by pick-up month, and the year's.
 * The body's period lies in one year (the body check): usually the whole year; a shorter one
 * leaves the other months at 0.00.
 */

const ov = t.orderVehicles;
const MONTHS = Array.from({ length: 12 }, (_, i) => `m${String(i + 1).padStart(2, '0')}`);

export const clientSales: ReportSource = {
  kind: 'all',
  rows: async (db, input) => {
    const clientId = filterId(input, 'clientId');
    const sums = await db
      .select({
        clientId: t.orders.clientId,
        clientCode: t.clients.clientCode,
        clientNameEng: t.clients.clientNameEng,
        month: sql<number>`extract(month from ${ov.pickupDate})::int`,
        amount: sql<string>`sum(${ov.fareAmt})::numeric(14, 2)::text`,
      })
      .from(ov)
      .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
      .innerJoin(t.clients, eq(t.clients.id, t.orders.clientId))
      .where(and(liveOrderVehicles(input), clientId === undefined ? undefined : eq(t.orders.clientId, clientId)))
      .groupBy(t.orders.clientId, t.clients.clientCode, t.clients.clientNameEng, sql`extract(month from ${ov.pickupDate})`);
    const byClient = new Map<number, { clientId: number; clientCode: string; clientNameEng: string; cents: number[] }>();
    for (const s of sums) {
      const c = byClient.get(s.clientId) ?? { clientId: s.clientId, clientCode: s.clientCode, clientNameEng: s.clientNameEng, cents: MONTHS.map(() => 0) };
      c.cents[s.month - 1] += moneyToCents(s.amount);
      byClient.set(s.clientId, c);
    }
    return [...byClient.values()]
      .sort((a, b) => a.clientCode.localeCompare(b.clientCode))
      .map(({ cents, ...c }) => ({
        ...c,
        ...Object.fromEntries(MONTHS.map((m, i) => [m, centsToMoney(cents[i])])),
        year: centsToMoney(cents.reduce((s, x) => s + x, 0)),
      }));
  },
};
