import {
  DAY_PLAN_KEEP_DAYS,
  type DayPlan,
  type PlanApplyResult,
  type PlanAssignment,
  REFUSAL_NAMES,
  renderServerText,
  srvText,
  type ServerLanguage,
  travelRule,
} from '@limo/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { schedulingPlans } from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, HttpError, notFound } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { AssignmentService } from '../scheduling/assignment.service.js';
import { readPlanInput } from './plan-read.js';
import type { ApplyBody, PlanBody } from './plan.schemas.js';
import { planInThread } from './plan-thread.js';
import { settleMoves } from './apply-order.js';

/*
 * Plans of the day (issue 32, docs/scheduling.md "Plan the day"): made by the planner, kept 7 days,
 * applied job by job through the assignment service, never overriding a clash.
 */

type Stored = Pick<DayPlan, 'assignments' | 'unassigned' | 'metrics'>;
const keptSince = () => new Date(Date.now() - DAY_PLAN_KEEP_DAYS * 86_400_000);

export class PlanService {
  private readonly assignments: AssignmentService;

  constructor(
    private readonly db: Db,
    events: Events,
  ) {
    this.assignments = new AssignmentService(db, events);
  }

  /** POST plans: proposes a driver and vehicle for every open job of the date; the plan is verified before it is kept. */
  async create(body: PlanBody, principal: Principal): Promise<DayPlan> {
    const input = await readPlanInput(this.db, body, principal);
    const { travelRows, defaultTravelMinutes, ...rest } = input;
    const outcome = settleMoves({ ...rest, travel: travelRule(travelRows, defaultTravelMinutes) }, await planInThread(input));
    const answer: Stored = { assignments: outcome.assignments, unassigned: outcome.unassigned, metrics: outcome.metrics };
    // Plans older than the keeping time go as new ones come: no job to schedule for it.
    await this.db.delete(schedulingPlans).where(lt(schedulingPlans.createDt, keptSince()));
    const [row] = await this.db
      .insert(schedulingPlans)
      .values({ branchId: principal.selectedBranchId, planDate: body.date, answer, createBy: principal.username, lastUpdateBy: principal.username })
      .returning();
    return toPlan(row);
  }

  /** GET plans/{id}: the plan as answered, with the jobs applied from it so far; another branch's or an expired one is 404. */
  async get(id: number, principal: Principal): Promise<DayPlan & { appliedOrderVehicleIds: number[] }> {
    const row = await this.read(id, principal);
    return { ...toPlan(row), appliedOrderVehicleIds: row.appliedIds as number[] };
  }

  /** POST plans/{id}/apply: each job in its own transaction through the assignment service; a job changed since the plan is STALE. */
  async apply(id: number, body: ApplyBody, principal: Principal, lang: ServerLanguage): Promise<PlanApplyResult> {
    const row = await this.read(id, principal);
    const { assignments } = row.answer as Stored;
    let chosen: PlanAssignment[] = assignments;
    if (body.orderVehicleIds) {
      const inPlan = new Set(assignments.map((a) => a.orderVehicleId));
      const wrong = body.orderVehicleIds.filter((x) => !inPlan.has(x));
      if (wrong.length) throw badRequest(srvText('srv.plan.notInPlan', { ids: wrong.join(', '), id }), undefined, [{ field: 'orderVehicleIds', value: wrong }]);
      const asked = new Set(body.orderVehicleIds);
      chosen = assignments.filter((a) => asked.has(a.orderVehicleId));
    }
    const result: PlanApplyResult = { applied: [], refused: [] };
    for (const a of chosen) {
      try {
        const input = { orderVehicleId: a.orderVehicleId, version: a.version, driverId: a.driverId, vehicleId: a.vehicleId };
        await this.assignments.updateOrderVehicle(input, principal, { planId: id });
        result.applied.push(a.orderVehicleId);
      } catch (err) {
        if (!(err instanceof HttpError) || err.status >= 500) throw err;
        result.refused.push(refusal(a, err, lang));
      }
    }
    if (result.applied.length) {
      await this.db
        .update(schedulingPlans)
        .set({
          appliedIds: sql`${schedulingPlans.appliedIds} || ${JSON.stringify(result.applied)}::jsonb`,
          lastUpdateBy: principal.username,
          lastUpdateDt: new Date(),
        })
        .where(eq(schedulingPlans.id, id));
    }
    return result;
  }

  private async read(id: number, principal: Principal) {
    const [row] = await this.db
      .select()
      .from(schedulingPlans)
      .where(and(eq(schedulingPlans.id, id), eq(schedulingPlans.branchId, principal.selectedBranchId), gte(schedulingPlans.createDt, keptSince())));
    if (!row) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.dayPlan, id }));
    return row;
  }
}

function toPlan(row: typeof schedulingPlans.$inferSelect): DayPlan {
  const answer = row.answer as Stored;
  return {
    id: row.id,
    date: row.planDate,
    status: 'PROPOSED',
    createdDt: row.createDt.toISOString(),
    assignments: answer.assignments,
    unassigned: answer.unassigned,
    metrics: answer.metrics,
  };
}

/** A job apply refused: STALE when it changed since the plan, else the refusal's own code (a clash kind), in the reader's language. */
function refusal(a: PlanAssignment, err: HttpError, lang: ServerLanguage) {
  if (err.status === 412) {
    const said = err.texts.message;
    const now = typeof said === 'object' && 'params' in said ? (said.params?.version as number | undefined) : undefined;
    const message = srvText('srv.plan.stale', { id: a.orderVehicleId, planned: a.version, now: now ?? '?' });
    return { orderVehicleId: a.orderVehicleId, code: 'STALE', message: renderServerText(lang, message) };
  }
  return { orderVehicleId: a.orderVehicleId, code: err.code ?? String(err.status), message: err.rendered(lang).message };
}
