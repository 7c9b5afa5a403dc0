import { centsToMoney, moneyToCents, nextDate, operatorToday } from '@limo/domain';
import { and, asc, count, eq, lte, min, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { wireId } from '../../engine/wire-schemas.js';
import { onLiveInvoice } from './invoice-lock.js';

/*
 * The accounts' landing figures (issue 30 part 8b): per client, the order vehicles the invoice trial would bill
 * (active order and vehicle, on no live invoice) picked up by yesterday on the operator's calendar, not yet invoiced.
 */

const o = t.orders;
const ov = t.orderVehicles;
const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const unbilledAnswer = z.strictObject({
  toDate: z.string().describe("yesterday on the operator's calendar: the last pick-up date counted"),
  count: z.number().int(),
  amount: money.describe('the fares of all of them, a decimal string'),
  clients: z.array(
    z.strictObject({
      clientId: wireId(),
      clientCode: z.string(),
      clientShortName: z.string(),
      clientNameChi: z.string().nullable(),
      count: z.number().int(),
      amount: money,
      fromDate: z.string().describe('the earliest pick-up date of them'),
    }),
  ),
});

export async function unbilledTrips(db: Db, branchId: number) {
  const toDate = nextDate(operatorToday(), -1);
  const rows = await db
    .select({
      clientId: o.clientId,
      clientCode: t.clients.clientCode,
      clientShortName: t.clients.clientShortName,
      clientNameChi: t.clients.clientNameChi,
      count: count(),
      // numeric sum, kept exact as text (never a float)
      amount: sql<string>`coalesce(sum(${ov.fareAmt}), 0)::numeric(14, 2)::text`,
      fromDate: min(ov.pickupDate),
    })
    .from(ov)
    .innerJoin(o, eq(o.id, ov.orderId))
    .innerJoin(t.clients, eq(t.clients.id, o.clientId))
    .where(and(eq(o.branchId, branchId), eq(o.orderStatus, 'A'), eq(ov.orderVehicleStatus, 'A'), lte(ov.pickupDate, toDate), not(onLiveInvoice(ov.id))))
    .groupBy(o.clientId, t.clients.clientCode, t.clients.clientShortName, t.clients.clientNameChi)
    .orderBy(asc(t.clients.clientCode));
  const clients = rows.map((r) => ({ ...r, fromDate: r.fromDate ?? toDate }));
  return {
    toDate,
    count: clients.reduce((n, c) => n + c.count, 0),
    amount: centsToMoney(clients.reduce((n, c) => n + moneyToCents(c.amount), 0)),
    clients,
  };
}

/** GET unbilledTrips: for the invoicing clerks (either invoicing right), in the selected branch. */
export function unbilledRoutes(app: FastifyInstance, db: Db) {
  app.get(
    `${API}/unbilledTrips`,
    {
      config: { rights: ['ORDERINVOICE', 'INVOICING'] as const },
      schema: callDoc({
        tags: ['Invoices'],
        summary:
          "The accounts' landing: per client of the selected branch, the count and fares of the order vehicles picked up by yesterday that the invoice trial would bill (not yet invoiced)",
        answer: unbilledAnswer,
      }),
    },
    async (request) => unbilledTrips(db, principalOf(request).selectedBranchId),
  );
}
