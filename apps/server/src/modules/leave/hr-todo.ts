import { hasRight, nextDate, operatorToday } from '@limo/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { closedMonths, firstOfMonth, monthOf } from '../allowance/month-state.js';

/*
 * HR's landing figures (issue 30 part 8b): the leave requests waiting for a decision and the allowance month to
 * close, of the selected branch. Each figure only for a holder of the right of the screen it links to.
 */

/** How far back the month to close is looked for: a year of months. */
export const MONTHS_BACK = 12;

export const hrTodoAnswer = z.strictObject({
  pendingLeave: z.number().int().optional().describe('leave requests of the branch’s drivers waiting for a decision (with LEAVEAPPROVAL)'),
  monthToClose: z
    .string()
    .nullable()
    .optional()
    .describe('the latest month before the current one whose allowance is not closed, YYYY-MM; null when the last 12 are closed (with DRIVERALLOWANCE)'),
});

/** The months before the operator's current one, latest first. */
export function pastMonths(today: string, n = MONTHS_BACK): string[] {
  const out: string[] = [];
  let month = monthOf(today);
  for (let i = 0; i < n; i++) {
    month = monthOf(nextDate(firstOfMonth(month), -1));
    out.push(month);
  }
  return out;
}

export async function hrTodo(db: Db, branchId: number, rights: readonly string[]) {
  const out: z.output<typeof hrTodoAnswer> = {};
  if (hasRight(rights, ['LEAVEAPPROVAL'])) {
    const [row] = await db
      .select({ n: count() })
      .from(t.leaves)
      .innerJoin(t.drivers, eq(t.drivers.id, t.leaves.driverId))
      .where(and(eq(t.leaves.status, 'P'), eq(t.drivers.branchId, branchId)));
    out.pendingLeave = row.n;
  }
  if (hasRight(rights, ['DRIVERALLOWANCE'])) {
    const months = pastMonths(operatorToday());
    const closed = await closedMonths(db, branchId, months);
    out.monthToClose = months.find((m) => !closed.has(m)) ?? null;
  }
  return out;
}

/** GET hrTodo: for a holder of either right; each figure for the holder of its own. */
export function hrTodoRoutes(app: FastifyInstance, db: Db) {
  app.get(
    `${API}/hrTodo`,
    {
      config: { rights: ['LEAVEAPPROVAL', 'DRIVERALLOWANCE'] as const },
      schema: callDoc({
        tags: ['Leave'],
        summary: "HR's landing: the branch's pending leave requests and the latest allowance month not closed, each with the right of its screen",
        answer: hrTodoAnswer,
      }),
    },
    async (request) => {
      const p = principalOf(request);
      return hrTodo(db, p.selectedBranchId, p.rights);
    },
  );
}
